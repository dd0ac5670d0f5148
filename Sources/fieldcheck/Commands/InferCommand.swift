#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FieldCheck

/// `fieldcheck infer FILE`: a fields file (or, with `--table-schema`, a Table Schema)
/// proposing each column's rule. Types are chosen from the first `sampleRows` rows, kept in
/// memory; then every row is judged by the chosen rules, as `check` judges it, for the
/// counts, the values that do not pass, `--optional`, `--one-of` and `--unique`; memory stays
/// bounded by the sample and a bounded tally per column.
struct InferCommand {
    var path: String
    var delimiter: UInt8?
    var jsonLines: Bool
    var tableSchema: Bool
    static let sampleRows = 5_000

    init(_ config: Invocation) {
        path = config.inferPath ?? "-"
        delimiter = config.delimiter
        tableSchema = config.rules.settings.tableSchema
        let layout = config.format?.layout ?? (path == "-" ? .csv : TableFormat(path: Array(path.utf8)).layout)
        jsonLines = config.jsonLines || layout == .jsonLines
        if delimiter == nil && layout == .tsv { delimiter = 0x09 }
    }

    /// The state of a run: the header, the rows held for the sample, then a tally per column.
    struct Reading {
        var header: [String] = []
        var held: [(line: Int, cells: [[UInt8]], notValues: [Int: String])] = []
        var tallies: [ColumnTally]?
        var candidates: [RuleCandidate?] = []
        var rows = 0
        /// Rows whose count of cells is not the header's (check reports each as an error
        /// and judges none of its cells): how many, and the first.
        var ragged = 0
        var firstRagged: [Int] = []
    }

