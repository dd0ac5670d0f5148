/// A CSV dialect other than RFC 4180's, as a Data Package's `dialect` describes it: a quote
/// character other than `"` (or none), an escape character, quotes inside quotes not
/// doubled, spaces that start a field dropped, comment rows. Read as Python's csv module
/// reads it (frictionless reads with it), and rewritten by `CSVDialectFilter` as the plain
/// CSV that fieldcheck's one reader (and its chunks on every core) reads.
package struct CSVDialect: Sendable, Equatable {
    /// The quote character; nil: none (`"quoteChar": ""`, Python's QUOTE_NONE).
    package var quote: UInt8? = 0x22
    /// The escape character: the character after it is taken as it is, inside quotes or not.
    package var escape: UInt8?
    /// A quote doubled inside quotes is one quote; when false, a quote ends the quoted part.
    /// (frictionless honours false only with an escape character: `CSVDialect.effective`.)
    package var doubleQuote = true
    /// Spaces that start a field are not part of it (Python csv's skipinitialspace).
    package var skipInitialSpace = false
    /// A record whose first cell starts with these bytes is not read; it still counts as a
    /// row, as in frictionless.
    package var comment: [UInt8]?

    package init() {}

    /// Read as plain CSV already: no filter needed.
    package var isPlain: Bool { quote == 0x22 && escape == nil && doubleQuote && !skipInitialSpace && comment == nil }
}

