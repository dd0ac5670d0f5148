/// `issn`: an International Standard Serial Number, as python-stdnum's `stdnum.issn`
/// checks it. Printed `NNNN-NNNC`.
package enum ISSN: StdnumScheme {
    package static func validate(_ value: String, _ context: StdnumContext) -> Result<String, IdentifierFailure> {
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

    package static func printed(_ number: String, _ context: StdnumContext) -> String {
        String(number.prefix(4)) + "-" + String(number.dropFirst(4))
    }

    package static func isBeginning(_ value: String, _ context: StdnumContext) -> Bool {
        let digits = StdnumText.compact(value, deleting: " -").utf8
        return digits.count < 8 && digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
