/// Surrounding whitespace, as the lenient checks ignore it.
package enum Trimming {
    @inlinable
    package static func trimmed(_ value: Substring) -> Substring {
        // Most values begin and end with a printable ASCII character: nothing to trim, and
        // no character walk from either end (from the end, a costly one).
        if let first = value.utf8.first, let last = value.utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return value
        }
        guard let start = value.firstIndex(where: { !isBlank($0) }),
              let end = value.lastIndex(where: { !isBlank($0) })
        else { return value[value.endIndex...] }
        return value[start...end]
    }

    /// Whitespace through and through. `Character.isWhitespace` looks at the first scalar
    /// only, so a space carrying a combining mark would count, and the mark be lost.
    @inlinable @inline(__always)
    package static func isBlank(_ character: Character) -> Bool {
        // ASCII first: Unicode's whitespace there is tab to CR and space (and CR LF, one character).
        if let ascii = character.asciiValue { return ascii == 0x20 || (ascii >= 0x09 && ascii <= 0x0D) }
        return character.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
