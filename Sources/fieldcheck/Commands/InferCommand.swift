#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ArgumentParsing
import FieldCheck

/// `fieldcheck infer FILE`: a fields file (or, with `--table-schema`, a Table Schema)
/// proposing each column's rule. Types are chosen from the first `sampleRows` rows (the
/// first chunk holds them all); then every row is judged by the chosen rules, as `check`
/// judges it, in chunks on every core (`ChunkDriver`), for the counts, the values that do
/// not pass, `--optional`, `--one-of` and `--unique`; memory stays bounded by the chunks in
/// flight and a bounded tally per column.
struct InferCommand {
    /// The table's name for messages (`-`: standard input) and the bytes of its path, which
    /// need not be UTF-8 (opened as given).
    var path: String
    var pathBytes: [UInt8]
    var delimiter: UInt8?
    var jsonLines: Bool
    var tableSchema: Bool
    var threads: Int?
    /// The delimiter check must be told of (written on the fields file's `@read` line, in
    /// the package's dialect): the one given, or the one found in the table's first
    /// records (`DelimiterSniffer`), when it is not a comma.
    var readDelimiter: UInt8?
    /// The text encoding, given (`--encoding`) or found in the first bytes
    /// (`FirstBytes.encoding`); nil for UTF-8.
    var encoding: String?
    /// `--package FILE`: a Data Package written to FILE (- for standard output).
    var packagePath: String?
    static let sampleRows = 5_000

    init(_ config: Invocation) {
        pathBytes = config.inferPath ?? Array("-".utf8)
        path = String(decoding: pathBytes, as: UTF8.self)
        delimiter = config.delimiter
        if let given = config.delimiter, given != 0x2C { readDelimiter = given }
        encoding = config.encoding.flatMap { TextDecoder.Encoding(name: $0) == .utf8 ? nil : $0 }
        packagePath = config.packagePath
        threads = config.output.threads
        // (A package's schema is read as Table Schema reads it: chosen so.)
        tableSchema = config.rules.settings.tableSchema || config.packagePath != nil
        let layout = config.format?.layout ?? (path == "-" ? .csv : TableFormat(path: pathBytes).layout)
        jsonLines = config.jsonLines || layout == .jsonLines
        if delimiter == nil && layout == .tsv { delimiter = 0x09 }
    }

    /// What the whole run has learnt: the header, each column's rule, and the tallies of
    /// the chunks merged so far.
    struct Reading {
        var header: [String] = []
        var candidates: [RuleCandidate?] = []
        /// Each column's rule options, from which each thread makes rules of its own, and
        /// those of its wider rules (`RuleCandidate.widenings`).
        var options: [RuleOptions] = []
        var widerOptions: [[RuleOptions]] = []
        var tallies: [ColumnTally] = []
        var sampled = 0
        var rows = 0
        /// Rows whose count of cells is not the header's (check reports each as an error
        /// and judges none of its cells): how many, and the first.
        var ragged = 0
        var firstRagged: [Int] = []
        /// Rows past the record bound (check reports each as an error): how many, the first.
        var oversized = 0
        var firstOversized: [Int] = []
        /// The first record (the header) is past the record bound.
        var headerOversized = false
        /// Why the header cannot be proposed rules for (a name twice, too many columns).
        var headerRefused: String?
        var misread = false
        /// How the table writes its numbers (`1,5` or `1.5`), from every column's sample.
        var numbers = NumberConvention.point
    }

    /// One chunk's rows, tallied by one thread.
    struct Part {
        var tallies: [ColumnTally]
        var rows = 0
        var ragged = 0
        var firstRagged: [Int] = []
        var oversized = 0
        var firstOversized: [Int] = []
        var misread = false
    }

    /// A record as read: a CSV record's cells, or a JSON line's members (nil: not an object).
    enum Row {
        case cells([[UInt8]])
        case members([JSONMember]?, line: UnsafeBufferPointer<UInt8>)
        /// A record past the record bound (check reports it as an error).
        case oversized
    }

    var source: String { path == "-" ? "standard input" : path }

    /// The reading options check needs for the table as infer read it (`@read` words).
    var readWords: [String]? {
        var words: [String] = []
        if let readDelimiter {
            words += readDelimiter == 0x09 ? ["--tsv"] : ["--delimiter", ShellQuoting.quote(String(Unicode.Scalar(readDelimiter)), forceQuotes: true)]
        }
        if let encoding { words += ["--encoding", ShellQuoting.quote(encoding)] }
        return words.isEmpty ? nil : words
    }

