import FieldCheckReference

/// A row or table rule's finding (`RuleFailure`: a checklist's check) as a record of the
/// report: a status line whose COLUMN is the rule, a `--json` object with `"check"` and
/// `"rule"`, a GNU or GitHub line, a SARIF result, a JUnit failure, an example of the
/// reports for people; counted per rule for `--count` and `--summary`. It fails the run
/// (exit 1), as a cell that fails does.
extension TableReport {
    /// The rules counted (their labels), set once the rules are known.
    package mutating func setRules(_ labels: [String]) {
        ruleLabels = labels
        ruleFailures = Array(repeating: 0, count: labels.count)
        junitRules = Array(repeating: [], count: labels.count)
    }

    /// Counts a finding, and writes its record when the report has them.
    package mutating func add(ruleFailure failure: RuleFailure, line: Int?, key: [UInt8]?, to out: inout ByteBuffer) {
        if failure.ruleIndex < ruleFailures.count { ruleFailures[failure.ruleIndex] += 1 }
        guard writesCells, onlyStatuses?.contains(.failed) ?? true else { return }
        let value: [UInt8]? = failure.value ?? (failure.cells.isEmpty ? nil : Array(failure.cells.map { "\($0.name)=\($0.value)" }.joined(separator: " ").utf8))
        let reason = failure.check == "check-error" ? "check-error: \(failure.note)" : failure.note
        switch mode {
        case .statuses where locations == .sarif || locations == .junit || locations.keepsExamples:
            var problem = TableProblem(row: failure.row, line: line, key: key, record: value, reason: "\(failure.rule): \(reason)", rowsNotChecked: 0)
            problem.column = failure.column
            if locations == .sarif {
                appendSARIF(ruleFailure: failure, line: line, value: value, reason: reason, to: &out)
            } else if locations == .junit {
                if failure.ruleIndex < junitRules.count, junitRules[failure.ruleIndex].count < Self.listed {
                    let place = failure.row.map { "row \($0)" + (line.map { " (line \($0))" } ?? "") + ": " } ?? ""
                    junitRules[failure.ruleIndex].append(place + reason + (value.map { ": " + String(decoding: $0, as: UTF8.self) } ?? ""))
                }
            } else if exampleRules.count < Self.keptExamples {
                let place = failure.row.map { "row \($0)" + (line.map { " (line \($0))" } ?? "") + ": " } ?? ""
                exampleRules.append(place + failure.rule + ": " + reason)
            }
            _ = problem
        case .statuses where locations == .tsv:
            // ROW (or KEY), the rule, failed, the cell (or the cells a formula read), the note.
            if let fileName {
                out.append(fileName)
                out.append(0x09)
            }
            if let key {
                Self.appendEscaped(key, to: &out)
            } else if let row = failure.row {
                out.append(decimal: row)
            }
            out.append(0x09)
            out.append(Self.escaped(failure.rule))
            out.append(0x09)
            if let color = colors?.invalid {
                out.append(color.start + Array(Status.failed.name.utf8) + TerminalColor.reset)
            } else {
                out.append(Status.failed.name)
            }
            out.append(0x09)
            if let value { Self.appendEscaped(value, to: &out) }
            out.append(0x09)
            out.append(Self.oneLine(reason))
            out.append(0x0A)
        case .statuses:
            let file = jsonFileName ?? "(standard input)"
            let place = line.map { ":\($0)" } ?? ""
            if locations == .github {
                let lineText = line.map { ",line=\($0)" } ?? ""
                out.append("::error file=\(Self.githubProperty(file))\(lineText),title=\(Self.githubProperty(failure.rule))::")
                out.append(Self.githubData(reason) + "\n")
            } else {
                out.append("\(Self.oneLine(file))\(place): \(Status.failed.name): \(Self.oneLine(failure.rule)): \(Self.oneLine(reason))\n")
            }
        case .json(let only):
            // (--json --only STATUS: a finding's status is failed.)
            if let only, !only.contains(.failed) { return }
            appendJSONPlace(row: failure.row, line: line, key: key, to: &out)
            out.append("\"check\":")
            JSONText.appendString(failure.check, to: &out)
            out.append(",\"rule\":")
            JSONText.appendString(failure.rule, to: &out)
            if let column = failure.column {
                out.append(",\"column\":")
                JSONText.appendString(column, to: &out)
            }
            out.append(",\"status\":\"\(Status.failed.name)\"")
            if let cellValue = failure.value {
                out.append(",\"value\":")
                cellValue.withUnsafeBufferPointer { JSONText.appendString($0, to: &out) }
            }
            if !failure.cells.isEmpty {
                out.append(",\"cells\":{")
                for (index, cell) in failure.cells.enumerated() {
                    if index > 0 { out.append(0x2C) }
                    JSONText.appendString(cell.name, to: &out)
                    out.append(0x3A)
                    JSONText.appendString(cell.value, to: &out)
                }
                out.append(0x7D)
            }
            out.append(",\"reason\":")
            JSONText.appendString(failure.note, to: &out)
            out.append("}\n")
        case .only, .count, .quiet:
            return
        }
    }

