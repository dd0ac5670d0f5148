import FieldCheck
@testable import FieldCheckReference
import Testing
import TestSupport

/// One row: the options of a rule (as on a command line), a value, the status it must get,
/// and the canonical form (passed) or a piece of the reason.
struct OptionCase: CustomTestStringConvertible, Sendable {
    let options: [String]
    let value: String
    let status: Status
    let expected: String

    init(_ options: [String], _ value: String, _ status: Status, _ expected: String = "") {
        self.options = options
        self.value = value
        self.status = status
        self.expected = expected
    }

    var testDescription: String { "\(options.joined(separator: " ")) \"\(value)\" \(status.name)" }

    /// The rule options, parsed by the rule options' own table.
    func rule() throws -> Rule {
        var options = RuleOptions()
        let interface = CommandLineInterfaceForRules.make()
        try interface.parseOptions(self.options.map { Array($0.utf8) }, scope: Scope.check, label: "a test", into: &options)
        return try options.makeRule()
    }

    func verify(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let rule = try rule()
        let (verdict, formatted) = rule.format(Array(value.utf8))
        #expect(verdict.status == status, "\(value): \(verdict.reason ?? "")", sourceLocation: sourceLocation)
        #expect(rule.check(Array(value.utf8)).status == status, sourceLocation: sourceLocation)
        if status == .passed {
            #expect(formatted == expected, sourceLocation: sourceLocation)
            if let formatted {
                #expect(rule.format(Array(formatted.utf8)).formatted == formatted, "idempotent", sourceLocation: sourceLocation)
            }
        } else {
            #expect(verdict.reason?.contains(expected) == true, "reason: \(verdict.reason ?? "nil")", sourceLocation: sourceLocation)
        }
    }
}

import ArgumentParsing

/// A command line of the rule options alone, for the tests of options.
enum CommandLineInterfaceForRules {
    static func make() -> CommandLineInterface<RuleOptions> {
        CommandLineInterface(
            program: "test", version: "0", summary: "", discussion: "",
            commands: [CommandDefinition("check", summary: "", discussion: "", usage: "")],
            defaultCommand: "check", options: RuleOptions.definitions, sectionOrder: ["Rules"], manual: [],
            initial: RuleOptions())
    }
}

@Suite struct OneOfOptionTests {
    static let cases: [OptionCase] = [
        OptionCase(["--one-of", "red", "--one-of", "green"], "red", .passed, "red"),
        OptionCase(["--one-of", "red", "--one-of", "green"], "green", .passed, "green"),
        OptionCase(["--one-of", "red", "--one-of", "green"], "Red", .failed, "did you mean 'red'?"),
        OptionCase(["--one-of", "red", "--one-of", "green"], "blue", .failed, "is not one of 'red', 'green'"),
        OptionCase(["--one-of", "red", "--one-of", "green"], "re", .tooShort, "could become 'red'"),
        OptionCase(["--one-of", "red", "--one-of", "green"], "gr", .tooShort, "could become 'green'"),
        OptionCase(["--one-of", "red", "--one-of", "green"], "", .tooShort, "empty"),
        OptionCase(["--one-of", "red", "--one-of", "green"], " red", .failed, "is not one of"),
        OptionCase(["--one-of", "Red", "-i"], "RED", .passed, "Red"),
        OptionCase(["--one-of", "Red", "-i"], "red", .passed, "Red"),
        OptionCase(["--one-of", "Red", "-i"], "RE", .tooShort, "could become 'Red'"),
        OptionCase(["--one-of", "Red", "-i"], "rod", .failed, "did you mean 'Red'?"),
        OptionCase(["-t", "state", "--one-of", "NY", "--one-of", "CA"], "new york", .passed, "NY"),
        OptionCase(["-t", "state", "--one-of", "NY", "--one-of", "CA"], " ca ", .passed, "CA"),
        OptionCase(["-t", "state", "--one-of", "NY", "--one-of", "CA"], "TX", .failed, "'TX' is not one of 'NY', 'CA'"),
        OptionCase(["-t", "state", "--one-of", "NY", "--one-of", "CA"], "XX", .failed, "not a USPS state code"),
        OptionCase(["-t", "integer", "--one-of", "1", "--one-of", "10"], "010", .passed, "10"),
        OptionCase(["-t", "integer", "--one-of", "1", "--one-of", "10"], "+1", .passed, "1"),
        OptionCase(["-t", "integer", "--one-of", "1", "--one-of", "10"], "2", .failed, "is not one of '1', '10'"),
        OptionCase(["-t", "decimal", "--table-schema", "--one-of", "2.5"], "2.50", .passed, "2.5"),
        OptionCase(["-t", "decimal", "--table-schema", "--one-of", "2.5"], "25e-1", .passed, "2.5"),
        OptionCase(["-p", "[a-z]+", "--one-of", "ab", "--one-of", "cd"], "ab", .passed, "ab"),
        OptionCase(["-p", "[a-z]+", "--one-of", "ab", "--one-of", "cd"], "ef", .failed, "is not one of"),
        OptionCase(["--many", "--one-of", "a", "--one-of", "b"], "a,b,a", .passed, "a,b,a"),
        OptionCase(["--many", "--one-of", "a", "--one-of", "b"], "a,c", .failed, "piece 2 (\"c\")"),
    ]

