/// `name`: letters of any script (with their combining marks), spaces, hyphens,
/// apostrophes and periods; at least one letter; no digits. Canonical: trimmed,
/// collapsed, the first letter of each word (after a space or hyphen) upper-cased, the
/// rest as typed, so `McDonald` and `O'Neil` stay as they are.
enum NameType {
    static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2011}"]
    static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{02BC}"]

    static func judge(_ value: Substring) -> TypeJudgement {
        var letters = 0
        for character in value {
            if character.isLetter {
                letters += 1
            } else if character.isNumber {
                return .invalid("a name has no digits (\(TextNormalization.describe(character)))")
            } else if !(TextNormalization.isBlank(character) || character == "." || hyphens.contains(character)
                || apostrophes.contains(character))
            {
                return .invalid("\(TextNormalization.describe(character)) is not allowed in a name")
            }
        }
        if letters == 0 { return .incomplete("needs at least one letter") }
        let collapsed = TextNormalization.collapsed(value)
        return .valid(canonical: TextNormalization.capitalizingWords(collapsed, separators: hyphens))
    }
}
