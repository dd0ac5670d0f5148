import CByteScan
import FieldCheckReference

/// One field of a CSV record: where its raw bytes are, and where its value is.
@usableFromInline package struct CSVField: Equatable, Sendable {
    /// The field's raw bytes in the buffer, quotes included.
    package var raw: Range<Int>
    /// Where the value is: a slice of the buffer (most fields), or with `inScratch` a slice of
    /// the record's scratch bytes (quotes undoubled, or text after a closing quote).
    @usableFromInline var value: Range<Int>
    @usableFromInline var inScratch: Bool
    package var quoted: Bool

    /// What fills a record's room for fields before it is written.
    static let unused = CSVField(raw: 0..<0, value: 0..<0, inScratch: false, quoted: false)
}

/// One record: its fields, and where its raw bytes (terminator included) are. Meant to
/// be reused from record to record, so that parsing a table allocates nothing per row.
@usableFromInline package struct CSVRecord: Equatable, Sendable {
    /// Room for fields, kept from record to record: the first `fieldCount` are this
    /// record's. (Written in place through one pointer a record; an array emptied and
    /// appended to checked its uniqueness at every field.)
    @usableFromInline var slots: [CSVField] = []
    /// How many fields the record has.
    @usableFromInline package internal(set) var fieldCount = 0
    /// From the first byte of the record to the end of its terminator.
    package internal(set) var raw: Range<Int> = 0..<0
    /// Where the line terminator (CR, LF or CR LF) starts; `raw.upperBound` without one.
    package internal(set) var terminatorStart = 0
    /// False when no field holds a line break (a report then need not count the lines the
    /// record takes); true when one may (set for any quoted field the byte-by-byte parse reads).
    package internal(set) var mayHoldLineBreaks = false
    /// A record past the record bound, read past and not kept (its fields are none): its
    /// line breaks, its terminator's included. Nil for every record parsed.
    package var oversized: Int?
    /// The values that are not a slice of the buffer, end to end.
    @usableFromInline var scratch: [UInt8] = []

    package init() {}

    /// The record's fields.
    package var fields: ArraySlice<CSVField> { slots[..<fieldCount] }

    /// A record of no bytes before its terminator (a blank line).
    package var isBlank: Bool { terminatorStart == raw.lowerBound }

    mutating func append(_ field: CSVField) {
        if field.quoted { mayHoldLineBreaks = true }
        if fieldCount < slots.count {
            slots[fieldCount] = field
        } else {
            slots.append(field)
        }
        fieldCount += 1
    }

    @usableFromInline package static func == (a: CSVRecord, b: CSVRecord) -> Bool {
        a.fields == b.fields && a.raw == b.raw && a.terminatorStart == b.terminatorStart && a.scratch == b.scratch
    }

    /// The value of field `index`: without the quotes, doubled quotes made single.
    /// (Inlinable: a caller in another module otherwise calls it as a generic function
    /// through a closure, at every cell.)
    @inlinable @inline(__always)
    package func withValue<Result>(
        _ index: Int, in buffer: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        precondition(index < fieldCount, "field index out of range")
        let field = slots[index]
        if field.inScratch {
            return try scratch.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[field.value])) }
        }
        return try body(UnsafeBufferPointer(rebasing: buffer[field.value]))
    }

    /// The value of field `index`, copied.
    package func value(_ index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        withValue(index, in: buffer) { Array($0) }
    }

    /// Every value, copied.
    package func values(in buffer: UnsafeBufferPointer<UInt8>) -> [[UInt8]] {
        (0..<fieldCount).map { value($0, in: buffer) }
    }
}

