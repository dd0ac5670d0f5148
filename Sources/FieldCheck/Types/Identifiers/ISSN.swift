/// `issn`: an International Standard Serial Number, as python-stdnum's `stdnum.issn`
/// checks it. Printed `NNNN-NNNC`.
enum ISSN: IdentifierScheme {
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

    static func validate(_ value: String, _ context: IdentifierContext) -> Result<String, IdentifierFailure> {
        let number = StdnumText.compact(value, deleting: " -")
        let scalars = Array(number.unicodeScalars)
        let body = String(String.UnicodeScalarView(scalars.dropLast()))
        guard StdnumText.isDigits(body) else {
            return .failure(IdentifierFailure(.format, scalars.isEmpty ? "empty" : "an ISSN has only digits (and X as its check digit)"))
        }
        guard scalars.count == 8 else { return .failure(IdentifierFailure(.length, "an ISSN has 8 digits, not \(scalars.count)")) }
        // (`isdigits` lets a last line break through, as Python's `$` does; the check digit's
        // `int()` then raises, as for ISBN.)
        guard body.utf8.allSatisfy({ $0 != 0x0A }) else { return .failure(IdentifierFailure(.format, "an ISSN has only digits")) }
        var sum = 0
        for (index, byte) in body.utf8.enumerated() { sum += (8 - index) * Int(byte &- 0x30) }
        let check = ((11 - sum % 11) % 11)
        let expected: Unicode.Scalar = check == 10 ? "X" : Unicode.Scalar(UInt8(check) + 0x30)
        guard scalars[7] == expected else {
            return .failure(IdentifierFailure(.checksum, "the check digit should be \(expected), not \(Character(scalars[7]))"))
        }
        return .success(number)
    }

    static func printed(_ number: String, _ context: IdentifierContext) -> String {
        String(number.prefix(4)) + "-" + String(number.dropFirst(4))
    }

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

    static func isBeginning(_ value: String, _ context: IdentifierContext) -> Bool {
        let digits = StdnumText.compact(value, deleting: " -").utf8
        return digits.count < 8 && digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isNumber || " -xX".contains(character)) }
}
