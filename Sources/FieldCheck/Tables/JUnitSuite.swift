import FieldCheckReference

/// `--output-format junit`: a JUnit XML test suite per table, a test case per declared
/// column (it fails when a cell did not pass, its failure listing them), and one for the
/// table's own problems (an error). The cells are kept per column until the table ends, at
/// most `listed` a column (the failure's message counts them all).
extension TableReport {
    /// The cells listed in a column's failure; the message counts the rest.
    package static let listed = 1_000

    mutating func addJUnit(row: Int, line: Int, column: Int, value: [UInt8], verdict: Verdict) {
        guard column < junitCells.count, junitCells[column].count < Self.listed else { return }
        let text = String(decoding: value, as: UTF8.self)
        junitCells[column].append("row \(row) (line \(line)): \(verdict.status.name): \(verdict.reason ?? ""): \(text)")
    }

    mutating func addJUnit(problem: TableProblem) {
        guard junitProblems.count < Self.listed else { return }
        let place = problem.row.map { "row \($0)" + (problem.line.map { " (line \($0))" } ?? "") + ": " } ?? ""
        junitProblems.append(place + problem.reason)
    }

    /// Another report's cells (a later chunk of the same table), within the limit.
    mutating func mergeJUnit(_ other: TableReport) {
        for column in junitCells.indices where column < other.junitCells.count {
            junitCells[column] += other.junitCells[column].prefix(Self.listed - junitCells[column].count)
        }
        junitProblems += other.junitProblems.prefix(Self.listed - junitProblems.count)
    }

    /// The table's `<testsuite>`, each column a `<testcase>` (`classname` the file).
    package func junitSuite() -> [UInt8] {
        let file = jsonFileName ?? "(standard input)"
        let failures = columnNames.indices.filter { !isWarning($0) && count(column: $0, .failed) + count(column: $0, .tooShort) > 0 }.count
            + ruleFailures.filter { $0 > 0 }.count
        let checked = columnNames.indices.reduce(0) { $0 + count(column: $1, .passed) + count(column: $1, .tooShort) + count(column: $1, .failed) }
        var out = ByteBuffer(capacity: 1024)
        out.append("  <testsuite name=\"\(Self.xml(file))\" tests=\"\(columnNames.count + ruleLabels.count + (problems > 0 ? 1 : 0))\" failures=\"\(failures)\"")
        out.append(" errors=\"\(problems > 0 ? 1 : 0)\" skipped=\"0\">\n")
        out.append("    <properties><property name=\"cells\" value=\"\(checked)\"/></properties>\n")
        for (column, name) in columnNames.enumerated() {
            let passed = count(column: column, .passed), tooShort = count(column: column, .tooShort), failed = count(column: column, .failed)
            out.append("    <testcase classname=\"\(Self.xml(file))\" name=\"\(Self.xml(name))\"")
            guard failed + tooShort > 0 else {
                out.append("/>\n")
                continue
            }
            let total = passed + tooShort + failed
            let message = "\(failed + tooShort) of \(total) cells did not pass (\(failed) failed, \(tooShort) too-short)"
            let lines = column < junitCells.count ? junitCells[column] : []
            if isWarning(column) {
                // (A warning's column passes: its cells are listed as the case's output.)
                out.append(">\n      <system-out>\(Self.xml("warning: " + message + "\n" + lines.joined(separator: "\n"), content: true))</system-out>\n")
                out.append("    </testcase>\n")
                continue
            }
            out.append(">\n      <failure type=\"\(failed > 0 ? "failed" : "too-short")\" message=\"\(Self.xml(message))\">")
            out.append(Self.xml(lines.joined(separator: "\n"), content: true))
            if failed + tooShort > lines.count { out.append(Self.xml("\n... and \(failed + tooShort - lines.count) more", content: true)) }
            out.append("</failure>\n    </testcase>\n")
        }
        for (index, label) in ruleLabels.enumerated() {
            // A case per row or table rule, failing with its findings.
            out.append("    <testcase classname=\"\(Self.xml(file))\" name=\"\(Self.xml(label))\"")
            guard ruleFailures[index] > 0 else {
                out.append("/>\n")
                continue
            }
            let lines = index < junitRules.count ? junitRules[index] : []
            let message = "\(ruleFailures[index]) finding\(ruleFailures[index] == 1 ? "" : "s")"
            out.append(">\n      <failure type=\"failed\" message=\"\(Self.xml(message))\">")
            out.append(Self.xml(lines.joined(separator: "\n"), content: true))
            if ruleFailures[index] > lines.count { out.append(Self.xml("\n... and \(ruleFailures[index] - lines.count) more", content: true)) }
            out.append("</failure>\n    </testcase>\n")
        }
        if problems > 0 {
            let message = "\(problems) table error\(problems == 1 ? "" : "s"), \(rowsNotChecked) row\(rowsNotChecked == 1 ? "" : "s") not checked"
            out.append("    <testcase classname=\"\(Self.xml(file))\" name=\"\(Self.xml(TableProblem.countName))\">\n")
            out.append("      <error type=\"\(TableProblem.statusName)\" message=\"\(Self.xml(message))\">")
            out.append(Self.xml(junitProblems.joined(separator: "\n"), content: true))
            out.append("</error>\n    </testcase>\n")
        }
        out.append("  </testsuite>\n")
        return out.bytes
    }

    /// Text for XML 1.0 content or an attribute: markup characters as references, and the
    /// characters XML cannot hold (controls other than tab and line breaks, U+FFFE, U+FFFF)
    /// as U+FFFD.
    /// (In content, line breaks and tabs stay as they are; in an attribute they are
    /// references, which attribute normalization would otherwise turn into spaces.)
    package static func xml(_ text: String, content: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += content ? "\n" : "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += content ? "\t" : "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
