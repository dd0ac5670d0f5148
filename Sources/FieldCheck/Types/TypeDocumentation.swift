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

/// A unit whose documentation is one value (`documentation`), from which its `types`,
/// `--help` and README texts are taken.
protocol DocumentedUnit: TypeUnit {
    static var documentation: TypeDocumentation { get }
}

extension DocumentedUnit {
    static var name: String { documentation.name }
    static var summary: String { documentation.summary }
    static var canonicalForm: String { documentation.canonicalForm }
    static var markdownRow: (passes: String, canonical: String) { documentation.markdownRow }
    static var examples: [String] { documentation.examples }
    static var details: String { documentation.details }
}
