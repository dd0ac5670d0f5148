import Foundation
import Testing

/// Never a silent pass: a call that checks nothing is refused, `help` is help, table errors
/// follow `--exit-zero`, and every error message has one shape (issue 53).
@Suite struct SilentPassTests {
    // MARK: No rule, no pass

    /// The user forgot --fields: a file named as the only argument is refused, its name and
    /// the options that give a table's rules in the message.
    @Test func aFileWithNoRuleIsRefusedByName() throws {
        let scratch = try ScratchFolder()
        try scratch.write("data.csv", "a\nx\n")
        let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" data.csv")
        #expect(run.status == 2)
        #expect(run.out.isEmpty)
        #expect(run.err.hasPrefix("fieldcheck: error: 'data.csv' is a file, and no rule was given"), "\(run.err)")
        for named in ["--fields", "--schema", "--package", "fieldcheck infer data.csv"] { #expect(run.err.contains(named), "\(run.err)") }
    }

    /// Values and standard input with no rule, for check and format: exit 2, nothing passed.
    @Test(arguments: [["check", "555-0100"], ["format", "555-0100"], ["555-0100"], ["check"], ["format"]])
    func valuesWithNoRuleAreRefused(_ arguments: [String]) throws {
        let run = try fieldcheck(arguments, input: "555-0100\n")
        #expect(run.status == 2, "\(arguments): \(run.out)")
        #expect(!run.out.contains("passed"))
        #expect(run.err.contains("no rule given"), "\(run.err)")
        #expect(run.err.contains("Usage: fieldcheck"))
    }

    /// What reads a rule is not one: -i, --optional, --many and --warn alone still check
    /// nothing; each option that says what a value must be is enough.
    @Test func modifiersAloneAreNoRuleAndEachConstraintIsOne() throws {
        for modifiers in [["--optional"], ["--many"], ["--warn"], ["--optional", "--warn"]] {
            let run = try fieldcheck(modifiers + ["abc"])
            #expect(run.status == 2, "\(modifiers): \(run.out)")
        }
        let rules: [[String]] = [
            ["-t", "text"], ["-p", "[a-z]+"], ["--min-length", "1"], ["--max-length", "5"], ["--one-of", "abc"],
            ["--canonical"], ["--unique"], ["--min-items", "1"], ["--max-items", "3"], ["-t", "integer", "--minimum", "0"],
        ]
        for rule in rules {
            let run = try fieldcheck(rule + ["abc"])
            #expect(run.status != 2, "\(rule): \(run.err)")
            #expect(run.out.hasSuffix("\tabc\n") || run.out.contains("\tabc\t"), "\(rule): \(run.out)")
        }
    }

    /// `help [COMMAND]` is --help, as git and cargo have it; a command near a name is a
    /// usage error with the name, never a value checked.
    /// A type's own option given to another type (or to a rule without a type) would be
    /// ignored: refused, naming the types it applies to; on the command line, on a fields
    /// file's line, and every type's own options on their own type still work.
    @Test func aTypeOptionOfAnotherTypeIsRefused() throws {
        let refused: [([String], String)] = [
            (["--type", "email", "--true-value", "y"], "--true-value applies to --type boolean, not to --type email"),
            (["--pattern", "x", "--date-format", "%Y"], "--date-format applies to --type date, time, datetime, not to a rule without --type"),
            (["--type", "number", "--no-bare-number"], "--bare-number applies to --type decimal, integer, not to --type number"),
            (["--type", "decimal", "--decimal-char", ","], "--decimal-char says how --table-schema numbers are written: add --table-schema"),
            // (Declared for every identifier type once, read by isbn alone.)
            (["--type", "iban", "--convert"], "--convert applies to --type isbn, not to --type iban"),
        ]
        for (options, message) in refused {
            let run = try fieldcheck(options, input: "x\n")
            #expect(run.status == 2 && run.out.isEmpty && run.err.contains(message), "\(options): \(run.err)")
        }
        let scratch = try ScratchFolder()
        let fields = try scratch.write("f.fields", "when --type email --date-format %Y\n")
        let table = try scratch.write("t.csv", "when\n2024\n")
        let line = try fieldcheck("check", "--fields", fields, table)
        #expect(line.status == 2 && line.err.contains("--date-format applies to --type date"), "\(line.err)")
        let accepted: [[String]] = [
            ["--type", "boolean", "--true-value", "y"], ["--type", "date", "--date-format", "%Y"],
            ["--type", "decimal", "--table-schema", "--decimal-char", ","], ["--type", "integer", "--table-schema", "--no-bare-number"],
            ["--type", "isbn", "--convert"], ["--type", "iban", "--compact"],
        ]
        for options in accepted {
            let run = try fieldcheck(options, input: "x\n")
            #expect(run.status == 1, "\(options): \(run.err)")
        }
    }

