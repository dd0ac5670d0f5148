import FieldCheckIdentifiers

/// The type `ean`: its documentation, and its fast tier on the bytes beside the
/// port of python-stdnum (`Sources/FieldCheckIdentifiers/EAN.swift`, LGPL-2.1-or-later).
extension EAN: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "ean",
        summary: "an EAN / GTIN of 8, 12 (UPC-A), 13 or 14 digits with its check digit (python-stdnum)",
        canonicalForm: "the digits (4006381333931)",
        markdownRow: ("an EAN / GTIN-8, -12 (UPC-A), -13 or -14 with its check digit (python-stdnum's `ean`)", "the digits: `4006381333931`"),
        examples: ["4006381333931", "400638133", "4006381333932"],
        details: """
            A European Article Number or Global Trade Item Number, as python-stdnum 2.2's \
            stdnum.ean checks it: 8, 12 (UPC-A), 13 or 14 digits, the last a check digit. \
            Spaces and hyphens are ignored. A number of another length below 14 is too-short \
            (a complete length with a wrong check digit fails). The canonical form is the digits.
            """)

    static var quickRemoves: [UInt8]? { [0x20, 0x2D] }

    static var quickUpperCases: Bool { false }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        [8, 12, 13, 14].contains(number.count) && CheckDigits.allDigits(number)
            && CheckDigits.ean(number.dropLast()) == number[number.count - 1]
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isNumber || " -".contains(character)) }
}
