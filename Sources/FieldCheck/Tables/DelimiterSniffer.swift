/// Which delimiter a CSV-like table uses, from its first bytes, as Python's `csv.Sniffer`
/// and frictionless guess it: of `,` `;` tab and `|`, the one that splits the first records
/// (quotes respected) into the same number of cells, more than one, and the most cells;
/// `,` on a tie. Nil when none does (one column, or ragged under every one).
package enum DelimiterSniffer {
    package static let candidates: [UInt8] = [0x2C, 0x3B, 0x09, 0x7C]

    /// `bytes`: the table's beginning (a byte order mark may lead); `complete`: they are the
    /// whole table (else the last record, perhaps cut, is not counted).
    package static func delimiter(_ bytes: UnsafeBufferPointer<UInt8>, complete: Bool) -> UInt8? {
        var best: (delimiter: UInt8, cells: Int)?
        for delimiter in candidates {
            guard let cells = consistentCells(bytes, delimiter: delimiter, complete: complete), cells > 1 else { continue }
            if cells > (best?.cells ?? 1) { best = (delimiter, cells) }
        }
        return best?.delimiter
    }

    /// The number of cells every one of the first 20 records has, when they agree.
    static func consistentCells(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8, complete: Bool) -> Int? {
        var position = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var record = CSVRecord()
        var cells: Int?
        var records = 0
        while position < bytes.count && records < 20 {
            guard case .record(let next) = CSVParser.parse(bytes, from: position, delimiter: delimiter, atEnd: complete, into: &record) else { break }
            position = next
            if record.isBlank { continue }
            records += 1
            if let cells, cells != record.fieldCount { return nil }
            cells = record.fieldCount
        }
        return cells
    }
}
