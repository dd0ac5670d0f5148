import FieldCheckReference

/// `zip`: a US ZIP code, `12345`, `12345-6789`, `123456789` or `12345 6789`.
/// Canonical: `12345` or `12345-6789`.
struct ZipType: TypeUnit {
    package static var longestValue: Int? { shortValues }
    static var name: String { "zip" }
    /// (A Table Schema string field may name it as its `format`: fieldcheck's extension.)
    static var isStringFormat: Bool { true }
    static var summary: String { "12345, 12345-6789, 123456789 or 12345 6789" }
    static var canonicalForm: String { "12345 or 12345-6789" }
    /// The row of the README's table of types (Markdown).
    static var markdownRow: (passes: String, canonical: String) {
        ("`12345`, `12345-6789`, `123456789`, `12345 6789`",
         "`12345` or `12345-6789`")
    }
    static var examples: [String] { ["123456789", "12345", "1234", "1234a"] }
    static var details: String { "5 digits, or ZIP+4 written 12345-6789, 123456789 or 12345 6789. Fewer than 5 digits, or 6 to 8, are too-short." }

    init(_ settings: TypeSettings) {}

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        // The common shapes, on bytes (format calls this for every value): the quick status
        // agrees with the check below, and the canonical form is made of the digits alone.
        if quickStatus(value) == .passed {
            guard wantsCanonical else { return .valid(canonical: "") }
            return .valid(canonical: ByteBuffer.text(capacity: 16) { _ = quickCanonical(value, into: &$0) })
        }
        return Self.judgeASCII(value) ?? Self.judgeCharacters(Self.text(value))
    }

    /// The reference: the character-by-character check alone.
    func referenceJudge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        Self.judgeCharacters(Self.text(value))
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
                return .invalid(ByteBuffer.text { writeRefusal(UInt8(ascii: "-"), into: &$0) })
            } else {
                return .invalid("a ZIP code has only digits (\(TextNormalization.describe(character)))")
            }
        }
        switch digits.count {
        case 5 where separatorAt == nil:
            return .valid(canonical: String(digits))
        case 9:
            return .valid(canonical: String(digits[0..<5]) + "-" + String(digits[5...]))
        default:
            return judgement(digits: digits.count)
        }
    }

    /// The judgement of a value with a count of digits other than 5 or 9, all else right.
    static func judgement(digits: Int) -> TypeJudgement {
        var status = Status.failed
        let reason = ByteBuffer.text { status = writeCountReason(digits, into: &$0) }
        return status == .tooShort ? .incomplete(reason) : .invalid(reason)
    }

    /// Why a count of digits other than 5 or 9 (all else right) is not a ZIP code.
    static func writeCountReason(_ digits: Int, into reason: inout ByteBuffer) -> Status {
        switch digits {
        case 0:
            reason.append(text: "empty")
        case 1..<5:
            reason.append(text: "needs 5 digits, got ")
            reason.append(decimal: digits)
        case 5...8:
            reason.append(text: "ZIP+4 needs 4 digits after the first 5, got ")
            reason.append(decimal: digits - 5)
        default:
            reason.append(text: "too many digits: ")
            reason.append(decimal: digits)
            reason.append(text: " (5, or 9 for ZIP+4)")
            return .failed
        }
        return .tooShort
    }

    /// Why an ASCII character refused in a ZIP code is refused: a separator out of place,
    /// or anything else.
    static func writeRefusal(_ byte: UInt8, into reason: inout ByteBuffer) {
        if byte == 0x2D || byte == 0x20 {
            reason.append(text: "the separator goes after the first 5 digits")
        } else {
            reason.append(text: "a ZIP code has only digits (")
            TextNormalization.describe(ascii: byte, into: &reason)
            reason.append(UInt8(ascii: ")"))
        }
    }

    /// What the check below finds in an ASCII value without CR: the bounds without blanks,
    /// how many digits, whether a separator follows the first five, and the first byte it
    /// refuses. `nil` for other values.
    struct ASCIIReading {
        var start: Int, end: Int, digits: Int, separated: Bool, refused: UInt8?
    }

    static func readASCII(_ value: UnsafeBufferPointer<UInt8>) -> ASCIIReading? {
        guard value.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        var reading = ASCIIReading(start: 0, end: value.count, digits: 0, separated: false, refused: nil)
        while reading.start < reading.end && isBlank(value[reading.start]) { reading.start += 1 }
        while reading.end > reading.start && isBlank(value[reading.end - 1]) { reading.end -= 1 }
        for index in reading.start..<reading.end {
            let byte = value[index]
            if byte >= 0x30 && byte <= 0x39 {
                reading.digits += 1
            } else if (byte == 0x2D || byte == 0x20) && reading.digits == 5 && !reading.separated {
                reading.separated = true
            } else {
                reading.refused = byte
                break
            }
        }
        return reading
    }

    /// The check below on the bytes of an ASCII value without CR (each byte one
    /// character), for the reasons of a column's bad ZIP codes; `nil` for other values.
    static func judgeASCII(_ value: UnsafeBufferPointer<UInt8>) -> TypeJudgement? {
        guard let reading = readASCII(value) else { return nil }
        if let byte = reading.refused { return .invalid(ByteBuffer.text { writeRefusal(byte, into: &$0) }) }
        let kept = UnsafeBufferPointer(rebasing: value[reading.start..<reading.end]).filter { $0 >= 0x30 && $0 <= 0x39 }
        switch reading.digits {
        case 5 where !reading.separated: return .valid(canonical: String(decoding: kept, as: UTF8.self))
        case 9: return .valid(canonical: String(decoding: kept[0..<5], as: UTF8.self) + "-" + String(decoding: kept[5...], as: UTF8.self))
        default: return judgement(digits: reading.digits)
        }
    }

    /// `judgeASCII`'s reason for a value that does not pass, as bytes.
    func writeReason(_ value: UnsafeBufferPointer<UInt8>, quick: Status?, into reason: inout ByteBuffer) -> Status? {
        guard let reading = Self.readASCII(value) else { return nil }
        if let byte = reading.refused {
            Self.writeRefusal(byte, into: &reason)
            return .failed
        }
        if reading.digits == 9 || (reading.digits == 5 && !reading.separated) { return nil }
        return Self.writeCountReason(reading.digits, into: &reason)
    }

    /// 12345, 12345-6789, 123456789 or 12345 6789, spaces around them; for other ASCII
    /// values the status `judgeASCII` gives (without its reason and canonical form, which
    /// cost a String each: a column's bad ZIP codes are counted at little more than good ones).
    func quickStatus(_ bytes: UnsafeBufferPointer<UInt8>) -> Status? {
        let core = QuickAccept.trimmed(bytes)
        let isDigit = QuickAccept.isDigit
        switch core.count {
        case 5, 9: if core.allSatisfy(isDigit) { return .passed }
        case 10:
            if (core[5] == 0x2D || core[5] == 0x20) && core[0..<5].allSatisfy(isDigit) && core[6...].allSatisfy(isDigit) { return .passed }
        default: break
        }
        guard let reading = Self.readASCII(bytes) else { return nil }
        if reading.refused != nil { return .failed }
        if reading.digits == 9 || (reading.digits == 5 && !reading.separated) { return nil }  // (passes: the shapes above, or the longer way)
        return reading.digits > 9 ? .failed : .tooShort
    }

    /// The five digits, and a hyphen and the four more when there are nine (a passing
    /// value's quick status has seen one of the plain shapes).
    func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        let core = QuickAccept.trimmed(value)
        guard core.count >= 5 else { return false }
        form.append(UnsafeBufferPointer(rebasing: core[0..<5]))
        if core.count > 5 {
            form.append(0x2D)
            form.append(UnsafeBufferPointer(rebasing: core[(core.count - 4)...]))
        }
        return true
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
