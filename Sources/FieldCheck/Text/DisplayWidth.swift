/// How many terminal columns text takes: 2 for East Asian wide and fullwidth characters
/// and emoji shown as emoji, 0 for control characters, 1 otherwise. A grapheme cluster
/// takes the width of its first scalar (a combining mark adds nothing), or 2 when it is
/// an emoji sequence.
package enum DisplayWidth {
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if isControl(first) { return 0 }
        if first.value < 0x1100 { return scalars.contains { $0.value == 0xFE0F } ? 2 : 1 }
        if isWide(first) { return 2 }
        if scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D }),
            first.properties.isEmoji
        {
            return 2
        }
        return 1
    }

    /// C0 and C1 control characters and DEL: they take no column, and drawn raw they
    /// would move the cursor or switch the terminal's modes.
    @inline(__always)
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }

    /// Whether any scalar of the character is a control character.
    package static func hasControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains(where: isControl)
    }

    package static func of(_ text: some StringProtocol) -> Int {
        var columns = 0
        for character in text { columns += of(character) }
        return columns
    }

    /// East Asian Width W or F (the main blocks), and emoji with emoji presentation.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        for range in wideRanges where range.contains(value) { return true }
        return value >= 0x1F000 && scalar.properties.isEmojiPresentation
    }

    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initials
        0x231A...0x231B, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3, 0x25FD...0x25FE,
        0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4,
        0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD,
        0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E,
        0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF,
        0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility forms, small forms
        0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
        0x16FE0...0x18CFF,  // Tangut and friends
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x3FFFD,  // CJK extensions B and later
    ]
}
