import ArgumentParsing
import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Entry point logic: parse, dispatch, and turn every failure into a message and an exit status.
enum Program {
    static func run(_ arguments: [[UInt8]]) -> Int32 {
        let interface = FieldCheckInterface.make()
        let outcome: ParseOutcome<Invocation>
        do {
            outcome = try interface.parse(arguments)
        } catch {
            writeError(interface.report(error))
            return 2
        }
        switch outcome {
        case .version:
            return printOut(interface.versionText + "PCRE2 \(CompiledPattern.libraryVersion)\n")
        case .help(let command, let long):
            let text = long
                ? interface.longHelp(command: command, width: min(Terminal.width(), 100))
                : interface.shortHelp(command: command)
            return printOut(text)
        case .run(let command, let config):
            if let kind = config.generate.flatMap(GeneratedFile.init(rawValue:)) {
                return printOut(kind.render(interface))
            }
            switch command {
            case "types":
                return TypesCommand(type: config.typeName, settings: config.rules.settings).run()
            case "suggest":
                return SuggestCommand(options: config.suggest).run()
            case "prompt":
                return PromptSetup.run(config, interface: interface)
            case "schema":
                return SchemaCommand.run(config)
            case "format" where config.fieldsPath != nil || config.schemaPath != nil,
                 "check" where config.fieldsPath != nil || config.schemaPath != nil:
                return runTable(config, interface: interface, formatting: command == "format")
            case "check" where config.jsonLines, "format" where config.jsonLines:
                writeError(interface.report(UsageError(.invalidValue, "--jsonl reads tables: it needs --fields or --schema", command: command)))
                return 2
            case "check" where config.output.withFileName != nil || config.output.locations != .tsv || config.output.key != nil:
                let which = config.output.key != nil ? "--key" : config.output.locations != .tsv ? "--output-format" : (config.output.withFileName == true ? "--with-filename" : "--no-filename")
                writeError(interface.report(UsageError(.invalidValue, "\(which) applies to tables (check --fields or --schema)", command: "check")))
                return 2
            case "format" where config.output.inPlace:
                writeError(interface.report(UsageError(.invalidValue, "--in-place rewrites tables: it needs --fields or --schema and FILE arguments", command: "format")))
                return 2
            case "format":
                guard let (rule, more) = makeRule(config) else { return 2 }
                return FormatCommand(rule: rule, output: config.output, values: config.values, makeRule: more).run()
            default:
                guard let (rule, more) = makeRule(config) else { return 2 }
                return CheckCommand(rule: rule, output: config.output, values: config.values, makeRule: more).run()
            }
        }
    }

    /// A table checked or formatted with a fields file or a Table Schema.
    static func runTable(_ config: Invocation, interface: CommandLineInterface<Invocation>, formatting: Bool) -> Int32 {
        let conflict: String?
        let source = config.schemaPath != nil ? "--schema" : "--fields"
        if config.fieldsPath != nil && config.schemaPath != nil {
            conflict = "--fields and --schema both give the rules per column: give one of them"
        } else if config.rules != RuleOptions() {
            conflict = "with \(source) the rules go in \(source == "--fields" ? "the fields file" : "the schema"), one per column, not on the command line"
        } else if config.output.nullSeparated {
            conflict = "--null and \(source) do not go together: a table's records end with line breaks"
        } else if config.output.inPlace && (config.values.isEmpty || config.values.contains(Array("-".utf8))) {
            conflict = "--in-place rewrites files: give them as FILE arguments (standard input cannot be rewritten)"
        } else if config.jsonLines && config.headerFrom != nil {
            conflict = "--jsonl lines name their columns themselves: --header-from is for CSV tables"
        } else if config.jsonLines && config.delimiter != nil {
            conflict = "--jsonl reads JSON Lines: --tsv and --delimiter are for CSV tables"
        } else if config.output.json && config.output.locations != .tsv {
            conflict = "--json and --output-format \(config.output.locations.rawValue) are two forms of the same report: give one"
        } else if formatting && (config.output.json || config.output.count || config.output.only != nil) {
            conflict = "format --fields writes the table; --json, --count and --only apply to check --fields"
        } else {
            conflict = nil
        }
        if let conflict {
            writeError(interface.report(UsageError(.invalidValue, conflict, command: formatting ? "format" : "check")))
            return 2
        }
        let columns: [(column: String, place: String, rule: Rule)]
        var options: [RuleOptions] = []
        do throws(FieldsFileError) {
            columns = try tableColumns(config, interface: interface, options: &options)
        } catch {
            writeError("fieldcheck: error: \(error.description)\n")
            return 2
        }
        let delimiter = config.delimiter ?? 0x2C
        var header: [[UInt8]]?
        if let path = config.headerFrom {
            do {
                let contents = try readFile(path)
                let step = contents.withUnsafeBufferPointer { CSVParser.parse($0, from: 0, delimiter: delimiter, atEnd: true) }
                guard case .record(let record, _) = step, !contents.isEmpty else {
                    writeError("fieldcheck: error: \(path): no header record in it\n")
                    return 2
                }
                header = contents.withUnsafeBufferPointer { record.values(in: $0) }
            } catch {
                writeError("fieldcheck: error: \(error.message)\n")
                return 2
            }
        }
        return TableCommand(
            formatting: formatting, columns: columns, output: config.output, delimiter: delimiter,
            files: config.values, inPlace: config.output.inPlace, jsonLines: config.jsonLines, header: header,
            makeColumns: {
                var more: [(column: String, place: String, rule: Rule)] = []
                for (column, rules) in zip(columns, options) {
                    guard let rule = try? rules.makeRule(sharingListsWith: column.rule) else { return nil }
                    more.append((column.column, column.place, rule))
                }
                return more.count == columns.count ? more : nil
            }
        ).run()
    }

