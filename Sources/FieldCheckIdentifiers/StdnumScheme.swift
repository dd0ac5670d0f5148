/// One identifier scheme as python-stdnum's module of it checks it: `validate` (the compact
/// number, or why not), the printed form (`format()`), and what fieldcheck adds on top:
/// whether a refused value is a beginning of a valid number (too-short), and what it lacks.
/// The library's type unit (`IdentifierType` in FieldCheck) adapts a scheme to a type, with
/// its documentation and its fast tier on the bytes.
package protocol StdnumScheme: Sendable {
    /// The reference's `validate(value)`: the number in its compact form, or the failure.
    static func validate(_ value: String, _ context: StdnumContext) -> Result<String, IdentifierFailure>
    /// The reference's printed form of a number `validate` gave (`format()`).
    static func printed(_ number: String, _ context: StdnumContext) -> String
    /// Whether a value `validate` refused is a beginning of a valid number: fewer characters
    /// than a complete one, and every character so far possible where it stands (a value
    /// of a complete length is judged: a wrong check digit fails).
    static func isBeginning(_ value: String, _ context: StdnumContext) -> Bool
    /// What a beginning lacks, in words (after `incomplete: `); by default the failure's.
    static func incompleteDetail(_ value: String, _ failure: IdentifierFailure, _ context: StdnumContext) -> String
}

extension StdnumScheme {
    package static func incompleteDetail(_ value: String, _ failure: IdentifierFailure, _ context: StdnumContext) -> String { failure.detail }
}

/// What a scheme reads of the rule: the country (`--region`) and `--convert` (an ISBN-10
/// printed as its ISBN-13).
package struct StdnumContext: Sendable {
    package var region: String?
    package var convert: Bool

    package init(region: String? = nil, convert: Bool = false) {
        self.region = region
        self.convert = convert
    }
}
