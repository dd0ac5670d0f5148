/// `ssn`: a US Social Security Number, as python-stdnum's `stdnum.us.ssn` checks it.
package enum SSN: StdnumScheme {
    package static let misused: Set<String> = ["078-05-1120", "457-55-5462", "219-09-9999"]

    /// The digits of area, group and serial, if the text is `^[0-9]{3}-?[0-9]{2}-?[0-9]{4}$`.
    package static func groups(_ text: String, lengths: [Int]) -> [[UInt8]]? {
        var bytes = Array(text.utf8)[...]
        var groups: [[UInt8]] = []
        for (index, length) in lengths.enumerated() {
            if index > 0, bytes.first == 0x2D { bytes = bytes.dropFirst() }
            let group = bytes.prefix(length)
            guard group.count == length, CheckDigits.allDigits(group) else { return nil }
            groups.append(Array(group))
            bytes = bytes.dropFirst(length)
        }
        return bytes.isEmpty ? groups : nil
    }

    package static func validate(_ value: String, _ context: StdnumContext) -> Result<String, IdentifierFailure> {
        guard let parts = groups(StdnumText.strip(StdnumText.clean(value)), lengths: [3, 2, 4]) else {
            return .failure(IdentifierFailure(.format, "an SSN is 9 digits, NNN-NN-NNNN or run together"))
        }
        let area = parts[0], group = parts[1], serial = parts[2]
        if area == Array("000".utf8) || area == Array("666".utf8) || area[0] == 0x39 {
            return .failure(IdentifierFailure(.component, "no SSN has the area \(String(decoding: area, as: UTF8.self))"))
        }
        if group == Array("00".utf8) { return .failure(IdentifierFailure(.component, "no SSN has the group 00")) }
        if serial == Array("0000".utf8) { return .failure(IdentifierFailure(.component, "no SSN has the serial 0000")) }
        // stdnum looks the value up as given (so " 078-05-1120" passes it); fieldcheck looks
        // up the number itself, whatever surrounds it (a documented departure).
        let number = StdnumText.strip(StdnumText.clean(value, deleting: "-"))
        if misused.contains(printed(number, context)) { return .failure(IdentifierFailure(.component, "a number known to be misused")) }
        return .success(number)
    }

    package static func printed(_ number: String, _ context: StdnumContext) -> String {
        let scalars = Array(number.unicodeScalars)
        guard scalars.count == 9 else { return number }
        return String(String.UnicodeScalarView(scalars[0..<3])) + "-" + String(String.UnicodeScalarView(scalars[3..<5])) + "-" + String(String.UnicodeScalarView(scalars[5...]))
    }

    package static func incompleteDetail(_ value: String, _ failure: IdentifierFailure, _ context: StdnumContext) -> String {
        "an SSN has 9 digits, got \(StdnumText.clean(value).utf8.filter { $0 >= 0x30 && $0 <= 0x39 }.count)"
    }

    package static func isBeginning(_ value: String, _ context: StdnumContext) -> Bool {
        guard let digits = typedDigits(value, hyphensAfter: [3, 5]), digits.count < 9 else { return false }
        if digits.count >= 3 {
            let area = Array(digits[0..<3])
            if area == Array("000".utf8) || area == Array("666".utf8) || area[0] == 0x39 { return false }
        } else if digits.first == 0x39 {
            return false
        }
        if digits.count >= 5 && digits[3] == 0x30 && digits[4] == 0x30 { return false }
        return true
    }

    /// The digits of a value being typed (read as stdnum reads it: `clean`, `strip`) that
    /// holds only digits and single hyphens right after the given counts of digits; nil
    /// for anything else. (SSN and EIN beginnings.)
    package static func typedDigits(_ value: String, hyphensAfter places: Set<Int>) -> [UInt8]? {
        var digits: [UInt8] = []
        var previous: UInt8 = 0
        for byte in StdnumText.strip(StdnumText.clean(value)).utf8 {
            if byte == 0x2D {
                guard places.contains(digits.count), previous != 0x2D else { return nil }
            } else if byte >= 0x30 && byte <= 0x39 {
                digits.append(byte)
            } else {
                return nil
            }
            previous = byte
        }
        return digits
    }
}
