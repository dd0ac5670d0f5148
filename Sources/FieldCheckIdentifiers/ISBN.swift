/// `isbn`: an ISBN-10 or ISBN-13, as python-stdnum's `stdnum.isbn` checks it; printed
/// hyphenated by the ISBN ranges (registration group, registrant, publication).
package enum ISBN: StdnumScheme {
    /// `compact()` without the SBN's leading 0.
    package static func cleaned(_ value: String) -> String { StdnumText.compact(value, deleting: " -") }

    package static func compact(_ value: String) -> String {
        let number = cleaned(value)
        return number.unicodeScalars.count == 9 ? "0" + number : number
    }

    package static func validate(_ value: String, _ context: StdnumContext) -> Result<String, IdentifierFailure> {
        let number = compact(value)
        let scalars = Array(number.unicodeScalars)
        let body = String(String.UnicodeScalarView(scalars.dropLast()))
        guard StdnumText.isDigits(body) else {
            return .failure(IdentifierFailure(.format, scalars.isEmpty ? "empty" : "an ISBN has only digits (and X as an ISBN-10's check digit)"))
        }
        switch scalars.count {
        case 10:
            guard body.utf8.allSatisfy({ $0 != 0x0A }) else { return .failure(IdentifierFailure(.format, "an ISBN has only digits")) }
            let expected = isbn10CheckDigit(Array(body.utf8))
            guard scalars[9] == expected else {
                return .failure(IdentifierFailure(.checksum, "the check digit should be \(expected), not \(Character(scalars[9]))"))
            }
        case 13:
            guard CheckDigits.allDigits(number.utf8) else { return .failure(IdentifierFailure(.format, "an ISBN-13 has only digits")) }
            let digits = Array(number.utf8)
            let expected = CheckDigits.ean(digits.dropLast())
            guard digits[12] == expected else {
                return .failure(IdentifierFailure(.checksum, "the check digit should be \(Character(Unicode.Scalar(expected))), not \(Character(Unicode.Scalar(digits[12])))"))
            }
            guard number.hasPrefix("978") || number.hasPrefix("979") else {
                return .failure(IdentifierFailure(.component, "an ISBN-13 begins with 978 or 979"))
            }
        default:
            return .failure(IdentifierFailure(.length, "an ISBN has 10 or 13 digits, not \(scalars.count)"))
        }
        return .success(number)
    }

    package static func isbn10CheckDigit(_ digits: [UInt8]) -> Unicode.Scalar {
        var sum = 0
        for (index, byte) in digits.enumerated() { sum += (index + 1) * Int(byte - 0x30) }
        let check = sum % 11
        return check == 10 ? "X" : Unicode.Scalar(UInt8(check) + 0x30)
    }

    /// An ISBN-10 as its ISBN-13 (`to_isbn13` of a compact number).
    package static func isbn13(_ number: String) -> String {
        let digits = Array(number.utf8)
        guard digits.count == 10 else { return number }
        let body = [0x39, 0x37, 0x38] + digits.dropLast()
        return String(decoding: body + [CheckDigits.ean(body)], as: UTF8.self)
    }

    package static func printed(_ number: String, _ context: StdnumContext) -> String {
        var number = number
        if context.convert { number = isbn13(number) }
        let shortened = number.utf8.count == 10
        let full = shortened ? "978" + number : number
        let scalars = full.unicodeScalars.map(\.value)
        var parts: [ArraySlice<UInt32>] = []
        var at = 0
        for length in NumberDatabase.isbn.splitLengths(scalars.dropLast()[...]) {
            parts.append(scalars[at..<(at + length)])
            at += length
        }
        let none: ArraySlice<UInt32> = []
        let item = parts.popLast() ?? none
        let prefix = parts.isEmpty ? none : parts.removeFirst()
        let group = parts.isEmpty ? none : parts.removeFirst()
        let registrant = parts.isEmpty ? none : parts.removeFirst()
        var out = String.UnicodeScalarView()
        let pieces: [ArraySlice<UInt32>] = [shortened ? none : prefix, group, registrant, item, scalars.suffix(1)]
        for piece in pieces where !piece.isEmpty {
            if !out.isEmpty { out.append("-") }
            for value in piece { if let scalar = Unicode.Scalar(value) { out.append(scalar) } }
        }
        return String(out)
    }

    package static func isBeginning(_ value: String, _ context: StdnumContext) -> Bool {
        let digits = Array(cleaned(value).utf8)
        guard digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
        switch digits.count {
        case 0..<9: return true
        case 11, 12: return digits.starts(with: [0x39, 0x37, 0x38]) || digits.starts(with: [0x39, 0x37, 0x39])
        default: return false
        }
    }
}
