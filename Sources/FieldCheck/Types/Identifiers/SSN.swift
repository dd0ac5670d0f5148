/// `ssn`: a US Social Security Number, as python-stdnum's `stdnum.us.ssn` checks it.
enum SSN: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "ssn",
        summary: "a US Social Security Number: 9 digits, as NNN-NN-NNNN or run together (python-stdnum)",
        canonicalForm: "NNN-NN-NNNN (536-90-4399)",
        markdownRow: ("a US Social Security Number, `536-90-4399` or `536904399`: no 000, 666 or 9xx area, 00 group or 0000 serial (python-stdnum's `us.ssn`)", "`536-90-4399`"),
        examples: ["536904399", "536-90", "666-90-4399"],
        details: """
            A US Social Security Number, as python-stdnum 2.2's stdnum.us.ssn checks it: 9 \
            digits written NNN-NN-NNNN or run together (hyphens only there; no spaces inside), \
            with an area other than 000, 666 and 900-999, a group other than 00, a serial \
            other than 0000, and not one of the numbers known to be misused (078-05-1120, \
            457-55-5462, 219-09-9999, however written: python-stdnum looks up only the value \
            as given, so that ' 078-05-1120' passes it). A beginning is too-short. The canonical form is \
            NNN-NN-NNNN; --compact the digits.
            """)

    static let misused: Set<String> = ["078-05-1120", "457-55-5462", "219-09-9999"]

    /// The digits of area, group and serial, if the text is `^[0-9]{3}-?[0-9]{2}-?[0-9]{4}$`.
    static func groups(_ text: String, lengths: [Int]) -> [[UInt8]]? {
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

    static func validate(_ value: String, _ context: IdentifierContext) -> Result<String, IdentifierFailure> {
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

    static func printed(_ number: String, _ context: IdentifierContext) -> String {
        let scalars = Array(number.unicodeScalars)
        guard scalars.count == 9 else { return number }
        return String(String.UnicodeScalarView(scalars[0..<3])) + "-" + String(String.UnicodeScalarView(scalars[3..<5])) + "-" + String(String.UnicodeScalarView(scalars[5...]))
    }

    static func incompleteDetail(_ value: String, _ failure: IdentifierFailure, _ context: IdentifierContext) -> String {
        "an SSN has 9 digits, got \(StdnumText.clean(value).utf8.filter { $0 >= 0x30 && $0 <= 0x39 }.count)"
    }

    static func isBeginning(_ value: String, _ context: IdentifierContext) -> Bool {
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
    static func typedDigits(_ value: String, hyphensAfter places: Set<Int>) -> [UInt8]? {
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

    // The fast tier: printable ASCII without spaces, as it is (the hyphens are the regular
    // expression's business here, not compact()'s).
    static var quickRemoves: [UInt8]? { [] }
    static var quickUpperCases: Bool { false }

    /// The digits of a value `^[0-9]{3}-?[0-9]{2}-?[0-9]{4}$` matches, else nil.
    static func quickDigits(_ number: UnsafeBufferPointer<UInt8>, lengths: [Int]) -> [UInt8]? {
        var digits: [UInt8] = []
        var index = 0
        for (group, length) in lengths.enumerated() {
            if group > 0, index < number.count, number[index] == 0x2D { index += 1 }
            for _ in 0..<length {
                guard index < number.count, number[index] >= 0x30, number[index] <= 0x39 else { return nil }
                digits.append(number[index])
                index += 1
            }
        }
        return index == number.count ? digits : nil
    }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let d = quickDigits(number, lengths: [3, 2, 4]) else { return false }
        if d[0] == 0x39 || d[0...2] == [0x30, 0x30, 0x30] || d[0...2] == [0x36, 0x36, 0x36] { return false }
        if d[3...4] == [0x30, 0x30] || d[5...8] == [0x30, 0x30, 0x30, 0x30] { return false }
        return !misusedDigits.contains(d)
    }

    static let misusedDigits: Set<[UInt8]> = Set(misused.map { Array($0.utf8.filter { $0 != 0x2D }) })

    static func quickPrinted(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        guard let d = quickDigits(number, lengths: [3, 2, 4]) else { return false }
        form.append(d[0..<3]); form.append(0x2D); form.append(d[3..<5]); form.append(0x2D); form.append(d[5...])
        return true
    }

    static func quickCompact(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) {
        for byte in number where byte != 0x2D { form.append(byte) }
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isNumber || character == "-") }
}
