import FieldCheckIdentifiers

/// The type `cusip`: its documentation, and its fast tier on the bytes beside the
/// port of python-stdnum (`Sources/FieldCheckIdentifiers/CUSIP.swift`, LGPL-2.1-or-later).
extension CUSIP: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "cusip",
        summary: "a CUSIP: 8 letters, digits or *@# and a check digit (python-stdnum)",
        canonicalForm: "upper case (037833100)",
        markdownRow: ("a CUSIP: 8 letters, digits or `*@#` and a check digit (python-stdnum's `cusip`)", "upper case: `037833100`"),
        examples: ["037833100", "03783", "037833101"],
        details: """
            A CUSIP number (North American securities), as python-stdnum 2.2's stdnum.cusip \
            checks it: 9 characters, letters, digits, *, @ or #, the last a check digit. \
            Spaces are ignored, letters may be lower case. Fewer than 9 is too-short. The \
            canonical form is upper case.
            """)

    static var quickRemoves: [UInt8]? { [0x20] }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        guard number.count == 9 else { return false }
        return checkDigit(number.prefix(8)) == number[8]
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isLetter || character.isNumber || " *@#".contains(character)) }
}
