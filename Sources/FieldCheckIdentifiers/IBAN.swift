import TextReading

/// `iban`: an International Bank Account Number of any country of the IBAN registry, as
/// python-stdnum's `stdnum.iban` checks it (country, length and account structure, mod 97,
/// and the national check of Belgium, Spain, Montenegro and Norway). Printed in fours.
package enum IBAN: StdnumScheme {
    package static func compact(_ value: String) -> String { StdnumText.compact(value, deleting: " -.") }

    package static func validate(_ value: String, _ context: StdnumContext) -> Result<String, IdentifierFailure> {
        let number = compact(value)
        let scalars = Array(number.unicodeScalars)
        guard let remainder = CheckDigits.mod97(scalars.dropFirst(4), then: scalars.prefix(4)) else {
            return .failure(IdentifierFailure(.format, formatDetail(scalars)))
        }
        let country = self.country(scalars)
        guard remainder == 1 else {
            return .failure(IdentifierFailure(.checksum, checksumDetail(scalars, country: country)))
        }
        guard let country else {
            return .failure(IdentifierFailure(.component, "\(String(String.UnicodeScalarView(scalars.prefix(2)))) is not a country of the IBAN registry"))
        }
        // The account part, number[4:]: ASCII when it fits the structure.
        let bban = scalars.dropFirst(4).map { $0.value < 0x80 ? UInt8($0.value) : 0xFF }
        guard country.structure.matches(bban, whole: true) else {
            if bban.count != country.structure.length {
                return .failure(IdentifierFailure(.format, "an IBAN of \(country.name) has \(country.structure.length + 4) characters, not \(scalars.count)"))
            }
            return .failure(IdentifierFailure(.format, "the account part of an IBAN of \(country.name) is \(country.structure.words)"))
        }
        if let failure = nationalCheck(country.code, bban) { return .failure(failure) }
        return .success(number)
    }

    package static func printed(_ number: String, _ context: StdnumContext) -> String {
        var out = ""
        for (index, scalar) in number.unicodeScalars.enumerated() {
            if index > 0 && index % 4 == 0 { out.append(" ") }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    package static func isBeginning(_ value: String, _ context: StdnumContext) -> Bool {
        let number = Array(compact(value).utf8)
        for (index, byte) in number.prefix(4).enumerated() {
            let isLetter = byte >= 0x41 && byte <= 0x5A, isDigit = byte >= 0x30 && byte <= 0x39
            if index < 2 ? !isLetter : !isDigit { return false }
        }
        guard number.count >= 2 else { return true }
        guard let country = country(number.prefix(2).map { Unicode.Scalar($0) }) else { return false }
        return number.count < country.structure.length + 4 && country.structure.matches(Array(number.dropFirst(4)), whole: false)
    }

    package static func incompleteDetail(_ value: String, _ failure: IdentifierFailure, _ context: StdnumContext) -> String {
        let scalars = Array(compact(value).unicodeScalars)
        guard let country = country(scalars) else { return "an IBAN begins with its country code" }
        return "an IBAN of \(country.name) has \(country.structure.length + 4) characters, got \(scalars.count)"
    }

    /// A country of the IBAN registry: its name and account structure.
    package struct Country: Sendable {
        package var code: String
        package var name: String
        package var structure: Structure
    }

    /// `_ibandb.info(number)[0][1]`: the registry's entries are two-letter countries
    /// without children, so the first part's properties are those of the number's first
    /// two characters, when they are an entry (a table, not the database's walk).
    package static func country(_ scalars: some Collection<Unicode.Scalar>) -> Country? {
        var iterator = scalars.makeIterator()
        guard let a = iterator.next(), let b = iterator.next(), a.isASCII, b.isASCII else { return nil }
        return byCountry[UInt16(a.value) << 8 | UInt16(b.value)]
    }

    package static let byCountry: [UInt16: Country] = {
        var table: [UInt16: Country] = [:]
        for prefix in NumberDatabase.iban.prefixes where prefix.length == 2 && prefix.low == prefix.high && prefix.low.allSatisfy({ $0 < 0x80 }) {
            let code = String(decoding: prefix.low.map { UInt8($0) }, as: UTF8.self)
            table[UInt16(prefix.low[0]) << 8 | UInt16(prefix.low[1])] = Country(
                code: code, name: prefix.properties["country"] ?? code, structure: Structure(prefix.properties["bban"] ?? ""))
        }
        return table
    }()

    /// Why mod 97 could not read the number.
    package static func formatDetail(_ scalars: [Unicode.Scalar]) -> String {
        if scalars.isEmpty { return "empty" }
        if let bad = scalars.first(where: { CheckDigits.base36($0) == nil }) {
            return "an IBAN has only letters and digits (\(CharacterName.quoted(Character(bad))))"
        }
        return "an IBAN has only letters and digits"
    }

    /// The check digits the number should have, where its characters let them be computed.
    package static func checksumDetail(_ scalars: [Unicode.Scalar], country: Country?) -> String {
        if scalars.count > 4, let country,
           country.structure.matches(scalars.dropFirst(4).map { $0.value < 0x80 ? UInt8($0.value) : 0xFF }, whole: true),
           let check = CheckDigits.mod97(Array(scalars.dropFirst(4)) + scalars.prefix(2) + ["0", "0"])
        {
            let expected = 98 - check
            return "the check digits should be \(expected < 10 ? "0" : "")\(expected), not \(String(String.UnicodeScalarView(scalars[2..<4])))"
        }
        return "the check digits do not match (ISO 7064 mod 97-10)"
    }

    /// The national checks stdnum makes of some countries' accounts.
    package static func nationalCheck(_ code: String, _ bban: [UInt8]) -> IdentifierFailure? {
        // (Indices as in stdnum, on the whole number: the account part begins at 4.)
        let digits = [0, 0, 0, 0] + bban
        switch code {
        case "BE":
            // The last two digits are the first ten's remainder modulo 97 (97 for 0).
            var remainder = 0
            for byte in digits[4..<(digits.count - 2)] { remainder = (remainder * 10 + Int(byte - 0x30)) % 97 }
            let expected = remainder == 0 ? 97 : remainder
            if Int(digits[digits.count - 2] - 0x30) * 10 + Int(digits[digits.count - 1] - 0x30) != expected {
                return IdentifierFailure(.checksum, "the Belgian account's check digits do not match")
            }
            if NumberDatabase.belgianBanks.info(String(decoding: digits[4..<7], as: UTF8.self)).first?.properties.isEmpty ?? true {
                return IdentifierFailure(.component, "no Belgian bank has the code \(String(decoding: digits[4..<7], as: UTF8.self))")
            }
        case "ES":
            let ccc = Array(digits[4...])
            guard ccc.count == 20, CheckDigits.allDigits(ccc) else { return IdentifierFailure(.format, "the Spanish account has 20 digits") }
            let expected = [spanishDigit([0x30, 0x30] + ccc[0..<8]), spanishDigit(Array(ccc[10...]))]
            if Array(ccc[8..<10]) != expected { return IdentifierFailure(.checksum, "the Spanish account's check digits do not match") }
        case "ME":
            var remainder = 0
            for byte in digits[4...] { remainder = (remainder * 10 + Int(byte - 0x30)) % 97 }
            if remainder != 1 { return IdentifierFailure(.checksum, "the Montenegrin account's check digits do not match") }
        case "NO":
            var account = Array(digits[4...])
            if account.starts(with: [0x30, 0x30, 0x30, 0x30]) { account.removeFirst(4) }
            if account.count == 7 {
                if CheckDigits.luhn(account) != 0 { return IdentifierFailure(.checksum, "the Norwegian account's check digit does not match") }
            } else if account.count == 11 {
                let weights = [6, 7, 8, 9, 4, 5, 6, 7, 8, 9]
                let sum = zip(weights, account).reduce(0) { $0 + $1.0 * Int($1.1 - 0x30) } % 11
                if sum >= 10 || UInt8(sum) + 0x30 != account[10] {
                    return IdentifierFailure(.checksum, "the Norwegian account's check digit does not match")
                }
            } else {
                return IdentifierFailure(.length, "a Norwegian account has 7 or 11 digits")
            }
        default:
            break
        }
        return nil
    }

    /// One check digit of a Spanish CCC: weights 2^i modulo 11.
    package static func spanishDigit(_ digits: [UInt8]) -> UInt8 {
        var sum = 0, weight = 1
        for byte in digits { sum += Int(byte - 0x30) * weight; weight = weight * 2 % 11 }
        let check = sum % 11
        return UInt8(check < 2 ? check : 11 - check) + 0x30
    }

    /// An account structure of the registry (`8!n10!n`): runs of digits (`n`), upper-case
    /// letters (`a`) or either case of letter or digit (`c`).
    package struct Structure {
        package var runs: [(count: Int, kind: UInt8)] = []

        package init(_ text: String) {
            var count = 0
            for byte in text.utf8 {
                if byte >= 0x30 && byte <= 0x39 { count = count * 10 + Int(byte - 0x30) } else if byte != 0x21 { runs.append((count, byte)); count = 0 }
            }
        }

        package var length: Int { runs.reduce(0) { $0 + $1.count } }

        /// Whether `bytes` is the structure (`whole`) or a beginning of it.
        package func matches(_ bytes: [UInt8], whole: Bool) -> Bool {
            if whole && bytes.count != length { return false }
            if bytes.count > length { return false }
            var index = 0
            for run in runs {
                for _ in 0..<run.count {
                    guard index < bytes.count else { return true }
                    let b = bytes[index]
                    let digit = b >= 0x30 && b <= 0x39, upper = b >= 0x41 && b <= 0x5A, lower = b >= 0x61 && b <= 0x7A
                    switch run.kind {
                    case UInt8(ascii: "n"): if !digit { return false }
                    case UInt8(ascii: "a"): if !upper { return false }
                    default: if !(digit || upper || lower) { return false }
                    }
                    index += 1
                }
            }
            return true
        }

        /// In words: "8 digits, 10 digits".
        package var words: String {
            runs.map { "\($0.count) \($0.kind == UInt8(ascii: "n") ? "digits" : $0.kind == UInt8(ascii: "a") ? "capital letters" : "letters or digits")" }
                .joined(separator: ", ")
        }
    }
}
