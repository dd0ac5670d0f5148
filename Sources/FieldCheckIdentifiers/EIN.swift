/// `ein`: a US Employer Identification Number, as python-stdnum's `stdnum.us.ein` checks it
/// (the prefix one the IRS assigns).
package enum EIN: StdnumScheme {
    package static func compact(_ value: String) -> String { StdnumText.strip(StdnumText.clean(value, deleting: "-")) }

    package static func validate(_ value: String, _ context: StdnumContext) -> Result<String, IdentifierFailure> {
        guard SSN.groups(StdnumText.strip(StdnumText.clean(value)), lengths: [2, 7]) != nil else {
            return .failure(IdentifierFailure(.format, "an EIN is 9 digits, NN-NNNNNNN or run together"))
        }
        let number = compact(value)
        guard NumberDatabase.ein.info(number).first?.properties.isEmpty == false else {
            return .failure(IdentifierFailure(.component, "the IRS assigns no EIN beginning \(number.prefix(2))"))
        }
        return .success(number)
    }

    package static func printed(_ number: String, _ context: StdnumContext) -> String {
        let scalars = Array(number.unicodeScalars)
        guard scalars.count == 9 else { return number }
        return String(String.UnicodeScalarView(scalars[0..<2])) + "-" + String(String.UnicodeScalarView(scalars[2...]))
    }

    package static func incompleteDetail(_ value: String, _ failure: IdentifierFailure, _ context: StdnumContext) -> String {
        "an EIN has 9 digits, got \(StdnumText.clean(value).utf8.filter { $0 >= 0x30 && $0 <= 0x39 }.count)"
    }

    package static func isBeginning(_ value: String, _ context: StdnumContext) -> Bool {
        guard let digits = SSN.typedDigits(value, hyphensAfter: [2]), digits.count < 9 else { return false }
        return digits.count < 2 || assigned.contains(UInt16(digits[0]) << 8 | UInt16(digits[1]))
    }

    /// The two-digit prefixes the EIN database gives a campus (its first level).
    package static let assigned: Set<UInt16> = {
        var found = Set<UInt16>()
        for first in UInt8(0x30)...0x39 {
            for second in UInt8(0x30)...0x39 where NumberDatabase.ein.info(String(decoding: [first, second], as: UTF8.self) + "0000000").first?.properties.isEmpty == false {
                found.insert(UInt16(first) << 8 | UInt16(second))
            }
        }
        return found
    }()
}
