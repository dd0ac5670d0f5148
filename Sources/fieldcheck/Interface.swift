import ArgumentParsing
import FieldCheck
import FieldCheckReference

/// fieldcheck's command line: the one table that parsing, `-h`, `--help`, the man
/// page, the completions, the README's option reference and the suggestions read.
enum FieldCheckInterface {
    static let sectionOrder = ["Rules", "Tables", "Input", "Output", "Prompt", "Auto-fill", "General"]

    /// What `--help` explains: the options most runs need (the others it names; `--help-all`
    /// and the man page explain them all).
    static let commonOptions: Set<String> = [
        "type", "pattern", "region", "one-of", "min-length", "max-length", "fields", "schema", "package", "only",
        "count", "json", "quiet", "summary", "output-format", "many", "exit-zero", "strict", "in-place", "help",
        "help-all", "version",
    ]

    static func make() -> CommandLineInterface<Invocation> {
        var interface = CommandLineInterface(
            program: "fieldcheck",
            version: fieldcheckVersion,
            summary: "validate and format values from the command line",
            discussion: """
                fieldcheck validates values (phone numbers, ZIP codes, e-mail addresses, names, \
                numbers, any PCRE2 pattern) for shell pipelines, scripts, CI checks and one-off \
                calls. Values come from the arguments or, with none, from standard input, one per \
                line. Every value gets one status (passed, too-short or failed) with a reason, \
                and the exit code tells whether all of them passed.

                check is the default command: 'fieldcheck -p REGEX VALUE' is \
                'fieldcheck check -p REGEX VALUE'. A value that is also a command name goes \
                after check or after --. A first argument that is a near-miss of a command \
                name (fromat) is reported as a mistake, not checked as a value.
                """,
            commands: commands,
            defaultCommand: "check",
            options: options,
            sectionOrder: sectionOrder,
            manual: manual,
            initial: Invocation()
        )
        interface.commonOptions = commonOptions
        return interface
    }

    static var commands: [CommandDefinition<Invocation>] {
        let working = workingCommands
        let names = working.map { Choice($0.name, $0.summary) }
        return working + [
            CommandDefinition(
                "help",
                summary: "the help of fieldcheck, or of one command",
                discussion: """
                    Prints what --help prints, as git help and cargo help do: fieldcheck help is \
                    fieldcheck --help, fieldcheck help check is fieldcheck check --help. A \
                    COMMAND that is none of them is a usage error with the nearest name.
                    """,
                usage: "[COMMAND]",
                positional: PositionalDefinition("COMMAND", summary: "a command", limit: 1, choices: names) {
                    (config: inout Invocation, value: ArgumentValue) throws(ArgumentError) in
                    config.helpTopic = try value.choice(from: names)
                }
            )
        ]
    }

