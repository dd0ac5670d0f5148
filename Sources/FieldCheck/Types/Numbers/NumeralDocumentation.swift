/// The documentation and what a field may hold of each number type (see `NumeralType`).
extension NumeralKind {
    var documentation: TypeDocumentation {
        switch self {
        case .number: return TypeDocumentation(name: "number", summary: "ASCII digits", canonicalForm: "as typed, trimmed", markdownRow: ("ASCII digits", "as typed, trimmed (leading zeros stay)"), examples: ["007", " 42 ", "12a"], details: "ASCII digits only: no sign, point, separators or other scripts' digits. Leading zeros stay (007 is an identifier as often as a quantity); --minimum and --maximum compare the numbers (007 is 7).")
        case .integer: return TypeDocumentation(name: "integer", summary: "an optional sign and digits", canonicalForm: "no +, no leading zeros (007 becomes 7, -0 becomes 0)", markdownRow: ("optional sign and ASCII digits, any length", "no `+`, no leading zeros, `-0` → `0`"), examples: ["+007", "-42", "-", "4.5", "1,000"], details: "An optional sign (+ or -) and ASCII digits, of any length; surrounding whitespace is ignored. The canonical form drops the + and leading zeros and writes -0 as 0. A sign alone is too-short; a point, an exponent or a thousands separator fails (--type decimal takes fractions; --type number keeps digits as typed). --minimum and --maximum compare the numbers exactly, whatever their size.")
        case .decimal: return TypeDocumentation(name: "decimal", summary: "an optional sign, digits, an optional point and fraction", canonicalForm: "trimmed, no leading +, .5 becomes 0.5, 1. becomes 1, -0 becomes 0", markdownRow: ("optional sign, digits, optional point and fraction", "trimmed, no leading `+`, `.5` → `0.5`, `1.` → `1`, `-0` → `0`"), examples: [".5", "+1.50", "-0", "-", "1.2.3"], details: "An optional sign, digits and an optional point with a fraction. The canonical form drops a leading +, writes .5 as 0.5 and 1. as 1, and turns -0 into 0; leading and trailing zeros stay as typed. No exponents or thousands separators. With --table-schema, a value is read as a Table Schema number (exponents, NaN, Infinity, --decimal-char, --group-char, --no-bare-number).")
        }
    }

    /// Whether a field of the kind can hold the character at all (`prompt`).
    func accepts(_ character: Character) -> Bool {
        switch self {
        case .number: return character.isASCII && character.isNumber
        case .integer: return character.isASCII && character.isNumber || character == "-" || character == "+"
        case .decimal: return character.isASCII && character.isNumber || character == "." || character == "-" || character == "+"
        }
    }
}