    @Test(arguments: cases) func oneOf(_ row: OptionCase) throws { try row.verify() }

    /// A long list (its values not in it are looked up in a sorted copy, not scanned): the
    /// statuses, the listed values a beginning could become (how many, the first five in
    /// the list's order) are those a scan of the whole list finds, with and without -i, and
    /// a status alone (counts) is the status of the full check.
    @Test func aLongListAnswersAsAScanOfIt() throws {
        var random = SeededRandom(state: 3535)
        let letters = Array("abcAB-é")
        var list: [String] = []
        for _ in 0..<3000 { list.append(String((0..<(1 + random.below(6))).map { _ in random.pick(letters) })) }
        for ignoreCase in [false, true] {
            var options = RuleOptions()
            options.oneOf = list
            options.ignoreCase = ignoreCase
            let rule = try options.makeRule()
            let fold = { (text: String) in ignoreCase ? text.lowercased() : text }
            var spellings: [String] = [], seen: Set<String> = []
            for value in list where seen.insert(fold(value)).inserted { spellings.append(value) }
            for _ in 0..<400 {
                let value = String((0..<(1 + random.below(7))).map { _ in random.pick(letters) })
                let verdict = rule.check(Array(value.utf8))
                #expect(rule.status(Array(value.utf8)) == verdict.status, "\(value)")
                if seen.contains(fold(value)) {
                    #expect(verdict.status == .passed, "\(value)")
                    continue
                }
                let beginnings = spellings.filter { fold($0).hasPrefix(fold(value)) }
                if beginnings.isEmpty {
                    #expect(verdict.status == .failed, "\(value)")
                    continue
                }
                let shown = beginnings.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
                let expected = "incomplete: could become " + shown + (beginnings.count > 5 ? ", ... (\(beginnings.count) values)" : "")
                #expect(verdict == .tooShort(expected), "\(value), -i \(ignoreCase)")
            }
        }
    }

    @Test func listedValuesMustBeOfTheType() throws {
        #expect(throws: RuleError.self) { try OptionCase(["-t", "integer", "--one-of", "x"], "", .passed).rule() }
        #expect(throws: RuleError.self) { try OptionCase(["-t", "date", "--one-of", "2023-02-29"], "", .passed).rule() }
    }
}

