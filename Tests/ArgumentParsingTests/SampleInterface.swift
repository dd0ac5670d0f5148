import ArgumentParsing

/// A small interface with every kind of option, for the parser's tests.
struct SampleConfig: Equatable {
    var pattern: String?
    var quiet = false
    var ignoreCase = false
    var many = false
    var separators: [String] = []
    var minLength = 1
    var color = "auto"
    var type = "text"
    var from: String?
    var values: [[UInt8]] = []
}

let sampleTypes = [Choice("text"), Choice("zip"), Choice("phone"), Choice("state")]
let colorChoices = [Choice("auto"), Choice("always"), Choice("never")]

func sampleInterface() -> CommandLineInterface<SampleConfig> {
    let valueCommands: Scopes = ["check", "format"]
    let all: Scopes = ["check", "format", "types"]
    let ruleScopes: Scopes = ["check", "format", "field"]
    return CommandLineInterface(
        program: "sample",
        version: "1.2.3",
        summary: "a sample program",
        discussion: "It checks values. See --pattern.",
        commands: [
            CommandDefinition(
                "check", summary: "check values", usage: "[OPTIONS] [VALUE...]",
                positional: PositionalDefinition("VALUE", summary: "a value") { config, value in
                    config.values.append(value.bytes)
                }),
            CommandDefinition(
                "format", summary: "format values", usage: "[OPTIONS] [VALUE...]",
                positional: PositionalDefinition("VALUE", summary: "a value") { config, value in
                    config.values.append(value.bytes)
                }),
            CommandDefinition(
                "types", summary: "list types", usage: "[TYPE]",
                positional: PositionalDefinition("TYPE", summary: "a type", limit: 1, choices: sampleTypes) {
                    (config: inout SampleConfig, value: ArgumentValue) throws(ArgumentError) in
                    config.type = try value.choice(from: sampleTypes)
                }),
        ],
        defaultCommand: "check",
        options: [
            OptionDefinition(
                "pattern", short: "p", value: "REGEX", section: "Rules", summary: "a pattern",
                scopes: ruleScopes
            ) { (config: inout SampleConfig, argument: OptionArgument) throws(ArgumentError) in
                if case .value(let value) = argument { config.pattern = try value.text() }
            },
            OptionDefinition(
                "type", short: "t", value: "TYPE", section: "Rules", summary: "a type",
                choices: sampleTypes, scopes: ruleScopes
            ) { (config: inout SampleConfig, argument: OptionArgument) throws(ArgumentError) in
                if case .value(let value) = argument { config.type = try value.choice(from: sampleTypes) }
            },
            OptionDefinition(
                "ignore-case", short: "i", section: "Rules", summary: "caseless",
                negatable: true, scopes: ruleScopes
            ) { config, argument in
                if case .negated = argument { config.ignoreCase = false } else { config.ignoreCase = true }
            },
            OptionDefinition(
                "many", section: "Rules", summary: "a list", negatable: true, scopes: ruleScopes
            ) { config, argument in
                if case .negated = argument { config.many = false } else { config.many = true }
            },
            OptionDefinition(
                "separator", short: "s", value: "SEP", section: "Rules", summary: "a separator",
                repetition: .accumulates, scopes: ruleScopes
            ) { (config: inout SampleConfig, argument: OptionArgument) throws(ArgumentError) in
                if case .value(let value) = argument { config.separators.append(try value.nonEmptyText()) }
            },
            OptionDefinition(
                "min-length", value: "N", section: "Rules", summary: "a minimum", scopes: ruleScopes
            ) { (config: inout SampleConfig, argument: OptionArgument) throws(ArgumentError) in
                if case .value(let value) = argument { config.minLength = try value.integer(in: 0...1000) }
            },
            OptionDefinition(
                "quiet", short: "q", section: "Output", summary: "print nothing", scopes: valueCommands
            ) { config, _ in config.quiet = true },
            OptionDefinition(
                "color", value: "WHEN", section: "Output", summary: "when to color",
                choices: colorChoices, negatable: true, scopes: valueCommands
            ) { (config: inout SampleConfig, argument: OptionArgument) throws(ArgumentError) in
                switch argument {
                case .negated: config.color = "never"
                case .value(let value): config.color = try value.choice(from: colorChoices)
                case .flag: break
                }
            },
            OptionDefinition(
                "from", short: "f", value: "FILE", section: "Input", summary: "a file",
                completion: .file, scopes: ["format"]
            ) { (config: inout SampleConfig, argument: OptionArgument) throws(ArgumentError) in
                if case .value(let value) = argument { config.from = try value.text() }
            },
            OptionDefinition(
                "help", short: "h", section: "General", summary: "help", scopes: all, builtin: .help),
            OptionDefinition(
                "help-all", section: "General", summary: "help on every option", scopes: all, builtin: .helpAll),
            OptionDefinition(
                "version", section: "General", summary: "version", scopes: all, builtin: .version),
        ],
        sectionOrder: ["Rules", "Input", "Output", "General"],
        manual: [ManualSection("EXIT STATUS", ["0\tall passed\n1\tsome failed"])],
        initial: SampleConfig()
    )
}

/// Bytes of a string; tests spell invalid UTF-8 with `bytes(...)`.
func args(_ words: String...) -> [[UInt8]] { words.map { Array($0.utf8) } }

enum Parsed: Equatable {
    case run(String, SampleConfig)
    case help(String?, long: Bool)
    case helpAll(String?)
    case version
    case error(UsageError)
}

func parse(_ arguments: [[UInt8]]) -> Parsed {
    do {
        switch try sampleInterface().parse(arguments) {
        case .run(let command, let config): return .run(command, config)
        case .help(let command, let long): return .help(command, long: long)
        case .helpAll(let command): return .helpAll(command)
        case .version: return .version
        }
    } catch {
        return .error(error)
    }
}

/// The configuration of a command line that must parse; records an issue otherwise.
func config(_ arguments: [[UInt8]], command expected: String = "check") -> SampleConfig? {
    if case .run(let command, let config) = parse(arguments), command == expected { return config }
    return nil
}

/// The error message of a command line that must not parse.
func message(_ arguments: [[UInt8]]) -> String? {
    if case .error(let error) = parse(arguments) { return error.message }
    return nil
}
