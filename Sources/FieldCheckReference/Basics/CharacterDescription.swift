import TextReading

/// A character named in a reason: `'x'`, or `U+0007` for one that does not print.
package enum CharacterDescription {
    /// `'x'` or `U+0007` (`CharacterName`).
    package static func describe(_ character: Character) -> String { CharacterName.quoted(character) }

    /// `describe` of a character that is one ASCII byte, as bytes (no Character made):
    /// a control character as `U+001B`, any other in quotes.
    package static func describe(ascii byte: UInt8, into bytes: inout ByteBuffer) {
        if byte < 0x20 || byte == 0x7F {
            bytes.append(text: "U+00")
            bytes.append(hexDigit(byte >> 4))
            bytes.append(hexDigit(byte & 0x0F))
        } else {
            bytes.append(0x27)
            bytes.append(byte)
            bytes.append(0x27)
        }
    }

    /// An upper-case hexadecimal digit for a value below 16.
    package static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x41 + value - 10
    }
}
