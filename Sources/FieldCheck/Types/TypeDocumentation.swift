/// What `types`, `--help`, the man page and the README say of a type, as one value: for
/// units that share one body and differ in their documentation (the date and time types).
struct TypeDocumentation: Sendable {
    let name: String
    /// One line: what passes.
    let summary: String
    /// One line: the canonical form.
    let canonicalForm: String
    /// The README's row (Markdown).
    let markdownRow: (passes: String, canonical: String)
    let examples: [String]
    let details: String
}