    func run() -> Int32 {
        if path != "-" {
            let format = TableFormat(path: Array(path.utf8))
            if format.compression != nil || format.layout == .jsonArray {
                writeError("fieldcheck: error: \(path): infer reads CSV, TSV and JSON Lines as they are; for this one: decompress or convert it into a pipe (gzip -dc FILE | fieldcheck infer -)\n")
                return 2
            }
        }
        let descriptor: Int32 = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            writeError("fieldcheck: error: cannot open \(path): \(String(cString: strerror(errno)))\n")
            return 2
        }
        defer { if descriptor > 0 { close(descriptor) } }
        var reading = Reading()
        do throws(SystemError) {
            if jsonLines { try readJSONLines(descriptor, &reading) } else { try readCSV(descriptor, &reading) }
        } catch {
            return Program.fail(error)
        }
        if reading.header.isEmpty {
            writeError("fieldcheck: error: \(path == "-" ? "standard input" : path): no header row: infer needs a table with its column names first\n")
            return 2
        }
        if reading.tallies == nil { decide(&reading) }
        let columns = reading.header.indices.map { index in
            InferredColumn(name: reading.header[index], candidate: reading.candidates[index], tally: reading.tallies![index])
        }
        let source = path == "-" ? "standard input" : path
        var text = tableSchema
            ? InferredTable.tableSchema(columns)
            : InferredTable.fieldsFile(columns, source: source, rows: reading.rows, sampled: min(reading.rows, Self.sampleRows))
        if reading.ragged > 0 {
            let rows = reading.firstRagged.map(String.init).joined(separator: ", ") + (reading.ragged > reading.firstRagged.count ? ", ..." : "")
            let note = "\(reading.ragged) row\(reading.ragged == 1 ? " has" : "s have") a number of cells other than the header's \(reading.header.count) (check reports each as an error): row\(reading.firstRagged.count == 1 ? "" : "s") \(rows)"
            if tableSchema {
                writeError("fieldcheck: infer: \(source): \(note)\n")
            } else {
                text += "# " + note + "\n"
            }
        }
        return Program.printOut(text)
    }

    /// One data row: held for the sample, or tallied once the types are chosen.
    func add(_ cells: [[UInt8]], notValues: [Int: String] = [:], line: Int, _ reading: inout Reading) {
        reading.rows += 1
        if !jsonLines && cells.count != reading.header.count {
            reading.ragged += 1
            if reading.firstRagged.count < 3 { reading.firstRagged.append(line) }
            return
        }
        guard reading.tallies != nil else {
            reading.held.append((line, cells, notValues))
            if reading.held.count == Self.sampleRows { decide(&reading) }
            return
        }
        tally(cells, notValues: notValues, line: line, &reading)
    }

    /// (A JSON array or object in a cell fails whatever the rule, as check says.)
    func tally(_ cells: [[UInt8]], notValues: [Int: String], line: Int, _ reading: inout Reading) {
        for index in reading.header.indices {
            if let text = notValues[index] {
                reading.tallies![index].addFailure(text, line: line)
                continue
            }
            let cell = index < cells.count ? cells[index] : []
            cell.withUnsafeBufferPointer { reading.tallies![index].add($0, line: line) }
        }
    }

    /// Chooses each column's rule from the held rows, then tallies them.
    func decide(_ reading: inout Reading) {
        var tallies: [ColumnTally] = []
        reading.candidates = []
        for index in reading.header.indices {
            let sample = reading.held.compactMap { index < $0.cells.count && !$0.cells[index].isEmpty && $0.notValues[index] == nil ? $0.cells[index] : nil }
            var candidate = ColumnInference.choose(name: reading.header[index], sample: sample, tableSchema: tableSchema)
            // (A Table Schema says only what it can: a type it has no word for is a plain string.)
            if tableSchema, let type = candidate?.type.rawValue, InferredTable.tableSchemaType(type) == ("string", nil) { candidate = nil }
            var options = candidate?.options(tableSchema: tableSchema) ?? RuleOptions()
            options.settings.tableSchema = tableSchema
            let rule = (try? options.makeRule()) ?? (try? RuleOptions().makeRule())
            reading.candidates.append(rule == nil ? nil : candidate)
            guard let rule else { continue }
            tallies.append(ColumnTally(rule: rule))
        }
        reading.tallies = tallies
        let held = reading.held
        reading.held = []
        for row in held { tally(row.cells, notValues: row.notValues, line: row.line, &reading) }
    }

    func readCSV(_ descriptor: Int32, _ reading: inout Reading) throws(SystemError) {
        var stream = CSVStream(descriptor: descriptor, delimiter: delimiter ?? 0x2C)
        stream.name = path == "-" ? "standard input" : path
        _ = try stream.forEach { record, buffer, number, settle in
            // (Rows are numbered as check numbers them: the header is row 1, blank rows count.)
            guard !settle, number > 0, !record.isBlank else { return true }
            var cells = record.values(in: buffer)
            if reading.header.isEmpty {
                if var first = cells.first, first.starts(with: [0xEF, 0xBB, 0xBF]) {
                    first.removeFirst(3)
                    cells[0] = first
                }
                reading.header = cells.map { String(decoding: $0, as: UTF8.self) }
            } else {
                add(cells, line: number, &reading)
            }
            return true
        }
    }

    func readJSONLines(_ descriptor: Int32, _ reading: inout Reading) throws(SystemError) {
        var reader = RecordReader(descriptor: descriptor, terminator: 0x0A, dropsCarriageReturn: true)
        reader.name = path == "-" ? "standard input" : path
        try reader.forEach { line, number in
            guard !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return true }
            guard let members = try? JSONLine.members(line) else {
                // (A line that is not a JSON object: every column's cell fails, as check says.)
                if !reading.header.isEmpty { add(reading.header.map { _ in Array(line) }, line: number, &reading) }
                return true
            }
            if reading.header.isEmpty { reading.header = members.map(\.key) }
            var cells: [[UInt8]] = []
            var notValues: [Int: String] = [:]
            for (index, name) in reading.header.enumerated() {
                let member = members.first { $0.key == name }
                let (value, notAValue) = TableCommand.cell(member)
                if notAValue != nil, let member { notValues[index] = String(decoding: line[member.range], as: UTF8.self) }
                cells.append(value)
            }
            add(cells, notValues: notValues, line: number, &reading)
            return true
        }
    }
}
