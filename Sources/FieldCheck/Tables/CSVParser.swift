/// One field of a CSV record: where its raw bytes are, and its value.
public struct CSVField: Equatable, Sendable {
    /// The field's raw bytes in the buffer, quotes included.
    public var raw: Range<Int>
    /// Where the value is in the buffer, when it is a slice of it (most fields)...
    var valueRange: Range<Int>
    /// ...or the value itself, when quotes had to be undoubled or text followed a quote.
    var unescaped: [UInt8]?
    public var quoted: Bool

    /// The value: without the quotes, doubled quotes made single.
    public func withValue<Result>(
        in buffer: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        if let unescaped { return try unescaped.withUnsafeBufferPointer(body) }
        return try body(UnsafeBufferPointer(rebasing: buffer[valueRange]))
    }

    /// The value, copied.
    public func value(in buffer: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        withValue(in: buffer) { Array($0) }
    }
}

/// One record: its fields, and where its raw bytes (terminator included) are.
public struct CSVRecord: Equatable, Sendable {
    public var fields: [CSVField]
    /// From the first byte of the record to the end of its terminator.
    public var raw: Range<Int>
    /// Where the line terminator (CR, LF or CR LF) starts; `raw.upperBound` without one.
    public var terminatorStart: Int

    /// A record of no bytes before its terminator (a blank line).
    public var isBlank: Bool { terminatorStart == raw.lowerBound }
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

    static let quote = UInt8(ascii: "\""), cr: UInt8 = 0x0D, lf: UInt8 = 0x0A

    /// Parses the record that starts at `start`. `atEnd` says no more bytes will come.
    public static func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8, atEnd: Bool
    ) -> Step {
        var fields: [CSVField] = []
        fields.reserveCapacity(8)
        var index = start
        let end = buffer.count
        var fieldStart = start
        // The value is buffer[valueStart..<valueEnd] until it stops being one slice; then
        // `copy` holds it.
        var valueStart = start, valueEnd = start
        var copy: [UInt8]?
        var quoted = false
        var inQuotes = false
        func finishField(_ fieldEnd: Int) {
            fields.append(CSVField(raw: fieldStart..<fieldEnd, valueRange: valueStart..<valueEnd, unescaped: copy, quoted: quoted))
            copy = nil
            quoted = false
        }
        /// Adds a byte that is not next in the buffer slice: from now on, a copy.
        func appendCopied(_ byte: UInt8) {
            if copy == nil { copy = Array(buffer[valueStart..<valueEnd]) }
            copy?.append(byte)
        }
        func appendInPlace(_ position: Int) {
            if copy != nil {
                copy?.append(buffer[position])
            } else if valueEnd == position {
                valueEnd = position + 1
            } else {
                appendCopied(buffer[position])
            }
        }
        while index < end {
            let byte = buffer[index]
            if inQuotes {
                if byte == quote {
                    if index + 1 < end {
                        if buffer[index + 1] == quote {
                            appendCopied(quote)
                            index += 2
                            continue
                        }
                    } else if !atEnd {
                        return .needMore  // a doubled quote may straddle the buffer's end
                    }
                    inQuotes = false
                } else {
                    appendInPlace(index)
                }
                index += 1
                continue
            }
            switch byte {
            case delimiter:
                finishField(index)
                index += 1
                fieldStart = index
                valueStart = index
                valueEnd = index
            case lf:
                finishField(index)
                return .record(CSVRecord(fields: fields, raw: start..<(index + 1), terminatorStart: index), next: index + 1)
            case cr:
                if index + 1 >= end && !atEnd { return .needMore }  // CR LF may straddle
                finishField(index)
                let next = index + 1 < end && buffer[index + 1] == lf ? index + 2 : index + 1
                return .record(CSVRecord(fields: fields, raw: start..<next, terminatorStart: index), next: next)
            case quote where index == fieldStart:
                inQuotes = true
                quoted = true
                index += 1
                valueStart = index
                valueEnd = index
            default:
                appendInPlace(index)
                index += 1
            }
        }
        guard atEnd else { return .needMore }
        finishField(end)
        let record = CSVRecord(fields: fields, raw: start..<end, terminatorStart: end)
        return inQuotes ? .unterminatedQuote(record) : .record(record, next: end)
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
