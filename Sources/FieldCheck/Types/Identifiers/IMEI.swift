import FieldCheckIdentifiers
import FieldCheckReference

/// The type `imei`: its documentation, and its fast tier on the bytes beside the
/// port of python-stdnum (`Sources/FieldCheckIdentifiers/IMEI.swift`, LGPL-2.1-or-later).
extension IMEI: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "imei",
        summary: "an IMEI (14 or 15 digits, Luhn) or IMEISV (16 digits) (python-stdnum)",
        canonicalForm: "AA-BBBBBB-CCCCCC-D (35-209900-176148-1)",
        markdownRow: ("an IMEI (15 digits with a Luhn check digit, or 14 without) or IMEISV (16) (python-stdnum's `imei`)", "`35-209900-176148-1`"),
        examples: ["35-209900-176148-1", "3520990017", "352099001761482"],
        details: """
            An International Mobile Equipment Identity, as python-stdnum 2.2's stdnum.imei \
            checks it: 15 digits with a Luhn check digit, 14 without one, or an IMEISV of 16 \
            digits. Spaces and hyphens are ignored. Fewer than 14 digits is too-short. The \
            canonical form is AA-BBBBBB-CCCCCC-D (type allocation code, serial number, check \
            or software version); --compact the digits.
            """)

    static var quickRemoves: [UInt8]? { [0x20, 0x2D] }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        guard CheckDigits.allDigits(number) else { return false }
        return number.count == 14 || number.count == 16 || (number.count == 15 && CheckDigits.luhn(number) == 0)
    }

    static func quickPrinted(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        for (index, byte) in number.enumerated() {
            if index == 2 || index == 8 || index == 14 { form.append(0x2D) }
            form.append(byte)
        }
        return true
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isNumber || " -".contains(character)) }
}
