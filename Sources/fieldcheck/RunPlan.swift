import ArgumentParsing
import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A command line resolved, as ripgrep turns its low-level arguments into high-level ones:
/// which command runs, on what, with which rules. Every conflict between options is found
/// here, and every rule made (a bad pattern, a fields file with a mistake, a header file
/// that cannot be read), before any input is read; each input is then probed once where it
/// is opened (`Input`), which decides its threads. `Program` parses, resolves, runs.
enum RunPlan {
    case generate(GeneratedFile)
    case types
    case suggest
    case prompt
    case schema
    case infer
    /// `help [COMMAND]`: what `--help` prints.
    case help(String?)
    /// `check` or `format` of tables (`--fields`, `--schema`).
    case tables(TableCommand)
    /// `check` of Data Packages.
    case package(PackageCommand)
    /// `check` of values (arguments, or standard input).
    case checkValues(CheckCommand)
    /// `format` of values.
    case formatValues(FormatCommand)

    /// Why a command line cannot run: a usage error (said with the usage lines), or another
    /// (a file, a rule), said on one line.
    enum Refusal: Error {
        case usage(UsageError)
        case plain(String)
    }

    static func resolve(_ command: String, _ config: Invocation, interface: CommandLineInterface<Invocation>) throws(Refusal) -> RunPlan {
        if let kind = config.generate.flatMap(GeneratedFile.init(rawValue:)) { return .generate(kind) }
        // (Every reader's bound, set before any input is opened or thread started.)
        RecordBound.bytes = config.maxRecordBytes ?? RecordBound.defaultBytes
        switch command {
        case "types": return .types
        case "suggest": return .suggest
        case "prompt": return .prompt
        case "schema": return .schema
        case "infer": return .infer
        case "help": return .help(config.helpTopic)
        default: break
        }
        let formatting = command == "format"
        func usage(_ message: String) -> Refusal { .usage(UsageError(.invalidValue, message, command: command)) }
        if let conflict = limitConflict(config.output) { throw usage(conflict) }
        if let packages = packagePaths(config, formatting: formatting) {
            if config.fieldsPath != nil || config.schemaPath != nil {
                throw usage("a Data Package has its own schemas: --fields and --schema do not go with it")
            }
            if config.rules != RuleOptions() { throw usage("a Data Package has its own schemas: rule options do not go with it") }
            if config.checklist != nil { throw usage("--checklist goes with --schema (a resource's table and its schema): a Data Package's resources are not yet checked with one") }
            if config.format != nil || config.encoding != nil || config.delimiter != nil || config.jsonLines || config.headerFrom != nil {
                throw usage("a Data Package says how each resource is read: --format, --encoding, --tsv, --delimiter, --jsonl and --header-from do not go with it")
            }
            return .package(
                PackageCommand(
                    packages: packages, resources: config.resources, output: config.output, interface: interface, trusted: config.trusted,
                    strict: config.strict))
        }
        if config.trusted { throw usage("--trusted lets a Data Package's paths leave its folder: give the package (--package FILE)") }
        if !config.resources.isEmpty { throw usage("--resource names a resource of a Data Package: give the package (--package FILE)") }
        if config.fieldsPath != nil || config.schemaPath != nil {
            if let conflict = tableConflict(config, formatting: formatting) { throw usage(conflict) }
            return .tables(try tableCommand(config, interface: interface, formatting: formatting))
        }
        if config.checklist != nil { throw usage("--checklist runs frictionless's checks over a table's rows: it needs --schema") }
        if config.jsonLines { throw usage("--jsonl reads tables: it needs --fields or --schema") }
        if config.format != nil { throw usage("--format says how tables are read: it needs --fields or --schema") }
        if config.encoding != nil { throw usage("--encoding says how tables are read: it needs --fields or --schema") }
        if !formatting, let option = tableOutputOption(config.output) { throw usage("\(option) applies to tables (check --fields or --schema)") }
        if formatting && config.output.inPlace {
            throw usage("--in-place rewrites tables: it needs --fields or --schema and FILE arguments")
        }
        if config.delimiter != nil { throw .plain("--tsv and --delimiter describe a table: they go with --fields") }
        let (rule, more) = try valueRule(config)
        if !config.rules.checksSomething { throw usage(noRule(config.values, formatting: formatting)) }
        return formatting
            ? .formatValues(FormatCommand(rule: rule, output: config.output, values: config.values, makeRule: more))
            : .checkValues(CheckCommand(rule: rule, output: config.output, values: config.values, makeRule: more))
    }

