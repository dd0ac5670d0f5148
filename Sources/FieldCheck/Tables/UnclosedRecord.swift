/// The last record of a CSV input whose quoted cell is still open at the end: what a
/// report can say of it without holding the rest of the input (which is all that cell).
package struct UnclosedRecord: Sendable {
    /// The cells before the open one, whole.
    package var cells: [[UInt8]]
    /// The record's first physical line (where it starts, to find it by).
    package var firstLine: [UInt8]
    /// The physical lines it spans, to the end of the input.
    package var lines: Int

    package init(_ record: CSVRecord, in buffer: UnsafeBufferPointer<UInt8>) {
        cells = (0..<max(record.fieldCount - 1, 0)).map { record.value($0, in: buffer) }
        let raw = UnsafeBufferPointer(rebasing: buffer[record.raw])
        let end = raw.firstIndex { $0 == 0x0A || $0 == 0x0D } ?? raw.endIndex
        firstLine = Array(raw[..<end])
        let endsWithBreak = raw.last == 0x0A || raw.last == 0x0D
        lines = RecordBoundary.lineBreaks(in: raw) + (endsWithBreak || raw.isEmpty ? 0 : 1)
    }

    /// The problem it is, at `row` (starting on `line`), named by the `--key` cell when it
    /// comes before the open one.
    package func problem(row: Int, line: Int?, keyIndex: Int?) -> TableProblem {
        let spans = lines > 1 ? " (the row runs on to the end: \(lines) lines, not checked)" : ""
        return TableProblem(
            row: row, line: line, key: keyIndex.flatMap { $0 < cells.count ? cells[$0] : nil }, record: firstLine,
            reason: "a quoted cell is not closed before the end of the input" + spans)
    }
}
