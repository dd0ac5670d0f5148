/// `isin`: an International Securities Identification Number, as python-stdnum's
/// `stdnum.isin` checks it. Written as its characters.
package enum ISIN: StdnumScheme {
    package static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

    package static func validate(_ value: String, _ context: StdnumContext) -> Result<String, IdentifierFailure> {
        let number = StdnumText.compact(value, deleting: " ")
        guard CheckDigits.allUpperAlphanumeric(number) else {
            return .failure(IdentifierFailure(.format, "an ISIN has only letters and digits"))
        }
        let bytes = Array(number.utf8)
        guard bytes.count == 12 else { return .failure(IdentifierFailure(.length, "an ISIN has 12 characters, not \(bytes.count)")) }
        guard StdnumData.isinCountries.contains(String(decoding: bytes.prefix(2), as: UTF8.self)) else {
            return .failure(IdentifierFailure(.component, "\(String(decoding: bytes.prefix(2), as: UTF8.self)) is not a country code of ISINs"))
        }
        let expected = checkDigit(bytes.dropLast())
        guard bytes[11] == expected else {
            return .failure(IdentifierFailure(.checksum, "the check digit should be \(Character(Unicode.Scalar(expected))), not \(Character(Unicode.Scalar(bytes[11])))"))
        }
        return .success(number)
    }

    /// Each character's value written in decimal; every other digit from the right doubled;
    /// the digits summed.
    package static func checkDigit(_ bytes: ArraySlice<UInt8>) -> UInt8 {
        var digits: [Int] = []
        for byte in bytes {
            let value = byte <= 0x39 ? Int(byte - 0x30) : Int(byte - 0x41) + 10
            if value >= 10 { digits.append(value / 10) }
            digits.append(value % 10)
        }
        var sum = 0
        for (index, digit) in digits.reversed().enumerated() {
            let product = index % 2 == 0 ? digit * 2 : digit
            sum += product / 10 + product % 10
        }
        return UInt8((10 - sum % 10) % 10) + 0x30
    }

    package static func printed(_ number: String, _ context: StdnumContext) -> String { number }

    package static func isBeginning(_ value: String, _ context: StdnumContext) -> Bool {
        let bytes = Array(StdnumText.compact(value, deleting: " ").utf8)
        guard bytes.count < 12, CheckDigits.allUpperAlphanumeric(String(decoding: bytes, as: UTF8.self)) else { return false }
        if bytes.count >= 2 { return StdnumData.isinCountries.contains(String(decoding: bytes.prefix(2), as: UTF8.self)) }
        return bytes.allSatisfy { $0 >= 0x41 }
    }
}