    func run(_ config: Invocation, interface: CommandLineInterface<Invocation>) -> Int32 {
        switch self {
        case .generate(let kind): return Program.printOut(kind.render(interface))
        case .types: return TypesCommand(type: config.typeName, settings: config.rules.settings).run()
        case .suggest: return SuggestCommand(options: config.suggest).run()
        case .prompt: return PromptSetup.run(config, interface: interface)
        case .schema: return SchemaCommand.run(config)
        case .infer:
            // (A long run's progress line, as check's: a file's size is the total.)
            let infer = InferCommand(config)
            let typed = infer.path == "-" && Terminal.isTerminal(0)
            return Progress.run(enabled: config.output.progress && !typed, total: infer.totalBytes) { infer.run() }
        case .help(let topic): return Program.printOut(interface.longHelp(command: topic, width: min(Terminal.width(), 100), all: false))
        case .tables(let command):
            ReportDocument.ruleSources = [config.fieldsPath, config.schemaPath].compactMap { $0 }
            // (No progress line over what is typed: a table read from a terminal.)
            let typed = command.files.isEmpty && Terminal.isTerminal(0)
            return Progress.run(enabled: config.output.progress && !typed, total: command.totalBytes) {
                ReportDocument.wrap(config.output) { command.run() }
            }
        case .package(let command):
            ReportDocument.ruleSources = [config.packagePath].compactMap { $0 }
            return Progress.run(enabled: config.output.progress, total: nil) { ReportDocument.wrap(config.output) { command.run() } }
        case .checkValues(let command):
            return Progress.run(enabled: Self.readsPiped(config), total: Self.standardInputSize) { command.run() }
        case .formatValues(let command):
            return Progress.run(enabled: Self.readsPiped(config), total: Self.standardInputSize) { command.run() }
        }
    }

    /// Why `check` or `format` with no rule is refused, with what to give instead: every
    /// value would pass unchecked (SPEC: never a silent pass). A first value that names a
    /// file is most likely a table whose rules were forgotten.
    static func noRule(_ values: [[UInt8]], formatting: Bool) -> String {
        let verb = formatting ? "format" : "check"
        if let first = values.first, first != Array("-".utf8), BytePath.isRegularFile(first) {
            let name = Quoting.display(first)
            return "'\(name)' is a file, and no rule was given: give a table's rules with --fields FILE, --schema FILE "
                + "or --package FILE ('fieldcheck infer \(name)' proposes them), or a value's with --type or --pattern"
        }
        return "no rule given, so nothing to \(verb) values against: give one with --type, --pattern or another rule option "
            + "('fieldcheck types' lists the types; a table takes --fields, --schema or --package)"
    }

    /// Whether values come from standard input, and not from a terminal, with the progress
    /// line wanted: values typed on a terminal get their verdicts at once, and no line is
    /// drawn over what is typed.
    static func readsPiped(_ config: Invocation) -> Bool {
        config.output.progress && config.values.isEmpty && !Terminal.isTerminal(0)
    }

    /// The size of standard input when it is a regular file (for the progress line).
    static var standardInputSize: Int? { fileSize(0) }

    /// The size of a regular file open on `descriptor`.
    static func fileSize(_ descriptor: Int32) -> Int? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// The Data Packages to check: `--package FILE`, or FILE arguments named
    /// `datapackage.json` given to check with no rules at all.
    static func packagePaths(_ config: Invocation, formatting: Bool) -> [String]? {
        if let path = config.packagePath { return [path] + config.values.map { String(decoding: $0, as: UTF8.self) } }
        guard !formatting, config.fieldsPath == nil, config.schemaPath == nil, config.rules == RuleOptions(), !config.values.isEmpty
        else { return nil }
        let names = config.values.map { String(decoding: $0, as: UTF8.self) }
        guard names.allSatisfy({ name in
            let base = name.split(separator: "/").last.map(String.init) ?? name
            return base == "datapackage.json" || base.hasSuffix(".datapackage.json")
        }) else { return nil }
        return names
    }

    /// `--max-failures`, `--max-failure-rate` and `--fail-fast` with what they do not go with.
    static func limitConflict(_ output: OutputOptions) -> String? {
        if output.limits.failFast && output.limits.maxFailures != nil {
            return "--fail-fast is --max-failures 0: give one of --fail-fast and --max-failures"
        }
        if output.quiet && output.limits.isSet {
            let option = output.limits.failFast ? "--fail-fast" : output.limits.maxFailures != nil ? "--max-failures" : "--max-failure-rate"
            return "-q stops at the first value that does not pass: \(option) does not go with it"
        }
        return nil
    }

