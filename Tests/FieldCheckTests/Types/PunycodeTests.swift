@testable import FieldCheck
@testable import FieldCheckReference
import Testing

/// RFC 3492's encoding, as Python's `punycode` codec writes it: known labels, and every
/// random label comes back whole through the decoder.
@Suite struct PunycodeTests {
    static func points(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    @Test func knownLabels() {
        let known = [("bücher", "bcher-kva"), ("münchen", "mnchen-3ya"), ("пример", "e1afmkfd"), ("рф", "p1ai"),
                     ("中国", "fiqs8s"), ("例子", "fsqu00a"), ("abc", "abc-")]
        for (label, encoded) in known {
            #expect(Punycode.encode(Self.points(label)) == Self.points(encoded), "\(label)")
        }
    }

    @Test func randomLabelsComeBack() {
        var state: UInt64 = 11
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        let alphabet: [UInt32] = [0x61, 0x7A, 0x30, 0x2D, 0xE9, 0xFC, 0xDF, 0x43F, 0x440, 0x4E2D, 0x56FD, 0x1F600, 0x10FFFF, 0x80]
        for _ in 0..<5000 {
            let label = (0..<1 + next() % 12).map { _ in alphabet[next() % alphabet.count] }
            guard let encoded = Punycode.encode(label) else {
                Issue.record("\(label) not encoded")
                continue
            }
            #expect(encoded.allSatisfy { $0 < 0x80 })
            #expect(Punycode.decode(encoded) == label, "\(label)")
        }
    }

    /// The bound the e-mail reading takes for a label before the last (`xn--`, the basic
    /// code points, '-', and at most 9 digits a code point more) is never below the
    /// A-label's length, for labels of up to 63 code points chosen to make long numbers:
    /// the highest code points, few basic ones, in rising, falling and random order.
    @Test func aLabelLengthsAreWithinTheReadingsBound() {
        var state: UInt64 = 29
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        let far: [UInt32] = [0x10FFFF, 0x10FFFE, 0xFFFFD, 0x80, 0x81, 0xE9, 0x4E2D, 0x1F600, 0x61, 0x7A]
        for round in 0..<6000 {
            var label = (0..<1 + next() % 63).map { _ in
                next() % 4 == 0 ? far[next() % far.count] : UInt32(0x80 + next() % 0x10FF7F)
            }
            if round % 3 == 1 { label.sort() } else if round % 3 == 2 { label.sort(by: >) }
            let nonBasic = label.filter { $0 >= 0x80 }.count
            guard nonBasic > 0, let encoded = Punycode.encode(label) else { continue }
            #expect(4 + encoded.count <= 5 + label.count + 9 * nonBasic, "\(label)")
        }
    }
}

/// NFC's shortcut for text that is composed already: every pair of the code points it
/// takes as they are is left as it is by the full normalization.
@Suite struct NFCShortcutTests {
    @Test func composedAloneStaysAlone() {
        var alone = (UInt32(0x400)..<0x530).filter(PythonUnicode.isComposedAlone)
        alone += stride(from: UInt32(0x4E00), to: 0xA000, by: 97).map { $0 }
        alone += [0x41, 0x65, 0xE9, 0x2FF, 0x1F]
        for a in alone {
            for b in alone where PythonUnicode.normalized([a, b]) != [a, b] {
                Issue.record("U+\(String(a, radix: 16)) U+\(String(b, radix: 16)) changes under NFC")
            }
        }
        #expect(!PythonUnicode.isComposedAlone(0x483) && !PythonUnicode.isComposedAlone(0x300) && !PythonUnicode.isComposedAlone(0xAC00))
        #expect(PythonUnicode.nfc([0x438, 0x306]) == [0x439])
    }
}
