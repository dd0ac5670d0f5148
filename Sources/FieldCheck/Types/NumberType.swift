/// `number`: ASCII digits. Canonical: as typed, trimmed (leading zeros stay: `007`
/// is an identifier as often as a quantity).
struct NumberType: TypeUnit {
    static var name: String { "number" }
    static var summary: String { "ASCII digits" }
    static var canonicalForm: String { "as typed, trimmed" }
    /// The row of the README's table of types (Markdown).
    static var markdownRow: (passes: String, canonical: String) {
        ("ASCII digits",
         "as typed, trimmed (leading zeros stay)")
    }
    static var examples: [String] { ["007", " 42 ", "12a"] }
    static var details: String { "ASCII digits only: no sign, point, separators or other scripts' digits. Leading zeros stay (007 is an identifier as often as a quantity); --minimum and --maximum compare the numbers (007 is 7)." }

    init(_ settings: TypeSettings) {}

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        let trimmed = Trimming.trimmed(Self.text(value))
        if trimmed.isEmpty { return .incomplete("empty") }
        for character in trimmed where !(character.isASCII && character.isNumber) {
            if character == "-" || character == "+" || character == "." {
                return .invalid("a number has only digits (\(TextNormalization.describe(character)); --type decimal takes signs and fractions)")
            }
            if character.isNumber {
                return .invalid("a number has only ASCII digits (\(TextNormalization.describe(character)))")
            }
            return .invalid("\(TextNormalization.describe(character)) is not a digit")
        }
        return .valid(canonical: String(trimmed))
    }

    /// Digits, spaces around them.
    func quickStatus(_ bytes: UnsafeBufferPointer<UInt8>) -> Status? {
        let core = QuickAccept.trimmed(bytes)
        return !core.isEmpty && core.allSatisfy(QuickAccept.isDigit) ? .passed : nil
    }

    func compare(_ a: String, _ b: String) -> Int? { DecimalOrder.compare(a, b) }

    func quickOrder(_ value: UnsafeBufferPointer<UInt8>, _ bound: UnsafeBufferPointer<UInt8>) -> Int? {
        DecimalOrder.compare(QuickAccept.trimmed(value), bound)
    }

    /// The digits, nothing around them.
    func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        form.append(QuickAccept.trimmed(value))
        return true
    }

    /// Canonical: as typed, nothing around it.
    func quickIsCanonical(_ value: UnsafeBufferPointer<UInt8>) -> Bool? {
        QuickAccept.trimmed(value).count == value.count
    }
    static var isOrdered: Bool { true }

    static func accepts(_ character: Character) -> Bool { character.isASCII && character.isNumber }
    static var refusesDeadEnds: Bool { true }
    static var growsByDigits: Bool { true }
}

/// Surrounding whitespace, as the lenient checks ignore it.
enum Trimming {
    static func trimmed(_ value: Substring) -> Substring {
        // Most values begin and end with a printable ASCII character: nothing to trim, and
        // no character walk from either end (from the end, a costly one).
        if let first = value.utf8.first, let last = value.utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return value
        }
        guard let start = value.firstIndex(where: { !TextNormalization.isBlank($0) }),
              let end = value.lastIndex(where: { !TextNormalization.isBlank($0) })
        else { return value[value.endIndex...] }
        return value[start...end]
    }
}
