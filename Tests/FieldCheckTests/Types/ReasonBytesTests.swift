@testable import FieldCheck
@testable import FieldCheckReference
import Testing
import TestSupport

/// Reasons a type writes as bytes (a table's report lines) are `check`'s reasons, word
/// for word, with the same status, wherever the bytes are written at all.
@Suite struct ReasonBytesTests {
    /// Values of every shape the byte readings answer, and of shapes next to them.
    static func values(seed: UInt64) -> [[UInt8]] {
        var values = QuickAcceptTests.samples(count: 6000, seed: seed)
        var random = SeededRandom(state: seed)
        for _ in 0..<20000 { values.append(PhoneShortcutTests.pasted(&random)) }
        // Pasted numbers with words, labels, letters and marks in them, at their end or in place of a character.
        let pieces = [" mobile", " cell", " (home)", ".", " ext. 12", " x", "x12", " X 3", " #4", "#", ",5", ";ext=3", ";", " ;x", "*", " call",
                      "+", "+1", "-ABCD", "o", "O", "O1", " int", "ext", " extension 7", "\t", "~", " a", "B", "!", "(", "1"]
        for _ in 0..<8000 {
            var value = Array(PhoneShortcutTests.pasted(&random))
            for _ in 0...random.below(2) {
                let piece = Array(pieces[random.below(pieces.count)])
                let at = random.below(2) == 0 ? value.count : random.below(value.count + 1)
                value.replaceSubrange(at..<min(value.count, at + random.below(2)), with: piece)
            }
            values.append(String(value))
        }
        for _ in 0..<3000 {
            let digits = random.digits(1 + random.below(11))
            let shapes = [digits, "\(digits)x", "1-\(digits)", "+1 \(digits)", "1\(digits)", " \(digits)\t", "(\(digits)", "\(digits)-\(random.digits(4))"]
            values.append(shapes[random.below(shapes.count)])
        }
        values += ["123-555-0123", "1 23 555", "1234", "11", "1", "+1", "()", "(600) 974-8499x", "600 974 8499 X  ", "+1 (123) 555-0123",
                   "1 (344) 086-0337", "1-804-953-493", "(128) 679-0784", "1125052894", "161730980", "1 (426) 508-034", "011 44",
                   "Zoë 2", "R2D2", "Agent 47", "Smith 3rd", "j0hn", "ann@b", "ann\u{7F}", "ann\u{01}", "2\u{301}", "ann2\u{301}", "Ольга 7",
                   "xx", "Jersey", "N.Y.", "Texas!", "Washington DC", "  Rhode   Island ", "new", "ZZ", "12", "Calif.", "a\u{0B}b",
                   "1234", "12345-67", "1234-5678", "ABCDE", "O2134", "12345-", "12345-67890", "", "  ", "12 345", "12345\t6789", "1\u{01}",
                   "12345--6789", "1234567890", "\u{7F}", "tel:+1-201-555-0123", "tel:+12015550123", "tel:+1-123-555-0123", "call me",
                   "N/A", "none", "?", "extra", "x", "X ", "ext 12", "#12", ";ext=1", "Té", "c\u{301}all", "e", "ex", "~1", "*67 201",
                   "x@localhost", "x@münchen", "юзер@", "user@", "@example.com", "a@b", "Quebec", "new", "N", "New ", "Washington DC",
                   "-", "'", "--", ". -", " ' ", ".", "-\u{301}", "- 1", "12345 ", "1234567890123", "123456 789", "12345-6789-"]
        // E-mail addresses the quick reading settles, and shapes beside them.
        for local in ["us er", ".a", "a.", "a..b", "", "a b", "a\"b", "a<b", "a(b)", "a\\b", "a\tb", "a\u{7F}b", "ü b", "a,b", "a:b;c", "ann", "josé", "юзер"] {
            for domain in ["x.de", "b c", "b_c.de", "[1.2.3.4]", "[1.2.3.4", "b.c (x)", "bü c.de", "@b", "b", "b.", "", "-b.de", "b..de", "ü.de", "a!b#c.de",
                           "b\\c", "b\"c", "x.de.", "b\u{0}c", String(repeating: "a", count: 250) + " .de", ".b.de", "b.-c.de", "b-.c.de", "ab--c.de",
                           "xn--c.de", "b.c0", "b.test", "b.LOCAL", "b-", "-b-", String(repeating: "a", count: 64) + ".de", "b." + String(repeating: "a", count: 65)] {
                values += [local + "@" + domain, local + "@" + domain + "@", local]
            }
        }
        var bytes = values.map { Array($0.utf8) }
        // Not UTF-8: `check` says so first, whatever the type would say.
        bytes += [[0x31, 0x32, 0xFF], [0x41, 0x6E, 0x6E, 0x32, 0xC3], [0x28, 0x31, 0x32, 0x33, 0x29, 0x80], [0x4E, 0x59, 0xFE], [0x41, 0x6E, 0x6E, 0x32, 0x20, 0xFF],
                  [0x41, 0x32, 0x20, 0xE2, 0x82], [0x31, 0x32, 0x33, 0x34, 0x20, 0xC0, 0xAF], [0x78, 0x78, 0x20, 0xFF]]
        return bytes
    }

