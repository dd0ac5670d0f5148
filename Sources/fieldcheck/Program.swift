import ArgumentParsing
import FieldCheck

import FieldCheckReference
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
                ? interface.longHelp(command: command, width: min(Terminal.width(), 100), all: false)
                : interface.shortHelp(command: command)
            return printOut(text)
        case .helpAll(let command):
            return printOut(interface.longHelp(command: command, width: min(Terminal.width(), 100)))
        case .run(let command, let config):
            let plan: RunPlan
            do throws(RunPlan.Refusal) {
                plan = try RunPlan.resolve(command, config, interface: interface)
            } catch {
                switch error {
                case .usage(let usage): writeError(interface.report(usage))
                case .plain(let message): writeError("fieldcheck: error: \(message)\n")
                }
                return 2
            }
            return plan.run(config, interface: interface)
        }
    }

    static func tableColumns(
        _ config: Invocation, interface: CommandLineInterface<Invocation>, options: inout [RuleOptions],
        fieldsMatch: inout FieldsMatch?, reading: inout Invocation?
    ) throws(FieldsFileError) -> [(column: String, place: String, rule: Rule)] {
        guard let path = config.fieldsPath ?? config.schemaPath else { return [] }
        let contents: [UInt8]
        do {
            contents = try readFile(path)
        } catch {
            throw FieldsFileError(path: "", line: 0, message: error.message)
        }
        guard config.schemaPath != nil else {
            let declarations: [FieldDeclaration<Invocation>]
            do throws(FieldsFileError) {
                // (A table's lines, or a one-line JSON schema or package, read as a fields
                // file would be columns named after them, each with no rule: refused as what
                // they are.)
                if let hint = RuleFileKind.hint(contents, path: path, expected: .fieldsFile) {
                    throw FieldsFileError(path: path, line: 0, message: hint)
                }
                declarations = try FieldsFile.parse(contents, path: path, interface: interface, initial: Invocation())
                if let directive = try FieldsFile.readDirective(contents, path: path) {
                    var read = Invocation()
                    do {
                        try interface.parseOptions(directive.words, scope: Scope.readDirective, label: "@read", into: &read)
                    } catch {
                        throw FieldsFileError(path: path, line: directive.line, message: error.message)
                    }
                    reading = read
                }
            } catch {
                // (A schema, a package or a table given here: said so, not its first line's fault.)
                if let hint = RuleFileKind.hint(contents, path: path, expected: .fieldsFile) {
                    throw FieldsFileError(path: path, line: 0, message: hint)
                }
                throw error
            }
            return try columns(declarations, path: path, fromSchema: false, options: &options)
        }
        var foreignKeys: [TableSchema.ForeignKey] = []
        let columns = try schemaColumns(
            contents, path: path, interface: interface, options: &options, fieldsMatch: &fieldsMatch, foreignKeys: &foreignKeys,
            strict: config.strict)
        if !foreignKeys.isEmpty {
            throw FieldsFileError(
                path: path, line: 0,
                message: "\"foreignKeys\" refer to the resources of a Data Package: check the package (--package FILE), which reads them")
        }
        return columns
    }

    /// A Table Schema's columns (its bytes; `path` names it in messages), and its `fieldsMatch`.
    static func schemaColumns(
        _ contents: [UInt8], path: String, interface: CommandLineInterface<Invocation>, options: inout [RuleOptions],
        fieldsMatch: inout FieldsMatch?, foreignKeys: inout [TableSchema.ForeignKey], strict: Bool,
        inline: (file: String, resource: String)? = nil
    ) throws(FieldsFileError) -> [(column: String, place: String, rule: Rule)] {
        let schema: TableSchema
        do {
            schema = try TableSchema.parse(contents)
        } catch {
            throw FieldsFileError(
                path: path, line: 0, message: RuleFileKind.hint(contents, path: path, expected: .tableSchema) ?? error.message)
        }
        try descriptorWarnings(schema.warnings, path: path, strict: strict, inline: inline)
        fieldsMatch = schema.fieldsMatch
        foreignKeys = schema.foreignKeys
        return try columns(schemaDeclarations(schema, path: path, interface: interface), path: path, fromSchema: true, options: &options)
    }

    /// What a descriptor has that frictionless ignores but was most likely meant: a warning
    /// on stderr each; with `--strict`, the first refuses the run. `inline`: a schema
    /// written inside a package, whose records name the package's file and the resource.
    static func descriptorWarnings(
        _ warnings: [String], path: String, strict: Bool, inline: (file: String, resource: String)? = nil
    ) throws(FieldsFileError) {
        if strict, let first = warnings.first {
            throw FieldsFileError(path: path, line: 0, message: first + " (an error with --strict)")
        }
        for warning in warnings {
            writeError("fieldcheck: warning: \(path): \(warning)\n")
            ReportDocument.warnings.append(inline.map { ($0.file, "resource \"\($0.resource)\": \(warning)") } ?? (path, warning))
        }
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
            let words = field.options + field.oneOf.flatMap { ["--one-of", $0] }
            declarations.append(FieldDeclaration(
                column: field.name, config: declared, line: index + 1, rule: words.map { ShellQuoting.quote($0) }.joined(separator: " ")))
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
            ReportDocument.ruleTexts[place] = declaration.rule
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
                let message = fromSchema ? "field \"\(declaration.column)\": \(inSchemaWords(error.message))" : error.message
                throw FieldsFileError(path: path, line: line, message: message)
            }
        }
        return columns
    }

    /// A rule's message in a schema's words: its `--minimum` is the constraint "minimum".
    static func inSchemaWords(_ message: String) -> String {
        let words = ["--minimum": "constraint \"minimum\"", "--maximum": "constraint \"maximum\"", "--one-of": "constraint \"enum\" value"]
        return message.split(separator: " ", omittingEmptySubsequences: false).map { words[String($0)] ?? String($0) }.joined(separator: " ")
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
        if error.endsRun || error.isBrokenPipe {
            // Said once: a Data Package's next resource, or the next file, would only say
            // it again.
            if outputGone { return 2 }
            outputGone = true
        }
        writeError("fieldcheck: error: \(error.message)\n")
        return 2
    }

    /// The run's output could not be written: whatever is left is not read.
    nonisolated(unsafe) static var outputGone = false
}
