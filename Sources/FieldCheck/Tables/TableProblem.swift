import FieldCheckReference

/// A problem of a table itself, not of a cell: a row with too few or too many cells, a
/// quoted cell not closed before the end of the input, a JSON Lines line that is not a JSON
/// object. The rows it covers are not checked. It is a record of the report in every form
/// that reports (so an engine that keeps only standard output still sees it), counted in
/// `--count`, and the run exits 2.
package struct TableProblem: Sendable {
    /// The row it is found at (from 1, as cells count rows); `nil` when not known.
    package var row: Int?
    /// The physical line the row starts on.
    package var line: Int?
    /// The row's `--key` cell, when the row has it.
    package var key: [UInt8]?
    /// The record's bytes (without its line break), when they are worth showing.
    package var record: [UInt8]?
    /// The declared column it concerns (a header label's field), when there is one.
    package var column: String? = nil
    package var reason: String
    /// How many rows (records) it leaves unchecked.
    package var rowsNotChecked: Int

    package init(row: Int?, line: Int? = nil, key: [UInt8]? = nil, record: [UInt8]? = nil, reason: String, rowsNotChecked: Int = 1) {
        self.row = row
        self.line = line
        self.key = key
        self.record = record
        self.reason = reason
        self.rowsNotChecked = rowsNotChecked
    }

    /// The status name its records carry.
    package static let statusName = "error"
    /// The name counts give the table's own line (no declared column can be named so
    /// without the parentheses showing it is not one).
    package static let countName = "(table)"
}

extension TableReport {
    /// Whether a problem is written as a record of the output (the default report, the
    /// location forms, `--json`); otherwise (`--count`, `--only`, `-q`) the caller says it on
    /// standard error, and `--count` counts it.
    package var writesProblems: Bool {
        switch mode {
        case .statuses, .json: return writesCells
        case .only, .count, .quiet: return false
        }
    }

    /// Counts a problem, and writes its record when the report has them.
    package mutating func add(problem: TableProblem, to out: inout ByteBuffer) {
        problems += 1
        rowsNotChecked += problem.rowsNotChecked
        guard writesCells else { return }
        switch mode {
        case .statuses where locations == .sarif:
            appendSARIF(problem: problem, to: &out)
        case .statuses where locations == .junit:
            addJUnit(problem: problem)
        case .statuses where locations.keepsExamples:
            addExample(problem: problem)
        case .statuses where locations == .tsv:
            // ROW (or KEY), an empty COLUMN, error, the record as VALUE, the reason.
            if let fileName {
                out.append(fileName)
                out.append(0x09)
            }
            if let key = problem.key {
                Self.appendEscaped(key, to: &out)
            } else if let row = problem.row {
                out.append(decimal: row)
            }
            out.append(0x09)
            if let column = problem.column { out.append(Self.escaped(column)) }
            out.append(0x09)
            if let color = colors?.invalid {
                out.append(color.start + Array(TableProblem.statusName.utf8) + TerminalColor.reset)
            } else {
                out.append(TableProblem.statusName)
            }
            out.append(0x09)
            if let record = problem.record { Self.appendEscaped(record, to: &out) }
            out.append(0x09)
            out.append(Self.oneLine(problem.reason))
            out.append(0x0A)
        case .statuses:
            let file = jsonFileName ?? "(standard input)"
            let place = problem.line.map { ":\($0)" } ?? ""
            if locations == .github {
                let line = problem.line.map { ",line=\($0)" } ?? ""
                out.append("::error file=\(Self.githubProperty(file))\(line),title=\(Self.githubProperty("table error"))::")
                out.append(Self.githubData(problem.reason) + "\n")
            } else {
                out.append("\(Self.oneLine(file))\(place): \(TableProblem.statusName): \(Self.oneLine(problem.reason))\n")
            }
        case .json:
            appendJSONPlace(row: problem.row, line: problem.line, key: problem.key, to: &out)
            if let column = problem.column {
                out.append("\"column\":")
                JSONText.appendString(column, to: &out)
                out.append(0x2C)
            }
            out.append("\"status\":\"\(TableProblem.statusName)\"")
            if let record = problem.record {
                out.append(",\"value\":")
                record.withUnsafeBufferPointer { JSONText.appendString($0, to: &out) }
                if record.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset($0) }) != nil {
                    out.append(",\"invalid_utf8\":true,\"value_hex\":")
                    record.withUnsafeBufferPointer { JSONText.appendHex($0, to: &out) }
                }
            }
            out.append(",\"reason\":")
            JSONText.appendString(problem.reason, to: &out)
            out.append(",\"rows_not_checked\":\(problem.rowsNotChecked)}\n")
        case .only, .count, .quiet:
            return
        }
    }
}
