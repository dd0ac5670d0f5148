import Foundation
import Testing

/// Every pair of output options, on values and on tables: each combination prints what
/// the documentation says (JSON parses, counts add up to the values) or is refused with a
/// usage error naming both options. No option silently overrides another.
@Suite struct OutputMatrixTests {
    /// The output options of check, as a user gives them.
    static let options: [[String]] = [
        ["--json"], ["--count"], ["--only", "failed"], ["--only", "passed", "--only", "too-short"], ["-q"], ["-z"],
        ["--color", "always"],
    ]

    static var pairs: [[String]] {
        var all: [[String]] = options
        for i in options.indices { for j in options.indices where j > i { all.append(options[i] + options[j]) } }
        return all
    }

    /// Three values of each status, in a mixed order.
    static let sample = ["12345", "1234", "x", "54321", "12", "9x", "11111", "1", "abc"]
    static let statusOf: [String: String] = [
        "12345": "passed", "54321": "passed", "11111": "passed",
        "1234": "too-short", "12": "too-short", "1": "too-short", "x": "failed", "9x": "failed", "abc": "failed",
    ]

    static func only(_ arguments: [String]) -> Set<String>? {
        var statuses: Set<String> = []
        for (index, argument) in arguments.enumerated() where argument == "--only" { statuses.insert(arguments[index + 1]) }
        return statuses.isEmpty ? nil : statuses
    }

    /// The text without terminal color sequences (ESC [ ... m).
    static func uncolored(_ text: String) -> String {
        var result = ""
        var inSequence = false
        for character in text {
            if character == "\u{1B}" { inSequence = true; continue }
            if inSequence { if character == "m" { inSequence = false }; continue }
            result.append(character)
        }
        return result
    }

