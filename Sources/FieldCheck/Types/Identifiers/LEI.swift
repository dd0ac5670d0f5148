/// `lei`: a Legal Entity Identifier (ISO 17442): 20 letters or digits whose mod 97-10
/// check is 1, as python-stdnum's `stdnum.lei` checks it, and of the length ISO 17442 gives.
enum LEI: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "lei",
        summary: "a Legal Entity Identifier: 20 letters or digits, mod-97 check (python-stdnum)",
        canonicalForm: "upper case (5493001KJTIIGC8Y1R12)",
        markdownRow: ("a Legal Entity Identifier: 20 letters or digits with mod-97 check digits (python-stdnum's `lei`, 20 characters)", "upper case: `5493001KJTIIGC8Y1R12`"),
        examples: ["5493001kjtiigc8y1r12", "5493001KJT", "5493001KJTIIGC8Y1R13"],
        details: """
            A Legal Entity Identifier (ISO 17442), as python-stdnum 2.2's stdnum.lei checks \
            it: letters and digits whose ISO 7064 mod 97-10 check is 1, and, as ISO 17442 \
            gives (python-stdnum does not check it), 20 of them. Spaces and hyphens are \
            ignored, letters may be lower case. Fewer than 20 is too-short. The canonical \
            form is upper case.
            """)

    static func validate(_ value: String, _ context: IdentifierContext) -> Result<String, IdentifierFailure> {
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

    static func printed(_ number: String, _ context: IdentifierContext) -> String { number }

    static var quickRemoves: [UInt8]? { [0x20, 0x2D] }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        number.count == 20 && number.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) }
            && CheckDigits.mod97(bytes: number[...], then: number[0..<0]) == 1
    }

    static func isBeginning(_ value: String, _ context: IdentifierContext) -> Bool {
        let number = StdnumText.compact(value, deleting: " -")
        return number.utf8.count < 20 && CheckDigits.allUpperAlphanumeric(number)
    }
}
