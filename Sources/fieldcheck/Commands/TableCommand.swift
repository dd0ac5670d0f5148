import ArgumentParsing
import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `check --fields F [FILE...]` and `format --fields F [FILE...]`: each table (standard
/// input without files), its declared columns checked (or put in canonical form) row by
/// row, in bounded memory. A file that cannot be read is reported and the others are still
/// checked; the exit status is then 2, as grep's.
struct TableCommand {
    let formatting: Bool
    let columns: [(column: String, place: String, rule: Rule)]
    let output: OutputOptions
    let delimiter: UInt8
    /// The FILE arguments, as given (`-` is standard input); none: standard input.
    var files: [[UInt8]] = []
    /// `format --in-place`: each file rewritten, through a temporary file beside it.
    var inPlace = false
    /// `--jsonl`: the tables are JSON Lines, not CSV.
    var jsonLines = false
    /// `--header-from FILE`: the header, given apart (the tables have none).
    var header: [[UInt8]]?
    /// The declared columns with rules of their own, for each further thread.
    var makeColumns: () -> [(column: String, place: String, rule: Rule)]? = { nil }
    /// Bytes per chunk on several threads (the tests and the fuzz target set small ones).
    var chunkSize = Parallelism.chunkSize()

    var mode: ReportMode { output.reportMode }
    /// The values each `--unique` column has seen (by column position), in the file at hand.
    let seen = UniqueColumns()
    /// The name `--only` rows of the file at hand start with (kept here, not passed along
    /// with each row: a string passed per row costs a retain and a release).
    let current = CurrentFile()

    final class CurrentFile {
        var lineName: String?
        /// The header position of the `--key` column.
        var keyIndex: Int?
    }

    /// One table being read: its name for messages and reports.
    struct Source {
        /// For messages: `data/a.csv: ` (nothing for standard input alone).
        var messagePrefix: String
        /// Report lines start with this (several files, or -H).
        var lineName: String?
        /// `--json` and the location forms name it (any FILE argument).
        var reportName: String?
    }

    func run() -> Int32 {
        var stdout = OutputStream(descriptor: 1, name: "standard output")
        let paths = files.isEmpty ? [Array("-".utf8)] : files
        let showNames = output.withFileName ?? (paths.count > 1)
        var anyNotPassed = false
        var troubled = false
        // What one file gave; a status to exit with at once, or nil to go on.
        func handle(_ result: FileResult) -> Int32? {
            switch result {
            case .unreadable:
                troubled = true
            case .opened(.finished(let notPassed, let structural, _)):
                anyNotPassed = anyNotPassed || notPassed
                troubled = troubled || structural
                // -q stops at the first cell that does not pass, in whichever file.
                if notPassed && mode == .quiet { return troubled ? 2 : 1 }
            case .opened(.failed(let error)):
                // A closed output (SIGPIPE ignored, else it ended the run) ends it at once.
                if error.isBrokenPipe { return Program.fail(error) }
                stdout.flushMessages()
                writeError("fieldcheck: error: \(error.message)\n")
                troubled = true
            }
            return nil
        }
        var index = 0
        while index < paths.count {
            // Small files in a row are checked side by side, one per thread (a file smaller
            // than a chunk would get no thread of its own); the rest one after another, each
            // on every core.
            let batch = smallFiles(paths[index...])
            if batch.count >= 2, let status = runSideBySide(batch, showNames: showNames, &stdout, handle) { return status }
            if batch.count >= 2 {
                index += batch.count
                continue
            }
            if let status = handle(runFile(paths[index], showNames: showNames, &stdout)) { return status }
            index += 1
        }
        if troubled { return 2 }
        return anyNotPassed ? 1 : 0
    }

    /// What happened to one FILE argument.
    enum FileResult {
        case opened(Outcome)
        /// Missing, a folder, not readable: said on stderr.
        case unreadable
    }

    /// Opens one FILE argument and checks (or formats, or rewrites) it, writing to `out`.
    func runFile(_ bytes: [UInt8], showNames: Bool, _ out: inout OutputStream) -> FileResult {
        let path = String(decoding: bytes, as: UTF8.self)
        let name = path == "-" ? "(standard input)" : path
        let source = Source(
            messagePrefix: files.isEmpty ? "" : "\(name): ", lineName: showNames ? name : nil,
            reportName: files.isEmpty ? nil : name)
        var descriptor: Int32 = 0
        if path != "-" {
            // The name's own bytes (it need not be UTF-8). A file to rewrite is opened
            // without waiting (a FIFO would wait for a writer): only a regular one is taken.
            descriptor = BytePath.withCString(bytes) { open($0, O_RDONLY | O_CLOEXEC | (inPlace ? O_NONBLOCK | O_NOCTTY : 0)) }
            var info = stat()
            if descriptor >= 0 && fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
                close(descriptor)
                descriptor = -1
                errno = EISDIR
            }
            if descriptor < 0 {
                let error = SystemError(operation: path, code: errno)
                do throws(SystemError) { try out.message("fieldcheck: \(error.message)\n") } catch { return .opened(.failed(error)) }
                return .unreadable
            }
        }
        seen.reset()
        current.lineName = source.lineName
        let outcome = inPlace ? rewrite(bytes, descriptor, source) : runOne(descriptor, name: name, source, &out)
        if path != "-" { close(descriptor) }
        return .opened(outcome)
    }

    enum Outcome {
        case finished(anyNotPassed: Bool, structural: Bool, changed: Bool)
        case failed(SystemError)
    }

    /// `format --in-place` of one file, through a `FileReplacement`: the formatted table
    /// takes the file's place only after a run with no error of any kind (no table error,
    /// no read or write error, no chunk cut wrong); otherwise, or when no cell changes, the
    /// file is left exactly as it was.
    func rewrite(_ path: [UInt8], _ input: Int32, _ source: Source) -> Outcome {
        let replacement: FileReplacement
        do throws(SystemError) {
            replacement = try FileReplacement(replacing: input, path: path, breakingHardLinks: output.breakHardLinks)
        } catch {
            return .failed(error)
        }
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) & ~O_NONBLOCK)
        var out = OutputStream(descriptor: replacement.output, name: replacement.shown)
        let outcome = runOne(input, name: replacement.shown, source, &out)
        guard case .finished(_, let structural, let changed) = outcome, changed, !structural else {
            replacement.discard()
            if case .finished(_, true, _) = outcome {
                writeError("fieldcheck: \(replacement.shown): left as it was: the table has errors (above)\n")
            }
            return outcome
        }
        do throws(SystemError) {
            try replacement.commit(input: input)
        } catch {
            return .failed(error)
        }
        return outcome
    }

    /// Checks or formats one table, writing to `stdout`.
    func runOne(_ descriptor: Int32, name: String, _ source: Source, _ stdout: inout OutputStream) -> Outcome {
        if jsonLines { return runJSONLines(descriptor, name: name, source, &stdout) }
        let colors = Terminal.useColor(output.color)
            ? StatusColors(valid: output.validColor, invalid: output.invalidColor) : nil
        var state = TableState()
        if let header {
            // Given apart: every record of the input is a row.
            do throws(TableError) {
                (state.table, state.report) = try start(header, source, colors)
                state.names = header
                state.batch = makeBatch(state.table, state.report)
            } catch {
                writeError("fieldcheck: \(source.messagePrefix)error: \(error.message)\n")
                return .finished(anyNotPassed: false, structural: true, changed: false)
            }
        }
        do throws(SystemError) {
            let threads = Parallelism.threads(
                output.threads, descriptor: descriptor, needsOrder: columns.contains { $0.rule.unique || $0.rule.primaryKey })
            if threads > 1 {
                try runInChunks(descriptor, name: name, threads: threads, source, colors, &state, &stdout)
            } else {
                var stream = CSVStream(descriptor: descriptor, delimiter: delimiter, name: name)
                let ending = try stream.forEach { (record, buffer, row, settle) throws(SystemError) -> Bool in
                    let keepGoing: Bool
                    if settle {
                        writeBatch(&state, &stdout.buffer)
                        keepGoing = true
                    } else {
                        keepGoing = try self.record(record, buffer, row, &state, source, colors, &stdout)
                    }
                    try stdout.flushIfFull()
                    return keepGoing
                }
                if case .unterminatedQuote(let row) = ending { state.unterminatedRow = row }
            }
            let prefix = source.messagePrefix
            if state.misread {
                try stdout.message("fieldcheck: \(prefix)error: a chunk of the table was cut inside a record (a bug): run with --threads 1\n")
                state.structural = true
            } else if let row = state.unterminatedRow {
                try stdout.message("fieldcheck: \(prefix)row \(row): a quoted cell is not closed before the end of the input\n")
                state.structural = true
            } else if state.table == nil && !state.structural {
                try stdout.message("fieldcheck: \(prefix)error: the table is empty: it has no header row\n")
                state.structural = true
            }
            stdout.buffer.append(state.report.countLines())
            try stdout.flush()
        } catch {
            return .failed(error)
        }
        return .finished(anyNotPassed: state.anyNotPassed, structural: state.structural, changed: state.changed)
    }

    /// What reading one table has found so far (on one thread: the whole table; on each
    /// thread of several: its chunk).
    struct TableState {
        /// The declared columns, once the header is read.
        var table: TableColumns?
        /// Empty (no columns, quiet) until the header is read: not an optional, whose test
        /// at each row costs a call (its tag is in the report's mode).
        var report = TableReport(mode: .quiet, colors: nil, columnNames: [])
        var anyNotPassed = false
        /// A table error (a row of the wrong width, a quote not closed).
        var structural = false
        /// format: some cell changed.
        var changed = false
        /// -q: a cell did not pass, and reading stopped.
        var stopped = false
        var headerTerminator: [UInt8] = [0x0A]
        /// Line breaks inside quoted cells so far: a row's line is its number plus these.
        var extraLines = 0
        /// The row whose quoted cell the input ended in.
        var unterminatedRow: Int?
        /// The header's names.
        var names: [[UInt8]] = []
        /// A chunk that did not end with a whole record (which its cut rules out).
        var misread = false
        /// Rows held for the default report, checked a column at a time (`TableBatch`).
        var batch: TableBatch?
    }

    /// One record of a table, as one reader sees them in order: the header first (unless
    /// given apart), then rows. False ends the table (-q, or a header that cannot be used).
    @inline(__always)
    func record(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ state: inout TableState, _ source: Source,
        _ colors: StatusColors?, _ stdout: inout OutputStream
    ) throws(SystemError) -> Bool {
        let line = row + state.extraLines
        // Only cell reports carry lines: counts and filters need not look for them.
        if reportsCells { state.extraLines += Self.extraLines(record, buffer) }
        // (Before the columns are bound: a call that may change the state while they are
        // would cost a retain of their arrays at every row.)
        if state.batch != nil && batched(record, buffer, row, &state, &stdout.buffer) { return true }
        guard let table = state.table else { return header(record, buffer, &state, source, colors, &stdout) }
        if record.isBlank {
            if formatting { stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[record.raw])) }
            return true
        }
        if record.fieldCount != table.width {
            state.structural = true
            try stdout.message(
                "fieldcheck: \(source.messagePrefix)row \(row): \(record.fieldCount) \(record.fieldCount == 1 ? "cell" : "cells") where the header has \(table.width)\n")
            if formatting { stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[record.raw])) }
            return true
        }
        let keepGoing = formatting
            ? try formatRow(record, buffer, row, table, &stdout, &state.anyNotPassed, &state.changed, source.messagePrefix)
            : try checkRow(record, buffer, row, line, table, &state.report, &stdout, &state.anyNotPassed, state.headerTerminator)
        if !keepGoing { state.stopped = true }
        return keepGoing
    }

    /// A batch for the default report's rows, when the output is that and no cell's check
    /// depends on other rows (`--unique`, a primary key) or carries a key (`--key`).
    func makeBatch(_ table: TableColumns?, _ report: TableReport) -> TableBatch? {
        guard let table, !table.cells.isEmpty, !formatting, reportsCells, !reportsPassedCells, report.writesStatusLines,
            !table.hasPrimaryKey, !table.cells.contains(where: { $0.unique }), current.keyIndex == nil
        else { return nil }
        return TableBatch(width: table.cells.count)
    }

    /// Holds a row in the batch (which is checked and reported when full); true when it
    /// did, or when nothing is to be done with the record (a blank line). False, with the
    /// rows held reported, for a record of another width, which the caller reports.
    @inline(never)
    func batched(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ state: inout TableState, _ out: inout ByteBuffer
    ) -> Bool {
        guard let batch = state.batch, let table = state.table else { return false }
        if record.isBlank { return true }
        guard record.fieldCount == table.width else {
            writeBatch(&state, &out)
            return false
        }
        batch.add(record, buffer, row: row, table)
        if batch.isFull { writeBatch(&state, &out) }
        return true
    }

    /// Checks and reports the rows the batch holds.
    func writeBatch(_ state: inout TableState, _ out: inout ByteBuffer) {
        guard let batch = state.batch, batch.count > 0, let table = state.table else { return }
        let anyNotPassed = batch.write(table, &state.report, to: &out) { value, rule, position, row, reasons in
            batchedCell(value, rule, position, row, table, &reasons)
        }
        if anyNotPassed { state.anyNotPassed = true }
    }

    /// A batched cell's status, its reason (when it does not pass) written into `reasons`:
    /// by its type from the bytes when it can (as `writeStatusLine`), else its verdict's.
    func batchedCell(
        _ value: UnsafeBufferPointer<UInt8>, _ rule: Rule, _ position: Int, _ row: Int, _ table: TableColumns,
        _ reasons: inout ByteBuffer
    ) -> Status {
        let outcome = rule.reportStatus(value)
        if outcome == .passed { return .passed }
        if let status = Self.writeTypeReason(value, rule, outcome.status, into: &reasons) { return status }
        let verdict = checkedCell(Array(value), table.columns[position], position, row, nil)
        if verdict.status != .passed { reasons.append(verdict.reason ?? "") }
        return verdict.status
    }

    /// The header: names (a UTF-8 byte order mark dropped) matched to the declared columns.
    @inline(never)
    func header(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ state: inout TableState, _ source: Source,
        _ colors: StatusColors?, _ stdout: inout OutputStream
    ) -> Bool {
        var names = record.values(in: buffer)
        if let first = names.first, first.starts(with: [0xEF, 0xBB, 0xBF]) { names[0].removeFirst(3) }
        do throws(TableError) {
            (state.table, state.report) = try start(names, source, colors)
            state.batch = makeBatch(state.table, state.report)
            state.names = names
        } catch {
            writeError("fieldcheck: \(source.messagePrefix)error: \(error.message)\n")
            state.structural = true
            return false
        }
        state.headerTerminator = Array(buffer[record.terminatorStart..<record.raw.upperBound])
        if state.headerTerminator.isEmpty { state.headerTerminator = [0x0A] }
        if formatting || isOnly(mode) {
            if !formatting, let lineName = source.lineName { stdout.buffer.append(lineName + ":") }
            stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[record.raw]))
            if record.terminatorStart == record.raw.upperBound { stdout.buffer.append(state.headerTerminator) }
        }
        return true
    }

    /// The declared columns found in a header, and the report of a table with it; with
    /// `keyInHeader`, the `--key` column's place too (JSON Lines name it in each line).
    func start(
        _ header: [[UInt8]], _ source: Source, _ colors: StatusColors?, keyInHeader: Bool = true
    ) throws(TableError) -> (TableColumns, TableReport) {
        let matched = try TableColumns(header: header, declarations: columns)
        if keyInHeader { current.keyIndex = try Self.keyIndex(output.key, header: header) }
        let report = TableReport(
            mode: mode, colors: colors, columnNames: matched.columns.map(\.name), fileName: source.lineName,
            jsonFileName: source.reportName, locations: output.locations, columnNumbers: matched.columns.map { $0.index + 1 })
        return (matched, report)
    }

    /// A declared cell checked by its rule, then by `--unique`, then against the row's
    /// primary key (whose repeat fails the key's first column).
    func checkedCell(
        _ value: [UInt8], _ column: TableColumn, _ position: Int, _ row: Int, _ keyFailure: (position: Int, verdict: Verdict)?
    ) -> Verdict {
        var verdict = column.rule.check(value)
        if column.rule.unique { verdict = seen.check(verdict, value, column.rule, position, row) }
        if verdict.status == .passed, let keyFailure, keyFailure.position == position { verdict = keyFailure.verdict }
        return verdict
    }

    /// A declared cell put in canonical form, with the same checks: the form only when all pass.
    func formattedCell(
        _ value: [UInt8], _ column: TableColumn, _ position: Int, _ row: Int, _ keyFailure: (position: Int, verdict: Verdict)?
    ) -> (verdict: Verdict, formatted: String?) {
        var (verdict, formatted) = column.rule.format(value)
        if column.rule.unique { verdict = seen.check(verdict, value, column.rule, position, row) }
        if verdict.status == .passed, let keyFailure, keyFailure.position == position { verdict = keyFailure.verdict }
        return (verdict, verdict.status == .passed ? formatted : nil)
    }

    /// The header position of `--key COLUMN`, or a table error naming the column.
    static func keyIndex(_ key: String?, header: [[UInt8]]) throws(TableError) -> Int? {
        guard let key else { return nil }
        let names = header.map { String(decoding: $0, as: UTF8.self) }
        if let index = names.firstIndex(of: key) { return index }
        var message = "the --key column '\(Quoting.display(key))' is not in the table's header"
        if let guess = TableColumns.closeName(key, among: names) { message += " (did you mean '\(Quoting.display(guess))'?)" }
        throw TableError(message)
    }

    /// The line breaks inside a record's quoted cells (out of line: most rows have none).
    @inline(never)
    static func extraLines(_ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        guard record.mayHoldLineBreaks else { return 0 }
        return RecordBoundary.lineBreaks(in: UnsafeBufferPointer(rebasing: buffer[record.raw.lowerBound..<record.terminatorStart]))
    }

    /// Whether a cell that passes gets a line too (`--json --only passed`).
    var reportsPassedCells: Bool {
        if case .json(let only) = mode { return only?.contains(.passed) ?? false }
        return false
    }

    /// Whether each cell that does not pass gets a line (with its reason).
    /// Whether each cell gets a line (`--json` or status lines), from the options themselves
    /// (as `reportMode` composes them): this is asked for every row.
    var reportsCells: Bool {
        !output.quiet && !output.count && (output.json || output.only == nil)
    }

    func isOnly(_ mode: ReportMode) -> Bool {
        if case .only = mode { return true }
        return false
    }

    /// Checks the declared cells of a row; with `--only`, writes the whole row when its
    /// worst status is the one asked for.
    func checkRow(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ line: Int, _ table: TableColumns,
        _ report: inout TableReport, _ stdout: inout OutputStream, _ anyNotPassed: inout Bool, _ terminator: [UInt8]
    ) throws(SystemError) -> Bool {
        var worst = Status.passed
        let reportsCells = self.reportsCells, quiet = output.quiet
        let keyFailure = table.hasPrimaryKey ? seen.primaryKey(record, buffer, row, table) : nil
        if !reportsCells {
            // Statuses alone (counts, filters, quiet): no reason is worded, and the counts are
            // added to through a pointer taken once a row.
            let kept = report.withTallies { countCells(record, buffer, row, table, keyFailure, &worst, &anyNotPassed, $0) }
            if !kept { return false }
        }
        // A cell that passes writes nothing in most modes: its status alone is enough.
        let quietWhenPassed = reportsCells && !reportsPassedCells
        let writesLines = quietWhenPassed && report.writesStatusLines
        // The statuses of cells counted without a report line, as bits a status (up to 64
        // cells), added to the counts once the row is done: `tally` checks at every cell
        // that the counts are not shared.
        let defersCounts = table.cells.count <= 64
        var passedBits: UInt64 = 0, tooShortBits: UInt64 = 0, failedBits: UInt64 = 0
        for position in 0..<table.cells.count where reportsCells {
            let cell = table.cells[position]
            if quietWhenPassed, !cell.unique, keyFailure?.position != position {
                // The status as a count finds it; a line for a cell that does not pass
                // written by its type when it can, from the bytes.
                let outcome = record.withValue(cell.index, in: buffer) { value in
                    cell.rule._withUnsafeGuaranteedRef { $0.reportStatus(value) }
                }
                if outcome == .passed {
                    if defersCounts { passedBits |= 1 << UInt64(position) } else { report.tally(column: position, status: .passed) }
                    continue
                }
                if writesLines,
                    let status = record.withValue(cell.index, in: buffer, { value in
                        cell.rule._withUnsafeGuaranteedRef {
                            writeStatusLine(value, $0, outcome.status, row, record, buffer, position, &report, &stdout.buffer)
                        }
                    })
                {
                    if !defersCounts {
                        report.tally(column: position, status: status)
                    } else if status == .failed {
                        failedBits |= 1 << UInt64(position)
                    } else {
                        tooShortBits |= 1 << UInt64(position)
                    }
                    anyNotPassed = true
                    if status == .failed || worst == .passed { worst = status }
                    continue
                }
            }
            let column = table.columns[position]
            let value = record.value(column.index, in: buffer)
            let verdict = checkedCell(value, column, position, row, keyFailure)
            if verdict.status != .passed {
                anyNotPassed = true
                if quiet { return false }
                if verdict.status == .failed || worst == .passed { worst = verdict.status }
            }
            report.add(
                row: row, line: line, key: current.keyIndex.map { record.value($0, in: buffer) }, column: position, value: value,
                verdict: verdict, to: &stdout.buffer)
        }
        if passedBits | tooShortBits | failedBits != 0 { report.tally(passed: passedBits, tooShort: tooShortBits, failed: failedBits) }
        if !quiet, !output.count, !output.json, let statuses = output.only, statuses.contains(worst) {
            if let lineName = current.lineName { stdout.buffer.append(lineName + ":") }
            stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[record.raw]))
            if record.terminatorStart == record.raw.upperBound { stdout.buffer.append(terminator) }
        }
        return true
    }

    /// The statuses of a row's declared cells, counted into `tallies` (column * 3 + status;
    /// none when empty); false when `--quiet` ends the run at a cell that does not pass.
    /// The rules are reached without reference counting (the table keeps them alive).
    @inline(__always)
    func countCells(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ table: TableColumns,
        _ keyFailure: (position: Int, verdict: Verdict)?, _ worst: inout Status, _ anyNotPassed: inout Bool,
        _ tallies: UnsafeMutableBufferPointer<Int>
    ) -> Bool {
        let quiet = output.quiet
        for position in 0..<table.cells.count {
            let cell = table.cells[position]
            var status = record.withValue(cell.index, in: buffer) { value in
                cell.rule._withUnsafeGuaranteedRef { $0.status(value) }
            }
            if status == .passed, cell.unique {
                status = seen.check(.passed, record.value(cell.index, in: buffer), table.columns[position].rule, position, row).status
            }
            if status == .passed, let keyFailure, keyFailure.position == position { status = .failed }
            if status != .passed {
                anyNotPassed = true
                if quiet { return false }
                if status == .failed || worst == .passed { worst = status }
            }
            let slot = position &* 3 &+ status.index
            if slot < tallies.count { tallies[slot] += 1 }
        }
        return true
    }

    /// The status line of a cell that does not pass, its reason written by its type from
    /// the bytes (no verdict, no String: a column of bad values costs little more to
    /// report than to count), and the status written; `nil`, with nothing written, when the
    /// type words this value only the longer way (or gives it another status there).
    /// `known` is the rule's `reportStatus` when it has one. The reason is written first
    /// (`writeTypeReason`, as a batch writes it) and the line's beginning, once the status
    /// is known, moved before it. (For the rows a batch does not take: `--unique`, a primary
    /// key, `--key`.)
    @inline(never)
    func writeStatusLine(
        _ value: UnsafeBufferPointer<UInt8>, _ rule: Rule, _ known: Status?, _ row: Int, _ record: CSVRecord,
        _ buffer: UnsafeBufferPointer<UInt8>, _ position: Int, _ report: inout TableReport, _ out: inout ByteBuffer
    ) -> Status? {
        // (inout: a copy of the report would retain each of its arrays)
        let mark = out.count
        guard let status = Self.writeTypeReason(value, rule, known, into: &out) else { return nil }
        let split = out.count
        let key = current.keyIndex.map { record.value($0, in: buffer) }
        report.beginStatusLine(row: row, key: key, column: position, value: value, status: status, to: &out)
        out.moveTail(from: split, before: mark)
        out.append(0x0A)
        return status
    }

    /// A cell's reason as its type writes it from the bytes, and its status; `nil`, with
    /// nothing written, when the type words the value only the longer way (or gives it
    /// another status than `known`, the rule's `reportStatus` when it has one).
    static func writeTypeReason(_ value: UnsafeBufferPointer<UInt8>, _ rule: Rule, _ known: Status?, into out: inout ByteBuffer) -> Status? {
        let mark = out.count
        if let known {
            if rule.writeReason(value, quick: known, into: &out) == known { return known }
        } else if let status = rule.writeReason(value, quick: nil, into: &out), status != .passed {
            return status
        }
        out.truncate(to: mark)
        return nil
    }

    /// Writes the row with every declared cell that passes in canonical form; everything
    /// else (other cells, quoting of untouched cells, delimiters, line ending) as it came.
    func formatRow(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ table: TableColumns,
        _ stdout: inout OutputStream, _ anyNotPassed: inout Bool, _ changed: inout Bool, _ prefix: String
    ) throws(SystemError) -> Bool {
        var replacements: [Int: [UInt8]] = [:]
        let keyFailure = table.hasPrimaryKey ? seen.primaryKey(record, buffer, row, table) : nil
        for (position, column) in table.columns.enumerated() {
            let value = record.value(column.index, in: buffer)
            let (verdict, formatted) = formattedCell(value, column, position, row, keyFailure)
            if let formatted {
                let bytes = Array(formatted.utf8)
                if bytes != value { replacements[column.index] = bytes }
            } else {
                anyNotPassed = true
                try stdout.message("fieldcheck: \(prefix)row \(row), column \(column.name): \(verdict.status.name): \(verdict.reason ?? "")\n")
            }
        }
        if !replacements.isEmpty { changed = true }
        var position = record.raw.lowerBound
        for (index, field) in record.fields.enumerated() {
            guard let replacement = replacements[index] else { continue }
            stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[position..<field.raw.lowerBound]))
            CSVParser.appendField(replacement, delimiter: delimiter, quote: field.quoted, to: &stdout.buffer)
            position = field.raw.upperBound
        }
        stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[position..<record.raw.upperBound]))
        return true
    }
}

