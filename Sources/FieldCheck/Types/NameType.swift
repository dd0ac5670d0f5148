import FieldCheckReference

/// `name`: letters of any script (with their combining marks), spaces, hyphens,
/// apostrophes and periods; at least one letter; no digits. Canonical: trimmed,
/// collapsed, the first letter of each word (after a space or hyphen) upper-cased, the
/// rest as typed, so `McDonald` and `O'Neil` stay as they are.
struct NameType: TypeUnit {
    static var name: String { "name" }
    static var summary: String { "letters of any script, spaces, hyphens, apostrophes, periods; a letter; no digits" }
    static var canonicalForm: String { "trimmed, collapsed, first letter of each word upper-cased, the rest as typed" }
    /// The row of the README's table of types (Markdown).
    static var markdownRow: (passes: String, canonical: String) {
        ("letters of any script (with combining marks), spaces, hyphens, apostrophes (`'` `’`), periods; a letter; no digits",
         "trimmed, collapsed, first letter of each word upper-cased, the rest as typed (`McDonald`, `O'Neil` stay)")
    }
    static var examples: [String] { ["ann o'neil", "Mary-Jane McDonald", "-", "R2D2"] }
    static var details: String { "Letters of any script with their combining marks, spaces, hyphens (- \u{2010} \u{2011}), apostrophes (' \u{2019} \u{02BC}) and periods. Digits and other characters fail; a value with no letter yet is too-short. The canonical form upper-cases the first letter of each word (after a space or hyphen) and keeps the rest as typed: McDonald, O'Neil and van der Berg keep their inner capitals, and 'van' becomes 'Van'." }

