import FieldCheckIdentifiers
import FieldCheckReference

/// The fast tier of `vat`, on the bytes of a printable ASCII value: what `VATNumber.check`
/// does for the common shapes of the countries whose numbers are digits with a check
/// (vatin's strip and prefix, the module's compact(), its checks), deciding only that a
/// number passes. Anything else (another country, a letter where digits go, a doubled
/// prefix, Belgium's 9-digit and "(0)" forms, the Netherlands' Mod 97-10 numbers, France's
/// letter keys, Spain's company and foreigners' numbers) is handed to the port, as is every
/// number that fails here.
enum VATQuick {
    /// The country modules with a byte check here.
    enum Country {
        case at, be, de, dk, ee, es, fi, fr, gb, hr, hu, it, lt, lu, mt, nl, pl, pt, se, si, sk

        /// From vatin's prefix, upper-cased (EL and GR are Greece, which is left to the
        /// port; XI is read by the GB module).
        init?(_ first: UInt8, _ second: UInt8) {
            switch (first, second) {
            case (0x41, 0x54): self = .at  // AT
            case (0x42, 0x45): self = .be  // BE
            case (0x44, 0x45): self = .de  // DE
            case (0x44, 0x4B): self = .dk  // DK
            case (0x45, 0x45): self = .ee  // EE
            case (0x45, 0x53): self = .es  // ES
            case (0x46, 0x49): self = .fi  // FI
            case (0x46, 0x52): self = .fr  // FR
            case (0x47, 0x42), (0x58, 0x49): self = .gb  // GB, XI
            case (0x48, 0x52): self = .hr  // HR
            case (0x48, 0x55): self = .hu  // HU
            case (0x49, 0x54): self = .it  // IT
            case (0x4C, 0x54): self = .lt  // LT
            case (0x4C, 0x55): self = .lu  // LU
            case (0x4D, 0x54): self = .mt  // MT
            case (0x4E, 0x4C): self = .nl  // NL
            case (0x50, 0x4C): self = .pl  // PL
            case (0x50, 0x54): self = .pt  // PT
            case (0x53, 0x45): self = .se  // SE
            case (0x53, 0x49): self = .si  // SI
            case (0x53, 0x4B): self = .sk  // SK
            default: return nil
            }
        }