@Suite struct BoundOptionTests {
    static let cases: [OptionCase] = [
        OptionCase(["-t", "integer", "--minimum", "0", "--maximum", "120"], "0", .passed, "0"),
        OptionCase(["-t", "integer", "--minimum", "0", "--maximum", "120"], "120", .passed, "120"),
        OptionCase(["-t", "integer", "--minimum", "0", "--maximum", "120"], "121", .failed, "above the maximum 120"),
        OptionCase(["-t", "integer", "--minimum", "0", "--maximum", "120"], "-1", .failed, "below the minimum 0"),
        OptionCase(["-t", "integer", "--minimum", "0", "--maximum", "120"], "0099", .passed, "99"),
        OptionCase(["-t", "integer", "--minimum", "18"], "5", .tooShort, "more digits could reach it"),
        OptionCase(["-t", "integer", "--minimum", "18", "--maximum", "20"], "3", .failed, "below the minimum 18"),
        OptionCase(["-t", "integer", "--minimum", "18", "--maximum", "20"], "2", .tooShort, "more digits"),
        OptionCase(["-t", "integer", "--maximum", "99999999999999999999"], "100000000000000000000", .failed, "above the maximum"),
        OptionCase(["-t", "number", "--minimum", "10"], "009", .tooShort, "more digits could reach it"),
        OptionCase(["-t", "number", "--minimum", "10", "--maximum", "50"], "009", .failed, "below the minimum 10"),
        OptionCase(["-t", "number", "--minimum", "10"], "010", .passed, "010"),
        OptionCase(["-t", "decimal", "--minimum", "-1.5", "--maximum", "1.5"], "-1.50", .passed, "-1.50"),
        OptionCase(["-t", "decimal", "--minimum", "-1.5", "--maximum", "1.5"], "1.5001", .failed, "above the maximum 1.5"),
        OptionCase(["-t", "decimal", "--minimum", "-1.5", "--maximum", "1.5"], "-1.51", .failed, "below the minimum -1.5"),
        OptionCase(["-t", "decimal", "--minimum", "0"], "-0", .passed, "0"),
        OptionCase(["-t", "decimal", "--table-schema", "--maximum", "1e3"], "999.9", .passed, "999.9"),
        OptionCase(["-t", "decimal", "--table-schema", "--maximum", "1e3"], "1.0001E3", .failed, "above the maximum"),
        OptionCase(["-t", "decimal", "--table-schema", "--maximum", "1e3"], "NaN", .failed, "has no order"),
        OptionCase(["-t", "decimal", "--table-schema", "--minimum", "0"], "Infinity", .passed, "Infinity"),
        OptionCase(["-t", "date", "--minimum", "2024-01-01", "--maximum", "2024-12-31"], "2024-02-29", .passed, "2024-02-29"),
        OptionCase(["-t", "date", "--minimum", "2024-01-01", "--maximum", "2024-12-31"], "2025-01-01", .failed, "above the maximum 2024-12-31"),
        OptionCase(["-t", "date", "--minimum", "2024-01-01"], "2023-12-31", .failed, "below the minimum 2024-01-01"),
        OptionCase(["-t", "date", "--date-format", "%d/%m/%Y", "--minimum", "01/02/2024"], "31/01/2024", .failed, "below the minimum 2024-02-01"),
        OptionCase(["-t", "time", "--maximum", "17:00"], "17:00:01", .failed, "above the maximum 17:00:00"),
        OptionCase(["-t", "time", "--maximum", "17:00"], "16:59:59.999", .passed, "16:59:59.999"),
        OptionCase(["-t", "datetime", "--maximum", "2024-01-01T00:00:00Z"], "2024-01-01T00:30:00+01:00", .passed, "2024-01-01T00:30:00+01:00"),
        OptionCase(["-t", "datetime", "--maximum", "2024-01-01T00:00:00Z"], "2024-01-01T00:30:00Z", .failed, "above the maximum"),
        OptionCase(["-t", "year", "--minimum", "1900"], "1899", .failed, "below the minimum 1900"),
        OptionCase(["-t", "yearmonth", "--maximum", "2024-06"], "2024-07", .failed, "above the maximum 2024-06"),
    ]

