import FieldCheck

// The CSV parser as it was before it was rewritten for speed (a field array and copies per
// record, a byte-at-a-time state machine): kept as the reference the fast one must agree
// with on every input.
/// One field of a CSV record: where its raw bytes are, and its value.
struct ReferenceField: Equatable, Sendable {
    /// The field's raw bytes in the buffer, quotes included.
    var raw: Range<Int>
    /// Where the value is in the buffer, when it is a slice of it (most fields)...
    var valueRange: Range<Int>
    /// ...or the value itself, when quotes had to be undoubled or text followed a quote.
    var unescaped: [UInt8]?
    var quoted: Bool

    /// The value: without the quotes, doubled quotes made single.
    func withValue<Result>(
        in buffer: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        if let unescaped { return try unescaped.withUnsafeBufferPointer(body) }
        return try body(UnsafeBufferPointer(rebasing: buffer[valueRange]))
    }

    /// The value, copied.
    func value(in buffer: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        withValue(in: buffer) { Array($0) }
    }
}

/// One record: its fields, and where its raw bytes (terminator included) are.
struct ReferenceRecord: Equatable, Sendable {
    var fields: [ReferenceField]
    /// From the first byte of the record to the end of its terminator.
    var raw: Range<Int>
    /// Where the line terminator (CR, LF or CR LF) starts; `raw.upperBound` without one.
    var terminatorStart: Int

    /// A record of no bytes before its terminator (a blank line).
    var isBlank: Bool { terminatorStart == raw.lowerBound }
}

/// RFC 4180 CSV, read the way Python's `csv` module reads it (excel dialect): fields
/// separated by one delimiter byte, `"` quotes (a doubled `"` inside is one quote,
/// delimiters and line breaks inside are data), records ended by LF, CR LF or CR. A
/// quote inside an unquoted field is data; text after a closing quote joins the field.
/// It parses from a buffer and says when it needs more bytes, so the caller streams a
/// table of any size through a buffer as large as its largest record.
enum ReferenceCSVParser {
    enum Step: Equatable, Sendable {
        /// A whole record, and where the next one starts.
        case record(ReferenceRecord, next: Int)
        /// The record goes on past the end of the buffer: read more and try again.
        case needMore
        /// The end of the input, inside a quoted field.
        case unterminatedQuote(ReferenceRecord)
    }

    static let quote = UInt8(ascii: "\""), cr: UInt8 = 0x0D, lf: UInt8 = 0x0A

    /// Parses the record that starts at `start`. `atEnd` says no more bytes will come.
    static func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8, atEnd: Bool
    ) -> Step {
        var fields: [ReferenceField] = []
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
            fields.append(ReferenceField(raw: fieldStart..<fieldEnd, valueRange: valueStart..<valueEnd, unescaped: copy, quoted: quoted))
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
                return .record(ReferenceRecord(fields: fields, raw: start..<(index + 1), terminatorStart: index), next: index + 1)
            case cr:
                if index + 1 >= end && !atEnd { return .needMore }  // CR LF may straddle
                finishField(index)
                let next = index + 1 < end && buffer[index + 1] == lf ? index + 2 : index + 1
                return .record(ReferenceRecord(fields: fields, raw: start..<next, terminatorStart: index), next: next)
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
        let record = ReferenceRecord(fields: fields, raw: start..<end, terminatorStart: end)
        return inQuotes ? .unterminatedQuote(record) : .record(record, next: end)
    }
}
