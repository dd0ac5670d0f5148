@testable import FieldCheckReference
import Testing
import TestSupport
@testable import FieldCheck

/// The North American reading settles most bad +1 numbers in one pass; what it says must
/// be what the port's longer way says, verdict and reason, on every value tried: the phone
/// fixtures and values in the shapes people paste (the benchmark's mixed shapes).
@Suite struct PhoneShortcutTests {
    static func pasted(_ random: inout SeededRandom) -> String {
        let area = random.digits(3), exchange = random.digits(3), line = random.digits(3 + random.below(3))
        let shapes = [
            "(\(area)) \(exchange)-\(line)", "\(area)-\(exchange)-\(line)", "\(area).\(exchange).\(line)",
            "\(area)/\(exchange)-\(line)", "+1 \(area) \(exchange) \(line)", "1-\(area)-\(exchange)-\(line)",
            "tel:+1-\(area)-\(exchange)-\(line)", "\(area)\(exchange)\(line)", "1\(area)\(exchange)\(line)",
            "(\(area)) \(exchange)-\(line) ext. \(random.digits(2))", "\(area)-\(exchange)-\(line)x\(random.digits(3))",
            " \(area) \(exchange) \(line)\t", "+1 (\(area)) \(exchange)-\(line)", "011 \(area) \(exchange)",
            "\(area)-\(exchange)\(line)", "\(area) \(exchange)", "(\(area))\(exchange)-\(line)", "1 (\(area)) \(exchange) \(line)",
            "1.\(area).\(exchange).\(line)", "1 \(area)-\(exchange)\(line)", "1\(area) \(exchange)", "1 \(area)", "1-\(area)",
            "11 \(area) \(exchange) \(line)", "1-\(area)-\(exchange)-\(line)\(random.digits(1 + random.below(3)))",
            // Seven digits that 3 begins (Canada's 310-xxxx), after a 1, +1 or tel:+1.
            "1 310 \(random.digits(4))", "tel:+1-310-\(random.digits(4))", "1-3\(random.digits(2))-\(random.digits(4)) x\(random.digits(2))",
            "+1 3\(random.digits(2)) \(random.digits(4))", "1 3\(random.digits(2))-\(random.digits(4))",
            // Extensions after numbers of other lengths and first digits; tabs among blanks.
            "\(area)-\(exchange)-\(line)\(random.digits(random.below(3))) #\(random.digits(3))",
            "+1 \(random.digits(1 + random.below(12))) x\(random.digits(2))", "0\(area) \(exchange) ext. \(random.digits(3))",
            "1 \(random.digits(2 + random.below(11))),\(random.digits(2))", "\(area) \(exchange)\t\(line)",
            "\(area)-\(exchange)-\(line)\tx\(random.digits(2))", "\(area)-\(exchange)-\(line) \t;ext=\(random.digits(2))",
        ]
        return shapes[random.below(shapes.count)]
    }

    /// Junk as it comes in a column of pasted numbers (the benchmark's: digits, marks,
    /// a few letters, at random), with more characters beside them (';', a tab, a line
    /// break, brackets, 'e' and 't' of `ext` and `tel:`, a non-ASCII letter or digit), and short numbers
    /// with keypad letters.
    static func junk(_ random: inout SeededRandom) -> String {
        let pasted = Array("0123456789()-+. xabcXYZ#*/")
        let more = Array("0123456789()-+. xabcXYZ#*/;,\t\r\n\u{0B}\u{0C}~[]eEtTl:=_!?'\\\"ü１")
        // Mostly digits, with keypad letters: numbers of every length short of valid.
        let keypad = Array("01234567892345678923456789-. ()adgjmptwDFxX")
        switch random.below(3) {
        case 0: return String((0..<random.below(31)).map { _ in pasted[random.below(pasted.count)] })
        case 1: return String((0..<random.below(31)).map { _ in more[random.below(more.count)] })
        default: return String((0..<random.below(16)).map { _ in keypad[random.below(keypad.count)] })
        }
    }

