import FieldCheck
import FieldCheckReference

/// The default report of a table (a status line for each declared cell that does not
/// pass), for many rows at once: their cells are checked a column at a time, each line's
/// reason written apart, then the lines are written in row order. Row after row, every
/// row ran the status and reason code of each of its columns' types, more code than the
/// instruction cache holds (cachegrind found 3.7 times the misses of `--count` on a table
/// of five types); column after column, each type's code stays in it while it runs.
///
/// It holds where each value is in the buffer the rows were read into, so it is finished
/// (`write`) before that buffer moves or ends, and before anything else is written.
/// Only for rows whose cells are judged alone: no `--unique`, primary key or `--key`.
final class TableBatch {
    /// Rows held at most.
    let capacity: Int
    /// Declared columns a row.
    let width: Int
    // (The batch is one thread's: its properties need no run-time exclusivity checks,
    // which cost more than the rest of holding a row.)
    /// Rows held.
    @exclusivity(unchecked) private(set) var count = 0
    /// The buffer the rows' values are in (when in no scratch).
    @exclusivity(unchecked) private var buffer = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private let rowNumbers: UnsafeMutablePointer<Int>
    /// For each row and column (row * width + column): where the value starts in the
    /// buffer, or its start in `scratch` bit-inverted (negative) when it is not a slice of
    /// the buffer (quotes undoubled); and its length.
    private let starts: UnsafeMutablePointer<Int>
    private let lengths: UnsafeMutablePointer<Int>
    /// Each cell's status, and where its reason ends in the batch's reasons, while it is written.
    private let statuses: UnsafeMutablePointer<Status>
    private let reasonEnds: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private var scratch: [UInt8] = []

    init(width: Int) {
        self.width = max(width, 1)
        // A few thousand cells: the values of a batch stay in the data cache.
        capacity = max(16, 2048 / self.width)
        let cells = capacity * self.width
        rowNumbers = .allocate(capacity: capacity)
        starts = .allocate(capacity: cells)
        lengths = .allocate(capacity: cells)
        statuses = .allocate(capacity: cells)
        reasonEnds = .allocate(capacity: cells)
    }

    deinit {
        rowNumbers.deallocate()
        starts.deallocate()
        lengths.deallocate()
        statuses.deallocate()
        reasonEnds.deallocate()
    }

    var isFull: Bool { count == capacity }

    /// Holds a row's declared cells (the buffer is the one every row held was read into).
    @inline(__always)
    func add(_ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, row: Int, _ table: TableColumns) {
        if count == 0 { self.buffer = buffer }
        rowNumbers[count] = row
        let base = count &* width
        let start = buffer.baseAddress, end = buffer.baseAddress.map { $0 + buffer.count }
        for position in 0..<width {
            record.withValue(table.cells[position].index, in: buffer) { value in
                if let address = value.baseAddress, let start, let end, address >= start, address <= end {
                    starts[base &+ position] = address - start
                } else {
                    starts[base &+ position] = ~scratch.count
                    scratch.append(contentsOf: value)
                }
                lengths[base &+ position] = value.count
            }
        }
        count += 1
    }

    @inline(__always)
    private func withValue<Result>(_ cell: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let start = starts[cell], length = lengths[cell]
        if start >= 0 { return body(UnsafeBufferPointer(rebasing: buffer[start..<start + length])) }
        return scratch.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[(~start)..<(~start + length)])) }
    }

    /// Checks the rows held, a column at a time, counts their cells in `report` and writes
    /// their status lines to `out`, in row order; then holds none. Whether a cell did not pass.
    func write(
        _ table: TableColumns, _ report: inout TableReport, to out: inout ByteBuffer,
        judge: (_ value: UnsafeBufferPointer<UInt8>, _ rule: Rule, _ position: Int, _ row: Int, _ reasons: inout ByteBuffer) -> Status
    ) -> Bool {
        guard count > 0 else { return false }
        var reasons = ByteBuffer(capacity: 16 * 1024)
        var anyNotPassed = false
        for position in 0..<width {
            let rule = table.cells[position].rule
            var passed = 0, tooShort = 0, failed = 0
            for row in 0..<count {
                let cell = row &* width &+ position
                let status = withValue(cell) { value in
                    rule._withUnsafeGuaranteedRef { judge(value, $0, position, rowNumbers[row], &reasons) }
                }
                statuses[cell] = status
                reasonEnds[cell] = reasons.count
                switch status {
                case .passed: passed += 1
                case .tooShort: tooShort += 1
                case .failed: failed += 1
                }
            }
            if tooShort + failed > 0 && !table.columns[position].rule.warn { anyNotPassed = true }
            report.tally(column: position, passed: passed, tooShort: tooShort, failed: failed)
        }
        // The reasons were written column after column: a cell's begins where the last
        // cell before it in that order (the row before, or the last row of the column
        // before) ended.
        let summarizes = report.summarizes
        reasons.withBytes { reasons in
            for row in 0..<count {
                for position in 0..<width {
                    let cell = row &* width &+ position
                    let status = statuses[cell]
                    guard status != .passed else { continue }
                    let previous = row > 0 ? cell &- width : (position > 0 ? (count &- 1) &* width &+ position &- 1 : -1)
                    let reasonStart = previous >= 0 ? reasonEnds[previous] : 0
                    withValue(cell) { value in
                        report.beginStatusLine(row: rowNumbers[row], key: nil, column: position, value: value, status: status, to: &out)
                    }
                    let reason = UnsafeBufferPointer(rebasing: reasons[reasonStart..<reasonEnds[cell]])
                    out.append(reason)
                    out.append(0x0A)
                    if summarizes { report.countReason(column: position, row: rowNumbers[row], bytes: reason) }
                }
            }
        }
        count = 0
        scratch.removeAll(keepingCapacity: true)
        return anyNotPassed
    }
}
