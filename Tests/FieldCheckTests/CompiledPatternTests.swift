import FieldCheck
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

    @Test func libraryVersion() {
        #expect(CompiledPattern.libraryVersion.hasPrefix("10."))
    }
}
