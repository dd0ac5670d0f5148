@testable import FieldCheck
@testable import FieldCheckReference
import Testing
import TestSupport

@Suite struct DigitAutomatonTests {
    static func walk(_ automaton: DigitAutomaton, _ digits: String) -> DigitAutomaton.Reach? {
        Array(digits.utf8).withUnsafeBufferPointer { automaton.walk($0) }
    }

    @Test func repeatsChoicesAndClasses() throws {
        let automaton = try #require(DigitAutomaton(patterns: [#"\d{2,4}"#, "1[02-4]|5(?:6|78)?9", nil, "0?"]))
        let cases: [(String, matched: UInt16, begun: UInt16)] = [
            ("", 0b1000, 0b1011), ("7", 0, 0b1), ("12", 0b11, 0b11), ("11", 0b1, 0b1), ("1234", 0b1, 0b1),
            ("12345", 0, 0), ("59", 0b11, 0b11), ("569", 0b11, 0b11), ("5789", 0b11, 0b11), ("578", 0b1, 0b11),
            ("0", 0b1000, 0b1001), ("00", 0b1, 0b1),
        ]
        for (digits, matched, begun) in cases {
            #expect(Self.walk(automaton, digits) == DigitAutomaton.Reach(matched: matched, begun: begun), "\(digits)")
        }
        #expect(Self.walk(automaton, "1x") == nil)
    }

    @Test func syntaxOutsideTheMetadatasIsRefused() {
        for pattern in ["a", #"\d+"#, "1*", "[^1]", "(1)", "1{2,}", "1??", "[a-c]", "(?:1", "1)", "[]", #"\w"#, "1{3,2}"] {
            #expect(DigitAutomaton(patterns: [pattern]) == nil, "\(pattern)")
        }
    }

    /// Past its limit of states a walk answers nil (the caller then matches the patterns).
    @Test func aWalkPastTheStateLimitAnswersNil() throws {
        let automaton = try #require(DigitAutomaton(patterns: [#"\d{8}"#, "12345678"], stateLimit: 5))
        #expect(Self.walk(automaton, "123") != nil)
        #expect(Self.walk(automaton, "12345678") == nil)
        #expect(Self.walk(automaton, "123") != nil)
    }