    /// A SARIF result for a rule's finding: its rule is the checklist rule (`RULE/failed`),
    /// its region the row's line.
    func appendSARIF(ruleFailure failure: RuleFailure, line: Int?, value: [UInt8]?, reason: String, to out: inout ByteBuffer) {
        out.append(Self.resultSeparator)
        out.append("{\"ruleId\":")
        JSONText.appendString(Self.sarifRuleID(column: failure.rule, status: Status.failed.name), to: &out)
        out.append(",\"level\":\"error\",\"message\":{\"text\":")
        JSONText.appendString("\(failure.rule): \(reason)", to: &out)
        out.append("},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":")
        JSONText.appendString(sarifURI, to: &out)
        out.append("}")
        if let line { out.append(",\"region\":{\"startLine\":\(line)}") }
        out.append("}}],\"properties\":{\"check\":")
        JSONText.appendString(failure.check, to: &out)
        if let row = failure.row { out.append(",\"row\":\(row)") }
        if let column = failure.column {
            out.append(",\"column\":")
            JSONText.appendString(column, to: &out)
        }
        if let value {
            out.append(",\"value\":")
            value.withUnsafeBufferPointer { JSONText.appendString($0, to: &out) }
        }
        out.append("}}\n")
    }

    /// The reports for people: the rules' counts and first findings (Markdown).
    func markdownRules() -> String {
        guard !ruleLabels.isEmpty else { return "" }
        let total = ruleFailures.reduce(0, +)
        var out = "<details><summary>Row and table rules: \(total) finding\(total == 1 ? "" : "s")</summary>\n\n"
        out += "| Rule | Findings |\n|---|--:|\n"
        for (index, label) in ruleLabels.enumerated() {
            out += "| " + MarkdownText.inline(label, limit: Self.markdownWidth) + " | \(ruleFailures[index]) |\n"
        }
        if !exampleRules.isEmpty {
            out += "\n"
            for example in exampleRules { out += "- " + MarkdownText.inline(example, limit: 2 * Self.markdownWidth) + "\n" }
            if total > exampleRules.count { out += "\nThe first \(exampleRules.count) of \(total).\n" }
        }
        return out + "\n</details>\n\n"
    }

    /// The same, as HTML.
    func htmlRules() -> String {
        guard !ruleLabels.isEmpty else { return "" }
        let total = ruleFailures.reduce(0, +)
        var out = "<details><summary>Row and table rules: \(total) finding\(total == 1 ? "" : "s")</summary>\n<table>\n<tr><th>Rule</th><th>Findings</th></tr>\n"
        for (index, label) in ruleLabels.enumerated() {
            out += "<tr><td>" + HTMLText.escape(label, limit: Self.markdownWidth) + "</td><td>\(ruleFailures[index])</td></tr>\n"
        }
        out += "</table>\n"
        if !exampleRules.isEmpty {
            out += "<ul>\n"
            for example in exampleRules { out += "<li>" + HTMLText.escape(example, limit: 2 * Self.markdownWidth) + "</li>\n" }
            out += "</ul>\n"
            if total > exampleRules.count { out += "<p>The first \(exampleRules.count) of \(total).</p>\n" }
        }
        return out + "</details>\n"
    }

    /// `--count`'s lines of the rules: `RULE<TAB>failed<TAB>N`, each rule once.
    func ruleCountLines(to out: inout ByteBuffer) {
        for (index, label) in ruleLabels.enumerated() {
            if let fileName {
                out.append(fileName)
                out.append(0x09)
            }
            out.append(Self.escaped(label))
            out.append("\t\(Status.failed.name)\t\(ruleFailures[index])\n")
        }
    }

    /// The same, as members of `--count --json`'s object.
    func ruleCountMembers(to out: inout ByteBuffer, first: Bool) {
        for (index, label) in ruleLabels.enumerated() {
            if !(first && index == 0) { out.append(UInt8(ascii: ",")) }
            JSONText.appendString(label, to: &out)
            out.append(":{\"\(Status.failed.name)\":\(ruleFailures[index])}")
        }
    }

    /// `--summary`'s lines of the rules.
    func ruleSummary() -> String {
        var out = ""
        for (index, label) in ruleLabels.enumerated() {
            out += "\(Self.oneLine(label)): \(ruleFailures[index]) failed\n"
        }
        return out
    }
}
