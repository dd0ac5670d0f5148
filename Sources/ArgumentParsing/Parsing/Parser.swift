/// What a command line asks for.
public enum ParseOutcome<Config> {
    /// Run `command` with the configuration the arguments built.
    case run(command: String, config: Config)
    /// Print help: `-h` (short) or `--help` (long), for a command or the whole program.
    case help(command: String?, long: Bool)
    /// `--help-all`: every option explained.
    case helpAll(command: String?)
    case version
}

/// A command line that cannot be run. `message` has no program prefix; `command`
/// names the command whose usage line goes with the message.
public struct UsageError: Error, Equatable, Sendable {
    public enum Kind: Sendable, Equatable {
        case unknownOption, unknownCommand, missingValue, invalidValue
        case unexpectedValue, unexpectedArgument, notInScope
    }

    public var kind: Kind
    public var message: String
    public var command: String?

    public init(_ kind: Kind, _ message: String, command: String? = nil) {
        self.kind = kind
        self.message = message
        self.command = command
    }
}

extension CommandLineInterface {
    /// Parses a whole command line (without the program name).
    public func parse(_ arguments: [[UInt8]]) throws(UsageError) -> ParseOutcome<Config> {
        var rest = arguments[...]
        var commandName = defaultCommand
        var explicitCommand = false
        if let first = rest.first, first.first != UInt8(ascii: "-") {
            let word = String(validating: first, as: UTF8.self) ?? ""
            if command(named: word) != nil {
                commandName = word
                explicitCommand = true
                rest = rest.dropFirst()
            } else if word.count >= 4, let guess = Suggestions.closest(to: word, among: commands.map(\.name))
            {
                throw UsageError(
                    .unknownCommand,
                    "unknown command '\(Quoting.display(first))' (did you mean '\(guess)'?); "
                        + "to check it as a value, write '\(program) \(defaultCommand) \(Quoting.display(first))'",
                    command: defaultCommand)
            }
        }
        guard let command = command(named: commandName) else {
            throw UsageError(.unknownCommand, "unknown command '\(commandName)'")
        }
        var config = initial
        command.start(&config)
        var session = ParseSession(
            interface: self, scope: commandName, scopeLabel: "'\(commandName)'",
            positional: command.positional, tokenizer: ArgumentTokenizer(Array(rest)))
        do {
            if let (action, long) = try session.run(&config) {
                switch action {
                case .version: return .version
                case .help: return .help(command: explicitCommand ? commandName : nil, long: long)
                case .helpAll: return .helpAll(command: explicitCommand ? commandName : nil)
                }
            }
        } catch var error {
            error.command = commandName
            throw error
        }
        return .run(command: commandName, config: config)
    }

    /// Parses options alone (no command, no positionals) in a scope, such as the
    /// option part of a fields-file line. `label` names the scope in messages.
    public func parseOptions(
        _ arguments: [[UInt8]], scope: String, label: String, into config: inout Config
    ) throws(UsageError) {
        var session = ParseSession(
            interface: self, scope: scope, scopeLabel: label, positional: nil,
            tokenizer: ArgumentTokenizer(arguments))
        if try session.run(&config) != nil {
            throw UsageError(.notInScope, "help and version options do not apply to \(label)")
        }
    }
}

/// The state of one parse: which scope, which positionals, the first deferred error.
private struct ParseSession<Config> {
    let interface: CommandLineInterface<Config>
    let scope: String
    let scopeLabel: String
    let positional: PositionalDefinition<Config>?
    var tokenizer: ArgumentTokenizer
    /// The first error that is not an unknown option. Parsing goes on after it, so
    /// that an unknown option later on is still the one reported: it is the likelier
    /// cause of everything else (a misspelled option leaves its value as a stray word).
    var deferred: UsageError?
    var positionalCount = 0

