/// `imei`: an IMEI (15 digits with a Luhn check digit, or 14 without) or IMEISV (16), as
/// python-stdnum's `stdnum.imei` checks it. Printed `AA-BBBBBB-CCCCCC-D`.
enum IMEI: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "imei",
        summary: "an IMEI (14 or 15 digits, Luhn) or IMEISV (16 digits) (python-stdnum)",
        canonicalForm: "AA-BBBBBB-CCCCCC-D (35-209900-176148-1)",
        markdownRow: ("an IMEI (15 digits with a Luhn check digit, or 14 without) or IMEISV (16) (python-stdnum's `imei`)", "`35-209900-176148-1`"),
        examples: ["35-209900-176148-1", "3520990017", "352099001761482"],
        details: """
            An International Mobile Equipment Identity, as python-stdnum 2.2's stdnum.imei \
            checks it: 15 digits with a Luhn check digit, 14 without one, or an IMEISV of 16 \
            digits. Spaces and hyphens are ignored. Fewer than 14 digits is too-short. The \
            canonical form is AA-BBBBBB-CCCCCC-D (type allocation code, serial number, check \
            or software version); --compact the digits.
            """)

    static func compact(_ value: String) -> String { StdnumText.compact(value, deleting: " -") }

    static func validate(_ value: String, _ context: IdentifierContext) -> Result<String, IdentifierFailure> {
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

    static func printed(_ number: String, _ context: IdentifierContext) -> String {
        let digits = Array(number.utf8)
        let cuts = [0, 2, 8, 14, digits.count].map { min($0, digits.count) }
        return (0..<4).compactMap { index in cuts[index] < cuts[index + 1] ? String(decoding: digits[cuts[index]..<cuts[index + 1]], as: UTF8.self) : nil }
            .joined(separator: "-")
    }

    static var quickRemoves: [UInt8]? { [0x20, 0x2D] }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        guard CheckDigits.allDigits(number) else { return false }
        return number.count == 14 || number.count == 16 || (number.count == 15 && CheckDigits.luhn(number) == 0)
    }

    static func quickPrinted(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        for (index, byte) in number.enumerated() {
            if index == 2 || index == 8 || index == 14 { form.append(0x2D) }
            form.append(byte)
        }
        return true
    }

    static func isBeginning(_ value: String, _ context: IdentifierContext) -> Bool {
        let digits = compact(value).utf8
        return digits.count < 14 && digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isNumber || " -".contains(character)) }
}
