import ArgumentParsing
import FieldCheck

import FieldCheckReference
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reading one table: records in order (one thread, or chunks on several), the header
/// matched to the declared columns, the default report's batches of rows.
extension TableCommand {
    /// Checks or formats one table, writing to `stdout`.
    func runOne(_ input: Input, name: String, _ source: Source, _ stdout: inout OutputStream) -> Outcome {
        let descriptor = input.descriptor
        if jsonLines { return runJSONLines(input, name: name, source, &stdout) }
        if jsonArray { return runJSONArray(input, name: name, source, &stdout) }
        let colors = Terminal.useColor(output.color)
            ? StatusColors(valid: output.validColor, invalid: output.invalidColor) : nil
        var state = TableState()
        if separatorLine != nil {
            // The `sep=` line is the file's first line: row numbers leave it out, lines do not.
            state.lineOffset = 1
            state.extraLines = 1
        }
        if let header {
            if formatting, let separatorLine { stdout.buffer.append(separatorLine) }
            // Given apart: every record of the input is a row.
            do throws(TableError) {
                (state.table, state.report) = try start(header, source, colors)
                state.names = header
                state.batch = makeBatch(state.table, state.report)
                if !current.labelProblems.isEmpty { reportLabels(&state, source, &stdout) }
                if checklist != nil { startChecklist(&state, source, &stdout) }
            } catch {
                writeError("fieldcheck: error: \(source.messagePrefix)\(error.message)\n")
                return .finished(anyNotPassed: false, structural: true, changed: false, halted: true)
            }
        }
        do throws(SystemError) {
            let threads = Parallelism.threads(
                output.threads, for: input,
                needsOrder: columns.contains { $0.rule.unique || $0.rule.primaryKey } || !seen.foreignKeys.isEmpty || collector != nil
                    || integrity?.countsRows == true
                    || output.limits.stopsEarly || checklist != nil)
            if threads > 1 {
                try runInChunks(input, name: name, threads: threads, source, colors, &state, &stdout)
            } else {
                var stream = CSVStream(descriptor: descriptor, delimiter: delimiter, name: name)
                stream.prefix = input.prefix
                stream.headerFirst = header == nil
                let ending = try stream.forEach { (record, buffer, row, settle) throws(SystemError) -> Bool in
                    let keepGoing: Bool
                    if settle {
                        writeBatch(&state, &stdout.buffer)
                        keepGoing = true
                    } else if let lineBreaks = record.oversized {
                        keepGoing = try oversizedRecord(row, lineBreaks: lineBreaks, &state, source, &stdout)
                    } else {
                        keepGoing = try self.record(record, buffer, row, &state, source, colors, &stdout)
                    }
                    try stdout.flushIfFull()
                    return keepGoing
                }
                if case .unterminatedQuote(let row, let unclosed) = ending {
                    state.unclosed = (row, row + state.extraLines, unclosed)
                }
            }
            let prefix = source.messagePrefix
            if state.misread {
                try report(
                    TableProblem(row: nil, reason: "a chunk of the table was cut inside a record (a bug): run with --threads 1", rowsNotChecked: 0),
                    &state.report, &state.structural, source, &stdout)
            } else if let (row, line, unclosed) = state.unclosed {
                try report(unclosed.problem(row: row, line: line, keyIndex: current.keyIndex), &state.report, &state.structural, source, &stdout)
            } else if state.table == nil && !state.structural && collector == nil {
                try stdout.message("fieldcheck: error: \(prefix)the table is empty: it has no header row\n")
                state.structural = true
                state.halted = true
            }
            if !state.halted && state.table != nil {
                endChecklist(rows: max(0, state.records - (header == nil ? 1 : 0)), &state, source, &stdout)
            }
            if !state.halted {
                try reportIntegrity(rows: max(0, state.records - (header == nil ? 1 : 0)), &state.report, &state.structural, source, &stdout)
            }
            try finish(state.report, &stdout)
            try stdout.flush()
        } catch {
            return .failed(error)
        }
        return .finished(
            anyNotPassed: state.anyNotPassed, structural: state.structural, changed: state.changed, enforced: state.report.enforced,
            halted: state.halted)
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
        /// The table could not be checked (its header), said on stderr (`Outcome.finished`).
        var halted = false
        /// format: some cell changed.
        var changed = false
        /// -q: a cell did not pass, and reading stopped.
        var stopped = false
        var headerTerminator: [UInt8] = [0x0A]
        /// Line breaks inside quoted cells so far: a row's line is its number plus these.
        var extraLines = 0
        /// Lines before the table's first record (an Excel `sep=` line): 0 or 1.
        var lineOffset = 0
        /// The row whose quoted cell the input ended in, the line it starts on, and what is
        /// known of it.
        var unclosed: (row: Int, line: Int, record: UnclosedRecord)?
        /// The header's names.
        var names: [[UInt8]] = []
        /// A chunk that did not end with a whole record (which its cut rules out).
        var misread = false
        /// Rows held for the default report, checked a column at a time (`TableBatch`).
        var batch: TableBatch?
        /// Records read, the header's among them (on one thread: a package's `rows`).
        var records = 0
    }

