/// Did-you-mean: the closest known name to a mistyped one.
public enum Suggestions {
    /// The best candidate within a small edit distance (transpositions count as one
    /// edit), or one that begins with what was typed; `nil` when nothing is close.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        let typedChars = Array(typed.lowercased())
        guard !typedChars.isEmpty else { return nil }
        let limit = typedChars.count <= 3 ? 1 : (typedChars.count <= 6 ? 2 : 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != typed {
            let candidateChars = Array(candidate.lowercased())
            // A prefix (`--pat`) is as good as a near-miss: abbreviations are not accepted.
            let isPrefix = typedChars.count >= 2 && candidateChars.starts(with: typedChars)
            // The distance is at least the difference in length: long values cost nothing.
            if !isPrefix && abs(candidateChars.count - typedChars.count) > limit { continue }
            var distance = isPrefix ? 1 : editDistance(typedChars, candidateChars)
            if isPrefix { distance = min(distance, 1) }
            guard distance <= limit else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
