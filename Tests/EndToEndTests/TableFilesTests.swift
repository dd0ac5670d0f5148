import Foundation
import Testing

/// Tables as files: several per call, their names and lines in reports, the location
/// forms for editors and CI, `format --in-place`, and JSON Lines.
@Suite struct TableFilesTests {
    /// A folder of its own, removed after the test.
    final class Folder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-files-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }

        @discardableResult
        func write(_ name: String, _ contents: String) throws -> String {
            let path = url.appendingPathComponent(name).path
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        func read(_ name: String) throws -> Data { try Data(contentsOf: url.appendingPathComponent(name)) }
    }

    static let rules = "name --type name\nphone --type phone\n"

    @Test func severalFilesWithAMissingOneInTheMiddle() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        let a = try folder.write("a.csv", "name,phone\nAnn,(201) 555-0123\nBob,123-555-0123\n")
        let b = try folder.write("b.csv", "name,phone\nCy,201555\n")
        let run = try fieldcheck("check", "--fields", fields, a, folder.path("missing.csv"), b, folder.url.path)
        #expect(run.status == 2)
        #expect(run.lines == [
            "\(a)\t3\tphone\tfailed\t123-555-0123\tarea code 123 does not exist",
            "\(b)\t2\tphone\ttoo-short\t201555\tneeds 10 digits, got 6",
        ])
        #expect(run.err == "fieldcheck: error: \(folder.path("missing.csv")): No such file or directory\nfieldcheck: error: \(folder.url.path): Is a directory\n")
        // One file: no name, unless -H; several: names, unless --no-filename.
        let one = try fieldcheck("check", "--fields", fields, a)
        #expect(one.lines == ["3\tphone\tfailed\t123-555-0123\tarea code 123 does not exist"])
        #expect(try fieldcheck("check", "-H", "--fields", fields, a).lines.first?.hasPrefix("\(a)\t3\t") == true)
        #expect(try fieldcheck("check", "--no-filename", "--fields", fields, a, b).lines.first?.hasPrefix("3\t") == true)
        // Counts per file and column; JSON objects carry the file.
        let counts = try fieldcheck("check", "--count", "--only", "failed", "--fields", fields, a, b)
        #expect(counts.lines == ["\(a)\tname\tfailed\t0", "\(a)\tphone\tfailed\t1", "\(b)\tname\tfailed\t0", "\(b)\tphone\tfailed\t0"])
        let json = try fieldcheck("check", "--json", "--fields", fields, a, b)
        let objects = try json.lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        #expect(objects.map { $0["file"] as? String } == [a, b])
        // -q stops at the first file with a cell that does not pass (the missing one after
        // it is not even opened).
        let quiet = try fieldcheck("check", "-q", "--fields", fields, a, folder.path("missing.csv"))
        #expect(quiet.status == 1 && quiet.out.isEmpty && quiet.err.isEmpty)
        // A Table Schema takes files the same way.
        let contactsSchema = repositoryRoot.appendingPathComponent("examples/contacts.schema.json").path
        let schema = try fieldcheck("check", "-H", "--count", "--only", "failed", "--schema", contactsSchema, contactsTable)
        #expect(schema.status == 1)
        #expect(schema.lines.first?.hasPrefix("\(contactsTable)\t") == true)
        // Standard input as '-', among files.
        let dash = try fieldcheck("check", "--fields", fields, "-", b, input: "name,phone\nDee,0\n")
        #expect(dash.lines.first == "(standard input)\t2\tphone\ttoo-short\t0\tneeds the country calling code after the international prefix")
    }

    /// A file's extension chooses how it is read (the pre-commit hook passes CSV, TSV and
    /// JSON Lines files in one call); --tsv, --delimiter and --jsonl read every file their
    /// way; standard input is CSV.
    @Test func filesAreReadAsTheirExtensionSays() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        let tsv = try folder.write("a.tsv", "name\tphone\nAnn, Jr.\t123-555-0123\n")
        let tab = try folder.write("b.TAB", "name\tphone\nBob\t201555\n")
        let jsonl = try folder.write("c.jsonl", "{\"name\": \"Cy\", \"phone\": \"123-555-0123\"}\n")
        let ndjson = try folder.write("d.ndjson", "{\"name\": \"Dee\", \"phone\": \"201555\"}\n")
        let csv = try folder.write("e.csv", "name,phone\n\"Eve, Jr\",123-555-0123\n")
        let run = try fieldcheck("check", "--fields", fields, tsv, tab, jsonl, ndjson, csv)
        #expect(run.status == 1)
        #expect(run.lines == [
            "\(tsv)\t2\tname\tfailed\tAnn, Jr.\t',' is not allowed in a name",
            "\(tsv)\t2\tphone\tfailed\t123-555-0123\tarea code 123 does not exist",
            "\(tab)\t2\tphone\ttoo-short\t201555\tneeds 10 digits, got 6",
            "\(jsonl)\t1\tphone\tfailed\t123-555-0123\tarea code 123 does not exist",
            "\(ndjson)\t1\tphone\ttoo-short\t201555\tneeds 10 digits, got 6",
            "\(csv)\t2\tname\tfailed\tEve, Jr\t',' is not allowed in a name",
            "\(csv)\t2\tphone\tfailed\t123-555-0123\tarea code 123 does not exist",
        ], "\(run.lines)")
        #expect(run.lines.filter { $0.contains("not in the table's header") }.isEmpty)
        #expect(run.err.isEmpty, "\(run.err)")
        // --tsv reads every file as TSV: the JSON Lines file then has no such header (and
        // the message says what it looks like).
        let given = try fieldcheck("check", "--tsv", "--fields", fields, tsv, jsonl)
        #expect(given.status == 2)
        #expect(given.err.contains("fieldcheck: error: \(jsonl): the table looks like JSON Lines (its first line is an object): give --format jsonl"), "\(given.err)")
        // Standard input stays CSV; a header given apart is read as its own name says.
        let stdin = try fieldcheck("check", "--fields", fields, "-", input: "name\tphone\nAnn\t201555\n")
        #expect(stdin.status == 2)
        let header = try folder.write("header.tsv", "name\tphone\n")
        let body = try folder.write("body.tsv", "Fay\t201555\n")
        let apart = try fieldcheck("check", "--header-from", header, "--fields", fields, body)
        #expect(apart.lines == ["1\tphone\ttoo-short\t201555\tneeds 10 digits, got 6"])
        // format --in-place of a TSV file keeps its tabs.
        let rewrite = try folder.write("f.tsv", "name\tphone\nann\t(201) 555-0123\n")
        _ = try fieldcheck("format", "--in-place", "--fields", fields, rewrite)
        #expect(String(decoding: try folder.read("f.tsv"), as: UTF8.self) == "name\tphone\nAnn\t(201) 555-0123\n")
    }

    @Test func aRowKnowsTheLineItStartsOn() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        let table = try folder.write("t.csv", "name,phone\n\"Ann\nMarie\",(201) 555-0123\nBob,123-555-0123\n")
        let json = try fieldcheck("check", "--json", "--fields", fields, table)
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        #expect(object?["row"] as? Int == 3)
        #expect(object?["line"] as? Int == 4)
        let gnu = try fieldcheck("check", "--output-format", "gnu", "--fields", fields, table)
        #expect(gnu.lines == ["\(table):4:2: failed: area code 123 does not exist [phone]"])
        let github = try fieldcheck("check", "--output-format", "github", "--fields", fields, table, input: "")
        #expect(github.lines == ["::error file=\(table),line=4,col=2,title=phone failed::area code 123 does not exist"])
        let warning = try fieldcheck("check", "--output-format", "github", "--fields", fields, input: "name,phone\nAnn,201555\n")
        #expect(warning.lines == ["::warning file=(standard input),line=2,col=2,title=phone too-short::needs 10 digits, got 6"])
        let both = try fieldcheck("check", "--json", "--output-format", "gnu", "--fields", fields, table)
        #expect(both.status == 2)
        let values = try fieldcheck("check", "--output-format", "gnu", "-t", "zip", "12345")
        #expect(values.status == 2 && values.err.contains("--output-format applies to tables"))
    }

    /// `--key COLUMN`: rows named by a cell, for chunks of a table checked apart.
    @Test func aKeyColumnNamesTheRows() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        let table = try folder.write("k.csv", "id,name,phone\n17,Ann,(201) 555-0123\nA-18,Bob,123-555-0123\n")
        let run = try fieldcheck("check", "--key", "id", "--fields", fields, table)
        #expect(run.lines == ["A-18\tphone\tfailed\t123-555-0123\tarea code 123 does not exist"])
        let json = try fieldcheck("check", "--key", "id", "--json", "--fields", fields, table)
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        #expect(object?["key"] as? String == "A-18" && object?["row"] as? Int == 3)
        let missing = try fieldcheck("check", "--key", "ID", "--fields", fields, table)
        #expect(missing.status == 2)
        #expect(missing.err == "fieldcheck: error: \(table): the --key column 'ID' is not in the table's header (did you mean 'id'?)\n")
        let lines = try fieldcheck("check", "--jsonl", "--key", "id", "--fields", fields, input: "{\"id\":7,\"name\":\"x\",\"phone\":\"201555\"}\n")
        #expect(lines.lines == ["7\tphone\ttoo-short\t201555\tneeds 10 digits, got 6"])
        #expect(try fieldcheck("-t", "zip", "--key", "id", "12345").status == 2)
    }

    /// `--header-from FILE`: chunks without their header, checked apart; their counts add
    /// up to the whole table's, and --key names the rows.
    @Test func chunksWithTheHeaderGivenApart() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        var rows: [String] = []
        for index in 0..<30 {
            let phone = index % 4 == 0 ? "123-555-01\(10 + index)" : (index % 5 == 0 ? "201555" : "(201) 555-01\(10 + index)")
            rows.append("\(index),\(index % 7 == 0 ? "R2D2" : "Ann"),\(phone)")
        }
        let whole = try folder.write("whole.csv", "id,name,phone\n" + rows.joined(separator: "\n") + "\n")
        let header = try folder.write("header.csv", "id,name,phone\n")
        var sums: [String: Int] = [:]
        for chunk in 0..<3 {
            let part = rows[(chunk * 10)..<(chunk * 10 + 10)].joined(separator: "\n") + "\n"
            let run = try fieldcheck("check", "--count", "--header-from", header, "--fields", fields, input: part)
            for line in run.lines {
                let cells = line.split(separator: "\t").map(String.init)
                sums[cells[0] + "\t" + cells[1], default: 0] += Int(cells[2]) ?? -1
            }
        }
        let one = try fieldcheck("check", "--count", "--fields", fields, whole)
        for line in one.lines {
            let cells = line.split(separator: "\t").map(String.init)
            #expect(sums[cells[0] + "\t" + cells[1]] == Int(cells[2]), "\(line)")
        }
        let keyed = try fieldcheck("check", "--header-from", header, "--key", "id", "--fields", fields, input: rows[4] + "\n")
        #expect(keyed.lines == ["4\tphone\tfailed\t123-555-0114\tarea code 123 does not exist"])
        let formatted = try fieldcheck("format", "--header-from", header, "--fields", fields, input: "1,ann,2015550123\n")
        #expect(formatted.out == "1,Ann,(201) 555-0123\n")
        #expect(try fieldcheck("check", "--header-from", folder.path("none.csv"), "--fields", fields).status == 2)
    }

    @Test func inPlaceRewritesSafely() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        // CRLF endings kept; the mode kept; a cell that does not pass left and reported.
        let crlf = try folder.write("crlf.csv", "name,phone\r\nann lee,2015550123\r\nBob,bad\r\n")
        chmod(crlf, 0o640)
        let run = try fieldcheck("format", "--in-place", "--fields", fields, crlf)
        #expect(run.status == 1)
        #expect(run.out.isEmpty)
        #expect(run.err == "fieldcheck: \(crlf): row 3, column phone: failed: 'b' is not allowed in a phone number\n")
        #expect(String(decoding: try folder.read("crlf.csv"), as: UTF8.self) == "name,phone\r\nAnn Lee,(201) 555-0123\r\nBob,bad\r\n")
        #expect(try FileManager.default.attributesOfItem(atPath: crlf)[.posixPermissions] as? Int == 0o640)
        // A symlink is followed: the link stays a link, its target is rewritten.
        try folder.write("target.csv", "name,phone\nann,2015550123\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.csv"), withDestinationPath: "target.csv")
        #expect(try fieldcheck("format", "--in-place", "--fields", fields, folder.path("link.csv")).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.csv")) == "target.csv")
        #expect(String(decoding: try folder.read("target.csv"), as: UTF8.self) == "name,phone\nAnn,(201) 555-0123\n")
        // Nothing changes: nothing is written (the time stamp stays).
        let clean = try folder.write("clean.csv", "name,phone\nAnn,(201) 555-0123\n")
        let old = Date(timeIntervalSince1970: 1_600_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: clean)
        #expect(try fieldcheck("format", "--in-place", "--fields", fields, clean).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: clean)[.modificationDate] as? Date == old)
        // A read-only file is refused and left as it is; the other files are still done.
        let locked = try folder.write("locked.csv", "name,phone\nann,2015550123\n")
        chmod(locked, 0o444)
        let other = try folder.write("other.csv", "name,phone\nbo,2015550123\n")
        let refused = try fieldcheck("format", "--in-place", "--fields", fields, locked, other)
        #expect(refused.status == 2)
        #expect(refused.err == "fieldcheck: error: \(locked): cannot write: Permission denied\n")
        #expect(String(decoding: try folder.read("locked.csv"), as: UTF8.self) == "name,phone\nann,2015550123\n")
        #expect(String(decoding: try folder.read("other.csv"), as: UTF8.self) == "name,phone\nBo,(201) 555-0123\n")
        // Standard input cannot be rewritten; no temporary file is left anywhere.
        #expect(try fieldcheck("format", "--in-place", "--fields", fields).status == 2)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!names.contains { $0.contains(".fieldcheck-") }, "\(names)")
    }

    @Test func aKilledRewriteLeavesTheOriginalWhole() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        var text = "name,phone\n"
        for index in 0..<400_000 { text += "ann \(index % 10),201555\(String(format: "%04d", index % 10000))\n" }
        let big = try folder.write("big.csv", text)
        let original = try folder.read("big.csv")
        // Killed (SIGKILL, no clean-up possible) a moment after it starts.
        let run = try shell("\"$FIELDCHECK\" format --in-place --fields '\(fields)' '\(big)' & sleep 0.3; kill -9 $!; wait $!; echo $?")
        #expect(run.out.trimmingCharacters(in: .whitespacesAndNewlines) == "137", "the run ended before the kill: \(run.out)")
        #expect(try folder.read("big.csv") == original)
    }

    @Test func jsonLinesTables() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        let lines = [
            #"{"name":"ann lee","phone":"2015550123","extra":{"keep":[1, 2]},"z":"\u00e9"}"#,
            #"{ "phone" : 2015550123 , "name" : "Bob" }"#,
            #"{"name":null}"#,
            #"{"name":["x"],"phone":{"n":1}}"#,
            #"[1, 2]"#,
            #"{"name":"Cy","#,
            #"{"name":"Dee","phone":"+44 20 7946 0958"}"#,
        ]
        let path = try folder.write("t.jsonl", lines.joined(separator: "\n") + "\n")
        let check = try fieldcheck("check", "--jsonl", "--fields", fields, path)
        #expect(check.status == 2)
        #expect(check.lines == [
            "3\tname\ttoo-short\t\tempty",
            "3\tphone\ttoo-short\t\tempty",
            "4\tname\tfailed\t\tan array is not a value",
            "4\tphone\tfailed\t\tan object is not a value",
            "5\t\terror\t[1, 2]\tan array, not a JSON object",
            "6\t\terror\t{\"name\":\"Cy\",\tnot JSON: column 14: unexpected end of input inside an object",
        ])
        #expect(check.err == "")
        let counted = try fieldcheck("check", "--jsonl", "--fields", fields, "--count", path)
        #expect(counted.err == "fieldcheck: error: \(path): line 5: an array, not a JSON object\nfieldcheck: error: \(path): line 6: not JSON: column 14: unexpected end of input inside an object\n")
        #expect(counted.lines.suffix(2) == ["(table)\terror\t2", "(table)\tnot-checked\t2"])
        let format = try fieldcheck("format", "--jsonl", "--fields", fields, path)
        #expect(format.lines == [
            #"{"name":"Ann Lee","phone":"(201) 555-0123","extra":{"keep":[1, 2]},"z":"\u00e9"}"#,
            #"{ "phone" : "(201) 555-0123" , "name" : "Bob" }"#,
            lines[2], lines[3], lines[4], lines[5],
            #"{"name":"Dee","phone":"+44 20 7946 0958"}"#,
        ])
        // The round trip: formatted once, the file formats to itself.
        let once = try folder.write("once.jsonl", format.out)
        #expect(try fieldcheck("format", "--jsonl", "--fields", fields, once).out == format.out)
        #expect(try fieldcheck("check", "--jsonl", "-t", "zip", "1").status == 2)
        // A byte order mark starting a file stays through format --in-place.
        let marked = try folder.write("bom.jsonl", "\u{FEFF}{\"name\":\"ann\"}\n")
        #expect(try fieldcheck("format", "--jsonl", "--in-place", "--fields", fields, marked).status == 1)  // no phone
        #expect(Array(try folder.read("bom.jsonl")) == Array("\u{FEFF}{\"name\":\"Ann\"}\n".utf8))
        // Primary keys compare the cells as their type reads them: 1 and "01" are one key.
        let keys = try folder.write("k.fields", "id --type integer --primary-key\nname --type name\n")
        let keyed = try fieldcheck("check", "--jsonl", "--fields", keys, input: "{\"id\":1,\"name\":\"a\"}\n{\"id\":\"01\",\"name\":\"b\"}\n")
        #expect(keyed.lines == ["2\tid\tfailed\t01\tduplicate primary key of row 1"])
    }
}

