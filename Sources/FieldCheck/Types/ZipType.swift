/// `zip`: a US ZIP code, `12345`, `12345-6789`, `123456789` or `12345 6789`.
/// Canonical: `12345` or `12345-6789`.
struct ZipType: TypeUnit {
    static var name: String { "zip" }
    static var summary: String { "12345, 12345-6789, 123456789 or 12345 6789" }
    static var canonicalForm: String { "12345 or 12345-6789" }
    static var examples: [String] { ["123456789", "12345", "1234", "1234a"] }
    static var details: String { "5 digits, or ZIP+4 written 12345-6789, 123456789 or 12345 6789. Fewer than 5 digits, or 6 to 8, are too-short." }

    init(_ settings: TypeSettings) {}

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        // The common shapes, on bytes (format calls this for every value): the quick status
        // agrees with the check below, and the canonical form is made of the digits alone.
        if quickStatus(value) == .passed {
            guard wantsCanonical else { return .valid(canonical: "") }
            let digits = QuickAccept.trimmed(value).filter(QuickAccept.isDigit)
            if digits.count == 5 { return .valid(canonical: String(decoding: digits, as: UTF8.self)) }
            return .valid(canonical: String(decoding: digits[0..<5], as: UTF8.self) + "-" + String(decoding: digits[5...], as: UTF8.self))
        }
        return Self.judgeASCII(value) ?? Self.judgeCharacters(Self.text(value))
    }

    /// The check of any value, character by character.
    static func judgeCharacters(_ text: Substring) -> TypeJudgement {
        let characters = Array(Trimming.trimmed(text))
        var digits: [Character] = []
        var separatorAt: Int?
        for (index, character) in characters.enumerated() {
            if character.isASCII && character.isNumber {
                digits.append(character)
            } else if (character == "-" || character == " ") && digits.count == 5 && separatorAt == nil {
                separatorAt = index
            } else if character == "-" || character == " " {
                return .invalid("the separator goes after the first 5 digits")
            } else {
                return .invalid("a ZIP code has only digits (\(TextNormalization.describe(character)))")
            }
        }
        switch digits.count {
        case 0:
            return .incomplete("empty")
        case 1..<5:
            return .incomplete("needs 5 digits, got \(digits.count)")
        case 5 where separatorAt == nil:
            return .valid(canonical: String(digits))
        case 5...8:
            return .incomplete("ZIP+4 needs 4 digits after the first 5, got \(digits.count - 5)")
        case 9:
            return .valid(canonical: String(digits[0..<5]) + "-" + String(digits[5...]))
        default:
            return .invalid("too many digits: \(digits.count) (5, or 9 for ZIP+4)")
        }
    }

    /// The check below on the bytes of an ASCII value without CR (each byte one
    /// character), for the reasons of a column's bad ZIP codes; `nil` for other values.
    static func judgeASCII(_ value: UnsafeBufferPointer<UInt8>) -> TypeJudgement? {
        guard value.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        var start = 0, end = value.count
        while start < end && isBlank(value[start]) { start += 1 }
        while end > start && isBlank(value[end - 1]) { end -= 1 }
        var digits = 0
        var separated = false
        for index in start..<end {
            let byte = value[index]
            if byte >= 0x30 && byte <= 0x39 {
                digits += 1
            } else if (byte == 0x2D || byte == 0x20) && digits == 5 && !separated {
                separated = true
            } else if byte == 0x2D || byte == 0x20 {
                return .invalid("the separator goes after the first 5 digits")
            } else {
                var reason = Array("a ZIP code has only digits (".utf8)
                TextNormalization.describe(ascii: byte, into: &reason)
                reason.append(UInt8(ascii: ")"))
                return .invalid(String(decoding: reason, as: UTF8.self))
            }
        }
        let kept = UnsafeBufferPointer(rebasing: value[start..<end]).filter { $0 >= 0x30 && $0 <= 0x39 }
        switch digits {
        case 0: return .incomplete("empty")
        case 1..<5: return .incomplete("needs 5 digits, got \(digits)")
        case 5 where !separated: return .valid(canonical: String(decoding: kept, as: UTF8.self))
        case 5...8: return .incomplete("ZIP+4 needs 4 digits after the first 5, got \(digits - 5)")
        case 9: return .valid(canonical: String(decoding: kept[0..<5], as: UTF8.self) + "-" + String(decoding: kept[5...], as: UTF8.self))
        default: return .invalid("too many digits: \(digits) (5, or 9 for ZIP+4)")
        }
    }

    /// 12345, 12345-6789, 123456789 or 12345 6789, spaces around them.
    func quickStatus(_ bytes: UnsafeBufferPointer<UInt8>) -> Status? {
        let core = QuickAccept.trimmed(bytes)
        let isDigit = QuickAccept.isDigit
        switch core.count {
        case 5, 9: return core.allSatisfy(isDigit) ? .passed : nil
        case 10:
            return (core[5] == 0x2D || core[5] == 0x20) && core[0..<5].allSatisfy(isDigit) && core[6...].allSatisfy(isDigit)
                ? .passed : nil
        default: return nil
        }
    }

    static func accepts(_ character: Character) -> Bool {
        character.isASCII && character.isNumber || character == "-" || character == " "
    }

    static func mask(_ text: String) -> String? {
        let digits = Array(text.filter { $0.isASCII && $0.isNumber }.prefix(9))
        if digits.count <= 5 { return String(digits) }
        return String(digits[0..<5]) + "-" + String(digits[5...])
    }

    static var refusesDeadEnds: Bool { true }
}
