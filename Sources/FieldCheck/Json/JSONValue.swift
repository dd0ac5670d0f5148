/// A JSON document's value. Numbers keep their text (so "1.0" and "1e10" are not rounded);
/// two numbers are equal when their texts are.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in document order; a key that occurs twice is kept twice (the caller decides).
    case object([(key: String, value: JSONValue)])

    /// The value of the first member with that key; `nil` for a missing key or a value
    /// that is not an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        for member in members where member.key == key { return member.value }
        return nil
    }

    package static func == (left: JSONValue, right: JSONValue) -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            for index in a.indices where a[index].key != b[index].key || a[index].value != b[index].value {
                return false
            }
            return true
        default: return false
        }
    }

    /// Compact JSON text (no spaces), members in order, numbers as their text. Strings
    /// escape `"`, `\` and the control characters; everything else is written as is.
    package func serialized() -> String {
        var out: [UInt8] = []
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .string(let text): JSONValue.writeString(text, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.writeString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    static func writeString(_ text: String, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x00..<0x20:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

/// Where and why a document is not JSON. `line` and `column` are 1-based; the column
/// counts characters (grapheme clusters) from the start of the line; `offset` counts
/// bytes from the start of the input (a byte order mark included).
package struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package var line: Int
    package var column: Int
    package var offset: Int

    package init(message: String, line: Int, column: Int, offset: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    package var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict reader of JSON text (RFC 8259).
package enum JSONReader {
    /// Strict RFC 8259: one value, whitespace around it, nothing else. A UTF-8 BOM at the
    /// start is skipped. Containers nested more than `maxDepth` deep are an error (the
    /// reader keeps its own stack, so depth never costs call stack while reading; but
    /// comparing, serializing and freeing a value recurse, so keep `maxDepth` in the
    /// thousands at most).
    ///
    /// `keptDepth`: containers nested deeper than this are read and checked as strictly,
    /// but come back empty, their contents let go as they are read (a JSON Lines row needs
    /// its members, not what an array in one holds: a 40 MB array in a cell then costs no
    /// more memory than its line).
    package static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int = 512, keptDepth: Int = .max
    ) throws(JSONError) -> JSONValue {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw JSONError(message: "unexpected end of input, expected a value", line: 1, column: 1, offset: 0)
        }
        var parser = JSONParser(base: base, count: bytes.count, maxDepth: maxDepth, keptDepth: keptDepth)
        return try parser.document()
    }

    package static func parse(_ bytes: [UInt8], maxDepth: Int = 512) throws(JSONError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONError) -> JSONValue in
            try parse(buffer, maxDepth: maxDepth)
        }
    }
}

/// The reader proper: a loop over the bytes with explicit stacks for the open containers.
/// Elements and members of all open containers share one stack each; a container takes
/// its slice off the top when it closes, so each array is allocated once at its size.
struct JSONParser {
    let base: UnsafePointer<UInt8>
    let count: Int
    let maxDepth: Int
    /// Values inside containers deeper than this are not kept (see `JSONReader.parse`).
    let keptDepth: Int
    var index = 0
    var bomLength = 0

    struct Frame {
        var isObject: Bool
        var start: Int
    }
    var frames: [Frame] = []
    var elements: [JSONValue] = []
    var members: [(key: String, value: JSONValue)] = []
    var keys: [String] = []  // the key of each open object's member being read
    var scratch: [UInt8] = []  // the bytes of a string with escapes

    init(base: UnsafePointer<UInt8>, count: Int, maxDepth: Int, keptDepth: Int = .max) {
        self.base = base
        self.count = count
        self.maxDepth = maxDepth
        self.keptDepth = keptDepth
    }

    // MARK: The document

