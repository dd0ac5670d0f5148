/// `cusip`: a CUSIP (North American securities), as python-stdnum's `stdnum.cusip` checks it.
enum CUSIP: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "cusip",
        summary: "a CUSIP: 8 letters, digits or *@# and a check digit (python-stdnum)",
        canonicalForm: "upper case (037833100)",
        markdownRow: ("a CUSIP: 8 letters, digits or `*@#` and a check digit (python-stdnum's `cusip`)", "upper case: `037833100`"),
        examples: ["037833100", "03783", "037833101"],
        details: """
            A CUSIP number (North American securities), as python-stdnum 2.2's stdnum.cusip \
            checks it: 9 characters, letters, digits, *, @ or #, the last a check digit. \
            Spaces are ignored, letters may be lower case. Fewer than 9 is too-short. The \
            canonical form is upper case.
            """)

    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*@#".utf8)

    static func compact(_ value: String) -> String { StdnumText.compact(value, deleting: " ") }

    static func validate(_ value: String, _ context: IdentifierContext) -> Result<String, IdentifierFailure> {
        let number = compact(value)
        let bytes = Array(number.utf8)
        guard bytes.allSatisfy(alphabet.contains) else {
            return .failure(IdentifierFailure(.format, "a CUSIP has only letters, digits, *, @ and #"))
        }
        guard bytes.count == 9 else { return .failure(IdentifierFailure(.length, "a CUSIP has 9 characters, not \(bytes.count)")) }
        var sum = 0
        for (index, byte) in bytes.dropLast().enumerated() {
            let value = (alphabet.firstIndex(of: byte) ?? 0) * (index % 2 == 0 ? 1 : 2)
            var rest = value
            repeat { sum += rest % 10; rest /= 10 } while rest > 0
        }
        let expected = UInt8((10 - sum % 10) % 10) + 0x30
        guard bytes[8] == expected else {
            return .failure(IdentifierFailure(.checksum, "the check digit should be \(Character(Unicode.Scalar(expected))), not \(Character(Unicode.Scalar(bytes[8])))"))
        }
        return .success(number)
    }

    static func printed(_ number: String, _ context: IdentifierContext) -> String { number }

    static var quickRemoves: [UInt8]? { [0x20] }

    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool {
        guard number.count == 9 else { return false }
        return checkDigit(number.prefix(8)) == number[8]
    }

    /// The check digit of eight characters of the alphabet (nil for another character):
    /// each one's place in the alphabet, every second doubled, the digits summed.
    static func checkDigit(_ bytes: some Sequence<UInt8>) -> UInt8? {
        var sum = 0
        for (index, byte) in bytes.enumerated() {
            guard let place = alphabet.firstIndex(of: byte) else { return nil }
            var rest = place * (index % 2 == 0 ? 1 : 2)
            repeat { sum += rest % 10; rest /= 10 } while rest > 0
        }
        return UInt8((10 - sum % 10) % 10) + 0x30
    }

    static func isBeginning(_ value: String, _ context: IdentifierContext) -> Bool {
        let bytes = Array(compact(value).utf8)
        return bytes.count < 9 && bytes.allSatisfy(alphabet.contains)
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isLetter || character.isNumber || " *@#".contains(character)) }
}
