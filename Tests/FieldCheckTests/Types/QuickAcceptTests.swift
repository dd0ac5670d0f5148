@testable import FieldCheck
@testable import FieldCheckReference
import Testing
import TestSupport

/// The quick byte-level checks may only say yes where the full check says valid.
@Suite struct QuickAcceptTests {
    /// The validator's own quick check (phone has its own, tested below).
    static func quick(_ type: FieldType, _ text: String) throws -> Bool {
        var text = text
        let validator = try TypeValidator(type)
        return text.withUTF8 { validator.quickStatus($0) == .passed }
    }

    static func full(_ type: FieldType, _ text: String) throws -> TypeJudgement {
        try TypeValidator(type).judge(Substring(text))
    }

    /// Random strings over an alphabet rich in the characters each type cares about.
    static func samples(count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        let alphabet: [String] = ["a", "Z", "é", "ü", "1", "9", "0", " ", "\t", "-", "'", ".", "@", ",", "_", "+",
                                  "e\u{301}", "\u{301}", "日", "١", "x", "n", "y", "c", "m", "o", "\u{200B}", "ß", "İ"]
        return (0..<count).map { _ in
            (0..<Int(next() % 14)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }.joined()
        }
    }

    @Test(arguments: [FieldType.text, .name, .email, .address, .state, .zip, .number, .decimal])
    func quickYesMeansFullYes(_ type: FieldType) throws {
        var values = Self.samples(count: 4000, seed: UInt64(type.rawValue.count))
        values += ["ann lee", "José", "Zoë O'Neil", "NY", "new york", "New  York", "12345", "12345 6789", "-0", "1.",
                   "ann@example.com", "josé@example.com", "Info@Example.COM", "ann@example.test", "a@b.c0", "ann@xn--mnchen-3ya.de"]
        var accepted = 0
        for value in values where try Self.quick(type, value) {
            accepted += 1
            guard case .valid = try Self.full(type, value) else {
                Issue.record("\(type.rawValue): quick accepts \(value.debugDescription), the full check does not")
                continue
            }
        }
        #expect(accepted > 0)
    }

    /// Every type, in its own reading and in Table Schema's: wherever the quick status
    /// answers, it is the full check's status.
    @Test(arguments: FieldType.allCases, [false, true])
    func quickStatusesAgreeWithTheFullCheck(_ type: FieldType, _ tableSchema: Bool) throws {
        var settings = TypeSettings()
        settings.tableSchema = tableSchema
        let validator = try TypeValidator(type, settings: settings)
        var values = Self.samples(count: 3000, seed: UInt64(type.rawValue.count) + (tableSchema ? 7 : 0))
        values += ["0", "-0", "+7", "007", "123456789012345678901234567890", "1.5", "-.5", "true", "TRUE", " 1", "de", "DEU",
                   "123e4567-e89b-12d3-a456-426614174000", "2024-02-29", "12:30", "ann@example.com", "a@b.c0", "a..b@c.de",
                   "a@example.com.", "x@localhost", "12345", "NY",
                   "new", "  Rhode   Island ", "rhode\tisland", "Calif.", "N.Y.", "u.s. virgin islands", "U.S.  Virgin", "Texas!",
                   "Washington DC", "12", "XX", "n", "District of", "guam ", "Northern Mariana Islands", "a\u{0B}b",
                   "Zoë 2", "R2D2", "Agent 47", "Smith 3rd", "j0hn", "\u{0D4E}2", "ann\u{0600}2", "a\r\nb", "a\rb", "..", "'", "-",
                   "- \u{301}", "-\u{301}", "2\u{301}", "ann@b", "ann\u{7F}", "ann\u{01}", " . ", "李 2", "Ольга 7",
                   "1234", "12345-", "12 345", "O2134", "123456", "1234567890", "12345-67890", "  ", "", "12345--6789", "1-2345",
                   " 12345 6789\t", "12345\r\n", "12345-6789x", "\u{FF11}2345", "12345\u{A0}"]
        for value in values {
            var text = value
            guard let quick = text.withUTF8({ validator.quickStatus($0) }) else { continue }
            // (States and ZIP codes judge by their quick status first: held to their
            // character-by-character checks instead, which a wrong quick status cannot sway.)
            let full: TypeJudgement
            if validator.unit is StateType {
                full = StateType.judge(Substring(value))
            } else if validator.unit is ZipType {
                full = ZipType.judgeCharacters(Substring(value))
            } else {
                full = validator.judge(Substring(value))
            }
            switch (quick, full) {
            case (.passed, .valid), (.tooShort, .incomplete), (.failed, .invalid): break
            default: Issue.record("\(type.rawValue) tableSchema=\(tableSchema): quick says \(quick) for \(value.debugDescription), full \(full)")
            }
        }
    }