    /// One record of a table, as one reader sees them in order: the header first (unless
    /// given apart), then rows. False ends the table (-q, or a header that cannot be used).
    @inline(__always)
    func record(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ state: inout TableState, _ source: Source,
        _ colors: StatusColors?, _ stdout: inout OutputStream
    ) throws(SystemError) -> Bool {
        let line = row + state.extraLines
        state.records &+= 1
        // Only cell reports carry lines: counts and filters need not look for them.
        if reportsCells { state.extraLines += Self.extraLines(record, buffer) }
        // (Before the columns are bound: a call that may change the state while they are
        // would cost a retain of their arrays at every row.)
        if state.batch != nil && batched(record, buffer, row, &state, &stdout.buffer) { return true }
        guard let table = state.table else { return header(record, buffer, &state, source, colors, &stdout) }
        if let collector {
            if !record.isBlank && record.fieldCount == table.width { collector.add(table) { record.value($0.index, in: buffer) } }
            return true
        }
        if record.isBlank {
            if formatting { stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[record.raw])) }
            return true
        }
        if record.fieldCount != table.width {
            let key = current.keyIndex.flatMap { $0 < record.fieldCount ? record.value($0, in: buffer) : nil }
            let problem = TableProblem(
                row: row, line: line, key: key, record: Array(buffer[record.raw.lowerBound..<record.terminatorStart]),
                reason: "\(record.fieldCount) \(record.fieldCount == 1 ? "cell" : "cells") where the header has \(table.width)")
            try report(problem, &state.report, &state.structural, source, &stdout)
            if formatting { stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[record.raw])) }
            return true
        }
        let keepGoing = formatting
            ? try formatRow(record, buffer, row, table, &stdout, &state.anyNotPassed, &state.changed, source.messagePrefix)
            : try checkRow(record, buffer, row, line, table, &state.report, &stdout, &state.anyNotPassed, state.headerTerminator)
        if checklist != nil { checkRules(record, buffer, row, line, table, &state, source, &stdout) }
        if !keepGoing || passedLimit(state.report) {
            state.stopped = true
            return false
        }
        return true
    }

    /// A record past the record bound, read past and not kept: a table error (the row is
    /// not checked; the rows after it are). A header past it ends the table. False ends it.
    @inline(never)
    func oversizedRecord(
        _ row: Int, lineBreaks: Int, _ state: inout TableState, _ source: Source, _ stdout: inout OutputStream, what: String = "a row"
    ) throws(SystemError) -> Bool {
        let line = row + state.extraLines
        state.extraLines += max(0, lineBreaks - 1)
        writeBatch(&state, &stdout.buffer)
        guard state.table != nil else {
            try stdout.message("fieldcheck: error: \(source.messagePrefix)\(RecordBound.headerProblem)\n")
            state.structural = true
            state.halted = true
            return false
        }
        try report(TableProblem(row: row, line: line, reason: RecordBound.reason(what)), &state.report, &state.structural, source, &stdout)
        return true
    }

    /// A problem of the table (`TableProblem`): counted, a record of the report when it has
    /// them, said on standard error otherwise (and when formatting, whose output is the
    /// table); the run then exits 2.
    @inline(never)
    func report(
        _ problem: TableProblem, _ report: inout TableReport, _ structural: inout Bool, _ source: Source,
        _ stdout: inout OutputStream, rowWord: String = "row"
    ) throws(SystemError) {
        structural = true
        if collector != nil { return }  // (said when the resource itself is checked)
        if !formatting { report.add(problem: problem, to: &stdout.buffer) }
        if formatting || !report.writesProblems {
            let place = problem.row.map { "\(rowWord) \($0): " } ?? ""
            try stdout.message("fieldcheck: error: \(source.messagePrefix)\(place)\(problem.reason)\n")
        }
    }

    /// A Data Package resource's `bytes`, `hash`, `rows` and `stats` held to what was read:
    /// a record for each disagreement, after the rows, as frictionless reports them.
    func reportIntegrity(
        rows: Int, _ report: inout TableReport, _ structural: inout Bool, _ source: Source, _ stdout: inout OutputStream
    ) throws(SystemError) {
        guard let integrity, collector == nil else { return }
        for reason in integrity.problems(fields: columns.count, rows: rows) {
            try self.report(TableProblem(row: nil, reason: reason, rowsNotChecked: 0), &report, &structural, source, &stdout)
        }
    }

    /// Whether more cells have not passed, in this file and the ones before, than
    /// `--max-failures` (or `--fail-fast`) allows: reading then stops.
    @inline(__always)
    func passedLimit(_ report: TableReport) -> Bool {
        guard let allowed = output.limits.allowed, !formatting else { return false }
        return report.enforced.notPassed + current.failuresBefore > allowed
    }

    /// What follows a table's cells: `--count`'s lines, its JUnit test suite, its summary
    /// (on standard error when standard output is one document).
    func finish(_ report: TableReport, _ stdout: inout OutputStream) throws(SystemError) {
        stdout.buffer.append(report.countLines())
        if report.locations == .junit && report.mode == .statuses && report.writesCells { stdout.buffer.append(report.junitSuite()) }
        if report.locations.keepsExamples && report.mode == .statuses && report.writesCells {
            stdout.buffer.append(ReportDocument.section(report))
        }
        if report.summarizes {
            let text = report.summary(bars: Terminal.isTerminal(output.writesDocument ? 2 : 1))
            if output.writesDocument { try stdout.message(text, lines: true) } else { stdout.buffer.append(text) }
        }
    }

    /// A batch for the default report's rows, when the output is that and no cell's check
    /// depends on other rows (`--unique`, a primary key) or carries a key (`--key`).
    func makeBatch(_ table: TableColumns?, _ report: TableReport) -> TableBatch? {
        // (--summary alone: the batch's lines are written and dropped, its reasons counted.)
        let summaryAlone = report.summarizes && !report.writesCells && report.mode == .statuses && report.locations == .tsv
            && !report.warnColumns.contains(true)
        guard let table, !table.cells.isEmpty, !formatting, collector == nil, reportsCells, !reportsPassedCells,
            report.writesStatusLines || summaryAlone,
            !output.limits.stopsEarly,
            !table.hasPrimaryKey, seen.foreignKeys.isEmpty, checklist == nil, !table.cells.contains(where: { $0.unique }), current.keyIndex == nil
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
        let mark = out.count
        let anyNotPassed = batch.write(table, &state.report, to: &out) { value, rule, position, row, reasons in
            batchedCell(value, rule, position, row, table, &reasons)
        }
        if !state.report.writesCells { out.truncate(to: mark) }
        if anyNotPassed { state.anyNotPassed = true }
    }

    /// A batched cell's status, its reason (when it does not pass) written into `reasons`
    /// as the rule gives it (a batch takes no rows whose cells depend on other rows).
    @inline(__always)
    func batchedCell(
        _ value: UnsafeBufferPointer<UInt8>, _ rule: Rule, _ position: Int, _ row: Int, _ table: TableColumns,
        _ reasons: inout ByteBuffer
    ) -> Status {
        Self.judge(value, rule, into: &reasons)
    }

    /// The header: names matched to the declared columns. (A UTF-8 byte order mark before
    /// it is not part of the record its reader parsed; it is written back with it.)
    @inline(never)
    func header(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ state: inout TableState, _ source: Source,
        _ colors: StatusColors?, _ stdout: inout OutputStream
    ) -> Bool {
        let names = record.values(in: buffer)
        do throws(TableError) {
            (state.table, state.report) = try start(names, source, colors)
            state.batch = makeBatch(state.table, state.report)
            state.names = names
        } catch {
            let hint = headerHint(UnsafeBufferPointer(rebasing: buffer[record.raw.lowerBound..<record.terminatorStart]))
            if collector == nil { writeError("fieldcheck: error: \(source.messagePrefix)\(hint ?? error.message)\n") }
            state.structural = true
            state.halted = true
            return false
        }
        if !current.labelProblems.isEmpty { reportLabels(&state, source, &stdout) }
        if checklist != nil { startChecklist(&state, source, &stdout) }
        state.headerTerminator = Array(buffer[record.terminatorStart..<record.raw.upperBound])
        if state.headerTerminator.isEmpty { state.headerTerminator = [0x0A] }
        if formatting || isOnly(mode) {
            if let separatorLine {
                if !formatting, let lineName = source.lineName { stdout.buffer.append(lineName + ":") }
                stdout.buffer.append(separatorLine)
            }
            if !formatting, let lineName = source.lineName { stdout.buffer.append(lineName + ":") }
            let mark = ByteOrderMark.length(at: buffer)
            stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[(record.raw.lowerBound == mark ? 0 : record.raw.lowerBound)..<record.raw.upperBound]))
            if record.terminatorStart == record.raw.upperBound { stdout.buffer.append(state.headerTerminator) }
        }
        return true
    }

    /// Why a header that does not fit the declared columns may not: it splits on another
    /// delimiter into names that do (the option that reads it), or it is JSON.
    func headerHint(_ line: UnsafeBufferPointer<UInt8>) -> String? {
        let candidates: [(byte: UInt8, option: String)] = [
            (0x2C, "--delimiter ','"), (0x3B, "--delimiter ';'"), (0x09, "--tsv"), (0x7C, "--delimiter '|'"),
        ]
        for (byte, option) in candidates where byte != delimiter {
            guard case .record(let record, _) = CSVParser.parse(line, from: 0, delimiter: byte, atEnd: true), record.fieldCount > 1
            else { continue }
            var names = record.values(in: line)
            if let first = names.first, first.starts(with: [0xEF, 0xBB, 0xBF]) { names[0].removeFirst(3) }
            if (try? TableColumns(header: names, declarations: columns)) != nil {
                func named(_ byte: UInt8) -> String { byte == 0x09 ? "tabs" : "'\(Character(Unicode.Scalar(byte)))'" }
                return "the declared columns are not in the header split on \(named(delimiter)), but are when it is split on \(named(byte)): give \(option)"
            }
        }
        switch FirstBytes.firstSignificant(Array(line)) {
        case 0x7B?: return "the table looks like JSON Lines (its first line is an object): give --format jsonl, or name the file *.jsonl"
        case 0x5B?: return "the table looks like a JSON array: give --format json, or name the file *.json"
        default: return nil
        }
    }

    /// The declared columns found in a header, and the report of a table with it; with
    /// `keyInHeader`, the `--key` column's place too (JSON Lines name it in each line).
    func start(
        _ header: [[UInt8]], _ source: Source, _ colors: StatusColors?, keyInHeader: Bool = true
    ) throws(TableError) -> (TableColumns, TableReport) {
        let matched: TableColumns
        if let fieldsMatch, keyInHeader {
            // A schema's fields, as frictionless matches them (by position, unless fieldsMatch says by name).
            let labels = header.map { String(decoding: $0, as: UTF8.self) }
            let (places, problems) = try fieldsMatch.match(
                labels: labels, fields: columns.map(\.column), required: columns.map { !$0.rule.optional || $0.rule.primaryKey })
            matched = TableColumns(width: header.count, bound: zip(columns, places).map { ($0, $1) })
            current.labelProblems = problems
        } else {
            matched = try TableColumns(header: header, declarations: columns)
        }
        if keyInHeader { current.keyIndex = try Self.keyIndex(output.key, header: header) }
        var report = TableReport(
            mode: mode, colors: colors, columnNames: matched.columns.map(\.name), fileName: source.lineName,
            jsonFileName: source.reportName, locations: output.locations, columnNumbers: matched.columns.map { $0.index + 1 })
        report.jsonResourceName = source.resourceName
        if output.locations.keepsExamples, matched.columns.map(\.name) == columns.map(\.column) {
            report.rules = columns.map { (ReportDocument.ruleTexts[$0.place] ?? "", $0.place) }
        }
        report.delimiter = delimiter
        report.writesCells = output.writesCells
        report.warnColumns = matched.columns.map(\.rule.warn)
        if output.summary {
            report.summarizes = true
            report.reasons = Array(repeating: ReasonCounter(), count: matched.columns.count)
        }
        if output.locations != .tsv && !output.json { report.onlyStatuses = output.only }
        return (matched, report)
    }

    /// The header's differences from the schema's fields (`fieldsMatch`), each a problem of
    /// the table at row 1 (the run then exits 2, as frictionless reports them as errors).
    @inline(never)
    func reportLabels(_ state: inout TableState, _ source: Source, _ stdout: inout OutputStream) {
        for label in current.labelProblems {
            var problem = TableProblem(
                row: 1, line: 1 + state.lineOffset, record: label.label.isEmpty ? nil : Array(label.label.utf8), reason: label.reason,
                rowsNotChecked: 0)
            problem.column = label.field
            try? report(problem, &state.report, &state.structural, source, &stdout)
        }
        current.labelProblems = []
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
}