    /// Junk that libphonenumber cannot take for a valid number gets its status from the
    /// bytes and its verdict from the reading: both the port's own, reason and all, whether
    /// `judge` is handed that status (a report) or none (a count, through the rule), or a
    /// report writes the reason.
    @Test func junkIsJudgedAsThePortJudgesIt() throws {
        let type = try PhoneType(TypeSettings())
        let rule = Rule(type: try TypeValidator(.phone))
        var random = SeededRandom(state: 20261124)
        var answered = 0
        var differences: [String] = []
        for _ in 0..<40000 {
            let value = Self.junk(&random)
            Array(value.utf8).withUnsafeBufferPointer { buffer in
                guard NANPReading.quickStatus(buffer, walk: type.walk) == nil, let quick = type.notValidStatus(buffer) else { return }
                answered += 1
                let port = type.reference.judge(buffer, wantsCanonical: false, wantsReason: true)
                // As a rule hands it the quick status (a report), and as a count asks it (none).
                for known in [quick, nil] {
                    let judged = type.judge(buffer, wantsReason: true, quick: known)
                    if judged != port { differences.append("\(value.debugDescription): \(judged) vs \(port)") }
                }
                // And a count's status, through the rule.
                switch (rule.status(Array(buffer)), port) {
                case (.failed, .invalid), (.tooShort, .incomplete), (.passed, .valid): break
                case (let counted, _): differences.append("\(value.debugDescription): counted \(counted) vs \(port)")
                }
                var reason = ByteBuffer(capacity: 16)
                if let status = rule.writeReason(buffer, quick: quick, into: &reason) {
                    let written = String(decoding: reason.bytes, as: UTF8.self)
                    switch (status, port) {
                    case (.failed, .invalid(written)), (.tooShort, .incomplete(written)): break
                    default: differences.append("\(value.debugDescription): written \(status) \(written) vs \(port)")
                    }
                }
            }
        }
        #expect(answered > 10000, "\(answered)")
        #expect(differences.isEmpty, "\(differences.count) differ; first: \(differences.prefix(5))")
    }

    /// libphonenumber's second number (`/ x`, `\\ x`): the text before it is read alone, so
    /// every tier leaves such a value to the port (a fuzz run found `0 / x 08-x x` failed by
    /// the reading, which took `x 08` for an extension, and too-short by the port).
    @Test func aSecondNumberIsLeftToThePort() throws {
        let values = [
            "0 / x 08-x x", "0 / x 08", "0 /x 08-x 1", "201 555 0123 / x 5", "2015550123/x12", "0 \\ x 08", "011 / x 5",
            "+1 201 / x 555", "1 / x", "(201) 555-01 / x 23", "0 / X 08", "\t/  x-x\t x.", "/ x", "/x", "/ x-x", " / x-x", "  x-x\t x\t/  x-x\t x.", "201 555 0123 ext 5 / x 7", "ab / x 2015550123",
        ]
        let rule = Rule(type: try TypeValidator(.phone))
        var settings = TypeSettings()
        settings.reference = true
        let reference = Rule(type: try TypeValidator(.phone, settings: settings))
        for value in values {
            let bytes = Array(value.utf8)
            let (verdict, formatted) = rule.format(bytes)
            let (expected, expectedForm) = reference.format(bytes)
            #expect(rule.status(bytes) == expected.status, "\(value.debugDescription)")
            #expect(verdict == expected && formatted == expectedForm, "\(value.debugDescription): \(verdict) vs \(expected)")
            #expect(rule.check(bytes) == reference.check(bytes), "\(value.debugDescription)")
        }
    }

    @Test func theReadingSaysWhatThePortSays() throws {
        let type = try PhoneType(TypeSettings())
        var values = try fixtureRows("phone-cases.tsv").map { $0[0] }
        values += try fixtureRows("phone-mixed-cases.tsv").map { $0[0].replacingOccurrences(of: "\\t", with: "\t") }
        var random = SeededRandom(state: 20261123)
        for _ in 0..<30000 { values.append(Self.pasted(&random)) }
        var settled = 0
        var differences: [String] = []
        for value in values {
            let bytes = Array(value.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                for wantsReason in [true, false] {
                    guard let quick = type.settledNotValid(buffer, wantsReason: wantsReason) else { continue }
                    settled += 1
                    let long = type.reference.judge(buffer, wantsCanonical: false, wantsReason: wantsReason)
                    if quick != long { differences.append("\(value.debugDescription): \(quick) vs \(long)") }
                }
            }
        }
        #expect(settled > 10000, "the reading settles most bad numbers")
        #expect(differences.isEmpty, "\(differences.count) differ; first: \(differences.prefix(5))")
    }

