/// Greedy word wrapping for help text (characters are counted, not bytes).
public enum TextWrapping {
    /// Wraps `text` (its line breaks become spaces) to `width` columns. Every line is
    /// indented by `indent`; `lead` (an aligned term, kept verbatim) starts the first
    /// line, and later lines are indented by its length too.
    public static func wrap(_ text: String, width: Int, indent: Int, lead: String = "") -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        let margin = String(repeating: " ", count: indent)
        let hanging = margin + String(repeating: " ", count: lead.count)
        var lines: [String] = []
        var line = margin + lead
        var lineHasWord = false
        for word in words {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = hanging + word
            } else {
                line += (lineHasWord ? " " : "") + word
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// `EXIT STATUS` → `Exit status`.
    static func titleCase(_ title: String) -> String {
        guard let first = title.first else { return title }
        return String(first) + title.dropFirst().lowercased()
    }
}
