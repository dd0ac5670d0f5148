/// `imei`: an IMEI (15 digits with a Luhn check digit, or 14 without) or IMEISV (16), as
/// python-stdnum's `stdnum.imei` checks it. Printed `AA-BBBBBB-CCCCCC-D`.
package enum IMEI: StdnumScheme {
    package static func compact(_ value: String) -> String { StdnumText.compact(value, deleting: " -") }

    package static func validate(_ value: String, _ context: StdnumContext) -> Result<String, IdentifierFailure> {
        let number = compact(value)
        guard StdnumText.isDigits(number) else {
            return .failure(IdentifierFailure(.format, number.isEmpty ? "empty" : "an IMEI has only digits"))
        }
        let digits = Array(number.utf8)
        switch digits.count {
        case 15:
            guard CheckDigits.luhn(digits) == 0 else { return .failure(IdentifierFailure(.checksum, "the check digit does not match (Luhn)")) }
        case 14, 16:
            break
        default:
            return .failure(IdentifierFailure(.length, "an IMEI has 14 or 15 digits (an IMEISV 16), not \(digits.count)"))
        }
        return .success(number)
    }

    package static func printed(_ number: String, _ context: StdnumContext) -> String {
        let digits = Array(number.utf8)
        let cuts = [0, 2, 8, 14, digits.count].map { min($0, digits.count) }
        return (0..<4).compactMap { index in cuts[index] < cuts[index + 1] ? String(decoding: digits[cuts[index]..<cuts[index + 1]], as: UTF8.self) : nil }
            .joined(separator: "-")
    }

    package static func isBeginning(_ value: String, _ context: StdnumContext) -> Bool {
        let digits = compact(value).utf8
        return digits.count < 14 && digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