    /// Every state name and code, each beginning of one, and each with a letter more, in
    /// mixed case and with spaces doubled or not: the quick status (letters and single
    /// spaces looked up as they are, case folded; others collapsed first) is the full check's.
    @Test func stateSpellingsInEveryCaseAndSpacing() throws {
        let validator = try TypeValidator(.state)
        var random = SeededRandom(state: 20261124)
        var values: [String] = []
        for (code, name) in StateType.codes {
            for spelling in [code, name] {
                for length in 1...spelling.count {
                    let beginning = String(spelling.prefix(length))
                    for variant in [beginning, beginning + "q", beginning + " ", beginning.replacingOccurrences(of: " ", with: "  "), "q" + beginning] {
                        values.append(String(variant.map { random.below(2) == 0 ? Character($0.lowercased()) : Character($0.uppercased()) }))
                    }
                }
            }
        }
        var looked = 0
        for value in values {
            var text = value
            guard let quick = text.withUTF8({ validator.quickStatus($0) }) else { continue }
            looked += 1
            // (The static judge reads the text as characters: the type's own judge asks the quick status first.)
            let full = StateType.judge(Substring(value))
            switch (quick, full) {
            case (.passed, .valid), (.tooShort, .incomplete), (.failed, .invalid): break
            default: Issue.record("quick says \(quick) for \(value.debugDescription), full \(full)")
            }
        }
        #expect(looked == values.count)
    }

    /// A name the byte scan fails gets the full check's reason, word for word.
    @Test func nameReasonsAreTheFullChecks() throws {
        var values = Self.samples(count: 4000, seed: 99)
        values += ["Zoë 2", "R2D2", "Agent 47", "j0hn", "ann@b", "ann\u{7F}", "ann\u{01}", "2\u{301}", "ann2\u{301}", "ann 2x",
                   "Ольга 7", "李 2", "O'Neil #1", "a\tb!", "\u{0D4E}2", "ann\u{0600}2"]
        let type = NameType(TypeSettings())
        var failed = 0
        for value in values {
            var text = value
            let quick = text.withUTF8 { type.judge($0, wantsCanonical: true, wantsReason: true) }
            let full = NameType.judge(Substring(value))
            if case .invalid = full { failed += 1 }
            #expect(quick == full, "\(value.debugDescription): \(quick) vs \(full)")
        }
        #expect(failed > 500)
    }

    /// A state the byte look-up fails gets the full check's reason.
    @Test func stateReasonsAreTheFullChecks() throws {
        let values = Self.samples(count: 3000, seed: 77) + ["xx", "Jersey", "N.Y.", "Texas!", "Washington DC", "  Rhode   Island ", "new",
                                                              "ZZ", "12", "Calif.", "u.s. virgin islands", "a\u{0B}b"]
        let type = StateType(TypeSettings())
        for value in values {
            var text = value
            let quick = text.withUTF8 { type.judge($0, wantsCanonical: true, wantsReason: true) }
            #expect(quick == StateType.judge(Substring(value)), "\(value.debugDescription)")
        }
    }

    /// The code bits hold exactly the codes, in any case.
    @Test func stateCodeBitsAreTheCodes() {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
        var codes = 0
        for first in letters {
            for second in letters {
                let expected = StateType.codes.contains { $0.code == String(decoding: [first & 0xDF, second & 0xDF], as: UTF8.self) }
                #expect(StateType.isCode(first, second, in: StateType.codeBits) == expected, "\(first) \(second)")
                if expected { codes += 1 }
            }
        }
        #expect(codes == StateType.codes.count * 4)
    }

