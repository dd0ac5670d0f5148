import Foundation
import Testing

/// The report forms people and code-review tools read: SARIF (validated against the SARIF
/// 2.1.0 schema, its fixes applied), JUnit XML (read by junitparser, as CI tools read it),
/// and `--summary` (its numbers those of `--count` and `--json`), with every output option.
@Suite struct ReportFormatsTests {
    static let tools = repositoryRoot.appendingPathComponent(".report-tools")

    /// Runs a Python script with the report tools' venv (`scripts/install-deps --test`).
    func python(_ script: String, _ arguments: [String]) throws -> Run {
        let python = Self.tools.appendingPathComponent("bin/python")
        try #require(
            FileManager.default.isExecutableFile(atPath: python.path),
            "no .report-tools/bin/python: run scripts/install-deps --test (make test does)")
        return try runProgram(python, (["-c", script] + arguments).map { Array($0.utf8) })
    }

    /// Errors of a SARIF document against the SARIF 2.1.0 schema, one per line (none: valid).
    func schemaErrors(_ sarif: Data) throws -> String {
        let path = try temporaryFile(String(decoding: sarif, as: UTF8.self), name: "report.sarif")
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            document = json.load(open(sys.argv[2]))
            for error in jsonschema.Draft4Validator(schema).iter_errors(document):
                print(list(error.path), error.message[:300])
            """
        let run = try python(script, [Self.tools.appendingPathComponent("sarif-schema.json").path, path])
        #expect(run.status == 0, "\(run.err)")
        return run.out
    }

    static func json(_ data: Data) -> [String: Any] {
        ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any]) ?? [:]
    }

    static func results(_ sarif: [String: Any]) -> [[String: Any]] {
        ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    }

    /// The cells `--json` reports: row, column and status, in order.
    static func jsonCells(_ run: Run) -> [String] {
        run.out.split(separator: "\n").compactMap { line in
            guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
                  let row = object["row"] as? Int, let status = object["status"] as? String else { return nil }
            return "\(row) \(object["column"] as? String ?? "(table)") \(status)"
        }
    }

    @Test func sarifValidatesAndHasAResultPerCellThatDidNotPass() throws {
        let sarif = try fieldcheck("check", "--fields", contactsFields, contactsTable, "--output-format", "sarif")
        #expect(sarif.status == 1, "\(sarif.err)")
        #expect(try schemaErrors(sarif.stdout) == "")
        let json = try fieldcheck("check", "--fields", contactsFields, contactsTable, "--json")
        let results = Self.results(Self.json(sarif.stdout))
        let cells = results.map { result -> String in
            let properties = result["properties"] as? [String: Any] ?? [:]
            let rule = (result["ruleId"] as? String ?? "").split(separator: "/")
            let level = result["level"] as? String
            #expect(level == (rule.last == "failed" ? "error" : "warning"))
            return "\(properties["row"] as? Int ?? 0) \(rule.first ?? "") \(rule.last ?? "")"
        }
        #expect(cells == Self.jsonCells(json))
        #expect(!cells.isEmpty)
        // Each result points at its cell: the line --json gives, the cell's characters.
        let table = try String(contentsOfFile: contactsTable, encoding: .utf8)
        let lines = Self.lines(table)
        for result in results {
            let region = (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]) ?? [:]
            let value = (result["properties"] as? [String: Any])?["value"] as? String ?? ""
            guard let line = region["startLine"] as? Int, let start = region["startColumn"] as? Int, let end = region["endColumn"] as? Int,
                  region["endLine"] as? Int == line else { continue }
            let text = lines[line - 1]
            let cell = String(String.UnicodeScalarView(text[(start - 1)..<(end - 1)]))
            #expect(cell == value || cell == "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"", "\(cell) vs \(value)")
        }
        // The rules named are in the tool's rules.
        let run = (Self.json(sarif.stdout)["runs"] as? [[String: Any]])?.first ?? [:]
        let rules = (((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        #expect(Set(results.compactMap { $0["ruleId"] as? String }).isSubset(of: Set(rules)))
    }

    /// A table whose phone cells are written in other forms than the canonical one, with
    /// what moves a cell's place (a quoted cell holding a comma, a line break in the row's
    /// earlier cell, letters of several bytes, CR LF): applying the SARIF fixes as a code
    /// review tool applies them makes every cell canonical.
    @Test func sarifFixesPutTheCellsInCanonicalForm() throws {
        let table = "name,phone,note\r\nZoë,201.555.0123,ok\r\n\"Lee, Jr.\",\"+1 201 555 0124\",x\r\n\"two\r\nlines\",2015550125,\"ß\"\r\nAnn,(201) 555-0126,\r\nÉlodie Ünal,+1-201-555-0127,z\r\n"
        let path = try temporaryFile(table, name: "phones.csv")
        let fields = try temporaryFile("phone --type phone --canonical\n", name: "fields")
        let sarif = try fieldcheck("check", "--fields", fields, path, "--output-format", "sarif")
        #expect(sarif.status == 1)
        #expect(try schemaErrors(sarif.stdout) == "")
        let results = Self.results(Self.json(sarif.stdout))
        #expect(results.count == 4)
        var fixes: [(line: Int, start: Int, endLine: Int, end: Int, text: String)] = []
        for result in results {
            let change = ((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first ?? [:]
            let replacement = (change["replacements"] as? [[String: Any]])?.first ?? [:]
            let region = replacement["deletedRegion"] as? [String: Any] ?? [:]
            let text = (replacement["insertedContent"] as? [String: Any])?["text"] as? String
            guard let line = region["startLine"] as? Int, let start = region["startColumn"] as? Int,
                  let endLine = region["endLine"] as? Int, let end = region["endColumn"] as? Int, let text else {
                Issue.record("a result without a whole fix: \(result)")
                continue
            }
            fixes.append((line, start, endLine, end, text))
        }
        let fixed = Self.apply(fixes, to: table)
        let fixedPath = try temporaryFile(fixed, name: "fixed.csv")
        let check = try fieldcheck("check", "--fields", fields, fixedPath)
        #expect(check.status == 0, "\(check.out)\n\(fixed)")
        // The same as format writes the table (the other columns have no rule).
        let plain = try temporaryFile("phone --type phone\n", name: "fields")
        let formatted = try fieldcheck("format", "--fields", plain, path)
        #expect(formatted.out == fixed)
    }

    /// The code points of each line (ended by LF, CR LF or CR, as SARIF's lines are).
    static func lines(_ text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
                lines.append([])
            } else if scalar != "\r" {
                lines[lines.count - 1].append(scalar)
            }
        }
        return lines
    }

    /// Replaces regions (lines from 1, columns in code points from 1, the end one past) as a
    /// tool applying SARIF fixes does; lines end with LF, CR LF or CR.
    static func apply(_ fixes: [(line: Int, start: Int, endLine: Int, end: Int, text: String)], to text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        var lineStarts = [0]
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) { lineStarts.append(index + 1) }
        }
        let offsets = fixes.map { fix in (lineStarts[fix.line - 1] + fix.start - 1, lineStarts[fix.endLine - 1] + fix.end - 1, fix.text) }
        for (start, end, replacement) in offsets.sorted(by: { $0.0 > $1.0 }) {
            scalars.replaceSubrange(start..<end, with: Array(replacement.unicodeScalars))
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// On one thread and on two in chunks of a few dozen bytes, several files side by side:
    /// the same document, valid.
    @Test func sarifAndJUnitAreTheSameOnEveryThreadAndChunk() throws {
        var table = "id,zip,phone\n"
        for row in 1...600 {
            let zip = row % 7 == 0 ? "1234" : row % 11 == 0 ? "x\(row)" : String(format: "%05d", 10_000 + row)
            let phone = row % 5 == 0 ? "201.555.\(String(format: "%04d", row))" : "(201) 555-\(String(format: "%04d", row))"
            table += "\(row),\(zip),\(phone)\n"
        }
        table += "601,\"unclosed\n"
        let first = try temporaryFile(table, name: "a.csv"), second = try temporaryFile("id,zip,phone\n1,12345,x\n2\n", name: "b.csv")
        let fields = try temporaryFile("zip --type zip\nphone --type phone --canonical\n", name: "fields")
        for format in ["sarif", "junit"] {
            let one = try fieldcheck("check", "--fields", fields, first, second, "--output-format", format, "-j", "1")
            #expect(one.status == 2, "\(one.err)")
            for chunk in ["64", "4096"] {
                let two = try fieldcheck(
                    ["check", "--fields", fields, first, second, "--output-format", format, "-j", "2"], environment: ["FIELDCHECK_CHUNK_SIZE": chunk])
                #expect(two.out == one.out, "\(format) \(chunk)")
                #expect(two.status == 2)
            }
            if format == "sarif" {
                #expect(try schemaErrors(one.stdout) == "")
                let results = Self.results(Self.json(one.stdout))
                let rules: [String] = results.map { $0["ruleId"] as? String ?? "" }
                let tableErrors = rules.filter { $0 == "(table)/error" }.count
                #expect(tableErrors == 2)
                let expected = 600 / 7 + 600 / 11 - 600 / 77 + 600 / 5 + 2 + 1
                #expect(results.count == expected)
            }
        }
    }

    @Test func junitParsesAsCIToolsReadIt() throws {
        let junit = try fieldcheck("check", "--fields", contactsFields, contactsTable, "--output-format", "junit")
        #expect(junit.status == 1)
        let path = try temporaryFile(junit.out, name: "report.xml")
        let script = """
            import sys
            from junitparser import JUnitXml, Failure, Error
            xml = JUnitXml.fromfile(sys.argv[1])
            for suite in xml:
                print("suite", suite.name, suite.tests, suite.failures, suite.errors)
                for case in suite:
                    kinds = [type(r).__name__ for r in case.result]
                    lines = sum(len((r.text or "").splitlines()) for r in case.result)
                    print("case", case.name, ",".join(kinds) or "passed", lines, case.result[0].message if case.result else "")
            """
        let read = try python(script, [path])
        #expect(read.status == 0, "\(read.err)")
        let lines = read.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "suite \(contactsTable) 10 10 0", "\(read.out)")
        // Each column's case fails with as many listed cells as --count counts not passing.
        let count = try fieldcheck("check", "--fields", contactsFields, contactsTable, "--count")
        var notPassed: [String: Int] = [:]
        for line in count.lines {
            let cells = line.split(separator: "\t")
            if cells.count == 3, cells[1] != "passed" { notPassed[String(cells[0]), default: 0] += Int(cells[2]) ?? 0 }
        }
        let cases = lines.filter { $0.hasPrefix("case ") }
        #expect(cases.count == 10)
        for line in cases {
            let parts = line.split(separator: " ", maxSplits: 4).map(String.init)
            #expect(parts[2] == "Failure", "\(line)")
            #expect(Int(parts[3]) == notPassed[parts[1]], "\(line)")
            #expect(parts[4].hasPrefix("\(notPassed[parts[1]] ?? -1) of 300 cells did not pass"), "\(line)")
        }
    }

    @Test func theSummaryCountsAsCountAndJSONDo() throws {
        let summary = try fieldcheck("check", "--fields", contactsFields, contactsTable, "--summary")
        #expect(summary.status == 1)
        #expect(summary.err.isEmpty)
        let count = try fieldcheck("check", "--fields", contactsFields, contactsTable, "--count")
        var counts: [String: [String: Int]] = [:]
        for line in count.lines {
            let cells = line.split(separator: "\t").map(String.init)
            if cells.count == 3 { counts[cells[0], default: [:]][cells[1]] = Int(cells[2]) }
        }
        let json = try fieldcheck("check", "--fields", contactsFields, contactsTable, "--json")
        var reasons: [String: [String: (count: Int, first: Int)]] = [:]
        for line in json.out.split(separator: "\n") {
            guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
                  let column = object["column"] as? String, let reason = object["reason"] as? String, let row = object["row"] as? Int else { continue }
            let known = reasons[column]?[reason]
            reasons[column, default: [:]][reason] = ((known?.count ?? 0) + 1, min(known?.first ?? row, row))
        }
        let lines = summary.lines
        #expect(lines.first == "Summary of \(contactsTable)")
        var column = ""
        var reasonLines: [String: [String]] = [:]
        for line in lines.dropFirst(2) {
            if line.hasPrefix("    ") {
                reasonLines[column, default: []].append(line.trimmingCharacters(in: .whitespaces))
                continue
            }
            let cells = line.split(separator: " ").map(String.init)
            column = cells[0]
            let shownNumbers: [Int] = cells[1...4].compactMap { Int($0) }
            let counted: [String: Int] = counts[column] ?? [:]
            let total: Int = counted.values.reduce(0, +)
            let expectedNumbers: [Int] = [total, counted["passed"] ?? -1, counted["too-short"] ?? -1, counted["failed"] ?? -1]
            #expect(shownNumbers == expectedNumbers, "\(line)")
            #expect(!line.contains("█") && !line.contains("▏"), "a bar in a pipe")
        }
        #expect(Set(reasonLines.keys) == Set(counts.keys.filter { (counts[$0]?["passed"] ?? 0) < 300 }))
        for (name, shown) in reasonLines {
            let expected = (reasons[name] ?? [:]).sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.value.first < $1.value.first }
                .prefix(3).map { "\($0.value.count)  \($0.key) (\($0.value.count == 1 ? "row" : "first at row") \($0.value.first))" }
            #expect(shown == Array(expected), "\(name)")
        }
        // The same on two threads in chunks of a few dozen bytes (the reasons merged in order).
        let chunked = try fieldcheck(
            ["check", "--fields", contactsFields, contactsTable, "--summary", "-j", "2"], environment: ["FIELDCHECK_CHUNK_SIZE": "64"])
        #expect(chunked.out == summary.out)
        // With a document on standard output, the summary goes to standard error.
        let both = try fieldcheck("check", "--fields", contactsFields, contactsTable, "--summary", "--json")
        #expect(both.out == json.out)
        #expect(both.err == summary.out)
        let located = try fieldcheck("check", "--fields", contactsFields, contactsTable, "--summary", "--output-format", "gnu")
        let gnu = try fieldcheck("check", "--fields", contactsFields, contactsTable, "--output-format", "gnu")
        #expect(located.out == gnu.out + summary.out)
    }

    /// Each of --count, --only, --summary, -q and --json with each --output-format: it works
    /// as the README says, or is refused naming both options.
    static let formats = ["tsv", "gnu", "github", "sarif", "junit", "markdown"]
    static let options: [[String]] = [["--count"], ["--only", "failed"], ["--only", "passed"], ["--summary"], ["-q"], ["--json"]]

    @Test(arguments: formats, options)
    func everyOutputOptionWithEveryFormat(_ format: String, _ option: [String]) throws {
        let fields = try temporaryFile("zip --type zip\n", name: "fields")
        let run = try fieldcheck(["check", "--fields", fields, "--output-format", format] + option, input: OutputMatrixTests.table)
        let refused = (format != "tsv" && ["--count", "--json"].contains(option[0])) || (format != "tsv" && option == ["--only", "passed"])
        if refused {
            #expect(run.status == 2)
            #expect(run.err.contains("--output-format \(format)") && run.err.contains(option[0]), "\(run.err)")
            return
        }
        #expect(run.status == 1, "\(format) \(option): \(run.err)")
        switch (format, option[0]) {
        case (_, "-q"):
            #expect(run.out.isEmpty && run.err.isEmpty)
        case ("sarif", _):
            let rows = Self.results(Self.json(run.stdout)).compactMap { ($0["properties"] as? [String: Any])?["row"] as? Int }
            #expect(rows == (option == ["--only", "failed"] ? [4] : [3, 4]), "\(option)")
            if option[0] == "--summary" { #expect(run.err.hasPrefix("Summary of")) }
        case ("junit", _):
            #expect(run.out.hasPrefix("<?xml") && run.out.contains("<testcase classname=\"(standard input)\" name=\"zip\">"))
            #expect(run.out.contains("row 4 (line 4): failed"))
            #expect(run.out.contains("row 3 (line 3): too-short") == (option != ["--only", "failed"]))
        case ("markdown", _):
            #expect(run.out.hasPrefix("# fieldcheck report") && run.out.contains("| zip | 4 |"), "\(run.out)")
            #expect(run.out.contains("| 4 | 4 | failed |"), "\(run.out)")
            #expect(run.out.contains("| 3 | 3 | too-short |") == (option != ["--only", "failed"]), "\(run.out)")
            if option[0] == "--summary" { #expect(run.err.hasPrefix("Summary of")) }
        case ("gnu", "--only"), ("github", "--only"):
            #expect(run.lines.count == 1 && run.out.contains(format == "gnu" ? ":4:" : ",line=4,"), "\(run.out)")
        default:
            #expect(!run.out.isEmpty)
        }
    }

    /// On a terminal the summary draws a bar for each column with cells that did not pass
    /// (here standard error, where the summary of --json goes; standard output is a file).
    @Test func theSummaryDrawsBarsOnATerminal() throws {
        let terminal = try PseudoTerminal(columns: 120)
        try terminal.start(binary.path, ["check", "--fields", contactsFields, contactsTable, "--summary", "--json"])
        #expect(terminal.waitFor("tags"), "\(terminal.dump)")
        terminal.settle()
        #expect(terminal.screen.text.contains("▏") || terminal.screen.text.contains("█"), "\(terminal.dump)")
        #expect(terminal.waitForExit() == 1)
    }
}

/// The progress line: drawn on a terminal (standard error here, standard output a file)
/// and cleared at the end, never in a pipe, never with --no-progress; the report the same.
@Suite(.serialized) struct ProgressTests {
    @Test func progressOnATerminalOnlyAndClearedAtTheEnd() throws {
        // (Long enough for several lines to be drawn on an optimized build: the first may
        // come before any row is counted, and a run of 200,000 rows under ASan's optimized
        // build ended before the second.)
        var table = "id,zip\n"
        for row in 0..<1_000_000 { table += "\(row),\(10_000 + row % 89_999)\n" }
        let path = try temporaryFile(table, name: "big.csv")
        let fields = try temporaryFile("zip --type zip\n", name: "fields")
        let arguments = ["check", "--fields", fields, path, "--count", "-j", "1"]
        let piped = try fieldcheck(arguments, environment: ["FIELDCHECK_PROGRESS_DELAY": "0"])
        #expect(piped.status == 0 && piped.err.isEmpty)
        for extra in [[], ["--no-progress"]] {
            let terminal = try PseudoTerminal(columns: 100)
            try terminal.start(binary.path, arguments + extra, environment: ["FIELDCHECK_PROGRESS_DELAY": "0"])
            #expect(terminal.waitForExit(timeout: 60) == 0)
            terminal.settle()
            let raw = String(decoding: terminal.raw, as: UTF8.self)
            if extra.isEmpty {
                #expect(raw.contains("\r\u{1B}[Kfieldcheck: ") && raw.contains(" of ") && raw.contains(" rows"), "\(terminal.dump)")
                #expect(raw.hasSuffix("\r\u{1B}[K"), "not cleared: \(terminal.dump)")
                #expect(!terminal.screen.text.contains("fieldcheck"))
            } else {
                #expect(raw.isEmpty, "\(terminal.dump)")
            }
            #expect(terminal.output == piped.out)
        }
    }

    /// infer shows the same line on a long run, and proposes the same.
    @Test func inferShowsProgressOnATerminal() throws {
        var table = "id,zip\n"
        for row in 0..<1_000_000 { table += "\(row),\(10_000 + row % 89_999)\n" }
        let path = try temporaryFile(table, name: "big.csv")
        let piped = try fieldcheck(["infer", path, "-j", "1"], environment: ["FIELDCHECK_PROGRESS_DELAY": "0"])
        #expect(piped.status == 0 && piped.err.isEmpty)
        for extra in [[], ["--no-progress"]] {
            let terminal = try PseudoTerminal(columns: 100)
            try terminal.start(binary.path, ["infer", path, "-j", "1"] + extra, environment: ["FIELDCHECK_PROGRESS_DELAY": "0"])
            #expect(terminal.waitForExit(timeout: 60) == 0)
            terminal.settle()
            let raw = String(decoding: terminal.raw, as: UTF8.self)
            if extra.isEmpty {
                #expect(raw.contains("\r\u{1B}[Kfieldcheck: ") && raw.contains(" of "), "\(terminal.dump)")
                #expect(raw.hasSuffix("\r\u{1B}[K"), "not cleared: \(terminal.dump)")
            } else {
                #expect(raw.isEmpty, "\(terminal.dump)")
            }
            #expect(terminal.output == piped.out)
        }
    }
}

/// Rules that warn (`--warn`, a Table Schema's "x-warn") and the limits on how many cells
/// may fail (`--max-failures`, `--max-failure-rate`, `--fail-fast`).
@Suite struct WarningsAndLimitsTests {
    static let table = "id,zip,email\n1,12345,a@example.com\n2,1234,b@example.com\n3,x,c d@example.com\n4,54321,d@example.com\n5,y,e@example.com\n"

    @Test func aWarningIsReportedAsOneAndLeavesTheExitStatusAlone() throws {
        let fields = try temporaryFile("zip --type zip --warn\nemail --type email\n", name: "fields")
        let path = try temporaryFile(Self.table, name: "t.csv")
        let plain = try fieldcheck("check", "--fields", fields, path)
        #expect(plain.status == 1)  // (the e-mail of row 4 fails, and is no warning)
        #expect(plain.out.contains("3\tzip\ttoo-short\t1234\twarning: needs 5 digits"))
        #expect(plain.out.contains("4\temail\tfailed\tc d@example.com\tThe email address contains invalid characters"), "\(plain.out)")
        let onlyWarnings = try temporaryFile("zip --type zip --warn\n", name: "fields")
        #expect(try fieldcheck("check", "--fields", onlyWarnings, path).status == 0)
        #expect(try fieldcheck("check", "--fields", onlyWarnings, path, "-q").status == 0)
        let github = try fieldcheck("check", "--fields", fields, path, "--output-format", "github")
        #expect(github.out.contains("::warning file=\(path),line=4,col=2,title=zip failed::"))
        #expect(github.out.contains("::error file=\(path),line=4,col=3,title=email failed::"))
        let json = try fieldcheck("check", "--fields", fields, path, "--json")
        let zips = json.out.split(separator: "\n").filter { $0.contains("\"column\":\"zip\"") }
        #expect(zips.count == 3 && zips.allSatisfy { $0.contains("\"severity\":\"warning\"") })
        #expect(!json.out.split(separator: "\n").first { $0.contains("\"column\":\"email\"") }!.contains("severity"))
        let sarif = try fieldcheck("check", "--fields", fields, path, "--output-format", "sarif")
        let results = ReportFormatsTests.results(ReportFormatsTests.json(sarif.stdout))
        #expect(results.filter { ($0["ruleId"] as? String)?.hasPrefix("zip/") == true }.allSatisfy { $0["level"] as? String == "warning" })
        let junit = try fieldcheck("check", "--fields", fields, path, "--output-format", "junit")
        #expect(junit.out.contains("name=\"zip\">\n      <system-out>warning: 3 of 5 cells did not pass"), "\(junit.out)")
        #expect(junit.out.contains("failures=\"1\""))
        // A Table Schema says it with "x-warn".
        let schema = try temporaryFile(
            #"{"fields": [{"name": "id", "type": "integer"}, {"name": "zip", "type": "string", "x-type": "zip", "x-warn": true}, {"name": "email", "x-warn": true, "format": "email"}]}"#, name: "schema.json")
        let fromSchema = try fieldcheck("check", "--schema", schema, path)
        #expect(fromSchema.status == 0, "\(fromSchema.out)\(fromSchema.err)")
        #expect(fromSchema.out.contains("warning: "))
        // Values: the exit status.
        #expect(try fieldcheck(["check", "-t", "zip", "--warn"], input: "1234\nx\n").status == 0)
    }

    @Test func limitsLetARunPassOrStopIt() throws {
        let fields = try temporaryFile("zip --type zip\nemail --type email\n", name: "fields")
        let path = try temporaryFile(Self.table, name: "t.csv")
        // 4 of 10 cells do not pass: rows 3 (zip), 4 (zip, email), 6 (zip).
        let cases: [([String], Int32, [Int])] = [
            (["--max-failures", "4"], 0, [3, 4, 4, 6]), (["--max-failures", "3"], 1, [3, 4, 4, 6]), (["--max-failures", "1"], 1, [3, 4, 4]),
            (["--fail-fast"], 1, [3]), (["--max-failure-rate", "40"], 0, [3, 4, 4, 6]), (["--max-failure-rate", "39.9"], 1, [3, 4, 4, 6]),
            (["--max-failure-rate", "50", "--max-failures", "2"], 1, [3, 4, 4]),
        ]
        for (options, status, rows) in cases {
            for threads in ["1", "2"] {
                let run = try fieldcheck(["check", "--fields", fields, path, "-j", threads] + options, environment: ["FIELDCHECK_CHUNK_SIZE": "32"])
                #expect(run.status == status, "\(options): \(run.err)")
                #expect(run.lines.compactMap { Int($0.split(separator: "\t")[0]) } == rows, "\(options) -j \(threads)")
                #expect(run.err.contains("did not pass") && run.err.contains(status == 0 ? "within" : "past"), "\(run.err)")
            }
        }
        // The whole run counts: across files, reading stops in the second.
        let second = try temporaryFile(Self.table, name: "u.csv")
        let both = try fieldcheck("check", "--fields", fields, path, second, "--max-failures", "5")
        #expect(both.status == 1)
        // (4 in the first file; the second's row 4 is the sixth: its row is reported whole.)
        #expect(both.lines.count == 7 && both.err.contains("7 of 16 cells did not pass (43.75%), past --max-failures 5: stopped reading"), "\(both.out)")
        // A warning's cells do not count.
        let warned = try temporaryFile("zip --type zip --warn\nemail --type email\n", name: "fields")
        #expect(try fieldcheck("check", "--fields", warned, path, "--max-failures", "1").status == 0)
        // Values, and what does not go together.
        let values = try fieldcheck(["check", "-t", "zip", "--max-failures", "1"], input: "12345\n1\n2\n3\n")
        #expect(values.status == 1 && values.lines.count == 3 && values.err.contains("2 of 3 values did not pass"))
        for refused in [["--fail-fast", "--max-failures", "2"], ["-q", "--max-failure-rate", "5"], ["--max-failure-rate", "101"], ["--max-failure-rate", "-1"]] {
            let run = try fieldcheck(["check", "-t", "zip"] + refused, input: "1\n")
            #expect(run.status == 2, "\(refused)")
            #expect(run.err.contains(refused.first { $0.hasPrefix("--max") || $0 == "--fail-fast" } ?? "?"), "\(run.err)")
        }
    }
}
