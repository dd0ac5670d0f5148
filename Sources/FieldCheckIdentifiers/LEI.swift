/// `lei`: a Legal Entity Identifier (ISO 17442): 20 letters or digits whose mod 97-10
/// check is 1, as python-stdnum's `stdnum.lei` checks it, and of the length ISO 17442 gives.
package enum LEI: StdnumScheme {
    package static func validate(_ value: String, _ context: StdnumContext) -> Result<String, IdentifierFailure> {
        let number = StdnumText.compact(value, deleting: " -")
        guard !number.isEmpty, CheckDigits.allUpperAlphanumeric(number) else {
            return .failure(IdentifierFailure(.format, number.isEmpty ? "empty" : "a LEI has only letters and digits"))
        }
        guard number.utf8.count == 20 else { return .failure(IdentifierFailure(.length, "a LEI has 20 characters, not \(number.utf8.count)")) }
        guard CheckDigits.mod97(number) == 1 else {
            return .failure(IdentifierFailure(.checksum, "the check digits do not match (ISO 7064 mod 97-10)"))
        }
        return .success(number)
    }

    package static func printed(_ number: String, _ context: StdnumContext) -> String { number }

    package static func isBeginning(_ value: String, _ context: StdnumContext) -> Bool {
        let number = StdnumText.compact(value, deleting: " -")
        return number.utf8.count < 20 && CheckDigits.allUpperAlphanumeric(number)
    }
}
