import Foundation
import Testing

/// Problems of a table itself (a ragged row, a quote not closed, a JSON Lines line that is
/// not an object) are records of the report in every form, so that whoever keeps only
/// standard output (an engine) still sees them; `--count` counts them; `--exit-zero`.
@Suite struct TableProblemRecordsTests {
    static let fields = "id --type integer\nname --type name\nzip --type zip\n"
    /// Keys unlike the row numbers; a row that spans two lines, so lines and rows differ.
    static let rows = "k1,Ann,12345\nk2,Bob\nk3,\"Cy\nLee\",1\nk4,Eve,12345,x\nk5,\"Fay,12345\nk6,Gus,12345\n"
    static let unclosed = "a quoted cell is not closed before the end of the input (the row runs on to the end: 2 lines, not checked)"

    func run(_ extra: [String], threads: String, chunk: String, _ folder: TableFilesTests.Folder) throws -> Run {
        let fields = try folder.write("t.fields", Self.fields.replacingOccurrences(of: "id --type integer", with: "id --pattern 'k[0-9]+'"))
        let header = try folder.write("h.csv", "id,name,zip\n")
        return try fieldcheck(
            ["check", "--fields", fields, "--header-from", header, "--threads", threads] + extra, input: Self.rows,
            environment: ["FIELDCHECK_CHUNK_SIZE": chunk])
    }

    @Test func problemsAreRecordsInEveryFormOnAnyThreads() throws {
        let folder = try TableFilesTests.Folder()
        let expected: [[String]: [String]] = [
            []: [
                "2\t\terror\tk2,Bob\t2 cells where the header has 3",
                "3\tzip\ttoo-short\t1\tneeds 5 digits, got 1",
                "4\t\terror\tk4,Eve,12345,x\t4 cells where the header has 3",
                "5\t\terror\tk5,\"Fay,12345\t\(Self.unclosed)",
            ],
            ["--key", "id"]: [
                "k2\t\terror\tk2,Bob\t2 cells where the header has 3",
                "k3\tzip\ttoo-short\t1\tneeds 5 digits, got 1",
                "k4\t\terror\tk4,Eve,12345,x\t4 cells where the header has 3",
                "k5\t\terror\tk5,\"Fay,12345\t\(Self.unclosed)",
            ],
            ["--json", "--key", "id"]: [
                #"{"row":2,"line":2,"key":"k2","status":"error","value":"k2,Bob","reason":"2 cells where the header has 3","rows_not_checked":1}"#,
                #"{"row":3,"line":3,"key":"k3","column":"zip","status":"too-short","value":"1","reason":"needs 5 digits, got 1"}"#,
                #"{"row":4,"line":5,"key":"k4","status":"error","value":"k4,Eve,12345,x","reason":"4 cells where the header has 3","rows_not_checked":1}"#,
                #"{"row":5,"line":6,"key":"k5","status":"error","value":"k5,\"Fay,12345","reason":""# + Self.unclosed + #"","rows_not_checked":1}"#,
            ],
            ["--output-format", "gnu"]: [
                "(standard input):2: error: 2 cells where the header has 3",
                "(standard input):3:3: too-short: needs 5 digits, got 1 [zip]",
                "(standard input):5: error: 4 cells where the header has 3",
                "(standard input):6: error: \(Self.unclosed)",
            ],
            ["--output-format", "github"]: [
                "::error file=(standard input),line=2,title=table error::2 cells where the header has 3",
                "::warning file=(standard input),line=3,col=3,title=zip too-short::needs 5 digits, got 1",
                "::error file=(standard input),line=5,title=table error::4 cells where the header has 3",
                "::error file=(standard input),line=6,title=table error::\(Self.unclosed)",
            ],
            ["--count", "--json"]: [
                #"{"id":{"passed":2,"too-short":0,"failed":0},"name":{"passed":2,"too-short":0,"failed":0},"#
                    + #""zip":{"passed":1,"too-short":1,"failed":0},"(table)":{"error":3,"not-checked":3}}"#
            ],
        ]
        // One thread; two, with chunks of 16 bytes (every row its own chunk) and of the default size.
        for (threads, chunk) in [("1", "262144"), ("2", "16"), ("2", "262144")] {
            for (extra, lines) in expected {
                let run = try run(extra, threads: threads, chunk: chunk, folder)
                #expect(run.lines == lines, "\(extra), threads \(threads), chunks of \(chunk)")
                #expect(run.status == 2)
                if extra.contains("--count") {
                    // The counts cannot say which rows: stderr does.
                    #expect(run.err == "fieldcheck: error: row 2: 2 cells where the header has 3\nfieldcheck: error: row 4: 4 cells where the header has 3\nfieldcheck: error: row 5: \(Self.unclosed)\n")
                } else {
                    #expect(run.err == "", "\(extra)")
                }
            }
            let counts = try run(["--count"], threads: threads, chunk: chunk, folder)
            #expect(counts.lines.suffix(2) == ["(table)\terror\t3", "(table)\tnot-checked\t3"])
        }
    }

