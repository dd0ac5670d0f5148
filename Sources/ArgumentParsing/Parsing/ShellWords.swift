/// Splits one line of a fields file into words the way a POSIX shell would for the
/// common cases: `'single'` quotes keep everything, `"double"` quotes keep all but
/// `\"`, `\\`, `\$` and `` \` ``, a backslash outside quotes keeps the next byte,
/// and `#` at the start of a word begins a comment. Works on bytes; no expansion.
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
}
