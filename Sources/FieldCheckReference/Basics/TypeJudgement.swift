/// What a type makes of a value: valid with its canonical form, an incomplete
/// beginning of a valid value, or invalid. Reasons are plain words.
@usableFromInline package enum TypeJudgement: Equatable, Sendable {
    case valid(canonical: String)
    case incomplete(String)
    case invalid(String)
}
