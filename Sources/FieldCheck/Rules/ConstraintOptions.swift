import ArgumentParsing

/// The rows of the option table for constraints (`--one-of`, bounds, `--unique`) and for
/// the settings of particular types (boolean spellings, date formats, Table Schema readings).
extension RuleOptions {
    static var constraintDefinitions: [OptionDefinition<RuleOptions>] { [
        OptionDefinition(
            "one-of", value: "VALUE", section: "Rules",
            summary: "the value must be one of these (repeatable)",
            discussion: """
                The value must be one of the values given (repeat the option for each). With -i, \
                without regard to case. With a --type, values are compared in the type's \
                canonical form (--type state --one-of NY matches 'new york'). The canonical form \
                is the listed spelling; a beginning of a listed value is too-short, and the \
                reason of a value that is not listed names the closest ones.
                """,
            repetition: .accumulates, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.oneOf.append(try value.text()) }
        },
        OptionDefinition(
            "one-of-file", value: "FILE", section: "Rules",
            summary: "the value must be one of the lines of FILE",
            discussion: """
                As --one-of, with the allowed values read from FILE, one per line (a CR before \
                the LF is dropped; empty lines are ignored). In a fields file, a relative FILE is \
                read beside the fields file.
                """,
            completion: .file, repetition: .accumulates, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.oneOfFiles.append(try value.nonEmptyText()) }
        },
        OptionDefinition(
            "one-of-column", value: "TABLE:COLUMN", section: "Rules",
            summary: "the value must be one of COLUMN's values in the table TABLE (a foreign key)",
            discussion: """
                As --one-of, with the allowed values read from the column COLUMN of the table \
                TABLE (a CSV file with a header row; .tsv and .tab tab-separated), split at the \
                last colon: a foreign key from a fields file (--type country --one-of-column \
                countries.csv:code). Values compare as the --type reads them; empty cells of \
                COLUMN are left out. In a fields file, a relative TABLE is read beside the fields \
                file.
                """,
            completion: .file, repetition: .accumulates, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            guard case .value(let value) = argument else { return }
            let text = try value.nonEmptyText()
            guard let colon = text.lastIndex(of: ":"), colon != text.startIndex, text.index(after: colon) != text.endIndex else {
                throw ArgumentError("invalid value '\(Quoting.display(text))' for '\(value.option)': must be TABLE:COLUMN (a file, a colon, a column of its header)")
            }
            options.oneOfColumns.append(text)
        },
        OptionDefinition(
            "one-of-none", section: "Rules",
            summary: "(fields files) no value is allowed: an empty list of allowed values",
            discussion: """
                No value is allowed: every value that is not missing fails, as not one of an empty \
                list. This is Table Schema's "enum": [], which frictionless accepts and reads so; \
                'fieldcheck schema' writes it.
                """,
            scopes: [Scope.fieldsFile]
        ) { options, _ in options.oneOfNone = true },
        OptionDefinition(
            "minimum", value: "V", section: "Rules",
            summary: "the smallest value allowed, compared as a value of the type",
            discussion: """
                The smallest value allowed, compared as a value of the --type (integer, number, \
                decimal, date, time, datetime, year, yearmonth), not as text: --type date \
                --minimum 2024-01-01. A whole number below the minimum that more digits could \
                bring within the bounds (5 with --minimum 18) is too-short; otherwise a value \
                below it fails.
                """,
            scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.minimum = try value.nonEmptyText() }
        },
        OptionDefinition(
            "maximum", value: "V", section: "Rules",
            summary: "the largest value allowed, compared as a value of the type",
            discussion: "The largest value allowed, compared as a value of the --type, as for --minimum; a value above it fails.",
            scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.maximum = try value.nonEmptyText() }
        },
        OptionDefinition(
            "unique", section: "Rules",
            summary: "a value seen before fails, naming where",
            discussion: """
                A value seen before fails, with a reason naming where it was first seen \
                (duplicate of line 3; in a table, of row 7, per column). Values are compared in \
                canonical form with a --type, as given otherwise; empty and missing values are \
                not compared. fieldcheck keeps every distinct value that passed in memory (about \
                100 bytes each beyond the value itself).
                """,
            negatable: true, scopes: Scope.rules
        ) { options, argument in options.unique = argument.isOn },
        OptionDefinition(
            "missing-value", value: "V", section: "Rules",
            summary: "a value that counts as missing (repeatable; default: the empty value)",
            discussion: """
                A value that counts as missing, like an empty one, in place of the empty value \
                (repeat for several; give --missing-value '' to keep the empty value among them): \
                a missing value passes with --optional and is too-short otherwise, and no other \
                rule looks at it. This is Table Schema's missingValues.
                """,
            repetition: .accumulates, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.missingValues = (options.missingValues ?? []) + [try value.text()] }
        },
        OptionDefinition(
            "nothing-missing", section: "Rules",
            summary: "no value counts as missing, not even the empty one",
            discussion: "No value counts as missing, not even the empty value, which is then checked as any other (Table Schema's missingValues: []).",
            scopes: Scope.rules
        ) { options, _ in options.missingValues = [] },
        OptionDefinition(
            "primary-key", section: "Rules",
            summary: "(tables) the column is part of the primary key",
            discussion: """
                In a table, the column is part of the table's primary key: every cell of it is \
                required, and the key columns (every column declared with --primary-key, \
                together) must not repeat a row's values: a repeat fails in the first key column, \
                naming the row it repeats. Values are compared as for --unique. This is Table \
                Schema's primaryKey.
                """,
            scopes: [Scope.fieldsFile]
        ) { options, _ in options.primaryKey = true },
    ] }

    /// The settings every type shares (each type's own are in its unit: `TypeUnit.options`).
    static var typeSettingDefinitions: [OptionDefinition<RuleOptions>] { [
        OptionDefinition(
            "table-schema", section: "Rules",
            summary: "read values as a Frictionless Table Schema field reads them",
            discussion: """
                Read values as a Frictionless Table Schema field of the same type reads them \
                (frictionless 5.21), where that differs from fieldcheck's own reading: integer \
                and decimal (a Table Schema number) as python's int() and Decimal() take them \
                (underscores, other scripts' digits, exponents, NaN, Infinity), boolean, dates \
                and times as Table Schema's default formats, email, url and uuid as frictionless \
                checks them, and no trimming of surrounding whitespace where it has none. \
                --schema sets it for every column; 'fieldcheck schema FILE' shows it. With \
                infer: propose a Table Schema (JSON) instead of a fields file.
                """,
            negatable: true, scopes: Scope.rules.union([Scope.infer])
        ) { options, argument in options.settings.tableSchema = argument.isOn },
    ] }
}
