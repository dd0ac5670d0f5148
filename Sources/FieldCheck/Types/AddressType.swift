import FieldCheckReference

/// `address`: one street address line: printable characters (whitespace of any kind
/// is collapsed; other control characters are not allowed) with a letter or digit.
/// Canonical: trimmed, collapsed, the first letter of each word upper-cased.
struct AddressType: TypeUnit {
    static var name: String { "address" }
    static var summary: String { "a street address line: printable, with a letter or digit" }
    static var canonicalForm: String { "trimmed, collapsed, first letter of each word upper-cased" }
    /// The row of the README's table of types (Markdown).
    static var markdownRow: (passes: String, canonical: String) {
        ("a street address line: printable, with a letter or digit",
         "trimmed, collapsed, first letter of each word upper-cased")
    }
    static var examples: [String] { ["12 main st.  apt 4", "#", "12 Main St\u{7}"] }
    static var details: String { "One street address line: any printable characters with at least one letter or digit. Whitespace of any kind is collapsed; other control characters fail. The canonical form upper-cases the first letter of each word." }

    init(_ settings: TypeSettings) {}

    func judge(_ bytes: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        let value = Self.text(bytes)
        var hasLetterOrDigit = false
        for character in value {
            if TextNormalization.isBlank(character) { continue }
            for scalar in character.unicodeScalars {
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                    if scalar.value == 0x200D { continue }  // the zero-width joiner of emoji sequences
                    return .invalid("\(TextNormalization.describe(Character(scalar))) is not allowed in an address")
                default:
                    break
                }
            }
            if character.isLetter || character.isNumber { hasLetterOrDigit = true }
        }
        if !hasLetterOrDigit { return .incomplete("needs a letter or digit") }
        return .valid(canonical: TextNormalization.capitalizingWords(TextNormalization.collapsed(value)))
    }

    /// What the quick status passes (tabs and printable ASCII): collapsed and capitalized
    /// on its bytes.
    func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        TextNormalization.writeCollapsed(value, .words, into: &form)
    }

    /// Printable ASCII (and tabs) with a letter or digit.
    func quickStatus(_ bytes: UnsafeBufferPointer<UInt8>) -> Status? {
        var letterOrDigit = false
        for b in bytes {
            if QuickAccept.isLetter(b) || QuickAccept.isDigit(b) { letterOrDigit = true; continue }
            if !(b == 0x09 || (b >= 0x20 && b < 0x7F)) { return nil }
        }
        return letterOrDigit ? .passed : nil
    }
}