    mutating func document() throws(JSONError) -> JSONValue {
        if count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF {
            index = 3
            bomLength = 3
        }
        skipWhitespace()
        var value: JSONValue
        readValue: while true {
            // A value starts here (whitespace skipped).
            guard index < count else { throw endOfInput() }
            let byte = base[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                value = .string(try string())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try number())
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                guard frames.count < maxDepth else {
                    throw failure("nesting deeper than \(maxDepth) levels", at: index)
                }
                let isObject = byte == UInt8(ascii: "{")
                index += 1
                skipWhitespace()
                if index < count && base[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    value = isObject ? .object([]) : .array([])
                } else if isObject {
                    frames.append(Frame(isObject: true, start: members.count))
                    try key(afterComma: false)
                    continue readValue
                } else {
                    frames.append(Frame(isObject: false, start: elements.count))
                    continue readValue
                }
            case UInt8(ascii: "t"):
                try literal("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                value = .null
            default:
                throw unexpectedInsteadOfValue()
            }
            // Put the value in its container; close the containers that end after it.
            while true {
                guard let frame = frames.last else {
                    skipWhitespace()
                    if index < count { throw unexpected("", "after the JSON value") }
                    return value
                }
                let kept = frames.count <= keptDepth
                if frame.isObject {
                    let name = keys.removeLast()
                    if kept { members.append((key: name, value: value)) }
                    skipWhitespace()
                    guard index < count else { throw endOfInput() }
                    switch base[index] {
                    case UInt8(ascii: ","):
                        index += 1
                        try key(afterComma: true)
                        continue readValue
                    case UInt8(ascii: "}"):
                        index += 1
                        value = .object(Array(members[frame.start...]))
                        members.removeSubrange(frame.start...)
                        frames.removeLast()
                    default:
                        throw unexpected("expected ',' or '}' after an object member")
                    }
                } else {
                    if kept { elements.append(value) }
                    skipWhitespace()
                    guard index < count else { throw endOfInput() }
                    switch base[index] {
                    case UInt8(ascii: ","):
                        index += 1
                        skipWhitespace()
                        if index < count && base[index] == UInt8(ascii: "]") {
                            throw failure("trailing comma before ']'", at: index)
                        }
                        continue readValue
                    case UInt8(ascii: "]"):
                        index += 1
                        value = .array(Array(elements[frame.start...]))
                        elements.removeSubrange(frame.start...)
                        frames.removeLast()
                    default:
                        throw unexpected("expected ',' or ']' after an array element")
                    }
                }
            }
        }
    }

