/// Did-you-mean: the closest known name to a mistyped one.
public enum Suggestions {
    /// The best candidate within a small edit distance (transpositions count as one
    /// edit), or one that begins with what was typed; `nil` when nothing is close.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        let lowered = typed.lowercased()
        let typedChars = Array(lowered)
        guard !typedChars.isEmpty else { return nil }
        // Plain ASCII (no CR, which begins the one two-byte ASCII character, CR LF) is
        // compared byte by byte: the distances characters give, at a fraction of the cost
        // (a column of values not in a long list asks once per distinct value).
        let typedBytes = plainASCII(lowered)
        let limit = typedChars.count <= 3 ? 1 : (typedChars.count <= 6 ? 2 : 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != typed {
            let loweredCandidate = candidate.lowercased()
            let distance: Int?
            if let typedBytes, let bytes = plainASCII(loweredCandidate) {
                // (Bytes that one has and the other lacks need an edit each: a cheap bound
                // that rules most candidates out before the table is filled.)
                distance = bagDistance(typedBytes, bytes) > limit && !(typedBytes.count >= 2 && bytes.starts(with: typedBytes))
                    ? nil : Self.distance(typedBytes, bytes, limit: limit)
            } else {
                distance = Self.distance(typedChars, Array(loweredCandidate), limit: limit)
            }
            guard let distance else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// The larger of the counts of bytes one string has beyond the other (as multisets): no
    /// more than their edit distance, since an edit adds or removes at most one of each.
    static func bagDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 128) { counts in
            counts.initialize(repeating: 0)
            for byte in a { counts[Int(byte & 0x7F)] += 1 }
            for byte in b { counts[Int(byte & 0x7F)] -= 1 }
            var more: Int32 = 0, fewer: Int32 = 0
            for count in counts {
                if count > 0 { more += count } else { fewer -= count }
            }
            return Int(max(more, fewer))
        }
    }

    /// The string's bytes when it is ASCII without a CR.
    static func plainASCII(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? Array(bytes) : nil }
    }

    /// The distance of a candidate within `limit`, or nil.
    static func distance<Unit: Equatable>(_ typed: [Unit], _ candidate: [Unit], limit: Int) -> Int? {
        // A prefix (`--pat`) is as good as a near-miss: abbreviations are not accepted.
        let isPrefix = typed.count >= 2 && candidate.starts(with: typed)
        // The distance is at least the difference in length: long values cost nothing.
        if !isPrefix && abs(candidate.count - typed.count) > limit { return nil }
        let distance = isPrefix ? 1 : editDistance(typed, candidate, limit: limit)
        return distance <= limit ? distance : nil
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
    /// With `limit`, any distance above it may be given as `limit + 1`.
    public static func editDistance<Unit: Equatable>(_ a: [Unit], _ b: [Unit], limit: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            // (A row's cells come from the row before, or from the one before that plus one
            // (a transposition): once two rows in a row are above the limit, so is the end.)
            if limit < .max, current.min()! > limit, previous.min()! > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