/// A table in a `CSVDialect`, rewritten as plain CSV with the same delimiter and the same
/// record ends, a piece at a time: Python csv's reader (non-strict) decides where each
/// field and record ends and what it holds; each field is written back quoted when its
/// text needs it. A comment record becomes an empty line (which the reader skips and
/// counts), so rows keep their numbers.
package struct CSVDialectFilter: Sendable {
    private enum State { case recordStart, fieldStart, unquoted, escaped, quoted, escapedInQuoted, quoteInQuoted }
    private let dialect: CSVDialect
    private let delimiter: UInt8
    private var state = State.recordStart
    /// The field being read (its text, unquoted).
    private var field: [UInt8] = []
    /// Fields of the record so far, and whether the record is a comment.
    private var fieldsDone = 0
    private var dropping = false
    /// The bytes of a UTF-8 byte order mark seen at the start so far: it is passed on as it
    /// is (the reader drops it), not read as the first field's text.
    private var markSeen = 0
    private var atStart = true
    /// The last byte written was a record's CR: a comment record's LF after it writes CR LF,
    /// so that it stays an empty line of its own and not the end of that CR.
    private var afterCR = false

    package init(_ dialect: CSVDialect, delimiter: UInt8) {
        self.dialect = dialect
        self.delimiter = delimiter
    }

    /// `input` rewritten onto the end of `output`; the state carries over to the next piece.
    package mutating func filter(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + input.count + 16)
        for byte in input {
            if atStart {
                startingWith(byte, &output)
            } else {
                take(byte, &output)
            }
        }
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A byte at the start: part of a byte order mark, or the end of the start.
    private mutating func startingWith(_ byte: UInt8, _ output: inout [UInt8]) {
        if byte == Self.byteOrderMark[markSeen] {
            markSeen += 1
            if markSeen == Self.byteOrderMark.count {
                output.append(contentsOf: Self.byteOrderMark)
                atStart = false
            }
            return
        }
        endStart(&output)
        take(byte, &output)
    }

    /// The start is over: what looked like a byte order mark is text after all.
    private mutating func endStart(_ output: inout [UInt8]) {
        atStart = false
        for byte in Self.byteOrderMark[0..<markSeen] { take(byte, &output) }
    }

    /// The end of the input: a field still open (even inside quotes, as Python's
    /// non-strict reader keeps it) is written.
    package mutating func finish(into output: inout [UInt8]) {
        if atStart { endStart(&output) }
        switch state {
        case .recordStart: return
        case .escaped, .escapedInQuoted: field.append(0x0A)  // (Python reads a final escape as a line break)
        default: break
        }
        // (A comment record at the very end is still a row: an empty line of its own.)
        if endField(&output, endsRecord: true) { output.append(contentsOf: afterCR ? [0x0D, 0x0A] : [0x0A]) }
        state = .recordStart
    }

    private mutating func take(_ byte: UInt8, _ output: inout [UInt8]) {
        let lineBreak = byte == 0x0A || byte == 0x0D
        switch state {
        case .recordStart:
            if lineBreak {
                output.append(byte)  // an empty line, or the rest of a record's \r\n
                afterCR = byte == 0x0D
                return
            }
            state = .fieldStart
            fieldStart(byte, &output)
        case .fieldStart:
            fieldStart(byte, &output)
        case .unquoted:
            if lineBreak {
                endRecord(byte, &output)
            } else if byte == dialect.escape {
                state = .escaped
            } else if byte == delimiter {
                endField(&output, endsRecord: false)
                state = .fieldStart
            } else {
                field.append(byte)
            }
        case .escaped:
            field.append(byte)
            state = .unquoted
        case .quoted:
            if byte == dialect.escape {
                state = .escapedInQuoted
            } else if byte == dialect.quote {
                state = dialect.doubleQuote ? .quoteInQuoted : .unquoted
            } else {
                field.append(byte)
            }
        case .escapedInQuoted:
            field.append(byte)
            state = .quoted
        case .quoteInQuoted:
            if byte == dialect.quote {
                field.append(byte)
                state = .quoted
            } else if byte == delimiter {
                endField(&output, endsRecord: false)
                state = .fieldStart
            } else if lineBreak {
                endRecord(byte, &output)
            } else {
                field.append(byte)
                state = .unquoted
            }
        }
    }

    private mutating func fieldStart(_ byte: UInt8, _ output: inout [UInt8]) {
        if byte == 0x0A || byte == 0x0D {
            endRecord(byte, &output)
        } else if let quote = dialect.quote, byte == quote {
            state = .quoted
        } else if byte == dialect.escape {
            state = .escaped
        } else if byte == 0x20 && dialect.skipInitialSpace {
            return
        } else if byte == delimiter {
            endField(&output, endsRecord: false)
        } else {
            field.append(byte)
            state = .unquoted
        }
    }

    private mutating func endRecord(_ lineBreak: UInt8, _ output: inout [UInt8]) {
        let comment = endField(&output, endsRecord: true)
        if comment && lineBreak == 0x0A && afterCR { output.append(0x0D) }
        output.append(lineBreak)
        afterCR = lineBreak == 0x0D
        state = .recordStart
    }

    /// The field read, written as plain CSV (with the delimiter after it unless it ends the
    /// record), or dropped with the rest of a comment record; whether it was dropped.
    @discardableResult
    private mutating func endField(_ output: inout [UInt8], endsRecord: Bool) -> Bool {
        defer {
            field.removeAll(keepingCapacity: true)
            if endsRecord {
                fieldsDone = 0
                dropping = false
            } else {
                fieldsDone += 1
            }
        }
        if fieldsDone == 0, let comment = dialect.comment, field.starts(with: comment) { dropping = true }
        if dropping { return true }
        afterCR = false
        let needsQuotes =
            field.contains { $0 == 0x22 || $0 == delimiter || $0 == 0x0A || $0 == 0x0D }
            // (A record of one empty field is a row with one empty cell, not an empty line.)
            || (field.isEmpty && endsRecord && fieldsDone == 0)
        if needsQuotes {
            output.append(0x22)
            for byte in field {
                output.append(byte)
                if byte == 0x22 { output.append(0x22) }
            }
            output.append(0x22)
        } else {
            output.append(contentsOf: field)
        }
        if !endsRecord { output.append(delimiter) }
        return false
    }
}
