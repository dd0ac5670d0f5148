import FieldCheck
@testable import FieldCheckReference
import Testing

func rule(_ configure: (inout RuleOptions) -> Void) throws -> Rule {
    var options = RuleOptions()
    configure(&options)
    return try options.makeRule()
}

extension Rule {
    func check(_ text: String) -> Verdict { check(Array(text.utf8)) }
}

@Suite struct RuleTests {
    @Test func seedExamples() throws {
        let name = try rule { $0.pattern = #"[a-zA-Z]{2,}+(\s{1}[a-zA-Z]{2,}+)+"# }
        #expect(name.check("Tomasz Szulc").status == .passed)

        let dashed = try rule { $0.pattern = #"\d{3}-\d{3}-\d{3}"#; $0.minLength = 11 }
        #expect(dashed.check("555-343") == .tooShort("needs at least 11 characters, got 7"))
        #expect(dashed.check("555-343-123").status == .passed)

        let numbers = try rule { $0.pattern = "[-]?[0-9]+"; $0.separators = [Array(",".utf8), Array(", ".utf8)] }
        #expect(numbers.check("20, 30,40, 50").status == .passed)
        #expect(numbers.check("20,20,40,60").status == .passed)

        let capital = try rule { $0.pattern = "^A[a-zA-Z]{3,}"; $0.minLength = 4 }
        #expect(capital.check("Abc").status == .tooShort)
    }

    @Test func statusesAndReasons() throws {
        let zip = try rule { $0.pattern = "[0-9]{5}" }
        #expect(zip.check("12345") == .passed)
        #expect(zip.check("1234") == .tooShort("incomplete: more input could match the pattern"))
        #expect(zip.check("123456") == .failed("does not match"))
        #expect(zip.check("") == .tooShort("empty"))
    }

    @Test func invalidUTF8FailsBeforeMatching() throws {
        let any = try rule { $0.pattern = ".*" }
        #expect(any.check([0x61, 0x62, 0xFF]) == .failed("invalid UTF-8 at byte 3"))
        #expect(any.check([0xC0, 0xAF]) == .failed("invalid UTF-8 at byte 1"))  // overlong
        #expect(any.check([0xED, 0xA0, 0x80]) == .failed("invalid UTF-8 at byte 1"))  // surrogate
        #expect(any.check([0x61, 0xE2, 0x82]) == .failed("invalid UTF-8 at byte 2"))  // truncated
    }

    @Test func optionalEmptyValues() throws {
        let optional = try rule { $0.pattern = "[0-9]+"; $0.optional = true }
        #expect(optional.check("") == .passed)
        #expect(optional.check("x") == .failed("does not match"))
    }

    @Test func lengthsCountGraphemeClusters() throws {
        let limits = try rule { $0.minLength = 3; $0.maxLength = 4 }
        #expect(limits.check("ab") == .tooShort("needs at least 3 characters, got 2"))
        #expect(limits.check("abc") == .passed)
        #expect(limits.check("abcde") == .failed("longer than 4 characters: 5"))
        // e + combining acute is one character; so is a flag of two regional indicators.
        #expect(limits.check("e\u{301}e\u{301}") == .tooShort("needs at least 3 characters, got 2"))
        #expect(limits.check("🇫🇷🇩🇪🇮🇹") == .passed)
        #expect(limits.check("日本語です!") == .failed("longer than 4 characters: 6"))
        let one = try rule { $0.maxLength = 1 }
        #expect(one.check("\r\n").status == .passed)  // CR LF is one cluster
        let zero = try rule { $0.minLength = 0 }
        #expect(zero.check("") == .passed)
    }

    @Test func limitsThatContradictAreErrors() {
        #expect(throws: RuleError("--min-length 5 is more than --max-length 3")) {
            try rule { $0.minLength = 5; $0.maxLength = 3 }
        }
        #expect(throws: RuleError("--search needs a --pattern")) { try rule { $0.search = true } }
    }

    @Test func piecesOfManyValues() throws {
        let numbers = try rule { $0.pattern = "[0-9]+"; $0.many = true }
        #expect(numbers.check("1,22,333").status == .passed)
        #expect(numbers.check("1,4a,3") == Verdict(
            status: .failed, reason: #"piece 2 ("4a") does not match"#,
            pieces: [
                PieceVerdict(range: 0..<1, status: .passed, reason: nil),
                PieceVerdict(range: 2..<4, status: .failed, reason: "does not match"),
                PieceVerdict(range: 5..<6, status: .passed, reason: nil),
            ]))
        #expect(numbers.check("1,,3").reason == "piece 2 is empty")
        #expect(numbers.check("1,2,").reason == "piece 3 is empty")
        #expect(numbers.check("1, 2").reason == #"piece 2 (" 2") does not match"#)  // pieces are not trimmed
    }

    @Test func onlyTheLastPieceMayBeTooShort() throws {
        let pairs = try rule { $0.pattern = "[0-9]{2}"; $0.many = true }
        #expect(pairs.check("12,3") == Verdict(
            status: .tooShort, reason: #"piece 2 ("3") incomplete: more input could match the pattern"#,
            pieces: [
                PieceVerdict(range: 0..<2, status: .passed, reason: nil),
                PieceVerdict(range: 3..<4, status: .tooShort, reason: "incomplete: more input could match the pattern"),
            ]))
        #expect(pairs.check("1,23").reason == #"piece 1 ("1") is incomplete"#)
        #expect(pairs.check("1,23").status == .failed)
    }

    @Test func theFirstFailureIsTheReasonEvenAfterATooShortPiece() throws {
        let pairs = try rule { $0.pattern = "[0-9]{2}"; $0.many = true }
        #expect(pairs.check("1,xx").reason == #"piece 1 ("1") is incomplete"#)
    }

    @Test func longestSeparatorWins() throws {
        let numbers = try rule { $0.pattern = "[0-9]+"; $0.separators = [Array(",".utf8), Array(", ".utf8)] }
        let verdict = numbers.check("20, 30,40")
        #expect(verdict.status == .passed)
        #expect(verdict.pieces?.map(\.range) == [0..<2, 4..<6, 7..<9])
    }

    @Test func aCatastrophicPatternFailsTheValueAndTheRuleGoesOn() throws {
        let bad = try rule { $0.pattern = "(a+)+$" }
        let verdict = bad.check(String(repeating: "a", count: 10_000) + "b")
        #expect(verdict.status == .failed)
        #expect(verdict.reason?.contains("too much backtracking") == true)
        #expect(bad.check("aaaa").status == .passed)
    }
}