/// The values seen by each `--unique` column of a table, by column position.
final class UniqueColumns {
    var columns: [UniqueValues] = []
    /// The primary keys seen (`--primary-key` columns, together).
    var keys = UniqueValues()

    /// Forgets every value: each file is a table of its own.
    func reset() {
        columns = []
        keys = UniqueValues()
    }

    /// A repeat of an earlier row's primary key: the failure, for the first key column.
    /// Key cells are compared by their values as their type reads them, as Table Schema
    /// does: a missing cell or one its type refuses is an empty part of the key (and is
    /// reported on its own); a row whose key parts are all empty is not compared.
    func primaryKey(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ table: TableColumns
    ) -> (position: Int, verdict: Verdict)? {
        primaryKey(row, table) { record.value($0.index, in: buffer) }
    }

    /// The same, for any table: `value` gives a declared column's cell.
    func primaryKey(_ row: Int, _ table: TableColumns, value: (TableColumn) -> [UInt8]) -> (position: Int, verdict: Verdict)? {
        var first: Int?
        var key = ""
        var names: [String] = []
        var anyPart = false
        for (position, column) in table.columns.enumerated() where column.rule.primaryKey {
            let value = value(column)
            if first == nil { first = position }
            names.append(column.name)
            // Each part with its length, so that no two keys run together alike; "-" for none.
            switch value.withUnsafeBufferPointer({ column.rule.valueKey($0) }) {
            case .none:
                key += "-"
            case .unequal:
                return nil  // a key with a NaN in it equals no other
            case .key(let part):
                anyPart = true
                key += String(part.utf8.count) + ":" + part
            }
        }
        guard anyPart, let first, let earlier = keys.firstSeen(key, at: row) else { return nil }
        let what = names.count == 1 ? "primary key" : "primary key (\(names.joined(separator: ", ")))"
        return (first, .failed("duplicate \(what) of row \(earlier)"))
    }

    func check(_ verdict: Verdict, _ value: [UInt8], _ rule: Rule, _ position: Int, _ row: Int) -> Verdict {
        while columns.count <= position { columns.append(UniqueValues()) }
        // In place: the column's values are not copied.
        return value.withUnsafeBufferPointer { rule.checkingUnique(verdict, $0, at: row, unit: "row", in: &columns[position]) }
    }
}