    /// The table's bytes when it is a regular file (the progress line's total); standard
    /// input's when it is one.
    var totalBytes: Int? {
        if path == "-" { return RunPlan.standardInputSize }
        var info = stat()
        guard BytePath.withCString(pathBytes, { stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    func run() -> Int32 {
        if path != "-" {
            let format = TableFormat(path: pathBytes)
            if let compression = format.compression {
                // (The decompressor of its kind named: what `check` runs for it.)
                let pipe = ([compression.program] + compression.arguments).joined(separator: " ")
                writeError("fieldcheck: error: \(path): infer reads tables as they are, not \(compression.rawValue)-compressed: decompress it into a pipe (\(pipe) FILE | fieldcheck infer -)\n")
                return 2
            }
            if format.layout == .jsonArray {
                writeError("fieldcheck: error: \(path): infer reads CSV, TSV and JSON Lines, not a JSON array: make it JSON Lines into a pipe (jq -c '.[]' FILE | fieldcheck infer -)\n")
                return 2
            }
        }
        let descriptor: Int32 = path == "-" ? 0 : BytePath.withCString(pathBytes) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            writeError("fieldcheck: error: \(SystemError(file: path, code: errno).message)\n")
            return 2
        }
        defer { if descriptor > 0 { close(descriptor) } }
        var input = Input.probe(descriptor)
        var command = self
        if packagePath != nil && String(validating: pathBytes, as: UTF8.self) == nil {
            // (A descriptor's path is JSON text: a name that is not UTF-8 cannot be written in it.)
            writeError("fieldcheck: error: \(Quoting.display(pathBytes)): infer --package writes the table's path into JSON, and this name is not UTF-8: rename the file\n")
            return 2
        }
        if packagePath != nil && path == "-" {
            writeError("fieldcheck: error: infer --package names the table by its path: give the table's file, not standard input\n")
            return 2
        }
        // (Read ahead, and handed to the reader first: a pipe's bytes are read once.)
        var (ahead, complete) = Self.readAhead(descriptor)
        input.prefix = ahead
        if encoding == nil { command.encoding = FirstBytes.encoding(ahead) }
        var decoded: DecodedInput?
        if let name = command.encoding {
            do throws(SystemError) {
                decoded = try DecodedInput.open(
                    descriptor, name: source, compression: nil, transcoding: try DecodedInput.Transcoding.named(name), prefix: ahead)
            } catch {
                return Program.fail(error)
            }
            if let decoded {
                input = Input.probe(decoded.descriptor)
                (ahead, complete) = Self.readAhead(decoded.descriptor)
                input.prefix = ahead
            }
        }
        if delimiter == nil && !jsonLines {
            let found = ahead.withUnsafeBufferPointer { DelimiterSniffer.delimiter($0, complete: complete) }
            if let found, found != 0x2C {
                command.delimiter = found
                command.readDelimiter = found
            }
        }
        let status = command.infer(input, finishing: decoded)
        return status
    }

    /// The first 64 KiB of `descriptor` (fewer at its end), and whether that is all of it.
    static func readAhead(_ descriptor: Int32) -> (bytes: [UInt8], complete: Bool) {
        var ahead = [UInt8](repeating: 0, count: 1 << 16)
        var have = 0
        while have < ahead.count {
            let got = ahead.withUnsafeMutableBufferPointer { read(descriptor, $0.baseAddress! + have, $0.count - have) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            have += got
        }
        return (Array(ahead[..<have]), have < ahead.count)
    }

    /// The run, on the opened input (read ahead in its prefix, perhaps), read through
    /// `decoded` when there is one (finished, and its failure said, after the reading).
    func infer(_ input: Input, finishing decoded: DecodedInput? = nil) -> Int32 {
        let pipeline = ChunkPipeline<Part>(
            input: input, name: source,
            records: jsonLines ? .lines(terminator: 0x0A, numbered: true) : .csv(delimiter: delimiter ?? 0x2C),
            threads: Parallelism.threads(threads, for: input, needsOrder: false), firstRecords: Self.sampleRows + 1)
        pipeline.headerFirst = !jsonLines
        var job = InferJob(command: self)
        var nothing = OutputStream.captured()  // (the chunks write nothing: the tallies are merged)
        do throws(SystemError) {
            try ChunkDriver.run(&job, pipeline, into: &nothing)
        } catch {
            _ = decoded?.finish()
            return Program.fail(error)
        }
        if let error = decoded?.finish() {
            writeError("fieldcheck: error: \(error.message) (read as --encoding \(encoding ?? "utf-8"); give the one it is in)\n")
            return 2
        }
        let reading = job.whole
        if reading.misread {
            writeError("fieldcheck: error: \(source): a chunk of the table was cut inside a record (a bug): run with --threads 1\n")
            return 2
        }
        if let refusal = reading.headerRefused {
            writeError("fieldcheck: error: \(source): \(refusal)\n")
            return 2
        }
        if reading.headerOversized {
            writeError("fieldcheck: error: \(source): \(RecordBound.headerProblem)\n")
            return 2
        }
        if reading.header.isEmpty {
            writeError("fieldcheck: error: \(source): no header row: infer needs a table with its column names first\n")
            return 2
        }
        guard reading.tallies.count == reading.header.count, reading.candidates.count == reading.header.count else {
            writeError("fieldcheck: error: \(source): a proposed rule could not be made again (a bug)\n")
            return 2
        }
        let columns = reading.header.indices.map { index in
            let (candidate, tally) = ColumnInference.settle(reading.candidates[index], reading.tallies[index])
            return InferredColumn(name: reading.header[index], candidate: candidate, tally: tally)
        }
        var text: String
        if let packagePath {
            let resourcePath: String
            switch Self.resourcePath(table: path, package: packagePath) {
            case .success(let relative): resourcePath = relative
            case .failure(let refusal):
                writeError("fieldcheck: error: \(refusal.message)\n")
                return 2
            }
            text = InferredTable.dataPackage(columns, resource: InferredTable.Resource(
                path: resourcePath, format: jsonLines ? "jsonl" : "csv", encoding: encoding ?? "utf-8", delimiter: jsonLines || delimiter == 0x2C ? nil : delimiter))
        } else {
            text = tableSchema ? InferredTable.tableSchema(columns)
                : InferredTable.fieldsFile(columns, source: source, rows: reading.rows, sampled: reading.sampled, read: readWords)
        }
        if tableSchema && packagePath == nil, let words = readWords {
            // (A Table Schema has no word for it: a Data Package's dialect would.)
            writeError("fieldcheck: note: \(source): read with \(words.joined(separator: " ")) (the delimiter its first rows use): give it to check too\n")
        }
        // Rows check reports as errors, said after the rules (on stderr beside a schema).
        for (count, first, verb, what) in [
            (reading.ragged, reading.firstRagged, reading.ragged == 1 ? "has" : "have",
             "a number of cells other than the header's \(reading.header.count) (check reports each as an error)"),
            (reading.oversized, reading.firstOversized, reading.oversized == 1 ? "is" : "are",
             "longer than \(RecordBound.described) (the record bound, --max-record-size; check reports each as an error)"),
        ] where count > 0 {
            let rows = first.map(String.init).joined(separator: ", ") + (count > first.count ? ", ..." : "")
            let note = "\(count) row\(count == 1 ? "" : "s") \(verb) \(what): row\(first.count == 1 ? "" : "s") \(rows)"
            if tableSchema || packagePath != nil {
                writeError("fieldcheck: note: \(source): \(note)\n")
            } else {
                text += "# " + note + "\n"
            }
        }
        if let packagePath, packagePath != "-" { return Self.create(packagePath, text) }
        return Program.printOut(text)
    }

    /// The path of `table` from the folder of the package `package` will be (the current
    /// folder for standard output): a package names only files in its folder, as check
    /// and frictionless read it (PackagePath), so a table elsewhere is refused.
    static func resourcePath(table: String, package: String) -> Result<String, PackagePath.Refusal> {
        let folder = package == "-" ? "." : package.lastIndex(of: "/").map { String(package[..<$0]).isEmpty ? "/" : String(package[..<$0]) } ?? "."
        guard let home = PackagePath.realPath(folder) else {
            return .failure(PackagePath.Refusal("\(folder): cannot write a package there (\(SystemError(file: folder, code: errno).message))"))
        }
        guard let real = PackagePath.realPath(table) else { return .failure(PackagePath.Refusal(SystemError(file: table, code: errno).message)) }
        let prefix = home == "/" ? "/" : home + "/"
        guard real.hasPrefix(prefix) else {
            let place = package == "-" ? "the current folder (where --package - assumes the package is written)" : "the folder of \(package) (\(home))"
            return .failure(PackagePath.Refusal(
                "\(table) is not inside \(place): a Data Package names only files in its own folder (check and frictionless refuse other paths); write the package into a folder that holds the table"))
        }
        return .success(String(real.dropFirst(prefix.count)))
    }

    /// `text` written to a new file at `path`: one that exists is not replaced (it may be a
    /// package edited by hand).
    static func create(_ path: String, _ text: String) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            if code == EEXIST {
                writeError("fieldcheck: error: \(path) exists: infer --package writes a new file and does not replace one (remove it, or give --package - for standard output)\n")
            } else {
                writeError("fieldcheck: error: \(SystemError(file: path, code: code).message)\n")
            }
            return 2
        }
        var out = OutputStream(descriptor: descriptor, name: path)
        out.buffer.append(text)
        var failure: SystemError?
        do throws(SystemError) { try out.flush() } catch { failure = error }
        if failure == nil && fsync(descriptor) != 0 && errno != EINVAL { failure = SystemError(file: path, code: errno) }
        if close(descriptor) != 0 && failure == nil { failure = SystemError(file: path, code: errno) }
        if let failure {
            // (Half a package is no package: it is removed.)
            unlink(path)
            writeError("fieldcheck: error: \(failure.message)\n")
            return 2
        }
        return 0
    }

    /// The header and the sample, from the first chunk; each column's rule chosen.
    func begin(_ chunk: Chunk<Part>, _ reading: inout Reading) -> Bool {
        if chunk.oversized != nil {
            reading.headerOversized = true
            return false
        }
        var held: [(cells: [[UInt8]], notValues: [Int: String])] = []
        var record = CSVRecord()
        var rows = 0
        let start = ByteOrderMark.length(at: chunk.held)
        _ = forEachRow(chunk.held, from: start, recordsBefore: 0, isLast: chunk.isLast, &record) { row, number, range in
            if case .oversized = row {
                if reading.header.isEmpty {
                    reading.headerOversized = true
                    return false
                }
                return true
            }
            if reading.header.isEmpty {
                switch row {
                case .cells(var cells):
                    // (The header row is no data: the rows after it are. A byte order mark
                    // before it, after blank lines too, is dropped, as check drops it.)
                    if let first = cells.first, first.starts(with: [0xEF, 0xBB, 0xBF]) { cells[0].removeFirst(3) }
                    reading.header = cells.map { String(decoding: $0, as: UTF8.self) }
                    reading.headerRefused = Self.headerProblem(reading.header)
                    chunk.start = range.upperBound
                    chunk.recordsBefore = number
                    return reading.headerRefused == nil
                case .members(let members, _):
                    // (A JSON line's keys name the columns, and the line is the first row.)
                    reading.header = members?.map(\.key) ?? []
                    if reading.header.isEmpty { return true }
                    reading.headerRefused = Self.headerProblem(reading.header)
                    if reading.headerRefused != nil { return false }
                    chunk.start = range.lowerBound
                    chunk.recordsBefore = number - 1
                case .oversized:
                    return false
                }
            }
            rows += 1
            let (cells, notValues) = self.cells(row, reading.header)
            if jsonLines || cells.count == reading.header.count { held.append((cells, notValues)) }
            return rows < Self.sampleRows
        }
        guard !reading.header.isEmpty, reading.headerRefused == nil else { return false }
        reading.sampled = rows
        // (A missing marker, `NA` or `-`, is no value of the column's type.)
        let samples = reading.header.indices.map { index in
            held.compactMap { row -> [UInt8]? in
                guard index < row.cells.count, !row.cells[index].isEmpty, row.notValues[index] == nil,
                      !ColumnTally.missingMarkers.contains(String(decoding: row.cells[index], as: UTF8.self)) else { return nil }
                return row.cells[index]
            }
        }
        // (JSON numbers have a point; a CSV table's may have a comma, in every column alike.)
        reading.numbers = jsonLines ? .point : NumberConvention.of(samples)
        for index in reading.header.indices {
            var candidate = ColumnInference.choose(name: reading.header[index], sample: samples[index], tableSchema: tableSchema, numbers: reading.numbers)
            // (A Table Schema says only what it can: a type it has no word for is a plain string.)
            if tableSchema, let type = candidate?.type.rawValue, InferredTable.tableSchemaType(type) == ("string", nil),
               candidate?.words.first != "--pattern" { candidate = nil }
            var options = candidate?.options(tableSchema: tableSchema) ?? RuleOptions()
            options.settings.tableSchema = options.settings.tableSchema || tableSchema
            if (try? options.makeRule()) == nil {
                candidate = nil
                options = RuleOptions()
            }
            reading.candidates.append(candidate)
            reading.options.append(options)
            reading.widerOptions.append((candidate?.widenings ?? []).map { $0.options(tableSchema: tableSchema) })
        }
        return true
    }

    /// The most columns infer proposes rules for (Excel's 16,384): each column's tally keeps
    /// up to a bounded sample of distinct values, so a header of a million columns would take
    /// gigabytes and minutes for a proposal nobody reads.
    static let maxColumns = 16_384

    /// Why rules cannot be proposed for a header: a name twice (check refuses such a header
    /// too: a fields file names columns, and one name cannot hold two rules), or more
    /// columns than `maxColumns`. Linear in the header.
    static func headerProblem(_ header: [String]) -> String? {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(header.count)
        for (index, name) in header.enumerated() {
            if let earlier = positions.updateValue(index, forKey: name) {
                return "the header names column '\(Quoting.display(name))' twice (columns \(earlier + 1) and \(index + 1)): check refuses such a header, and a fields file names each column once"
            }
        }
        if header.count > maxColumns {
            return "the header has \(header.count) columns: infer proposes rules for at most \(maxColumns) (check takes any number)"
        }
        return nil
    }

    /// Each thread's empty tallies, one per column with its own rules (nil: a rule could
    /// not be made again).
    func tallies(_ reading: Reading) -> [ColumnTally]? {
        var tallies: [ColumnTally] = []
        for (options, widerOptions) in zip(reading.options, reading.widerOptions) {
            guard let rule = try? options.makeRule() else { return nil }
            var wider: [Rule] = []
            for options in widerOptions {
                guard let rule = try? options.makeRule() else { return nil }
                wider.append(rule)
            }
            tallies.append(ColumnTally(rule: rule, wider: wider))
        }
        return tallies
    }

    /// A chunk's rows tallied with one thread's rules.
    func tally(_ chunk: Chunk<Part>, _ empty: [ColumnTally], _ header: [String], _ record: inout CSVRecord) -> Part {
        var part = Part(tallies: empty)
        if chunk.oversized != nil {
            part.rows = 1
            part.oversized = 1
            part.firstOversized = [chunk.recordsBefore + 1]
            return part
        }
        let width = header.count
        part.misread = forEachRow(chunk.held, from: chunk.start, recordsBefore: chunk.recordsBefore, isLast: chunk.isLast, &record) { row, number, _ in
            part.rows += 1
            if case .oversized = row {
                part.oversized += 1
                if part.firstOversized.count < 3 { part.firstOversized.append(number) }
                return true
            }
            let (cells, notValues) = cells(row, header)
            if !jsonLines && cells.count != width {
                part.ragged += 1
                if part.firstRagged.count < 3 { part.firstRagged.append(number) }
                return true
            }
            // (A JSON array or object in a cell fails whatever the rule, as check says.)
            for index in 0..<width {
                if let text = notValues[index] {
                    part.tallies[index].addFailure(text, line: number)
                    continue
                }
                let cell = index < cells.count ? cells[index] : []
                cell.withUnsafeBufferPointer { part.tallies[index].add($0, line: number) }
            }
            return true
        }
        return part
    }

    /// A row's cells (for JSON Lines: by the header's names; a line that is not an object
    /// gives its whole text to every column, as check judges it), and the cells that are no
    /// value (a JSON array or object) with their text.
    func cells(_ row: Row, _ header: [String]) -> (cells: [[UInt8]], notValues: [Int: String]) {
        switch row {
        case .cells(let cells):
            return (cells, [:])
        case .oversized:
            return ([], [:])
        case .members(nil, let line):
            return (Array(repeating: Array(line), count: header.count), [:])
        case .members(let members?, let line):
            var cells: [[UInt8]] = []
            var notValues: [Int: String] = [:]
            for (index, name) in header.enumerated() {
                let member = members.first { $0.key == name }
                let (value, notAValue) = TableCommand.cell(member)
                if notAValue != nil, let member { notValues[index] = String(decoding: line[member.range], as: UTF8.self) }
                cells.append(value)
            }
            return (cells, notValues)
        }
    }

    /// Records from `start`, numbered after `recordsBefore`, blank ones skipped; `body`
    /// gets each with its number and its bytes' range, and returns false to stop.
    /// True when the chunk was cut inside a record (only the input's last chunk may end in
    /// an open quote, which is left out as check leaves it).
    func forEachRow(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, recordsBefore: Int, isLast: Bool, _ record: inout CSVRecord,
        _ body: (Row, _ number: Int, _ range: Range<Int>) -> Bool
    ) -> Bool {
        var position = start
        var number = recordsBefore
        let bound = RecordBound.bytes
        if jsonLines {
            while position < buffer.count {
                let end = buffer[position...].firstIndex(of: 0x0A) ?? buffer.count
                var lineEnd = end
                if lineEnd > position, buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                number += 1
                if end - position >= bound {
                    // (As check's reader holds a line to the bound.)
                    let range = position..<min(end + 1, buffer.count)
                    position = end + 1
                    if !body(.oversized, number, range) { return false }
                    continue
                }
                let line = UnsafeBufferPointer(rebasing: buffer[position..<lineEnd])
                let range = position..<min(end + 1, buffer.count)
                position = end + 1
                guard !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { continue }
                if !body(.members(try? JSONLine.members(line), line: line), number, range) { return false }
            }
            return false
        }
        while position < buffer.count {
            switch CSVParser.parse(buffer, from: position, delimiter: delimiter ?? 0x2C, atEnd: true, into: &record) {
            case .record(let next):
                if !isLast && next == buffer.count && record.terminatorStart == record.raw.upperBound { return true }
                number += 1
                let range = position..<next
                position = next
                if next - range.lowerBound > bound {
                    if !body(.oversized, number, range) { return false }
                    continue
                }
                guard !record.isBlank else { continue }
                if !body(.cells(record.values(in: buffer)), number, range) { return false }
            case .unterminatedQuote:
                return !isLast
            case .needMore:
                return true
            }
        }
        return false
    }
}

/// `infer`'s run in chunks: the header and the rules from the first chunk, each chunk's
/// tallies merged into the whole's in input order.
struct InferJob: ChunkJob {
    let command: InferCommand
    var whole = InferCommand.Reading()

