import FieldCheckIdentifiers
import FieldCheckReference

/// The type `issn`: its documentation, and its fast tier on the bytes beside the
/// port of python-stdnum (`Sources/FieldCheckIdentifiers/ISSN.swift`, LGPL-2.1-or-later).
extension ISSN: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "issn",
        summary: "an ISSN: 7 digits and a check digit or X (python-stdnum)",
        canonicalForm: "NNNN-NNNC (0317-8471)",
        markdownRow: ("an ISSN: 7 digits and a check digit or X (python-stdnum's `issn`)", "`0317-8471`"),
        examples: ["03178471", "0317-84", "0317-8472"],
        details: """
            An International Standard Serial Number, as python-stdnum 2.2's stdnum.issn checks \
            it: 7 digits and a check digit (0-9 or X). Spaces and hyphens are ignored. Fewer \
            than 8 digits is too-short. The canonical form is NNNN-NNNC; --compact without \
            the hyphen.
            """)

    static var quickRemoves: [UInt8]? { [0x20, 0x2D] }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        guard number.count == 8, CheckDigits.allDigits(number.prefix(7)) else { return false }
        var sum = 0
        for index in 0..<7 { sum += (8 - index) * Int(number[index] - 0x30) }
        let check = (11 - sum % 11) % 11
        return number[7] == (check == 10 ? 0x58 : UInt8(check) + 0x30)
    }

    static func quickPrinted(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        form.append(UnsafeBufferPointer(rebasing: number[0..<4]))
        form.append(0x2D)
        form.append(UnsafeBufferPointer(rebasing: number[4...]))
        return true
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isNumber || " -xX".contains(character)) }
}