    /// `is_valid_number` for +1 takes the automaton for ten digits instead of trying the
    /// 25 regions in turn: both ways agree on numbers of every length, valid ones among them.
    @Test func theAutomatonIsTheRegionsVerdict() throws {
        let numbering = PhoneNumbering()
        var nationals: [String] = []
        var random = SeededRandom(state: 1123)
        for _ in 0..<20000 {
            // Area codes and exchanges from 2-9 mostly, so that many are valid.
            let area = String(2 + random.below(8)) + random.digits(2)
            let exchange = String(2 + random.below(8)) + random.digits(2)
            let shapes = [area + exchange + random.digits(4), random.digits(10), exchange + random.digits(4),
                          random.digits(1 + random.below(12)), area + exchange + random.digits(3 + random.below(3)),
                          "3" + random.digits(6), "310" + random.digits(4), "611" + random.digits(4)]
            nationals.append(shapes[random.below(shapes.count)])
        }
        var valid = 0
        var differences: [String] = []
        for national in nationals {
            let number = PhoneNumber(countryCode: 1, nationalNumber: national, extension: nil, hadInternationalPrefix: true)
            let quick = numbering.isValid(number), long = numbering.isValidByRegions(number)
            if quick { valid += 1 }
            if quick != long { differences.append("\(national): \(quick) vs \(long)") }
        }
        #expect(valid > 3000)
        #expect(differences.isEmpty, "\(differences.count) differ; first: \(differences.prefix(5))")
    }

    /// The plain shapes' one pass gives the reading's judgement, reason and all.
    @Test func plainJudgementsAreTheReadings() throws {
        var values = try fixtureRows("phone-cases.tsv").map { $0[0] }
        values += try fixtureRows("phone-mixed-cases.tsv").map { $0[0].replacingOccurrences(of: "\\t", with: "\t") }
        var random = SeededRandom(state: 31)
        for _ in 0..<30000 { values.append(Self.pasted(&random)) }
        values += ["+1", "+ 1 201 555 0123", "+1 2", "()", "-", "(600) 974-8499x", "600 974 8499 X  ", "+1 (123) 555-0123", "0", "011 44"]
        var answered = 0
        for value in values {
            var text = value
            text.withUTF8 { bytes in
                var start = 0, end = bytes.count
                while start < end && NANPReading.isASCIISpace(bytes[start]) { start += 1 }
                while end > start && NANPReading.isASCIISpace(bytes[end - 1]) { end -= 1 }
                let trimmed = UnsafeBufferPointer(rebasing: bytes[start..<end])
                guard let plain = NANPReading.plainJudgement(trimmed) else { return }
                answered += 1
                let reading = NANPReading.judgeTrimmed(trimmed, wantsCanonical: false, wantsReason: true)
                #expect(plain == reading, "\(value.debugDescription)")
            }
        }
        #expect(answered > 10000)
    }

    /// `deadEnd` walks once and builds its words from bytes; the reference here asks
    /// `canBegin` of each prefix, as the reading first did.
    @Test func deadEndsAreWordedAsBefore() {
        func reference(_ national: [UInt8]) -> String? {
            if NANPAutomaton.canBegin(national[...]) && national.count < 10 { return nil }
            func text(_ range: Range<Int>) -> String { String(decoding: national[range], as: UTF8.self) }
            if !NANPAutomaton.canBegin(national.prefix(3)) {
                if national.count >= 3 { return "area code \(text(0..<3)) does not exist" }
                return "no area code begins with \(text(0..<national.count))"
            }
            if national.count >= 6 && !NANPAutomaton.canBegin(national.prefix(6)) {
                return "exchange \(text(3..<6)) does not exist in area code \(text(0..<3))"
            }
            if national.count < 10 && !NANPAutomaton.canBegin(national[...]) {
                return "no valid number begins with \(text(0..<national.count))"
            }
            return nil
        }
        var random = SeededRandom(state: 4242)
        var worded = 0
        for _ in 0..<30000 {
            let length = random.below(13)
            let first = random.below(4) == 0 ? random.digits(1) : String(2 + random.below(8))
            let national = Array((first + random.digits(max(0, length - 1))).prefix(length).utf8)
            let now = NANPAutomaton.deadEnd(national), before = reference(national)
            if now != nil { worded += 1 }
            #expect(now == before, "\(String(decoding: national, as: UTF8.self))")
        }
        #expect(worded > 5000)
    }