    /// A member's key and its colon, pushed on `keys`; whitespace after the colon skipped.
    mutating func key(afterComma: Bool) throws(JSONError) {
        skipWhitespace()
        guard index < count else { throw endOfInput() }
        switch base[index] {
        case UInt8(ascii: "\""):
            index += 1
            keys.append(try string())
        case UInt8(ascii: "}") where afterComma:
            throw failure("trailing comma before '}'", at: index)
        case UInt8(ascii: "'"):
            throw failure("strings must be in double quotes, not single quotes", at: index)
        default:
            throw unexpected("expected a string key in double quotes")
        }
        skipWhitespace()
        guard index < count else { throw endOfInput() }
        guard base[index] == UInt8(ascii: ":") else { throw unexpected("expected ':' after an object key") }
        index += 1
        skipWhitespace()
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < count {
            let byte = base[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    // MARK: Scalars

    /// The string whose opening quote is just before `index`; `index` ends after the closing quote.
    mutating func string() throws(JSONError) -> String {
        let start = index
        while true {
            // Eight plain bytes (ASCII, not a quote, backslash or control) at a time.
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if JSONParser.special(word) != 0 { break }
                index += 8
            }
            guard index < count else { throw failure("unexpected end of input inside a string", at: count) }
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                scratch.removeAll(keepingCapacity: true)
                scratch.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index - start))
                return try escapedString()
            }
            if byte < 0x20 { throw controlCharacter() }
            if byte < 0x80 {
                index += 1
            } else {
                let length = UTF8Validation.sequenceLength(base, count, at: index)
                if length == 0 { throw invalidUTF8(inString: true) }
                index += length
            }
        }
    }

    /// Nonzero when one of the eight bytes is a quote, a backslash, below 0x20 or above 0x7F.
    @inline(__always)
    static func special(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        // A byte of x is zero exactly when (x - 1) & ~x has its high bit set (for ASCII bytes;
        // bytes above 0x7F are caught by `word` itself).
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        let below20 = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | below20 | word) & highs
    }

    /// The rest of a string after its first backslash (at `index`), decoded through `scratch`.
    mutating func escapedString() throws(JSONError) -> String {
        while true {
            guard index < count else { throw failure("unexpected end of input inside a string", at: count) }
            let byte = base[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index + 1 < count else { throw failure("unexpected end of input inside a string", at: count) }
                let escape = base[index + 1]
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "u"):
                    try unicodeEscape()
                    continue
                default:
                    if escape >= 0x80 && UTF8Validation.sequenceLength(base, count, at: index + 1) == 0 {
                        index += 1
                        throw invalidUTF8(inString: true)
                    }
                    throw failure("invalid escape '\\\(JSONParser.describeEscape(escape, base, count, at: index + 1))' inside a string", at: index)
                }
                index += 2
            case 0x00..<0x20:
                throw controlCharacter()
            case 0x20..<0x80:
                // A run of plain bytes.
                let start = index
                index += 1
                while index < count {
                    let next = base[index]
                    guard next >= 0x20 && next < 0x80 && next != UInt8(ascii: "\"") && next != UInt8(ascii: "\\") else { break }
                    index += 1
                }
                scratch.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index - start))
            default:
                let length = UTF8Validation.sequenceLength(base, count, at: index)
                if length == 0 { throw invalidUTF8(inString: true) }
                scratch.append(contentsOf: UnsafeBufferPointer(start: base + index, count: length))
                index += length
            }
        }
    }

    /// `\uXXXX` at `index` (and its low surrogate if it is a high one), appended as UTF-8.
    mutating func unicodeEscape() throws(JSONError) {
        let start = index
        let first = try hex4(at: start)
        var scalar = first
        index = start + 6
        if first >= 0xD800 && first <= 0xDBFF {
            guard index + 1 < count, base[index] == UInt8(ascii: "\\"), base[index + 1] == UInt8(ascii: "u") else {
                throw loneSurrogate(at: start)
            }
            let second = try hex4(at: index)
            guard second >= 0xDC00 && second <= 0xDFFF else { throw loneSurrogate(at: start) }
            scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            index += 6
        } else if first >= 0xDC00 && first <= 0xDFFF {
            throw loneSurrogate(at: start)
        }
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(truncatingIfNeeded: scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(truncatingIfNeeded: 0xC0 | (scalar >> 6)))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            scratch.append(UInt8(truncatingIfNeeded: 0xE0 | (scalar >> 12)))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F)))
        default:
            scratch.append(UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18)))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F)))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F)))
        }
    }

    /// The four hex digits of the `\u` escape at `start` (the backslash).
    func hex4(at start: Int) throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for offset in 2..<6 {
            guard start + offset < count else { throw failure("unexpected end of input inside a string", at: count) }
            let byte = base[start + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                // Show the escape up to the bad character (if it is printable).
                var shown = String(decoding: UnsafeBufferPointer(start: base + start, count: offset), as: UTF8.self)
                if byte > 0x20 && byte < 0x7F { shown.append(Character(Unicode.Scalar(byte))) }
                throw failure("invalid unicode escape '\(shown)' inside a string (expected four hex digits)", at: start)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// A number at `index`, checked against RFC 8259's grammar, returned as its text.
    mutating func number() throws(JSONError) -> String {
        let start = index
        @inline(__always) func isDigit(_ at: Int) -> Bool {
            at < count && base[at] >= UInt8(ascii: "0") && base[at] <= UInt8(ascii: "9")
        }
        var at = index
        if base[at] == UInt8(ascii: "-") { at += 1 }
        if at < count && base[at] == UInt8(ascii: "0") {
            at += 1
        } else if isDigit(at) {
            at += 1
            while isDigit(at) { at += 1 }
        } else {
            throw invalidNumber(from: start)
        }
        if at < count && base[at] == UInt8(ascii: ".") {
            at += 1
            guard isDigit(at) else { throw invalidNumber(from: start) }
            while isDigit(at) { at += 1 }
        }
        if at < count && (base[at] == UInt8(ascii: "e") || base[at] == UInt8(ascii: "E")) {
            at += 1
            if at < count && (base[at] == UInt8(ascii: "+") || base[at] == UInt8(ascii: "-")) { at += 1 }
            guard isDigit(at) else { throw invalidNumber(from: start) }
            while isDigit(at) { at += 1 }
        }
        if at < count && JSONParser.isWordByte(base[at]) { throw invalidNumber(from: start) }
        index = at
        return String(decoding: UnsafeBufferPointer(start: base + start, count: at - start), as: UTF8.self)
    }

    /// `true`, `false` or `null` at `index`, not followed by more letters or digits.
    mutating func literal(_ word: StaticString) throws(JSONError) {
        let length = word.utf8CodeUnitCount
        let expected = word.utf8Start
        var matches = index + length <= count
        if matches {
            for offset in 0..<length where base[index + offset] != expected[offset] {
                matches = false
                break
            }
        }
        if matches && (index + length == count || !JSONParser.isWordByte(base[index + length])) {
            index += length
            return
        }
        throw invalidLiteral()
    }

    /// Letters, digits and the characters that can continue a number: what an error
    /// message shows as one bad word or number.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "+"),
             UInt8(ascii: "-"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    // MARK: Errors (cold paths)

    @inline(never)
    func failure(_ message: String, at offset: Int) -> JSONError {
        var line = 1
        var lineStart = bomLength
        var at = bomLength
        while at < offset && at < count {
            let byte = base[at]
            if byte == 0x0A || (byte == 0x0D && !(at + 1 < count && base[at + 1] == 0x0A)) {
                line += 1
                lineStart = at + 1
            }
            at += 1
        }
        let end = min(offset, count)
        let column = lineStart < end
            ? String(decoding: UnsafeBufferPointer(start: base + lineStart, count: end - lineStart), as: UTF8.self).count + 1
            : 1
        return JSONError(message: message, line: line, column: column, offset: offset)
    }

    /// What is at `index`, for a message: 'x' for printable ASCII, U+XXXX otherwise.
    func describe(at: Int) -> String {
        guard at < count else { return "end of input" }
        let byte = base[at]
        if byte > 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        var scalar = UInt32(byte)
        let length = UTF8Validation.sequenceLength(base, count, at: at)
        if length > 1 {
            scalar = UInt32(byte) & (0xFF >> (length + 1))
            for offset in 1..<length { scalar = scalar << 6 | UInt32(base[at + offset] & 0x3F) }
        }
        return JSONParser.codePoint(scalar)
    }

    static func codePoint(_ scalar: UInt32) -> String {
        let digits = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The end of input where more was needed, named by the innermost open container.
    func endOfInput() -> JSONError {
        switch frames.last?.isObject {
        case true?: return failure("unexpected end of input inside an object", at: count)
        case false?: return failure("unexpected end of input inside an array", at: count)
        case nil: return failure("unexpected end of input, expected a value", at: count)
        }
    }

    /// "<expected>, found X" (or "unexpected X <after>" when `expected` is empty) for the
    /// byte at `index`; bytes that are not UTF-8 are named as such.
    func unexpected(_ expected: String, _ after: String = "") -> JSONError {
        if base[index] == UInt8(ascii: "/") { return failure("comments are not allowed in JSON", at: index) }
        if base[index] >= 0x80 && UTF8Validation.sequenceLength(base, count, at: index) == 0 {
            return invalidUTF8(inString: false)
        }
        if expected.isEmpty { return failure("unexpected \(describe(at: index)) \(after)", at: index) }
        return failure("\(expected), found \(describe(at: index))", at: index)
    }

    func unexpectedInsteadOfValue() -> JSONError {
        let byte = base[index]
        switch byte {
        case UInt8(ascii: "'"):
            return failure("strings must be in double quotes, not single quotes", at: index)
        case UInt8(ascii: "."), UInt8(ascii: "+"):
            return invalidNumber(from: index)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return invalidLiteral()
        default:
            return unexpected("expected a value")
        }
    }

    /// The bad word at `index` (up to 32 bytes of it), for a message.
    func word(from start: Int) -> String {
        var end = start
        while end < count && JSONParser.isWordByte(base[end]) { end += 1 }
        if end == start { return "" }
        let shown = min(end - start, 32)
        return String(decoding: UnsafeBufferPointer(start: base + start, count: shown), as: UTF8.self) + (shown < end - start ? "…" : "")
    }

    func invalidNumber(from start: Int) -> JSONError {
        failure("invalid number '\(word(from: start))'", at: start)
    }

    func invalidLiteral() -> JSONError {
        failure("invalid literal '\(word(from: index))' (expected true, false or null)", at: index)
    }

    func controlCharacter() -> JSONError {
        let byte = base[index]
        let escape: String
        switch byte {
        case 0x0A: escape = " (write it as \\n)"
        case 0x0D: escape = " (write it as \\r)"
        case 0x09: escape = " (write it as \\t)"
        default: escape = ""
        }
        return failure("unescaped control character \(JSONParser.codePoint(UInt32(byte))) inside a string\(escape)", at: index)
    }

    func invalidUTF8(inString: Bool) -> JSONError {
        let hex = String(base[index], radix: 16, uppercase: true)
        let place = inString ? " inside a string" : ""
        return failure("invalid UTF-8 byte 0x\(hex.count < 2 ? "0" : "")\(hex)\(place)", at: index)
    }

    func loneSurrogate(at start: Int) -> JSONError {
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: 6), as: UTF8.self)
        return failure("lone surrogate '\(text)' inside a string", at: start)
    }

    static func describeEscape(_ byte: UInt8, _ base: UnsafePointer<UInt8>, _ count: Int, at: Int) -> String {
        if byte > 0x20 && byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
        let length = UTF8Validation.sequenceLength(base, count, at: at)
        if length > 1 { return String(decoding: UnsafeBufferPointer(start: base + at, count: length), as: UTF8.self) }
        return codePoint(UInt32(byte))
    }
}
