import FieldCheckIdentifiers
import FieldCheckReference

/// The type `ssn`: its documentation, and its fast tier on the bytes beside the
/// port of python-stdnum (`Sources/FieldCheckIdentifiers/SSN.swift`, LGPL-2.1-or-later).
extension SSN: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "ssn",
        summary: "a US Social Security Number: 9 digits, as NNN-NN-NNNN or run together (python-stdnum)",
        canonicalForm: "NNN-NN-NNNN (536-90-4399)",
        markdownRow: ("a US Social Security Number, `536-90-4399` or `536904399`: no 000, 666 or 9xx area, 00 group or 0000 serial (python-stdnum's `us.ssn`)", "`536-90-4399`"),
        examples: ["536904399", "536-90", "666-90-4399"],
        details: """
            A US Social Security Number, as python-stdnum 2.2's stdnum.us.ssn checks it: 9 \
            digits written NNN-NN-NNNN or run together (hyphens only there; no spaces inside), \
            with an area other than 000, 666 and 900-999, a group other than 00, a serial \
            other than 0000, and not one of the numbers known to be misused (078-05-1120, \
            457-55-5462, 219-09-9999, however written: python-stdnum looks up only the value \
            as given, so that ' 078-05-1120' passes it). A beginning is too-short. The canonical form is \
            NNN-NN-NNNN; --compact the digits.
            """)

    // The fast tier: printable ASCII without spaces, as it is (the hyphens are the regular
    // expression's business here, not compact()'s).
    static var quickRemoves: [UInt8]? { [] }

    static var quickUpperCases: Bool { false }

    /// The digits of a value `^[0-9]{3}-?[0-9]{2}-?[0-9]{4}$` matches, else nil.
    static func quickDigits(_ number: UnsafeBufferPointer<UInt8>, lengths: [Int]) -> [UInt8]? {
        var digits: [UInt8] = []
        var index = 0
        for (group, length) in lengths.enumerated() {
            if group > 0, index < number.count, number[index] == 0x2D { index += 1 }
            for _ in 0..<length {
                guard index < number.count, number[index] >= 0x30, number[index] <= 0x39 else { return nil }
                digits.append(number[index])
                index += 1
            }
        }
        return index == number.count ? digits : nil
    }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let d = quickDigits(number, lengths: [3, 2, 4]) else { return false }
        if d[0] == 0x39 || d[0...2] == [0x30, 0x30, 0x30] || d[0...2] == [0x36, 0x36, 0x36] { return false }
        if d[3...4] == [0x30, 0x30] || d[5...8] == [0x30, 0x30, 0x30, 0x30] { return false }
        return !misusedDigits.contains(d)
    }

    static let misusedDigits: Set<[UInt8]> = Set(misused.map { Array($0.utf8.filter { $0 != 0x2D }) })

    static func quickPrinted(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        guard let d = quickDigits(number, lengths: [3, 2, 4]) else { return false }
        form.append(d[0..<3]); form.append(0x2D); form.append(d[3..<5]); form.append(0x2D); form.append(d[5...])
        return true
    }

    static func quickCompact(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) {
        for byte in number where byte != 0x2D { form.append(byte) }
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isNumber || character == "-") }
}
