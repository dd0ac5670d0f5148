#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One field of a CSV record: where its raw bytes are, and where its value is.
public struct CSVField: Equatable, Sendable {
    /// The field's raw bytes in the buffer, quotes included.
    public var raw: Range<Int>
    /// Where the value is: a slice of the buffer (most fields), or with `inScratch` a slice of
    /// the record's scratch bytes (quotes undoubled, or text after a closing quote).
    @usableFromInline var value: Range<Int>
    @usableFromInline var inScratch: Bool
    public var quoted: Bool
}

/// One record: its fields, and where its raw bytes (terminator included) are. Meant to
/// be reused from record to record, so that parsing a table allocates nothing per row.
public struct CSVRecord: Equatable, Sendable {
    public internal(set) var fields: [CSVField] = []
    /// From the first byte of the record to the end of its terminator.
    public internal(set) var raw: Range<Int> = 0..<0
    /// Where the line terminator (CR, LF or CR LF) starts; `raw.upperBound` without one.
    public internal(set) var terminatorStart = 0
    /// The values that are not a slice of the buffer, end to end.
    @usableFromInline var scratch: [UInt8] = []

    public init() {}

    /// A record of no bytes before its terminator (a blank line).
    public var isBlank: Bool { terminatorStart == raw.lowerBound }

    /// The value of field `index`: without the quotes, doubled quotes made single.
    /// (Inlinable: a caller in another module otherwise calls it as a generic function
    /// through a closure, at every cell.)
    @inlinable @inline(__always)
    public func withValue<Result>(
        _ index: Int, in buffer: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        let field = fields[index]
        if field.inScratch {
            return try scratch.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[field.value])) }
        }
        return try body(UnsafeBufferPointer(rebasing: buffer[field.value]))
    }

    /// The value of field `index`, copied.
    public func value(_ index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        withValue(index, in: buffer) { Array($0) }
    }

    /// Every value, copied.
    public func values(in buffer: UnsafeBufferPointer<UInt8>) -> [[UInt8]] {
        fields.indices.map { value($0, in: buffer) }
    }
}

/// RFC 4180 CSV, read the way Python's `csv` module reads it (excel dialect): fields
/// separated by one delimiter byte, `"` quotes (a doubled `"` inside is one quote,
/// delimiters and line breaks inside are data), records ended by LF, CR LF or CR. A
/// quote inside an unquoted field is data; text after a closing quote joins the field.
/// It parses from a buffer and says when it needs more bytes, so the caller streams a
/// table of any size through a buffer as large as its largest record.
public enum CSVParser {
    public enum Step: Equatable, Sendable {
        /// A whole record, and where the next one starts.
        case record(CSVRecord, next: Int)
        /// The record goes on past the end of the buffer: read more and try again.
        case needMore
        /// The end of the input, inside a quoted field.
        case unterminatedQuote(CSVRecord)
    }

    /// What `parse(_:from:delimiter:atEnd:into:)` found; the record itself is in its argument.
    public enum Outcome: Equatable, Sendable {
        case record(next: Int)
        case needMore
        case unterminatedQuote
    }

    static let quote = UInt8(ascii: "\""), cr: UInt8 = 0x0D, lf: UInt8 = 0x0A

    /// Parses the record that starts at `start` into a new record.
    public static func parse(
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
    public static func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8, atEnd: Bool,
        into record: inout CSVRecord
    ) -> Outcome {
        record.fields.removeAll(keepingCapacity: true)
        // (Most records leave the scratch bytes empty; emptying costs a call even then.)
        if !record.scratch.isEmpty { record.scratch.removeAll(keepingCapacity: true) }
        if let next = parseSimple(buffer, from: start, delimiter: delimiter, into: &record) { return .record(next: next) }
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
                        record.fields.append(CSVField(raw: fieldStart..<end, value: value, inScratch: inScratch, quoted: true))
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
            record.fields.append(CSVField(raw: fieldStart..<index, value: value, inScratch: inScratch, quoted: quoted))
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

    /// The commonest records, parsed by a shorter way: whole in the buffer up to an LF,
    /// with no CR before it but one just before the LF, and each field plain or quoted
    /// with no quote inside (no doubled quote, no text after the closing one, no line
    /// break inside). Every field is then a slice of the buffer, found with `memchr`, which
    /// reads many bytes an instruction: the LF, a CR anywhere, then each delimiter or
    /// closing quote. `nil`, the record left empty, for any other record: the byte-by-byte
    /// parse then reads it, and agrees wherever this answers (held by tests on every kind
    /// of record).
    @inline(__always)
    static func parseSimple(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8, into record: inout CSVRecord
    ) -> Int? {
        guard let base = buffer.baseAddress, start < buffer.count, delimiter != quote, delimiter != cr, delimiter != lf,
            let lineFeed = memchr(base + start, Int32(lf), buffer.count - start)
        else { return nil }
        let origin = UnsafeRawPointer(base)
        let terminator = origin.distance(to: UnsafeRawPointer(lineFeed))
        let contentEnd = terminator > start && buffer[terminator - 1] == cr ? terminator - 1 : terminator
        if contentEnd > start && memchr(base + start, Int32(cr), contentEnd - start) != nil { return nil }
        var index = start
        while true {
            if index < contentEnd && buffer[index] == quote {
                let valueStart = index + 1
                guard valueStart < contentEnd, let closing = memchr(base + valueStart, Int32(quote), contentEnd - valueStart) else {
                    record.fields.removeAll(keepingCapacity: true)
                    return nil
                }
                let valueEnd = origin.distance(to: UnsafeRawPointer(closing))
                let after = valueEnd + 1
                guard after == contentEnd || buffer[after] == delimiter else {
                    record.fields.removeAll(keepingCapacity: true)
                    return nil
                }
                record.fields.append(CSVField(raw: index..<after, value: valueStart..<valueEnd, inScratch: false, quoted: true))
                if after == contentEnd { break }
                index = after + 1
                continue
            }
            var fieldEnd = contentEnd
            if index < contentEnd, let hit = memchr(base + index, Int32(delimiter), contentEnd - index) {
                fieldEnd = origin.distance(to: UnsafeRawPointer(hit))
            }
            record.fields.append(CSVField(raw: index..<fieldEnd, value: index..<fieldEnd, inScratch: false, quoted: false))
            if fieldEnd == contentEnd { break }
            index = fieldEnd + 1
        }
        record.raw = start..<terminator + 1
        record.terminatorStart = contentEnd
        return terminator + 1
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
    public static func appendField(_ value: [UInt8], delimiter: UInt8, quote forceQuote: Bool, to out: inout ByteBuffer) {
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
