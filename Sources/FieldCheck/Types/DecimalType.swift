/// `decimal`: an optional sign, digits, an optional point and fraction (`.5`, `-3.25`,
/// `1.`). Canonical: trimmed, no leading `+`, a leading `0` before a bare fraction
/// (`.5` → `0.5`), no point without a fraction (`1.` → `1`), and no negative zero
/// (`-0` → `0`). Leading and trailing zeros stay as typed.
enum DecimalType {
    static func judge(_ value: Substring) -> TypeJudgement {
        let trimmed = Trimming.trimmed(value)
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
}