    /// Where the one-pass quick status answers (what --count, --only and -q use), it gives
    /// the full check's status, too-short and failed told apart, on the same values.
    @Test func theQuickStatusIsTheFullChecksStatus() throws {
        let type = try PhoneType(TypeSettings())
        var values = try fixtureRows("phone-cases.tsv").map { $0[0] }
        values += try fixtureRows("phone-mixed-cases.tsv").map { $0[0].replacingOccurrences(of: "\\t", with: "\t") }
        var random = SeededRandom(state: 7)
        for _ in 0..<30000 { values.append(Self.pasted(&random)) }
        // Keypad letters after area codes of every first digit, with and without +1.
        let letters = Array("ABCDEFGHIJKLMNOPRSTUVWXY")
        for _ in 0..<3000 {
            let area = random.digits(3), exchange = random.digits(3)
            let word = String((0..<(3 + random.below(3))).map { _ in letters[random.below(letters.count)] })
            let shapes = ["+1 (\(area)) \(exchange)-\(word)", "tel:+1-\(area)-\(exchange)-\(word)", "+1.\(area).\(exchange).\(word)",
                          "+1\(area)\(exchange)\(word)", "\(area)-\(exchange)-\(word)", "1-\(area)-\(exchange)-\(word)",
                          "+1 \(area)-\(exchange)-\(word.prefix(2))", "+1 \(area) \(exchange) \(word)1",
                          // An extension after the word; words with an x or "int" in them.
                          "\(area)-\(exchange)-\(word) x\(random.digits(2))", "1\(area)\(exchange)\(word),\(random.digits(3))",
                          "+1 \(area) \(exchange) \(word)\t;ext=\(random.digits(2))", "\(area).\(exchange).\(word.prefix(2)) ext 5",
                          "\(area)-\(exchange)-PRINT #\(random.digits(2))", "\(area)-\(exchange)-MAXX,\(random.digits(2))",
                          "1 \(area) \(exchange) \(word);ext=\(random.digits(3))", "0\(area) \(exchange)\(word) #5"]
            values.append(shapes[random.below(shapes.count)])
        }
        // Junk, which the port mostly finds no number in.
        for _ in 0..<20000 { values.append(Self.junk(&random)) }
        // Seven digits that 3 begins, some valid (Canada's 310-xxxx), with letters or not.
        for _ in 0..<2000 {
            let shapes = ["310-\(random.digits(4))", "31\(random.digits(1)) \(random.digits(4))", "3\(random.digits(2)).\(random.digits(4))",
                          "310\(random.digits(4)) x", "310-\(random.digits(3))A", "3\(random.digits(5))", "310 ABCD", "(310) \(random.digits(4))"]
            values.append(shapes[random.below(shapes.count)])
        }
        values += ["0", "01", "011", " 0 ", "0-1", "(01)", "0x", "011 ", "0 1 1", "0\t", "00", "010", "012", "0110", "1", "11", "111"]
        // Line breaks, form feeds and vertical tabs, which the reading trims as blanks.
        values += ["\r", "\r\r", "\u{0C}-)))", "\u{0B}", "\n\n\r\t", " \r", "\u{0C}x", "\r5", "5\r", "\u{0C}?", "?\u{0B}", "-\r-"]
        values += ["?", "*", "-?", "()?", "-call", "-xx", "- x", "#", ";", ",", "?x", "(?)", "--", "N/A?", ".", "/", "~", "!",
                   "\"\"", "''", "[]", "{}", "tel:", "tel:?", "?tel", "  ?  ", "x?", "?-", "_", "-ext", "(x)", "-x?", "?\t", "- -",
                   "(.)", "-X", "-xxx", "@", "-@-", "=", "&", "%", "(none)", "-n/a", "?ext", "-x-", "-ext.", "(ext)"]
        var answered = 0
        var differences: [String] = []
        for value in values {
            Array(value.utf8).withUnsafeBufferPointer { buffer in
                // (Junk the quick status leaves, `judge` settles on the bytes: both held here.)
                guard let quick = type.quickStatus(buffer) ?? type.notValidStatus(buffer) else { return }
                answered += 1
                // The port's own way (not `judge`, which takes the reading's word where
                // the quick status and the reading agree).
                let full: Status
                switch type.reference.judge(buffer, wantsCanonical: false, wantsReason: true) {
                case .valid: full = .passed
                case .incomplete: full = .tooShort
                case .invalid: full = .failed
                }
                if quick != full { differences.append("\(value.debugDescription): quick \(quick), full \(full)") }
            }
        }
        #expect(answered > 57000)
        #expect(differences.isEmpty, "\(differences.count) differ; first: \(differences.prefix(5))")
    }
}

