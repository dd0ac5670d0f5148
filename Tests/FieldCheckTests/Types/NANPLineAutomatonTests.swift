@testable import FieldCheckReference
import Foundation
import Testing
import TestSupport
@testable import FieldCheck
import Generators

/// `--count` of a phone column walks whole buffers through `NANPLineAutomaton`; each line it
/// counts must be counted as the rule's status says, and each line it leaves must reach
/// the caller whole (without its line feed and final CR).
@Suite struct NANPLineAutomatonTests {
    /// Values in the shapes people paste, junk, the fixtures, and the shapes the automaton
    /// reads at their edges: prologues (`tel:+`, '+', blanks, tabs), trunk 1s, counts of
    /// digits either side of ten, tabs and CRs after a number, CRs inside it.
    static func values() throws -> [String] {
        var values = try fixtureRows("phone-cases.tsv").map { $0[0] }
        values += try fixtureRows("phone-mixed-cases.tsv").map { $0[0].replacingOccurrences(of: "\\t", with: "\t") }
        var random = SeededRandom(state: 20261125)
        for _ in 0..<20000 { values.append(PhoneShortcutTests.pasted(&random)) }
        for _ in 0..<20000 { values.append(PhoneShortcutTests.junk(&random)) }
        let prologues = ["", " ", "\t", " \t ", "+1", "+1 ", "+ 1", "+  1-", "+\t1", "+2", "1", "1 ", "1-", "(1)", "11", "tel:+1", "tel:+1-",
                         "tel:+ 1", "tel:+", "tel:", "tel:+2", " tel:+1", "tel:1", "TEL:+1", "+1 1", "+11", "0", "01", "011 ", "(", "-", "+", "++1",
                         "tel:+1tel:+1", "\r", "1\r", "+\r1", "\ttel:+1-", "  tel:+1 ", " tel:+", "1 1", "1-1", "11-", "1 0", "1 3"]
        let endings = ["", " ", "\t", " \t", "\t ", "\r", "\t\r", " \r", "\r\r", "\t5", "\r5", "x", " x12", "#", "-", ")", "+", "\u{0C}", "é", "A",
                       // Extensions, and what is nearly one.
                       "x5", " x 5", "x.5", "X:5", "#5#", " ext. 12", "EXT12", "Ext:-5", ",5", ",,5", ",.5", ";ext=5", ";EXT=5", ";ext=5#",
                       "\t;ext=5", "\tx5", "\t x5", "\t#5", "\t,5", "\text 5", "x1234567", "x123456", "x5 ", "x5\t", "x ", "x\t", "x.", "ext",
                       "e", ";ex", "x5 6", "x-5", "x,5", "#-5", "ex5", "x5x", "x\r", "x5\r", "x \r", " x5#\t", "#:5", "x..5", "x .5", "eXt5",
                       ";eXT=123456", ";ext= 5", ";ext=", "x\t5", "x 5-", ", 5", "-,5", "x:", "#", "##5", ",ext5", "\t\tx", "\t \t", "X"]
        let digitsAlphabet = Array("0123456789")
        for _ in 0..<30000 {
            let count = random.below(14)
            var digits = ""
            for index in 0..<count {
                digits.append(digitsAlphabet[random.below(10)])
                if random.below(4) == 0 { digits.append(["-", ".", " ", "(", ")", "/"][random.below(6)]) }
                if index == 2 && random.below(3) == 0 { digits = "3" + digits.dropFirst() }
            }
            values.append(prologues[random.below(prologues.count)] + digits + endings[random.below(endings.count)])
        }
        // Valid numbers, so that passed lines are tried too, and Canada's 310-xxxx.
        for _ in 0..<5000 {
            let number = "2\(random.digits(2))-5\(random.digits(2))-\(random.digits(4))"
            values.append(prologues[random.below(prologues.count)] + number + endings[random.below(endings.count)])
            values.append(prologues[random.below(prologues.count)] + "310-\(random.digits(4))" + endings[random.below(endings.count)])
        }
        values += ["", " ", "\t", "\r", "\u{0B}", "tel:+", "tel:+\t", "+", "+1", "1", "0", "tel:+1", "\r\r"]
        // Words after numbers: keypad words for the last digits, words after ten digits,
        // with blanks, dashes, digits, brackets or an extension after them.
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        let wordEndings = ["", " ", "\t", " \t", "\r", "1", " 5", "-", ".", ")", "/", " x12", " ext 5", "?", "é", "\tA", " B"]
        for _ in 0..<20000 {
            let digits = [6, 10, 5, 7, 9, 11, 8, 12, 4][random.below(9)]
            var number = ""
            for index in 0..<digits {
                number.append(Character(String(random.below(10))))
                if index == 2 || index == 5 { number.append(["-", ".", " ", ""][random.below(4)]) }
            }
            if random.below(3) == 0 { number = "2" + number.dropFirst() }
            let word = String((0..<(1 + random.below(6))).map { _ in letters[random.below(letters.count)] })
            let separator = ["", "-", " ", ".", " (", "\t", "/", " / ", "/ -", "- /"][random.below(10)]
            values.append(prologues[random.below(prologues.count)] + number + separator + word + wordEndings[random.below(wordEndings.count)])
        }
        // A letter or two among the digits (a letter O for a zero, an l for a 1), maybe with
        // brackets, blanks or an extension after them.
        let among = Array("OoOlIiSBxXeEt")
        for _ in 0..<20000 {
            var characters = Array("\(random.digits(3))-\(random.digits(3))-\(random.digits(4 + random.below(3) - 1))")
            if random.below(3) == 0 { characters[0] = ["3", "2", "1"][random.below(3)] }
            for _ in 0..<(1 + random.below(2)) {
                let place = random.below(characters.count)
                if random.below(4) == 0 {
                    characters.insert(among[random.below(among.count)], at: place)
                } else {
                    characters[place] = among[random.below(among.count)]
                }
            }
            values.append(prologues[random.below(prologues.count)] + String(characters) + wordEndings[random.below(wordEndings.count)])
        }
        values += ["(201) 5O5-0123", "201-5O5-0123 (home)", "1 (201) 5o5-0123", "310-O123", "1-310-O123", "201-555-O1O3", "201-5O5-0123\t",
                   "201-555-0123 (home) ", "201-555-0123 (ab)", "201-555-0123 home/", "20-555-0123 (home)", "201-555-01234 (cell)",
                   "201-555-0123 O/5", "201-5O5-0123 x5", "201-5O5-0123 #5", "201-5Oe-0123", "201-5Ox-0123", "201-5OOO-0123",
                   "201 555 012 cell", "1 201 555 012 cell", "201 555 01234 mobile", "201 555 012 ab5int", "201 555 012 a5int", "201 555 012 int5",
                   "201 555 012 celx", "201 555 012 cel x5", "201 555 0123 ab5c", "1 201 555 01 cell", "201 555 01 (home)", "+1 201 555 012 cell",
                   "201-555-XRAY", "201-555/XRAY", "201-555 / XRAY", "201-555/ -XRAY", "201-555-EMMA", "201-555-EXAM", "201-555-EXT5", "201-555-X",
                   "201-555-x5", "201-555/x5", "201-555-XX", "1-201-555-XRAY", "tel:+1-201-555-XRAY", "201-555-Xa1", "201-555-E", "201-555-E5"]
        values += ["201-555-CELL", "201 555 0123 cell", "201 555 0123 mobile", "201.555.0123 (home)", "1-201-555-PIZZA", "+1 201 555 MVAR",
                   "tel:+1-201-555-BOSC", "201-555-EXAM", "201-555-XRAY", "201-555-AB", "201-555-ABC1", "201-555-ABCD x5", "201-555-ABCD\t"]
        // Words, blanks and separators alone, an x alone.
        values += ["n/a", "none", "N/A", "call me", "x", "X", " x ", "x\t", "x\r", "x\u{0B}", "x\u{0C}", "xx", "x?", "t", "te", "tel", "tel:",
                   "tel:x", "tel?", "Tel:+1 201", "text", "e", "ext", "ext 5", "a+1", "a1", "é", "aé", "a\u{0B}", "a\tb", "a\rb", "?", "-", "()",
                   " - ", "(", "+1 ", "+1-", "tel:+1 ", "tel:+1-", "  ", "\t\t", "- \t", "-\t", "unknown ", "wrong#", "a;b", "ab,c", "x-",
                   "?abc", "-abc", "(?)", "*\t*", "?\r", "?\u{0B}", "-x", "-e5", "-ext 5", "?#", "?,", "?;", "?+", ":", "=", "-:", " ?", "?\t",
                   "0", "00", "01", "011", "0110", "010", "0-1-1", "0 1", "(0)", "0\t", "0\r", "01x", "0x", "049.395.9570", "011 44 20",
                   "+1 1", "+1 1201", "+1 127-650-7595", "tel:+11407994489", "+1 1 201 555 0123", "+11 201 555 0123 x5", "+1 1-2"]
        for _ in 0..<5000 {
            let alphabet = Array("abcxXtel: -()?;,#=TE\t\r+1")
            values.append(String((0..<(1 + random.below(8))).map { _ in alphabet[random.below(alphabet.count)] }))
        }
        return values.filter { !$0.utf8.contains(0x0A) }
    }

