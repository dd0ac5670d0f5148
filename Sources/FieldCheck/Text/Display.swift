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
}
