import FieldCheckIdentifiers
import FieldCheckReference

/// The type `iban`: its documentation, and its fast tier on the bytes beside the
/// port of python-stdnum (`Sources/FieldCheckIdentifiers/IBAN.swift`, LGPL-2.1-or-later).
extension IBAN: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "iban",
        summary: "an IBAN of any registry country: structure and mod-97 check (python-stdnum)",
        canonicalForm: "upper case in groups of four (DE89 3704 0044 0532 0130 00)",
        markdownRow: ("an IBAN of any country of the IBAN registry: length, account structure, mod-97 check digits (python-stdnum's `iban`)",
                      "in groups of four: `DE89 3704 0044 0532 0130 00`; `--compact`: `DE89370400440532013000`"),
        examples: ["de89 3704 0044 0532 0130 00", "DE89 3704 0044", "DE88 3704 0044 0532 0130 00"],
        details: """
            An International Bank Account Number, as python-stdnum 2.2's stdnum.iban checks it: \
            the country of the IBAN registry, the account part's length and structure for that \
            country, the ISO 7064 mod 97-10 check digits, and the national check digits of \
            Belgian, Spanish, Montenegrin and Norwegian accounts. Spaces, hyphens and dots are \
            ignored, letters may be lower case. A beginning of an IBAN (fewer characters than \
            its country's, each possible where it stands) is too-short. The canonical form is \
            the printed one, in groups of four; --compact writes it without spaces.
            """)

    static var groupsInFours: Bool { true }

    static var quickRemoves: [UInt8]? { [0x20, 0x2D, 0x2E] }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        guard number.count > 4, let country = byCountry[UInt16(number[0]) << 8 | UInt16(number[1])] else { return false }
        let bban = Array(number[4...])
        guard country.structure.matches(bban, whole: true), number[2] >= 0x30, number[2] <= 0x39, number[3] >= 0x30, number[3] <= 0x39,
              CheckDigits.mod97(bytes: number[4...], then: number[..<4]) == 1 else { return false }
        return nationalCheck(country.code, bban) == nil
    }

    static func quickPrinted(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        for (index, byte) in number.enumerated() {
            if index > 0 && index % 4 == 0 { form.append(0x20) }
            form.append(byte)
        }
        return true
    }
}
