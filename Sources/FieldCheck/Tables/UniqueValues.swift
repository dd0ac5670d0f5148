import FieldCheckReference

/// The values a `--unique` rule has seen, each with where it was first seen (a line,
/// argument or row number). Memory grows with the distinct values kept.
package struct UniqueValues {
    /// Keys by their bytes (see `ByteKeyTable`).
    private var seen = ByteKeyTable()

    package init() {}

    /// Where `key` was first seen, when it was; otherwise records it as seen at `place`.
    package mutating func firstSeen(_ key: String, at place: Int) -> Int? {
        seen.insert(key, value: place)
    }

    /// The same, for a key given as its bytes.
    package mutating func firstSeen(bytes key: UnsafeBufferPointer<UInt8>, at place: Int) -> Int? {
        seen.insert(key, value: place)
    }

    package var count: Int { seen.count }
}

extension Rule {
    /// Applies `--unique` to a value's verdict: a value that passed and was seen before
    /// fails, naming where (`duplicate of line 3`). `unit` names what `place` counts.
    /// Every value of the type is kept, also one that failed another rule, as Table
    /// Schema's unique compares every value of its type.
    package func checkingUnique(
        _ verdict: Verdict, _ value: UnsafeBufferPointer<UInt8>, at place: Int, unit: String, in seen: inout UniqueValues
    ) -> Verdict {
        guard unique, let earlier = firstSeen(value, at: place, in: &seen), verdict.status == .passed else { return verdict }
        return .failed("duplicate of \(unit) \(earlier)")
    }
}

extension Rule {
    /// Where a value equal to `value` was first seen, when one was; otherwise records it as
    /// seen at `place` (a value with no key is never seen: missing, or refused by its type).
    /// The key from the type's byte tier when it gives one (`TypeUnit.quickCanonical`),
    /// else `uniqueKey`.
    package func firstSeen(_ value: UnsafeBufferPointer<UInt8>, at place: Int, in seen: inout UniqueValues) -> Int? {
        let quick: Int?? = withQuickKey(value) { seen.firstSeen(bytes: $0, at: place) }
        if let quick { return quick }
        guard let key = uniqueKey(value) else { return nil }
        return seen.firstSeen(key, at: place)
    }
}

extension Rule {
    /// A value's status under `--unique` when no reason is wanted (counts, filters), with
    /// the value then seen: a value that passed and was seen before fails, and so does a
    /// too-short one seen before when another rule than its type can fail it (every value
    /// of the type is kept, as `checkingUnique` has it). The type's quick status is walked
    /// once for both: the key of a value it passes comes from the byte tier.
    package func statusSeen(_ value: UnsafeBufferPointer<UInt8>, tellsTooShort: Bool = true, at place: Int, in seen: inout UniqueValues) -> Status {
        // (A type alone: only its type fails a value, and a value it refuses has no key.)
        if quickFirst && quickKeys && value.count >= quickMinimum, let quick = type.quickStatus(value) {
            guard quick == .passed else { return quick }
            let earlier: Int?? = withQuickKeyOfPassed(value) { seen.firstSeen(bytes: $0, at: place) }
            if let earlier { return earlier == nil ? .passed : .failed }
        }
        let status = self.status(value, tellsTooShort: tellsTooShort)
        guard status == .passed || !keysOnlyWhatPasses, firstSeen(value, at: place, in: &seen) != nil else { return status }
        return .failed
    }
}
