/// `isin`: an International Securities Identification Number, as python-stdnum's
/// `stdnum.isin` checks it. Written as its characters.
enum ISIN: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "isin",
        summary: "an ISIN: a country, 9 letters or digits and a check digit (python-stdnum)",
        canonicalForm: "upper case (US0378331005)",
        markdownRow: ("an ISIN: a country code, 9 letters or digits, a check digit (python-stdnum's `isin`)", "upper case: `US0378331005`"),
        examples: ["us0378331005", "US03783", "US0378331006"],
        details: """
            An International Securities Identification Number, as python-stdnum 2.2's \
            stdnum.isin checks it: 12 letters or digits, the first two a country code (ISO \
            3166-1, EU, XS, XA...), the last a check digit (Luhn over the characters' values). \
            Spaces are ignored, letters may be lower case. Fewer than 12 characters, each \
            possible where it stands, is too-short. The canonical form is upper case.
            """)

    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

    static func validate(_ value: String, _ context: IdentifierContext) -> Result<String, IdentifierFailure> {
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
    static func checkDigit(_ bytes: ArraySlice<UInt8>) -> UInt8 {
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

    static func printed(_ number: String, _ context: IdentifierContext) -> String { number }

    static var quickRemoves: [UInt8]? { [0x20] }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        number.count == 12 && number.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) }
            && countryKeys.contains(UInt16(number[0]) << 8 | UInt16(number[1]))
            && checkDigit(ArraySlice(number.dropLast())) == number[11]
    }

    static let countryKeys: Set<UInt16> = Set(StdnumData.isinCountries.map { code in
        let bytes = Array(code.utf8)
        return UInt16(bytes[0]) << 8 | UInt16(bytes[1])
    })

    static func isBeginning(_ value: String, _ context: IdentifierContext) -> Bool {
        let bytes = Array(StdnumText.compact(value, deleting: " ").utf8)
        guard bytes.count < 12, CheckDigits.allUpperAlphanumeric(String(decoding: bytes, as: UTF8.self)) else { return false }
        if bytes.count >= 2 { return StdnumData.isinCountries.contains(String(decoding: bytes.prefix(2), as: UTF8.self)) }
        return bytes.allSatisfy { $0 >= 0x41 }
    }
}
