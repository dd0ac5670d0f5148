import FieldCheckReference

/// `--output-format sarif`: each cell that does not pass as a SARIF 2.1.0 result, written as
/// it is found (the document around them, `ReportDocument` in the executable, is one run).
/// Each result starts with the byte 0x1E, which JSON text never holds (strings escape it):
/// the writer to standard output puts the commas between results there, so that chunks of
/// a table checked apart, and files checked side by side, need not know what came before.
extension TableReport {
    /// The byte before each result, turned into a comma (or a space, before the first).
    package static let resultSeparator: UInt8 = 0x1E

    /// The rule a cell's result names: its column and status (`email/failed`).
    package static func sarifRuleID(column: String, status: String) -> String { column + "/" + status }

    /// A result for a cell: rule (column and status), level (error for failed, warning for
    /// too-short), the reason, where the cell is (file, line, and its columns in code points
    /// when known), its row and value; and, for a value in another form than its canonical
    /// one (`--canonical`), a fix replacing the cell's text with that form.
    func appendSARIF(row: Int, line: Int, column: Int, value: [UInt8], verdict: Verdict, place: CellPlace?, to out: inout ByteBuffer) {
        let name = columnNames[column]
        let reason = verdict.reason ?? ""
        out.append(Self.resultSeparator)
        out.append("{\"ruleId\":")
        JSONText.appendString(Self.sarifRuleID(column: name, status: verdict.status.name), to: &out)
        let level = verdict.status == .failed && !isWarning(column) ? "error" : "warning"
        out.append(",\"level\":\"\(level)\",\"message\":{\"text\":")
        JSONText.appendString("\(name): \(verdict.status.name): \(reason)", to: &out)
        out.append("},\"locations\":[")
        appendSARIFLocation(line: line, place: place, to: &out)
        out.append("],\"properties\":{\"row\":\(row),\"column\":")
        JSONText.appendString(name, to: &out)
        out.append(",\"value\":")
        value.withUnsafeBufferPointer { JSONText.appendString($0, to: &out) }
        out.append("}")
        if let place, reason.hasPrefix(Rule.notCanonical) {
            let form = String(reason.dropFirst(Rule.notCanonical.count))
            out.append(",\"fixes\":[{\"description\":{\"text\":")
            JSONText.appendString("Write \(name) in its canonical form: \(form)", to: &out)
            out.append("},\"artifactChanges\":[{\"artifactLocation\":{\"uri\":")
            JSONText.appendString(sarifURI, to: &out)
            out.append("},\"replacements\":[{\"deletedRegion\":")
            appendRegion(line: line, place: place, to: &out)
            out.append(",\"insertedContent\":{\"text\":")
            JSONText.appendString(Self.csvField(form, delimiter: delimiter, quoted: place.quoted), to: &out)
            out.append("}}]}]}]")
        }
        out.append("}\n")
    }

    /// A result for a problem of the table itself (rule `(table)/error`).
    func appendSARIF(problem: TableProblem, to out: inout ByteBuffer) {
        out.append(Self.resultSeparator)
        out.append("{\"ruleId\":")
        JSONText.appendString(Self.sarifRuleID(column: TableProblem.countName, status: TableProblem.statusName), to: &out)
        out.append(",\"level\":\"error\",\"message\":{\"text\":")
        JSONText.appendString("table error: \(problem.reason)", to: &out)
        out.append("},\"locations\":[")
        appendSARIFLocation(line: problem.line ?? problem.row, place: nil, to: &out)
        out.append("],\"properties\":{")
        if let row = problem.row { out.append("\"row\":\(row),") }
        if let record = problem.record {
            out.append("\"value\":")
            record.withUnsafeBufferPointer { JSONText.appendString($0, to: &out) }
            out.append(",")
        }
        out.append("\"rows_not_checked\":\(problem.rowsNotChecked)}}\n")
    }

    private func appendSARIFLocation(line: Int?, place: CellPlace?, to out: inout ByteBuffer) {
        out.append("{\"physicalLocation\":{\"artifactLocation\":{\"uri\":")
        JSONText.appendString(sarifURI, to: &out)
        out.append("}")
        if let line {
            out.append(",\"region\":")
            appendRegion(line: line, place: place, to: &out)
        }
        out.append("}}")
    }

    private func appendRegion(line: Int, place: CellPlace?, to out: inout ByteBuffer) {
        guard let place else {
            out.append("{\"startLine\":\(line)}")
            return
        }
        out.append("{\"startLine\":\(line + place.startLine),\"startColumn\":\(place.startColumn)")
        out.append(",\"endLine\":\(line + place.endLine),\"endColumn\":\(place.endColumn)}")
    }

    /// The file as a URI reference: a relative path as it is, an absolute one as a `file:`
    /// URI, bytes other than letters, digits and `-._~/` percent-encoded (standard input is
    /// `(standard input)`, encoded so).
    package static func sarifURI(_ file: String?) -> String {
        let path = file ?? "(standard input)"
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E, 0x2F:
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%"
                out.unicodeScalars.append(digits[Int(byte >> 4)])
                out.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return out
    }

    /// A value as a CSV field with this delimiter: quoted (quotes doubled) when the cell was
    /// (as `format` keeps it), or when it holds the delimiter, a quote or a line break.
    static func csvField(_ value: String, delimiter: UInt8, quoted: Bool) -> String {
        guard quoted || value.utf8.contains(where: { $0 == delimiter || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return value }
        return "\"" + value.replacingQuotes + "\""
    }
}

extension String {
    /// Each `"` doubled.
    fileprivate var replacingQuotes: String {
        var out = ""
        for character in self {
            if character == "\"" { out += "\"\"" } else { out.append(character) }
        }
        return out
    }
}

/// Where a cell's text is in its record: lines after the record's first (0: on it), and
/// columns in Unicode code points from 1 (the end one past the last character), quotes
/// included — the region a SARIF result points at and its fix replaces.
package struct CellPlace: Sendable, Equatable {
    package var startLine: Int
    package var startColumn: Int
    package var endLine: Int
    package var endColumn: Int
    /// The cell's text is quoted.
    package var quoted = false

    /// The place of field `index` of `record` (whose bytes are in `buffer`).
    package static func of(_ record: CSVRecord, field index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> CellPlace? {
        guard index < record.fieldCount else { return nil }
        let field = record.fields[record.fields.startIndex + index]
        let raw = field.raw
        var line = 0, column = 1
        var position = record.raw.lowerBound
        var place = CellPlace(startLine: 0, startColumn: 1, endLine: 0, endColumn: 1)
        func walk(to end: Int) {
            while position < end {
                let byte = buffer[position]
                if byte == 0x0A || (byte == 0x0D && (position + 1 >= buffer.count || buffer[position + 1] != 0x0A)) {
                    line += 1
                    column = 1
                } else if byte != 0x0D && byte & 0xC0 != 0x80 {
                    column += 1
                }
                position += 1
            }
        }
        walk(to: raw.lowerBound)
        place.startLine = line
        place.startColumn = column
        walk(to: raw.upperBound)
        place.endLine = line
        place.endColumn = column
        place.quoted = field.quoted
        return place
    }
}
