import FieldCheck

/// A worker thread's own columns (rules keep match state) and record storage.
final class TableWorker: @unchecked Sendable {
    let table: TableColumns
    var record = CSVRecord()
    init(_ table: TableColumns) { self.table = table }
}

extension TableCommand {
    /// One table checked or formatted on `threads` threads: the header read here, then
    /// chunks of rows, each on a thread with columns of its own, written in order. `state`
    /// ends as one reader would leave it.
    func runInChunks(
        _ input: Input, name: String, threads: Int, _ source: Source, _ colors: StatusColors?,
        _ state: inout TableState, _ stdout: inout OutputStream
    ) throws(SystemError) {
        let pipeline = ChunkPipeline<TableState>(
            input: input, name: name, records: .csv(delimiter: delimiter), threads: threads, chunkSize: chunkSize)
        var whole = state
        var workers: [TableWorker] = []
        var template = TableState()
        try pipeline.run(
            first: { chunk throws(SystemError) -> Bool in
                if whole.table == nil {
                    // The header, as one reader reads it.
                    let held = chunk.held
                    guard !held.isEmpty else { return false }  // empty: no header
                    var record = CSVRecord()
                    // (A chunk ends after a whole record: a CR last ends one, see `check`.)
                    switch CSVParser.parse(held, from: 0, delimiter: delimiter, atEnd: true, into: &record) {
                    case .record(let next):
                        guard try self.record(record, held, 1, &whole, source, colors, &stdout) else { return false }
                        chunk.start = next
                        chunk.recordsBefore = 1
                        chunk.lineBreaksBefore = 1 + whole.extraLines
                    case .unterminatedQuote:
                        // Only the input's end may leave a quoted cell open; elsewhere the cut was wrong.
                        if chunk.isLast { whole.unclosed = (1, 1, UnclosedRecord(record, in: held)) } else { whole.misread = true }
                        return false
                    case .needMore:
                        whole.misread = true
                        return false
                    }
                }
                guard let table = whole.table else { return false }
                workers = [TableWorker(table)]
                for _ in 1..<threads {
                    guard let more = makeColumns(), let columns = try? TableColumns(header: whole.names, declarations: more) else { break }
                    workers.append(TableWorker(columns))
                }
                template = whole
                template.report = whole.report.emptied
                return true
            },
            check: { worker, chunk in
                self.check(chunk, workers[worker], template, source, colors, &chunk.output)
            },
            write: { chunk throws(SystemError) -> Bool in
                guard let part = chunk.summary else { return false }
                whole.report.merge(part.report)
                whole.anyNotPassed = whole.anyNotPassed || part.anyNotPassed
                whole.structural = whole.structural || part.structural
                whole.changed = whole.changed || part.changed
                if let unclosed = part.unclosed { whole.unclosed = unclosed }
                try stdout.append(captured: &chunk.output)
                if part.misread {
                    whole.misread = true  // (said by the caller, after the chunks before it)
                    return false
                }
                return !part.stopped
            })
        state = whole
    }

    /// One chunk's rows, on a worker thread, into the chunk's own output.
    private func check(
        _ chunk: Chunk<TableState>, _ worker: TableWorker, _ template: TableState, _ source: Source, _ colors: StatusColors?,
        _ out: inout OutputStream
    ) {
        var state = template
        state.anyNotPassed = false
        state.structural = false
        state.changed = false
        state.extraLines = chunk.lineBreaksBefore - chunk.recordsBefore
        state.table = worker.table
        // (A batch of this chunk's own: the template's is the first reader's.)
        if state.batch != nil { state.batch = TableBatch(width: worker.table.cells.count) }
        let buffer = chunk.held
        var position = chunk.start
        var row = chunk.recordsBefore
        var parsed = worker.record  // its storage, reused from chunk to chunk
        defer { worker.record = parsed }
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
                let keepGoing = (try? record(parsed, buffer, row, &state, source, colors, &out)) ?? false
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
