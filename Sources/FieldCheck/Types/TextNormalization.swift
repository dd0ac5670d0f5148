import FieldCheckReference
import TextReading

/// Whitespace and capitalization helpers shared by the text-like types.
enum TextNormalization {
    /// Whitespace through and through. `Character.isWhitespace` looks at the first scalar
    /// only, so a space carrying a combining mark would count, and the mark be lost.
    @inline(__always)
    /// Every beginning of every spelling (lower-cased keys), so that a value that begins
    /// none of them is told at once (state and country names).
    static func beginnings(of keys: [String]) -> Set<String> {
        var all = Set<String>()
        for key in keys {
            var prefix = ""
            for character in key {
                prefix.append(character)
                all.insert(prefix)
            }
        }
        return all
    }

    static func isBlank(_ character: Character) -> Bool { Trimming.isBlank(character) }

    /// Trimmed, with every run of inner whitespace replaced by one space.
    static func collapsed(_ text: Substring) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for character in text {
            if isBlank(character) {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }

    /// The character with its first scalar in title case (`ǆ` → `ǅ`, `ß` → `Ss`);
    /// combining marks after it stay.
    static func titlecased(_ character: Character) -> String {
        guard let first = character.unicodeScalars.first else { return String(character) }
        var result = first.properties.titlecaseMapping
        for scalar in character.unicodeScalars.dropFirst() { result.unicodeScalars.append(scalar) }
        return result
    }

    /// The first letter of each word upper-cased, the rest as typed. Words begin
    /// after a space or any of `separators`.
    static func capitalizingWords(_ text: String, separators: Set<Character> = []) -> String {
        var result = ""
        var atWordStart = true
        for character in text {
            if character == " " || separators.contains(character) {
                atWordStart = true
                result.append(character)
            } else if atWordStart && character.isLetter {
                result += titlecased(character)
                atWordStart = false
            } else {
                atWordStart = false
                result.append(character)
            }
        }
        return result
    }

    /// The first letter of each sentence upper-cased: at the start, and after `.`, `!`
    /// or `?` and a space. Opening quotes and brackets before the letter are skipped.
    static func capitalizingSentences(_ text: String) -> String {
        var result = ""
        var atSentenceStart = true
        var previous: Character?
        for character in text {
            if atSentenceStart && character.isLetter {
                result += titlecased(character)
                atSentenceStart = false
            } else {
                result.append(character)
                if character == " ", let previous, [".", "!", "?"].contains(previous) {
                    atSentenceStart = true
                } else if atSentenceStart && !(character.isPunctuation || character == " ") {
                    atSentenceStart = false
                }
            }
            previous = character
        }
        return result
    }

    /// Which first letters `writeCollapsedASCII` upper-cases.
    enum Capitals { case words, sentences }

    /// `collapsed`, then `capitalizingWords` (no separators) or `capitalizingSentences`, of
    /// a value of tabs, printable ASCII and letters that are a character each whatever
    /// stands beside them (Latin, Greek, Cyrillic, Hebrew, Arabic, kana, CJK, Hangul
    /// syllables: `QuickAccept`'s ranges; no marks), written as bytes; `false`, with nothing
    /// written, for anything else (the character walk says).
    static func writeCollapsed(_ value: UnsafeBufferPointer<UInt8>, _ capitals: Capitals, into form: inout ByteBuffer) -> Bool {
        // Printable ASCII, blanks and tabs (most values) in one loop that writes straight into
        // room made once: the form is never longer than the value. Anything else is written
        // by the loop after it, which grows the buffer as a capital letter needs.
        var ascii = true
        form.append(reserving: value.count) { out in
            var written = 0, pendingSpace = false, atStart = true
            var previous: UInt8 = 0
            for byte in value {
                if byte == 0x20 || byte == 0x09 {
                    pendingSpace = written > 0
                    continue
                }
                guard byte > 0x20 && byte < 0x7F else {
                    ascii = false
                    return 0
                }
                if pendingSpace {
                    out[written] = 0x20
                    written += 1
                    pendingSpace = false
                    if capitals == .words || previous == 0x2E || previous == 0x21 || previous == 0x3F { atStart = true }
                }
                if atStart && QuickAccept.isLetter(byte) {
                    out[written] = byte & 0xDF
                    atStart = false
                } else {
                    out[written] = byte
                    if capitals == .words || !isASCIIPunctuation(byte) { atStart = false }
                }
                previous = byte
                written += 1
            }
            return written
        }
        return ascii || writeCollapsedScalars(value, capitals, into: &form)
    }

    /// `writeCollapsed` of a value with letters beyond ASCII, a scalar at a time.
    private static func writeCollapsedScalars(_ value: UnsafeBufferPointer<UInt8>, _ capitals: Capitals, into form: inout ByteBuffer) -> Bool {
        let mark = form.count
        var wrote = false, pendingSpace = false
        var atStart = true
        var previous: UInt8 = 0
        var index = 0
        while index < value.count {
            let byte = value[index]
            if byte == 0x20 || byte == 0x09 {
                pendingSpace = wrote
                index += 1
                continue
            }
            if pendingSpace {
                form.append(0x20)
                pendingSpace = false
                switch capitals {
                case .words: atStart = true
                case .sentences: if previous == 0x2E || previous == 0x21 || previous == 0x3F { atStart = true }
                }
                previous = 0x20
            }
            if byte >= 0x80 {
                guard let (scalar, length) = QuickAccept.decodeScalar(value, at: index),
                      QuickAccept.isLatinLetter(scalar.value) || QuickAccept.isCommonLetter(scalar.value)
                else {
                    form.truncate(to: mark)
                    return false
                }
                if atStart {
                    form.append(scalar.properties.titlecaseMapping)
                } else {
                    form.append(UnsafeBufferPointer(rebasing: value[index..<(index + length)]))
                }
                atStart = false
                previous = byte
                wrote = true
                index += length
                continue
            }
            guard byte >= 0x20 && byte < 0x7F else {
                form.truncate(to: mark)
                return false
            }
            if atStart && QuickAccept.isLetter(byte) {
                form.append(byte & 0xDF)
                atStart = false
            } else {
                form.append(byte)
                if capitals == .words || !isASCIIPunctuation(byte) { atStart = false }
            }
            previous = byte
            wrote = true
            index += 1
        }
        return true
    }

    /// `Character.isPunctuation` of an ASCII byte (general category P: ``!"#%&'()*,-./:;?@[\]_{}``),
    /// as two words of bits: a table in a global cost a `swift_once` call a byte.
    @inline(__always)
    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        byte < 64 ? (0x8C00_F7EE_0000_0000 as UInt64) >> UInt64(byte) & 1 != 0
            : byte < 128 && (0x2800_0000_B800_0001 as UInt64) >> UInt64(byte &- 64) & 1 != 0
    }

    /// `'x'` or `U+0007` for a character in a reason (`CharacterName`).
    static func describe(_ character: Character) -> String { CharacterName.quoted(character) }

    /// `describe` of a character that is one ASCII byte, as bytes (`CharacterDescription`).
    static func describe(ascii byte: UInt8, into bytes: inout ByteBuffer) { CharacterDescription.describe(ascii: byte, into: &bytes) }

    /// An upper-case hexadecimal digit for a value below 16.
    static func hexDigit(_ value: UInt8) -> UInt8 { CharacterDescription.hexDigit(value) }

    static func hex(_ value: UInt32) -> String { CharacterName.hex(value) }
}
