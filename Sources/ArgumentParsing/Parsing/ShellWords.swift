/// Splits one line of a fields file into words the way a POSIX shell would for the
/// common cases: `'single'` quotes keep everything, `"double"` quotes keep all but
/// `\"`, `\\`, `\$` and `` \` ``, a backslash outside quotes keeps the next byte,
/// and `#` at the start of a word begins a comment. `$'...'` is bash's ANSI-C quoting
/// (`\n`, `\t`, `\xHH`, ...): a name with a line break fits on one line. Works on bytes;
/// no expansion.
public enum ShellWords {
    public struct SplitError: Error, Equatable, Sendable {
        public var message: String
        public init(message: String) { self.message = message }
    }

    public static func split(_ line: [UInt8]) throws(SplitError) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var current: [UInt8] = []
        var inWord = false
        var index = 0
        let quote1 = UInt8(ascii: "'"), quote2 = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        while index < line.count {
            let byte = line[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                if inWord { words.append(current); current = []; inWord = false }
                index += 1
            case UInt8(ascii: "#") where !inWord:
                index = line.count
            case UInt8(ascii: "$") where index + 1 < line.count && line[index + 1] == quote1:
                index = try ansiQuoted(line, from: index + 2, into: &current)
                inWord = true
            case quote1:
                guard let end = line[(index + 1)...].firstIndex(of: quote1) else {
                    throw SplitError(message: "unterminated ' quote (column \(index + 1))")
                }
                current += line[(index + 1)..<end]
                inWord = true
                index = end + 1
            case quote2:
                var position = index + 1
                var closed = false
                while position < line.count {
                    let inner = line[position]
                    if inner == quote2 { closed = true; break }
                    if inner == backslash, position + 1 < line.count,
                       [quote2, backslash, UInt8(ascii: "$"), UInt8(ascii: "`")].contains(line[position + 1])
                    {
                        current.append(line[position + 1])
                        position += 2
                        continue
                    }
                    current.append(inner)
                    position += 1
                }
                guard closed else {
                    throw SplitError(message: "unterminated \" quote (column \(index + 1))")
                }
                inWord = true
                index = position + 1
            case backslash:
                guard index + 1 < line.count else {
                    throw SplitError(message: "a backslash at the end of the line escapes nothing")
                }
                current.append(line[index + 1])
                inWord = true
                index += 2
            default:
                current.append(byte)
                inWord = true
                index += 1
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// The inside of `$'...'` from `start` (past the quote) appended to `word`; the index
    /// past the closing quote.
    static func ansiQuoted(_ line: [UInt8], from start: Int, into word: inout [UInt8]) throws(SplitError) -> Int {
        var index = start
        while index < line.count {
            let byte = line[index]
            if byte == UInt8(ascii: "'") { return index + 1 }
            guard byte == UInt8(ascii: "\\") else {
                word.append(byte)
                index += 1
                continue
            }
            guard index + 1 < line.count else { break }
            let escaped = line[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): word.append(0x0A)
            case UInt8(ascii: "r"): word.append(0x0D)
            case UInt8(ascii: "t"): word.append(0x09)
            case UInt8(ascii: "v"): word.append(0x0B)
            case UInt8(ascii: "f"): word.append(0x0C)
            case UInt8(ascii: "a"): word.append(0x07)
            case UInt8(ascii: "b"): word.append(0x08)
            case UInt8(ascii: "e"), UInt8(ascii: "E"): word.append(0x1B)
            case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "?"): word.append(escaped)
            case UInt8(ascii: "x"):
                // One or two hexadecimal digits: one byte.
                var value = 0, digits = 0
                while digits < 2, index < line.count, let digit = hexValue(line[index]) {
                    value = value * 16 + digit
                    digits += 1
                    index += 1
                }
                guard digits > 0 else {
                    throw SplitError(message: "\\x in $'...' needs one or two hexadecimal digits (column \(index))")
                }
                word.append(UInt8(value))
            default:
                throw SplitError(message: "unknown escape '\\\(Character(Unicode.Scalar(escaped)))' in $'...' (column \(index - 1)): \\n \\r \\t \\xHH \\\\ \\' are known")
            }
        }
        throw SplitError(message: "unterminated $' quote (column \(start - 1))")
    }

    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}