    mutating func begin(_ chunk: Chunk<InferCommand.Part>, _ stdout: inout OutputStream) -> Bool {
        guard command.begin(chunk, &whole), let tallies = command.tallies(whole) else { return false }
        whole.tallies = tallies
        return true
    }

    func workers(_ threads: Int) -> [InferWorker] {
        var workers: [InferWorker] = []
        for _ in 0..<max(threads, 1) {
            guard let tallies = command.tallies(whole) else { break }
            workers.append(InferWorker(command, tallies, whole.header))
        }
        return workers
    }

    mutating func merge(_ part: InferCommand.Part?) -> Bool {
        guard let part, !part.misread else {
            whole.misread = true
            return false
        }
        whole.rows += part.rows
        whole.ragged += part.ragged
        whole.firstRagged += part.firstRagged.prefix(3 - whole.firstRagged.count)
        whole.oversized += part.oversized
        whole.firstOversized += part.firstOversized.prefix(3 - whole.firstOversized.count)
        for index in whole.tallies.indices { whole.tallies[index].merge(part.tallies[index]) }
        return true
    }
}

/// A thread's own rules (rules keep match state) and record storage.
final class InferWorker: ChunkWorker, @unchecked Sendable {
    let command: InferCommand
    /// Empty tallies with this thread's rules, copied for each chunk.
    let tallies: [ColumnTally]
    let header: [String]
    var record = CSVRecord()

    init(_ command: InferCommand, _ tallies: [ColumnTally], _ header: [String]) {
        self.command = command
        self.tallies = tallies
        self.header = header
    }

    func work(on chunk: Chunk<InferCommand.Part>) {
        chunk.summary = command.tally(chunk, tallies, header, &record)
    }
}
