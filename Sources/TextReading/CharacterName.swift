/// A character as a reason names it: `'x'`, or `U+0007` for one that would not show.
package enum CharacterName {
    /// `'x'` or `U+0007` (a control or format character, a line or paragraph separator).
    package static func quoted(_ character: Character) -> String {
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
           scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
               || scalar.value == 0x2028 || scalar.value == 0x2029
        {
            return "U+" + hex(scalar.value)
        }
        return "'\(character)'"
    }

    /// Upper-case hexadecimal of at least four digits (`0007`, `1F600`).
    package static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
