/// The kinds of python-stdnum's exceptions: what a failure of an identifier says.
package enum IdentifierProblem: Equatable, Sendable {
    /// `InvalidLength`: too many or too few characters.
    case length
    /// `InvalidFormat`: a character that cannot be there.
    case format
    /// `InvalidChecksum`: the check digits do not match.
    case checksum
    /// `InvalidComponent`: a part (country, bank, area) that does not exist.
    case component
}

/// A number the reference refuses: its kind, and the words the report gives.
package struct IdentifierFailure: Error, Equatable, Sendable {
    package var problem: IdentifierProblem
    package var detail: String

    package init(_ problem: IdentifierProblem, _ detail: String) {
        self.problem = problem
        self.detail = detail
    }

    package init(problem: IdentifierProblem, detail: String) {
        self.init(problem, detail)
    }
}
