/// `ean`: a GTIN / EAN-8, UPC-A (12), EAN-13 or GTIN-14, as python-stdnum's `stdnum.ean`
/// checks it. Written as its digits.
package enum EAN: StdnumScheme {
    package static func compact(_ value: String) -> String { StdnumText.strip(StdnumText.clean(value, deleting: " -")) }

    package static func validate(_ value: String, _ context: StdnumContext) -> Result<String, IdentifierFailure> {
        let number = compact(value)
        guard StdnumText.isDigits(number) else {
            return .failure(IdentifierFailure(.format, number.isEmpty ? "empty" : "an EAN has only digits"))
        }
        let digits = Array(number.utf8)
        guard [8, 12, 13, 14].contains(digits.count) else {
            return .failure(IdentifierFailure(.length, "an EAN has 8, 12, 13 or 14 digits, not \(digits.count)"))
        }
        guard digits.last != 0x0A else { return .failure(IdentifierFailure(.format, "an EAN has only digits")) }
        let expected = CheckDigits.ean(digits.dropLast())
        guard digits[digits.count - 1] == expected else {
            return .failure(IdentifierFailure(.checksum, "the check digit should be \(Character(Unicode.Scalar(expected))), not \(Character(Unicode.Scalar(digits[digits.count - 1])))"))
        }
        return .success(number)
    }

    package static func printed(_ number: String, _ context: StdnumContext) -> String { number }

    package static func isBeginning(_ value: String, _ context: StdnumContext) -> Bool {
        let digits = compact(value).utf8
        return digits.count < 14 && ![8, 12, 13].contains(digits.count) && digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
