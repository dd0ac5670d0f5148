import FieldCheckIdentifiers

/// The type `lei`: its documentation, and its fast tier on the bytes beside the
/// port of python-stdnum (`Sources/FieldCheckIdentifiers/LEI.swift`, LGPL-2.1-or-later).
extension LEI: IdentifierScheme {
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

    static var quickRemoves: [UInt8]? { [0x20, 0x2D] }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        number.count == 20 && number.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) }
            && CheckDigits.mod97(bytes: number[...], then: number[0..<0]) == 1
    }
}