    @Test(arguments: cases) func bounds(_ row: OptionCase) throws { try row.verify() }

    @Test func boundsNeedAnOrderedTypeAndAValidValue() throws {
        for options in [["--minimum", "1"], ["-t", "zip", "--minimum", "12345"], ["-t", "integer", "--minimum", "x"],
                        ["-t", "integer", "--minimum", "5", "--maximum", "4"], ["-t", "date", "--maximum", "2023-02-29"]] {
            #expect(throws: RuleError.self, "\(options)") { try OptionCase(options, "", .passed).rule() }
        }
    }
}

@Suite struct MissingValueOptionTests {
    static let cases: [OptionCase] = [
        OptionCase(["-t", "integer", "--missing-value", "NA", "--optional"], "NA", .passed, "NA"),
        OptionCase(["-t", "integer", "--missing-value", "NA"], "NA", .tooShort, "a missing value"),
        OptionCase(["-t", "integer", "--missing-value", "NA", "--optional"], "", .tooShort, "empty"),
        OptionCase(["-t", "integer", "--missing-value", "NA", "--missing-value", "", "--optional"], "", .passed, ""),
        OptionCase(["-t", "integer", "--missing-value", "NA", "--optional"], "na", .failed, "is not allowed in an integer"),
        OptionCase(["-t", "integer", "--missing-value", "NA", "--optional"], "7", .passed, "7"),
        OptionCase(["--nothing-missing", "--optional", "--min-length", "0"], "", .passed, ""),
        OptionCase(["-t", "integer", "--nothing-missing", "--optional"], "", .tooShort, "empty"),
        OptionCase(["-t", "date", "--missing-value", "-", "--optional"], "-", .passed, "-"),
        OptionCase(["-t", "date", "--missing-value", "-"], "-", .tooShort, "missing"),
        OptionCase(["-p", "[0-9]+", "--missing-value", "n/a", "--optional"], "n/a", .passed, "n/a"),
        OptionCase(["-p", "[0-9]+", "--missing-value", "n/a", "--optional"], "n/b", .failed, "does not match"),
        OptionCase(["--missing-value", "?", "--optional", "--min-length", "0", "--max-length", "0"], "?", .passed, "?"),
        OptionCase(["--missing-value", "?", "--optional", "--min-length", "0", "--max-length", "0"], "x", .failed, "longer than 0"),
        OptionCase(["-t", "boolean", "--missing-value", "null", "--optional"], "null", .passed, "null"),
        OptionCase(["-t", "boolean", "--missing-value", "null", "--optional"], "true", .passed, "true"),
        OptionCase(["-t", "boolean", "--missing-value", "null", "--optional"], "Null", .failed, "is not a boolean"),
        OptionCase(["-t", "integer", "--optional"], "", .passed, ""),
        OptionCase(["-t", "integer"], "", .tooShort, "empty"),
        OptionCase(["-t", "integer", "--missing-value", " ", "--optional"], " ", .passed, " "),
    ]

    @Test(arguments: cases) func missingValues(_ row: OptionCase) throws { try row.verify() }
}

