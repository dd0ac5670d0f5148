import ArgumentParsing
import Testing

@Suite struct ErrorMessageTests {
    @Test func unknownLongOptionWithSuggestion() {
        #expect(message(args("--patern", "x")) == "unknown option '--patern' (did you mean '--pattern'?)")
        #expect(message(args("--tpye", "zip")) == "unknown option '--tpye' (did you mean '--type'?)")
        #expect(message(args("--no-colr")) == "unknown option '--no-colr' (did you mean '--no-color'?)")
    }

    @Test func unknownOptionWithoutSuggestion() {
        #expect(message(args("--zzzzzz")) == "unknown option '--zzzzzz'")
    }

    @Test func unknownShortOptionSuggestsOtherCase() {
        #expect(message(args("-P", "x")) == "unknown option '-P' (did you mean '-p'?)")
        #expect(message(args("-Q")) == "unknown option '-Q' (did you mean '-q'?)")
        #expect(message(args("-x")) == "unknown option '-x'")
        #expect(message(args("-=")) == "unknown option '-='")
    }

    @Test func longNameWithOneDash() {
        #expect(message(args("-type", "zip")) == "unknown option '-type' (did you mean '--type'?)")
        #expect(message(args("-pattern", "x")) == "unknown option '-pattern' (did you mean '--pattern'?)")
    }

    @Test func unknownCommandWithSuggestion() {
        #expect(message(args("fromat", "x")) ==
            "unknown command 'fromat' (did you mean 'format'?); to check it as a value, write 'sample check fromat'")
        #expect(message(args("tyeps")) ==
            "unknown command 'tyeps' (did you mean 'types'?); to check it as a value, write 'sample check tyeps'")
        // Far from every command: a value.
        #expect(config(args("hello"))?.values == args("hello"))
    }

    @Test func unknownTypeWithSuggestion() {
        #expect(message(args("-t", "phnoe")) ==
            "invalid value 'phnoe' for '-t' (did you mean 'phone'?); choose from: text, zip, phone, state")
        #expect(message(args("types", "zpi")) ==
            "invalid value 'zpi' for 'TYPE' (did you mean 'zip'?); choose from: text, zip, phone, state")
    }

    @Test func missingValue() {
        #expect(message(args("--pattern")) == "option '--pattern' needs a value (REGEX)")
        #expect(message(args("-q", "-p")) == "option '-p' needs a value (REGEX)")
        #expect(message(args("--min-length")) == "option '--min-length' needs a value (N)")
    }

    @Test func badValueWithChoices() {
        #expect(message(args("--color", "sometimes")) ==
            "invalid value 'sometimes' for '--color'; choose from: auto, always, never")
        #expect(message(args("--color=alway")) ==
            "invalid value 'alway' for '--color' (did you mean 'always'?); choose from: auto, always, never")
    }

    @Test func badNumbers() {
        let range = "must be a whole number from 0 to 1000"
        #expect(message(args("--min-length", "-1")) == "invalid value '-1' for '--min-length': \(range)")
        #expect(message(args("--min-length", "abc")) == "invalid value 'abc' for '--min-length': \(range)")
        #expect(message(args("--min-length", "")) == "invalid value '' for '--min-length': \(range)")
        #expect(message(args("--min-length", "1001")) == "invalid value '1001' for '--min-length': \(range)")
        #expect(message(args("--min-length", "99999999999999999999")) ==
            "invalid value '99999999999999999999' for '--min-length': \(range)")
        #expect(message(args("--min-length", " 5")) == "invalid value ' 5' for '--min-length': \(range)")
    }

    @Test func emptyValueWhereTextIsRequired() {
        #expect(message(args("-s", "")) == "invalid value '' for '-s': must not be empty")
    }

    @Test func valueThatMustBeTextIsNotUTF8() {
        #expect(message([Array("--pattern".utf8), [0x61, 0xC3]]) ==
            "invalid value for '--pattern': not valid UTF-8 (byte 2)")
        #expect(message([[0x2D, 0x70, 0xFF]]) == "invalid value for '-p': not valid UTF-8 (byte 1)")
    }

    @Test func invalidBytesInOptionNamesAreShownEscaped() {
        #expect(message([[0x2D, 0x2D, 0x78, 0xFF]]) == "unknown option '--x\\xFF'")
        #expect(message([[0x2D, 0xFF]]) == "unknown option '-\\xFF'")
    }

    @Test func unexpectedArgument() {
        #expect(message(args("types", "zip", "phone")) ==
            "unexpected argument 'phone': 'types' takes at most 1 TYPE")
    }

    @Test func switchGivenAValue() {
        #expect(message(args("--quiet=yes")) == "option '--quiet' does not take a value")
        #expect(message(args("--no-many=1")) == "option '--no-many' does not take a value")
    }

    @Test func optionOfAnotherCommand() {
        #expect(message(args("--from", "list.txt")) == "option '--from' does not apply to 'check'")
        #expect(config(args("format", "--from", "list.txt"), command: "format")?.from == "list.txt")
    }

    @Test func theFirstUnknownOptionIsReportedEvenWhenSomethingElseIsWrong() {
        #expect(message(args("--min-length", "abc", "--patern", "x")) ==
            "unknown option '--patern' (did you mean '--pattern'?)")
        #expect(message(args("--color", "bad", "-Z")) == "unknown option '-Z'")
        // Otherwise the first error is the one reported.
        #expect(message(args("--min-length", "abc", "--color", "bad")) ==
            "invalid value 'abc' for '--min-length': must be a whole number from 0 to 1000")
    }

    @Test func reportHasMessageUsageLineAndHint() {
        let interface = sampleInterface()
        do {
            _ = try interface.parse(args("--patern", "x"))
            Issue.record("expected an error")
        } catch {
            #expect(interface.report(error) == """
                sample: error: unknown option '--patern' (did you mean '--pattern'?)
                Usage: sample [check] [OPTIONS] [VALUE...]
                Try 'sample --help'.

                """)
        }
        do {
            _ = try interface.parse(args("format", "--bogus"))
            Issue.record("expected an error")
        } catch {
            #expect(interface.report(error) == """
                sample: error: unknown option '--bogus'
                Usage: sample format [OPTIONS] [VALUE...]
                Try 'sample format --help'.

                """)
        }
    }
}
