/// `bic`: a BIC (SWIFT code), as python-stdnum's `stdnum.bic` checks it: 4 letters of the
/// bank, a country, 2 letters or digits of the location, and optionally 3 of the branch.
enum BIC: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "bic",
        summary: "a BIC / SWIFT code: 8 or 11 characters with a known country (python-stdnum)",
        canonicalForm: "upper case (DEUTDEFF500)",
        markdownRow: ("a BIC / SWIFT code: bank, country, location, optional branch; 8 or 11 characters (python-stdnum's `bic`)", "upper case: `DEUTDEFF500`"),
        examples: ["deutdeff500", "DEUTDE", "DEUTXXFF"],
        details: """
            A Business Identifier Code (SWIFT code), as python-stdnum 2.2's stdnum.bic checks \
            it: 4 letters (the bank), a country code, 2 letters or digits (the location) and \
            optionally 3 more (the branch). Spaces and hyphens are ignored, letters may be \
            lower case. A beginning (fewer than 8 characters, or 9 or 10) is too-short. The \
            canonical form is upper case.
            """)

    static func compact(_ value: String) -> String { StdnumText.compact(value, deleting: " -") }

    static func validate(_ value: String, _ context: IdentifierContext) -> Result<String, IdentifierFailure> {
        let number = compact(value)
        let bytes = Array(number.unicodeScalars)
        guard bytes.count == 8 || bytes.count == 11 else {
            return .failure(IdentifierFailure(.length, "a BIC has 8 or 11 characters, not \(bytes.count)"))
        }
        guard fits(Array(number.utf8)), number.utf8.count == bytes.count else {
            return .failure(IdentifierFailure(.format, "a BIC is 4 letters, a country, 2 letters or digits, and 3 more or none"))
        }
        let country = String(decoding: Array(number.utf8)[4..<6], as: UTF8.self)
        guard StdnumData.bicCountries.contains(country) else {
            return .failure(IdentifierFailure(.component, "\(country) is not a country code"))
        }
        return .success(number)
    }

    /// Whether each byte is what its place takes (letters for the bank and the country).
    static func fits(_ bytes: [UInt8]) -> Bool {
        for (index, byte) in bytes.enumerated() {
            let upper = byte >= 0x41 && byte <= 0x5A, digit = byte >= 0x30 && byte <= 0x39
            if index < 6 ? !upper : !(upper || digit) { return false }
        }
        return bytes.count <= 11
    }

    static func printed(_ number: String, _ context: IdentifierContext) -> String { number }

    static var quickRemoves: [UInt8]? { [0x20, 0x2D] }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        (number.count == 8 || number.count == 11) && fits(Array(number))
            && countryKeys.contains(UInt16(number[4]) << 8 | UInt16(number[5]))
    }

    static let countryKeys: Set<UInt16> = Set(StdnumData.bicCountries.map { code in
        let bytes = Array(code.utf8)
        return UInt16(bytes[0]) << 8 | UInt16(bytes[1])
    })

    static func isBeginning(_ value: String, _ context: IdentifierContext) -> Bool {
        let bytes = Array(compact(value).utf8)
        guard bytes.count < 11, bytes.count != 8, fits(bytes) else { return false }
        return bytes.count < 6 || StdnumData.bicCountries.contains(String(decoding: bytes[4..<6], as: UTF8.self))
    }
}
