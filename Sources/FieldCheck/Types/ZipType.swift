/// `zip`: a US ZIP code, `12345`, `12345-6789`, `123456789` or `12345 6789`.
/// Canonical: `12345` or `12345-6789`.
enum ZipType {
    static func judge(_ value: Substring) -> TypeJudgement {
        let characters = Array(Trimming.trimmed(value))
        var digits: [Character] = []
        var separatorAt: Int?
        for (index, character) in characters.enumerated() {
            if character.isASCII && character.isNumber {
                digits.append(character)
            } else if (character == "-" || character == " ") && digits.count == 5 && separatorAt == nil {
                separatorAt = index
            } else if character == "-" || character == " " {
                return .invalid("the separator goes after the first 5 digits")
            } else {
                return .invalid("a ZIP code has only digits (\(TextNormalization.describe(character)))")
            }
        }
        switch digits.count {
        case 0:
            return .incomplete("empty")
        case 1..<5:
            return .incomplete("needs 5 digits, got \(digits.count)")
        case 5 where separatorAt == nil:
            return .valid(canonical: String(digits))
        case 5...8:
            return .incomplete("ZIP+4 needs 4 digits after the first 5, got \(digits.count - 5)")
        case 9:
            return .valid(canonical: String(digits[0..<5]) + "-" + String(digits[5...]))
        default:
            return .invalid("too many digits: \(digits.count) (5, or 9 for ZIP+4)")
        }
    }
}
