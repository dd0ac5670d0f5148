/// The positional arguments a command takes (`VALUE...`, `[TYPE]`).
public struct PositionalDefinition<Config> {
    /// The placeholder in usage lines (`VALUE`).
    public var valueName: String
    public var summary: String
    /// At most this many; `nil` for any number.
    public var limit: Int?
    public var choices: [Choice]
    public var completion: CompletionKind
    public var apply: (inout Config, ArgumentValue) throws(ArgumentError) -> Void

    public init(
        _ valueName: String,
        summary: String,
        limit: Int? = nil,
        choices: [Choice] = [],
        completion: CompletionKind = .none,
        apply: @escaping (inout Config, ArgumentValue) throws(ArgumentError) -> Void
    ) {
        self.valueName = valueName
        self.summary = summary
        self.limit = limit
        self.choices = choices
        self.completion = choices.isEmpty ? completion : .choices
        self.apply = apply
    }

    /// `[VALUE...]` or `[TYPE]`.
    public var usage: String {
        limit == 1 ? "[\(valueName)]" : "[\(valueName)...]"
    }
}

/// A subcommand: its name, what it does, and its positionals. Its options are the
/// rows of the option table whose scopes name it.
public struct CommandDefinition<Config> {
    public var name: String
    public var summary: String
    public var discussion: String
    /// The usage line after the program and command name, e.g. `[RULES] [OUTPUT] [VALUE...]`.
    public var usage: String
    public var positional: PositionalDefinition<Config>?
    /// Sets the configuration up for this command before its options are applied.
    public var start: (inout Config) -> Void

    public init(
        _ name: String,
        summary: String,
        discussion: String = "",
        usage: String,
        positional: PositionalDefinition<Config>? = nil,
        start: @escaping (inout Config) -> Void = { _ in }
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.usage = usage
        self.positional = positional
        self.start = start
    }
}
