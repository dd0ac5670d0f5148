import FieldCheckReference

/// `--output-format markdown`: a GitHub-flavoured Markdown report, for a CI page (GitHub's
/// `$GITHUB_STEP_SUMMARY`) or a pull request: per table, a table of each declared column's
/// cells, passed, too-short and failed, then for each column with cells that did not pass
/// its most frequent reasons with their counts and its first examples (row, line, key,
/// status, value, reason) in a `<details>` block, and the table's errors. Bounded: at most
/// `keptExamples` examples a column and `markdownReasons` reasons (their total said), so
/// a million failing cells make a report of a few kilobytes a column.
extension TableReport {
    /// Examples kept per column, and per table for its errors.
    package static let keptExamples = 10
    /// Reasons listed per column (the rest are counted in a line of their own).
    package static let markdownReasons = 5
    /// The characters of a value or reason shown (the rest cut, with an ellipsis).
    package static let markdownWidth = 120

    /// One cell that did not pass, as the report shows it.
    package struct ReportExample: Sendable {
        var row: Int
        var line: Int
        var key: String?
        var status: Status
        var value: String
        var reason: String
    }

    /// Whether a column's examples are all kept: its other cells need only their reasons.
    package func hasAllExamples(_ column: Int) -> Bool { column < exampleCells.count && exampleCells[column].count >= Self.keptExamples }

    mutating func addExample(row: Int, line: Int, key: [UInt8]?, column: Int, value: [UInt8], verdict: Verdict) {
        guard column < exampleCells.count, exampleCells[column].count < Self.keptExamples else { return }
        exampleCells[column].append(ReportExample(
            row: row, line: line, key: key.map { String(decoding: $0, as: UTF8.self) }, status: verdict.status,
            value: String(decoding: value, as: UTF8.self), reason: verdict.reason ?? ""))
    }

    mutating func addExample(problem: TableProblem) {
        guard exampleProblems.count < Self.keptExamples else { return }
        let place = problem.row.map { "row \($0)" + (problem.line.map { " (line \($0))" } ?? "") + ": " } ?? ""
        exampleProblems.append(place + problem.reason)
    }

    /// Another report's examples (a later chunk of the same table), within the caps.
    mutating func mergeExamples(_ other: TableReport) {
        for column in exampleCells.indices where column < other.exampleCells.count {
            exampleCells[column] += other.exampleCells[column].prefix(Self.keptExamples - exampleCells[column].count)
        }
        exampleProblems += other.exampleProblems.prefix(Self.keptExamples - exampleProblems.count)
    }

    /// The table's section: its title, the counts, and (with `details`) each column's reasons
    /// and examples and the table's errors.
    package func markdownSection(details: Bool = true, size: Int? = nil) -> String {
        let file = jsonFileName ?? "(standard input)"
        var out = "## " + (jsonResourceName.map { MarkdownText.inline($0, limit: 200) + " (" } ?? "")
        out += MarkdownText.inline(file, limit: 300) + (jsonResourceName != nil ? ")" : "") + "\n\n"
        var verdict = verdictWords(strong: "**")
        if let size { verdict += " (\(Self.bytes(size)))" }
        out += verdict + "\n\n"
        out += "| Column | Cells | Passed | Too short | Failed | Not passed |\n|---|--:|--:|--:|--:|--:|\n"
        for (column, name) in columnNames.enumerated() {
            let passed = count(column: column, .passed), tooShort = count(column: column, .tooShort), failed = count(column: column, .failed)
            let total = passed + tooShort + failed
            let share = total == 0 ? "–" : Self.percent(tooShort + failed, total)
            out += "| " + MarkdownText.inline(name, limit: 80) + (isWarning(column) ? " (warning)" : "")
            out += " | \(total) | \(passed) | \(tooShort) | \(failed) | \(share) |\n"
        }
        out += "\n"
        guard details else { return out }
        if rules.count == columnNames.count {
            out += "<details><summary>The rules applied</summary>\n\n| Column | Rule | Declared at |\n|---|---|---|\n"
            for (column, name) in columnNames.enumerated() {
                out += "| " + MarkdownText.inline(name, limit: 80) + " | " + MarkdownText.inline(rules[column].text.isEmpty ? "(any text)" : rules[column].text, limit: 2 * Self.markdownWidth)
                out += " | " + MarkdownText.inline(rules[column].place, limit: 200) + " |\n"
            }
            out += "\n</details>\n\n"
        }
        for (column, name) in columnNames.enumerated() {
            let tooShort = count(column: column, .tooShort), failed = count(column: column, .failed)
            guard tooShort + failed > 0 else { continue }
            out += "<details><summary>" + MarkdownText.html(name, limit: 80) + ": \(tooShort + failed) cell\(tooShort + failed == 1 ? "" : "s") did not pass</summary>\n\n"
            let reasons = topReasons(column: column, limit: Self.markdownReasons)
            if !reasons.isEmpty {
                out += "| Cells | Reason | First row |\n|--:|---|--:|\n"
                for (reason, counted) in reasons {
                    out += "| \(counted.count) | " + MarkdownText.inline(reason, limit: Self.markdownWidth) + " | \(counted.firstRow) |\n"
                }
                let listed = reasons.reduce(0) { $0 + $1.count.count }
                if listed < tooShort + failed { out += "| \(tooShort + failed - listed) | (other reasons) | |\n" }
                out += "\n"
            }
            let examples = column < exampleCells.count ? exampleCells[column] : []
            if !examples.isEmpty {
                let keyed = examples.contains { $0.key != nil }
                out += "| Row | Line |" + (keyed ? " Key |" : "") + " Status | Value | Reason |\n"
                out += "|--:|--:|" + (keyed ? "---|" : "") + "---|---|---|\n"
                for example in examples {
                    out += "| \(example.row) | \(example.line) |"
                    if keyed { out += " " + MarkdownText.inline(example.key ?? "", limit: 40) + " |" }
                    out += " \(example.status.name) | " + MarkdownText.inline(example.value, limit: Self.markdownWidth)
                    out += " | " + MarkdownText.inline(example.reason, limit: Self.markdownWidth) + " |\n"
                }
                if tooShort + failed > examples.count { out += "\nThe first \(examples.count) of \(tooShort + failed).\n" }
                out += "\n"
            }
            out += "</details>\n\n"
        }
        out += markdownRules()
        if !exampleProblems.isEmpty {
            out += "<details><summary>Table errors: \(problems)</summary>\n\n"
            for problem in exampleProblems { out += "- " + MarkdownText.inline(problem, limit: 2 * Self.markdownWidth) + "\n" }
            if problems > exampleProblems.count { out += "\nThe first \(exampleProblems.count) of \(problems).\n" }
            out += "\n</details>\n\n"
        }
        return out
    }

