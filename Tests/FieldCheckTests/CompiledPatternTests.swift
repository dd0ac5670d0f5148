@testable import FieldCheck
@testable import FieldCheckReference
import Testing

func match(_ pattern: CompiledPattern, _ value: String) -> PatternMatch {
    Array(value.utf8).withUnsafeBufferPointer { pattern.match($0) }
}

@Suite struct CompiledPatternTests {
    @Test func compileErrorsCarryOffsetAndMessage() {
        #expect(throws: PatternError(offset: 1, message: "missing closing parenthesis")) {
            try CompiledPattern("(")
        }
        #expect(throws: PatternError(offset: 4, message: "quantifier does not follow a repeatable item")) {
            try CompiledPattern("abc+*+")
        }
        do {
            _ = try CompiledPattern("[a-")
        } catch {
            #expect(error.description == "bad pattern at offset 3: missing terminating ] for character class")
        }
    }

    static var bitmapOptions: [PatternOptions] {
        var deferred = PatternOptions()
        deferred.deferredJITUses = 64
        return [PatternOptions(), PatternOptions(caseless: true), deferred]
    }

    /// `matches` skips PCRE2 when its first code unit bitmap or minimum length rules a value
    /// out; it must say what the match itself says, for every first byte and length.
    @Test func firstByteBitmapRulesOutOnlyWhatCannotMatch() throws {
        let sources = [#"[2-9]\d{2}"#, #"(?:1[0-8]|[2-9]\d)\d{3}"#, #"[a-c]x\d"#, #"9[018]\d{2}|80[08]\d"#, #"\d{2}|\+?\d{3,}"#]
        var ruledOut = 0
        for source in sources {
            for options in Self.bitmapOptions {
                let pattern = try CompiledPattern(source, options: options)
                for first in UInt8(0x01)...UInt8(0x7F) {
                    for rest in ["", "1", "12", "123", "1234", "x1", "X12"] {
                        let value = [first] + Array(rest.utf8)
                        let quick = value.withUnsafeBufferPointer { pattern.matches($0) }
                        let full = value.withUnsafeBufferPointer { pattern.match($0) } == .match
                        if value.withUnsafeBufferPointer({ pattern.cannotMatch($0) }) { ruledOut += 1 }
                        #expect(quick == full, "\(source) \(value)")
                    }
                }
            }
        }
        #expect(try CompiledPattern(#"[2-9]\d{2}"#).firstASCII != nil)
        #expect(ruledOut > 5000)
    }

    /// The same for matches anchored at the start (a prefix): captures agree with the
    /// pattern searched from \A, which takes no shortcut.
    @Test func firstByteBitmapRulesOutOnlyWhatCannotBeginAnchoredMatches() throws {
        var anchored = PatternOptions(search: true)
        anchored.anchored = true
        let searched = PatternOptions(search: true)
        var ruledOut = 0
        for source in ["0", "011", "0(?:0|1[0-9])", #"[2-9]\d"#, "(?:8|9[0-2])", #"\d{2}|\+?\d{3,}"#] {
            let prefix = try CompiledPattern(source, options: anchored)
            let reference = try CompiledPattern(#"\A(?:"# + source + ")", options: searched)
            for first in UInt8(0x01)...UInt8(0x7F) {
                for rest in ["", "1", "12", "0112", "x1"] {
                    let value = [first] + Array(rest.utf8)
                    let quick = value.withUnsafeBufferPointer { prefix.captures($0)?.first ?? nil }
                    let full = value.withUnsafeBufferPointer { reference.captures($0)?.first ?? nil }
                    if value.withUnsafeBufferPointer({ prefix.cannotMatch($0) }) { ruledOut += 1 }
                    #expect(quick == full, "\(source) \(value)")
                }
            }
        }
        #expect(ruledOut > 2000)
    }

    /// `couldContinue` skips PCRE2 when the first byte cannot begin a match: it must say
    /// what the hard partial match says (a pattern that cannot skip, searched from \A).
    @Test func firstByteRulesOutOnlyWhatCannotBeginPartialMatches() throws {
        var ruledOut = 0
        for source in [#"[2-9]\d{2}"#, #"(?:1[0-8]|[2-9]\d)\d{3}"#, #"9[018]\d{2}|80[08]\d"#, "0(?:0|1[0-9])", #"\d{2}|\+?\d{3,}"#] {
            for options in Self.bitmapOptions {
                let pattern = try CompiledPattern(source, options: options)
                let reference = try CompiledPattern(#"\A(?:"# + source + #")\z"#, options: PatternOptions(search: true))
                for first in UInt8(0x01)...UInt8(0x7F) {
                    for rest in ["", "1", "12", "123", "0112", "x1"] {
                        let value = [first] + Array(rest.utf8)
                        let quick = value.withUnsafeBufferPointer { pattern.couldContinue($0) }
                        let full = value.withUnsafeBufferPointer { reference.couldContinue($0) }
                        if value.withUnsafeBufferPointer({ pattern.cannotBegin($0) }) { ruledOut += 1 }
                        #expect(quick == full, "\(source) \(value)")
                    }
                }
            }
        }
        #expect(ruledOut > 5000)
    }

    @Test func theJITIsUsed() throws {
        #expect(try CompiledPattern("[0-9]{5}").usesJIT)
    }

    @Test func wholeValueMatchingAndPartials() throws {
        let pattern = try CompiledPattern(#"\d{3}-\d{4}"#)
        #expect(match(pattern, "555-1234") == .match)
        #expect(match(pattern, "555-12") == .partial)
        #expect(match(pattern, "555") == .partial)
        #expect(match(pattern, "555-12345") == .noMatch)
        #expect(match(pattern, "x555-1234") == .noMatch)
        #expect(match(pattern, "555-1234\n") == .noMatch)  // $ only at the very end
    }

    @Test func alternationIsWrappedAsAWhole() throws {
        let pattern = try CompiledPattern("a|ab")
        #expect(match(pattern, "ab") == .match)
        #expect(match(pattern, "abc") == .noMatch)
        // Parentheses in the source cannot escape the anchoring.
        #expect(throws: PatternError.self) { try CompiledPattern("a)|(b") }
    }

    @Test func searchMatchesAnywhere() throws {
        let pattern = try CompiledPattern(#"\d{3}"#, options: PatternOptions(search: true))
        #expect(match(pattern, "ab123cd") == .match)
        #expect(match(pattern, "ab12") == .partial)
        #expect(match(pattern, "abc") == .noMatch)
    }

    @Test func caselessAndUCP() throws {
        #expect(match(try CompiledPattern("abc", options: PatternOptions(caseless: true)), "AbC") == .match)
        #expect(match(try CompiledPattern("é", options: PatternOptions(caseless: true)), "É") == .match)
        let ascii = try CompiledPattern(#"\d+"#)
        let unicode = try CompiledPattern(#"\d+"#, options: PatternOptions(ucp: true))
        #expect(match(ascii, "١٢٣") == .noMatch)  // Arabic-Indic digits
        #expect(match(unicode, "١٢٣") == .match)
        #expect(match(try CompiledPattern(#"\w+"#), "héllo") == .noMatch)
        #expect(match(try CompiledPattern(#"\w+"#, options: PatternOptions(ucp: true)), "héllo") == .match)
    }

    @Test func utfModeMatchesCodePoints() throws {
        let pattern = try CompiledPattern("...")
        #expect(match(pattern, "日本語") == .match)
        #expect(match(pattern, "日本") == .partial)
        // PCRE2 10.42's JIT bug with PCRE2_MATCH_INVALID_UTF made \W miss multibyte characters.
        #expect(match(try CompiledPattern(#"\W"#), "é") == .match)
        #expect(match(try CompiledPattern(#"\S\D"#), "éé") == .match)
    }

    @Test func aNULByteInsideTheValue() throws {
        let value: [UInt8] = [0x61, 0x00, 0x62]
        let pattern = try CompiledPattern(#"a\x00b"#)
        #expect(value.withUnsafeBufferPointer { pattern.match($0) } == .match)
        let dot = try CompiledPattern("a.b")
        #expect(value.withUnsafeBufferPointer { dot.match($0) } == .match)
    }

    @Test func emptyValues() throws {
        #expect(match(try CompiledPattern("x*"), "") == .match)
        #expect(match(try CompiledPattern("x+"), "") == .noMatch)
    }

    @Test func catastrophicBacktrackingHitsTheLimit() throws {
        let pattern = try CompiledPattern("(a+)+$")
        let value = String(repeating: "a", count: 10_000) + "b"
        guard case .limitExceeded(let reason) = match(pattern, value) else {
            Issue.record("expected a limit")
            return
        }
        #expect(reason.contains("too much backtracking"))
        // The pattern object stays usable afterwards.
        #expect(match(pattern, "aaa") == .match)
    }

    /// A value that runs into the match limit fails once, with the same reason on every
    /// path (the plain pattern's direct way and the full check, status alone or with its
    /// reason); a limit raised per rule lets a smaller case through, and a lower one stops
    /// it.
    @Test func theMatchLimitIsOneVerdictOnEveryPath() throws {
        let stuck = Array((String(repeating: "a", count: 10_000) + "b").utf8)
        let reason = "the pattern needed too much backtracking (PCRE2 match limit)"
        func rule(_ configure: (inout RuleOptions) -> Void) throws -> Rule {
            var options = RuleOptions()
            options.pattern = "(a|aa)+$"
            configure(&options)
            return try options.makeRule()
        }
        let plain = try rule { _ in }
        let full = try rule { $0.minLength = 2 }  // not the plain pattern's direct way
        for each in [plain, full] {
            #expect(each.check(stuck) == .failed(reason))
            #expect(each.status(stuck) == .failed)
            #expect(each.format(stuck).verdict == .failed(reason))
        }
        #expect(stuck.withUnsafeBufferPointer { plain.plainOutcome($0)?.status } == .failed)
        let short = Array((String(repeating: "a", count: 24) + "b").utf8)
        #expect(try rule { $0.matchLimit = 10 }.check(short) == .failed(reason))
        #expect(try rule { $0.matchLimit = 100_000_000 }.check(short) == .failed("does not match"))
        #expect(throws: RuleError("--match-limit needs a --pattern")) {
            var options = RuleOptions()
            options.matchLimit = 5
            _ = try options.makeRule()
        }
    }

    @Test func libraryVersion() {
        #expect(CompiledPattern.libraryVersion.hasPrefix("10."))
    }
}

@Suite struct PatternShortcutTests {
    /// The hot loop's handle skips PCRE2 when the first byte or the length rules a match
    /// out; it must answer exactly as PCRE2 does.
    @Test func theShortcutsAreKnown() throws {
        #expect(try CompiledPattern(#"\(\d{3}\) \d{3}-\d{4}"#).firstByte == 0x28)
        #expect(try CompiledPattern(#"\(\d{3}\) \d{3}-\d{4}"#).minimumLength == 14)
        #expect(try CompiledPattern("(?i)abc").firstByte == -1)  // a letter: case could change it
        #expect(try CompiledPattern("-x", options: PatternOptions(search: true)).firstByte == -1)
    }

    @Test func theHandleAgreesWithPCRE2() throws {
        let patterns = [
            #"\(\d{3}\) \d{3}-\d{4}"#, #"-?\d+"#, "(?i)abc", "[.]x", "a(*ACCEPT)b", #"(?=\d)\d+"#, #"\Kx"#, "x*",
            ".+", "(a|b)c", #"\d{3}-\d{4}"#, "(?i)-k", "#[0-9a-f]{6}", "(?:)", "$", "\\.\\.\\.",
        ]
        let values = [
            "", "(", "(201) 555-0123", "(201) 555", "201-5550", "-", "-12", "12", "abc", "ABC", "ab", ".x", ".", "ab",
            "a", "x", "xx", "1", "123-4567", "123-456", "-K", "-k", "#a0b1c2", "#a0", "...", "..", "q(201)",
        ]
        for source in patterns {
            for search in [false, true] {
                let pattern = try CompiledPattern(source, options: PatternOptions(search: search))
                let handle = pattern.handle
                for value in values {
                    var text = value
                    text.withUTF8 { bytes in
                        let full = pattern.match(bytes)
                        let through: PatternMatch? = handle.match(bytes, partial: true).map {
                            switch $0 {
                            case .match: return .match
                            case .partial: return .partial
                            case .noMatch: return .noMatch
                            case .limit(let limit): return .limitExceeded("\(limit.reason)")
                            }
                        }
                        #expect(through == full, "\(source) on \(value.debugDescription)")
                        let complete = handle.match(bytes, partial: false)
                        #expect((complete == .match) == pattern.matches(bytes), "\(source) on \(value.debugDescription)")
                    }
                }
            }
        }
    }
}
