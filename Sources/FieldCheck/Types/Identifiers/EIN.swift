/// `ein`: a US Employer Identification Number, as python-stdnum's `stdnum.us.ein` checks it
/// (the prefix one the IRS assigns).
enum EIN: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "ein",
        summary: "a US Employer Identification Number: NN-NNNNNNN with an assigned prefix (python-stdnum)",
        canonicalForm: "NN-NNNNNNN (04-2103594)",
        markdownRow: ("a US Employer Identification Number, `04-2103594` or `042103594`, with a prefix the IRS assigns (python-stdnum's `us.ein`)", "`04-2103594`"),
        examples: ["042103594", "04-21", "07-2103594"],
        details: """
            A US Employer Identification Number, as python-stdnum 2.2's stdnum.us.ein checks \
            it: 9 digits written NN-NNNNNNN or run together, whose first two are a prefix the \
            IRS assigns (a campus, the Internet, the SBA). A beginning is too-short. The \
            canonical form is NN-NNNNNNN; --compact the digits.
            """)

    static func compact(_ value: String) -> String { StdnumText.strip(StdnumText.clean(value, deleting: "-")) }

    static func validate(_ value: String, _ context: IdentifierContext) -> Result<String, IdentifierFailure> {
        guard SSN.groups(StdnumText.strip(StdnumText.clean(value)), lengths: [2, 7]) != nil else {
            return .failure(IdentifierFailure(.format, "an EIN is 9 digits, NN-NNNNNNN or run together"))
        }
        let number = compact(value)
        guard NumberDatabase.ein.info(number).first?.properties.isEmpty == false else {
            return .failure(IdentifierFailure(.component, "the IRS assigns no EIN beginning \(number.prefix(2))"))
        }
        return .success(number)
    }

    static func printed(_ number: String, _ context: IdentifierContext) -> String {
        let scalars = Array(number.unicodeScalars)
        guard scalars.count == 9 else { return number }
        return String(String.UnicodeScalarView(scalars[0..<2])) + "-" + String(String.UnicodeScalarView(scalars[2...]))
    }

    static func incompleteDetail(_ value: String, _ failure: IdentifierFailure, _ context: IdentifierContext) -> String {
        "an EIN has 9 digits, got \(StdnumText.clean(value).utf8.filter { $0 >= 0x30 && $0 <= 0x39 }.count)"
    }

    static func isBeginning(_ value: String, _ context: IdentifierContext) -> Bool {
        guard let digits = SSN.typedDigits(value, hyphensAfter: [2]), digits.count < 9 else { return false }
        return digits.count < 2 || assigned.contains(UInt16(digits[0]) << 8 | UInt16(digits[1]))
    }

    // The fast tier, as SSN's: printable ASCII without spaces, as it is.
    static var quickRemoves: [UInt8]? { [] }
    static var quickUpperCases: Bool { false }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let d = SSN.quickDigits(number, lengths: [2, 7]) else { return false }
        return assigned.contains(UInt16(d[0]) << 8 | UInt16(d[1]))
    }

    /// The two-digit prefixes the EIN database gives a campus (its first level).
    static let assigned: Set<UInt16> = {
        var found = Set<UInt16>()
        for first in UInt8(0x30)...0x39 {
            for second in UInt8(0x30)...0x39 where NumberDatabase.ein.info(String(decoding: [first, second], as: UTF8.self) + "0000000").first?.properties.isEmpty == false {
                found.insert(UInt16(first) << 8 | UInt16(second))
            }
        }
        return found
    }()

    static func quickPrinted(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        guard let d = SSN.quickDigits(number, lengths: [2, 7]) else { return false }
        form.append(d[0..<2]); form.append(0x2D); form.append(d[2...])
        return true
    }

    static func quickCompact(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) {
        for byte in number where byte != 0x2D { form.append(byte) }
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isNumber || character == "-") }
}
