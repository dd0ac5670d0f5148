/// One field of a CSV record: where its raw bytes are, and its value.
public struct CSVField: Equatable, Sendable {
    /// The field's raw bytes in the buffer, quotes included.
    public var raw: Range<Int>
    /// The value: without the quotes, doubled quotes made single.
    public var value: [UInt8]
    public var quoted: Bool
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
        var index = start
        let end = buffer.count
        var fieldStart = start
        var value: [UInt8] = []
        var quoted = false
        var inQuotes = false
        func finishField(_ fieldEnd: Int) {
            fields.append(CSVField(raw: fieldStart..<fieldEnd, value: value, quoted: quoted))
            value.removeAll(keepingCapacity: true)
            quoted = false
        }
        while index < end {
            let byte = buffer[index]
            if inQuotes {
                if byte == quote {
                    if index + 1 < end {
                        if buffer[index + 1] == quote {
                            value.append(quote)
                            index += 2
                            continue
                        }
                    } else if !atEnd {
                        return .needMore  // a doubled quote may straddle the buffer's end
                    }
                    inQuotes = false
                } else {
                    value.append(byte)
                }
                index += 1
                continue
            }
            switch byte {
            case delimiter:
                finishField(index)
                index += 1
                fieldStart = index
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
            default:
                value.append(byte)
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
