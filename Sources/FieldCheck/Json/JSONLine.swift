/// One member of a JSON Lines object: its key, its value, and where the value's text
/// lies in the line (so that `format --jsonl` can replace it and keep everything else).
package struct JSONMember: Equatable, Sendable {
    package var key: String
    package var value: JSONValue
    package var range: Range<Int>
}

/// A line of a JSON Lines table.
package enum JSONLine {
    /// What a line is not, when it is not a JSON object.
    package enum Problem: Error, Equatable, Sendable {
        case notJSON(JSONError)
        case notAnObject(String)
    }

    /// The members of the object on one line, in order (a key given twice is there twice),
    /// with the byte range of each value's text. The line is read by `JSONReader` (strict
    /// RFC 8259); the ranges come from a scan of the same bytes, which only needs to know
    /// where values end, since they are already known to be valid.
    package static func members(_ line: UnsafeBufferPointer<UInt8>) throws(Problem) -> [JSONMember] {
        let value: JSONValue
        do {
            // (What an array or object in a cell holds is checked, not kept: such a cell
            // fails whatever it holds.)
            value = try JSONReader.parse(line, keptDepth: 1)
        } catch {
            throw .notJSON(error)
        }
        guard case .object(let pairs) = value else { throw .notAnObject(kind(of: value)) }
        var index = 0
        skipSpace(line, &index)
        if index + 3 <= line.count && line[index] == 0xEF && line[index + 1] == 0xBB && line[index + 2] == 0xBF {
            index += 3  // the reader skips a byte order mark at the start
            skipSpace(line, &index)
        }
        var members: [JSONMember] = []
        members.reserveCapacity(pairs.count)
        index += 1  // {
        for pair in pairs {
            skipSpace(line, &index)
            index = endOfString(line, from: index)  // the key
            skipSpace(line, &index)
            index += 1  // :
            skipSpace(line, &index)
            let start = index
            index = endOfValue(line, from: index)
            members.append(JSONMember(key: pair.key, value: pair.value, range: start..<index))
            skipSpace(line, &index)
            index += 1  // , or }
        }
        return members
    }

    /// How a value that is not an object is named in a reason.
    package static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    static func skipSpace(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
        while index < line.count, line[index] == 0x20 || line[index] == 0x09 || line[index] == 0x0A || line[index] == 0x0D {
            index += 1
        }
    }

    /// Just past the string that starts at `index` (its opening quote).
    static func endOfString(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start + 1
        while index < line.count {
            switch line[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return line.count
    }

    /// Just past the value that starts at `index`.
    static func endOfValue(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < line.count else { return start }
        switch line[start] {
        case UInt8(ascii: "\""):
            return endOfString(line, from: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < line.count {
                switch line[index] {
                case UInt8(ascii: "\""):
                    index = endOfString(line, from: index)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return line.count
        default:
            // A number or a literal: up to the next separator.
            var index = start
            while index < line.count {
                let byte = line[index]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == 0x20
                    || byte == 0x09 || byte == 0x0A || byte == 0x0D
                {
                    break
                }
                index += 1
            }
            return index
        }
    }
}
