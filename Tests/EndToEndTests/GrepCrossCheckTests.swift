import Foundation
import Testing

/// `fieldcheck --pattern P --only passed` prints exactly the lines `grep -xP P` prints.
/// `--min-length 0` makes the comparison exact for empty lines (grep has no minimum).
/// Where PCRE2 10.42's JIT bug makes grep wrong (`\W`, `\S`, `\D` never match a multibyte
/// character under PCRE2_MATCH_INVALID_UTF), `pcre2grep -u --no-jit` is the reference.
@Suite struct GrepCrossCheckTests {
    static let lines: [String] = [
        "", " ", "abc", "ABC", "aBc", "abcd", "ab", "a", "b", "c", "ac", "bbc", "123", "1234", "12345",
        "(201) 555-0123", "201-555-0123", "201.555.0123", "2015550123", "555-1234", "555-12", "+1 201 555 0123",
        "héllo", "hello world", "Tomasz Szulc", "Ann O'Neil", "é", "e\u{301}", "日本語", "١٢٣", "foo bar",
        "foo", "foobar", "a,b,c", "a,,b", "tab\there", "x", "xx", "xxx", "-5", "3.25", ".5", "a\u{2028}b",
        "Ωmega", "straße", "İstanbul", "emoji 🎉", "a-b_c", "  padded  ",
    ]
    /// Lines that are not UTF-8: no whole-line match is possible, for grep or fieldcheck.
    static let invalidLines: [[UInt8]] = [[0x61, 0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80, 0x61]]

    static let patterns: [String] = [
        #"\d{3}-\d{4}"#, "[a-z]+", "(?i)abc", ".*", ".+", ".{3}", ".+é", #"\w+"#, "[[:alpha:]]+",
        "a|ab", "(a|b)*c", #"\p{L}+"#, "[^,]+(,[^,]+)*", "x*", "^abc$", #"\bfoo\b"#, #"foo\b.*"#,
        "(?<=a)b", #"\d+(?=x)?"#, #"\X"#, #"\X{2}"#, #"\(\d{3}\) \d{3}-\d{4}"#, #"\+?1?[ .-]?\d{3}.*"#,
        #"[\x{0600}-\x{06FF}]+"#, #"\s+"#, #"\h*\w+\h*"#, "(?:ab)+", "[-]?[0-9]+", #"-?\d*\.\d+"#,
        #"\p{Lu}\p{Ll}+(?: \p{Lu}[\p{Ll}']+)*"#,
    ]
    /// The patterns that meet the JIT bug in grep.
    static let bugged: [String] = [#"\W+"#, #"\S+"#, #"\D+"#, #"[\W\d]+"#, #"\S+ \S+"#]

    static var input: Data {
        var data = Data()
        for line in lines { data.append(contentsOf: Array(line.utf8) + [0x0A]) }
        for line in invalidLines { data.append(contentsOf: line + [0x0A]) }
        return data
    }

    static var searchInput: Data {
        var data = Data()
        for line in lines { data.append(contentsOf: Array(line.utf8) + [0x0A]) }
        return data
    }

    func compare(_ reference: String, _ ours: String, input: Data) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-grep-\(UUID().uuidString)")
        try input.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let expected = try shell("\(reference) < '\(file.path)'")
        let actual = try shell("\(ours) < '\(file.path)'")
        #expect(expected.status != 2, "reference failed: \(expected.err)")
        #expect(actual.stdout == expected.stdout, "\(ours)\nexpected:\n\(expected.out)\nactual:\n\(actual.out)")
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    @Test(arguments: patterns)
    func wholeLineMatchesAgreeWithGrep(pattern: String) throws {
        let p = Self.quoted(pattern)
        try compare(
            "LC_ALL=C.UTF-8 grep -axP -- \(p)",
            "\"$FIELDCHECK\" --min-length 0 --only passed -p \(p)", input: Self.input)
    }

    @Test(arguments: patterns)
    func searchMatchesAgreeWithGrep(pattern: String) throws {
        let p = Self.quoted(pattern)
        try compare(
            "LC_ALL=C.UTF-8 grep -aP -- \(p)",
            "\"$FIELDCHECK\" --search --min-length 0 --only passed -p \(p)", input: Self.searchInput)
    }

    @Test(arguments: ["abc", "straße", "[a-z]+", "é+", "ω.*"])
    func caselessMatchesAgreeWithGrep(pattern: String) throws {
        let p = Self.quoted(pattern)
        try compare(
            "LC_ALL=C.UTF-8 grep -aixP -- \(p)",
            "\"$FIELDCHECK\" -i --min-length 0 --only passed -p \(p)", input: Self.input)
    }

    @Test(.enabled(if: exists("/usr/bin/pcre2grep"), "pcre2grep is not installed (make test-deps)"), arguments: bugged)
    func patternsHitByTheJITBugAgreeWithPCRE2GrepWithoutJIT(pattern: String) throws {
        let p = Self.quoted(pattern)
        try compare(
            "pcre2grep -u --no-jit -x -- \(p)",
            "\"$FIELDCHECK\" --min-length 0 --only passed -p \(p)", input: Self.searchInput)
    }

    @Test(.enabled(if: exists("/usr/bin/pcre2grep"), "pcre2grep is not installed (make test-deps)"),
          arguments: [#"\d+"#, #"\w+"#, "[[:alpha:]]+", #"\W+"#])
    func ucpAgreesWithPCRE2Grep(pattern: String) throws {
        try compare(
            "pcre2grep -u --no-jit -x -- \(Self.quoted("(*UCP)" + pattern))",
            "\"$FIELDCHECK\" --ucp --min-length 0 --only passed -p \(Self.quoted(pattern))", input: Self.searchInput)
    }
}
