/// `decimal`: an optional sign, digits, an optional point and fraction (`.5`, `-3.25`,
/// `1.`). Canonical: trimmed, no leading `+`, a leading `0` before a bare fraction
/// (`.5` → `0.5`), no point without a fraction (`1.` → `1`), and no negative zero
/// (`-0` → `0`). Leading and trailing zeros stay as typed.
struct DecimalType: TypeUnit {
    static var name: String { "decimal" }
    static var summary: String { "an optional sign, digits, an optional point and fraction" }
    static var canonicalForm: String { "trimmed, no leading +, .5 becomes 0.5, 1. becomes 1, -0 becomes 0" }
    /// The row of the README's table of types (Markdown).
    static var markdownRow: (passes: String, canonical: String) {
        ("optional sign, digits, optional point and fraction",
         "trimmed, no leading `+`, `.5` → `0.5`, `1.` → `1`, `-0` → `0`")
    }
    static var examples: [String] { [".5", "+1.50", "-0", "-", "1.2.3"] }
    static var details: String { "An optional sign, digits and an optional point with a fraction. The canonical form drops a leading +, writes .5 as 0.5 and 1. as 1, and turns -0 into 0; leading and trailing zeros stay as typed. No exponents or thousands separators. With --table-schema, a value is read as a Table Schema number (exponents, NaN, Infinity, --decimal-char, --group-char, --no-bare-number)." }

    let settings: TypeSettings

    init(_ settings: TypeSettings) throws(RuleError) {
        self.settings = settings
        try TableSchemaNumbers.validate(settings)
    }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        if settings.tableSchema { return TableSchemaNumbers.judge(Self.text(value), integer: false, settings) }
        let trimmed = Trimming.trimmed(Self.text(value))
        var characters = Array(trimmed)
        if characters.isEmpty { return .incomplete("empty") }
        var negative = false
        if characters[0] == "-" || characters[0] == "+" {
            negative = characters[0] == "-"
            characters.removeFirst()
        }
        var integer: [Character] = []
        var fraction: [Character] = []
        var sawPoint = false
        for character in characters {
            if character.isASCII && character.isNumber {
                if sawPoint { fraction.append(character) } else { integer.append(character) }
            } else if character == "." && !sawPoint {
                sawPoint = true
            } else if character == "." {
                return .invalid("a decimal has one point at most")
            } else if character == "," {
                return .invalid("',' is not allowed (no thousands separators; the point is '.')")
            } else if character == "-" || character == "+" {
                return .invalid("the sign goes first")
            } else if character == "e" || character == "E" {
                return .invalid("exponents are not allowed")
            } else {
                return .invalid("\(TextNormalization.describe(character)) is not allowed in a decimal")
            }
        }
        if integer.isEmpty && fraction.isEmpty { return .incomplete("needs a digit") }
        var canonical = integer.isEmpty ? "0" : String(integer)
        if !fraction.isEmpty { canonical += "." + String(fraction) }
        let isZero = (integer + fraction).allSatisfy { $0 == "0" }
        if negative && !isZero { canonical = "-" + canonical }
        return .valid(canonical: canonical)
    }

    /// An optional sign, digits, an optional point and digits, with a digit.
    func quickStatus(_ bytes: UnsafeBufferPointer<UInt8>) -> Status? {
        // A plain decimal is a number for python's Decimal() too, unless the point or the
        // digit groups are spelled otherwise.
        if settings.tableSchema && (settings.decimalChar.map { $0 != "." } ?? false || !(settings.groupChar ?? "").isEmpty) {
            return nil
        }
        let core = settings.tableSchema ? bytes : QuickAccept.trimmed(bytes)
        var index = 0
        if index < core.count && (core[index] == 0x2B || core[index] == 0x2D) { index += 1 }
        var digits = 0, point = false
        while index < core.count {
            let b = core[index]
            if QuickAccept.isDigit(b) {
                digits += 1
            } else if b == 0x2E && !point {
                point = true
            } else {
                return nil
            }
            index += 1
        }
        return digits > 0 ? .passed : nil
    }

    func compare(_ a: String, _ b: String) -> Int? {
        settings.tableSchema ? TableSchemaNumbers.compare(a, b, decimalChar: settings.decimalChar) : DecimalOrder.compare(a, b)
    }

    func quickOrder(_ value: UnsafeBufferPointer<UInt8>, _ bound: UnsafeBufferPointer<UInt8>) -> Int? {
        settings.tableSchema ? nil : DecimalOrder.compare(QuickAccept.trimmed(value), bound)
    }

    /// Canonical: nothing around it, no `+`, no bare fraction (`.5`), no point last (`1.`),
    /// no negative zero (`-0.00`).
    func quickIsCanonical(_ value: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !settings.tableSchema, let first = value.first, let last = value.last else { return nil }
        if QuickAccept.trimmed(value).count != value.count || first == 0x2B || first == 0x2E || last == 0x2E { return false }
        if first == 0x2D {
            if value.count > 1 && value[1] == 0x2E { return false }
            return !value.dropFirst().allSatisfy { $0 == 0x30 || $0 == 0x2E }
        }
        return true
    }

    /// Sign, digits, point and fraction as typed: `-` unless all are zeros, `0` for no
    /// integer digits, no point without a fraction.
    func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        guard !settings.tableSchema else { return false }
        let core = QuickAccept.trimmed(value)
        var start = 0
        let negative = core.first == 0x2D
        if negative || core.first == 0x2B { start = 1 }
        let point = core[start...].firstIndex(of: 0x2E) ?? core.count
        let integer = UnsafeBufferPointer(rebasing: core[start..<point])
        let fraction = UnsafeBufferPointer(rebasing: core[min(point + 1, core.count)...])
        if negative && !(integer.allSatisfy { $0 == 0x30 } && fraction.allSatisfy { $0 == 0x30 }) { form.append(0x2D) }
        if integer.isEmpty { form.append(0x30) } else { form.append(integer) }
        if !fraction.isEmpty {
            form.append(0x2E)
            form.append(fraction)
        }
        return true
    }

    func equalityKey(_ canonical: String) -> String? {
        settings.tableSchema ? TableSchemaNumbers.equalityKey(canonical, decimalChar: settings.decimalChar) : canonical
    }
    static var isOrdered: Bool { true }

    static func accepts(_ character: Character) -> Bool {
        character.isASCII && character.isNumber || character == "." || character == "-" || character == "+"
    }
    static var refusesDeadEnds: Bool { true }
}
