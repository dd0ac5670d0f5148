/// `card`: a payment card number, 12 to 19 digits with a Luhn check digit
/// (python-stdnum's `stdnum.luhn`). Printed in fours (American Express 4-6-5).
package enum Card: StdnumScheme {
    package static func compact(_ value: String) -> String { StdnumText.strip(StdnumText.clean(value, deleting: " -")) }

    package static func validate(_ value: String, _ context: StdnumContext) -> Result<String, IdentifierFailure> {
        let number = compact(value)
        guard StdnumText.isDigits(number) else {
            return .failure(IdentifierFailure(.format, number.isEmpty ? "empty" : "a card number has only digits"))
        }
        let digits = Array(number.utf8)
        guard (12...19).contains(digits.count) else {
            return .failure(IdentifierFailure(.length, "a card number has 12 to 19 digits, not \(digits.count)"))
        }
        guard CheckDigits.luhn(digits) == 0 else { return .failure(IdentifierFailure(.checksum, "the check digit does not match (Luhn)")) }
        return .success(number)
    }

    package static func printed(_ number: String, _ context: StdnumContext) -> String {
        let digits = Array(number.utf8)
        let amex = digits.count == 15 && (digits.starts(with: [0x33, 0x34]) || digits.starts(with: [0x33, 0x37]))
        let cuts = amex ? [4, 10] : Array(stride(from: 4, to: digits.count, by: 4))
        var out = [UInt8]()
        for (index, digit) in digits.enumerated() {
            if cuts.contains(index) { out.append(0x20) }
            out.append(digit)
        }
        return String(decoding: out, as: UTF8.self)
    }

    package static func isBeginning(_ value: String, _ context: StdnumContext) -> Bool {
        let digits = compact(value).utf8
        return digits.count < 12 && digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
