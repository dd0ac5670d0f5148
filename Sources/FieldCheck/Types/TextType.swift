/// `text`: any text. Canonical: trimmed, inner whitespace collapsed, the first letter
/// of each sentence upper-cased.
/// Whitespace alone is empty text (its canonical form would be empty): too-short.
enum TextType {
    static func judge(_ value: Substring) -> TypeJudgement {
        let collapsed = TextNormalization.collapsed(value)
        if collapsed.isEmpty { return .incomplete("empty") }
        return .valid(canonical: TextNormalization.capitalizingSentences(collapsed))
    }
}
