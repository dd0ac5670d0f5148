/// A section of prose for the man page and long help (EXIT STATUS, ENVIRONMENT, ...).
public struct ManualSection: Sendable, Equatable {
    public var title: String
    /// Paragraphs; a paragraph made of `term\tdefinition` lines is a definition list.
    public var paragraphs: [String]

    public init(_ title: String, _ paragraphs: [String]) {
        self.title = title
        self.paragraphs = paragraphs
    }
}

/// The whole command-line interface of a program: the single definition that
/// parsing, help, the man page, the completions and the suggestions all read.
public struct CommandLineInterface<Config> {
    public var program: String
    public var version: String
    /// One line: what the program is.
    public var summary: String
    public var discussion: String
    public var commands: [CommandDefinition<Config>]
    /// The command used when the first argument names none.
    public var defaultCommand: String
    public var options: [OptionDefinition<Config>]
    /// Section headings in the order help lists them.
    public var sectionOrder: [String]
    /// Extra man page sections, after OPTIONS.
    public var manual: [ManualSection]
    /// The configuration before any argument is applied.
    public var initial: Config
    /// The options `--help` explains (the ones most runs need); the others it names, and
    /// `--help-all` and the man page explain every one.
    public var commonOptions: Set<String> = []

    public init(
        program: String,
        version: String,
        summary: String,
        discussion: String,
        commands: [CommandDefinition<Config>],
        defaultCommand: String,
        options: [OptionDefinition<Config>],
        sectionOrder: [String],
        manual: [ManualSection],
        initial: Config
    ) {
        self.program = program
        self.version = version
        self.summary = summary
        self.discussion = discussion
        self.commands = commands
        self.defaultCommand = defaultCommand
        self.options = options
        self.sectionOrder = sectionOrder
        self.manual = manual
        self.initial = initial
    }

    public func command(named name: String) -> CommandDefinition<Config>? {
        // Index loops rather than `first(where:)`: this generic code is not specialized for
        // the program's configuration, and the generic Sequence path costs a start-up's worth
        // of runtime type lookups.
        var index = 0
        while index < commands.count {
            if commands[index].name == name { return commands[index] }
            index += 1
        }
        return nil
    }

    /// The option whose definition satisfies `matches` (see `command(named:)` for why a loop).
    func option(where matches: (OptionDefinition<Config>) -> Bool) -> OptionDefinition<Config>? {
        var index = 0
        while index < options.count {
            if matches(options[index]) { return options[index] }
            index += 1
        }
        return nil
    }

    /// The options that apply in a scope (a command name, or a context such as a fields-file line).
    public func options(in scope: String, includingHidden: Bool = false) -> [OptionDefinition<Config>] {
        options.filter { $0.scopes.contains(scope) && (includingHidden || !$0.hidden) }
    }

    /// Options of a scope grouped by section, in `sectionOrder`.
    public func sections(in scope: String) -> [(title: String, options: [OptionDefinition<Config>])] {
        let visible = options(in: scope)
        var titles = sectionOrder
        for option in visible where !titles.contains(option.section) { titles.append(option.section) }
        return titles.compactMap { title in
            let members = visible.filter { $0.section == title }
            return members.isEmpty ? nil : (title, members)
        }
    }

    /// `fieldcheck [check] [RULES] ...` for a command.
    public func usageLine(for commandName: String) -> String {
        guard let command = command(named: commandName) else { return program }
        let shownName = commandName == defaultCommand ? "[\(commandName)]" : commandName
        return [program, shownName, command.usage].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