@Suite struct TableSchemaReadingTests {
    static let cases: [OptionCase] = [
        OptionCase(["-t", "integer", "--table-schema"], " 007 ", .passed, "7"),
        OptionCase(["-t", "integer", "--table-schema"], "1_000", .passed, "1000"),
        OptionCase(["-t", "integer", "--table-schema"], "1__0", .failed, "not an integer"),
        OptionCase(["-t", "integer", "--table-schema"], "١٢", .passed, "12"),
        OptionCase(["-t", "integer", "--table-schema"], "1.0", .failed, "not an integer"),
        OptionCase(["-t", "integer", "--table-schema", "--no-bare-number"], "$1", .passed, "1"),
        OptionCase(["-t", "integer", "--table-schema", "--no-bare-number"], "-5kg", .passed, "-5"),
        OptionCase(["-t", "decimal", "--table-schema"], "1e5", .passed, "1E+5"),
        OptionCase(["-t", "decimal", "--table-schema"], ".5", .passed, "0.5"),
        OptionCase(["-t", "decimal", "--table-schema"], "-inf", .passed, "-Infinity"),
        OptionCase(["-t", "decimal", "--table-schema"], "nan", .passed, "NaN"),
        OptionCase(["-t", "decimal", "--table-schema"], "_1_", .passed, "1"),
        OptionCase(["-t", "decimal", "--table-schema"], "1e", .failed, "not a number"),
        OptionCase(["-t", "decimal", "--table-schema"], "0.0000001", .passed, "1E-7"),
        OptionCase(["-t", "decimal", "--table-schema", "--decimal-char", ",", "--group-char", "."], "1.234,5", .passed, "1234,5"),
        OptionCase(["-t", "decimal", "--table-schema", "--decimal-char", ","], "1.5", .failed, "not the decimal character"),
        OptionCase(["-t", "decimal", "--table-schema", "--no-bare-number"], "$.5", .passed, "5"),
        OptionCase(["-t", "boolean", "--table-schema"], " true", .failed, "is not a boolean"),
        OptionCase(["-t", "date", "--table-schema"], "2024-2-5", .passed, "2024-02-05"),
        OptionCase(["-t", "date", "--table-schema"], " 2024-02-05", .failed, "not a date"),
        OptionCase(["-t", "time", "--table-schema"], "24:00:00", .passed, "00:00:00"),
        OptionCase(["-t", "datetime", "--table-schema"], "2024-02-05x10:20:30", .passed, "2024-02-05T10:20:30"),
        OptionCase(["-t", "year", "--table-schema"], "+202", .passed, "0202"),
        OptionCase(["-t", "yearmonth", "--table-schema"], " 2024 - 1 ", .passed, "2024-01"),
        OptionCase(["-t", "url", "--table-schema"], "c:\\path", .passed, "c:\\path"),
        OptionCase(["-t", "url", "--table-schema"], "example.com", .failed, "starts with a scheme"),
        OptionCase(["-t", "uuid", "--table-schema"], "{123e4567e89b12d3a456426614174000", .passed, "{123e4567e89b12d3a456426614174000"),
        OptionCase(["-t", "email", "--table-schema"], "δ@example.com", .failed, "not an e-mail address"),
        OptionCase(["-t", "email", "--table-schema"], "a@münchen.de", .passed, "a@münchen.de"),
        OptionCase(["--table-schema", "--min-length", "3"], "👍🏽é", .passed, "👍🏽é"),
    ]

    @Test(arguments: cases) func tableSchemaReadings(_ row: OptionCase) throws { try row.verify() }
}

/// `--unique` over a stream of values: each row is a rule, the values in order, and the
/// statuses they get (a duplicate fails, naming the first place it was seen).
struct UniqueCase: CustomTestStringConvertible, Sendable {
    let options: [String]
    let values: [String]
    let expected: [String]
    var testDescription: String { "\(options.joined(separator: " ")) \(values)" }
}