    /// What the rule says of a value, the way `check --count` asks it.
    static func status(_ rule: Rule, _ value: [UInt8]) -> Status { rule.status(value) }

    /// The rules that count lines: the type alone, and with a list (`--one-of`: the lines
    /// the automaton passes are looked up), of every third number the values hold that
    /// passes, so that many lines are listed in another spelling, and of one that is not
    /// a number of the plan.
    static func rules() throws -> [(name: String, rule: Rule)] {
        let alone = Rule(type: try TypeValidator(.phone))
        let passing = try values().filter { alone.status(Array($0.utf8)) == .passed }
        var options = RuleOptions()
        options.type = .phone
        options.oneOf = passing.enumerated().compactMap { $0.offset % 3 == 0 ? $0.element : nil } + ["+44 20 7946 0958"]
        return [("the type alone", alone), ("a list", try options.makeRule())]
    }

    @Test(arguments: 0..<2) func eachLineIsCountedAsTheRuleJudgesIt(_ which: Int) throws {
        let (name, rule) = try Self.rules()[which]
        #expect(rule.lineCounter != nil)
        var counted = 0, left = 0, listed = 0
        var differences: [String] = []
        for value in try Self.values() {
            for terminator in ["\n", "\r\n"] {
                let line = Array((value + terminator).utf8)
                var counts = (passed: 0, tooShort: 0, failed: 0)
                var handed: [[UInt8]] = []
                let keptOn = line.withUnsafeBufferPointer { buffer in
                    rule.tallyLines(buffer, into: &counts) { handed.append(Array($0)); return true }
                }
                #expect(keptOn)
                // (A CR before the line feed is not the value's; without one a final CR is.)
                var expected = Array(value.utf8)
                if terminator == "\n", expected.last == 0x0D { expected.removeLast() }
                let total = counts.passed + counts.tooShort + counts.failed
                if total == 0 {
                    left += 1
                    if handed != [expected] { differences.append("\(value.debugDescription): handed \(handed)") }
                    continue
                }
                counted += 1
                let status: Status = counts.passed == 1 ? .passed : counts.tooShort == 1 ? .tooShort : .failed
                if status == .passed { listed += 1 }
                let full = Self.status(rule, expected)
                if total != 1 || !handed.isEmpty || status != full {
                    differences.append("\((value + terminator).debugDescription): counted \(status), the rule says \(full)")
                }
            }
        }
        #expect(differences.isEmpty, "\(name): \(differences.count) differ; first: \(differences.prefix(8))")
        // Most lines are counted: the plain shapes, with or without +1, a trunk 1 or tel:+1;
        // and many pass (with the list, as a listed number in any spelling).
        #expect(counted > 100_000 && left > 10_000 && listed > 5_000, "\(name): counted \(counted) (\(listed) passed), left \(left)")
    }