    /// The declared columns of `--fields FILE` or `--schema FILE`, each with where it was
    /// declared and its rule. A mistake is a `FieldsFileError` naming the file (and line).
    static func tableColumns(
        _ config: Invocation, interface: CommandLineInterface<Invocation>, options: inout [RuleOptions]
    ) throws(FieldsFileError) -> [(column: String, place: String, rule: Rule)] {
        guard let path = config.fieldsPath ?? config.schemaPath else { return [] }
        let contents: [UInt8]
        do {
            contents = try readFile(path)
        } catch {
            throw FieldsFileError(path: "", line: 0, message: error.message)
        }
        guard config.schemaPath != nil else {
            let declarations = try FieldsFile.parse(contents, path: path, interface: interface, initial: Invocation())
            return try columns(declarations, path: path, fromSchema: false, options: &options)
        }
        let schema: TableSchema
        do {
            schema = try TableSchema.parse(contents)
        } catch {
            throw FieldsFileError(path: path, line: 0, message: error.message)
        }
        return try columns(schemaDeclarations(schema, path: path, interface: interface), path: path, fromSchema: true, options: &options)
    }

    /// A schema's fields read as fields-file lines (the same option table), numbered from 1.
    static func schemaDeclarations(
        _ schema: TableSchema, path: String, interface: CommandLineInterface<Invocation>
    ) throws(FieldsFileError) -> [FieldDeclaration<Invocation>] {
        var declarations: [FieldDeclaration<Invocation>] = []
        for (index, field) in schema.fields.enumerated() {
            var declared = Invocation()
            do {
                try interface.parseOptions(
                    field.options.map { Array($0.utf8) }, scope: Scope.fieldsFile, label: "a Table Schema", into: &declared)
                // (An enum's values, as its `--one-of` words would give them.)
                declared.rules.oneOf += field.oneOf
            } catch {
                throw FieldsFileError(path: path, line: 0, message: "field \"\(field.name)\": \(error.message)")
            }
            declarations.append(FieldDeclaration(column: field.name, config: declared, line: index + 1))
        }
        return declarations
    }

    /// The declarations' rules, built (with their list files read beside `path`); `options`
    /// gets what each was built from, for building more (one set per thread).
    static func columns(
        _ declarations: [FieldDeclaration<Invocation>], path: String, fromSchema: Bool, options: inout [RuleOptions]
    ) throws(FieldsFileError) -> [(column: String, place: String, rule: Rule)] {
        var columns: [(column: String, place: String, rule: Rule)] = []
        for declaration in declarations {
            let place = fromSchema ? "\(path): field \(declaration.line)" : "\(path):\(declaration.line)"
            let line = fromSchema ? 0 : declaration.line
            let rules: RuleOptions
            do throws(SystemError) {
                rules = try RuleFiles.resolve(declaration.config.rules, folder: RuleFiles.folder(of: path))
            } catch {
                throw FieldsFileError(path: path, line: line, message: error.message)
            }
            do throws(RuleError) {
                columns.append((declaration.column, place, try rules.makeRule()))
                options.append(rules)
            } catch {
                let message = fromSchema ? "field \"\(declaration.column)\": \(error.message)" : error.message
                throw FieldsFileError(path: path, line: line, message: message)
            }
        }
        return columns
    }

    /// The rule of the command line, and a way to build more of it (one per thread); `nil`
    /// after reporting why it cannot be built.
    static func makeRule(_ config: Invocation) -> (rule: Rule, more: () -> Rule?)? {
        if config.delimiter != nil {
            writeError("fieldcheck: error: --tsv and --delimiter describe a table: they go with --fields\n")
            return nil
        }
        let rules: RuleOptions
        do {
            rules = try RuleFiles.resolve(config.rules)
        } catch {
            writeError("fieldcheck: error: \(error.message)\n")
            return nil
        }
        do {
            let rule = try rules.makeRule()
            return (rule, { try? rules.makeRule(sharingListsWith: rule) })
        } catch {
            writeError("fieldcheck: error: \(error.message)\n")
            return nil
        }
    }

    /// Writes text to stdout; 0, or 2 with a message when it cannot be written.
    static func printOut(_ text: String) -> Int32 {
        var stdout = OutputStream(descriptor: 1, name: "standard output")
        stdout.buffer.append(text)
        do {
            try stdout.flush()
        } catch {
            return fail(error)
        }
        return 0
    }

    /// An I/O failure, reported, exit 2. A closed pipe is one only where SIGPIPE is ignored
    /// (else the signal ends the run, as it ends grep); then, as grep, it is said and exit 2.
    static func fail(_ error: SystemError) -> Int32 {
        writeError("fieldcheck: error: \(error.message)\n")
        return 2
    }
}