    /// An option of table reports given to `check` of values.
    static func tableOutputOption(_ output: OutputOptions) -> String? {
        if output.key != nil { return "--key" }
        if output.summary { return "--summary" }
        if output.locations != .tsv { return "--output-format" }
        if let withFileName = output.withFileName { return withFileName ? "--with-filename" : "--no-filename" }
        return nil
    }

    /// Options that do not go with `--fields` or `--schema` (or with each other there).
    static func tableConflict(_ config: Invocation, formatting: Bool) -> String? {
        let source = config.schemaPath != nil ? "--schema" : "--fields"
        if config.checklist != nil && config.schemaPath == nil {
            return "--checklist runs frictionless's checks over cells typed by a Table Schema: give --schema FILE"
        } else if config.checklist != nil && (config.jsonLines || config.format?.layout == .jsonLines || config.format?.layout == .jsonArray) {
            return "--checklist reads CSV and TSV tables (JSON Lines and JSON arrays are not yet read with a checklist)"
        } else if config.fieldsPath != nil && config.schemaPath != nil {
            return "--fields and --schema both give the rules per column: give one of them"
        } else if config.rules != RuleOptions() {
            return "with \(source) the rules go in \(source == "--fields" ? "the fields file" : "the schema"), one per column, not on the command line"
        } else if config.output.nullSeparated {
            return "--null and \(source) do not go together: a table's records end with line breaks"
        } else if config.output.inPlace && (config.values.isEmpty || config.values.contains(Array("-".utf8))) {
            return "--in-place rewrites files: give them as FILE arguments (standard input cannot be rewritten)"
        } else if let format = config.format, config.jsonLines && format.layout != .jsonLines {
            return "--jsonl and --format \(format.optionName) are two ways to read the tables: give one"
        } else if let format = config.format, config.delimiter != nil && format.layout != .csv {
            return "--format \(format.optionName) and --tsv or --delimiter are two ways to read the tables: give one"
        } else if config.format?.layout == .jsonArray && config.headerFrom != nil {
            return "a JSON array's objects name their columns themselves: --header-from is for CSV tables"
        } else if (config.jsonLines || config.format?.layout == .jsonLines) && config.headerFrom != nil {
            return "--jsonl lines name their columns themselves: --header-from is for CSV tables"
        } else if config.jsonLines && config.delimiter != nil {
            return "--jsonl reads JSON Lines: --tsv and --delimiter are for CSV tables"
        } else if config.output.json && config.output.locations != .tsv {
            return "--json and --output-format \(config.output.locations.rawValue) are two forms of the same report: give one"
        } else if config.output.count && config.output.locations != .tsv {
            return "--count prints counts and --output-format \(config.output.locations.rawValue) a report of each cell: give one (--summary counts too)"
        } else if config.output.locations != .tsv, let only = config.output.only, only.contains(.passed) {
            return "--output-format \(config.output.locations.rawValue) reports the cells that do not pass: --only passed has none to report"
        } else if config.output.summary && config.output.count {
            return "--summary and --count both count the cells: give one"
        } else if config.output.summary && config.output.quiet {
            return "-q prints nothing: --summary does not go with it"
        } else if config.output.summary && config.output.only != nil && config.output.locations == .tsv && !config.output.json {
            return "--only prints the rows themselves: --summary does not go with it (with --output-format, --only chooses the cells reported)"
        } else if formatting && (config.output.json || config.output.count || config.output.only != nil) {
            return "format --fields writes the table; --json, --count and --only apply to check --fields"
        }
        return nil
    }