    /// A buffer of many lines (walked as four quarters), with CRLF or not, empty lines, a last
    /// line without its line feed: the counts and the lines handed on are its lines'.
    @Test(arguments: 0..<2) func aBufferIsCountedAsItsLines(_ which: Int) throws {
        let (name, rule) = try Self.rules()[which]
        let values = try Self.values()
        var random = SeededRandom(state: 11)
        for round in 0..<62 {
            // (The last two: enough lines for several rounds of the walk, 8 KiB each.)
            let lines = (0..<(round >= 60 ? 12000 : random.below(400))).map { _ in values[random.below(values.count)] }
            var text = ""
            for line in lines { text += line + (random.below(5) == 0 ? "\r\n" : "\n") }
            if round % 3 == 0, !text.isEmpty { text.removeLast() }
            if round % 7 == 0 { text += values[random.below(values.count)] }
            let bytes = Array(text.utf8)
            var expected = (passed: 0, tooShort: 0, failed: 0)
            var start = 0
            var index = 0
            while index <= bytes.count {
                if index == bytes.count || bytes[index] == 0x0A {
                    if index == bytes.count && start == index { break }
                    var end = index
                    if end > start && bytes[end - 1] == 0x0D { end -= 1 }
                    switch Self.status(rule, Array(bytes[start..<end])) {
                    case .passed: expected.passed += 1
                    case .tooShort: expected.tooShort += 1
                    case .failed: expected.failed += 1
                    }
                    start = index + 1
                }
                index += 1
            }
            var counts = (passed: 0, tooShort: 0, failed: 0)
            var handed = (passed: 0, tooShort: 0, failed: 0)
            _ = bytes.withUnsafeBufferPointer { buffer in
                rule.tallyLines(buffer, into: &counts) { value in
                    switch Self.status(rule, Array(value)) {
                    case .passed: handed.passed += 1
                    case .tooShort: handed.tooShort += 1
                    case .failed: handed.failed += 1
                    }
                    return true
                }
            }
            counts = (counts.passed + handed.passed, counts.tooShort + handed.tooShort, counts.failed + handed.failed)
            #expect(counts == expected, "\(name), round \(round): \(counts) against \(expected)")
        }
    }