@Suite struct UniqueOptionTests {
    static let cases: [UniqueCase] = [
        UniqueCase(options: ["--unique"], values: ["a", "b", "a"], expected: ["passed", "passed", "duplicate of line 1"]),
        UniqueCase(options: ["--unique"], values: ["a", "A", "a "], expected: ["passed", "passed", "passed"]),
        UniqueCase(options: ["--unique"], values: ["", "", "x"], expected: ["empty", "empty", "passed"]),
        UniqueCase(options: ["--unique", "--optional"], values: ["", "", "x"], expected: ["passed", "passed", "passed"]),
        UniqueCase(options: ["--unique", "-t", "integer"], values: ["7", "007", "+7", "-7"],
                   expected: ["passed", "duplicate of line 1", "duplicate of line 1", "passed"]),
        UniqueCase(options: ["--unique", "-t", "integer"], values: ["0", "-0"], expected: ["passed", "duplicate of line 1"]),
        UniqueCase(options: ["--unique", "-t", "decimal"], values: ["1.0", "1.00", "1"], expected: ["passed", "passed", "passed"]),
        UniqueCase(options: ["--unique", "-t", "decimal", "--table-schema"], values: ["1.0", "1e0", "1"],
                   expected: ["passed", "duplicate of line 1", "duplicate of line 1"]),
        UniqueCase(options: ["--unique", "-t", "decimal", "--table-schema"], values: ["NaN", "NaN", "nan"],
                   expected: ["passed", "passed", "passed"]),
        UniqueCase(options: ["--unique", "-t", "state"], values: ["NY", "new york", " ny "],
                   expected: ["passed", "duplicate of line 1", "duplicate of line 1"]),
        UniqueCase(options: ["--unique", "-t", "country"], values: ["DE", "DEU", "Germany", "FR"],
                   expected: ["passed", "duplicate of line 1", "duplicate of line 1", "passed"]),
        UniqueCase(options: ["--unique", "-t", "email"], values: ["Ann@Example.com", "Ann@example.COM", "ann@example.com"],
                   expected: ["passed", "duplicate of line 1", "passed"]),
        UniqueCase(options: ["--unique", "-t", "uuid"], values: ["123E4567-E89B-12D3-A456-426614174000", "123e4567e89b12d3a456426614174000"],
                   expected: ["passed", "duplicate of line 1"]),
        UniqueCase(options: ["--unique", "-t", "time"], values: ["10:00:00+01:00", "09:00:00Z", "09:00:00"],
                   expected: ["passed", "duplicate of line 1", "passed"]),
        UniqueCase(options: ["--unique", "-t", "datetime"], values: ["2024-01-01T00:30:00+01:00", "2023-12-31 23:30Z"],
                   expected: ["passed", "duplicate of line 1"]),
        UniqueCase(options: ["--unique", "-t", "date", "--date-format", "%d/%m/%Y"], values: ["5/2/2024", "05/02/2024"],
                   expected: ["passed", "duplicate of line 1"]),
        UniqueCase(options: ["--unique", "-t", "boolean"], values: ["1", "true", "0", "FALSE"],
                   expected: ["passed", "duplicate of line 1", "passed", "duplicate of line 3"]),
        UniqueCase(options: ["--unique", "-t", "zip"], values: ["12345-6789", "123456789", "12345"],
                   expected: ["passed", "duplicate of line 1", "passed"]),
        UniqueCase(options: ["--unique", "-t", "integer", "--maximum", "10"], values: ["12", "12", "5", "5"],
                   expected: ["above the maximum", "above the maximum", "passed", "duplicate of line 3"]),
        UniqueCase(options: ["--unique", "-t", "integer", "-p", "[0-9]"], values: ["007", "7"],
                   expected: ["does not match", "duplicate of line 1"]),
        UniqueCase(options: ["--unique", "-t", "integer"], values: ["x", "x", "1"], expected: ["not allowed", "not allowed", "passed"]),
        UniqueCase(options: ["--unique", "--missing-value", "NA", "--optional"], values: ["NA", "NA", "a", "a"],
                   expected: ["passed", "passed", "passed", "duplicate of line 3"]),
    ]

    @Test(arguments: cases) func unique(_ row: UniqueCase) throws {
        let rule = try OptionCase(row.options, "", .passed).rule()
        var seen = UniqueValues()
        for (index, value) in row.values.enumerated() {
            let bytes = Array(value.utf8)
            let verdict = bytes.withUnsafeBufferPointer {
                rule.checkingUnique(rule.check(bytes), $0, at: index + 1, unit: "line", in: &seen)
            }
            let shown = verdict.status == .passed ? "passed" : verdict.reason ?? ""
            #expect(shown.contains(row.expected[index]), "\(value): \(shown)")
        }
    }
}

