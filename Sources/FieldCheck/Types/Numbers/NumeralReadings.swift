import FieldCheckReference

/// The reference readings of the number types: each one's check, character by character,
/// with its reasons and canonical form (what the byte tiers of `NumeralBytes` are held to).
extension NumeralKind {
    func judgeCharacters(_ value: Substring) -> TypeJudgement {
        switch self {
        case .number: return Self.number(value)
        case .integer: return Self.integer(value)
        case .decimal: return Self.decimal(value)
        }
    }

    private static func number(_ value: Substring) -> TypeJudgement {
        let trimmed = Trimming.trimmed(value)
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

    private static func integer(_ value: Substring) -> TypeJudgement {
        let trimmed = Trimming.trimmed(value)
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

    private static func decimal(_ value: Substring) -> TypeJudgement {
        let trimmed = Trimming.trimmed(value)
        // (Walked as it is, not as an array of characters: a huge value would take sixteen
        // times its size.)
        var characters = Substring(trimmed)
        guard let first = characters.first else { return .incomplete("empty") }
        var negative = false
        if first == "-" || first == "+" {
            negative = first == "-"
            characters = characters.dropFirst()
        }
        var integer = ""
        var fraction = ""
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
        var canonical = integer.isEmpty ? "0" : integer
        if !fraction.isEmpty { canonical += "." + fraction }
        let isZero = integer.utf8.allSatisfy { $0 == 0x30 } && fraction.utf8.allSatisfy { $0 == 0x30 }
        if negative && !isZero { canonical = "-" + canonical }
        return .valid(canonical: canonical)
    }
}
