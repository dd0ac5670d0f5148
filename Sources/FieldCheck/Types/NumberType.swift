/// `number`: ASCII digits. Canonical: as typed, trimmed (leading zeros stay: `007`
/// is an identifier as often as a quantity).
enum NumberType {
    static func judge(_ value: Substring) -> TypeJudgement {
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
}

/// Surrounding whitespace, as the lenient checks ignore it.
enum Trimming {
    static func trimmed(_ value: Substring) -> Substring {
        guard let start = value.firstIndex(where: { !TextNormalization.isBlank($0) }),
              let end = value.lastIndex(where: { !TextNormalization.isBlank($0) })
        else { return value[value.endIndex...] }
        return value[start...end]
    }
}