        /// Whether the module's compact() removes the byte (`VATNumber.Country.separators`).
        func removes(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x20: return true
            case 0x2D: return self != .ee  // -
            case 0x2E:  // .
                switch self {
                case .at, .be, .de, .dk, .fr, .lu, .nl, .pt, .se, .gb: return true
                default: return false
                }
            case 0x2F: return self == .at || self == .be || self == .de || self == .dk  // /
            case 0x2C: return self == .de || self == .dk  // ,
            case 0x3A: return self == .dk || self == .it || self == .lu  // :
            default: return false
            }
        }
    }

    /// `body` with the prefix (upper-cased), the country and the rest as its module's
    /// compact() leaves it, for a value of printable ASCII whose rest is letters and digits
    /// once the country's separators are gone; nil otherwise.
    @inline(__always)
    static func withParts<R>(
        _ value: UnsafeBufferPointer<UInt8>, _ body: (UInt8, UInt8, Country, UnsafeBufferPointer<UInt8>) -> R?
    ) -> R? {
        // vatin: clean(number, '') leaves ASCII as it is; strip() takes the spaces around.
        var start = 0, end = value.count
        while start < end && value[start] == 0x20 { start += 1 }
        while end > start && value[end - 1] == 0x20 { end -= 1 }
        guard end - start > 2, end - start <= 64 else { return nil }
        let first = upper(value[start]), second = upper(value[start + 1])
        guard let country = Country(first, second) else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer -> R? in
            var count = 0
            for byte in value[(start + 2)..<end] {
                if country.removes(byte) { continue }
                let letter = upper(byte)
                guard (letter >= 0x30 && letter <= 0x39) || (letter >= 0x41 && letter <= 0x5A) else { return nil }
                buffer[count] = letter
                count += 1
            }
            return body(first, second, country, UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    static let dniLetters: [UInt8] = Array("TRWAGMYFPDXBNJZSQVHLCKE".utf8)

    /// An ASCII letter upper-cased; any other byte as it is.
    @inline(__always)
    static func upper(_ byte: UInt8) -> UInt8 { byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte }

    /// Whether the value passes (`VATNumber.validate`); false hands it to the port.
    static func isValid(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        withParts(value) { _, _, country, number in isValid(number, country) } ?? false
    }

    /// The canonical form (prefix and compact number) of a value `isValid` passed.
    static func appendCompact(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) {
        _ = withParts(value) { first, second, _, number -> Bool? in
            form.append(first)
            form.append(second)
            form.append(number)
            return true
        }
    }

    /// The module's checks on the compact rest. (Digit values below are bytes minus "0".)
    static func isValid(_ n: UnsafeBufferPointer<UInt8>, _ country: Country) -> Bool {
        @inline(__always) func d(_ index: Int) -> Int { Int(n[index] &- 0x30) }
        @inline(__always) func digits(_ range: Range<Int>) -> Bool { range.allSatisfy { n[$0] >= 0x30 && n[$0] <= 0x39 } }
        @inline(__always) func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + d($1) } }
        @inline(__always) func weighted(_ weights: [Int], from start: Int = 0) -> Int {
            var sum = 0
            for (offset, weight) in weights.enumerated() { sum += weight * d(start + offset) }
            return sum
        }
        /// stdnum's luhn.checksum of the digits in `range`.
        func luhn(_ range: Range<Int>) -> Int {
            var sum = 0
            for (position, index) in range.reversed().enumerated() {
                let value = d(index)
                sum += position % 2 == 0 ? value : (value * 2) / 10 + (value * 2) % 10
            }
            return sum % 10
        }
        /// ISO 7064 Mod 11, 10's checksum of all the digits.
        func mod11_10() -> Int {
            var check = 5
            for index in 0..<n.count { check = (((check == 0 ? 10 : check) * 2) % 11 + d(index)) % 10 }
            return check
        }
        let count = n.count
        switch country {
        case .at:
            guard count == 9, n[0] == 0x55, digits(1..<9) else { return false }  // U
            return ((6 - luhn(1..<8)) % 10 + 10) % 10 == d(8)
        case .be:
            guard count == 10, digits(0..<10), d(0) <= 1, number(0..<10) > 0 else { return false }
            return (number(0..<8) % 97 + number(8..<10) % 97) % 97 == 0
        case .de:
            return count == 9 && digits(0..<9) && d(0) != 0 && mod11_10() == 1
        case .dk:
            return count == 8 && digits(0..<8) && d(0) != 0 && weighted([2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0
        case .ee:
            guard count == 9, digits(0..<9) else { return false }
            return (10 - weighted([3, 7, 1, 3, 7, 1, 3, 7]) % 10) % 10 == d(8)
        case .es:
            // A personal number (DNI): 8 digits and their letter; the other kinds are the port's.
            guard count == 9, digits(0..<8) else { return false }
            return n[8] == dniLetters[number(0..<8) % 23]
        case .fi:
            return count == 8 && digits(0..<8) && weighted([7, 9, 10, 5, 8, 4, 2, 1]) % 11 == 0
        case .fr:
            // The old style only: 2 check digits, then the SIREN (Monaco's 000 has none).
            guard count == 11, digits(0..<11) else { return false }
            if number(2..<5) != 0 { guard luhn(2..<11) == 0 else { return false } }
            return (number(2..<11) * 100 + 12) % 97 == number(0..<2)
        case .gb:
            guard count == 9 || count == 12, digits(0..<count) else { return false }
            let sum = weighted([8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97
            return number(0..<3) >= 100 ? sum == 0 || sum == 42 || sum == 55 : sum == 0
        case .hr:
            return count == 11 && digits(0..<11) && mod11_10() == 1
        case .hu:
            guard count == 8, digits(0..<8) else { return false }
            return (10 - weighted([9, 7, 3, 1, 9, 7, 3]) % 10) % 10 == d(7)
        case .it:
            guard count == 11, digits(0..<11), number(0..<7) != 0 else { return false }
            let office = number(7..<10)
            guard (1...100).contains(office) || [120, 121, 888, 999].contains(office) else { return false }
            return luhn(0..<11) == 0
        case .lt:
            guard (count == 9 && digits(0..<9) && d(7) == 1) || (count == 12 && digits(0..<12) && d(10) == 1) else { return false }
            var first = 0, second = 0
            for index in 0..<(count - 1) {
                first += (1 + index % 9) * d(index)
                second += (1 + (index + 2) % 9) * d(index)
            }
            return (first % 11 == 10 ? second : first % 11) % 11 % 10 == d(count - 1)
        case .lu:
            return count == 8 && digits(0..<8) && number(0..<6) % 89 == number(6..<8)
        case .mt:
            return count == 8 && digits(0..<8) && d(0) != 0 && weighted([3, 4, 6, 7, 8, 9, 10, 1]) % 37 == 0
        case .nl:
            // A BSN and B and two digits (not 00); the Mod 97-10 numbers are the port's.
            guard count == 12, digits(0..<9), n[9] == 0x42, digits(10..<12), number(0..<9) > 0, number(10..<12) > 0 else { return false }
            return (weighted([9, 8, 7, 6, 5, 4, 3, 2]) - d(8)) % 11 == 0
        case .pl:
            guard count == 10, digits(0..<10) else { return false }
            return (weighted([6, 5, 7, 2, 3, 4, 5, 6, 7]) - d(9)) % 11 == 0
        case .pt:
            guard count == 9, digits(0..<9), d(0) != 0 else { return false }
            return ((11 - weighted([9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 11) % 10 == d(8)
        case .se:
            guard count == 12, digits(0..<12), d(10) == 0, d(11) == 1 else { return false }
            return luhn(0..<10) == 0
        case .si:
            guard count == 8, digits(0..<8), d(0) != 0 else { return false }
            let check = 11 - weighted([8, 7, 6, 5, 4, 3, 2]) % 11
            return check != 11 && (check == 10 ? 0 : check) == d(7)
        case .sk:
            // (The second way in; a birth number that passes the first passes either way.)
            guard count == 10, digits(0..<10), d(0) != 0, [2, 3, 4, 7, 8, 9].contains(d(2)) else { return false }
            return number(0..<10) % 11 == 0
        }
    }
}