    /// The commands that do the work (`help` is about them).
    static var workingCommands: [CommandDefinition<Invocation>] {
        [
            CommandDefinition(
                "check",
                summary: "validate values (the default command)",
                discussion: """
                    Checks each value against the rules and prints one line per value: \
                    STATUS, a tab, the value, and for a value that did not pass a tab and the \
                    reason. Values come from the arguments; with none, from standard input, one \
                    per line (a CR before the LF is dropped, and a last line without LF counts), \
                    or NUL-separated with --null. Arguments are read as bytes: a value that is \
                    not UTF-8 fails with the position of the first bad byte.

                    The output options compose: --only STATUS (repeatable) filters whatever is \
                    printed, the values, the --json objects or the --count lines; --count --json \
                    prints the counts as one JSON object (with --fields, an object per column); \
                    -q prints nothing whatever else is asked, as with grep. JSON and counts are \
                    never colored and their lines end with a newline, also with --null. With \
                    --fields, --only alone writes the rows as CSV, and --null is refused.
                    """,
                usage: "[RULES] [OUTPUT] [VALUE...]",
                positional: PositionalDefinition("VALUE", summary: "a value to check") { config, value in
                    config.values.append(value.bytes)
                }
            ),
            CommandDefinition(
                "format",
                summary: "print each value in canonical form",
                discussion: """
                    Prints each value in its type's canonical form, one per line: \
                    'fieldcheck format -t phone 2015550123' prints (201) 555-0123. A value that \
                    does not pass is written unchanged, so the output stays line-aligned with \
                    the input, and a diagnostic goes to stderr (fieldcheck: line 3: failed: \
                    REASON); the exit code is then 1. With --many each piece is formatted and the \
                    pieces are joined with the first separator.
                    """,
                usage: "[RULES] [OUTPUT] [VALUE...]",
                positional: PositionalDefinition("VALUE", summary: "a value to format") { config, value in
                    config.values.append(value.bytes)
                }
            ),
            CommandDefinition(
                "suggest",
                summary: "auto-fill candidates for a query, from a list",
                discussion: """
                    Prints the entries of the list FILE (one per line) that begin with QUERY, \
                    then those that contain it elsewhere, both without regard to case, each entry \
                    once, in the file's order; exit 1 when none does. A QUERY shorter than \
                    --min-query characters prints nothing. --add and --remove edit FILE instead, \
                    safely: the folder is locked against concurrent edits, the new list is \
                    written beside it, flushed to disk and renamed over it (through a symlink, \
                    the file it points to), and every other line stays byte for byte.
                    """,
                usage: "--from FILE [--min-query N] [--limit N] [QUERY]",
                positional: PositionalDefinition("QUERY", summary: "what has been typed so far", limit: 1) { config, value in
                    config.suggest.query = value.bytes
                }
            ),
            CommandDefinition(
                "prompt",
                summary: "read one value, or a form, on the terminal",
                discussion: """
                    Edits one value on the terminal and prints it, in canonical form, on \
                    standard output once it passes; everything else is drawn on the terminal \
                    (/dev/tty), so PHONE=$(fieldcheck prompt -t phone) works. Without a terminal, \
                    prompt exits 2.

                    As you type, the value is formatted (a phone number as (555) 12), keys the \
                    type cannot hold are refused with a bell (letters in a ZIP code, an 11th digit \
                    of a phone number, anything past --max-length), and the value is colored and \
                    its reason shown under it (--validate-when typing), or only when Enter is \
                    pressed (done). Enter submits a value that passes; otherwise it stays and \
                    shows why. Esc cancels (exit 1), Ctrl-C interrupts (exit 130), Ctrl-Z \
                    suspends. Editing keys: Left/Right, Home/End (Ctrl-A/Ctrl-E), Backspace, \
                    Delete, Ctrl-U (to the start), Ctrl-K (to the end), Ctrl-W (the word before), \
                    Ctrl-D (delete, or cancel on an empty value); a paste is taken as typed.

                    With --from FILE, Tab opens the auto-fill list under the field, ranked as \
                    suggest ranks it: Up/Down move, Enter takes the entry, Delete removes it from \
                    FILE, Esc closes the list, and typing narrows it.

                    With --fields F the prompt is a form: one line per declared field (its label, \
                    value and status), Tab or Down for the next field, Shift-Tab or Up for the \
                    previous one, Enter for the next one and, on the last, done: when every field \
                    passes, the values are printed as shell assignments (name='Ann O'"'"'Neil', \
                    safe to eval; the column names must then be shell names), or with --json as \
                    one object; otherwise the first field that does not pass gets the cursor. In \
                    a form, Ctrl-Space opens a field's auto-fill list.

                    The terminal's modes are restored on every way out: Enter, Esc, Ctrl-C, \
                    SIGTERM, SIGHUP, a crash, and while suspended; a resize redraws.
                    """,
                usage: "[RULES] [--label T] [--placeholder T] [--value T] [--from FILE] | --fields F [--json]"
            ),
            CommandDefinition(
                "schema",
                summary: "print a Table Schema's rules as a fields file",
                discussion: """
                    Reads FILE, a Frictionless Table Schema (JSON), and prints the fields file that \
                    says the same: one line per field, its name and rule options. check --schema \
                    FILE and check --fields on the printed file report the same cells, so a schema \
                    can be turned into a fields file and edited from there.
                    """,
                usage: "FILE",
                positional: PositionalDefinition("FILE", summary: "a Table Schema (JSON)", limit: 1, completion: .file) { config, value in
                    config.schemaPath = String(decoding: value.bytes, as: UTF8.self)
                }
            ),
            CommandDefinition(
                "infer",
                summary: "propose each column's rule, as a fields file or a Table Schema",
                discussion: """
                    Reads FILE, a table (CSV; TSV with --tsv or a .tsv name; JSON Lines with \
                    --jsonl or a .jsonl name; - for standard input), and prints a fields file \
                    proposing, for each column, the most specific rule that 90% of its sampled \
                    non-empty values pass: a type (phone with the region most of them pass, \
                    e-mail, a date with the --date-format that reads it, an identifier, state, \
                    ZIP, country, URL, UUID, boolean, integer or decimal, ...), --optional where \
                    cells are empty, --one-of for a column of a few values used often, --unique \
                    for a column of keys (every value different, of a key type or named like \
                    one). Types are chosen from the first 5,000 rows; every row is then judged \
                    by the rules chosen, as check judges it (on --threads threads), so that each line's comment gives \
                    the share of values that pass, the first that do not (with their row numbers) and \
                    the range of values seen, and check --fields with the printed file reports \
                    exactly the values the comments count. The delimiter (, ; tab |), the text \
                    encoding and a decimal comma are found and written (an @read line, \
                    --decimal-char per column). With --table-schema, a Table Schema (JSON) \
                    instead, each comment its field's description; with --package OUT, a Data \
                    Package of the table written to OUT (path, format, encoding, dialect, \
                    schema), which check and frictionless read.
                    """,
                usage: "[--tsv | --delimiter C | --jsonl] [--encoding NAME] [--table-schema | --package OUT] [-j N] FILE",
                positional: PositionalDefinition("FILE", summary: "a table (CSV, TSV, JSON Lines; - for standard input)", limit: 1, completion: .file) { config, value in
                    config.inferPath = value.bytes
                }
            ),
            CommandDefinition(
                "types",
                summary: "the built-in types and their rules",
                discussion: """
                    Lists the built-in types of --type with what passes, the canonical form and \
                    examples of each status; with a TYPE, that type in detail (for state, every code).
                    """,
                usage: "[TYPE]",
                positional: PositionalDefinition(
                    "TYPE", summary: "a built-in type", limit: 1, choices: RuleOptions.typeChoices
                ) { (config: inout Invocation, value: ArgumentValue) throws(ArgumentError) in
                    config.typeName = FieldType(rawValue: try value.choice(from: RuleOptions.typeChoices))
                }
            ),
        ]
    }

    static var options: [OptionDefinition<Invocation>] {
        // A closure, not a key path: key paths are built at run time, and this runs at every start.
        RuleOptions.definitions.map {
            $0.lifted { (config: inout Invocation, apply) throws(ArgumentError) in try apply(&config.rules) }
        } + tables + inputOutput + promptOptions + suggestOptions
            + general
    }