    static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2011}"]
    static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{02BC}"]

    init(_ settings: TypeSettings) {}

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        // Names in the common shapes, on bytes (format calls this for every value).
        switch Self.scan(value) {
        case .passed:
            guard wantsCanonical else { return .valid(canonical: "") }
            var written = false
            let canonical = ByteBuffer.text(capacity: value.count + 8) { written = Self.writeCanonical(value, into: &$0) }
            if written { return .valid(canonical: canonical) }
        case .failed(let offset) where offset + 1 == value.count || value[offset + 1] < 0x80:
            return .invalid(ByteBuffer.text { Self.writeRefusal(value[offset], into: &$0) })
        default:
            break
        }
        return Self.judge(Self.text(value))
    }

    /// The canonical form of a name the byte scan passes, as `judge` makes it.
    func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        Self.writeCanonical(value, into: &form)
    }

    /// The reference: the check of the characters alone.
    func referenceJudge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        Self.judge(Self.text(value))
    }

    /// A name the byte scan fails at an ASCII byte that is a character alone (an ASCII
    /// byte after it starts another): `judge`'s reason, as bytes.
    func writeReason(_ value: UnsafeBufferPointer<UInt8>, quick: Status?, into reason: inout ByteBuffer) -> Status? {
        let scan = Self.scan(value)
        if case .tooShort = scan {
            // Blanks, hyphens, apostrophes and periods alone (a column's "-" and "'").
            reason.append(text: Self.noLetter)
            return .tooShort
        }
        guard case .failed(let offset) = scan, offset + 1 == value.count || value[offset + 1] < 0x80,
            // The scan stops at the byte: what follows it has not been seen.
            UTF8Validation.firstInvalidOffset(UnsafeBufferPointer(rebasing: value[(offset + 1)...])) == nil
        else { return nil }
        Self.writeRefusal(value[offset], into: &reason)
        return .failed
    }

    /// The first character the full check refuses, an ASCII byte, worded as `judge` words it.
    static func writeRefusal(_ byte: UInt8, into reason: inout ByteBuffer) {
        if byte >= 0x30 && byte <= 0x39 {
            reason.append(text: "a name has no digits (")
            TextNormalization.describe(ascii: byte, into: &reason)
            reason.append(UInt8(ascii: ")"))
        } else {
            TextNormalization.describe(ascii: byte, into: &reason)
            reason.append(text: " is not allowed in a name")
        }
    }

    /// The canonical form of a name the quick check passes, as `collapsed` and
    /// `capitalizingWords` make it: blanks trimmed and collapsed to one space, the letter
    /// that starts a word (after the start, a space or a hyphen) in title case (its first
    /// scalar: the marks after it stay, as in a character). `nil` for bytes that are not
    /// UTF-8.
    static func writeCanonical(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer) -> Bool {
        let mark = out.count
        var pendingSpace = false, atWordStart = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 {
                guard let (scalar, length) = QuickAccept.decodeScalar(bytes, at: index) else {
                    out.truncate(to: mark)
                    return false
                }
                if pendingSpace {
                    out.append(0x20)
                    atWordStart = true
                    pendingSpace = false
                }
                if atWordStart && isLetter(scalar) {
                    out.append(scalar.properties.titlecaseMapping)
                } else {
                    out.append(UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                }
                atWordStart = false
                index += length
                continue
            }
            index += 1
            if QuickAccept.isSpace(byte) {
                pendingSpace = out.count > mark
                continue
            }
            if pendingSpace {
                out.append(0x20)
                atWordStart = true
                pendingSpace = false
            }
            if byte == 0x2D {
                atWordStart = true
            } else if QuickAccept.isLetter(byte) {
                out.append(atWordStart && byte >= 0x61 ? byte - 0x20 : byte)
                atWordStart = false
                continue
            } else {
                atWordStart = false
            }
            out.append(byte)
        }
        return true
    }

    /// `Character.isLetter` for a character that starts with this scalar.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    /// Why a name of blanks, hyphens, apostrophes and periods alone is too short.
    static var noLetter: StaticString { "needs at least one letter" }

    static func judge(_ value: Substring) -> TypeJudgement {
        var letters = 0
        for character in value {
            if character.isLetter {
                letters += 1
            } else if character.isNumber {
                return .invalid("a name has no digits (\(TextNormalization.describe(character)))")
            } else if !(TextNormalization.isBlank(character) || character == "." || hyphens.contains(character)
                || apostrophes.contains(character))
            {
                return .invalid("\(TextNormalization.describe(character)) is not allowed in a name")
            }
        }
        if letters == 0 { return .incomplete("\(Self.noLetter)") }
        let collapsed = TextNormalization.collapsed(value)
        return .valid(canonical: TextNormalization.capitalizingWords(collapsed, separators: hyphens))
    }

    /// Letters (with the combining marks that follow them), spaces, tabs, `-`, `'`, `.`:
    /// passed with a letter, too-short without. A digit or another ASCII character the
    /// full check refuses fails at once (names with digits are common in real columns),
    /// unless a scalar other than ASCII or a Latin letter stands right before it (a
    /// prepended mark could make one character of the two). Anything else goes to the
    /// full check.
    func quickStatus(_ bytes: UnsafeBufferPointer<UInt8>) -> Status? {
        switch Self.scan(bytes) {
        case .passed: return .passed
        case .tooShort: return .tooShort
        case .failed: return .failed
        case .unknown: return nil
        }
    }

    /// What `quickStatus` finds, with the offset of the byte a failed name fails at.
    enum Scan { case passed, tooShort, failed(at: Int), unknown }

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        var letter = false
        var previousIsLetterOrMark = false
        var previousIsOther = false
        var index = 0
        while index < bytes.count {
            let b = bytes[index]
            if b < 0x80 {
                if QuickAccept.isLetter(b) {
                    letter = true
                    previousIsLetterOrMark = true
                } else if QuickAccept.isSpace(b) || b == 0x2D || b == 0x27 || b == 0x2E {
                    previousIsLetterOrMark = false
                } else if b >= 0x0A && b <= 0x0D || previousIsOther {
                    // Line breaks are blanks to the full check (CR LF one character).
                    return .unknown
                } else {
                    return .failed(at: index)
                }
                previousIsOther = false
                index += 1
                continue
            }
            guard let (scalar, length) = QuickAccept.decodeScalar(bytes, at: index) else { return .unknown }
            if QuickAccept.isLatinLetter(scalar.value) {
                letter = true
                previousIsLetterOrMark = true
                previousIsOther = false
                index += length
                continue
            }
            // Letters of other scripts are the full check's: some join the character before
            // or after them (U+FF9E, U+0E33, U+0D4E), which a walk by code points cannot tell.
            if QuickAccept.isCommonLetter(scalar.value) {
                letter = true
                previousIsLetterOrMark = true
                previousIsOther = true
                index += length
                continue
            }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                // A mark belongs to the letter before it (one character); alone, it is not a letter.
                if !previousIsLetterOrMark { return .unknown }
            default:
                return .unknown
            }
            previousIsOther = true
            index += length
        }
        return letter ? .passed : .tooShort
    }

    static func accepts(_ character: Character) -> Bool {
        character.isLetter || character.isWhitespace || character == "." || hyphens.contains(character)
            || apostrophes.contains(character)
    }
}