    @Test func helpIsTheLongHelp() throws {
        let help = try fieldcheck("help")
        #expect(help.status == 0)
        #expect(help.out == (try fieldcheck("--help")).out)
        let check = try fieldcheck("help", "format")
        #expect(check.status == 0)
        #expect(check.out == (try fieldcheck("format", "--help")).out)
        let wrong = try fieldcheck("help", "fromat")
        #expect(wrong.status == 2)
        #expect(wrong.err.contains("did you mean 'format'?"), "\(wrong.err)")
        for near in ["hlep", "chek", "fromat", "infre"] {
            let run = try fieldcheck(near, "-t", "zip")
            #expect(run.status == 2, "\(near)")
            #expect(run.err.contains("unknown command '\(near)' (did you mean"), "\(near): \(run.err)")
        }
        // The one definition: help is a command in --help, the man page and the completions.
        #expect(help.out.contains("fieldcheck help [COMMAND]"))
        let man = try String(contentsOf: repositoryRoot.appendingPathComponent("man/fieldcheck.1"), encoding: .utf8)
        #expect(man.contains("help [COMMAND]"))
    }

    // MARK: --exit-zero

    /// A table error is a record of the report: --exit-zero covers it (as ruff's covers a
    /// file it cannot parse); without it, exit 2. A table that cannot be read stays 2.
    @Test(arguments: ["1", "2"])
    func exitZeroCoversTableErrorsButNotARunThatCouldNotBeDone(_ threads: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write("rules.fields", "a --type integer\n")
        try scratch.write("ragged.csv", "a,b\n1\n2,3\nx,4\n")
        try scratch.write("unclosed.csv", "a,b\n1,\"2\n")
        try scratch.write("bad.jsonl", "{\"a\": 1}\nnot json\n")
        try scratch.write("empty.csv", "")
        for file in ["ragged.csv", "unclosed.csv", "bad.jsonl"] {
            for form in ["", "--json", "--count", "--summary", "--output-format sarif"] {
                let base = "cd '\(scratch.path)' && \"$FIELDCHECK\" check -j \(threads) --fields rules.fields \(form) \(file)"
                let plain = try shell(base)
                #expect(plain.status == 2, "\(file) \(form): \(plain.status)")
                let zero = try shell(base + " --exit-zero")
                #expect(zero.status == 0, "\(file) \(form) --exit-zero: \(zero.status) \(zero.err)")
                #expect(zero.out == plain.out, "\(file) \(form): the report is the same")
            }
        }
        let empty = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" --fields rules.fields --exit-zero empty.csv missing.csv")
        #expect(empty.status == 2)
    }

    // MARK: One style of message

    /// A missing file reads the same whatever option or argument names it.
    @Test func aMissingFileHasOneMessageWhereverItIsNamed() throws {
        let scratch = try ScratchFolder()
        try scratch.write("r.fields", "a --type integer\n")
        try scratch.write("t.csv", "a\n1\n")
        let calls: [String] = [
            "--fields r.fields nope.csv", "--fields nope.csv t.csv", "--schema nope.csv t.csv", "--package nope.csv",
            "-t zip --one-of-file nope.csv 1", "--fields r.fields --header-from nope.csv t.csv", "infer nope.csv",
            "schema nope.csv", "suggest --from nope.csv ab",
        ]
        for call in calls {
            let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" \(call)")
            #expect(run.status == 2, "\(call)")
            #expect(run.err.contains("fieldcheck: error: nope.csv: No such file or directory\n"), "\(call): \(run.err)")
        }
    }

    /// A file given to the option of another kind is named for what it looks like.
    @Test func aFileOfAnotherKindGetsTheOptionThatReadsIt() throws {
        let scratch = try ScratchFolder()
        try scratch.write("s.json", #"{"fields": [{"name": "a", "type": "integer"}]}"#)
        try scratch.write("datapackage.json", #"{"resources": [{"name": "t", "path": "t.csv"}]}"#)
        try scratch.write("r.fields", "# rules\na --type integer\n")
        try scratch.write("t.csv", "a,b\n1,2\n")
        // (Written on one line without blanks, a JSON file is one word: a fields file's column.)
        try scratch.write("compact.json", #"{"fields":[{"name":"a","type":"integer"}]}"#)
        try scratch.write("compact-package.json", #"{"resources":[{"name":"t","path":"t.csv"}]}"#)
        let cases: [(String, String)] = [
            ("--fields s.json t.csv", "this looks like a Table Schema, not a fields file: give it with --schema"),
            ("--fields compact.json t.csv", "this looks like a Table Schema, not a fields file: give it with --schema"),
            ("--fields compact-package.json t.csv", "this looks like a Data Package, not a fields file: give it with --package"),
            ("--fields datapackage.json t.csv", "this looks like a Data Package, not a fields file: give it with --package"),
            ("--fields t.csv t.csv", "this looks like a table, not a fields file"),
            ("--schema r.fields t.csv", "this looks like a fields file, not a Table Schema: give it with --fields"),
            ("--schema datapackage.json t.csv", "this looks like a Data Package, not a Table Schema: give it with --package"),
            ("--package s.json", "this looks like a Table Schema, not a Data Package: give it with --schema"),
            ("--package t.csv", "this looks like a table, not a Data Package"),
            ("schema r.fields", "this looks like a fields file, not a Table Schema"),
        ]
        for (call, said) in cases {
            let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" \(call)")
            #expect(run.status == 2, "\(call)")
            #expect(run.err.hasPrefix("fieldcheck: error: "), "\(call): \(run.err)")
            #expect(run.err.contains(said), "\(call): \(run.err)")
        }
    }

    /// A header label with a line break stays on one line in every line-based output:
    /// stderr's messages, --count, the TSV report.
    @Test func aLabelWithALineBreakIsOneLineOnStderr() throws {
        let scratch = try ScratchFolder()
        try scratch.write("t.csv", "\"c\nd\",c\n1,2\n")
        try scratch.write("s.json", #"{"fields": [{"name": "x", "type": "integer"}, {"name": "c", "type": "integer"}], "fieldsMatch": "equal"}"#)
        for form in ["--count", "--summary", "-q", "--json", ""] {
            let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" --schema s.json \(form) t.csv")
            #expect(run.status == 2, "\(form)")
            for line in run.err.split(separator: "\n") {
                #expect(line.hasPrefix("fieldcheck: "), "\(form): a line of stderr is not a message: \(line)")
            }
            if form.isEmpty || form == "--count" {
                for line in run.out.split(separator: "\n") { #expect(line.split(separator: "\t", omittingEmptySubsequences: false).count >= 3, "\(line)") }
            }
        }
        let messages = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" --schema s.json --count t.csv")
        #expect(messages.err.contains("'c\\nd'"), "\(messages.err)")
    }
}