/// The README's GNU parallel example ("Beyond one machine"), run as it is written: the
/// counts of the blocks, summed, are those of one plain call; with --key, the report lines
/// of the blocks are those of one call, rows named by their id.
@Suite struct GNUParallelTests {
    @Test func blocksAddUpToTheWholeTable() throws {
        let folder = try TableFilesTests.Folder()
        let table = folder.path("people.csv"), fields = folder.path("people.fields")
        let script = """
            export PATH="$(dirname "$FIELDCHECK"):$PATH"
            command -v parallel >/dev/null || { echo 'GNU parallel is missing (scripts/install-deps --test)'; exit 3; }
            awk 'BEGIN { print "id,name,phone"; for (i = 1; i <= 20000; i++) printf "%d,Ann %s,(201) 555-%04d\\n", i, (i % 97 ? "Lee" : "R2D2"), i % 10000 }' > '\(table)'
            printf 'name --type name\\nphone --type phone\\n' > '\(fields)'
            parallel --pipepart -a '\(table)' --block 100k --header : fieldcheck check --fields '\(fields)' --count | awk -F'\\t' '!(($1 FS $2) in n) { order[++k] = $1 FS $2 } { n[$1 FS $2] += $3 } END { for (i = 1; i <= k; i++) print order[i] FS n[order[i]] }'
            echo ---
            fieldcheck check --fields '\(fields)' --count < '\(table)'
            echo ---
            parallel --pipepart -a '\(table)' --block 100k --header : -k fieldcheck check --fields '\(fields)' --key id
            echo ---
            fieldcheck check --fields '\(fields)' --key id < '\(table)'
            test $? = 1  # some cells do not pass
            """
        let run = try shell(script)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        let parts = run.out.components(separatedBy: "---\n")
        #expect(parts.count == 4)
        guard parts.count == 4 else { return }
        #expect(parts[0] == parts[1])
        #expect(parts[1].contains("name\tfailed\t206\n"))
        #expect(parts[2] == parts[3])
        #expect(parts[2].split(separator: "\n").count == 206)
    }
}
