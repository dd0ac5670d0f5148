/// A capability a type unit may have beside its quick status: counting whole lines of
/// values a buffer at a time (`check --count` on a large input), each line by the quick
/// status, handing back the lines it does not settle. The phone type's is
/// `NANPLineAutomaton`.
@usableFromInline package protocol LineCounter: Sendable {
    /// How many bytes of an input are checked a line at a time before the counter takes
    /// over (a short input never pays for its tables).
    var walkedFrom: Int { get }

    /// Counts the lines of `bytes` (each ending in a line feed, but maybe the last; a CR
    /// before it is not the value's) by status into `counts`, and hands each line it leaves
    /// to `other`, in no particular order. With `handsOnPassed`, the lines it passes are
    /// handed on as well, not counted, with `other`'s second argument true (for a rule that
    /// asks more of a value than its type: `Rule.tallyLines`). `other` returns false to
    /// stop: then so does this.
    func tally(
        _ bytes: UnsafeBufferPointer<UInt8>, into counts: inout (passed: Int, tooShort: Int, failed: Int), handsOnPassed: Bool,
        other: (UnsafeBufferPointer<UInt8>, Bool) -> Bool
    ) -> Bool
}