/// `--true-value` and `--false-value`: other spellings of a boolean.
@Suite struct BooleanSpellingTests {
    static let cases: [OptionCase] = [
        OptionCase(["-t", "boolean", "--true-value", "yes", "--false-value", "no"], "yes", .passed, "true"),
        OptionCase(["-t", "boolean", "--true-value", "yes", "--false-value", "no"], "no", .passed, "false"),
        OptionCase(["-t", "boolean", "--true-value", "yes", "--false-value", "no"], " yes ", .passed, "true"),
        OptionCase(["-t", "boolean", "--true-value", "yes", "--false-value", "no"], "Yes", .failed, "did you mean 'yes'?"),
        OptionCase(["-t", "boolean", "--true-value", "yes", "--false-value", "no"], "true", .passed, "true"),
        OptionCase(["-t", "boolean", "--true-value", "yes", "--false-value", "no"], "1", .failed, "is not a boolean ('yes', 'no')"),
        OptionCase(["-t", "boolean", "--table-schema", "--true-value", "yes", "--false-value", "no"], "true", .failed, "is not a boolean"),
        OptionCase(["-t", "boolean", "--table-schema", "--true-value", "yes", "--false-value", "no"], "yes", .passed, "yes"),
        OptionCase(["-t", "boolean", "--true-value", "yes", "--false-value", "no"], "y", .tooShort, "could become 'yes'"),
        OptionCase(["-t", "boolean", "--true-value", "yes", "--false-value", "no"], "", .tooShort, "empty"),
        OptionCase(["-t", "boolean", "--true-value", "yes", "--false-value", "no", "-i"], "YES", .passed, "true"),
        OptionCase(["-t", "boolean", "--true-value", "yes", "--false-value", "no", "-i"], "nO", .passed, "false"),
        OptionCase(["-t", "boolean", "--true-value", "yes", "--false-value", "no", "-i"], "YE", .tooShort, "could become"),
        OptionCase(["-t", "boolean", "--true-value", "Y", "--true-value", "yes", "--false-value", "N"], "Y", .passed, "true"),
        OptionCase(["-t", "boolean", "--true-value", "Y", "--true-value", "yes", "--false-value", "N"], "N", .passed, "false"),
        OptionCase(["-t", "boolean", "--true-value", "Y", "--true-value", "yes", "--false-value", "N"], "n", .failed, "did you mean 'N'?"),
        OptionCase(["-t", "boolean", "--true-value", "on", "--false-value", "off"], "of", .tooShort, "could become 'off'"),
        OptionCase(["-t", "boolean", "--true-value", "on", "--false-value", "off"], "o", .tooShort, "'on', 'off'"),
        OptionCase(["-t", "boolean", "--true-value", "on", "--false-value", "off"], "offf", .failed, "is not a boolean"),
        OptionCase(["-t", "boolean", "--true-value", "ja"], "ja", .passed, "true"),
        OptionCase(["-t", "boolean", "--true-value", "ja"], "0", .passed, "false"),
        OptionCase(["-t", "boolean", "--true-value", "ja"], "1", .failed, "is not a boolean"),
        OptionCase(["-t", "boolean", "--table-schema", "--true-value", "yes"], " yes", .failed, "is not a boolean"),
        OptionCase(["-t", "boolean", "--true-value", "yes", "--one-of", "true"], "yes", .passed, "true"),
        OptionCase(["-t", "boolean", "--true-value", "yes", "--one-of", "true"], "false", .failed, "is not one of 'true'"),
    ]

    @Test(arguments: cases) func spellings(_ row: OptionCase) throws { try row.verify() }
}