/// RFC 4180 CSV, read the way Python's `csv` module reads it (excel dialect): fields
/// separated by one delimiter byte, `"` quotes (a doubled `"` inside is one quote,
/// delimiters and line breaks inside are data), records ended by LF, CR LF or CR. A
/// quote inside an unquoted field is data; text after a closing quote joins the field.
/// It parses from a buffer and says when it needs more bytes, so the caller streams a
/// table of any size through a buffer as large as its largest record.
package enum CSVParser {
    package enum Step: Equatable, Sendable {
        /// A whole record, and where the next one starts.
        case record(CSVRecord, next: Int)
        /// The record goes on past the end of the buffer: read more and try again.
        case needMore
        /// The end of the input, inside a quoted field.
        case unterminatedQuote(CSVRecord)
    }

    /// What `parse(_:from:delimiter:atEnd:into:)` found; the record itself is in its argument.
    package enum Outcome: Equatable, Sendable {
        case record(next: Int)
        case needMore
        case unterminatedQuote
    }

    static let quote = UInt8(ascii: "\""), cr: UInt8 = 0x0D, lf: UInt8 = 0x0A

    /// Parses the record that starts at `start` into a new record.
    package static func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8, atEnd: Bool
    ) -> Step {
        var record = CSVRecord()
        switch parse(buffer, from: start, delimiter: delimiter, atEnd: atEnd, into: &record) {
        case .record(let next): return .record(record, next: next)
        case .needMore: return .needMore
        case .unterminatedQuote: return .unterminatedQuote(record)
        }
    }

    /// Parses the record that starts at `start` into `record`, reusing its storage.
    /// `atEnd` says no more bytes will come.
    package static func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8, atEnd: Bool,
        into record: inout CSVRecord
    ) -> Outcome {
        // (Most records leave the scratch bytes empty; emptying costs a call even then.)
        if !record.scratch.isEmpty { record.scratch.removeAll(keepingCapacity: true) }
        if let next = parseMarked(buffer, from: start, delimiter: delimiter, into: &record) { return .record(next: next) }
        record.fieldCount = 0
        record.mayHoldLineBreaks = false
        let end = buffer.count
        var index = start
        while true {
            let fieldStart = index
            var value = index..<index
            var inScratch = false
            var quoted = false
            if index < end && buffer[index] == quote {
                // A quoted field: up to the closing quote; "" is one quote.
                quoted = true
                index += 1
                var valueStart = index
                while true {
                    var next = index
                    while next < end && buffer[next] != quote { next += 1 }
                    if next == end {
                        guard atEnd else { return .needMore }
                        // Open at the end of the input: the value runs to the end.
                        value = finishQuoted(buffer, valueStart..<end, &inScratch, &record.scratch, copiedUpTo: index)
                        record.append(CSVField(raw: fieldStart..<end, value: value, inScratch: inScratch, quoted: true))
                        record.raw = start..<end
                        record.terminatorStart = end
                        return .unterminatedQuote
                    }
                    if next + 1 >= end && !atEnd { return .needMore }  // "" may straddle the buffer's end
                    if next + 1 < end && buffer[next + 1] == quote {
                        if !inScratch {
                            inScratch = true
                            let scratchStart = record.scratch.count
                            record.scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[valueStart...next]))
                            valueStart = scratchStart
                        } else {
                            record.scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index...next]))
                        }
                        index = next + 2
                        continue
                    }
                    value = finishQuoted(buffer, valueStart..<next, &inScratch, &record.scratch, copiedUpTo: index)
                    index = next + 1
                    break
                }
                // Text after the closing quote joins the field, as in Python.
                if index < end, buffer[index] != delimiter, buffer[index] != lf, buffer[index] != cr {
                    if !inScratch {
                        let scratchStart = record.scratch.count
                        record.scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[value]))
                        value = scratchStart..<record.scratch.count
                        inScratch = true
                    }
                    var next = index
                    while next < end, buffer[next] != delimiter, buffer[next] != lf, buffer[next] != cr { next += 1 }
                    record.scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index..<next]))
                    value = value.lowerBound..<record.scratch.count
                    index = next
                }
            } else {
                // An unquoted field: up to the delimiter or the line break, eight bytes at a time.
                index = skipPlain(buffer, from: index, delimiter: delimiter)
                while index < end {
                    let byte = buffer[index]
                    if byte == delimiter || byte == lf || byte == cr { break }
                    index += 1
                }
                value = fieldStart..<index
            }
            record.append(CSVField(raw: fieldStart..<index, value: value, inScratch: inScratch, quoted: quoted))
            if index == end {
                guard atEnd else { return .needMore }
                record.raw = start..<end
                record.terminatorStart = end
                return .record(next: end)
            }
            let byte = buffer[index]
            if byte == delimiter {
                index += 1
                continue
            }
            if byte == cr && index + 1 >= end && !atEnd { return .needMore }  // CR LF may straddle
            let next = byte == cr && index + 1 < end && buffer[index + 1] == lf ? index + 2 : index + 1
            record.raw = start..<next
            record.terminatorStart = index
            return .record(next: next)
        }
    }

    /// The commonest records, parsed by a shorter way: whole in the buffer up to an LF
    /// (or CR LF), each field plain or quoted with no quote inside (no doubled quote, no
    /// text after the closing one). Every field is then a slice of
    /// the buffer. The line is read 16 bytes at a time as a mask of the bytes that matter
    /// (delimiter, quote, CR, LF), one bit a byte, and only those bytes are looked at.
    /// `nil` for any other record: the byte-by-byte parse then reads it, and agrees wherever
    /// this answers (held by tests on every kind of record).
    @inline(__always)
    static func parseMarked(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8, into record: inout CSVRecord
    ) -> Int? {
        guard let base = buffer.baseAddress, buffer.count >= 16, start < buffer.count,
            delimiter != quote, delimiter != cr, delimiter != lf
        else { return nil }
        while true {
            let scan = record.slots.withUnsafeMutableBufferPointer {
                scanLine(base, end: buffer.count, from: start, delimiter: delimiter, into: $0)
            }
            switch scan {
            case .record(let next, let terminatorStart, let count, let lineBreaks):
                record.fieldCount = count
                record.mayHoldLineBreaks = lineBreaks
                record.raw = start..<next
                record.terminatorStart = terminatorStart
                return next
            case .full:
                // More fields than any record before: more room, and the line read again.
                record.slots.append(contentsOf: repeatElement(CSVField.unused, count: max(8, record.slots.count)))
            case .refused:
                return nil
            }
        }
    }

    enum Scan {
        case record(next: Int, terminatorStart: Int, count: Int, lineBreaks: Bool)
        /// The record has more fields than there is room for.
        case full
        /// Not a record this way reads.
        case refused
    }

    @inline(__always)
    static func scanLine(
        _ base: UnsafePointer<UInt8>, end: Int, from start: Int, delimiter: UInt8,
        into slots: UnsafeMutableBufferPointer<CSVField>
    ) -> Scan {
        var count = 0
        var fieldStart = start
        var inQuotes = false
        var closingQuote = -1  // the current field's closing quote, when it is quoted
        var lineBreaks = false
        var block = start
        while block < end {
            // The last block is the buffer's last 16 bytes, its marks shifted to line up.
            var marks = block + 16 <= end
                ? fc_csv_marks16(base + block, delimiter)
                : fc_csv_marks16(base + end - 16, delimiter) >> UInt32(truncatingIfNeeded: 16 - (end - block))
            while marks != 0 {
                let at = block + marks.trailingZeroBitCount
                marks &= marks &- 1
                let byte = base[at]
                if inQuotes {
                    // Delimiters and line breaks inside quotes are data.
                    if byte == quote {
                        inQuotes = false
                        closingQuote = at
                    } else if byte != delimiter {
                        lineBreaks = true
                    }
                    continue
                }
                if byte == quote {
                    // Opens a quoted field at its start; inside a plain field it is data (after
                    // a closing quote it makes the field one this way refuses, below).
                    if at == fieldStart { inQuotes = true }
                    continue
                }
                // The delimiter, CR or LF ends the field.
                let field: CSVField
                if closingQuote < 0 {
                    field = CSVField(raw: fieldStart..<at, value: fieldStart..<at, inScratch: false, quoted: false)
                } else {
                    guard closingQuote == at - 1 else { return .refused }  // a doubled quote, or text after the closing one
                    field = CSVField(raw: fieldStart..<at, value: fieldStart + 1..<closingQuote, inScratch: false, quoted: true)
                }
                guard count < slots.count else { return .full }
                slots[count] = field
                count += 1
                if byte == delimiter {
                    fieldStart = at + 1
                    closingQuote = -1
                    continue
                }
                if byte == lf { return .record(next: at + 1, terminatorStart: at, count: count, lineBreaks: lineBreaks) }
                guard at + 1 < end, base[at + 1] == lf else { return .refused }  // a CR alone ends a record too, rarely
                return .record(next: at + 2, terminatorStart: at, count: count, lineBreaks: lineBreaks)
            }
            block += 16
        }
        return .refused  // no line end in the buffer yet
    }

    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The first position at or after `start` (by whole words of eight bytes) whose word holds
    /// the delimiter, CR or LF; the byte loop after it finds the exact byte. A zero byte of
    /// `word ^ pattern` is a match: `(x - ones) & ~x & highs` marks it, and its lowest mark is
    /// exact (borrows only make false marks above a true one).
    @inline(__always)
    static func skipPlain(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8) -> Int {
        guard let base = buffer.baseAddress else { return start }
        let delimiters = ones &* UInt64(delimiter), lfs = ones &* UInt64(lf), crs = ones &* UInt64(cr)
        var index = start
        while index + 8 <= buffer.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let a = word ^ delimiters, b = word ^ lfs, c = word ^ crs
            let marks = ((a &- ones) & ~a | (b &- ones) & ~b | (c &- ones) & ~c) & highs
            if marks != 0 { return index + UInt64(littleEndian: marks).trailingZeroBitCount / 8 }
            index += 8
        }
        return index
    }

    /// The value of a quoted field whose closing quote (or the end) is at `range.upperBound`:
    /// a slice of the buffer, or when quotes were undoubled, the scratch bytes completed.
    private static func finishQuoted(
        _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ inScratch: inout Bool, _ scratch: inout [UInt8],
        copiedUpTo index: Int
    ) -> Range<Int> {
        guard inScratch else { return range }
        // `range.lowerBound` is where this value starts in the scratch bytes.
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index..<range.upperBound]))
        return range.lowerBound..<scratch.count
    }

    /// Appends a value as one CSV field: quoted when asked, or when it holds the
    /// delimiter, a quote, CR or LF (quotes inside are doubled).
    package static func appendField(_ value: [UInt8], delimiter: UInt8, quote forceQuote: Bool, to out: inout ByteBuffer) {
        let needsQuotes = forceQuote || value.contains { $0 == delimiter || $0 == quote || $0 == cr || $0 == lf }
        guard needsQuotes else {
            out.append(value)
            return
        }
        out.append(quote)
        for byte in value {
            if byte == quote { out.append(quote) }
            out.append(byte)
        }
        out.append(quote)
    }
}
