import FieldCheckReference

/// `uuid`: 32 hexadecimal digits, hyphenated 8-4-4-4-12 or run together, in any case,
/// optionally in braces or after `urn:uuid:`; any version. Canonical: lower case,
/// hyphenated. With `--table-schema`, what python's `uuid.UUID()` takes, as frictionless checks it.
struct UUIDType: TypeUnit {
    package static var longestValue: Int? { shortValues }
    static var name: String { "uuid" }
    static var summary: String { "32 hex digits, hyphenated 8-4-4-4-12 (any case, braces, urn:uuid:)" }
    static var canonicalForm: String { "lower case, hyphenated 8-4-4-4-12" }
    /// The row of the README's table of types (Markdown).
    static var markdownRow: (passes: String, canonical: String) {
        ("32 hex digits, hyphenated 8-4-4-4-12 or not, any case, braces or `urn:uuid:`",
         "lower case, hyphenated")
    }
    static var examples: [String] { ["{123E4567-E89B-12D3-A456-426614174000}", "123e4567-e89b-12d3", "123e4567-e89b-12d3-a456-42661417400g"] }
    static var details: String { "A UUID of any version or variant: 32 hexadecimal digits, hyphenated 8-4-4-4-12 or without hyphens, in any case, optionally in braces or after urn:uuid:, with surrounding whitespace ignored. The canonical form is lower case and hyphenated. A beginning of a UUID is too-short. With --table-schema, what python's uuid.UUID() accepts (hyphens anywhere, braces at either end, a sign or underscores between digits), as frictionless checks Table Schema's uuid format; the canonical form is then the value itself." }

    static let hyphenAt: Set<Int> = [8, 13, 18, 23]
    let tableSchema: Bool

    init(_ settings: TypeSettings) { tableSchema = settings.tableSchema }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        if tableSchema { return Self.pythonUUID(String(decoding: value, as: UTF8.self)) }
        var text = Trimming.trimmed(Self.text(value))
        if text.isEmpty { return .incomplete("empty") }
        let lowered = text.lowercased()
        var opened = false, closed = false
        if lowered.hasPrefix("urn:uuid:") {
            text = text.dropFirst(9)
        } else if "urn:uuid:".hasPrefix(lowered) {
            return .incomplete("incomplete: urn:uuid: and 32 hex digits")
        } else if text.first == "{" {
            opened = true
            text = text.dropFirst()
            if text.last == "}" {
                closed = true
                text = text.dropLast()
            }
        }
        var digits: [Character] = []
        let characters = Array(text)
        let hyphenated = characters.count > 8 && characters[8] == "-"
        for (index, character) in characters.enumerated() {
            if character == "-" {
                guard hyphenated, Self.hyphenAt.contains(index) else {
                    return .invalid("a hyphen goes after hex digits 8, 12, 16 and 20 (8-4-4-4-12)")
                }
                continue
            }
            guard character.isHexDigit else {
                return .invalid("\(TextNormalization.describe(character)) is not a hexadecimal digit")
            }
            if hyphenated && Self.hyphenAt.contains(index) {
                return .invalid("a hyphen goes after hex digits 8, 12, 16 and 20 (8-4-4-4-12)")
            }
            digits.append(character)
        }
        if digits.count > 32 { return .invalid("too many hex digits: \(digits.count) (a UUID has 32)") }
        if digits.count < 32 {
            if closed { return .invalid("needs 32 hex digits before '}', got \(digits.count)") }
            return .incomplete("needs 32 hex digits, got \(digits.count)")
        }
        if opened && !closed { return .incomplete("needs the closing '}'") }
        let hex = String(digits).lowercased()
        let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
        return .valid(canonical: parts.joined(separator: "-"))
    }

    /// Lower- or upper-case hex, hyphenated 8-4-4-4-12 or not at all, spaces around it.
    func quickStatus(_ bytes: UnsafeBufferPointer<UInt8>) -> Status? {
        guard !tableSchema else { return nil }
        let core = QuickAccept.trimmed(bytes)
        let hyphenated = core.count == 36
        guard hyphenated || core.count == 32 else { return nil }
        for index in 0..<core.count {
            let b = core[index]
            if hyphenated && (index == 8 || index == 13 || index == 18 || index == 23) {
                guard b == 0x2D else { return nil }
            } else {
                guard QuickAccept.isDigit(b) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x66) else { return nil }
            }
        }
        return .passed
    }

    /// The 32 digits of what the quick status passed, lower-cased, hyphenated 8-4-4-4-12.
    func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        guard !tableSchema else { return false }
        var digits = 0
        for byte in QuickAccept.trimmed(value) where byte != 0x2D {
            if digits == 8 || digits == 12 || digits == 16 || digits == 20 { form.append(0x2D) }
            form.append(QuickAccept.isDigit(byte) ? byte : byte | 0x20)
            digits += 1
        }
        return true
    }

    static func accepts(_ character: Character) -> Bool {
        character.isHexDigit || "-{}urnURNiIdD:".contains(character)
    }

    /// `uuid.UUID(value)`: `urn:` and `uuid:` removed wherever they are, braces stripped
    /// from both ends, every hyphen removed, then 32 characters that `int(s, 16)` takes.
    static func pythonUUID(_ value: String) -> TypeJudgement {
        var text = value.replacingAll("urn:", with: "").replacingAll("uuid:", with: "")
        while text.first == "{" || text.first == "}" { text.removeFirst() }
        while text.last == "{" || text.last == "}" { text.removeLast() }
        text = text.replacingAll("-", with: "")
        guard text.unicodeScalars.count == 32, pythonHexInt(text) else {
            return .invalid("'\(value)' is not a UUID (python's uuid.UUID() refuses it)")
        }
        return .valid(canonical: value)
    }

    /// Whether python's `int(text, 16)` takes it: whitespace around, a sign, hex digits
    /// (any Unicode decimal digit among them) with single underscores between them.
    static func pythonHexInt(_ text: String) -> Bool {
        guard var bytes = TableSchemaNumbers.asciiForm(text)?[...] else { return false }
        while let first = bytes.first, TableSchemaNumbers.isASCIISpace(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, TableSchemaNumbers.isASCIISpace(last) { bytes = bytes.dropLast() }
        if let first = bytes.first, first == 0x2B || first == 0x2D { bytes = bytes.dropFirst() }
        let isHex: (UInt8) -> Bool = { QuickAccept.isDigit($0) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }
        guard let first = bytes.first, isHex(first), let last = bytes.last, isHex(last) else { return false }
        var previousUnderscore = false
        for b in bytes {
            if b == 0x5F {
                if previousUnderscore { return false }
                previousUnderscore = true
            } else if isHex(b) {
                previousUnderscore = false
            } else {
                return false
            }
        }
        return true
    }
}
