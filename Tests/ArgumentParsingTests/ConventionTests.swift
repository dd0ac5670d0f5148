import ArgumentParsing
import Testing

@Suite struct ConventionTests {
    @Test func longOptionWithSeparateValue() {
        #expect(config(args("--pattern", "a+"))?.pattern == "a+")
    }

    @Test func longOptionWithAttachedValue() {
        #expect(config(args("--pattern=a+"))?.pattern == "a+")
        #expect(config(args("--pattern=a=b"))?.pattern == "a=b")
        #expect(config(args("--pattern="))?.pattern == "")
    }

    @Test func shortOptionWithSeparateAndAttachedValue() {
        #expect(config(args("-p", "a+"))?.pattern == "a+")
        #expect(config(args("-pa+"))?.pattern == "a+")
        // getopt: after -p everything is the value, '=' included.
        #expect(config(args("-p=x"))?.pattern == "=x")
        #expect(config(args("-p-"))?.pattern == "-")
    }

    @Test func combinedShortFlags() {
        let parsed = config(args("-qi"))
        #expect(parsed?.quiet == true)
        #expect(parsed?.ignoreCase == true)
        // Flags, then an option that takes the rest of the cluster as its value.
        let clustered = config(args("-qipabc"))
        #expect(clustered?.pattern == "abc")
        #expect(clustered?.quiet == true)
        // A value-taking option at the end of a cluster takes the next argument.
        #expect(config(args("-qp", "x"))?.pattern == "x")
    }

    @Test func doubleDashEndsOptions() {
        #expect(config(args("--", "-q", "--pattern"))?.values == args("-q", "--pattern"))
        #expect(config(args("-q", "--", "--"))?.values == args("--"))
        #expect(config(args("-q", "--", "--"))?.quiet == true)
    }

    @Test func repeatedOptionsLastWins() {
        #expect(config(args("-p", "a", "--pattern", "b"))?.pattern == "b")
        #expect(config(args("--color", "always", "--color=never"))?.color == "never")
    }

    @Test func repeatedOptionsAccumulateWhereDeclared() {
        #expect(config(args("-s", ",", "--separator", ", ", "-s;"))?.separators == [",", ", ", ";"])
    }

    @Test func negatableSwitches() {
        #expect(config(args("-i", "--no-ignore-case"))?.ignoreCase == false)
        #expect(config(args("--no-ignore-case", "-i"))?.ignoreCase == true)
        #expect(config(args("--color", "always", "--no-color"))?.color == "never")
        #expect(config(args("--many", "--no-many"))?.many == false)
    }

    @Test func defaultAndExplicitCommands() {
        #expect(config(args("x"))?.values == args("x"))
        #expect(config(args("check", "x"))?.values == args("x"))
        #expect(config(args("format", "x"), command: "format")?.values == args("x"))
        #expect(config(args("types", "zip"), command: "types")?.type == "zip")
        // A value that equals a command name goes after the command or after --.
        #expect(config(args("check", "format"))?.values == args("format"))
        #expect(config(args("--", "format"))?.values == args("format"))
        // Only the first argument can be a command.
        #expect(config(args("-q", "format"))?.values == args("format"))
    }

    @Test func optionValueIsTheNextArgumentWhateverItLooksLike() {
        #expect(config(args("--pattern", "-foo"))?.pattern == "-foo")
        #expect(config(args("-p", "--"))?.pattern == "--")
        #expect(config(args("-p", "--quiet"))?.pattern == "--quiet")
        #expect(config(args("-p", "--quiet"))?.quiet == false)
        #expect(config(args("-s", "-"))?.separators == ["-"])
    }

    @Test func negativeNumbersArePositionalValues() {
        #expect(config(args("-3.5", "-12", "-.5"))?.values == args("-3.5", "-12", "-.5"))
        #expect(config(args("-q", "-1"))?.values == args("-1"))
        // Not a number: an option cluster.
        #expect(message(args("-1x")) == "unknown option '-1'")
    }

    @Test func loneDashIsAValue() {
        #expect(config(args("-"))?.values == args("-"))
    }

    @Test func noPrefixAbbreviation() {
        #expect(message(args("--pat", "x")) == "unknown option '--pat' (did you mean '--pattern'?)")
        #expect(message(args("--qui")) == "unknown option '--qui' (did you mean '--quiet'?)")
    }

    @Test func valuesStayBytesUntilTextIsNeeded() {
        let invalid: [UInt8] = [0x61, 0xFF, 0x62]
        #expect(config([invalid])?.values == [invalid])
        #expect(config(args("--") + [invalid])?.values == [invalid])
    }

    @Test func helpAndVersion() {
        #expect(parse(args("-h")) == .help(nil, long: false))
        #expect(parse(args("--help")) == .help(nil, long: true))
        #expect(parse(args("--help-all")) == .helpAll(nil))
        #expect(parse(args("format", "--help-all")) == .helpAll("format"))
        #expect(parse(args("format", "--help")) == .help("format", long: true))
        #expect(parse(args("types", "-h")) == .help("types", long: false))
        #expect(parse(args("--version")) == .version)
        #expect(parse(args("-qh")) == .help(nil, long: false))
    }
}
