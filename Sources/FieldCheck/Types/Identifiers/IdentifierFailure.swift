/// The kinds of python-stdnum's exceptions: what a failure of an identifier says.
enum IdentifierProblem: Equatable, Sendable {
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
struct IdentifierFailure: Error, Equatable, Sendable {
    var problem: IdentifierProblem
    var detail: String

    init(_ problem: IdentifierProblem, _ detail: String) {
        self.problem = problem
        self.detail = detail
    }

    init(problem: IdentifierProblem, detail: String) {
        self.init(problem, detail)
    }
}