/// The first digit a region's international prefix must begin with, read off its pattern,
/// is the only digit that can begin a match of it (or of a beginning of it).
@Suite struct InternationalPrefixFirstDigitTests {
    @Test func everyRegionsPrefixBeginsWithItsDigit() {
        let numbering = PhoneNumbering()
        var read = 0
        for region in PhoneNumbering.supportedRegions {
            guard let metadata = numbering.metadata(forRegion: region), let idd = metadata.internationalPrefix else { continue }
            #expect(metadata.internationalPrefixFirstDigit == PhoneNumbering.requiredFirstDigit(idd), "\(region)")
            guard let first = PhoneNumbering.requiredFirstDigit(idd) else { continue }
            read += 1
            for digit in UInt8(ascii: "0")...UInt8(ascii: "9") where digit != first {
                for tail in ["", "0", "1", "00", "11", "0011", "1234"] {
                    let text = String(UnicodeScalar(digit)) + tail
                    #expect(!numbering.matchesWhole(idd, text) && !numbering.couldContinue(idd, text)
                        && numbering.matchAtStart(idd, text) == nil, "\(region) \(idd) \(text)")
                }
            }
        }
        #expect(read > 150)
        #expect(PhoneNumbering.requiredFirstDigit("0(?:0|1)") == 0x30)
        #expect(PhoneNumbering.requiredFirstDigit("00|810") == nil)
        #expect(PhoneNumbering.requiredFirstDigit("0?0") == nil)
        #expect(PhoneNumbering.requiredFirstDigit("[01]1") == nil)
        #expect(PhoneNumbering.requiredFirstDigit("8[|]1") == 0x38)
    }

    /// A prefix of digits alone is found by comparing bytes: where its pattern matches at
    /// the start of digits, and only there.
    @Test func aPrefixOfDigitsMatchesAsItsPattern() {
        let numbering = PhoneNumbering()
        var random = SeededRandom(state: 11)
        var literals = 0, matched = 0
        for region in PhoneNumbering.supportedRegions {
            guard let metadata = numbering.metadata(forRegion: region), let idd = metadata.internationalPrefix,
                let literal = metadata.internationalPrefixLiteral
            else { continue }
            literals += 1
            for _ in 0..<200 {
                let digits = random.below(2) == 0 ? idd + random.digits(random.below(8)) : random.digits(1 + random.below(8))
                let byPattern = numbering.matchAtStart(idd, digits)?[0]?.upperBound
                let byBytes = digits.utf8.starts(with: literal) ? literal.count : nil
                if byBytes != nil { matched += 1 }
                #expect(byPattern == byBytes, "\(region) \(idd) \(digits)")
            }
        }
        #expect(literals > 100 && matched > 10000)
    }
}

