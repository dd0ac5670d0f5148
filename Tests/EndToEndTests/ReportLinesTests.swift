import Foundation
import Testing
import TestSupport

/// A table's status lines, which the types write from the bytes (the reason first when the
/// quick reading leaves the status open, empty cells worded by the rule), are the lines
/// `check -t TYPE` gives the same values one by one through the full check: row, column,
/// status, value and reason, for cells of every kind a pasted column holds.
@Suite struct ReportLinesTests {
    static let columns: [(name: String, type: String, values: [String])] = [
        ("name", "name", ["Ann", "Émile O'Brien", "R2D2", "-", "'", "", " . ", "Zoë 2", "Björk Żółć", "李 2", "Ann!", "ann\u{301}",
                          "ＡＮＮ", "o'brien", "  Mary-Jane  ", "Ann (home)", "Ann\tLee"]),
        ("email", "email", ["ann@example.com", "<user@example.com>", "\"quoted\"@example.com", "ymkf@rå.es", "user@-example.com",
                            "x@localhost", "", "a@b", "ü1@münchen.de", "first.last@sub.domain.example.net", "a..b@c.de", "ann@example",
                            "ANN@EXAMPLE.COM", "  ann@example.com  ", "mailto:ann@example.com", "ann@example.com.", "Ann <ann@example.com>"]),
        ("phone", "phone", ["(201) 555-0123", "+1 960-575-8701 ext 94", "(483) 305 005 ext 813", "Z1+c-)5+(+XZ849)Y9+59Y+2", "",
                            "tel:+1-201-555-0123", "555-0123 mobile", "+17590952734", "0", "-", "1 (420) 291-6970", "201.555.0123 #12",
                            "２０１-５５５-０１２３", "٢٠١٥٥٥٠١٢٣", "(201) 555-0123 (home)", "Phone: 201-555-0123", "201 555 0123 X 12", "+1 (201) 555-0123;ext=7"]),
        ("state", "state", ["NY", "new", "Nj", "Guam", "", "north carolina", "XX", " wa ", "New  York", "Calif.", "Texas!", "D",
                            "NEW YORK", "nEw\tyork", "ＮＹ", "N.Y.", "Washington, DC"]),
        ("zip", "zip", ["12345", "1234", "O2134", "12345-", "12 345", "1234567890", "", "12345-6789", "  34287", "12345--6789", "-", "1-2345",
                        "１２３４５", "١٢٣٤٥", "ZIP 12345", "12345\t", "12345 6789"]),
    ]

    static func csvField(_ value: String) -> String {
        value.contains(where: { $0 == "," || $0 == "\"" }) ? "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : value
    }

    @Test func tableLinesAreTheValuesOwnLines() throws {
        var random = SeededRandom(state: 20261124)
        let rows = (0..<400).map { _ in Self.columns.map { $0.values[random.below($0.values.count)] } }
        // (A row of empty cells only would be a blank line, which a table skips.)
        let kept = rows.filter { $0.contains { !$0.isEmpty } }
        // An id column, the row's number, undeclared in one fields file and `--unique` in
        // the other (or `--key`): those rows are reported a row at a time, not in batches,
        // and their lines must be the same.
        let csv = (Self.columns.map(\.name) + ["id"]).joined(separator: ",") + "\n"
            + kept.enumerated().map { ($1.map(Self.csvField) + ["\($0 + 2)"]).joined(separator: ",") + "\n" }.joined()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-lines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fields = folder.appendingPathComponent("t.fields"), table = folder.appendingPathComponent("t.csv")
        let uniqueFields = folder.appendingPathComponent("u.fields")
        try Data(Self.columns.map { "\($0.name) --type \($0.type)\n" }.joined().utf8).write(to: fields)
        try Data((Self.columns.map { "\($0.name) --type \($0.type)\n" }.joined() + "id --unique\n").utf8).write(to: uniqueFields)
        try Data(csv.utf8).write(to: table)

        // Each column's values checked one by one: `STATUS<TAB>VALUE[<TAB>REASON]` a value.
        var expected: [[String]] = Array(repeating: [], count: kept.count)
        for (position, column) in Self.columns.enumerated() {
            let run = try fieldcheck(["-t", column.type, "--threads", "1"], input: kept.map { $0[position] + "\n" }.joined())
            let lines = run.lines
            #expect(lines.count == kept.count, "\(column.name)")
            for (index, line) in lines.enumerated() where index < kept.count && !line.hasPrefix("passed\t") {
                expected[index].append("\(index + 2)\t\(column.name)\t\(line)")
            }
        }
        for threads in ["1", "2"] {
            for extra in [["--fields", fields.path], ["--fields", uniqueFields.path], ["--fields", fields.path, "--key", "id"]] {
                let run = try fieldcheck(["check"] + extra + ["--threads", threads, table.path])
                #expect(run.lines == expected.flatMap { $0 }, "threads \(threads), \(extra)")
                #expect(run.status == 1)
            }
        }
    }

