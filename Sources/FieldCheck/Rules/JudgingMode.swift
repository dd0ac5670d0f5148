/// Whether values are judged by the reference alone: `FIELDCHECK_REFERENCE=1` in the
/// environment (the executable sets this once, before any rule is made) turns every fast
/// tier off, so that any doubtful verdict, reason or canonical form can be checked in one
/// command: the same output with and without it means the fast tiers agree. The tiers it
/// turns off: each type's quick status, its reasons written from the bytes, its line
/// automaton and the shortcuts inside its check (`TypeUnit.referenceJudge` says which),
/// and a plain pattern's direct way.
package enum JudgingMode {
    /// Read when a rule is made (never in a value's path), so set it before making any.
    nonisolated(unsafe) package static var reference = false

    /// `FIELDCHECK_REFERENCE`'s value turns the mode on unless empty or `0`.
    package static func isOn(_ value: String?) -> Bool {
        guard let value, !value.isEmpty else { return false }
        return value != "0"
    }
}