    @Test(arguments: FieldType.allCases, [false, true])
    func writtenReasonsAreChecksReasons(_ type: FieldType, _ tableSchema: Bool) throws {
        var settings = TypeSettings()
        settings.tableSchema = tableSchema
        let rule = Rule(type: try TypeValidator(type, settings: settings))
        var answered = 0
        for value in Self.values(seed: UInt64(type.rawValue.count)) {
            value.withUnsafeBufferPointer { bytes in
                // (A type alone: its byte tier's status is the quick status, when there is one.)
                let quick = rule.byteTierStatus(bytes, forReason: true, pieces: true)
                // As a report calls it: for a value that does not pass, with the quick status when there is one.
                for known in quick == .passed ? [nil] : [quick, nil] {
                    var reason = ByteBuffer(capacity: 16)
                    guard let status = rule.writeReason(bytes, quick: known, into: &reason) else {
                        #expect(reason.count == 0, "\(type.rawValue): nothing written for \(value) unless answered")
                        continue
                    }
                    answered += 1
                    let verdict = rule.check(bytes)
                    let written = String(decoding: reason.bytes, as: UTF8.self)
                    #expect(verdict.status == status && verdict.reason == written,
                            "\(type.rawValue): \(String(decoding: value, as: UTF8.self).debugDescription): \(status) \(written) vs \(verdict)")
                }
            }
        }
        // The types a column of bad values is commonly reported for write their reasons.
        if [FieldType.phone, .name, .state, .zip].contains(type) { #expect(answered > 1000, "\(type.rawValue): \(answered)") }
        if type == .email && !tableSchema { #expect(answered > 400, "\(type.rawValue): \(answered)") }
    }

    /// An empty value is worded by the rule, before any type or constraint: as `check` words
    /// it, for every kind of rule, or not at all.
    @Test func emptyValuesAreWordedAsCheckWordsThem() throws {
        let type = { try TypeValidator(.zip) }
        let rules: [Rule] = [
            Rule(type: try type()), Rule(type: try type(), optional: true), Rule(type: try type(), minLength: 0),
            Rule(type: try type(), minLength: 3), Rule(type: try type(), missingValues: [Array("NA".utf8)]),
            Rule(type: try type(), missingValues: [[]]), Rule(type: try type(), optional: true, missingValues: [[]]),
            Rule(type: try TypeValidator(.plainText), typeGiven: false, pattern: try CompiledPattern("[0-9]+")),
            Rule(type: try TypeValidator(.plainText), typeGiven: false, pattern: try CompiledPattern("[0-9]*")),
            Rule(type: try type(), pattern: try CompiledPattern("x"), minLength: 2, maxLength: 5),
        ]
        var answered = 0
        for rule in rules {
            var reason = ByteBuffer(capacity: 16)
            let status = [UInt8]().withUnsafeBufferPointer { rule.writeReason($0, quick: nil, into: &reason) }
            guard let status else {
                #expect(reason.count == 0)
                continue
            }
            answered += 1
            let verdict = rule.check([])
            #expect(verdict.status == status && verdict.reason == String(decoding: reason.bytes, as: UTF8.self), "\(verdict)")
        }
        #expect(answered >= 4)
    }

    /// An empty cell and a one-character one get from `status` and `judge` (as a report asks it) the
    /// status `check` gives, for every type and every kind of rule around it (optional,
    /// a minimum of 0, a maximum, both, Table Schema's settings): a type's quick status
    /// calls an empty value too short, which an optional rule passes.
    @Test(arguments: FieldType.allCases, [false, true])
    func emptyAndShortValuesHaveCheckStatusOnEveryWay(_ type: FieldType, _ tableSchema: Bool) throws {
        var settings = TypeSettings()
        settings.tableSchema = tableSchema
        let validator = { try TypeValidator(type, settings: settings) }
        let rules: [Rule] = [
            Rule(type: try validator()), Rule(type: try validator(), optional: true),
            Rule(type: try validator(), minLength: 0), Rule(type: try validator(), minLength: 0, optional: true),
            Rule(type: try validator(), minLength: 0, maxLength: 5, optional: true), Rule(type: try validator(), maxLength: 5),
            Rule(type: try validator(), minLength: 0, optional: true, countsCodePoints: true),
        ]
        for rule in rules {
            for value in ["", "1", "a", " ", "-"] {
                let bytes = Array(value.utf8)
                let expected = rule.check(bytes).status
                #expect(rule.status(bytes) == expected, "\(type.rawValue) \(value.debugDescription)")
                let expectedReason = rule.check(bytes).reason ?? ""
                // The one entry, as a report asks it (status and reason), says what `check` says.
                bytes.withUnsafeBufferPointer { bytes in
                    var out = ByteBuffer(capacity: 16)
                    let judged = rule.judge(bytes, [.exactStatus, .reason], into: &out)
                    #expect(judged.status == expected, "\(type.rawValue) \(value.debugDescription) report")
                    let reason: String
                    switch judged {
                    case .said(_, let said): reason = "\(said)"
                    case .verdict(let verdict, _): reason = verdict.reason ?? ""
                    case .passed, .written: reason = String(decoding: out.bytes, as: UTF8.self)
                    }
                    #expect(reason == expectedReason, "\(type.rawValue) \(value.debugDescription) reason")
                }
            }
        }
    }

    /// Lengths other than the default are the rule's to word: no type writes those reasons,
    /// and a byte count does not stand for a count of characters.
    @Test func lengthLimitsTakeTheLongerWay() throws {
        let rule = Rule(type: try TypeValidator(.name), minLength: 4)
        var text = "Zoë"
        text.withUTF8 { bytes in
            var reason = ByteBuffer(capacity: 16)
            #expect(rule.writeReason(bytes, quick: nil, into: &reason) == nil)
            #expect(rule.byteTierStatus(bytes, forReason: true, pieces: true) == nil)
            #expect(rule.status(bytes) == .tooShort)
        }
        let bad = Rule(type: try TypeValidator(.name), minLength: 4)
        var digits = "Zoë 2"
        digits.withUTF8 { bytes in
            var reason = ByteBuffer(capacity: 16)
            #expect(bad.writeReason(bytes, quick: nil, into: &reason) == nil)
            #expect(bad.check(bytes).reason == "a name has no digits ('2')")
        }
    }
}