/// The international prefix read on ASCII bytes answers as the longer way over Unicode
/// scalars does, on random text of a number's characters and others.
@Suite struct InternationalPrefixBytesTests {
    static func longWay(_ type: PhoneType, _ text: String) -> Bool {
        let numbering = type.numbering
        guard let idd = numbering.metadata(forRegion: type.region)?.internationalPrefix else { return false }
        let extracted = numbering.extractPossibleNumber(text)
        guard !extracted.isEmpty,
            extracted.unicodeScalars.allSatisfy({ PhoneSyntax.digitValue($0) != nil || PhoneNumbering.isSeparator($0) }),
            text.unicodeScalars.allSatisfy({ PhoneSyntax.digitValue($0) != nil || PhoneNumbering.isSeparator($0) || $0.properties.isWhitespace })
        else { return false }
        let digits = numbering.normalize(extracted)
        return numbering.couldContinue(idd, digits) || numbering.matchesWhole(idd, digits)
    }

    @Test func bytesAnswerAsScalarsDo() throws {
        let alphabet = Array("00011123456789  x-().[]/~\t\n+aX#,")
        var random = SeededRandom(state: 99)
        var yes = 0
        for region in ["US", "DE", "GB", "JP", "AU", "RU", "BR"] {
            var settings = TypeSettings()
            settings.phone.region = region
            let type = try PhoneType(settings)
            var values = ["0", "00", "011", "0 1 1", "8 10", "810", "x011", "011xxx", "0011/x5", "01\t1", "(0)", "０１１"]
            for _ in 0..<3000 {
                values.append(String((0..<(1 + random.below(8))).map { _ in alphabet[random.below(alphabet.count)] }))
            }
            for value in values {
                let fast = type.reference.beginsInternationalPrefix(value), long = Self.longWay(type, value)
                if long { yes += 1 }
                #expect(fast == long, "\(region) \(value.debugDescription)")
            }
        }
        #expect(yes > 100)
    }
}

/// The port's byte-level shortcuts for ASCII text answer as its String and pattern ways do.
@Suite struct PortBytesTests {
    /// The first digit `internationalPrefixEnd` tests before it normalizes anything.
    @Test func firstNormalizedDigitIsNormalizesFirst() {
        let numbering = PhoneNumbering()
        let alphabet = Array("0123456789++  xX-()./\\*\t#,;abcZWY")
        var random = SeededRandom(state: 1124)
        var values = ["", "x", "abc", "a1", "+", "tel:+1", "1-800-FLOWERS", "FLOWERS 1", "0x/x5", "9/x12", "ABC"]
        for _ in 0..<20000 {
            values.append(String((0..<(random.below(14))).map { _ in alphabet[random.below(alphabet.count)] }))
        }
        var digits = 0
        for value in values {
            var text = value
            guard let fast = text.withUTF8(PhoneNumbering.firstNormalizedASCIIDigit) else {
                Issue.record("ASCII text unanswered: \(value.debugDescription)")
                continue
            }
            let long = numbering.normalizeByScalars(numbering.extractPossibleNumber(value)).utf8.first
            if long != nil { digits += 1 }
            #expect(fast == long, "\(value.debugDescription)")
        }
        #expect(digits > 10000)
    }

    /// ASCII text normalized from its bytes (digits alone, or letters to keypad digits
    /// when there are three) reads as normalized a scalar at a time.
    @Test func asciiNormalizedIsNormalizeByScalars() {
        let numbering = PhoneNumbering()
        let alphabet = Array("0123456789 -()./*#+\t\nabcxyzABCXYZ")
        var random = SeededRandom(state: 1125)
        var values = ["", "abc", "ab1", "1-800-FLOWERS", "ab\nc", "53( *.1xaX0*XY78275", "a1b2c3", "zZ9"]
        for _ in 0..<20000 {
            values.append(String((0..<(random.below(16))).map { _ in alphabet[random.below(alphabet.count)] }))
        }
        var keypad = 0
        for value in values {
            var text = value
            let fast = text.withUTF8(PhoneNumbering.asciiNormalized)
            let long = numbering.normalizeByScalars(value)
            if value.utf8.filter({ ($0 | 0x20) &- 0x61 < 26 }).count >= 3 && !value.contains("\n") { keypad += 1 }
            #expect(fast == long, "\(value.debugDescription)")
        }
        #expect(keypad > 5000)
        #expect(Array("Zoë".utf8).withUnsafeBufferPointer(PhoneNumbering.asciiNormalized) == nil)
    }

