import FieldCheckIdentifiers

/// The type `bic`: its documentation, and its fast tier on the bytes beside the
/// port of python-stdnum (`Sources/FieldCheckIdentifiers/BIC.swift`, LGPL-2.1-or-later).
extension BIC: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "bic",
        summary: "a BIC / SWIFT code: 8 or 11 characters with a known country (python-stdnum)",
        canonicalForm: "upper case (DEUTDEFF500)",
        markdownRow: ("a BIC / SWIFT code: bank, country, location, optional branch; 8 or 11 characters (python-stdnum's `bic`)", "upper case: `DEUTDEFF500`"),
        examples: ["deutdeff500", "DEUTDE", "DEUTXXFF"],
        details: """
            A Business Identifier Code (SWIFT code), as python-stdnum 2.2's stdnum.bic checks \
            it: 4 letters (the bank), a country code, 2 letters or digits (the location) and \
            optionally 3 more (the branch). Spaces and hyphens are ignored, letters may be \
            lower case. A beginning (fewer than 8 characters, or 9 or 10) is too-short. The \
            canonical form is upper case.
            """)

    static var quickRemoves: [UInt8]? { [0x20, 0x2D] }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        (number.count == 8 || number.count == 11) && fits(Array(number))
            && countryKeys.contains(UInt16(number[4]) << 8 | UInt16(number[5]))
    }

    static let countryKeys: Set<UInt16> = Set(StdnumData.bicCountries.map { code in
        let bytes = Array(code.utf8)
        return UInt16(bytes[0]) << 8 | UInt16(bytes[1])
    })
}