    @Test func filesNameTheirProblems() throws {
        let folder = try TableFilesTests.Folder()
        let fields = try folder.write("t.fields", Self.fields)
        let a = try folder.write("a.csv", "id,name,zip\n1,Ann,12345\n2,Bob\n")
        let b = try folder.write("b.jsonl", "{\"id\":1,\"name\":\"Ann\",\"zip\":\"12345\"}\n[1]\n")
        let csv = try fieldcheck("check", "--fields", fields, "--json", a)
        #expect(csv.lines == [#"{"file":"\#(a)","row":3,"line":3,"status":"error","value":"2,Bob","reason":"2 cells where the header has 3","rows_not_checked":1}"#])
        let jsonl = try fieldcheck("check", "--jsonl", "--fields", fields, "-H", b)
        #expect(jsonl.lines == ["\(b)\t2\t\terror\t[1]\tan array, not a JSON object"])
        #expect(jsonl.status == 2)
        let counted = try fieldcheck("check", "--fields", fields, "--count", "--json", a, a)
        #expect(counted.lines.allSatisfy { $0.hasSuffix(#""(table)":{"error":1,"not-checked":1}}}"#) })
        #expect(counted.lines.count == 2)
    }

    @Test func exitZeroCoversRecordsButNotRunsThatCouldNotBeDone() throws {
        let folder = try TableFilesTests.Folder()
        let fields = try folder.write("t.fields", Self.fields)
        let failing = try folder.write("f.csv", "id,name,zip\n1,Ann,1\nx,B0b,12345\n")
        let ragged = try folder.write("r.csv", "id,name,zip\n1,Ann,12345\n2,Bob\n")
        // Values that do not pass: 1 without, 0 with; the report is the same.
        let plain = try fieldcheck("check", "--fields", fields, failing)
        let zero = try fieldcheck("check", "--fields", fields, "--exit-zero", failing)
        #expect(plain.status == 1)
        #expect(zero.status == 0)
        #expect(zero.stdout == plain.stdout)
        #expect(zero.lines.count == 3)
        #expect(try fieldcheck(["-t", "zip", "--exit-zero", "1", "12345"]).status == 0)
        #expect(try fieldcheck(["-t", "zip", "1"]).status == 1)
        #expect(try fieldcheck(["format", "-t", "zip", "--exit-zero", "1"]).status == 0)
        #expect(try fieldcheck(["-t", "zip", "--exit-zero", "-j", "2"], input: "1\n12345\n").status == 0)
        // A table error is a record of the report: 0 (2 without --exit-zero). A run that could
        // not be done is still 2: a file that cannot be read, a fields file that cannot be used.
        #expect(try fieldcheck("check", "--fields", fields, "--exit-zero", ragged).status == 0)
        #expect(try fieldcheck("check", "--fields", fields, ragged).status == 2)
        let missing = try fieldcheck("check", "--fields", fields, "--exit-zero", failing, folder.path("missing.csv"))
        #expect(missing.status == 2)
        #expect(missing.err == "fieldcheck: error: \(folder.path("missing.csv")): No such file or directory\n")
        let unreadable = try folder.write("u.csv", "id,name,zip\n")
        chmod(unreadable, 0)
        if getuid() != 0 {
            #expect(try fieldcheck("check", "--fields", fields, "--exit-zero", unreadable).status == 2)
        }
        #expect(try fieldcheck("check", "--fields", folder.path("none.fields"), "--exit-zero", failing).status == 2)
        #expect(try fieldcheck("check", "--fields", fields, "--exit-zero", folder.url.path).status == 2)
    }
}