    /// A kind tested from its length bits and pattern number answers as its description
    /// does, for every region and kind, on its example numbers and random digits.
    @Test func kindsByBitsAreTheDescriptions() {
        let numbering = PhoneNumbering()
        var random = SeededRandom(state: 5)
        var matched = 0
        for region in PhoneNumbering.supportedRegions {
            guard let metadata = numbering.metadata(forRegion: region) else { continue }
            var nationals = PhoneNumberKind.allCases.compactMap { metadata.descriptions[$0]?.example }
            for _ in 0..<12 { nationals.append(random.digits(1 + random.below(17))) }
            for national in nationals {
                for kind in PhoneNumberKind.allCases {
                    let bits = Array(national.utf8).withUnsafeBufferPointer { numbering.matchesKind($0, kind, metadata) }
                    let described = numbering.matchesDescription(national, metadata.descriptions[kind])
                    if described { matched += 1 }
                    #expect(bits == described, "\(region) \(kind) \(national)")
                }
            }
            #expect(metadata.mobileIsFixed == metadata.sameMobileAndFixedLinePattern, "\(region)")
        }
        #expect(matched > 1000)
    }

    /// The reading's extension markers read from bytes, as the list of them lower-cased.
    @Test func extensionMarkersAreTheListsInOrder() {
        let markers = [";ext=", "extension", "ext.", "ext", "x", "#"]
        var random = SeededRandom(state: 77)
        let alphabet: [UInt8] = Array(";ext=EXTENSIONsio.#Xx5 \u{1B}\u{1A}".utf8) + [0x1B, 0x0B, 0x58, 0x45, 0x3B]
        var values: [[UInt8]] = markers.map { Array($0.utf8) } + [[0x1B] + Array("ext=5".utf8), Array("EXTENSION 5".utf8)]
        for _ in 0..<20000 { values.append((0..<random.below(11)).map { _ in alphabet[random.below(alphabet.count)] }) }
        var found = 0
        for value in values {
            let lowered = value.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
            let expected = markers.first(where: { lowered.starts(with: $0.utf8) })
            let got = value.withUnsafeBufferPointer { NANPReading.extensionMarker($0) }
            if expected != nil { found += 1 }
            #expect(got?.length == expected?.utf8.count, "\(value)")
            #expect(got.map { $0.short } == expected.map { $0 == "x" || $0 == "#" }, "\(value)")
        }
        #expect(found > 3000)
    }

    /// `isViable`'s byte-level answers for ASCII text are the pattern's, wherever they answer.
    @Test func bytesAnswerAsThePatternDoes() throws {
        let numbering = PhoneNumbering()
        let viable = try #require(numbering.viablePattern)
        let alphabet = Array("0001112345678999++  xX-().[]/~*\t#,,:;=?!_abcZetnio")
        var random = SeededRandom(state: 2026_11_23)
        var values = ["12", "1", "+1", "1a", "123", "+123", "12x", "1x2x3", "201 555 0123 ext. 5", "201 555 0123;ext=5",
                      "201 555 0123\t;ext=5", "201\t555", "12 x5", "123+4", "*1*2*3", "abc123", "1-800-FLOWERS", "12#", "123#4#",
                      "123,,5", "123 - 5#", "123?", "1234567 int 5", "+1 2 x5", "555 anexo 12"]
        for _ in 0..<40000 {
            values.append(String((0..<(random.below(16))).map { _ in alphabet[random.below(alphabet.count)] }))
        }
        // Numbers with what people write after them.
        for _ in 0..<10000 {
            let tail = String((0..<(random.below(6))).map { _ in alphabet[random.below(alphabet.count)] })
            values.append("\(random.digits(3)) \(random.digits(3))-\(random.digits(4))\(tail)")
        }
        var answered = 0, yes = 0
        for value in values {
            var text = value
            guard let fast = text.withUTF8(PhoneNumbering.isViableASCII) else { continue }
            answered += 1
            if fast { yes += 1 }
            let long = text.withUTF8 { viable.matches($0) }
            #expect(fast == long, "\(value.debugDescription)")
        }
        #expect(answered > 40000 && yes > 5000, "\(answered) answered, \(yes) viable")
    }
}