    /// A false from the caller stops the walk.
    @Test func theCallerCanStop() throws {
        let rule = Rule(type: try TypeValidator(.phone))
        let bytes = Array(String(repeating: "201-555-0123\n+44 20 7946 0958\n", count: 1000).utf8)
        var calls = 0
        var counts = (passed: 0, tooShort: 0, failed: 0)
        let keptOn = bytes.withUnsafeBufferPointer { buffer in
            rule.tallyLines(buffer, into: &counts) { _ in calls += 1; return false }
        }
        #expect(!keptOn)
        #expect(calls == 1)
    }

    /// Only where the rule's status is the type's quick status: a phone type alone, read
    /// as the plan's numbers.
    /// The table a count reads (`NANPLineAutomatonData`) is what the builder
    /// (`Sources/Generators`) makes of the plan's walk now, so it cannot go stale: refresh it
    /// with scripts/generate-line-automaton.
    @Test func theStoredTableIsTheBuildersOwn() throws {
        let built = NANPLineAutomaton.Tables(walk: NANPReading.walk)
        let states = built.laneOf.count
        let stored = try #require(NANPLineAutomaton.Tables(states: NANPLineAutomatonData.states, encoded: NANPLineAutomatonData.columns),
                                  "refresh it: scripts/generate-line-automaton")
        #expect(stored.columns == built.columns, "refresh it: scripts/generate-line-automaton")
        #expect(stored.offsets == built.offsets && stored.laneOf == built.laneOf)
        // Data that does not fit together is refused (the builder's table is used then).
        #expect(NANPLineAutomaton.Tables(states: states + 1, encoded: NANPLineAutomatonData.columns) == nil)
        #expect(NANPLineAutomaton.Tables(states: states, encoded: Array(NANPLineAutomatonData.columns.dropLast())) == nil)
        let sinks: StaticString = "AAAAAAAAAAAAAAAAAA"  // six states, all to the sink
        #expect(NANPLineAutomaton.Tables(states: 6, encoded: Array(repeating: sinks, count: NANPLineAutomaton.width)) != nil)
        for bad: StaticString in ["AAAAAAAAAAAAAAAAA!", "AAAAAAAAAAAAAAAAAG", "AAAAAAAAAAAAAAAAA"] {
            var columns = Array(repeating: sinks, count: NANPLineAutomaton.width)
            columns[7] = bad
            #expect(NANPLineAutomaton.Tables(states: 6, encoded: columns) == nil, "\(bad)")
        }
    }

    @Test func onlyRulesOfThePlansNumbersHaveOne() throws {
        #expect(Rule(type: try TypeValidator(.phone)).lineCounter != nil)
        var canada = TypeSettings(), britain = TypeSettings()
        canada.phone.region = "CA"
        britain.phone.region = "GB"
        #expect(Rule(type: try TypeValidator(.phone, settings: canada)).lineCounter != nil)
        #expect(Rule(type: try TypeValidator(.phone, settings: britain)).lineCounter == nil)
        #expect(Rule(type: try TypeValidator(.phone), unique: true).lineCounter == nil)
        #expect(Rule(type: try TypeValidator(.phone), minLength: 12).lineCounter == nil)
        #expect(Rule(type: try TypeValidator(.phone), maxLength: 20).lineCounter == nil)
        #expect(Rule(type: try TypeValidator(.phone), optional: true).lineCounter != nil)
        #expect(Rule(type: try TypeValidator(.zip)).lineCounter == nil)
        // A list as typed has one (its lookups are the rule's); bounds, -i, --canonical not.
        var options = RuleOptions()
        options.type = .phone
        options.oneOf = ["201-555-0123"]
        #expect(try options.makeRule().lineCounter != nil)
        options.ignoreCase = true
        #expect(try options.makeRule().lineCounter == nil)
        options.ignoreCase = false
        options.canonical = true
        #expect(try options.makeRule().lineCounter == nil)
    }
}
