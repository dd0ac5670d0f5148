#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FieldCheck

/// `--format json` (a `.json` table): one JSON array whose elements are the rows, each an
/// object read as a JSON Lines line is (`runJSONLines`). Rows are numbered from 1 in the
/// array's order; locations give the line each element starts on. An element that is not
/// an object is a table error naming its row; bytes that are not an array of values stop
/// the table with one error naming the line and column. format writes every byte between
/// the elements as it came, and each element as `format --jsonl` writes a line. Read in
/// bounded memory: the buffer grows only to hold the largest element.
extension TableCommand {
    func runJSONArray(_ input: Input, name: String, _ source: Source, _ stdout: inout OutputStream) -> Outcome {
        guard let (table, emptyReport) = jsonStart(source) else { return .finished(anyNotPassed: false, structural: true, changed: false, halted: true) }
        var report = emptyReport
        var anyNotPassed = false, structural = false, changed = false
        var keys = JSONKeys(pairing: fieldsMatch != nil)
        var capacity = RecordBound.initial(256 * 1024)
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var prefix = input.prefix
        var start = 0, end = 0, written = 0, atEnd = false
        // The line `counted` is on (from 1): line breaks are counted up to where rows start.
        var line = 1, counted = 0, row = 0
        var scanner = JSONArrayScanner()
        func countLines(to position: Int) {
            if position > counted {
                line += RecordBoundary.lineBreaks(in: UnsafeBufferPointer(start: buffer + counted, count: position - counted))
                counted = position
            }
        }
        do throws(SystemError) {
            reading: while true {
                let view = UnsafeBufferPointer(start: UnsafePointer(buffer), count: end)
                switch scanner.next(view, from: start, atEnd: atEnd) {
                case .element(let range):
                    countLines(to: range.lowerBound)
                    row += 1
                    if formatting {
                        stdout.buffer.append(UnsafeBufferPointer(rebasing: view[written..<range.lowerBound]))
                        written = range.upperBound
                    }
                    let element = UnsafeBufferPointer(rebasing: view[range])
                    let keepGoing = try jsonElement(
                        element, row: row, line: line, table, &keys, &report, &stdout, &anyNotPassed, &structural, &changed, source)
                    start = range.upperBound
                    try stdout.flushIfFull()
                    if !keepGoing { break reading }
                case .end(let next):
                    if formatting { stdout.buffer.append(UnsafeBufferPointer(rebasing: view[written..<next])) }
                    break reading
                case .problem(let at, let message):
                    countLines(to: at)
                    var column = 1
                    var back = at
                    while back > 0 && view[back - 1] != 0x0A && view[back - 1] != 0x0D {
                        back -= 1
                        column += 1
                    }
                    try self.report(
                        TableProblem(row: nil, reason: "not a JSON array of objects: line \(line), column \(column): \(message)", rowsNotChecked: 0),
                        &report, &structural, source, &stdout)
                    if formatting {
                        // The rest as it came: format loses no byte, even of a table it cannot read.
                        stdout.buffer.append(UnsafeBufferPointer(rebasing: view[written..<end]))
                        written = end
                        while !atEnd {
                            try stdout.flushIfFull()
                            let count = try readMore(input.descriptor, &prefix, buffer, capacity, name)
                            if count == 0 { break }
                            stdout.buffer.append(UnsafeBufferPointer(start: buffer, count: count))
                        }
                    }
                    break reading
                case .needMore(let from):
                    start = from
                    // Keep what is still needed at the front (format: what it has not written).
                    let keep = formatting ? min(written, start) : start
                    countLines(to: keep)
                    if keep > 0 {
                        memmove(buffer, buffer + keep, end - keep)
                        end -= keep
                        start -= keep
                        written -= min(written, keep)
                        counted -= keep
                    }
                    // What is kept still fills the buffer: one element, grown up to the bound.
                    if end == capacity && !atEnd && !growBounded(&buffer, capacity: &capacity, keeping: end) {
                        // An element past the record bound: its end cannot be found without
                        // holding it, and the rest of the array with it.
                        try self.report(
                            TableProblem(row: row + 1, reason: RecordBound.reason("an element") + "; the rest of the array is not read", rowsNotChecked: 0),
                            &report, &structural, source, &stdout)
                        if formatting {
                            // The rest as it came: format loses no byte of a table it cannot read.
                            stdout.buffer.append(UnsafeBufferPointer(start: buffer + written, count: end - written))
                            while true {
                                try stdout.flushIfFull()
                                let count = try readMore(input.descriptor, &prefix, buffer, capacity, name)
                                if count == 0 { break }
                                stdout.buffer.append(UnsafeBufferPointer(start: buffer, count: count))
                            }
                        }
                        break reading
                    }
                    // Filled up before the next look: a large element is not scanned again
                    // for every read.
                    while !atEnd && end < capacity {
                        let count = try readMore(input.descriptor, &prefix, buffer + end, capacity - end, name)
                        if count == 0 { atEnd = true } else { end += count }
                    }
                }
            }
            try reportIntegrity(rows: 0, &report, &structural, source, &stdout)
            try finish(report, &stdout)
            try stdout.flush()
        } catch {
            return .failed(error)
        }
        return .finished(anyNotPassed: anyNotPassed, structural: structural, changed: changed, enforced: report.enforced)
    }

    /// One element: a row checked, or written back with its canonical values.
    private func jsonElement(
        _ element: UnsafeBufferPointer<UInt8>, row: Int, line: Int, _ table: TableColumns, _ keys: inout JSONKeys,
        _ report: inout TableReport,
        _ stdout: inout OutputStream, _ anyNotPassed: inout Bool, _ structural: inout Bool, _ changed: inout Bool, _ source: Source
    ) throws(SystemError) -> Bool {
        let members: [JSONMember]
        do throws(JSONLine.Problem) {
            members = try JSONLine.members(element)
        } catch {
            let reason: String
            switch error {
            case .notJSON(let problem): reason = "not JSON: \(problem.message)"
            case .notAnObject(let kind): reason = "\(kind), not a JSON object"
            }
            try self.report(TableProblem(row: row, line: line, record: Array(element), reason: reason), &report, &structural, source, &stdout)
            if formatting { stdout.buffer.append(element) }
            return true
        }
        if !keys.settled { try pairKeys(&keys, members, row: row, line: line, &report, &structural, source, &stdout) }
        let keys = keys
        if let collector {
            collector.add(table) { column in Self.cell(keys.member(members, column.name)).value }
            return true
        }
        if formatting {
            return try formatJSONLine(
                element, false, members, row, table, keys, &stdout, &anyNotPassed, &changed, source.messagePrefix, rowWord: "row")
        }
        return checkJSONLine(element, members, row, table, keys, &report, &stdout, &anyNotPassed, source.lineName, line: line)
    }

    /// read(2) into `target`, the looked-at prefix first; 0 at the end.
    private func readMore(
        _ descriptor: Int32, _ prefix: inout [UInt8], _ target: UnsafeMutablePointer<UInt8>, _ count: Int, _ name: String
    ) throws(SystemError) -> Int {
        while true {
            let got = readTakingPrefix(descriptor, &prefix, target, count)
            if got >= 0 { return got }
            if errno != EINTR { throw SystemError(file: name, code: errno) }
        }
    }
}
