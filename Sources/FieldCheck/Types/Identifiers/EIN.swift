import FieldCheckIdentifiers
import FieldCheckReference

/// The type `ein`: its documentation, and its fast tier on the bytes beside the
/// port of python-stdnum (`Sources/FieldCheckIdentifiers/EIN.swift`, LGPL-2.1-or-later).
extension EIN: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "ein",
        summary: "a US Employer Identification Number: NN-NNNNNNN with an assigned prefix (python-stdnum)",
        canonicalForm: "NN-NNNNNNN (04-2103594)",
        markdownRow: ("a US Employer Identification Number, `04-2103594` or `042103594`, with a prefix the IRS assigns (python-stdnum's `us.ein`)", "`04-2103594`"),
        examples: ["042103594", "04-21", "07-2103594"],
        details: """
            A US Employer Identification Number, as python-stdnum 2.2's stdnum.us.ein checks \
            it: 9 digits written NN-NNNNNNN or run together, whose first two are a prefix the \
            IRS assigns (a campus, the Internet, the SBA). A beginning is too-short. The \
            canonical form is NN-NNNNNNN; --compact the digits.
            """)

    // The fast tier, as SSN's: printable ASCII without spaces, as it is.
    static var quickRemoves: [UInt8]? { [] }

    static var quickUpperCases: Bool { false }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let d = SSN.quickDigits(number, lengths: [2, 7]) else { return false }
        return assigned.contains(UInt16(d[0]) << 8 | UInt16(d[1]))
    }

    static func quickPrinted(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        guard let d = SSN.quickDigits(number, lengths: [2, 7]) else { return false }
        form.append(d[0..<2]); form.append(0x2D); form.append(d[2...])
        return true
    }

    static func quickCompact(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) {
        for byte in number where byte != 0x2D { form.append(byte) }
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isNumber || character == "-") }
}
