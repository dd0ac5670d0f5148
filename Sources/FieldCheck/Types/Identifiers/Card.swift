import FieldCheckIdentifiers
import FieldCheckReference

/// The type `card`: its documentation, and its fast tier on the bytes beside the
/// port of python-stdnum (`Sources/FieldCheckIdentifiers/Card.swift`, LGPL-2.1-or-later).
extension Card: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "card",
        summary: "a payment card number: 12-19 digits with a Luhn check digit",
        canonicalForm: "in groups of four (4111 1111 1111 1111; American Express 3782 822463 10005)",
        markdownRow: ("a payment card number: 12-19 digits, Luhn check digit (python-stdnum's `luhn`)", "in fours: `4111 1111 1111 1111` (American Express `3782 822463 10005`)"),
        examples: ["4111-1111-1111-1111", "4111 1111", "4111 1111 1111 1112"],
        details: """
            A payment card number (PAN): 12 to 19 digits, the last a Luhn check digit \
            (python-stdnum 2.2's stdnum.luhn). Spaces and hyphens are ignored. Fewer than 12 \
            digits is too-short. The canonical form is in groups of four, but American \
            Express numbers (15 digits beginning 34 or 37) 4-6-5; --compact the digits.
            """)

    static var groupsInFours: Bool { true }

    static var quickRemoves: [UInt8]? { [0x20, 0x2D] }

    static var quickUpperCases: Bool { false }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        (12...19).contains(number.count) && CheckDigits.allDigits(number) && CheckDigits.luhn(number) == 0
    }

    static func quickPrinted(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        let amex = number.count == 15 && number[0] == 0x33 && (number[1] == 0x34 || number[1] == 0x37)
        for (index, digit) in number.enumerated() {
            if amex ? index == 4 || index == 10 : index > 0 && index % 4 == 0 { form.append(0x20) }
            form.append(digit)
        }
        return true
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isNumber || " -".contains(character)) }
}
