/// `text`: any text. Canonical: trimmed, inner whitespace collapsed, the first letter
/// of each sentence upper-cased.
enum TextType {
    static func judge(_ value: Substring) -> TypeJudgement {
        .valid(canonical: TextNormalization.capitalizingSentences(TextNormalization.collapsed(value)))
    }
}
