import Foundation
import Testing
import TestSupport

@Suite struct CheckCommandTests {
    /// Lines of every length, LF or CR LF, read 16 bytes at a time: each is one value, in
    /// order, whatever block its end falls in; `-q` stops at the first that fails.
    @Test func linesOfEveryLengthAreEachAValue() throws {
        var random = SeededRandom(state: 16)
        var input = "", expected = ""
        for index in 0..<3000 {
            let line = String(repeating: "ab", count: 20).prefix(1 + random.below(40)) + (index % 97 == 96 ? "9" : "")
            input += line + (random.below(3) == 0 ? "\r\n" : "\n")
            expected += (line.hasSuffix("9") ? "failed\t\(line)\tdoes not match\n" : "passed\t\(line)\n")
        }
        input += "ab"  // a last line without a terminator
        expected += "passed\tab\n"
        let run = try fieldcheck(["-p", "[ab]+", "--threads", "1"], input: input)
        #expect(run.out == expected)
        let quiet = try fieldcheck(["-q", "-p", "[ab]+", "--threads", "1"], input: input)
        #expect(quiet.status == 1 && quiet.out.isEmpty)
    }

    @Test func seedExamples() throws {
        let name = try fieldcheck("-p", #"[a-zA-Z]{2,}+(\s{1}[a-zA-Z]{2,}+)+"#, "Tomasz Szulc")
        #expect(name.out == "passed\tTomasz Szulc\n")
        #expect(name.status == 0)

        let dashed = try fieldcheck("-p", #"\d{3}-\d{3}-\d{3}"#, "--min-length", "11", "555-343")
        #expect(dashed.out == "too-short\t555-343\tneeds at least 11 characters, got 7\n")
        #expect(dashed.status == 1)

        let numbers = try fieldcheck("-p", "[-]?[0-9]+", "-s", ",", "-s", ", ", "20, 30,40, 50", "20,20,40,60")
        #expect(numbers.out == "passed\t20, 30,40, 50\npassed\t20,20,40,60\n")
        #expect(numbers.status == 0)

        let capital = try fieldcheck("-p", "^A[a-zA-Z]{3,}", "--min-length", "4", "Abc")
        #expect(capital.out == "too-short\tAbc\tneeds at least 4 characters, got 3\n")
        #expect(capital.status == 1)
    }

    @Test func explicitCheckCommandAndDoubleDash() throws {
        #expect(try fieldcheck("check", "-p", "[a-z]+", "check").out == "passed\tcheck\n")
        #expect(try fieldcheck("-p", "-?[0-9]+", "--", "-5", "--x").out ==
            "passed\t-5\nfailed\t--x\tdoes not match\n")
        // A negative number is a value, not an option.
        #expect(try fieldcheck("-p", "-?[0-9]+", "-5").out == "passed\t-5\n")
    }

    @Test func exitCodes() throws {
        #expect(try fieldcheck("-p", "[0-9]+", "1", "2").status == 0)
        #expect(try fieldcheck("-p", "[0-9]+", "1", "x").status == 1)
        #expect(try fieldcheck("-p", "[0-9]{3}", "1").status == 1)  // too-short
        #expect(try fieldcheck("-p", "[0-9]+").status == 0)  // no values at all
        #expect(try fieldcheck("-p", "(", "1").status == 2)
        #expect(try fieldcheck("--bogus").status == 2)
    }

    @Test func badPatternMessage() throws {
        let run = try fieldcheck("-p", "[0-9", "1")
        #expect(run.err == "fieldcheck: error: bad pattern at offset 4: missing terminating ] for character class\n")
        #expect(run.out == "")
        #expect(run.status == 2)
    }

    @Test func usageErrorIsThreeLinesNeverTheWholeHelp() throws {
        let run = try fieldcheck("--patern", "x", "1")
        #expect(run.err == """
            fieldcheck: error: unknown option '--patern' (did you mean '--pattern'?)
            Usage: fieldcheck [check] [RULES] [OUTPUT] [VALUE...]
            Try 'fieldcheck --help'.

            """)
        #expect(run.status == 2)
        let range = try fieldcheck("--min-length", "-1", "x")
        #expect(range.err.hasPrefix(
            "fieldcheck: error: invalid value '-1' for '--min-length': must be a whole number from 0 to 1099511627776\n"))
        let color = try fieldcheck("--color", "sometimes", "x")
        #expect(color.err.hasPrefix(
            "fieldcheck: error: invalid value 'sometimes' for '--color'; choose from: auto, always, never\n"))
        let command = try fieldcheck("chekc", "x")
        #expect(command.err.hasPrefix(
            "fieldcheck: error: unknown command 'chekc' (did you mean 'check'?); to check it as a value, write 'fieldcheck check chekc'\n"))
    }

    @Test func standardInputLinesCRLFAndAFinalLineWithoutNewline() throws {
        let run = try fieldcheck("-p", "[a-z]+", input: "abc\r\nDEF\nxyz")
        #expect(run.out == "passed\tabc\nfailed\tDEF\tdoes not match\npassed\txyz\n")
        #expect(run.status == 1)
        // An empty line is an empty value; a CR alone (no LF after it) stays in the value.
        let empty = try fieldcheck("-p", "[a-z]*", "--min-length", "0", input: "\na\rb\n")
        #expect(empty.out == "passed\t\nfailed\ta\rb\tdoes not match\n")
        #expect(try fieldcheck("-p", "x", input: "").out == "")
    }

    @Test func nullSeparatedInputAndOutput() throws {
        let run = try fieldcheck("-z", "-p", "[a-z\\n]+", input: "ab\ncd\0EF\0gh")
        #expect(run.out == "passed\tab\ncd\0failed\tEF\tdoes not match\0passed\tgh\0")
        let only = try fieldcheck("--null", "--only", "passed", "-p", "[a-z\\r]+", input: "a\r\0B\0")
        #expect(only.out == "a\r\0")
    }

    @Test func argumentsThatAreNotUTF8AreValuesThatFail() throws {
        let run = try shell(#""$FIELDCHECK" -p '.*' "$(printf 'ab\377c')" ok"#)
        #expect(run.stdout == Data("failed\tab".utf8) + Data([0xFF]) + Data("c\tinvalid UTF-8 at byte 3\npassed\tok\n".utf8))
        #expect(run.status == 1)
        let stdin = try shell(#"printf 'a\300\257\n' | "$FIELDCHECK" -p '.*'"#)
        #expect(stdin.stdout == Data([0x66, 0x61, 0x69, 0x6C, 0x65, 0x64, 0x09, 0x61, 0xC0, 0xAF]) + Data("\tinvalid UTF-8 at byte 2\n".utf8))
    }

    @Test func quiet() throws {
        let run = try fieldcheck("-q", "-p", "[0-9]+", "1", "x", "2")
        #expect(run.out == "" && run.err == "")
        #expect(run.status == 1)
        #expect(try fieldcheck("-q", "-p", "[0-9]+", "1", "2").status == 0)
    }

    @Test func onlyFiltersValuesUnchanged() throws {
        let input = "12345\n1234\nabcde\n99999\n"
        #expect(try fieldcheck("-p", "[0-9]{5}", "--only", "passed", input: input).out == "12345\n99999\n")
        #expect(try fieldcheck("-p", "[0-9]{5}", "--only", "failed", input: input).out == "abcde\n")
        let short = try fieldcheck("-p", "[0-9]{5}", "--only", "too-short", input: input)
        #expect(short.out == "1234\n")
        #expect(short.status == 1)  // the exit code still speaks for every value
    }

    @Test func count() throws {
        let input = "12345\n1234\nabcde\n99999\n"
        #expect(try fieldcheck("-p", "[0-9]{5}", "--count", input: input).out == "passed\t2\ntoo-short\t1\nfailed\t1\n")
        #expect(try fieldcheck("-p", "[0-9]{5}", "--count", "--only", "failed", input: input).out == "failed\t1\n")
        #expect(try fieldcheck("-p", "x", "--count", input: "").out == "passed\t0\ntoo-short\t0\nfailed\t0\n")
    }

    @Test func jsonIsParsedBack() throws {
        let run = try fieldcheck("--json", "-p", "[0-9]{3}-[0-9]{4}", input: "555-1234\n555-12\nhello \"you\"\n")
        let objects = try run.lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects.count == 3)
        #expect(objects[0]?["line"] as? Int == 1)
        #expect(objects[0]?["status"] as? String == "passed")
        #expect(objects[0]?["reason"] == nil)
        #expect(objects[1]?["value"] as? String == "555-12")
        #expect(objects[1]?["status"] as? String == "too-short")
        #expect(objects[1]?["reason"] as? String == "incomplete: more input could match the pattern")
        #expect(objects[2]?["value"] as? String == "hello \"you\"")
        #expect(objects[2]?["status"] as? String == "failed")
    }

    @Test func jsonWithPiecesAndInvalidUTF8() throws {
        let pieces = try fieldcheck("--json", "-p", "[0-9]+", "--many", "1,x")
        let object = try JSONSerialization.jsonObject(with: Data(pieces.lines[0].utf8)) as? [String: Any]
        let list = object?["pieces"] as? [[String: Any]]
        #expect(list?.count == 2)
        #expect(list?[0]["value"] as? String == "1")
        #expect(list?[0]["status"] as? String == "passed")
        #expect(list?[1]["status"] as? String == "failed")
        #expect(list?[1]["reason"] as? String == "does not match")
        #expect(object?["reason"] as? String == #"piece 2 ("x") does not match"#)

        let invalid = try shell(#"printf 'a\377\n' | "$FIELDCHECK" --json -p '.*'"#)
        let decoded = try JSONSerialization.jsonObject(with: invalid.stdout) as? [String: Any]
        #expect(decoded?["value"] as? String == "a\u{FFFD}")
        #expect(decoded?["invalid_utf8"] as? Bool == true)
        #expect(decoded?["value_hex"] as? String == "61ff")
        #expect(decoded?["reason"] as? String == "invalid UTF-8 at byte 2")
    }

    @Test func colors() throws {
        let green = "\u{1B}[32m", red = "\u{1B}[31m", reset = "\u{1B}[0m"
        let always = try fieldcheck("--color", "always", "-p", "[0-9]{2}", "12", "1", "x")
        #expect(always.out == """
            \(green)passed\(reset)\t\(green)12\(reset)
            too-short\t1\tincomplete: more input could match the pattern
            \(red)failed\(reset)\t\(red)x\(reset)\tdoes not match

            """)
        let custom = try fieldcheck("--color=always", "--valid-color", "208", "--invalid-color", "#ff0000", "-p", "a", "a", "b")
        #expect(custom.out.contains("\u{1B}[38;5;208mpassed"))
        #expect(custom.out.contains("\u{1B}[38;2;255;0;0mfailed"))
        // auto: not a terminal here, so no color; --no-color turns always off.
        #expect(try fieldcheck("-p", "a", "a").out == "passed\ta\n")
        #expect(try fieldcheck("--color", "always", "--no-color", "-p", "a", "a").out == "passed\ta\n")
        let bad = try fieldcheck("--valid-color", "purple", "x")
        #expect(bad.err.hasPrefix("fieldcheck: error: invalid value 'purple' for '--valid-color'; use a color name, 0-255 or #rrggbb\n"))
    }

    @Test func searchIgnoreCaseAndUCP() throws {
        #expect(try fieldcheck("-p", "[0-9]+", "--search", "ab12cd").out == "passed\tab12cd\n")
        #expect(try fieldcheck("-p", "abc", "-i", "ABC").out == "passed\tABC\n")
        #expect(try fieldcheck("-p", #"\d+"#, "٣٤").status == 1)
        #expect(try fieldcheck("-p", #"\d+"#, "--ucp", "٣٤").out == "passed\t٣٤\n")
        let noPattern = try fieldcheck("--search", "x")
        #expect(noPattern.err == "fieldcheck: error: --search needs a --pattern\n")
        #expect(noPattern.status == 2)
    }

    @Test func lengthsAndOptional() throws {
        let run = try fieldcheck("--min-length", "2", "--max-length", "3", "a", "ab", "abcd", "e\u{301}e\u{301}")
        #expect(run.out == """
            too-short\ta\tneeds at least 2 characters, got 1
            passed\tab
            failed\tabcd\tlonger than 3 characters: 4
            passed\te\u{301}e\u{301}

            """)
        #expect(try fieldcheck("-p", "[0-9]+", "--optional", "").out == "passed\t\n")
        #expect(try fieldcheck("-p", "[0-9]+", "").out == "too-short\t\tempty\n")
        let contradiction = try fieldcheck("--min-length", "5", "--max-length", "2", "x")
        #expect(contradiction.err == "fieldcheck: error: --min-length 5 is more than --max-length 2\n")
    }

    @Test func manyPiecesAndSeparators() throws {
        let run = try fieldcheck("-p", "[0-9]+", "--many", "1,2,3", "1,,3", "1,2,", "1;2")
        #expect(run.out == """
            passed\t1,2,3
            failed\t1,,3\tpiece 2 is empty
            failed\t1,2,\tpiece 3 is empty
            failed\t1;2\tdoes not match

            """)
        #expect(try fieldcheck("-p", "[0-9]+", "-s", ";", "-s", ";;", "1;;2;3").out == "passed\t1;;2;3\n")
        #expect(try fieldcheck("-p", "[0-9]{2}", "--many", "12,3").out ==
            "too-short\t12,3\tpiece 2 (\"3\") incomplete: more input could match the pattern\n")
    }

    @Test func catastrophicBacktrackingFailsTheValueAndTheRunContinues() throws {
        let start = Date()
        let input = String(repeating: "a", count: 10_000) + "b\naaa\n"
        let run = try fieldcheck("-p", "(a+)+$", input: input)
        #expect(run.lines.count == 2)
        #expect(run.lines[0].hasPrefix("failed\taaaa"))
        #expect(run.lines[0].hasSuffix("\tthe pattern needed too much backtracking (PCRE2 match limit)"))
        #expect(run.lines[1] == "passed\taaa")
        #expect(Date().timeIntervalSince(start) < 10)  // a sanity bound, far above the real cost
    }

    @Test func closedStandardOutputEndsQuietly() throws {
        let run = try shell(#"seq 1 200000 | "$FIELDCHECK" -p '[0-9]+' 2>/tmp/fieldcheck-pipe-err | head -1; echo "${PIPESTATUS[1]}"; cat /tmp/fieldcheck-pipe-err"#)
        #expect(run.out == "passed\t1\n141\n")
    }

    @Test func aFullDiskIsAnError() throws {
        let run = try shell(#"seq 1 100000 | "$FIELDCHECK" -p '[0-9]+' > /dev/full; echo "exit $?""#)
        #expect(run.err == "fieldcheck: error: standard output: cannot write: No space left on device\n")
        #expect(run.out == "exit 2\n")
    }

    @Test func aDirectoryOnStandardInputIsAnError() throws {
        let run = try shell(#""$FIELDCHECK" -p x < /; echo "exit $?""#)
        #expect(run.err == "fieldcheck: error: standard input: Is a directory\n")
        #expect(run.out == "exit 2\n")
    }
}
