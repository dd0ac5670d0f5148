/// The values a `--unique` rule has seen, each with where it was first seen (a line,
/// argument or row number). Memory grows with the distinct values kept.
public struct UniqueValues {
    /// Strings (up to 15 bytes kept inline, without an allocation of their own), compared
    /// by their bytes: `é` and `e` with a combining accent are different values, as they
    /// are to Table Schema (String's own equality would call them equal).
    private var seen: [Key: Int] = [:]

    struct Key: Hashable {
        var text: String
        static func == (a: Key, b: Key) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }
        func hash(into hasher: inout Hasher) {
            var text = self.text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    public init() {}

    /// Where `key` was first seen, when it was; otherwise records it as seen at `place`.
    public mutating func firstSeen(_ key: String, at place: Int) -> Int? {
        let key = Key(text: key)
        if let earlier = seen[key] { return earlier }
        seen[key] = place
        return nil
    }

    public var count: Int { seen.count }
}

extension Rule {
    /// Applies `--unique` to a value's verdict: a value that passed and was seen before
    /// fails, naming where (`duplicate of line 3`). `unit` names what `place` counts.
    /// Every value of the type is kept, also one that failed another rule, as Table
    /// Schema's unique compares every value of its type.
    public func checkingUnique(
        _ verdict: Verdict, _ value: UnsafeBufferPointer<UInt8>, at place: Int, unit: String, in seen: inout UniqueValues
    ) -> Verdict {
        guard unique, let key = uniqueKey(value), let earlier = seen.firstSeen(key, at: place),
              verdict.status == .passed else { return verdict }
        return .failed("duplicate of \(unit) \(earlier)")
    }
}
