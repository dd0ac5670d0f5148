/// `integer`: an optional sign and ASCII digits, any length. Canonical: no `+`, no
/// leading zeros, no negative zero. With `--table-schema`, a cell is read as a Table
/// Schema integer field reads it (`TableSchemaNumbers`).
struct IntegerType: TypeUnit {
    static var name: String { "integer" }
    static var summary: String { "an optional sign and digits" }
    static var canonicalForm: String { "no +, no leading zeros (007 becomes 7, -0 becomes 0)" }
    /// The row of the README's table of types (Markdown).
    static var markdownRow: (passes: String, canonical: String) {
        ("optional sign and ASCII digits, any length",
         "no `+`, no leading zeros, `-0` → `0`")
    }
    static var examples: [String] { ["+007", "-42", "-", "4.5", "1,000"] }
    static var details: String { "An optional sign (+ or -) and ASCII digits, of any length; surrounding whitespace is ignored. The canonical form drops the + and leading zeros and writes -0 as 0. A sign alone is too-short; a point, an exponent or a thousands separator fails (--type decimal takes fractions; --type number keeps digits as typed). --minimum and --maximum compare the numbers exactly, whatever their size." }

    let settings: TypeSettings

    init(_ settings: TypeSettings) throws(RuleError) {
        self.settings = settings
        try TableSchemaNumbers.validate(settings)
    }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        if settings.tableSchema { return TableSchemaNumbers.judge(Self.text(value), integer: true, settings) }
        let trimmed = Trimming.trimmed(Self.text(value))
        if trimmed.isEmpty { return .incomplete("empty") }
        var digits = Substring(trimmed)
        var negative = false
        if let first = digits.first, first == "-" || first == "+" {
            negative = first == "-"
            digits = digits.dropFirst()
        }
        for character in digits where !(character.isASCII && character.isNumber) {
            switch character {
            case "-", "+": return .invalid("the sign goes first")
            case ".": return .invalid("an integer has no point (--type decimal takes fractions)")
            case ",", "_", "'", " ": return .invalid("\(TextNormalization.describe(character)) is not allowed (no digit group separators)")
            case "e", "E": return .invalid("exponents are not allowed")
            default:
                if character.isNumber { return .invalid("an integer has only ASCII digits (\(TextNormalization.describe(character)))") }
                return .invalid("\(TextNormalization.describe(character)) is not allowed in an integer")
            }
        }
        if digits.isEmpty { return .incomplete("needs a digit") }
        let significant = digits.drop(while: { $0 == "0" })
        if significant.isEmpty { return .valid(canonical: "0") }
        return .valid(canonical: (negative ? "-" : "") + significant)
    }

    /// An optional sign and digits, spaces around them.
    func quickStatus(_ bytes: UnsafeBufferPointer<UInt8>) -> Status? {
        // An optional sign and ASCII digits are an integer for python's int() too.
        let core = settings.tableSchema ? bytes : QuickAccept.trimmed(bytes)
        var index = 0
        if index < core.count && (core[index] == 0x2B || core[index] == 0x2D) { index += 1 }
        guard index < core.count else { return nil }
        while index < core.count {
            guard QuickAccept.isDigit(core[index]) else { return nil }
            index += 1
        }
        return .passed
    }

    func compare(_ a: String, _ b: String) -> Int? {
        settings.tableSchema ? TableSchemaNumbers.compare(a, b) : DecimalOrder.compare(a, b)
    }
    static var isOrdered: Bool { true }

    func quickOrder(_ value: UnsafeBufferPointer<UInt8>, _ bound: UnsafeBufferPointer<UInt8>) -> Int? {
        settings.tableSchema ? nil : DecimalOrder.compare(QuickAccept.trimmed(value), bound)
    }

    /// Canonical: nothing around it, no `+`, no leading zero (but `0` itself), no `-0`.
    func quickIsCanonical(_ value: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !settings.tableSchema, let first = value.first else { return nil }
        if QuickAccept.trimmed(value).count != value.count || first == 0x2B { return false }
        let digits = first == 0x2D ? value.dropFirst() : value[...]
        return digits.first != 0x30 || (first != 0x2D && value.count == 1)
    }

    /// The digits without leading zeros (`0` for none left), `-` before them unless zero.
    func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        guard !settings.tableSchema else { return false }
        let core = QuickAccept.trimmed(value)
        let negative = core.first == 0x2D
        var start = negative || core.first == 0x2B ? 1 : 0
        while start < core.count && core[start] == 0x30 { start += 1 }
        if start == core.count {
            form.append(0x30)
        } else {
            if negative { form.append(0x2D) }
            form.append(UnsafeBufferPointer(rebasing: core[start...]))
        }
        return true
    }

    static func accepts(_ character: Character) -> Bool {
        character.isASCII && character.isNumber || character == "-" || character == "+"
    }
    static var refusesDeadEnds: Bool { true }
    static var growsByDigits: Bool { true }
}