    /// Applies every argument; stops early for a built-in action (and whether it was
    /// given by its long name).
    mutating func run(_ config: inout Config) throws(UsageError) -> (BuiltinAction, long: Bool)? {
        while let token = tokenizer.next() {
            switch token {
            case .long(let nameBytes):
                let name = String(validating: nameBytes, as: UTF8.self)
                let spelled = "--" + Quoting.display(nameBytes)
                guard let name, let (option, negated) = resolveLong(name) else {
                    throw unknownOption(spelled, typedName: name)
                }
                if let action = try handle(option, spelled: spelled, negated: negated, config: &config) {
                    return action
                }
            case .short(let characterBytes):
                let spelled = "-" + Quoting.display(characterBytes)
                let character = String(validating: characterBytes, as: UTF8.self).flatMap(\.first)
                if let whole = tokenizer.clusterOpenedBy, whole.count > 2,
                   let word = String(validating: whole.dropFirst(), as: UTF8.self),
                   resolveLong(word) != nil
                {
                    // `-type`: a long name with one dash would silently become `-t ype`.
                    throw UsageError(
                        .unknownOption,
                        "unknown option '-\(word)' (did you mean '--\(word)'?)")
                }
                guard let character, let option = interface.option(where: { $0.short == character })
                else {
                    throw unknownOption(spelled, typedName: nil, short: character)
                }
                if let action = try handle(option, spelled: spelled, negated: false, config: &config) {
                    return action
                }
            case .positional(let bytes):
                guard let positional, positional.limit.map({ positionalCount < $0 }) ?? true else {
                    defer_(UsageError(.unexpectedArgument, unexpectedMessage(bytes)))
                    continue
                }
                positionalCount += 1
                do {
                    try positional.apply(&config, ArgumentValue(bytes, option: positional.valueName))
                } catch {
                    defer_(UsageError(.invalidValue, error.message))
                }
            }
        }
        if let deferred { throw deferred }
        return nil
    }

    /// Finds `--name`, or `--no-name` for a negatable switch.
    func resolveLong(_ name: String) -> (OptionDefinition<Config>, negated: Bool)? {
        if let option = interface.option(where: { $0.name == name }) {
            return (option, false)
        }
        if name.hasPrefix("no-"),
           let option = interface.option(where: { $0.negatable && $0.name == name.dropFirst(3) })
        {
            return (option, true)
        }
        return nil
    }

    mutating func handle(
        _ option: OptionDefinition<Config>, spelled: String, negated: Bool, config: inout Config
    ) throws(UsageError) -> (BuiltinAction, long: Bool)? {
        if let builtin = option.builtin, option.scopes.contains(scope) {
            return (builtin, spelled.hasPrefix("--"))
        }
        let argument: OptionArgument
        if option.takesValue && !negated {
            guard let value = tokenizer.value() else {
                defer_(UsageError(
                    .missingValue, "option '\(spelled)' needs a value (\(option.valueName ?? "VALUE"))"))
                return nil
            }
            argument = .value(ArgumentValue(value, option: spelled))
        } else {
            if tokenizer.attachedValue() != nil {
                defer_(UsageError(.unexpectedValue, "option '\(spelled)' does not take a value"))
                return nil
            }
            argument = negated ? .negated : .flag
        }
        guard option.scopes.contains(scope) else {
            defer_(UsageError(.notInScope, "option '\(spelled)' does not apply to \(scopeLabel)"))
            return nil
        }
        do {
            try option.apply(&config, argument)
        } catch {
            defer_(UsageError(.invalidValue, error.message))
        }
        return nil
    }

    mutating func defer_(_ error: UsageError) {
        if deferred == nil { deferred = error }
    }

    func unknownOption(_ spelled: String, typedName: String?, short: Character? = nil) -> UsageError {
        var message = "unknown option '\(spelled)'"
        if let guess = suggestion(typedName: typedName, short: short) {
            message += " (did you mean '\(guess)'?)"
        }
        return UsageError(.unknownOption, message)
    }

    /// Prefer names of this scope; fall back to every option the program has.
    func suggestion(typedName: String?, short: Character?) -> String? {
        let inScope = interface.options.filter { !$0.hidden && $0.scopes.contains(scope) }
        let everywhere = interface.options.filter { !$0.hidden }
        if let short {
            let lowered = String(short).lowercased()
            for pool in [inScope, everywhere] {
                if let match = pool.first(where: { $0.short.map { String($0).lowercased() } == lowered }),
                   let matchShort = match.short
                {
                    return "-\(matchShort)"
                }
            }
            return nil
        }
        guard let typedName else { return nil }
        for pool in [inScope, everywhere] {
            var names = pool.map(\.name)
            names += pool.filter(\.negatable).map { "no-" + $0.name }
            if let guess = Suggestions.closest(to: typedName, among: names) { return "--" + guess }
        }
        return nil
    }

    func unexpectedMessage(_ bytes: [UInt8]) -> String {
        let shown = Quoting.display(bytes)
        guard let positional else {
            return "unexpected argument '\(shown)': \(scopeLabel) takes no values"
        }
        return "unexpected argument '\(shown)': \(scopeLabel) takes at most \(positional.limit ?? 0) \(positional.valueName)"
    }
}