    /// Every region's kinds make an automaton, and its walk says what PCRE2 says of each
    /// pattern: whole matches and hard partial matches (some match begins with the digits),
    /// on the examples, their prefixes, and their digits changed, dropped and added; the
    /// kind found from the walk is the kind the patterns find.
    @Test func everyRegionsWalkIsItsPatterns() throws {
        let numbering = PhoneNumbering()
        var random = SeededRandom(state: 11)
        var matched = 0, begun = 0, kinds = 0, regions = 0
        for (code, codeRegions) in PhoneMetadataData.regionsByCallingCode {
            for region in codeRegions {
                guard let metadata = numbering.metadata(callingCode: code, region: region) else { continue }
                let automaton = try #require(numbering.kindAutomaton(metadata), "\(region) \(code)")
                regions += 1
                var values: Set<String> = []
                for example in PhoneNumberKind.allCases.compactMap({ metadata.descriptions[$0]?.example }) {
                    let digits = Array(example.utf8)
                    for end in 1...digits.count { values.insert(String(decoding: digits[..<end], as: UTF8.self)) }
                    for _ in 0..<24 {
                        var changed = digits
                        switch random.below(3) {
                        case 0: changed[random.below(changed.count)] = UInt8(0x30 + random.below(10))
                        case 1: changed.remove(at: random.below(changed.count))
                        default: changed.insert(UInt8(0x30 + random.below(10)), at: random.below(changed.count + 1))
                        }
                        values.insert(String(decoding: changed, as: UTF8.self))
                    }
                }
                for _ in 0..<8 { values.insert(random.digits(1 + random.below(15))) }
                for value in values where !value.isEmpty {
                    let reach = try #require(Self.walk(automaton, value))
                    for kind in PhoneNumberKind.allCases {
                        let id = metadata.kindPatternIDs[kind.index]
                        let bit = UInt16(1) << UInt16(kind.index)
                        let whole = id >= 0 && numbering.matchesWhole(id, nil, value)
                        let partial = id >= 0 && numbering.couldContinue(id, nil, value)
                        if whole { matched += 1 }
                        if partial { begun += 1 }
                        #expect((reach.matched & bit != 0) == whole, "\(region) \(kind) \(value) whole")
                        #expect((reach.begun & bit != 0) == partial, "\(region) \(kind) \(value) partial")
                    }
                    let byPatterns = Array(value.utf8).withUnsafeBufferPointer { numbering.kindByPatterns($0, metadata) }
                    if byPatterns != nil { kinds += 1 }
                    #expect(numbering.kind(of: value, in: metadata) == byPatterns, "\(region) \(value)")
                }
            }
        }
        #expect(regions > 240)
        #expect(matched > 5000 && begun > 20000 && kinds > 2000)
    }
    /// The fewest digits that complete a number, searched over the automaton, are those the
    /// digit-by-digit search finds where its budget did not run out: every calling code,
    /// from prefixes of its examples and of changed examples.
    @Test func fewestDigitsAreTheSearchs() throws {
        var random = SeededRandom(state: 12)
        var compared = 0, found = 0
        for (code, codeRegions) in PhoneMetadataData.regionsByCallingCode {
            let type = try PhoneType(TypeSettings())
            guard let metadata = type.numbering.metadata(callingCode: code, region: codeRegions[0]) else { continue }
            var prefixes: Set<String> = [""]
            for example in PhoneNumberKind.allCases.compactMap({ metadata.descriptions[$0]?.example }).prefix(3) {
                var digits = Array(example.utf8)
                prefixes.insert(String(decoding: digits.prefix(max(0, digits.count - 1 - random.below(4))), as: UTF8.self))
                digits[random.below(digits.count)] = UInt8(0x30 + random.below(10))
                prefixes.insert(String(decoding: digits.prefix(random.below(digits.count)), as: UTF8.self))
            }
            for prefix in prefixes {
                var exhausted = false
                let searched = type.reference.exactLengthToReach(prefix, callingCode: code, automaton: false, budget: 3000, exhausted: &exhausted)
                var unwalked = false
                let walked = type.reference.exactLengthToReach(prefix, callingCode: code, automaton: true, budget: 0, exhausted: &unwalked)
                #expect(!unwalked, "+\(code) \(prefix)")
                guard !exhausted else { continue }
                compared += 1
                if walked != nil { found += 1 }
                #expect(walked == searched, "+\(code) \(prefix)")
            }
        }
        #expect(compared > 800 && found > 600)
    }
    /// Random patterns of the whole syntax (nested groups, empty branches, optional and
    /// counted repeats of groups) walk as PCRE2 matches them, whole and partially.
    @Test func randomPatternsWalkAsPCRE2Matches() throws {
        var random = SeededRandom(state: 13)
        func atom(_ depth: Int) -> String {
            switch random.below(depth > 2 ? 3 : 4) {
            case 0: return String(random.below(10))
            case 1: return #"\d"#
            case 2:
                let low = random.below(10), high = low + random.below(10 - low)
                return random.below(2) == 0 ? "[\(low)-\(high)]" : "[\(low)\(high)]"
            default: return "(?:" + choice(depth + 1) + ")"
            }
        }
        func item(_ depth: Int) -> String {
            let base = atom(depth)
            switch random.below(5) {
            case 0: return base + "?"
            case 1: return base + "{\(random.below(3))}"
            case 2:
                let least = random.below(3)
                return base + "{\(least),\(least + random.below(3))}"
            default: return base
            }
        }
        func sequence(_ depth: Int) -> String { (0..<random.below(4)).map { _ in item(depth) }.joined() }
        func choice(_ depth: Int) -> String { (0...random.below(3)).map { _ in sequence(depth) }.joined(separator: "|") }
        var matched = 0, begun = 0
        for _ in 0..<300 {
            let sources = (0..<3).map { _ in choice(0) }
            let automaton = try #require(DigitAutomaton(patterns: sources), "\(sources)")
            let patterns = try sources.map { try CompiledPattern($0, options: PatternOptions(search: false, caseless: false, ucp: true)) }
            for _ in 0..<60 {
                let digits = random.digits(1 + random.below(7))
                let reach = try #require(Self.walk(automaton, digits))
                for (index, pattern) in patterns.enumerated() {
                    let bytes = Array(digits.utf8)
                    let whole = bytes.withUnsafeBufferPointer { pattern.matches($0) }
                    let partial = bytes.withUnsafeBufferPointer { pattern.couldContinue($0) }
                    if whole { matched += 1 }
                    if partial { begun += 1 }
                    #expect((reach.matched >> UInt16(index)) & 1 == (whole ? 1 : 0), "\(sources[index]) \(digits)")
                    #expect((reach.begun >> UInt16(index)) & 1 == (partial ? 1 : 0), "\(sources[index]) \(digits) partial")
                }
            }
        }
        #expect(matched > 1000 && begun > 3000)
    }
}
