/// `bic`: a BIC (SWIFT code), as python-stdnum's `stdnum.bic` checks it: 4 letters of the
/// bank, a country, 2 letters or digits of the location, and optionally 3 of the branch.
package enum BIC: StdnumScheme {
    package static func compact(_ value: String) -> String { StdnumText.compact(value, deleting: " -") }

    package static func validate(_ value: String, _ context: StdnumContext) -> Result<String, IdentifierFailure> {
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
    package static func fits(_ bytes: [UInt8]) -> Bool {
        for (index, byte) in bytes.enumerated() {
            let upper = byte >= 0x41 && byte <= 0x5A, digit = byte >= 0x30 && byte <= 0x39
            if index < 6 ? !upper : !(upper || digit) { return false }
        }
        return bytes.count <= 11
    }

    package static func printed(_ number: String, _ context: StdnumContext) -> String { number }

    package static func isBeginning(_ value: String, _ context: StdnumContext) -> Bool {
        let bytes = Array(compact(value).utf8)
        guard bytes.count < 11, bytes.count != 8, fits(bytes) else { return false }
        return bytes.count < 6 || StdnumData.bicCountries.contains(String(decoding: bytes[4..<6], as: UTF8.self))
    }
}
