import FieldCheck

/// The document around the cell reports of `--output-format sarif` and `junit`: written
/// before the first table and after the last (one SARIF run, one JUnit `<testsuites>`),
/// whatever happens between (a file that cannot be read leaves a document with fewer
/// results, still whole). The reports themselves are written as the tables are read.
enum ReportDocument {
    /// A SARIF document is being written: its results' separators become commas
    /// (`OutputStream.writeOut`). Set and read on the calling thread only.
    nonisolated(unsafe) static var separatesResults = false
    nonisolated(unsafe) static var resultsWritten = false
    /// Each table's declared columns, for the SARIF rules (in the order first seen).
    nonisolated(unsafe) static var columns: [String] = []

    /// Runs `body` (the tables' check) inside the document `output` asks for, if any.
    static func wrap(_ output: OutputOptions, _ body: () -> Int32) -> Int32 {
        guard !output.quiet, output.writesCells, output.locations == .sarif || output.locations == .junit else { return body() }
        if output.locations == .sarif {
            separatesResults = true
            write("{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{\"columnKind\":\"unicodeCodePoints\",\"results\":[\n")
        } else {
            write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"fieldcheck\">\n")
        }
        let status = body()
        if output.locations == .sarif {
            write("],\"tool\":{\"driver\":" + driver() + "}}]}\n")
            separatesResults = false
        } else {
            write("</testsuites>\n")
        }
        return status
    }

    /// Notes the declared columns of a table about to be checked.
    static func note(columns names: [String]) {
        for name in names where !columns.contains(name) { columns.append(name) }
    }

    /// fieldcheck as a SARIF tool component, with a rule for each status of each column
    /// seen and one for the tables' own errors.
    static func driver() -> String {
        var rules: [String] = []
        func rule(_ column: String, _ status: String, _ text: String, _ level: String) {
            var out = ByteBuffer(capacity: 256)
            out.append("{\"id\":")
            JSONText.appendString(TableReport.sarifRuleID(column: column, status: status), to: &out)
            out.append(",\"shortDescription\":{\"text\":")
            JSONText.appendString(text, to: &out)
            out.append("},\"defaultConfiguration\":{\"level\":\"\(level)\"}}")
            rules.append(out.withBytes { String(decoding: $0, as: UTF8.self) })
        }
        for column in columns {
            rule(column, "failed", "a cell of \(column) that fails its rule", "error")
            rule(column, "too-short", "a cell of \(column) that is the beginning of a valid value", "warning")
        }
        rule("(table)", "error", "a row with another number of cells than the header, a quote not closed, a line that is not a JSON object", "error")
        return "{\"name\":\"fieldcheck\",\"version\":\"\(fieldcheckVersion)\",\"semanticVersion\":\"\(fieldcheckVersion)\",\"rules\":[" + rules.joined(separator: ",") + "]}"
    }

    private static func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = OutputStream.writeAll(1, $0) }
    }
}