    static var promptOptions: [OptionDefinition<Invocation>] {
        let scope: Scopes = [Scope.prompt, Scope.fieldsFile]
        return [
            OptionDefinition(
                "label", value: "TEXT", section: "Prompt",
                summary: "the label before the field (default: the type, or the column)",
                scopes: scope
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.prompt.label = try value.text() }
            },
            OptionDefinition(
                "placeholder", value: "TEXT", section: "Prompt",
                summary: "a hint shown, dimmed, while the field is empty",
                scopes: scope
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.prompt.placeholder = try value.text() }
            },
            OptionDefinition(
                "value", value: "TEXT", section: "Prompt",
                summary: "the value the field starts with",
                scopes: scope
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.prompt.value = try value.text() }
            },
            OptionDefinition(
                "validate-when", value: "WHEN", section: "Prompt",
                summary: "show whether the value passes while typing, or only on Enter",
                choices: ValidationTiming.allCases.map {
                    Choice($0.rawValue, $0 == .typing ? "as the value changes (default)" : "only when Enter is pressed")
                },
                scopes: [Scope.prompt]
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                guard case .value(let value) = argument else { return }
                let name = try value.choice(from: ValidationTiming.allCases.map { Choice($0.rawValue) })
                config.prompt.timing = ValidationTiming(rawValue: name) ?? .typing
            },
        ]
    }

    static var suggestOptions: [OptionDefinition<Invocation>] {
        let scope: Scopes = ["suggest"]
        return [
            OptionDefinition(
                "from", value: "FILE", section: "Auto-fill",
                summary: "the list of entries, one per line", completion: .file,
                scopes: scope.union([Scope.prompt, Scope.fieldsFile])
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.suggest.from = try value.nonEmptyText() }
            },
            OptionDefinition(
                "min-query", value: "N", section: "Auto-fill",
                summary: "print nothing for a query shorter than N characters (default 0)", scopes: scope
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.suggest.minQuery = try value.integer(in: 0...RuleOptions.lengthLimit) }
            },
            OptionDefinition(
                "limit", value: "N", section: "Auto-fill",
                summary: "print at most N candidates", scopes: scope
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.suggest.limit = try value.integer(in: 1...RuleOptions.lengthLimit) }
            },
            OptionDefinition(
                "add", value: "VALUE", section: "Auto-fill",
                summary: "add VALUE to the list (once; the file is rewritten safely)", scopes: scope
            ) { config, argument in
                if case .value(let value) = argument { config.suggest.add = value.bytes }
            },
            OptionDefinition(
                "remove", value: "VALUE", section: "Auto-fill",
                summary: "remove VALUE from the list (the file is rewritten safely)", scopes: scope
            ) { config, argument in
                if case .value(let value) = argument { config.suggest.remove = value.bytes }
            },
        ]
    }

    static var tables: [OptionDefinition<Invocation>] {
        [
            OptionDefinition(
                "fields", short: "f", value: "FILE", section: "Tables",
                summary: "rules per column, from a fields file: a table to check, or a form to prompt",
                discussion: """
                    Read rules per column from FILE, a fields file: one column per line, its name \
                    and then rule options exactly as on the command line (quoted like a shell, \
                    with bash's $'...' for a line break or tab in a name or value: $'a\\nb'; # \
                    starts a comment). A line @read OPTIONS says how the tables are read \
                    (--delimiter, --tsv, --encoding: @read --delimiter ';', as infer writes it), \
                    unless the command line gives any of them. Standard input is then a table with a header row: CSV \
                    (RFC 4180: quoted cells, delimiters, quotes and line breaks inside quotes, CRLF \
                    or LF, a UTF-8 byte order mark), or another delimiter with --tsv or \
                    --delimiter. A FILE is read as its name says: .tsv and .tab tab-separated, \
                    .jsonl and .ndjson JSON Lines, .json an array of objects, each also \
                    compressed (.gz, .bz2, .xz, .zst, .zip), anything else CSV (--format, --tsv, \
                    --delimiter and --jsonl read every file their way); an Excel first line \
                    sep=X names the delimiter. Each declared column is checked in every \
                    row; other columns are \
                    carried along. check writes one line per cell that did not pass: ROW, \
                    COLUMN, STATUS, VALUE and REASON separated by tabs (the header is row 1; tabs, \
                    line breaks and backslashes in VALUE are written \\t, \\n, \\r, \\\\), or with \
                    --json one object per such cell; --count counts per column and status; \
                    --only STATUS writes the header and the rows whose worst cell has that status, \
                    as they came. format writes the table with every declared cell that passes \
                    in canonical form and everything else byte for byte as it came, and names \
                    the cells that do not pass on stderr. A declared column missing from the \
                    header, a header naming a column twice, a row with too few or too many cells \
                    and a quoted cell left open at the end are reported, and the exit code is 2. \
                    A line @row EXPRESSION is a rule about each row, in frictionless's formula \
                    language over the row's cells typed by their rules (@row end >= start, @row \
                    total == net + tax; a cell that does not pass its rule is None); a line \
                    @table CHECK [OPTION=VALUE...] one of frictionless's checks (@table \
                    table-dimensions minRows=1000, @table sequential-value fieldName=id, @table \
                    duplicate-row) or @table unique COLUMN... (no two rows with the same values \
                    there); their findings are records as with --checklist, and a mistake in \
                    them names the line, the column and the name meant. \
                    With prompt, the fields are a form, one field per line, in the file's order; \
                    their lines may also carry --label, --placeholder, --value and --from (a \
                    relative FILE is read beside the fields file), which check and format ignore.
                    """,
                completion: .file, scopes: valueCommands.union([Scope.prompt])
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.fieldsPath = try value.nonEmptyText() }
            },
            OptionDefinition(
                "schema", value: "FILE", section: "Tables",
                summary: "rules per column, from a Frictionless Table Schema (JSON)",
                discussion: """
                    Read rules per column from FILE, a Frictionless Table Schema (JSON), in place \
                    of a fields file: each field's type, format and constraints become rule \
                    options, with values read as frictionless 5.21 reads them (--table-schema). \
                    Supported: the types string (formats default, email, uri, uuid), integer, \
                    number, boolean, date, time, datetime (default, strftime or any formats), year, \
                    yearmonth, any and list (items of a type, split on its delimiter); the \
                    constraints required, unique, minLength, maxLength, \
                    minimum, maximum, pattern and enum; trueValues, falseValues, decimalChar, \
                    groupChar, bareNumber, missingValues, primaryKey and fieldsMatch. The fields \
                    meet the header as frictionless matches them (fieldsMatch exact, the default: \
                    field i is column i), and extra, missing, blank, duplicate or incorrect labels \
                    are reported at row 1 (exit 2). Properties frictionless \
                    ignores (descriptive and custom ones) are ignored; a near miss of a property \
                    Table Schema has (primarykey, minLenght) is an error with a did-you-mean, and \
                    a feature fieldcheck does not support an error naming it (exit 2). \
                    'fieldcheck schema FILE' prints the equivalent fields file.
                    """,
                completion: .file, scopes: valueCommands
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.schemaPath = try value.nonEmptyText() }
            },
            OptionDefinition(
                "checklist", value: "FILE", section: "Tables",
                summary: "frictionless's row and table checks over a table with --schema",
                discussion: """
                    Run the checks of a frictionless checklist (JSON, as 'frictionless validate \
                    --checklist FILE' reads it; FILE may also be the JSON itself, starting with \
                    '{') over each table checked with --schema, beside the schema's cell rules: \
                    row-constraint (a Python formula over the row's cells typed by the schema, \
                    evaluated as frictionless's simpleeval evaluates it: a row whose formula is \
                    false or raises fails), table-dimensions, forbidden-value, required-value, \
                    sequential-value, duplicate-row, deviated-value, deviated-cell, \
                    truncated-value and ascii-value, with frictionless's verdicts and notes. Each \
                    finding is a record in every output form: its COLUMN is the rule \
                    (row-constraint: end >= start; forbidden-value: status), its status failed, \
                    its VALUE the cell or the cells the formula read, its REASON frictionless's \
                    note; --json gives "check" (frictionless's error type) and "rule"; --count \
                    a line per rule. A finding fails the run (exit 1). A formula Python refuses \
                    fails every row, as in frictionless, with a warning; Python that fieldcheck \
                    does not evaluate (a lambda, a comprehension, a method it lacks) is refused \
                    by name (exit 2); properties frictionless ignores are warnings. The rows are \
                    read on one thread.
                    """,
                completion: .file, scopes: [Scope.check]
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.checklist = try value.nonEmptyText() }
            },
            OptionDefinition(
                "package", value: "FILE", section: "Tables",
                summary: "check every tabular resource of a Frictionless Data Package (infer: write one)",
                discussion: """
                    Check every tabular resource of the Data Package FILE (datapackage.json) \
                    with its own Table Schema (inline or by path), CSV dialect, format, \
                    compression and encoding; a resource's files are read relative to FILE's \
                    folder, inline data too, a table in several files as one; foreign keys \
                    are looked up in the resources they refer to. Report lines \
                    start with the resource's name, and --json objects carry "resource". A \
                    FILE argument named datapackage.json (or *.datapackage.json) given to \
                    check with no rules is read the same way. A remote path is refused (no \
                    network is assumed); a resource without a schema is not checked (said on \
                    stderr). infer --package FILE writes a new Data Package to FILE (- for \
                    standard output, as if in the current folder) instead of a fields file: \
                    the table as its one resource, its path from FILE's folder (which must \
                    hold the table), its format, encoding and delimiter (dialect), and the \
                    Table Schema --table-schema prints; an existing FILE is not replaced.
                    """,
                completion: .file, scopes: checkOnly.union([Scope.infer])
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.packagePath = try value.nonEmptyText() }
            },
            OptionDefinition(
                "trusted", section: "Tables",
                summary: "with a Data Package: let its paths leave its folder",
                discussion: """
                    A Data Package is untrusted input: each path it gives (a resource's data, \
                    its parts, its schema) must name a regular file inside the package's \
                    folder once every symlink is followed. An absolute path, one with '..', a \
                    symlink out of the folder, a NUL in a path, a FIFO, a device or a socket is \
                    refused by name (exit 2) before anything is read, as frictionless refuses \
                    paths that are not safe. --trusted lifts this for a package you trust.
                    """,
                scopes: checkOnly
            ) { config, _ in config.trusted = true },
            OptionDefinition(
                "strict", section: "Tables",
                summary: "warnings about a Table Schema or Data Package are errors (exit 2)",
                discussion: """
                    A Table Schema or Data Package property that frictionless ignores but that \
                    was most likely meant (a near miss of a name Table Schema defines, as typ \
                    or minLenght, or a constraint written beside "constraints" instead of in it) \
                    is a warning: said on stderr, and the rules are read as frictionless reads \
                    them. With --strict it is an error instead, and nothing is read: for CI, \
                    where a rule that silently checks nothing should fail the build.
                    """,
                scopes: [Scope.check, Scope.format, "schema"]
            ) { config, _ in config.strict = true },
            OptionDefinition(
                "resource", value: "NAME", section: "Tables",
                summary: "with a Data Package: check only this resource (repeatable)",
                repetition: .accumulates, scopes: checkOnly
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.resources.append(try value.nonEmptyText()) }
            },
            OptionDefinition(
                "tsv", section: "Tables",
                summary: "the table is tab-separated (with --fields)",
                scopes: valueCommands.union([Scope.infer, Scope.readDirective])
            ) { config, _ in config.delimiter = 0x09 },
            OptionDefinition(
                "delimiter", value: "CHAR", section: "Tables",
                summary: "the table's delimiter, one ASCII character (with --fields; default ',')",
                discussion: """
                    The table's delimiter, one ASCII character other than a quote or a line \
                    break (with --fields; default ','). '\\t', as Python's csv and most tools \
                    write it, means a tab, as --tsv does.
                    """,
                scopes: valueCommands.union([Scope.infer, Scope.readDirective])
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                guard case .value(let value) = argument else { return }
                // (`\t` typed in quotes reaches us as a backslash and a t.)
                let bytes = value.bytes == [0x5C, 0x74] ? [0x09] : value.bytes
                guard bytes.count == 1, let byte = bytes.first, byte < 0x80, byte != 0x22, byte != 0x0A, byte != 0x0D else {
                    throw ArgumentError(
                        "invalid value '\(Quoting.display(bytes))' for '\(value.option)': must be one ASCII character other than a quote or line break")
                }
                config.delimiter = byte
            },
            OptionDefinition(
                "format", value: "FORMAT", section: "Tables",
                summary: "read every table as FORMAT, not as its name says (csv, tsv, jsonl, json; .gz .bz2 .xz .zst .zip)",
                discussion: """
                    Read every table (files and standard input) as FORMAT, whatever its name \
                    says: csv, tsv, jsonl (JSON Lines) or json (one array of objects), each \
                    compressed too with .gz, .bz2, .xz, .zst or .zip after it (csv.gz, jsonl.zst). \
                    Without it a FILE's extensions choose: .csv, .tsv and .tab, .jsonl and \
                    .ndjson, .json, each possibly followed by a compression's; anything else is \
                    CSV, and standard input is CSV. Compressed tables are read through the \
                    system's gzip, bzip2, xz or zstd, or funzip (Debian's unzip) for a zip \
                    archive's first member (the program must be installed), which runs beside \
                    the checking threads.
                    """,
                choices: [
                    Choice("csv", "comma-separated (or --delimiter), RFC 4180"), Choice("tsv", "tab-separated"),
                    Choice("jsonl", "JSON Lines: one object per line"), Choice("json", "one JSON array of objects"),
                ],
                scopes: valueCommands
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                guard case .value(let value) = argument else { return }
                let text = try value.nonEmptyText()
                guard let format = TableFormat(option: text) else {
                    throw ArgumentError(
                        "invalid value '\(Quoting.display(text))' for '\(value.option)': must be csv, tsv, jsonl or json, possibly followed by .gz, .bz2, .xz, .zst or .zip")
                }
                config.format = format
            },
            OptionDefinition(
                "encoding", value: "NAME", section: "Tables",
                summary: "the tables' text encoding (default utf-8): latin-1, windows-1252, utf-16 and others",
                discussion: """
                    The tables' text encoding, turned into UTF-8 as they are read: utf-8 (the \
                    default), latin-1 (ISO-8859-1), windows-1252 (cp1252, what Excel writes on \
                    Windows), utf-16 and utf-32 (by their byte order mark; -le and -be name the \
                    order), and any other encoding the system's iconv knows (iconv -l lists \
                    them). Values are checked and reported as UTF-8; format writes UTF-8, so \
                    --in-place refuses a table read through --encoding. A table that starts \
                    with a UTF-16 or UTF-32 byte order mark (or looks like UTF-16) is refused \
                    without --encoding, naming the one to give. infer finds the encoding itself \
                    when none is given (UTF-16 and UTF-32 by their first bytes; text that is not \
                    UTF-8 as windows-1252 when it has its curly quotes or euro sign, else \
                    latin-1) and writes it on its @read line.
                    """,
                scopes: valueCommands.union([Scope.infer, Scope.readDirective])
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.encoding = try value.nonEmptyText() }
            },
        ]
    }

    static let checkOnly: Scopes = [Scope.check]
    static let valueCommands: Scopes = [Scope.check, Scope.format]
    static let colorCommands: Scopes = [Scope.check, Scope.prompt]

    static func locationSummary(_ format: LocationFormat) -> String {
        switch format {
        case .tsv: return "ROW, COLUMN, STATUS, VALUE, REASON, tab-separated"
        case .gnu: return "FILE:LINE:COLUMN: STATUS: REASON [NAME]"
        case .github: return "GitHub Actions ::error and ::warning commands"
        case .sarif: return "one SARIF 2.1.0 document: a result per cell, fixes for --canonical"
        case .junit: return "one JUnit XML document: a test suite per file, a test case per column"
        case .markdown: return "one GitHub-flavoured Markdown report: counts, reasons and examples per column"
        case .html: return "one self-contained HTML page: counts, bars, reasons and examples per column"
        }
    }

    static var inputOutput: [OptionDefinition<Invocation>] {
        [
            OptionDefinition(
                "null", short: "z", section: "Input",
                summary: "values on standard input are NUL-separated",
                discussion: """
                    Values on standard input are separated by NUL bytes instead of newlines \
                    (CR is then kept), and the lines written for values end with NUL too, as \
                    with grep -z. JSON and --count output still end lines with newlines.
                    """,
                negatable: true, scopes: valueCommands
            ) { config, argument in config.output.nullSeparated = argument.isOn },
            OptionDefinition(
                "quiet", short: "q", section: "Output",
                summary: "print nothing; the exit code tells",
                discussion: """
                    Print nothing; the exit code tells. Stops at the first value that does not \
                    pass. With any other output option, -q wins, as in grep.
                    """,
                scopes: checkOnly
            ) { config, _ in config.output.quiet = true },
            OptionDefinition(
                "exit-zero", section: "Output",
                summary: "exit 0 whatever the report holds (2 still when the run cannot be done)",
                discussion: """
                    Exit 0 when every input was read and judged, whatever the report holds (as \
                    ruff's --exit-zero, which covers a file it cannot parse): values that do not \
                    pass, and table errors, which are records of the report too (a ragged row, a \
                    quote not closed, a JSON Lines line that is not an object). For an engine or \
                    a script that reads the report rather than the exit status, and would \
                    otherwise stop a job at the first failed value. Exit 2 stays for a run that \
                    could not be done: an option or file that cannot be used, a file that cannot \
                    be read, a table whose header cannot be read, a write error. With -q the run \
                    still stops at the first value that does not pass.
                    """,
                scopes: valueCommands
            ) { config, _ in config.output.exitZero = true },
            OptionDefinition(
                "only", value: "STATUS", section: "Output",
                summary: "print only the values with this status (repeatable)",
                discussion: """
                    Print only the values that have this status, unchanged, one per line: a \
                    grep-like filter. Give it more than once for several statuses (--only failed \
                    --only too-short). It filters whatever is printed: with --json, the objects \
                    of those values (or table cells, passed ones included when asked for); with \
                    --count, those statuses' counts; with --fields alone, the rows whose worst \
                    cell has one of those statuses, as CSV. The exit code still tells whether \
                    every value passed.
                    """,
                choices: Status.allCases.map { Choice($0.name, statusSummary($0)) },
                repetition: .accumulates, scopes: checkOnly
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                guard case .value(let value) = argument else { return }
                let name = try value.choice(from: Status.allCases.map { Choice($0.name) })
                guard let status = Status(rawValue: name) else { return }
                config.output.only = (config.output.only ?? []).union(StatusSet(status))
            },
            OptionDefinition(
                "jsonl", section: "Input",
                summary: "tables are JSON Lines: one JSON object per line",
                discussion: """
                    With --fields or --schema: each line of the input is a JSON object, and the \
                    declared column names are its keys. A string, number or boolean is checked as \
                    its text (a number as written, true and false as those words); null or a \
                    missing key is an empty cell; an object or an array is a failed cell. A line \
                    that is not a JSON object is a table error naming its line (exit 2); blank \
                    lines are skipped. Reports use the line number as the row. format --jsonl \
                    writes each line back with the declared values in canonical form (as JSON \
                    strings where they change) and everything else, other keys, their order and \
                    spacing, byte for byte.
                    """,
                scopes: [Scope.check, Scope.format, Scope.infer]
            ) { config, _ in config.jsonLines = true },
            OptionDefinition(
                "header-from", value: "FILE", section: "Input",
                summary: "the tables have no header row: it is FILE's first record",
                discussion: """
                    With --fields or --schema: the tables (files or standard input) have no \
                    header row, and the column names are the first record of FILE (a CSV file \
                    with the same delimiter; the rest of it is not read). Every record of the \
                    input is a row, counted from 1; format writes no header either. For chunks \
                    of a large table checked apart from its first line (Spark's RDD.pipe, Dask's \
                    map_partitions); see also --key.
                    """,
                completion: .file, scopes: [Scope.check, Scope.format]
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.headerFrom = try value.nonEmptyText() }
            },
            OptionDefinition(
                "threads", short: "j", value: "N", section: "Input",
                summary: "check on N threads (default: one per core; 1: one thread)",
                discussion: """
                    Large inputs (standard input, or each table FILE) are cut into chunks of \
                    whole records (for CSV, never inside a quoted cell), checked on N threads and \
                    written in input order: the output, the line and row numbers, the exit status \
                    and the early stop of -q are those of one thread, byte for byte. 0 or no \
                    --threads: one thread per core this process may use. An input of less than a \
                    chunk (256 KiB), values given as arguments, values read from a terminal, \
                    --unique, --primary-key and --jsonl run on one thread, as does everything \
                    when N is 1. Several table FILEs each smaller than a mebibyte are checked side \
                    by side, one per thread, and written in their order. Memory stays bounded: a \
                    fixed number of chunks (two per thread, and two more) is in flight, whatever \
                    the input's size. infer judges its rows in chunks on N threads the same way \
                    (its proposal is the same on any number).
                    """,
                scopes: valueCommands.union([Scope.infer])
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.output.threads = try value.integer(in: 0...1024) }
            },
            OptionDefinition(
                "max-record-size", value: "SIZE", section: "Input",
                summary: "the most bytes one record may take (default 64M)",
                discussion: """
                    The most bytes one record may take, its line break included: a value's \
                    line, a CSV row (quoted line breaks and all), a JSON Lines line, an \
                    element of a JSON array, after decompression. SIZE is bytes, or a number \
                    with K, M or G (binary multiples: 64M is 64 MiB, the default); from 1K to \
                    1024G. A record that does not end within it is read past without being \
                    kept: in a table, a table error record (the row is not checked; the rows \
                    after it are); a value fails with a reason that says so. Memory stays \
                    within a small multiple of SIZE however long a line is (/dev/zero, a \
                    compressed file that expands to one line, a quote never closed).
                    """,
                scopes: valueCommands.union([Scope.infer])
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                guard case .value(let value) = argument else { return }
                let text = try value.nonEmptyText()
                guard let bytes = RecordBound.parse(text) else {
                    throw ArgumentError("invalid value '\(text)' for '\(value.option)': must be a size from 1K to 1024G, such as 64M")
                }
                config.maxRecordBytes = bytes
            },
            OptionDefinition(
                "in-place", section: "Output",
                summary: "format --fields: rewrite each FILE instead of printing it",
                discussion: """
                    With format --fields or --schema: rewrite each FILE with its declared cells in \
                    canonical form (everything else byte for byte, CRLF endings included). Safely: \
                    the new contents go to a temporary file beside the file (beside the file a \
                    symlink names; the link stays) under an unguessable name, and replace the file \
                    only after a run with no error of any kind: a table error (a ragged row, a quote \
                    not closed), a read or write error (a full disk) or a file that changed while it \
                    was read leaves the original exactly as it was (exit 2, the reason said). The new \
                    file gets the owner, group, mode and extended attributes (ACLs) of the old one \
                    (where the owner cannot be kept, set-user-ID and set-group-ID bits are dropped, as \
                    cp does), is flushed to disk and renamed over it. A file where no cell changes is \
                    not written at all (its time stamps stay). SIGINT, SIGTERM and SIGHUP remove the \
                    temporary file; only SIGKILL can leave one behind. Cells that do not pass are left \
                    as they are and reported on stderr (exit 1), as format does. Refused, and left as \
                    they are: anything but a regular file (a FIFO, a device, /dev/stdin), a read-only \
                    file, and a file with other hard links (see --break-hard-links); standard input \
                    cannot be rewritten. File names are used as the bytes they are, UTF-8 or not.
                    """,
                scopes: [Scope.format]
            ) { config, _ in config.output.inPlace = true },
            OptionDefinition(
                "break-hard-links", section: "Output",
                summary: "--in-place: rewrite a file with other hard links too",
                discussion: """
                    A rewrite puts a new file in the old one's place, so the file's other hard links \
                    would keep the old contents: --in-place refuses such a file unless this is given \
                    (then the name given gets the new contents and the other names keep the old, as \
                    with sed -i).
                    """,
                scopes: [Scope.format]
            ) { config, _ in config.output.breakHardLinks = true },
            OptionDefinition(
                "key", value: "COLUMN", section: "Output",
                summary: "name a table's rows by this column's cell, not their number",
                discussion: """
                    With check --fields or --schema: each report line starts with the row's cell \
                    in COLUMN (any column of the header, declared or not) instead of the row \
                    number, and --json objects carry it as "key" beside "row" and "line". A row \
                    number means something only in the file it counts in; a key also means \
                    something in a chunk of a table checked apart (GNU parallel, Spark).
                    """,
                scopes: checkOnly
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.output.key = try value.nonEmptyText() }
            },
            OptionDefinition(
                "with-filename", short: "H", section: "Output",
                summary: "start each table report line with the file name",
                discussion: """
                    With --fields or --schema and FILE arguments: start each report line (and \
                    each --count line) with the file name and a tab, also for one file; with \
                    --only, each row with the file name and a colon, as grep -H does. The default \
                    when more than one file is given.
                    """,
                scopes: checkOnly
            ) { config, _ in config.output.withFileName = true },
            OptionDefinition(
                "no-filename", section: "Output",
                summary: "never start table report lines with the file name",
                scopes: checkOnly
            ) { config, _ in config.output.withFileName = false },
            OptionDefinition(
                "output-format", value: "FORMAT", section: "Output",
                summary: "the form of table reports: tsv, gnu, github, sarif, junit, markdown, html",
                discussion: """
                    How check --fields and --schema report a cell that does not pass. tsv (the \
                    default): ROW, COLUMN, STATUS, VALUE and REASON, tab-separated (after FILE \
                    with several files). gnu: FILE:LINE:COLUMN: STATUS: REASON [NAME], the form \
                    compilers write, which editors and CI systems link to the place; LINE is the \
                    physical line where the row starts (it differs from the row when cells hold \
                    line breaks) and COLUMN the column's position in the header. github: GitHub \
                    Actions workflow commands, ::error (::warning for too-short) with the \
                    properties file, line, col and title (the column's name and the status) and \
                    the reason as the message, which annotate the file in a pull request. \
                    sarif: one SARIF 2.1.0 document for the run (GitHub code scanning uploads \
                    it), a result per cell that does not pass: rule COLUMN/STATUS, level error \
                    (warning for too-short), the file, line and the cell's columns (in code \
                    points), its row and value; a cell not in canonical form (--canonical) \
                    gets a fix replacing its text with that form. Table errors are results of \
                    the rule (table)/error. junit: one JUnit XML document, a testsuite per file, \
                    a testcase per declared column that fails when a cell did not pass (its \
                    failure lists them, the first 1,000, with row, line, status, reason and \
                    value), and a (table) testcase with an error for table errors. markdown: one \
                    GitHub-flavoured Markdown report (for $GITHUB_STEP_SUMMARY), html: one \
                    self-contained HTML page (inline styles, nothing loaded, no script): per \
                    file, each column's cells, passed, too-short and failed, its five most \
                    frequent reasons and first ten cells that did not pass, the table's first \
                    ten errors; a date only from SOURCE_DATE_EPOCH. Standard \
                    input is named (standard input). With --only, only the cells with those \
                    statuses are reported; --count goes with tsv alone.
                    """,
                choices: LocationFormat.allCases.map { Choice($0.rawValue, Self.locationSummary($0)) },
                scopes: checkOnly
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                guard case .value(let value) = argument else { return }
                let name = try value.choice(from: LocationFormat.allCases.map { Choice($0.rawValue) })
                config.output.locations = LocationFormat(rawValue: name) ?? .tsv
                config.output.locationsGiven = true
            },
            OptionDefinition(
                "max-failures", value: "N", section: "Output",
                summary: "exit 0 while at most N cells (or values) do not pass; stop reading past N",
                discussion: """
                    The run passes (exit 0) while at most N cells or values in all do not pass \
                    (too-short counts, as for the exit status; cells of --warn rules do not), \
                    and once more than N have not passed it stops reading and exits 1, saying \
                    so on standard error. It counts the whole run, every file together, and \
                    checks the input in order (on one thread). Cells that do not pass are \
                    reported as always.
                    """,
                scopes: checkOnly
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.output.limits.maxFailures = try value.integer(in: 0...Int.max) }
            },
            OptionDefinition(
                "max-failure-rate", value: "PERCENT", section: "Output",
                summary: "exit 0 while at most PERCENT of the cells (or values) checked do not pass",
                discussion: """
                    The run passes (exit 0) while the cells or values that do not pass are at \
                    most PERCENT (0 to 100, a fraction allowed: 0.5) of those checked, over the \
                    whole run, every file together (cells of --warn rules are not counted). \
                    Judged at the end: reading does not stop. With --max-failures, both must \
                    hold.
                    """,
                scopes: checkOnly
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                guard case .value(let value) = argument else { return }
                let text = try value.nonEmptyText()
                guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let rate = Double(text), rate.isFinite, rate <= 100 else {
                    throw ArgumentError(
                        "invalid value '\(Quoting.display(value.bytes))' for '\(value.option)': must be a percentage from 0 to 100 (10, 0.5)")
                }
                config.output.limits.maxRate = rate
            },
            OptionDefinition(
                "fail-fast", section: "Output",
                summary: "stop at the first cell (or value) that does not pass, after reporting it",
                discussion: """
                    Stop reading at the first cell or value that does not pass (not counting \
                    --warn rules), after its report, and exit 1: -q without the silence, or \
                    --max-failures 0. The input is checked in order (on one thread).
                    """,
                scopes: checkOnly
            ) { config, _ in config.output.limits.failFast = true },
            OptionDefinition(
                "progress", section: "Output",
                summary: "on a terminal, show how a long run is going (default; --no-progress: never)",
                discussion: """
                    When standard error is a terminal and a run takes more than a second, a \
                    line on it shows the bytes and rows read, of the total when the inputs' \
                    sizes are known (files, not pipes or compressed files), the rate and the time \
                    left, redrawn four times a second and cleared at the end; anything written \
                    to the terminal meanwhile (reports, messages) clears it first. Nothing when \
                    standard error is not a terminal (a pipe, a file, CI logs) or TERM is dumb. \
                    --no-progress: never.
                    """,
                negatable: true, scopes: valueCommands.union([Scope.infer])
            ) { config, argument in config.output.progress = argument.isOn },
            OptionDefinition(
                "summary", section: "Output",
                summary: "print a summary per file and column, with the most frequent reasons",
                discussion: """
                    With --fields or --schema: after each table, a summary of it, aligned as a \
                    table: for each declared column the cells checked, passed, too-short and \
                    failed, and under it its three most frequent reasons with their counts and \
                    the first row each was given at; (table) errors last. On a terminal, a bar \
                    shows each column's share of cells that did not pass (red, unless colors \
                    are off: NO_COLOR, --color never). Alone, the summary is all that is \
                    printed; with --output-format (tsv, gnu, github) it follows the cell \
                    reports; with --json, --output-format sarif or junit it goes to standard \
                    error, so that standard output stays one document. Its numbers are those \
                    of --count. Not with --count, --only or -q.
                    """,
                scopes: checkOnly
            ) { config, _ in config.output.summary = true },
            OptionDefinition(
                "count", section: "Output",
                summary: "print how many values got each status",
                discussion: """
                    Print one line per status, STATUS, a tab and how many values got it, instead \
                    of a line per value (with --fields, COLUMN, STATUS and the count, per declared \
                    column). With --only, just those statuses' lines. With --json, one JSON object \
                    instead: {"passed":5,"too-short":0,"failed":1}, or with --fields an object per \
                    column. With --fields, a table with errors (ragged rows, a quote not closed) \
                    also gets (table) error N and (table) not-checked N (the rows they left \
                    unchecked), and the rows are named on stderr.
                    """,
                scopes: checkOnly
            ) { config, _ in config.output.count = true },
            OptionDefinition(
                "json", section: "Output",
                summary: "one JSON object per value (JSON Lines)",
                discussion: """
                    Print one JSON object per value: line, value, status, and reason when it did \
                    not pass; with --many also pieces, each with value, status and reason. A value \
                    that is not UTF-8 is written with U+FFFD in place of the bad bytes and flagged \
                    with "invalid_utf8":true and "value_hex", so the output is always valid JSON. \
                    With format, also formatted: the line format prints. With prompt, the value \
                    (or a form's values) as one object. With --only, only the objects of values \
                    with those statuses; with --count, the counts as one object. JSON is never \
                    colored, and its lines end with a newline also with --null. With --fields, \
                    a table error (a ragged row, a quote not closed, a JSON Lines line that is not \
                    an object) is an object too, with "status":"error", its row, line, key, the \
                    record as value, reason and rows_not_checked; a schema's or package's warning \
                    is one with "status":"warning". The records' format (format 1) is a JSON \
                    Schema, docs/json-records.schema.json, described in docs/json-records.md.
                    """,
                scopes: valueCommands.union([Scope.prompt])
            ) { config, _ in config.output.json = true },
            OptionDefinition(
                "color", value: "WHEN", section: "Output",
                summary: "color statuses and values",
                discussion: """
                    Color the status and value of each line: passed in the valid color, failed \
                    in the invalid color; a too-short value keeps the terminal's color. auto \
                    colors only when standard output is a terminal and NO_COLOR is not set \
                    (prompt draws on the terminal, so there auto colors unless NO_COLOR is set or \
                    TERM is dumb). --no-color is --color never.
                    """,
                choices: [
                    Choice("auto", "when standard output is a terminal and NO_COLOR is not set"),
                    Choice("always", "always"),
                    Choice("never", "never"),
                ],
                negatable: true, scopes: colorCommands
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                switch argument {
                case .negated: config.output.color = .never
                case .flag: break
                case .value(let value):
                    let choices = ["auto", "always", "never"].map { Choice($0) }
                    config.output.color = OutputOptions.ColorChoice(rawValue: try value.choice(from: choices)) ?? .auto
                }
            },
            OptionDefinition(
                "valid-color", value: "COLOR", section: "Output",
                summary: "the color of passed values (default green)",
                discussion: colorDiscussion("passed", "green"),
                scopes: colorCommands
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.output.validColor = try parseColor(value) }
            },
            OptionDefinition(
                "invalid-color", value: "COLOR", section: "Output",
                summary: "the color of failed values (default red)",
                discussion: colorDiscussion("failed", "red"),
                scopes: colorCommands
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument { config.output.invalidColor = try parseColor(value) }
            },
        ]
    }

    static var general: [OptionDefinition<Invocation>] {
        let everywhere = Scopes(commands.map(\.name))
        return [
            OptionDefinition(
                "help", short: "h", section: "General",
                summary: "print help (-h: short, --help: the common options explained)",
                discussion: "Print help and exit: -h lists the options, --help explains the common ones and names the others (--help-all explains every one). After a command, help for that command.",
                scopes: everywhere, builtin: .help),
            OptionDefinition(
                "help-all", section: "General",
                summary: "print help that explains every option (as the man page does)",
                discussion: """
                    Print help that explains every option, with the exit status and the rest of the \
                    manual, and exit; --help explains the common ones and names the others. After a \
                    command, help for that command.
                    """,
                scopes: everywhere, builtin: .helpAll),
            OptionDefinition(
                "version", section: "General",
                summary: "print the version of fieldcheck and of PCRE2",
                scopes: everywhere, builtin: .version),
            OptionDefinition(
                "generate", value: "KIND", section: "General",
                summary: "print a generated file: man, complete-bash, complete-zsh, complete-fish, markdown, types",
                choices: GeneratedFile.allCases.map { Choice($0.rawValue) },
                scopes: checkOnly, hidden: true
            ) { (config: inout Invocation, argument) throws(ArgumentError) in
                if case .value(let value) = argument {
                    config.generate = try value.choice(from: GeneratedFile.allCases.map { Choice($0.rawValue) })
                }
            },
        ]
    }

    static func statusSummary(_ status: Status) -> String {
        switch status {
        case .passed: return "the value is valid"
        case .tooShort: return "shorter than --min-length, or an incomplete beginning of a valid value"
        case .failed: return "nothing typed after it can make it pass, or it is too long"
        }
    }

    static func colorDiscussion(_ status: String, _ fallback: String) -> String {
        """
        The color of \(status) values (default \(fallback)): a name (black, red, green, yellow, \
        blue, magenta, cyan, white, or bright- and one of those), a number from 0 to 255, or \
        #rrggbb.
        """
    }

    static func parseColor(_ value: ArgumentValue) throws(ArgumentError) -> TerminalColor {
        let text = try value.text()
        guard let color = TerminalColor(text) else {
            throw ArgumentError(
                "invalid value '\(Quoting.display(text))' for '\(value.option)'; use a color name, 0-255 or #rrggbb")
        }
        return color
    }

    static var manual: [ManualSection] {
        [
            ManualSection("STATUSES", [
                """
                passed\tthe value is valid.
                too-short\tshorter than --min-length, or an incomplete beginning of a value that would pass (the pattern matched partially): typing more could still make it pass.
                failed\tnothing typed after it can make it pass, or it is too long, or it is not UTF-8.
                """,
                "Every status that is not passed carries a reason in plain words.",
            ]),
            ManualSection("EXIT STATUS", [
                """
                0\tevery value passed (also: no values at all); with --exit-zero, whatever the report holds.
                1\tat least one value failed or was too short.
                2\tthe run could not be done: bad usage, a bad pattern, an I/O error; prompt without a terminal.
                130\tprompt was interrupted with Ctrl-C.
                """,
            ]),
            ManualSection("ENVIRONMENT", [
                """
                NO_COLOR\twhen set and not empty, --color auto does not color.
                COLUMNS\tthe width --help wraps to when standard output is not a terminal.
                """,
            ]),
            ManualSection("EXAMPLES", [
                "Check values given as arguments: fieldcheck -p '[0-9]{5}' 12345 1234 123456",
                "Keep the lines of a file that pass: fieldcheck -p '[A-Z]{2}' --only passed < codes.txt",
                "Count statuses: fieldcheck -p '\\d+' --count < numbers.txt",
                "A list of numbers: fieldcheck -p '[-]?[0-9]+' -s ',' -s ', ' '20, 30,40, 50'",
                "Ask for a phone number in a script: PHONE=$(fieldcheck prompt -t phone) || exit $?",
                "A form, as shell variables: eval \"$(fieldcheck prompt --fields contact-form.fields)\"",
            ]),
        ]
    }
}
