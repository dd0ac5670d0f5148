/// Surrounding whitespace, as the lenient checks ignore it.
enum Trimming {
    static func trimmed(_ value: Substring) -> Substring {
        // Most values begin and end with a printable ASCII character: nothing to trim, and
        // no character walk from either end (from the end, a costly one).
        if let first = value.utf8.first, let last = value.utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return value
        }
        guard let start = value.firstIndex(where: { !TextNormalization.isBlank($0) }),
              let end = value.lastIndex(where: { !TextNormalization.isBlank($0) })
        else { return value[value.endIndex...] }
        return value[start...end]
    }
}
