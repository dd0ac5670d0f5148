@testable import FieldCheckReference
import Foundation
import Testing

let contactsFields = repositoryRoot.appendingPathComponent("examples/contacts.fields").path
let contactsTable = repositoryRoot.appendingPathComponent("examples/contacts.csv").path

/// Writes a temporary file and returns its path.
func temporaryFile(_ contents: String, name: String = "table") throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-\(UUID().uuidString)-\(name)")
    try Data(contents.utf8).write(to: url)
    return url.path
}

@Suite struct TableTests {
    @Test func everyInjectedMistakeIsFoundWithItsRowAndColumn() throws {
        let run = try shell("\"$FIELDCHECK\" check --fields '\(contactsFields)' < '\(contactsTable)'")
        #expect(run.status == 1)
        let found = run.lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).prefix(3).joined(separator: "\t") }
        let expectedText = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/contacts-expected.tsv"), encoding: .utf8)
        let expected = expectedText.split(separator: "\n").map(String.init)
        #expect(expected.count >= 40)
        #expect(found == expected)
        // Each line: ROW, COLUMN, STATUS, VALUE, REASON.
        #expect(run.lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 5 })
        #expect(run.out.contains("\tphone\tfailed\t123-555-0123\tarea code 123 does not exist\n"))
    }

    @Test func jsonIsParsedBack() throws {
        let run = try shell("\"$FIELDCHECK\" check --json --fields '\(contactsFields)' < '\(contactsTable)'")
        let objects = try run.lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects.count == 46)
        let phone = objects.first { ($0?["value"] as? String) == "123-555-0123" }
        #expect(phone??["column"] as? String == "phone")
        #expect(phone??["status"] as? String == "failed")
        #expect(phone??["reason"] as? String == "area code 123 does not exist")
        #expect((phone??["row"] as? Int ?? 0) > 1)
    }

    @Test func onlyPassedIsCSVThatPythonReadsBack() throws {
        let run = try shell("""
            "$FIELDCHECK" check --only passed --fields '\(contactsFields)' < '\(contactsTable)' > /tmp/fieldcheck-passed.csv
            python3 -c '
            import csv, sys
            rows = list(csv.reader(open("/tmp/fieldcheck-passed.csv", newline="", encoding="utf-8")))
            source = list(csv.reader(open(sys.argv[1], newline="", encoding="utf-8")))
            bad = {int(line.split("\\t")[0]) for line in open(sys.argv[2], encoding="utf-8")}
            expected = [source[0]] + [row for number, row in enumerate(source, 1) if number > 1 and number not in bad]
            print(len(rows), rows == expected)
            ' '\(contactsTable)' '\(repositoryRoot.path)/Tests/EndToEndTests/Fixtures/contacts-expected.tsv'
            """)
        #expect(run.out.hasSuffix(" True\n"), "\(run.out) \(run.err)")
    }

    @Test func countPerColumnAndStatus() throws {
        let run = try shell("\"$FIELDCHECK\" check --count --fields '\(contactsFields)' < '\(contactsTable)'")
        #expect(run.lines.count == 10 * 3)
        #expect(run.lines.contains("phone\tfailed\t5"))
        #expect(run.lines.contains("phone\ttoo-short\t2"))
        #expect(run.lines.contains("phone\tpassed\t293"))
    }

    @Test func formatWritesCanonicalCellsAndLeavesTheRestAsItCame() throws {
        let fields = try temporaryFile("name --type name\nphone --type phone\n", name: "fields")
        let table = "note,name,phone,other\r\n\"a, b\",ann lee,2015550123,\"x \"\"y\"\"\"\r\nkeep,bob,201555,z\r\n,\"carl\",\"(201) 555-0123\",\n"
        let run = try shell("\"$FIELDCHECK\" format --fields '\(fields)'", input: Data(table.utf8))
        #expect(run.out == "note,name,phone,other\r\n\"a, b\",Ann Lee,(201) 555-0123,\"x \"\"y\"\"\"\r\nkeep,Bob,201555,z\r\n,\"Carl\",\"(201) 555-0123\",\n")
        #expect(run.err == "fieldcheck: row 3, column phone: too-short: needs 10 digits, got 6\n")
        #expect(run.status == 1)
    }

    @Test func formatOfACanonicalTableIsByteIdentical() throws {
        let fields = try temporaryFile("phone --type phone\nstate --type state\n", name: "fields")
        let table = "\u{FEFF}phone,state,notes\r\n(201) 555-0123,NY,\"multi\nline, with \"\"quotes\"\"\"\r\n\"(212) 555-0100\",CA,\r\n\n(415) 555-0199,TX,last"
        let run = try shell("\"$FIELDCHECK\" format --fields '\(fields)'", input: Data(table.utf8))
        #expect(run.stdout == Data(table.utf8))
        #expect(run.status == 0)
    }

    /// A byte order mark before a quoted first header cell (the US GSA's export): the cell
    /// is read unquoted, as frictionless and Python's csv read it, on one thread and on
    /// several, from a file and a pipe; format writes the mark back.
    @Test func aByteOrderMarkBeforeAQuotedHeaderCell() throws {
        let fields = try temporaryFile("'Standard Name' --type name\nStatus --one-of Approved\n", name: "fields")
        let rows = (1...3000).map { "\"ann \($0 % 7 == 0 ? "R2" : "lee")\",Approved\n" }.joined()
        let table = "\u{FEFF}\"Standard Name\",Status\n" + rows
        let file = try temporaryFile(table, name: "bom.csv")
        for threads in ["1", "2"] {
            for command in ["\"$FIELDCHECK\" check --fields '\(fields)' --count -j \(threads) '\(file)'",
                            "\"$FIELDCHECK\" check --fields '\(fields)' --count -j \(threads) < '\(file)'"] {
                let run = try shell(command)
                #expect(run.err == "", "\(command)")
                #expect(run.lines.contains("Standard Name\tfailed\t428"), "\(command)")
                #expect(run.status == 1)
            }
        }
        let formatted = try shell("\"$FIELDCHECK\" format --fields '\(fields)' -j 1", input: Data(table.utf8))
        #expect(formatted.stdout.starts(with: Data("\u{FEFF}\"Standard Name\",Status\n\"Ann Lee\"".utf8)))
    }

    @Test func structuralProblemsAreReportedWithExitTwo() throws {
        let fields = try temporaryFile("phone --type phone\n", name: "fields")
        let ragged = try shell("\"$FIELDCHECK\" --fields '\(fields)'", input: Data("phone,x\n2015550123,a\n2015550123\n2015550123,a,b\n".utf8))
        // Records of the report (stdout), not messages: an engine that keeps stdout sees them.
        #expect(ragged.lines == ["3\t\terror\t2015550123\t1 cell where the header has 2", "4\t\terror\t2015550123,a,b\t3 cells where the header has 2"])
        #expect(ragged.err == "")
        #expect(ragged.status == 2)
        let open = try shell("\"$FIELDCHECK\" --fields '\(fields)'", input: Data("phone,x\n2015550123,\"open\n".utf8))
        #expect(open.lines == ["2\t\terror\t2015550123,\"open\ta quoted cell is not closed before the end of the input"])
        #expect(open.status == 2)
        // A filter's output is rows: there the problems are said on stderr.
        let filtered = try shell("\"$FIELDCHECK\" --fields '\(fields)' --only failed", input: Data("phone,x\n2015550123,\"open\nmore\n".utf8))
        #expect(filtered.err == "fieldcheck: error: row 2: a quoted cell is not closed before the end of the input (the row runs on to the end: 2 lines, not checked)\n")
        #expect(filtered.out == "phone,x\n")
        #expect(filtered.status == 2)
        let duplicate = try shell("\"$FIELDCHECK\" --fields '\(fields)'", input: Data("phone,x,x\n".utf8))
        #expect(duplicate.err == "fieldcheck: error: the header names column 'x' twice (columns 2 and 3)\n")
        #expect(duplicate.status == 2)
        let missing = try shell("\"$FIELDCHECK\" --fields '\(fields)'", input: Data("Phone,x\n".utf8))
        #expect(missing.err.hasPrefix("fieldcheck: error: column 'phone' ("))
        #expect(missing.err.hasSuffix(":1) is not in the table's header (did you mean 'Phone'?)\n"))
        #expect(missing.status == 2)
        let empty = try shell("\"$FIELDCHECK\" --fields '\(fields)' < /dev/null")
        #expect(empty.err == "fieldcheck: error: the table is empty: it has no header row\n")
        #expect(empty.status == 2)
        let headerOnly = try shell("\"$FIELDCHECK\" --fields '\(fields)'", input: Data("phone\n".utf8))
        #expect(headerOnly.status == 0 && headerOnly.out == "")
    }

    @Test func mistakesInTheFieldsFileNameTheLine() throws {
        let typo = try temporaryFile("# contacts\nname --type name\nphone --tpye phone\n", name: "fields")
        let run = try shell("\"$FIELDCHECK\" --fields '\(typo)' < /dev/null")
        #expect(run.err == "fieldcheck: error: \(typo):3: unknown option '--tpye' (did you mean '--type'?)\n")
        #expect(run.status == 2)
        let lines = (1...6).map { "c\($0) --type number" }.joined(separator: "\n") + "\nc7 --pattern '[a-'\n"
        let pattern = try temporaryFile(lines, name: "fields")
        let bad = try shell("\"$FIELDCHECK\" --fields '\(pattern)' < /dev/null")
        #expect(bad.err == "fieldcheck: error: \(pattern):7: bad pattern at offset 3: missing terminating ] for character class\n")
        let none = try temporaryFile("# nothing\n", name: "fields")
        #expect(try shell("\"$FIELDCHECK\" --fields '\(none)' < /dev/null").err == "fieldcheck: error: \(none): declares no fields\n")
        let absent = try shell("\"$FIELDCHECK\" --fields /nonexistent/x.fields < /dev/null")
        #expect(absent.err == "fieldcheck: error: /nonexistent/x.fields: No such file or directory\n")
    }

    /// Optional columns with no minimum length (as a Table Schema's fields that are not
    /// required become): their empty cells pass in every output, counts and exit status
    /// included, and a required one's empty cell is too short.
    @Test func emptyCellsOfOptionalColumnsPass() throws {
        let fields = try temporaryFile(
            "zip --type zip --optional --min-length 0\nname --type name --optional --min-length 0\nemail --type email --optional\nstate --type state\n",
            name: "fields")
        let table = Data("zip,name,email,state\n,,,\n12345,Ann,ann@example.com,NY\n".utf8)
        let count = try shell("\"$FIELDCHECK\" --fields '\(fields)' --count", input: table)
        #expect(count.lines.filter { $0.hasPrefix("zip\t") || $0.hasPrefix("name\t") || $0.hasPrefix("email\t") }
            == ["zip\tpassed\t2", "zip\ttoo-short\t0", "zip\tfailed\t0", "name\tpassed\t2", "name\ttoo-short\t0", "name\tfailed\t0",
                "email\tpassed\t2", "email\ttoo-short\t0", "email\tfailed\t0"])
        let lines = try shell("\"$FIELDCHECK\" --fields '\(fields)'", input: table)
        #expect(lines.out == "2\tstate\ttoo-short\t\tempty\n")
        #expect(lines.status == 1)
        let passed = try shell("\"$FIELDCHECK\" --fields '\(fields)' --only passed", input: table)
        #expect(passed.out == "zip,name,email,state\n12345,Ann,ann@example.com,NY\n")
    }

    @Test func tsvAndOtherDelimiters() throws {
        let fields = try temporaryFile("zip --type zip\n", name: "fields")
        let tsv = try shell("\"$FIELDCHECK\" --tsv --fields '\(fields)'", input: Data("zip\tcity\n1234\tx, y\n12345\tz\n".utf8))
        #expect(tsv.out == "2\tzip\ttoo-short\t1234\tneeds 5 digits, got 4\n")
        // '\t' as Python's csv writes it: a tab, as --tsv.
        let backslashT = try shell("\"$FIELDCHECK\" --delimiter '\\t' --fields '\(fields)'", input: Data("zip\tcity\n1234\tx, y\n12345\tz\n".utf8))
        #expect(backslashT.out == tsv.out)
        let semicolon = try shell("\"$FIELDCHECK\" --delimiter ';' --fields '\(fields)'", input: Data("city;zip\na,b;1234a\n".utf8))
        #expect(semicolon.out == "2\tzip\tfailed\t1234a\ta ZIP code has only digits ('a')\n")
        let badDelimiter = try fieldcheck("--delimiter", "ab", "--fields", fields)
        #expect(badDelimiter.err.hasPrefix("fieldcheck: error: invalid value 'ab' for '--delimiter': must be one ASCII character other than a quote or line break\n"))
    }

    @Test func conflictingArgumentsAreUsageErrors() throws {
        let fields = try temporaryFile("zip --type zip\n", name: "fields")
        // Arguments after --fields are files: one that does not exist is said, exit 2.
        let values = try fieldcheck("--fields", fields, "12345")
        #expect(values.err == "fieldcheck: error: 12345: No such file or directory\n")
        #expect(values.status == 2)
        let rules = try fieldcheck("-t", "zip", "--fields", fields)
        #expect(rules.err.hasPrefix("fieldcheck: error: with --fields the rules go in the fields file"))
        let tsv = try fieldcheck("--tsv", "-t", "zip", "12345")
        #expect(tsv.err == "fieldcheck: error: --tsv and --delimiter describe a table: they go with --fields\n")
    }

    @Test func multiLineCellsStayOnOneReportLine() throws {
        let fields = try temporaryFile("n --type number\n", name: "fields")
        let run = try shell("\"$FIELDCHECK\" --fields '\(fields)'", input: Data("n\n\"1\n2\\\\3\"\n".utf8))
        // The cell is 1, LF, 2, two backslashes, 3.
        #expect(run.out == "2\tn\tfailed\t1\\n2\\\\\\\\3\tU+000A is not a digit\n")
    }
}