    /// The table command, its declared columns' rules made (and a way to make more, one set
    /// per thread), the header read when given apart.
    static func tableCommand(
        _ config: Invocation, interface: CommandLineInterface<Invocation>, formatting: Bool
    ) throws(Refusal) -> TableCommand {
        let columns: [(column: String, place: String, rule: Rule)]
        var options: [RuleOptions] = []
        var fieldsMatch: FieldsMatch?
        var reading: Invocation?
        do throws(FieldsFileError) {
            columns = try Program.tableColumns(config, interface: interface, options: &options, fieldsMatch: &fieldsMatch, reading: &reading)
        } catch {
            throw .plain(error.description)
        }
        // A fields file's `@read` line reads the tables as its options say, unless the
        // command line says how to read them (any of its reading options replaces it whole).
        var config = config
        if let reading, config.delimiter == nil, config.format == nil, config.encoding == nil, !config.jsonLines {
            config.delimiter = reading.delimiter
            config.encoding = reading.encoding
        }
        var delimiter = config.delimiter ?? 0x2C
        if config.format?.layout == .tsv { delimiter = 0x09 }
        var transcoding: DecodedInput.Transcoding?
        if let name = config.encoding {
            do throws(SystemError) {
                transcoding = try DecodedInput.Transcoding.named(name)
            } catch {
                throw .plain(error.message)
            }
        }
        var header: [[UInt8]]?
        if let path = config.headerFrom {
            let contents: [UInt8]
            do {
                contents = try readFile(path)
            } catch {
                throw .plain(error.message)
            }
            // (Its delimiter as the tables', or as its own name says: a header.tsv is tab-separated.)
            let separator = config.delimiter ?? (TableFormat(path: Array(path.utf8)).layout == .tsv ? 0x09 : delimiter)
            let step = contents.withUnsafeBufferPointer { CSVParser.parse($0, from: 0, delimiter: separator, atEnd: true) }
            guard case .record(let record, _) = step, !contents.isEmpty else { throw .plain("\(path): no header record in it") }
            header = contents.withUnsafeBufferPointer { record.values(in: $0) }
        }
        var command = TableCommand(
            formatting: formatting, columns: columns, output: config.output, delimiter: delimiter,
            formatGiven: config.delimiter != nil || config.jsonLines || config.format != nil,
            files: config.values, inPlace: config.output.inPlace,
            jsonLines: config.jsonLines || config.format?.layout == .jsonLines, header: header,
            makeColumns: moreColumns(columns, options))
        command.jsonArray = config.format?.layout == .jsonArray
        command.delimiterGiven = config.delimiter != nil || config.format?.layout == .tsv
        command.compression = config.format?.compression
        command.compressionGiven = config.format != nil
        command.transcoding = transcoding
        command.fieldsMatch = fieldsMatch
        if let schemaPath = config.schemaPath {
            command.checklist = try ChecklistSetup.load(config.checklist, schemaPath: schemaPath, strict: config.strict)
            if command.checklist != nil && (command.jsonLines || command.jsonArray) {
                throw .plain("\(schemaPath): a checklist is run over CSV and TSV tables (JSON Lines and JSON arrays are not yet checked with one)")
            }
            if command.checklist != nil && formatting {
                writeError("fieldcheck: warning: \(schemaPath): format puts cells in canonical form: its \"x-checklist\" is run by check, not by format\n")
                command.checklist = nil
            }
        } else if let fieldsPath = config.fieldsPath {
            command.checklist = try ChecklistSetup.fieldsFileRules(fieldsPath, columns: columns, options: options)
            if command.checklist != nil && (command.jsonLines || command.jsonArray) {
                throw .plain("\(fieldsPath): @row and @table lines are read over CSV and TSV tables (JSON Lines and JSON arrays are not yet checked with them)")
            }
            if command.checklist != nil && formatting {
                writeError("fieldcheck: warning: \(fieldsPath): format puts cells in canonical form: its @row and @table lines are checked by check, not by format\n")
                command.checklist = nil
            }
        }
        if command.checklist != nil, config.output.only != nil, !config.output.json, !config.output.count, config.output.locations == .tsv {
            // (--only writes rows by their cells' worst status: a row that fails a rule would
            // pass through as its cells' status says.)
            throw .usage(UsageError(
                .invalidValue, "--only writes rows by their cells' status, and rules about rows and tables are not part of it yet: use --json --only failed, or the default report",
                command: "check"))
        }
        return command
    }

    /// A way to make the declared columns again, with rules of their own (one set per thread).
    static func moreColumns(
        _ columns: [(column: String, place: String, rule: Rule)], _ options: [RuleOptions]
    ) -> () -> [(column: String, place: String, rule: Rule)]? {
        {
            var more: [(column: String, place: String, rule: Rule)] = []
            for (column, rules) in zip(columns, options) {
                guard let rule = try? rules.makeRule(sharingListsWith: column.rule) else { return nil }
                more.append((column.column, column.place, rule))
            }
            return more.count == columns.count ? more : nil
        }
    }

    /// The rule of the command line, and a way to make more of it (one per thread).
    static func valueRule(_ config: Invocation) throws(Refusal) -> (rule: Rule, more: () -> Rule?) {
        let rules: RuleOptions
        do {
            rules = try RuleFiles.resolve(config.rules)
        } catch {
            throw .plain(error.message)
        }
        do {
            let rule = try rules.makeRule()
            return (rule, { try? rules.makeRule(sharingListsWith: rule) })
        } catch {
            throw .plain(error.message)
        }
    }
}
