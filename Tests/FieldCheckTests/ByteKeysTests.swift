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

    /// The beginnings of ASCII keys among listed values found on bytes are those
    /// `String.hasPrefix` finds: with combining marks after the key, composed and
    /// decomposed letters, CR and LF.
    @Test func byteOrderedBeginningsAreStringPrefixes() {
        var random = SeededRandom(state: 7)
        let pieces = ["a", "b", "e", "\u{301}", "é", "e\u{301}", "\r", "\n", "\r\n", "1", "ﬁ", "😀", "\u{200D}"]
        func text(_ count: Int) -> String { (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined() }
        for _ in 0..<200 {
            let listed = (0..<Int(1 + random.next() % 30)).map { _ in text(Int(1 + random.next() % 4)) }
            let list = ValueConstraints.ByteOrderedList(listed)
            for _ in 0..<40 {
                let key = String(text(Int(1 + random.next() % 3)).unicodeScalars.filter(\.isASCII).map(Character.init))
                guard !key.isEmpty else { continue }
                let expected = listed.contains { $0.hasPrefix(key) }
                let found = Array(key.utf8).withUnsafeBufferPointer { list.hasBeginning(asciiKey: $0) }
                if let found { #expect(found == expected, "\(listed.map { Array($0.unicodeScalars) }) \(Array(key.utf8))") }
            }
        }
    }
}
