import FieldCheckIdentifiers

/// The type `isin`: its documentation, and its fast tier on the bytes beside the
/// port of python-stdnum (`Sources/FieldCheckIdentifiers/ISIN.swift`, LGPL-2.1-or-later).
extension ISIN: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "isin",
        summary: "an ISIN: a country, 9 letters or digits and a check digit (python-stdnum)",
        canonicalForm: "upper case (US0378331005)",
        markdownRow: ("an ISIN: a country code, 9 letters or digits, a check digit (python-stdnum's `isin`)", "upper case: `US0378331005`"),
        examples: ["us0378331005", "US03783", "US0378331006"],
        details: """
            An International Securities Identification Number, as python-stdnum 2.2's \
            stdnum.isin checks it: 12 letters or digits, the first two a country code (ISO \
            3166-1, EU, XS, XA...), the last a check digit (Luhn over the characters' values). \
            Spaces are ignored, letters may be lower case. Fewer than 12 characters, each \
            possible where it stands, is too-short. The canonical form is upper case.
            """)

    static var quickRemoves: [UInt8]? { [0x20] }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        number.count == 12 && number.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) }
            && countryKeys.contains(UInt16(number[0]) << 8 | UInt16(number[1]))
            && checkDigit(ArraySlice(number.dropLast())) == number[11]
    }

    static let countryKeys: Set<UInt16> = Set(StdnumData.isinCountries.map { code in
        let bytes = Array(code.utf8)
        return UInt16(bytes[0]) << 8 | UInt16(bytes[1])
    })
}
