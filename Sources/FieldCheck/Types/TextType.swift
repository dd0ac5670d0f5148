import FieldCheckReference

/// `text`: any text. Canonical: trimmed, inner whitespace collapsed, the first letter
/// of each sentence upper-cased.
/// Whitespace alone is empty text (its canonical form would be empty): too-short.
struct TextType: TypeUnit {
    static var name: String { "text" }
    static var summary: String { "any text" }
    static var canonicalForm: String { "trimmed, whitespace collapsed, first letter of each sentence upper-cased" }
    /// The row of the README's table of types (Markdown).
    static var markdownRow: (passes: String, canonical: String) {
        ("any text",
         "trimmed, whitespace collapsed, first letter of each sentence upper-cased")
    }
    static var examples: [String] { ["hello   world. bye now", "   "] }
    static var details: String { "Any text passes; whitespace alone is too-short (empty). The canonical form trims it, collapses every run of whitespace to one space and upper-cases the first letter of each sentence (at the start, and after '.', '!' or '?' and a space)." }

    init(_ settings: TypeSettings) {}

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        let collapsed = TextNormalization.collapsed(Self.text(value))
        if collapsed.isEmpty { return .incomplete("empty") }
        return .valid(canonical: TextNormalization.capitalizingSentences(collapsed))
    }

    /// A value of tabs and printable ASCII: collapsed and capitalized on its bytes.
    func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        TextNormalization.writeCollapsed(value, .sentences, into: &form)
    }

    /// Anything with a printable ASCII character (whitespace alone is empty), once the
    /// bytes are known to be UTF-8.
    func quickStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        guard value.contains(where: { $0 > 0x20 && $0 < 0x7F }), UTF8Validation.firstInvalidOffset(value) == nil else { return nil }
        return .passed
    }
}