    /// A state's beginnings are found by bytes: the same as by String prefixes, for every
    /// beginning of every spelling.
    @Test func stateBeginningsAreStringPrefixes() {
        var checked = 0
        for spelling in StateType.spellings {
            for length in 1...spelling.key.count {
                let key = String(spelling.key.prefix(length))
                // (A trailing space is trimmed by the check: `north ` is judged as `north`.)
                guard StateType.lookup[key] == nil, key.last != " " else { continue }
                let beginnings = StateType.spellings.filter { $0.key.hasPrefix(key) }
                var seen: Set<String> = []
                let names = beginnings.filter { seen.insert($0.code).inserted }.map { "\($0.code) (\($0.name))" }
                let shown = names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", ..." : "")
                #expect(StateType.judge(Substring(key)) == .incomplete("incomplete: could become \(shown)"), "\(key)")
                checked += 1
            }
        }
        #expect(checked > 500)
    }

    /// ZIP codes in ASCII are judged on their bytes: the same verdicts and reasons as
    /// character by character.
    @Test func zipBytesJudgeAsCharacters() {
        var values = Self.samples(count: 4000, seed: 55).filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        values += ["1234", "12345", "12345-6789", "12345 6789", "123456789", " 12345 ", "12345-67", "1234-5678", "ABCDE", "O2134",
                   "12345-", "12345-67890", "", "  ", "12 345", "12345\t6789", "\u{7F}", "1\u{01}", "12345--6789", "1234567890"]
        for value in values {
            var text = value
            guard let bytes = text.withUTF8({ ZipType.judgeASCII($0) }) else { continue }
            #expect(bytes == ZipType.judgeCharacters(Substring(value)), "\(value.debugDescription)")
        }
    }

    /// The ASCII shortcuts of UTS #46 and IDNA 2008 are what their tables say.
    @Test func asciiShortcutsAreTheIDNATables() throws {
        for c in UInt32(0x20)..<0x7F {
            let isLDH = (0x61...0x7A).contains(c) || (0x30...0x39).contains(c) || c == 0x2D
            let entry = PythonUnicode.packedIndex(IDNAData.uts46, c)
            let status = IDNAData.uts46[entry] & 0xFF
            if isLDH || c == 0x2E { #expect(status == 0x56, "\(c)") }
            if (0x41...0x5A).contains(c) {
                #expect(status == 0x4D, "\(c)")
                #expect(try IDNA.uts46Remap([c, 0xE9]) == [c + 0x20, 0xE9])
            }
            if isLDH { #expect(PythonUnicode.inPairs(IDNAData.pvalid, c), "\(c)") }
        }
    }

    @Test func codePointsAreTheScalars() {
        let values = Self.samples(count: 2000, seed: 5) + ["", "a", "é", "日本", "😀x", "\u{10FFFF}", "ü1@münchen.de", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}"]
        for value in values { #expect(PythonUnicode.codePoints(value) == value.unicodeScalars.map(\.value), "\(value.debugDescription)") }
    }

    @Test func prefixTableTellsWholesBeginningsAndNeither() {
        let keys = ["new york", "new jersey", "ny", "n"] + (0..<300).map { "key \($0)" }
        let table = PrefixTable(keys.map { Array($0.utf8) })
        func match(_ text: String) -> PrefixTable.Match {
            var text = text
            return text.withUTF8 { table.match($0) }
        }
        #expect(match("new york") == .whole && match("ny") == .whole && match("n") == .whole)
        #expect(match("new") == .beginning && match("new y") == .beginning && match("key 29") == .whole && match("key 3") == .whole)
        #expect(match("key 30") == .whole && match("key 300") == .neither && match("key ") == .beginning)
        #expect(match("") == .neither && match("x") == .neither && match("new yorks") == .neither && match("New York") == .neither)
        for key in keys {
            #expect(match(key) == .whole)
            if key.count > 1 { #expect(match(String(key.dropLast())) != .neither) }
        }
    }

    @Test func atextMasksAreTheList() {
        let atext = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-/=?^_`{|}~".utf8)
        for byte in UInt8(0)...255 { #expect(QuickAccept.isAtext(byte) == atext.contains(byte), "\(byte)") }
        let host = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-".utf8)
        for byte in UInt8(0)...255 { #expect(QuickAccept.isHostByte(byte) == host.contains(byte), "\(byte)") }
    }

    @Test func latinLettersAreLettersToUnicode() {
        for value in UInt32(0x80)..<0x300 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let letter: Bool
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: letter = true
            default: letter = false
            }
            if QuickAccept.isLatinLetter(value) { #expect(letter, "U+\(String(value, radix: 16))") }
        }
        var common = 0
        for value in UInt32(0x80)..<0x10000 where QuickAccept.isCommonLetter(value) {
            common += 1
            guard let scalar = Unicode.Scalar(value) else {
                Issue.record("U+\(String(value, radix: 16)) is no scalar")
                continue
            }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: break
            default: Issue.record("U+\(String(value, radix: 16)) is taken for a letter")
            }
        }
        #expect(common > 30_000)
    }

    /// Statuses from the quick paths skip the UTF-8 pass for the types whose quick check
    /// decodes with validation: a bad sequence must still fail, exactly as the full check says.
    @Test(arguments: FieldType.allCases)
    func quickStatusesNeverPassInvalidUTF8(_ type: FieldType) throws {
        var options = RuleOptions()
        options.type = type
        let rule = try options.makeRule()
        let bad: [[UInt8]] = [
            [0xC3], [0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF0, 0x80, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xC3, 0x28], [0xE2, 0x82], [0xFF], [0xE1, 0x80, 0x41],
        ]
        let carriers = ["Ann Lee", "ann@example.com", "12 Main St", "NY", "12345", "42", "3.5", "(201) 555-0123", "text"]
        var generator = SeededRandom(state: 1004)
        for carrier in carriers {
            let bytes = Array(carrier.utf8)
            for sequence in bad {
                for position in [0, bytes.count / 2, bytes.count] {
                    let value = Array(bytes[..<position]) + sequence + Array(bytes[position...])
                    #expect(rule.status(value) == .failed, "\(type) \(value)")
                    #expect(rule.status(value) == rule.check(value).status)
                }
            }
            for _ in 0..<20 {
                var value = bytes
                value.insert(UInt8.random(in: 0x80...0xFF, using: &generator), at: Int.random(in: 0...value.count, using: &generator))
                #expect(rule.status(value) == rule.check(value).status, "\(type) \(value)")
            }
        }
    }

    @Test func theAutomatonsDeadStateStaysDead() {
        #expect(NANPMetadata.transitions.prefix(10).allSatisfy { $0 == 0 })
        #expect(NANPMetadata.accepting[0] == 0)
    }

    @Test func quickPhoneStatusAgreesWithTheFullCheck() throws {
        var values = try fixtureRows("phone-cases.tsv").map { $0[0] }
        values += PhoneTypeTests.cases.map(\.value) + Self.samples(count: 3000, seed: 7).map { "2" + $0 }
        values += ["(201) 555-01", "+1 201 555 0123", "+ 1 (201) 555-0123", " 201.555.0123\t", "201-555-0123-1", "(555)"]
        values += Self.samples(count: 500, seed: 9).map { "2" + $0 + "x" }
        values += ["(600) 974-8499x", "201x", "x", "+1 x", "+x", "201 555 0123 X  ", "201x1", "1x", "2015550123 x 12", "(201)x",
                   "201-555-0123 ext. 12", "201-555-0123 EXT 12", "201-555-0123#12", "201-555-0123 # 12#", "201-555-0123;ext=12",
                   "201-555-0123,12", "201-555-0123,,12", "201-555-0123 x1234567", "201-555-0123 x12 x", "1 201 555 0123 x5",
                   "+1 201 555 0123 ext:5", "201-555-012 x5", "123-555-0123 x5", "201-555-0123 ext", "201-555-0123 extn 5",
                   "tel:+12015550123;ext=5", "201-555-0123 x-5", "201-555-0123 x 5 ", "201-555-0123 ext.-5", "(201) 555-0123 #",
                   "1-800-FLOWERS", "1-800-FLOWER", "1-800-356-9377", "201-555-CALL", "310-CALL", "(547) 582-5897 (home)",
                   "201-555-0123 cell", "201-555-0123 ab", "201/ xyz", "555/ x", "201-555-0123 xmas", "tel:+1-251-095-BOSC",
                   "+1 800 FLOWERS", "201\t555 CALL", "201-555-0123 Cell Phone", "0800 FLOWERS", "1 800 GO FEDEX", "201 555 0123 a",
                   "201-555-0123 (c)", "+1 201 555 CALL", "1 201 555 CALL ", "201.555.ABCD.", "20 FLOWERS", "201 555 0123 X Y Z",
                   "516 5o1 2645", "516 5o12 2645", "201-555-O123", "+1.522.2o0.7600", "\t+11753o95378", "201 555 abc 0123", "201-555-0123 ab x12",
                   "201 555 0123 int 5", "201 5a5 0123 int5", "n/a", "N/A", "none", "call me", "x", "X  ", "x x", "ext", "x1", "? ", "a1", "ab+1",
                   "call me at 201-555-0123", "no", "tel", "tel:", "tel:+", "Xmas"]
        var answered = 0
        let phone = try TypeValidator(.phone)
        for value in values {
            var text = value
            guard let quick = text.withUTF8({ NANPReading.quickStatus($0) }) else { continue }
            answered += 1
            let full: Status
            switch phone.judge(Substring(value)) {
            case .valid: full = .passed
            case .incomplete: full = .tooShort
            case .invalid: full = .failed
            }
            #expect(quick == full, "\(value.debugDescription)")
        }
        #expect(answered > 5_000)
    }

    /// North American numbers the quick status passes get their forms without the
    /// metadata: the same as the port's format_number, in every form.
    @Test func quickPhoneFormsAreLibphonenumbers() throws {
        let numbering = PhoneNumbering()
        var checked = 0
        for row in try fixtureRows("phone-cases.tsv") where row[1] == "1" {
            var text = row[0]
            guard text.withUTF8({ NANPReading.quickStatus($0, extensions: false) }) == .passed else { continue }
            let number = try numbering.parse(row[0], region: "US")
            for form in PhoneFormat.allCases {
                var settings = TypeSettings()
                settings.phone.format = form
                let quick = try TypeValidator(.phone, settings: settings).judge(Substring(row[0]))
                #expect(quick == .valid(canonical: numbering.format(number, as: form)), "\(row[0]) \(form)")
            }
            checked += 1
        }
        #expect(checked > 3_000)
    }

    /// Addresses in the shapes the e-mail quick check reads beyond ASCII: its status is the
    /// full check's wherever it gives one, its normalized form the validator's.
    @Test func emailQuickStatusOnInternationalDomains() throws {
        let validator = try TypeValidator(.email)
        var state: UInt64 = 20261124
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        // Letters that stay, that UTS #46 maps (capitals, ſ, ŀ, ŉ), that IDNA 2008 refuses
        // or that compose (a combining acute), right-to-left ones, digits, hyphens, periods.
        let pieces: [String] = ["a", "z", "Q", "1", "-", ".", "ü", "é", "ß", "ı", "ĸ", "Ü", "ſ", "ŀ", "ŉ", "ǅ", "ʰ", "\u{301}",
                                "д", "Д", "ё", "ς", "σ", "λ", "日", "本", "例", "א", "ب", "٣", "ﬀ", "ª", "º", "µ", "·", "×", "ǆ", "Ǆ",
                                "xn", "--", "com", "de", "рф", "中国", "local", "test", "\u{200D}"]
        let locals = ["a", "ann", "josé", "Info", "x.y", "ü1"]
        var values: [String] = []
        for _ in 0..<6000 {
            var domain = ""
            for _ in 0..<(1 + next(9)) { domain += pieces[next(pieces.count)] }
            values.append(locals[next(locals.count)] + "@" + domain)
        }
        // Every letter of two-byte UTF-8 and some beyond, alone, first, last and as the
        // last label; long labels near the 63-byte A-label limit.
        for c in UInt32(0x80)..<0x800 {
            guard let scalar = Unicode.Scalar(c) else { continue }
            let s = String(Character(scalar))
            values += ["a@\(s).de", "a@x\(s)y.de", "a@xy.\(s)", "a@\(s)", "a@ab.c\(s)"]
        }
        for c in [0x4E00, 0x4E2D, 0x9FA5, 0x9FFF, 0x3042, 0x30A2, 0xAC00, 0x1E9E, 0x2C65, 0xA7AF] as [UInt32] {
            guard let scalar = Unicode.Scalar(c) else { continue }
            values += ["a@\(Character(scalar)).de", "a@x.\(Character(scalar))"]
        }
        for length in 40...64 {
            values += ["a@" + String(repeating: "ü", count: length) + ".de", "a@" + String(repeating: "üa", count: length / 2) + ".de",
                       "a@" + String(repeating: "日", count: length / 3) + ".de", "a@b." + String(repeating: "ö", count: length / 2)]
        }
        values += [String(repeating: "x", count: 240) + "@münchen.de", String(repeating: "x", count: 244) + "@münchen",
                   String(repeating: "x", count: 246) + "@münchen", String(repeating: "x", count: 249) + "@host", "a@" + String(repeating: "ü.", count: 120) + "de"]
        // Unfinished shapes (no @-sign, nothing after it, a final period, no period) at
        // every length near the limits, and beside them shapes that are not unfinished.
        for length in [1, 2, 60, 228, 229, 230, 240, 241, 242, 243, 244, 250, 251, 252, 253, 254, 255] {
            let local = String(repeating: "x", count: length)
            values += [local, local + ".", local + "..", "." + local, local + "@", local + ".@", local + "@.", local + "@a.", local + "@a..",
                       local + "@ü.", local + "@münchen", local + "@b.c.", local + "@-a.", local + "@a-.", "юзер" + local + "@", "日本" + local,
                       "a@" + local + ".de.", "a@" + local, "a@ü" + local, "a@b." + local + "."]
        }
        // Blanks the type trims besides spaces and tabs, at either end and inside.
        for blank in ["\u{0A}", "\u{0B}", "\u{0C}", "\u{0D}", "\r\n", " \u{0B} ", "\u{1C}", "\u{85}", "\u{A0}"] {
            for address in ["a@b.com", "INFO@B.COM", "a@münchen.de", "ann@", "ann@example", "a@b.com.", " a b@c.com", "a@b_c.com", "ann"] {
                values += [blank + address, address + blank, blank + address + blank, "a" + blank + address]
            }
        }
        values += ["", "@", ".", "@.", "a@.", "a@..", "ann.lee", "ann..lee", "josé", "юзер", "用户", "用户@", "ann@localhost.", "ann@xn--a.",
                   "ann@ab--c.", "ann@test.", "ann@x.test", "a@b.c0.", "a@例子.", "a@例子", "ann@bücher.", "ann<@", "ann\"@", "ann@[1.2.3.4]"]
        // Mistakes no ending mends, and shapes next to them the quick check leaves alone.
        for local in ["us er", ".a", "a.", "a..b", "", "a b", "a\"b", "a<b", "a(b)", "a\\b", "a\tb", "ü b", "a,b", "\"a\""] {
            for domain in ["x.de", "b c", "b_c.de", "[1.2.3.4]", "b.c (x)", "bü c.de", "@b", "b", "b.", "", "-b.de", "b..de", "ü.de", "b.de\u{301}",
                           ".b.de", "b.-c.de", "b-.c.de", "ab--c.de", "xn--c.de", "XN--abc.de", "b.c0", "b.test", "b.LOCAL", "b-", "b-.de", "-b-",
                           "ab--c", "b..", "..b", "b.-", String(repeating: "a", count: 64) + ".de", String(repeating: "a", count: 70),
                           "b." + String(repeating: "a", count: 65), "ab--c." + String(repeating: "a", count: 70), "b_c..d", "ü..de", "-ü.de"] {
                values += [local + "@" + domain, local + "@" + domain + "@"]
            }
        }
        var passed = 0, tooShort = 0, failed = 0
        let memo = EmailQuickCheck.DomainMemo()
        for value in values {
            var text = value
            guard let quick = text.withUTF8({ validator.quickStatus($0) }) else { continue }
            // The full validator alone (the type's judge takes the quick reading first).
            let full = EmailReference.judge(Substring(value))
            switch (quick, full) {
            case (.passed, .valid(let canonical)):
                passed += 1
                #expect(text.withUTF8 { EmailQuickCheck.email($0, memo: memo) } == canonical, "\(value.debugDescription)")
            case (.tooShort, .incomplete): tooShort += 1
            case (.failed, .invalid): failed += 1
            default: Issue.record("quick says \(quick) for \(value.debugDescription), full \(full)")
            }
            // The type's judgement from the quick reading (normalized form, reason) is the full one.
            #expect(validator.judge(Substring(value)) == full, "\(value.debugDescription)")
        }
        #expect(passed > 1000 && tooShort > 500 && failed > 100, "\(passed) \(tooShort) \(failed)")
    }

    /// Over the reference's own verdicts (email-validator on the fixture's addresses): the
    /// quick check passes only what it passes, and calls unfinished only what it refuses with
    /// the complaint the quick check names.
    @Test func emailQuickStatusAgreesWithEmailValidator() throws {
        var answered = 0, unfinished = 0, failed = 0
        let memo = EmailQuickCheck.DomainMemo()
        for row in try fixtureRows("email-cases.tsv") {
            guard let input = try JSONDecoderHelper.decode(row[0]) else { continue }
            var text = input
            guard let reading = text.withUTF8({ EmailQuickCheck.read($0, memo: memo) }) else { continue }
            // The quick path trims spaces and tabs, as the type does; the reference does not.
            guard String(Trimming.trimmed(Substring(input))) == input else { continue }
            answered += 1
            if let missing = reading.missing {
                unfinished += 1
                #expect(row[1] == "0" && row.count > 3 && row[3] == "\(missing.reason).", "\(input.debugDescription)")
            } else if reading.status == .failed {
                failed += 1
                #expect(row[1] == "0" && row.count > 3 && EmailReference.unfinished[row[3]] == nil, "\(input.debugDescription)")
            } else {
                #expect(row[1] == "1", "\(input.debugDescription)")
            }
        }
        #expect(answered > 1000 && unfinished > 50 && failed > 50, "\(answered) \(unfinished) \(failed)")
    }

    /// A remembered domain's measure is its own, not another's that shares its slot: more
    /// domains than slots, asked in turn and again in another order.
    @Test func rememberedDomainsAreTheirOwn() {
        let memo = EmailQuickCheck.DomainMemo()
        var random = SeededRandom(state: 20261124)
        // (Long pieces make domains on both sides of the longest remembered, 64 bytes.)
        let pieces = ["ü", "a", "é", "-", ".", "日", "b", "ж", "Д", " ", "c0", "de", "xn--", "ß", "münchen-straßenbahn", "日本語のドメイン名"]
        let domains = (0..<2000).map { _ in (0..<(1 + random.below(8))).map { _ in pieces[random.below(pieces.count)] }.joined() }
        for round in 0..<2 {
            for domain in round == 0 ? domains : domains.reversed() {
                var text = domain
                text.withUTF8 { bytes in
                    let direct = EmailQuickCheck.measureInternationalDomain(bytes, memo: memo)
                    #expect(memo.measure(bytes, { EmailQuickCheck.measureInternationalDomain(bytes, memo: memo) }) == direct, "\(domain)")
                }
            }
        }
    }

    /// The letters a domain keeps, as the Latin table and the memo hold them (asked twice:
    /// looked up, then remembered), are those the look-ups find, over the whole BMP and a
    /// few beyond.
    @Test func domainLettersAreTheLookUps() {
        let memo = EmailQuickCheck.DomainMemo()
        var plain = 0
        for _ in 0..<2 {
            plain = 0
            for c in Array(UInt32(0)..<0x10000) + [0x1_0000, 0x2_0000, 0x2_A6D6, 0x1_F600, 0x10_FFFF] {
                let expected = EmailQuickCheck.isPlainDomainLetter(c)
                if expected { plain += 1 }
                if memo.isPlain(c) != expected {
                    Issue.record("U+\(String(c, radix: 16)): table or memo \(memo.isPlain(c)), look-ups \(expected)")
                }
            }
        }
        #expect(plain > 20_000)
        #expect(memo.isPlain(0xFC) && memo.isPlain(0xDF) && !memo.isPlain(0xDC) && memo.isPlain(0x43F) && !memo.isPlain(0x5D0))
    }

    @Test func quickEmailGivesTheNormalizedForm() throws {
        let memo = EmailQuickCheck.DomainMemo()
        for row in try fixtureRows("email-cases.tsv") {
            guard let input = try JSONDecoderHelper.decode(row[0]) else { continue }
            var text = input
            let quick = text.withUTF8 { EmailQuickCheck.email($0, memo: memo) }
            guard let quick else { continue }
            // The quick path trims spaces and tabs, as the type does; the reference does not.
            let trimmed = String(Trimming.trimmed(Substring(input)))
            #expect(EmailValidator.validate(trimmed) == .valid(normalized: quick), "\(input.debugDescription)")
        }
    }
}

import Foundation

enum JSONDecoderHelper {
    static func decode(_ literal: String) throws -> String? {
        try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed) as? String
    }
}

/// The byte-level canonical forms beside the full ones, on random values of the shapes
/// they take (so that `format`'s fast paths cannot drift from the types' rules).
@Suite struct QuickCanonicalTests {
    @Test func namesAreCanonicalizedAsTheFullCheckDoes() throws {
        var generator = SeededRandom(state: 1005)
        let type = NameType(TypeSettings())
        // ASCII, Latin letters that change case and ones that title-case apart (ǆ, ß),
        // Greek, Cyrillic, CJK, a combining mark, blanks, hyphens, apostrophes, periods.
        let alphabet = Array("aAbZz -'.\t") + Array("mcdonald") + ["é", "ł", "ǆ", "ß", "ÿ", "ω", "д", "李", "\u{301}", "ĳ"]
        var checked = 0
        for _ in 0..<40_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let value = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            var text = value
            guard text.withUTF8({ type.quickStatus($0) }) == .passed,
                let fast = Optional(text.withUTF8 { bytes in
                    var written = false
                    let form = ByteBuffer.text { written = type.quickCanonical(bytes, into: &$0) }
                    return written ? form : nil
                }) ?? nil
            else { continue }
            guard case .valid(let full) = NameType.judge(Substring(value)) else {
                Issue.record("\(value.debugDescription) passes the quick check only")
                continue
            }
            #expect(fast == full, "\(value.debugDescription)")
            checked += 1
        }
        #expect(checked > 10_000)
    }

    @Test func zipCanonicalFormsAgree() throws {
        let zip = try TypeValidator(try #require(FieldType(rawValue: "zip")))
        for value in ["12345", " 12345 ", "123456789", "12345-6789", "12345 6789", "\t12345-6789 "] {
            #expect(zip.judge(Substring(value)) == .valid(canonical: value.contains("6789") ? "12345-6789" : "12345"), "\(value)")
        }
    }

    /// The bits of ASCII punctuation in `TextNormalization` are Swift's own answer.
    @Test func asciiPunctuationBitsAreSwifts() {
        for byte in 0...255 {
            let swift = byte < 128 && Character(Unicode.Scalar(UInt8(byte))).isPunctuation
            #expect(TextNormalization.isASCIIPunctuation(UInt8(byte)) == swift, "\(byte)")
        }
    }
}
