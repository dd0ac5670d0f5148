import FieldCheck

extension TableCommand {
    /// One table checked or formatted on `threads` threads: the header read here, then
    /// chunks of rows, each on a thread with columns of its own, written in order. `state`
    /// ends as one reader would leave it.
    func runInChunks(
        _ input: Input, name: String, threads: Int, _ source: Source, _ colors: StatusColors?,
        _ state: inout TableCommand.TableState, _ stdout: inout OutputStream
    ) throws(SystemError) {
        let pipeline = ChunkPipeline<TableCommand.TableState>(
            input: input, name: name, records: .csv(delimiter: delimiter), threads: threads, chunkSize: chunkSize)
        pipeline.headerFirst = header == nil
        var job = TableChunkJob(command: self, whole: state, source: source, colors: colors)
        try ChunkDriver.run(&job, pipeline, into: &stdout)
        state = job.whole
    }
}

/// A table's rows in chunks (`ChunkDriver`): the header read from the first chunk as one
/// reader reads it, each chunk's state merged into the whole's.
struct TableChunkJob: ChunkJob {
    let command: TableCommand
    var whole: TableCommand.TableState
    let source: TableCommand.Source
    let colors: StatusColors?

    mutating func begin(_ chunk: Chunk<TableCommand.TableState>, _ stdout: inout OutputStream) throws(SystemError) -> Bool {
        guard whole.table == nil else { return true }
        if let lineBreaks = chunk.oversized {
            // (The header past the record bound: said, and the table is not read.)
            return try command.oversizedRecord(1, lineBreaks: lineBreaks, &whole, source, &stdout)
        }
        // The header, as one reader reads it.
        let held = chunk.held
        guard !held.isEmpty else { return false }  // empty: no header
        var record = CSVRecord()
        // (A chunk ends after a whole record: a CR last ends one, see `check`. A byte order
        // mark is no part of the first cell, which may be quoted after it.)
        switch CSVParser.parse(held, from: ByteOrderMark.length(at: held), delimiter: command.delimiter, atEnd: true, into: &record) {
        case .record(let next):
            if next > RecordBound.bytes {
                // (As one reader: a header past the bound is not read.)
                return try command.oversizedRecord(1, lineBreaks: 1 + TableCommand.extraLines(record, held), &whole, source, &stdout)
            }
            guard try command.record(record, held, 1, &whole, source, colors, &stdout) else { return false }
            chunk.start = next
            chunk.recordsBefore = 1
            chunk.lineBreaksBefore = 1 + whole.extraLines - whole.lineOffset
            return whole.table != nil
        case .unterminatedQuote:
            // Only the input's end may leave a quoted cell open; elsewhere the cut was wrong.
            if chunk.isLast { whole.unclosed = (1, 1, UnclosedRecord(record, in: held)) } else { whole.misread = true }
            return false
        case .needMore:
            whole.misread = true
            return false
        }
    }

    func workers(_ threads: Int) -> [TableWorker] {
        guard let table = whole.table else { return [] }
        var template = whole
        template.report = whole.report.emptied
        var workers = [TableWorker(command, table, template, source, colors)]
        for _ in 1..<max(threads, 1) {
            guard let more = command.makeColumns(), let columns = try? TableColumns(header: whole.names, declarations: more) else { break }
            workers.append(TableWorker(command, columns, template, source, colors))
        }
        return workers
    }

    mutating func merge(_ part: TableCommand.TableState?) -> Bool {
        guard let part else { return false }
        whole.report.merge(part.report)
        whole.anyNotPassed = whole.anyNotPassed || part.anyNotPassed
        whole.structural = whole.structural || part.structural
        whole.halted = whole.halted || part.halted
        whole.changed = whole.changed || part.changed
        if let unclosed = part.unclosed { whole.unclosed = unclosed }
        if part.misread {
            whole.misread = true  // (said by the caller, after the chunks before it)
            return false
        }
        return !part.stopped
    }
}

/// A checking thread's own columns (rules keep match state) and record storage.
final class TableWorker: ChunkWorker, @unchecked Sendable {
    let command: TableCommand
    let table: TableColumns
    /// The state each chunk starts from: the header's, with an empty report.
    let template: TableCommand.TableState
    let source: TableCommand.Source
    let colors: StatusColors?
    var record = CSVRecord()

    init(_ command: TableCommand, _ table: TableColumns, _ template: TableCommand.TableState, _ source: TableCommand.Source, _ colors: StatusColors?) {
        self.command = command
        self.table = table
        self.template = template
        self.source = source
        self.colors = colors
    }

    func work(on chunk: Chunk<TableCommand.TableState>) {
        command.check(chunk, self, template, source, colors, &chunk.output)
    }
}

extension TableCommand {
    /// One chunk's rows, on a worker thread, into the chunk's own output.
    func check(
        _ chunk: Chunk<TableCommand.TableState>, _ worker: TableWorker, _ template: TableCommand.TableState, _ source: Source, _ colors: StatusColors?,
        _ out: inout OutputStream
    ) {
        var state = template
        state.anyNotPassed = false
        state.structural = false
        state.changed = false
        state.extraLines = chunk.lineBreaksBefore - chunk.recordsBefore + template.lineOffset
        state.table = worker.table
        // (A batch of this chunk's own: the template's is the first reader's.)
        if state.batch != nil { state.batch = TableBatch(width: worker.table.cells.count) }
        if let lineBreaks = chunk.oversized {
            // A captured output is not written here: nothing throws.
            _ = try? oversizedRecord(chunk.recordsBefore + 1, lineBreaks: lineBreaks, &state, source, &out)
            chunk.summary = state
            return
        }
        let buffer = chunk.held
        var position = chunk.start
        var row = chunk.recordsBefore
        var parsed = worker.record  // its storage, reused from chunk to chunk
        defer { worker.record = parsed }
        let bound = RecordBound.bytes
        // A chunk holds whole records (`RecordBoundary.csv` cuts after a CR only where the
        // next byte, which it saw, is no LF), so it is parsed as an input that ends there: a
        // CR last ends the record. Only the input's last chunk may end in an open quote or a
        // record without a line break; anywhere else either means the cut was wrong, and the
        // run says so and fails (a rewrite is then not committed).
        while position < buffer.count {
            switch CSVParser.parse(buffer, from: position, delimiter: delimiter, atEnd: true, into: &parsed) {
            case .record(let next):
                if !chunk.isLast && next == buffer.count && parsed.terminatorStart == parsed.raw.upperBound {
                    state.misread = true
                    position = buffer.count
                    break
                }
                row += 1
                // A captured output is not written here: nothing throws.
                let keepGoing: Bool
                if next - position > bound {
                    // (Past the bound, as one reader reports it: a chunk may hold such a record.)
                    let lineBreaks = 1 + Self.extraLines(parsed, buffer)
                    keepGoing = (try? oversizedRecord(row, lineBreaks: lineBreaks, &state, source, &out)) ?? false
                } else {
                    keepGoing = (try? record(parsed, buffer, row, &state, source, colors, &out)) ?? false
                }
                position = keepGoing ? next : buffer.count
            case .unterminatedQuote:
                if chunk.isLast {
                    state.unclosed = (row + 1, row + 1 + state.extraLines, UnclosedRecord(parsed, in: buffer))
                } else {
                    state.misread = true
                }
                position = buffer.count
            case .needMore:
                state.misread = true
                position = buffer.count
            }
        }
        writeBatch(&state, &out.buffer)
        chunk.summary = state
    }
}
