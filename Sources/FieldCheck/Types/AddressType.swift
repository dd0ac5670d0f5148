/// `address`: one street address line: printable characters (whitespace of any kind
/// is collapsed; other control characters are not allowed) with a letter or digit.
/// Canonical: trimmed, collapsed, the first letter of each word upper-cased.
enum AddressType {
    static func judge(_ value: Substring) -> TypeJudgement {
        var hasLetterOrDigit = false
        for character in value {
            if TextNormalization.isBlank(character) { continue }
            for scalar in character.unicodeScalars {
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                    if scalar.value == 0x200D { continue }  // the zero-width joiner of emoji sequences
                    return .invalid("\(TextNormalization.describe(Character(scalar))) is not allowed in an address")
                default:
                    break
                }
            }
            if character.isLetter || character.isNumber { hasLetterOrDigit = true }
        }
        if !hasLetterOrDigit { return .incomplete("needs a letter or digit") }
        return .valid(canonical: TextNormalization.capitalizingWords(TextNormalization.collapsed(value)))
    }
}
