/// `ean`: a GTIN / EAN-8, UPC-A (12), EAN-13 or GTIN-14, as python-stdnum's `stdnum.ean`
/// checks it. Written as its digits.
enum EAN: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "ean",
        summary: "an EAN / GTIN of 8, 12 (UPC-A), 13 or 14 digits with its check digit (python-stdnum)",
        canonicalForm: "the digits (4006381333931)",
        markdownRow: ("an EAN / GTIN-8, -12 (UPC-A), -13 or -14 with its check digit (python-stdnum's `ean`)", "the digits: `4006381333931`"),
        examples: ["4006381333931", "400638133", "4006381333932"],
        details: """
            A European Article Number or Global Trade Item Number, as python-stdnum 2.2's \
            stdnum.ean checks it: 8, 12 (UPC-A), 13 or 14 digits, the last a check digit. \
            Spaces and hyphens are ignored. A number of another length below 14 is too-short \
            (a complete length with a wrong check digit fails). The canonical form is the digits.
            """)

    static func compact(_ value: String) -> String { StdnumText.strip(StdnumText.clean(value, deleting: " -")) }

    static func validate(_ value: String, _ context: IdentifierContext) -> Result<String, IdentifierFailure> {
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

    static func printed(_ number: String, _ context: IdentifierContext) -> String { number }

    static var quickRemoves: [UInt8]? { [0x20, 0x2D] }
    static var quickUpperCases: Bool { false }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        [8, 12, 13, 14].contains(number.count) && CheckDigits.allDigits(number)
            && CheckDigits.ean(number.dropLast()) == number[number.count - 1]
    }

    static func isBeginning(_ value: String, _ context: IdentifierContext) -> Bool {
        let digits = compact(value).utf8
        return digits.count < 14 && ![8, 12, 13].contains(digits.count) && digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isNumber || " -".contains(character)) }
}