    /// What the table came to, in words (`strong` around what did not pass: Markdown's `**`).
    func verdictWords(strong: String) -> String {
        var cells = 0, notPassed = 0
        for column in columnNames.indices {
            let passed = count(column: column, .passed), tooShort = count(column: column, .tooShort), failed = count(column: column, .failed)
            cells += passed + tooShort + failed
            if !isWarning(column) { notPassed += tooShort + failed }
        }
        var words = notPassed == 0 ? "All \(cells) cell\(cells == 1 ? "" : "s") passed." : strong + "\(notPassed) of \(cells) cells did not pass." + strong
        let findings = ruleFailures.reduce(0, +)
        if findings > 0 {
            words += " " + strong + "\(findings) finding\(findings == 1 ? "" : "s") of the row and table rules." + strong
        }
        if problems > 0 {
            words += " " + strong + "\(problems) table error\(problems == 1 ? "" : "s")" + strong + ", \(rowsNotChecked) row\(rowsNotChecked == 1 ? "" : "s") not checked."
        }
        return words
    }

    /// A file's size as people read it (`34.5 kB`, `1.8 MB`: powers of 1000).
    static func bytes(_ count: Int) -> String {
        if count < 1000 { return "\(count) bytes" }
        let units = ["kB", "MB", "GB", "TB"]
        var value = Double(count) / 1000, unit = 0
        while value >= 999.95 && unit < units.count - 1 { value /= 1000; unit += 1 }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }

    /// A share as a percentage with one decimal (never 0.0% for a share above 0).
    static func percent(_ part: Int, _ whole: Int) -> String {
        if part == 0 { return "0%" }
        let tenths = max(1, part * 1000 / whole)
        return "\(tenths / 10).\(tenths % 10)%"
    }
}

/// Text as GitHub-flavoured Markdown shows it literally, in a table cell or a heading: each
/// character Markdown or HTML would read (`|`, `<`, `*`, `_`, `` ` ``, `[`, ...) escaped with
/// a backslash (`&` as `&amp;`), control characters as visible escapes (`\n`), blanks at
/// either end kept, and at most `limit` characters (then an ellipsis). A cell holding
/// `<script>` shows as that text.
package enum MarkdownText {
    /// Text inside an HTML block (a `<summary>`), where Markdown's escapes are not read:
    /// `& < > "` as character references, control characters as visible escapes.
    package static func html(_ text: String, limit: Int) -> String {
        if text.isEmpty { return "(empty)" }
        var out = ""
        let scalars = Array(text.unicodeScalars)
        for scalar in scalars.prefix(limit) {
            switch scalar.value {
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22: out += "&quot;"
            case 0..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        if scalars.count > limit { out += "…" }
        return out
    }

    package static func inline(_ text: String, limit: Int) -> String {
        if text.isEmpty { return "(empty)" }
        var out = ""
        let scalars = Array(text.unicodeScalars)
        let shown = scalars.prefix(limit)
        for (index, scalar) in shown.enumerated() {
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029: out += "\\u{\(String(scalar.value, radix: 16))}"
            case 0x20 where index == 0 || index == shown.count - 1: out += "&#32;"
            case 0x26: out += "&amp;"
            case 0x5C, 0x60, 0x2A, 0x5F, 0x5B, 0x5D, 0x7C, 0x7E, 0x3C, 0x3E, 0x21, 0x23, 0x24:
                out += "\\" + String(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        if scalars.count > limit { out += "…" }
        return out
    }
}
