import ArgumentParsing
import FieldCheckReference

/// Where options apply: commands, and the option part of a fields-file line.
package enum Scope {
    package static let check = "check"
    package static let format = "format"
    package static let prompt = "prompt"
    package static let fieldsFile = "fields-file"
    package static let types = "types"
    package static let infer = "infer"
    /// A fields file's `@read` line: how the tables it describes are read.
    package static let readDirective = "@read"
    /// Every place a rule can be declared.
    package static let rules: Scopes = [check, format, prompt, fieldsFile]
}

/// The rule options of one value (or one column), as the user gave them.
@usableFromInline package struct RuleOptions: Equatable, Sendable {
    /// `nil` when no `--type` was given: the value is then text, and its canonical
    /// form is itself (so that a pattern-only column is not re-capitalized by `format`).
    package var type: FieldType?
    /// The type options given (`--date-format`, `--decimal-char`, ...), by name: each must
    /// be one of the chosen type's, since any other type would ignore it.
    package var typeOptionsGiven: [String] = []
    package var canonical = false
    package var pattern: String?
    package var search = false
    package var ignoreCase = false
    package var ucp = false
    /// `--match-limit`, `--depth-limit`: PCRE2's limits for the pattern (nil: the defaults).
    package var matchLimit: UInt32?
    package var depthLimit: UInt32?
    package var many = false
    package var separators: [[UInt8]] = []
    /// `--min-items`, `--max-items`: how many pieces a `--many` value may have.
    package var minItems = 0
    package var maxItems: Int?
    package var minLength = 1
    /// Whether `--min-length` was given (1, the default, is then a rule the user asked for).
    package var minLengthGiven = false
    package var maxLength: Int?
    package var optional = false
    /// The settings the type is built with (boolean spellings, a date format, Table Schema readings).
    package var settings = TypeSettings()
    /// `--one-of`: the values allowed (with `--one-of-file`, the executable adds the file's lines).
    package var oneOf: [String] = []
    /// `--one-of-file`: files of allowed values, one per line, as given (read by the executable).
    package var oneOfFiles: [String] = []
    /// `--one-of-column TABLE:COLUMN`: a column of another table whose values are the ones
    /// allowed (a foreign key; read by the executable), as given.
    package var oneOfColumns: [String] = []
    /// `--one-of-none`: no value is allowed (Table Schema's empty `enum`).
    package var oneOfNone = false
    package var minimum: String?
    package var maximum: String?
    /// `--unique`: a value seen before fails (kept by whoever reads the values in order).
    package var unique = false
    /// `--warn`: values that do not pass are warnings, which leave the exit status alone.
    package var warn = false
    /// `--missing-value`: values that count as missing (empty), in place of the empty value.
    package var missingValues: [String]?
    /// `--primary-key`: the column is (part of) the table's primary key.
    package var primaryKey = false

    package init() {}

    /// Whether the options say anything a value must be: a type, a pattern, a length, a
    /// list, a bound, a count of pieces, uniqueness or the canonical form. Without one,
    /// every non-empty value would pass unchecked, so `check` and `format` refuse the run
    /// (a validator never answers "passed" for what it did not check). Options that only
    /// change how a rule reads (`-i`, `--optional`, `--many`, `--warn`) are not rules.
    package var checksSomething: Bool {
        type != nil || pattern != nil || canonical || minLengthGiven || maxLength != nil || !oneOf.isEmpty || oneOfNone
            || !oneOfFiles.isEmpty || !oneOfColumns.isEmpty || minimum != nil || maximum != nil || unique || minItems > 0
            || maxItems != nil || primaryKey
    }

    /// The largest length limit accepted: far beyond any real value, and small
    /// enough that no arithmetic on it can overflow.
    package static let lengthLimit = 1 << 40

    /// Compiles the options into a rule; a bad pattern or contradictory limits are errors.
    /// `sharingListsWith`: a rule made from the same options (for another thread), whose
    /// `--one-of` list is taken as it is rather than read again (a list of millions of
    /// values is then held once, however many threads check).
    package func makeRule(sharingListsWith other: Rule? = nil) throws(RuleError) -> Rule {
        if let misplaced = misplacedTypeOption() { throw RuleError(misplaced) }
        if let maxLength, maxLength < minLength {
            throw RuleError("--min-length \(minLength) is more than --max-length \(maxLength)")
        }
        if let maxItems, maxItems < minItems {
            throw RuleError("--min-items \(minItems) is more than --max-items \(maxItems)")
        }
        var compiled: CompiledPattern?
        if let pattern {
            var options = PatternOptions(search: search, caseless: ignoreCase, ucp: ucp)
            if let matchLimit { options.matchLimit = matchLimit }
            if let depthLimit { options.depthLimit = depthLimit }
            do {
                compiled = try CompiledPattern(pattern, options: options)
            } catch {
                throw RuleError(error.description)
            }
        } else if search || (ignoreCase && oneOf.isEmpty && !(type?.unit.usesCase ?? false)) || ucp || matchLimit != nil
            || depthLimit != nil
        {
            let which = search ? "--search" : ignoreCase ? "--ignore-case" : ucp ? "--ucp" : matchLimit != nil ? "--match-limit" : "--depth-limit"
            throw RuleError(which == "--ignore-case" ? "--ignore-case needs a --pattern or --one-of" : "\(which) needs a --pattern")
        }
        if primaryKey && optional {
            throw RuleError("a --primary-key column is required: it cannot be --optional")
        }
        if !oneOfFiles.isEmpty && oneOf.isEmpty {
            throw RuleError("--one-of-file \(oneOfFiles[0]) lists no values")
        }
        if !oneOfColumns.isEmpty && oneOf.isEmpty {
            throw RuleError("--one-of-column \(oneOfColumns[0]) has no values")
        }
        var settings = self.settings
        settings.caseless = ignoreCase
        // (A rule asked for by the reference alone keeps that; see `JudgingMode`.)
        settings.reference = settings.reference || JudgingMode.reference
        let validator = try TypeValidator(type ?? FieldType.plainText, settings: settings)
        let constraints: ValueConstraints
        if let shared = other?.constraints {
            constraints = shared.withOwnCaches(type: type == nil ? nil : validator)
        } else {
            constraints = try ValueConstraints(
                type: type == nil ? nil : validator, oneOf: oneOf, listsNothing: oneOfNone, ignoreCase: ignoreCase, skipsInvalid: settings.tableSchema,
                minimum: minimum, maximum: maximum)
        }
        let rule = Rule(
            type: validator, typeGiven: type != nil, pattern: compiled, minLength: minLength, maxLength: maxLength,
            optional: optional, canonical: canonical,
            separators: many || !separators.isEmpty || minItems > 0 || maxItems != nil ? Separators(separators) : nil,
            items: minItems...(maxItems ?? Int.max),
            constraints: constraints, unique: unique, missingValues: missingValues.map { $0.map { Array($0.utf8) } },
            primaryKey: primaryKey, countsCodePoints: settings.tableSchema)
        rule.warn = warn
        return rule
    }

    /// The rows of the option table for rules.
    /// The `--type` choices, with what each one passes.
    package static var typeChoices: [Choice] { FieldType.allCases.map { Choice($0.rawValue, $0.summary) } }

    /// Then each type's own options, in the registry's order (`TypeUnit.options`).
    package static var definitions: [OptionDefinition<RuleOptions>] {
        basicDefinitions + constraintDefinitions + typeSettingDefinitions + typeDefinitions
    }

    /// Each type's own options, in the registry's order; one that several types declare
    /// (the date types' --date-format) once, where it first comes.
    static var typeDefinitions: [OptionDefinition<RuleOptions>] {
        var seen = Set<String>()
        return FieldType.allCases.flatMap { $0.unit.options }.filter { seen.insert($0.name).inserted }.map { definition in
            // (Each one given is noted, for `makeRule` to hold it to the type.)
            var noting = definition
            let name = definition.name, apply = definition.apply
            noting.apply = { (options: inout RuleOptions, argument) throws(ArgumentError) in
                try apply(&options, argument)
                if !options.typeOptionsGiven.contains(name) { options.typeOptionsGiven.append(name) }
            }
            return noting
        }
    }

    /// The types that read `--region` besides phone, which declares it (its help names them).
    static let regionReaders: Set<String> = ["postal", "vat"]

    /// Why a type option given does not apply (the chosen type does not declare it): a
    /// message naming the types that do; nil when every one applies.
    func misplacedTypeOption() -> String? {
        func declares(_ type: FieldType, _ name: String) -> Bool {
            type.unit.options.contains { $0.name == name } || name == "region" && Self.regionReaders.contains(type.rawValue)
        }
        guard let name = typeOptionsGiven.first(where: { name in type.map { !declares($0, name) } ?? true }) else { return nil }
        let takers = FieldType.allCases.filter { declares($0, name) }.map(\.rawValue)
        let place = type.map { "--type \($0.rawValue)" } ?? "a rule without --type"
        return "--\(name) applies to --type \(takers.joined(separator: ", ")), not to \(place): it would be ignored"
    }

    static var basicDefinitions: [OptionDefinition<RuleOptions>] { [
        OptionDefinition(
            "type", short: "t", value: "TYPE", section: "Rules",
            summary: "a built-in type the value must be (default text)",
            discussion: """
                A built-in type the value must be (default text). The check is lenient: a value \
                passes when it can be put in the type's canonical form (surrounding whitespace \
                is ignored), and an incomplete beginning of a valid value is too-short. \
                'fieldcheck types TYPE' tells each type's rules. A type and a --pattern may be \
                given together: both must pass. Without --type, format leaves a value as it is; \
                '--type text' asks for text's canonical form.
                """,
            choices: RuleOptions.typeChoices, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            guard case .value(let value) = argument else { return }
            let name = try value.choice(from: RuleOptions.typeChoices)
            options.type = FieldType(rawValue: name)
        },
        OptionDefinition(
            "canonical", section: "Rules",
            summary: "pass only values already in canonical form",
            discussion: """
                Pass only values that are already in the type's canonical form (what format \
                prints); the reason of a value that is not names its canonical form.
                """,
            negatable: true, scopes: Scope.rules
        ) { options, argument in options.canonical = argument.isOn },
        OptionDefinition(
            "pattern", short: "p", value: "REGEX", section: "Rules",
            summary: "a PCRE2 pattern the whole value must match",
            discussion: """
                A PCRE2 pattern that the whole value must match: it is anchored at both ends, \
                as with grep -x. UTF mode is on; \\d, \\w and \\s match ASCII only unless --ucp \
                is given. A value that ends while the pattern could still match (a partial \
                match) is too-short. A pattern that needs too much backtracking on a value \
                fails that value, with a reason that says so, and the run goes on.
                """,
            scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.pattern = try value.text() }
        },
        OptionDefinition(
            "search", section: "Rules",
            summary: "the pattern may match anywhere in the value",
            discussion: "The pattern may match anywhere in the value (grep semantics) instead of the whole value.",
            negatable: true, scopes: Scope.rules
        ) { options, argument in options.search = argument.isOn },
        OptionDefinition(
            "ignore-case", short: "i", section: "Rules",
            summary: "match the pattern without regard to case",
            negatable: true, scopes: Scope.rules
        ) { options, argument in options.ignoreCase = argument.isOn },
        OptionDefinition(
            "ucp", section: "Rules",
            summary: "Unicode properties for \\d, \\w, \\s and POSIX classes",
            discussion: """
                Use Unicode properties for \\d, \\w, \\s and the POSIX classes in the pattern, \
                so that \\d matches any decimal digit and \\w any letter. Without it they are ASCII.
                """,
            negatable: true, scopes: Scope.rules
        ) { options, argument in options.ucp = argument.isOn },
        OptionDefinition(
            "match-limit", value: "N", section: "Rules",
            summary: "PCRE2's match limit per value (default 1,000,000)",
            discussion: """
                The most backtracking steps the pattern may take on one value (PCRE2's match \
                limit, as pcre2grep's --match-limit). A value that needs more fails with a reason \
                that says so, and the run goes on: with the default, such a value costs a few \
                milliseconds (a pattern like (a|aa)+$ on 10,000 a's and a b), not a hang. Raise \
                it for a pattern that backtracks by design on long values.
                """,
            scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.matchLimit = UInt32(try value.integer(in: 1...4_000_000_000)) }
        },
        OptionDefinition(
            "depth-limit", value: "N", section: "Rules",
            summary: "PCRE2's depth limit per value (default 100,000)",
            discussion: """
                How deep the pattern's backtracking may nest on one value (PCRE2's depth limit, \
                as pcre2grep's --depth-limit; the JIT, used where the system allows it, is bounded \
                by its stack instead). A value that needs more fails with a reason that says so.
                """,
            scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.depthLimit = UInt32(try value.integer(in: 1...4_000_000_000)) }
        },
        OptionDefinition(
            "many", section: "Rules",
            summary: "the value is a list; every piece must pass",
            discussion: """
                The value is a list of pieces separated by --separator (default ','); every \
                piece must pass the pattern. Pieces are not trimmed. An empty piece fails, \
                also after a trailing separator; only the last piece may be too-short. The \
                length limits apply to the whole value.
                """,
            negatable: true, scopes: Scope.rules
        ) { options, argument in options.many = argument.isOn },
        OptionDefinition(
            "separator", short: "s", value: "SEP", section: "Rules",
            summary: "a separator between pieces (repeatable; implies --many)",
            discussion: """
                A separator between the pieces of a --many value; give it several times for \
                several separators. At each position the longest separator wins: with ',' and \
                ', ' the value '20, 30,40' has the pieces 20, 30 and 40. Implies --many.
                """,
            repetition: .accumulates, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            guard case .value(let value) = argument else { return }
            let text = try value.nonEmptyText()
            options.separators.append(Array(text.utf8))
            options.many = true
        },
        OptionDefinition(
            "min-items", value: "N", section: "Rules",
            summary: "a --many value needs at least N pieces (implies --many)",
            discussion: """
                A --many value of fewer than N pieces is too-short (Table Schema's minLength on \
                a list). Implies --many.
                """,
            scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.minItems = try value.integer(in: 0...RuleOptions.lengthLimit) }
        },
        OptionDefinition(
            "max-items", value: "N", section: "Rules",
            summary: "a --many value of more than N pieces fails (implies --many)",
            discussion: "A --many value of more than N pieces fails (Table Schema's maxLength on a list). Implies --many.",
            scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.maxItems = try value.integer(in: 0...RuleOptions.lengthLimit) }
        },
        OptionDefinition(
            "min-length", value: "N", section: "Rules",
            summary: "values shorter than N characters are too-short (default 1)",
            discussion: """
                A value shorter than N characters is too-short (default 1, so an empty value is \
                too-short; 0 lets the pattern decide). Characters are Unicode extended grapheme \
                clusters: e followed by a combining accent is one character.
                """,
            scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument {
                options.minLength = try value.integer(in: 0...RuleOptions.lengthLimit)
                options.minLengthGiven = true
            }
        },
        OptionDefinition(
            "max-length", value: "N", section: "Rules",
            summary: "values longer than N characters fail",
            discussion: "A value longer than N characters fails. Characters are counted as for --min-length.",
            scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument {
                options.maxLength = try value.integer(in: 0...RuleOptions.lengthLimit)
            }
        },
        OptionDefinition(
            "warn", section: "Rules",
            summary: "values that do not pass are warnings: reported, the exit status left alone",
            discussion: """
                Values (or a column's cells) that do not pass are reported as warnings and do \
                not change the exit status, nor count towards --max-failures and \
                --max-failure-rate: a rule to watch rather than to enforce. On a fields-file \
                line for one column; in a Table Schema, a field's "x-warn": true. The reports \
                say it: the reason starts with "warning: " in status lines, --json objects \
                carry "severity":"warning", gnu lines say warning:, github writes ::warning, \
                SARIF level warning, JUnit lists the cells in the column's passing test case \
                (system-out), the summary marks the column (warn).
                """,
            negatable: true, scopes: [Scope.check, Scope.fieldsFile]
        ) { options, argument in options.warn = argument.isOn },
        OptionDefinition(
            "optional", section: "Rules",
            summary: "an empty value passes",
            discussion: "An empty value passes (for optional columns of a table); any other value is checked as usual.",
            negatable: true, scopes: Scope.rules
        ) { options, argument in options.optional = argument.isOn },
    ] }
}

/// A rule that cannot be built: an unknown option, a bad value, a pattern that does not
/// compile, limits that contradict each other.
public struct RuleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in plain words (as fieldcheck says it).
    public var message: String
    public var description: String { message }
    package init(_ message: String) { self.message = message }
}

extension OptionArgument {
    /// For switches: on unless given as `--no-NAME`.
    package var isOn: Bool {
        if case .negated = self { return false }
        return true
    }
}
