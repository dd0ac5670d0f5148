@testable import FieldCheck
import Testing
import TestSupport

/// The byte-keyed structures behind `--one-of` and `--unique` against the Swift
/// collections they stand in for, on seeded random keys.
@Suite struct ByteKeysTests {
    /// Short keys of a few bytes (many collisions of prefixes), long ones (past a word),
    /// the empty key, bytes that are not UTF-8.
    static func randomKey(_ random: inout SeededRandom) -> [UInt8] {
        let length = Int(random.next() % 4 == 0 ? random.next() % 40 : random.next() % 5)
        return (0..<length).map { _ in random.next() % 3 == 0 ? UInt8(truncatingIfNeeded: random.next()) : UInt8(0x61 + random.next() % 3) }
    }

    @Test func byteKeyTableKeepsWhatADictionaryKeeps() {
        var random = SeededRandom(state: 20261127)
        var table = ByteKeyTable()
        var reference: [[UInt8]: Int] = [:]
        for place in 0..<20_000 {
            let key = Self.randomKey(&random)
            let found = key.withUnsafeBufferPointer { table.insert($0, value: place) }
            #expect(found == reference[key], "insert \(key)")
            if reference[key] == nil { reference[key] = place }
            let probe = Self.randomKey(&random)
            #expect(probe.withUnsafeBufferPointer { table.find($0) } == reference[probe], "find \(probe)")
        }
        #expect(table.count == reference.count)
        for (key, place) in reference { #expect(key.withUnsafeBufferPointer { table.find($0) } == place) }
    }

    /// The beginnings of keys among listed values found on bytes are those
    /// `String.hasPrefix` finds: ASCII keys among any values (combining marks after the key,
    /// composed and decomposed letters, CR and LF), keys below U+0300 among values below it.
    @Test(arguments: [false, true])
    func byteOrderedBeginningsAreStringPrefixes(marks: Bool) {
        var random = SeededRandom(state: marks ? 7 : 8)
        let below = ["a", "b", "e", "é", "ß", "\r", "\n", "\r\n", "1", "ǆ", "\u{AD}", "\u{2FF}", "ÿ", " ", "K", ";"]
        let pieces = below + (marks ? ["\u{301}", "e\u{301}", "ﬁ", "😀", "\u{200D}", "Å", "\u{212B}", "\u{212A}", "\u{037E}", "K", ";"] : [])
        func text(_ from: [String], _ count: Int) -> String { (0..<count).map { _ in from[Int(random.next() % UInt64(from.count))] }.joined() }
        var told = 0
        for _ in 0..<300 {
            let listed = (0..<Int(1 + random.next() % 30)).map { _ in text(pieces, Int(1 + random.next() % 4)) }
            let list = ValueConstraints.ByteOrderedList(listed)
            for _ in 0..<40 {
                let key = text(random.next() % 2 == 0 ? below : pieces, Int(1 + random.next() % 3))
                let expected = listed.contains { $0.hasPrefix(key) }
                guard let found = Array(key.utf8).withUnsafeBufferPointer({ list.hasBeginning($0) }) else { continue }
                #expect(found == expected, "\(listed.map { Array($0.unicodeScalars) }) \(Array(key.unicodeScalars))")
                told += 1
            }
        }
        #expect(told > (marks ? 100 : 1000))
    }

    /// Why: no code point below U+0300 joins the character before it (but LF after CR).
    @Test func noCodePointBelowCombiningMarksJoinsTheOneBefore() {
        for value in 0..<0x300 where value != 0x0A {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for before in ["a", "é", "1", " ", "\u{AD}"] {
                #expect((before + String(scalar)).count == 2, "U+\(String(value, radix: 16)) after \(before)")
            }
        }
    }
}