    /// The same on a table of many times the reader's buffer, from standard input: rows of
    /// another width among the rows (each an error record of the report, in order; said on
    /// stderr with --count, whose counts have them),
    /// blank lines, a cell thousands of bytes long; status lines written a batch of rows at
    /// a time stay those of the rows in order across every refill of the buffer.
    @Test func linesOfALargeTableStayInRowOrder() throws {
        var random = SeededRandom(state: 20261125)
        var csv = Self.columns.map(\.name).joined(separator: ",") + "\n"
        var record = 1
        var kept: [(record: Int, values: [String])] = []
        var messages: [String] = []
        // Where each message goes among the rows checked: after this many of them.
        var messagesAfter: [Int] = []
        while csv.utf8.count < 1_500_000 {
            record += 1
            switch random.below(200) {
            case 0:
                csv += "\n"  // a blank line: a record, no row to check
            case 1:
                csv += "a,b\n"
                messages.append("\(record)\t\terror\ta,b\t2 cells where the header has \(Self.columns.count)")
                messagesAfter.append(kept.count)
            default:
                var values = Self.columns.map { $0.values[random.below($0.values.count)] }
                if random.below(1000) == 0 { values[0] = String(repeating: "Ann ", count: 20_000) + "2" }
                if values.allSatisfy(\.isEmpty) { values[4] = "1234" }
                kept.append((record, values))
                csv += values.map(Self.csvField).joined(separator: ",") + "\n"
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-lines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fields = folder.appendingPathComponent("t.fields")
        try Data(Self.columns.map { "\($0.name) --type \($0.type)\n" }.joined().utf8).write(to: fields)

        var expected: [[String]] = Array(repeating: [], count: kept.count)
        for (position, column) in Self.columns.enumerated() {
            let run = try fieldcheck(["-t", column.type, "--threads", "1"], input: kept.map { $0.values[position] + "\n" }.joined())
            let lines = run.lines
            #expect(lines.count == kept.count, "\(column.name)")
            for (index, line) in lines.enumerated() where index < kept.count && !line.hasPrefix("passed\t") {
                expected[index].append("\(kept[index].record)\t\(column.name)\t\(line)")
            }
        }
        for threads in ["1", "2"] {
            let run = try fieldcheck(["check", "--fields", fields.path, "--threads", threads], input: csv)
            #expect(run.err == "", "threads \(threads)")
            #expect(run.status == 2)
            // Each error record after the lines of the rows before it.
            var combined: [String] = []
            var next = 0
            for (index, lines) in expected.enumerated() {
                while next < messages.count && messagesAfter[next] == index {
                    combined.append(messages[next])
                    next += 1
                }
                combined += lines
            }
            combined += messages[next...]
            #expect(run.lines.count == combined.count, "threads \(threads)")
            #expect(run.lines == combined, "threads \(threads)")
            // --count: the same problems on stderr, in order, and counted.
            let counted = try fieldcheck(["check", "--fields", fields.path, "--threads", threads, "--count"], input: csv)
            let said = counted.err.split(separator: "\n").map(String.init)
            #expect(said == messages.map { "fieldcheck: error: row \($0.prefix { $0 != "\t" }): 2 cells where the header has \(Self.columns.count)" })
            #expect(counted.lines.suffix(2) == ["(table)\terror\t\(messages.count)", "(table)\tnot-checked\t\(messages.count)"])
            #expect(counted.status == 2)
        }
    }
}
