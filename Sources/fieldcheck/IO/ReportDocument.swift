import FieldCheckReference
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
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

    /// A descriptor's warnings (`Program.descriptorWarnings`: the file, the text), said on
    /// standard error as found and in the report's own form too: JSON records, a summary's
    /// lines, SARIF notifications. Set and read on the calling thread only.
    nonisolated(unsafe) static var warnings: [(file: String, text: String)] = []
    /// How many of `warnings` the JSON records or summary lines have given.
    nonisolated(unsafe) static var warningsWritten = 0

    /// Runs `body` (the tables' check) inside the document `output` asks for, if any.
    static func wrap(_ output: OutputOptions, _ body: () -> Int32) -> Int32 {
        guard !output.quiet, output.writesCells, [.sarif, .junit, .markdown, .html].contains(output.locations) else {
            // (A schema's warnings are known before its tables are read, a package's
            // resources' as each is reached: the first come first, the others after.)
            writeWarnings(output)
            let status = body()
            writeWarnings(output)
            return status
        }
        if output.locations.keepsExamples {
            html = output.locations == .html
            markdownLeft = html ? htmlBudget : markdownBudget
            write(html ? HTMLReport.head(facts: facts(HTMLText.escape)) : markdownHeading())
            let status = body()
            let note = markdownLeft < 0
                ? "The report stops giving reasons and examples here: it keeps within \((html ? htmlBudget : markdownBudget) / 1000) kB\(html ? "" : ", as GitHub's step summary holds at most 1 MiB")."
                : nil
            if html {
                write(HTMLReport.tail(note: note))
            } else if let note {
                write(note + "\n")
            }
            return status
        }
        if output.locations == .sarif {
            separatesResults = true
            write("{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{\"columnKind\":\"unicodeCodePoints\",\"results\":[\n")
        } else {
            write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"fieldcheck\">\n")
        }
        let status = body()
        if output.locations == .sarif {
            write("],\"tool\":{\"driver\":" + driver() + "}" + invocations() + "}]}\n")
            separatesResults = false
        } else {
            write("</testsuites>\n")
        }
        return status
    }

    /// The descriptors' warnings not yet written, as `--json` records or, with `--summary`,
    /// as lines of the summary.
    static func writeWarnings(_ output: OutputOptions) {
        // (Not among --count's objects, one per table, which engines add up.)
        let records = output.json && !output.count
        guard !output.quiet, records || output.summary, warningsWritten < warnings.count else { return }
        var out = ByteBuffer(capacity: 256)
        for (file, text) in warnings[warningsWritten...] {
            if records {
                out.append("{\"file\":")
                JSONText.appendString(file, to: &out)
                out.append(",\"status\":\"warning\",\"reason\":")
                JSONText.appendString(text, to: &out)
                out.append("}\n")
            } else {
                out.append("warning: \(file): \(text)\n")
            }
        }
        warningsWritten = warnings.count
        out.withBytes { _ = OutputStream.writeAll(records || !output.writesDocument ? 1 : 2, $0) }
    }

    /// SARIF's record of the run, when a descriptor had warnings: each a configuration
    /// notification. (The run is said to have succeeded: what it found is in its results,
    /// and a run that could not be done says so on standard error and by its exit status.)
    static func invocations() -> String {
        guard !warnings.isEmpty else { return "" }
        var out = ByteBuffer(capacity: 256)
        out.append(",\"invocations\":[{\"executionSuccessful\":true,\"toolConfigurationNotifications\":[")
        for (index, (file, text)) in warnings.enumerated() {
            if index > 0 { out.append(",") }
            out.append("{\"level\":\"warning\",\"message\":{\"text\":")
            JSONText.appendString(text, to: &out)
            out.append("},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":")
            JSONText.appendString(TableReport.sarifURI(file), to: &out)
            out.append("}}}]}")
        }
        out.append("]}]")
        return out.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes the Markdown report's sections may take with their reasons and examples
    /// (GitHub's step summary holds 1 MiB); past it, a table's counts alone.
    static let markdownBudget = 900_000
    /// An HTML page's (a browser opens a few megabytes at once).
    static let htmlBudget = 4_000_000
    nonisolated(unsafe) static var markdownLeft = 0
    /// The report is the HTML page (else Markdown).
    nonisolated(unsafe) static var html = false
    /// Each declared column's rule as written, by its place (`file:line`), for the reports
    /// for people. Set and read on the calling thread only.
    nonisolated(unsafe) static var ruleTexts: [String: String] = [:]
    /// The rules' sources (`--fields`, `--schema`, `--package` files), for the report's heading.
    nonisolated(unsafe) static var ruleSources: [String] = []

    /// The Markdown report's heading: fieldcheck's version, the rules' sources, and a date
    /// only from SOURCE_DATE_EPOCH (the same run gives the same bytes).
    static func markdownHeading() -> String {
        "# fieldcheck report\n\n" + facts { MarkdownText.inline($0, limit: $1) }.joined(separator: " · ") + "\n\n"
    }

    /// The run's facts, each text escaped by `escape`: fieldcheck's version, the rules'
    /// sources, and a date only from SOURCE_DATE_EPOCH (the same run gives the same bytes).
    static func facts(_ escape: (String, Int) -> String) -> [String] {
        var facts = ["fieldcheck \(fieldcheckVersion)"]
        if !ruleSources.isEmpty { facts.append("rules: " + ruleSources.map { escape($0, 200) }.joined(separator: ", ")) }
        if let epoch = getenv("SOURCE_DATE_EPOCH").map({ String(cString: $0) }), let seconds = Int(epoch) {
            facts.append(CivilDate.isoDate(unixSeconds: seconds))
        }
        return facts
    }

    /// A table's section, with its details while the budget lasts.
    static func section(_ report: TableReport) -> String {
        // (The input's size, when it is a file: standard input's is not known.)
        var info = stat()
        let size = report.jsonFileName.flatMap { stat($0, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : nil }
        let full = html ? report.htmlSection(details: true, size: size) : report.markdownSection(details: true, size: size)
        if markdownLeft >= full.utf8.count {
            markdownLeft -= full.utf8.count
            return full
        }
        markdownLeft = -1
        return html ? report.htmlSection(details: false, size: size) : report.markdownSection(details: false, size: size)
    }

    /// The row and table rules seen (label, check), for SARIF's rules.
    nonisolated(unsafe) static var checklistRules: [(label: String, check: String)] = []

    /// Notes the row and table rules of a table about to be checked.
    static func note(rules labels: [(label: String, check: String)]) {
        for rule in labels where !checklistRules.contains(where: { $0.label == rule.label }) { checklistRules.append(rule) }
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
        for (label, check) in checklistRules {
            rule(label, "failed", "a row or table that fails the checklist's \(check) check", "error")
        }
        rule("(table)", "error", "a row with another number of cells than the header, a quote not closed, a line that is not a JSON object", "error")
        return "{\"name\":\"fieldcheck\",\"version\":\"\(fieldcheckVersion)\",\"semanticVersion\":\"\(fieldcheckVersion)\",\"rules\":[" + rules.joined(separator: ",") + "]}"
    }

    private static func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = OutputStream.writeAll(1, $0) }
    }
}
