/// `cusip`: a CUSIP (North American securities), as python-stdnum's `stdnum.cusip` checks it.
package enum CUSIP: StdnumScheme {
    package static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*@#".utf8)

    package static func compact(_ value: String) -> String { StdnumText.compact(value, deleting: " ") }

    package static func validate(_ value: String, _ context: StdnumContext) -> Result<String, IdentifierFailure> {
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

    package static func printed(_ number: String, _ context: StdnumContext) -> String { number }

    /// The check digit of eight characters of the alphabet (nil for another character):
    /// each one's place in the alphabet, every second doubled, the digits summed.
    package static func checkDigit(_ bytes: some Sequence<UInt8>) -> UInt8? {
        var sum = 0
        for (index, byte) in bytes.enumerated() {
            guard let place = alphabet.firstIndex(of: byte) else { return nil }
            var rest = place * (index % 2 == 0 ? 1 : 2)
            repeat { sum += rest % 10; rest /= 10 } while rest > 0
        }
        return UInt8((10 - sum % 10) % 10) + 0x30
    }

    package static func isBeginning(_ value: String, _ context: StdnumContext) -> Bool {
        let bytes = Array(compact(value).utf8)
        return bytes.count < 9 && bytes.allSatisfy(alphabet.contains)
    }
}
