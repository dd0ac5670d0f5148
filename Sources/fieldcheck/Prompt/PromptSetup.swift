import ArgumentParsing
import FieldCheck

/// Turns the command line of `prompt` into a session: one field from the rule options, or a
/// form from a fields file; then finds the terminal and runs it.
enum PromptSetup {
    static func run(_ config: Invocation, interface: CommandLineInterface<Invocation>) -> Int32 {
        let fields: [PromptField]
        do throws(PromptSetupError) {
            fields = try config.fieldsPath != nil ? formFields(config, interface: interface) : [singleField(config)]
        } catch {
            if error.usage {
                writeError(interface.report(UsageError(.invalidValue, error.message, command: "prompt")))
            } else {
                writeError("fieldcheck: error: \(error.message)\n")
            }
            return 2
        }
        guard let terminal = TerminalDevice() else {
            writeError("fieldcheck: error: prompt needs a terminal\n")
            return 2
        }
        let style = PromptStyle(
            colors: Terminal.useColor(config.output.color, onTerminal: true), valid: config.output.validColor, invalid: config.output.invalidColor)
        let session = PromptSession(fields: fields, timing: config.prompt.timing, isForm: config.fieldsPath != nil)
        var command = PromptCommand(session: session, terminal: terminal, style: style, json: config.output.json)
        return command.run()
    }

    static func singleField(_ config: Invocation) throws(PromptSetupError) -> PromptField {
        if config.delimiter != nil { throw PromptSetupError("--tsv and --delimiter describe a table: they go with check or format --fields", usage: true) }
        let rule: Rule
        do {
            rule = try RuleFiles.resolve(config.rules).makeRule()
        } catch let error as SystemError {
            throw PromptSetupError(error.message)
        } catch let error as RuleError {
            throw PromptSetupError(error.message)
        } catch {
            throw PromptSetupError("\(error)")
        }
        let label = config.prompt.label ?? (config.rules.type.map { capitalized($0.rawValue) } ?? "Value")
        return PromptField(
            name: "value", label: label, placeholder: config.prompt.placeholder ?? "", rule: rule,
            value: config.prompt.value ?? "", listPath: config.suggest.from)
    }

    static func formFields(_ config: Invocation, interface: CommandLineInterface<Invocation>) throws(PromptSetupError) -> [PromptField] {
        guard let path = config.fieldsPath else { return [] }
        if config.rules != RuleOptions() || config.prompt.label != nil || config.prompt.placeholder != nil
            || config.prompt.value != nil || config.suggest.from != nil
        {
            throw PromptSetupError(
                "with --fields the rules, --label, --placeholder, --value and --from go in the fields file, one line per field",
                usage: true)
        }
        let contents: [UInt8]
        do {
            contents = try readFile(path)
        } catch {
            throw PromptSetupError(error.message)
        }
        // A relative --from in a fields file names a file beside it.
        let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) + "/" : ""
        var fields: [PromptField] = []
        do throws(FieldsFileError) {
            for declaration in try FieldsFile.parse(contents, path: path, interface: interface, initial: Invocation()) {
                func failure(_ message: String) -> FieldsFileError {
                    FieldsFileError(path: path, line: declaration.line, message: message)
                }
                if !config.output.json && !PromptResult.isShellName(declaration.column) {
                    throw failure(
                        "'\(Quoting.display(declaration.column))' is not a shell variable name (letters, digits, _): rename the column, or use --json")
                }
                let rules: RuleOptions
                do throws(SystemError) {
                    rules = try RuleFiles.resolve(declaration.config.rules, folder: folder)
                } catch {
                    throw failure(error.message)
                }
                let rule: Rule
                do throws(RuleError) {
                    rule = try rules.makeRule()
                } catch {
                    throw failure(error.message)
                }
                let options = declaration.config.prompt
                let listPath = declaration.config.suggest.from.map { $0.hasPrefix("/") ? $0 : folder + $0 }
                fields.append(
                    PromptField(
                        name: declaration.column, label: options.label ?? declaration.column,
                        placeholder: options.placeholder ?? "", rule: rule, value: options.value ?? "", listPath: listPath))
            }
        } catch {
            throw PromptSetupError(error.description)
        }
        return fields
    }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}

struct PromptSetupError: Error {
    var message: String
    var usage = false

    init(_ message: String, usage: Bool = false) {
        self.message = message
        self.usage = usage
    }
}