    static func jsonObject(_ line: Substring) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    @Test(arguments: pairs) func values(_ arguments: [String]) throws {
        let nul = arguments.contains("-z")
        let input = Self.sample.joined(separator: nul ? "\u{0}" : "\n") + (nul ? "\u{0}" : "\n")
        let run = try fieldcheck(["check", "-t", "zip"] + arguments, input: input)
        #expect(run.err.isEmpty, "\(arguments): \(run.err)")
        #expect(run.status == 1)
        let selected = Self.only(arguments)
        let wanted: [String] = Self.sample.filter { value in
            guard let selected else { return true }
            return selected.contains(Self.statusOf[value] ?? "")
        }
        if arguments.contains("-q") {
            #expect(run.out.isEmpty, "\(arguments): -q wins")
        } else if arguments.contains("--count") {
            #expect(!run.out.contains("\u{1B}"), "counts are never colored")
            if arguments.contains("--json") {
                let lines = run.out.split(separator: "\n")
                #expect(lines.count == 1)
                let object = lines.first.flatMap(Self.jsonObject) ?? [:]
                let keys: Set<String> = Set(object.keys)
                let expectedKeys: Set<String> = selected ?? ["passed", "too-short", "failed"]
                #expect(keys == expectedKeys, "\(arguments)")
                let counts: [Int] = object.values.compactMap { $0 as? Int }
                #expect(counts.reduce(0, +) == wanted.count)
            } else {
                let lines: [[Substring]] = run.out.split(separator: "\n").map { $0.split(separator: "\t") }
                #expect(lines.allSatisfy { $0.count == 2 })
                let names: Set<String> = Set(lines.map { String($0[0]) })
                let expectedNames: Set<String> = selected ?? ["passed", "too-short", "failed"]
                #expect(names == expectedNames)
                let counts: [Int] = lines.compactMap { Int($0[1]) }
                #expect(counts.reduce(0, +) == wanted.count)
            }
        } else if arguments.contains("--json") {
            #expect(!run.out.contains("\u{1B}"), "JSON is never colored")
            let objects: [[String: Any]?] = run.out.split(separator: "\n").map(Self.jsonObject)
            #expect(objects.allSatisfy { $0 != nil }, "\(arguments): every line parses")
            let shown: [String] = objects.compactMap { $0?["value"] as? String }
            #expect(shown == wanted, "\(arguments)")
            for object in objects {
                let value = object?["value"] as? String ?? ""
                #expect(object?["status"] as? String == Self.statusOf[value])
            }
        } else {
            let terminator: Character = nul ? "\u{0}" : "\n"
            var lines = run.out.split(separator: terminator, omittingEmptySubsequences: false).map(String.init)
            #expect(lines.last == "")
            lines.removeLast()
            let colored = arguments.contains("always")
            #expect(run.out.contains("\u{1B}[") == colored, "\(arguments)")
            let plain: [String] = lines.map(Self.uncolored)
            if selected != nil {
                #expect(plain == wanted, "\(arguments): the values, unchanged")
            } else {
                let parts: [[String]] = plain.map { $0.split(separator: "\t").map(String.init) }
                #expect(parts.map { $0[1] } == wanted)
                for part in parts { #expect(Self.statusOf[part[1]] == part[0]) }
            }
        }
    }

    static let table = "id,zip\n1,12345\n2,1234\n3,x\n4,54321\n"
    /// Per row of `table`, the status of its zip cell.
    static let rowStatus = [2: "passed", 3: "too-short", 4: "failed", 5: "passed"]

    @Test(arguments: pairs) func tables(_ arguments: [String]) throws {
        let fields = try temporaryFile("zip --type zip\n", name: "fields")
        let run = try fieldcheck(["check", "--fields", fields] + arguments, input: Self.table)
        if arguments.contains("-z") {
            // A table's records end with line breaks: refused, naming both options.
            #expect(run.status == 2)
            #expect(run.err.hasPrefix("fieldcheck: error: --null and --fields do not go together"), "\(run.err)")
            #expect(run.err.contains("Try 'fieldcheck"))
            return
        }
        #expect(run.err.isEmpty, "\(arguments): \(run.err)")
        #expect(run.status == 1)
        let selected = Self.only(arguments)
        let reportedRows: [Int] = Self.rowStatus.keys.sorted().filter { row in
            let status = Self.rowStatus[row] ?? ""
            guard let selected else { return status != "passed" }
            return selected.contains(status)
        }
        if arguments.contains("-q") {
            #expect(run.out.isEmpty)
        } else if arguments.contains("--count") {
            let wanted: Int = Self.rowStatus.values.filter { status in selected.map { $0.contains(status) } ?? true }.count
            if arguments.contains("--json") {
                let object = Self.jsonObject(Substring(run.out.trimmingCharacters(in: .newlines))) ?? [:]
                let column = object["zip"] as? [String: Int] ?? [:]
                let expectedKeys: Set<String> = selected ?? ["passed", "too-short", "failed"]
                #expect(Set(column.keys) == expectedKeys)
                #expect(column.values.reduce(0, +) == wanted)
            } else {
                let lines = run.out.split(separator: "\n").map { $0.split(separator: "\t") }
                #expect(lines.allSatisfy { $0.count == 3 && $0[0] == "zip" })
                #expect(lines.compactMap { Int($0[2]) }.reduce(0, +) == wanted)
            }
        } else if arguments.contains("--json") {
            let objects = run.out.split(separator: "\n").map(Self.jsonObject)
            #expect(objects.allSatisfy { $0 != nil })
            #expect(objects.compactMap { $0?["row"] as? Int } == reportedRows, "\(arguments)")
            #expect(!run.out.contains("\u{1B}"))
        } else if selected != nil {
            // The rows whose worst cell has one of the statuses, as CSV with the header.
            let lines = run.out.split(separator: "\n").map(String.init)
            let rows = Self.table.split(separator: "\n").map(String.init)
            #expect(lines == [rows[0]] + reportedRows.map { rows[$0 - 1] }, "\(arguments)")
        } else {
            let plain = Self.uncolored(run.out)
            let rows: [Int] = plain.split(separator: "\n").compactMap { Int($0.split(separator: "\t")[0]) }
            #expect(rows == reportedRows)
            #expect(run.out.contains("\u{1B}[") == arguments.contains("always"))
        }
    }

    /// --summary with each output option: on values it is refused (a table's); on tables it
    /// goes with --json (on standard error) and --color, and is refused, naming both, with
    /// --count, --only and -q.
    @Test(arguments: options.filter { $0 != ["-z"] })
    func summaryWithEachOutputOption(_ option: [String]) throws {
        let values = try fieldcheck(["check", "-t", "zip", "--summary"] + option, input: Self.sample.joined(separator: "\n") + "\n")
        #expect(values.status == 2 && values.err.contains("--summary"), "\(option): \(values.err)")
        let fields = try temporaryFile("zip --type zip\n", name: "fields")
        let run = try fieldcheck(["check", "--fields", fields, "--summary"] + option, input: Self.table)
        switch option[0] {
        case "--json":
            let plain = try fieldcheck(["check", "--fields", fields] + option, input: Self.table)
            #expect(run.status == 1 && run.out == plain.out && run.err.hasPrefix("Summary of (standard input)"), "\(run.err)")
        case "--color":
            #expect(run.status == 1 && run.out.hasPrefix("Summary of") && run.err.isEmpty)
            #expect(run.out.contains("\nzip         4       2          1       1\n"), "\(run.out)")
        default:
            #expect(run.status == 2, "\(option)")
            #expect(run.err.contains("--summary") && run.err.contains(option[0]), "\(run.err)")
        }
    }

    @Test func formatTakesJSONAndNullAndRefusesTheOthersNamingThem() throws {
        let both = try fieldcheck(["format", "-t", "zip", "-z", "--json"], input: "123456789\u{0}12\u{0}")
        let objects = both.out.split(separator: "\n").map(Self.jsonObject)
        #expect(objects.count == 2 && objects.allSatisfy { $0 != nil })
        #expect(objects.first??["formatted"] as? String == "12345-6789")
        for option in [["--count"], ["-q"], ["--only", "failed"], ["--color", "always"]] {
            let run = try fieldcheck(["format", "-t", "zip"] + option + ["12345"])
            #expect(run.status == 2)
            #expect(run.err.hasPrefix("fieldcheck: error: option '\(option[0])' does not apply to 'format'"), "\(run.err)")
        }
        let fields = try temporaryFile("zip --type zip\n", name: "fields")
        let table = try fieldcheck(["format", "--fields", fields, "--json"], input: Self.table)
        #expect(table.status == 2)
        #expect(table.err.hasPrefix("fieldcheck: error: format --fields writes the table; --json"))
    }

    @Test func aByteOrderMarkStartingTheValuesIsDropped() throws {
        let run = try shell("printf '\\357\\273\\27712345\\n' | \"$FIELDCHECK\" -t zip")
        #expect(run.out == "passed\t12345\n")
        let notAtStart = try shell("printf '1\\n\\357\\273\\27712345\\n' | \"$FIELDCHECK\" -p '.*'")
        #expect(notAtStart.lines.last == "passed\t\u{FEFF}12345")
        let alone = try shell("printf '\\357\\273\\277' | \"$FIELDCHECK\" --count -p '.*'")
        #expect(alone.out == "passed\t0\ntoo-short\t0\nfailed\t0\n")
    }

    @Test func aHeaderNameDifferingBySpacesOrCaseGetsADidYouMean() throws {
        let fields = try temporaryFile("zip --type zip\n", name: "fields")
        let run = try fieldcheck(["check", "--fields", fields], input: "name, ZIP \nAnn,12345\n")
        #expect(run.err == "fieldcheck: error: column 'zip' (\(fields):1) is not in the table's header (did you mean ' ZIP '?)\n")
        #expect(run.status == 2)
    }
}
