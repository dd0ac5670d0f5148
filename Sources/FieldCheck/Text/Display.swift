import ArgumentParsing

/// How a value is quoted inside a reason: control characters and stray bytes as
/// `\xHH`, and long values cut short, so a reason stays one readable line.
enum Display {
    static let limit = 40

    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var shown = Quoting.display(Array(bytes.prefix(limit * 4)))
        if shown.count > limit {
            shown = String(shown.prefix(limit)) + "..."
        }
        return shown
    }

    /// A whole value in a reason, as `Quoting.display` writes it, up to `limit` code points
    /// (then cut, with "..."): a huge cell is not copied into every report of it.
    static func text(_ text: String, upTo limit: Int) -> String {
        guard text.utf8.count > limit * 4 || text.unicodeScalars.count > limit else { return Quoting.display(text) }
        return Quoting.display(String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit)))) + "..."
    }
}
