import FieldCheckIdentifiers
import FieldCheckReference

/// The type `isbn`: its documentation, and its fast tier on the bytes beside the
/// port of python-stdnum (`Sources/FieldCheckIdentifiers/ISBN.swift`, LGPL-2.1-or-later).
extension ISBN: IdentifierScheme {
    static var converts: Bool { true }
    static let documentation = TypeDocumentation(
        name: "isbn",
        summary: "an ISBN-10 or ISBN-13 with its check digit (python-stdnum)",
        canonicalForm: "hyphenated by the ISBN ranges (978-0-306-40615-7); --convert: ISBN-13",
        markdownRow: ("an ISBN-10 or ISBN-13 (978 or 979) with its check digit (python-stdnum's `isbn`)",
                      "hyphenated by group and registrant: `978-0-306-40615-7`; `--convert`: an ISBN-10 as ISBN-13"),
        examples: ["9780306406157", "978-0-306", "0-306-40615-3"],
        details: """
            An International Standard Book Number, as python-stdnum 2.2's stdnum.isbn checks \
            it: 10 characters (9 digits and a check digit or X; 9 digits are an SBN, read with \
            a 0 before them) or 13 digits beginning 978 or 979, with the right check digit. \
            Spaces and hyphens are ignored. A beginning (fewer than 9 digits, or 11 or 12 \
            beginning 978 or 979) is too-short. The canonical form is hyphenated by the ISBN \
            ranges (registration group, registrant, publication, check digit); --convert \
            writes an ISBN-10 as the ISBN-13 it becomes, --compact without hyphens.
            """)

    static var quickRemoves: [UInt8]? { [0x20, 0x2D] }

    /// ISBN-10 and ISBN-13 (nine digits, which compact() pads, are left to validate).
    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        if number.count == 10 {
            return CheckDigits.allDigits(number.dropLast()) && isbn10CheckDigit(Array(number.dropLast())) == Unicode.Scalar(number[9])
        }
        return number.count == 13 && CheckDigits.allDigits(number) && CheckDigits.ean(number.dropLast()) == number[12]
            && number[0] == 0x39 && number[1] == 0x37 && (number[2] == 0x38 || number[2] == 0x39)
    }

    /// `printed` on the bytes of an ISBN `quickValid` passed (digits, and an ISBN-10's X).
    static func quickPrinted(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        guard let levels = NumberDatabase.isbn.digitLevels else { return false }
        let shortened = number.count == 10
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { digits -> Bool in
            var count = 0
            if shortened { digits[0] = 9; digits[1] = 7; digits[2] = 8; count = 3 }
            for byte in number.dropLast() { digits[count] = byte &- 0x30; count += 1 }
            let body = UnsafeBufferPointer(rebasing: digits[0..<count])
            // As `split`: the prefix, group and registrant, then the item (the last part).
            var lengths = (0, 0, 0, 0, 0)
            var parts = 0
            NumberDatabase.splitDigits(body, levels) { length in
                switch parts {
                case 0: lengths.0 = length
                case 1: lengths.1 = length
                case 2: lengths.2 = length
                case 3: lengths.3 = length
                default: lengths.4 = length
                }
                parts += 1
            }
            guard parts >= 1 && parts <= 4 else { return false }
            let all = [lengths.0, lengths.1, lengths.2, lengths.3]
            let item = all[parts - 1]
            let ordered = [parts > 1 ? all[0] : 0, parts > 2 ? all[1] : 0, parts > 3 ? all[2] : 0, item]
            var at = 0
            var first = true
            for (index, length) in ordered.enumerated() {
                defer { at += length }
                if index == 0 && shortened || length == 0 { continue }
                if !first { form.append(0x2D) }
                first = false
                for digit in body[at..<(at + length)] { form.append(digit + 0x30) }
            }
            if !first { form.append(0x2D) }
            form.append(number[number.count - 1])
            return true
        }
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isNumber || " -xX".contains(character)) }
}
