/// What a parsed option hands to its `apply` function.
public enum OptionArgument {
    /// A switch was given (`--many`, `-q`).
    case flag
    /// A negatable switch was given in its `--no-` form (`--no-color`).
    case negated
    /// An option that takes a value got this one.
    case value(ArgumentValue)
}

/// One accepted value of an option with a closed set of values (`--color always`).
public struct Choice: Sendable, Equatable {
    public var name: String
    public var summary: String

    public init(_ name: String, _ summary: String = "") {
        self.name = name
        self.summary = summary
    }
}

/// What a shell should offer after an option that takes a value.
public enum CompletionKind: Sendable, Equatable {
    /// Nothing useful to offer (a pattern, a number).
    case none
    /// A path.
    case file
    /// The option's choices.
    case choices
}

/// How repeated use of an option combines.
public enum Repetition: Sendable, Equatable {
    /// Each use replaces the previous one.
    case lastWins
    /// Each use adds to a list (`--separator`).
    case accumulates
}

/// The built-in behaviours the parser itself carries out.
public enum BuiltinAction: Sendable, Equatable {
    /// Help: short when given by the short name (`-h`), long by the long name (`--help`).
    case help
    /// Help that explains every option (`--help-all`), as the man page does.
    case helpAll
    case version
}

/// One row of the option table: everything parsing, help, the man page,
/// completions and suggestions need to know about an option.
public struct OptionDefinition<Config> {
    /// The long name, without dashes (`pattern`).
    public var name: String
    /// The one-character short name (`p`), if any.
    public var short: Character?
    /// The value's placeholder (`REGEX`); `nil` for a switch.
    public var valueName: String?
    /// The heading the option is listed under in help and the man page.
    public var section: String
    /// One line for `-h`.
    public var summary: String
    /// Paragraphs for `--help` and the man page (empty: the summary is used).
    public var discussion: String
    /// Accepted values, for options with a closed set.
    public var choices: [Choice]
    /// What completions offer for the value.
    public var completion: CompletionKind
    public var repetition: Repetition
    /// Whether `--no-NAME` is accepted.
    public var negatable: Bool
    /// The commands (and contexts such as a fields-file line) the option belongs to.
    public var scopes: Scopes
    /// Left out of help, man page and completions (generation switches).
    public var hidden: Bool
    /// Set for `-h`, `--help`, `--version`: the parser acts on these itself.
    public var builtin: BuiltinAction?
    /// How the option changes the configuration.
    public var apply: (inout Config, OptionArgument) throws(ArgumentError) -> Void

    public init(
        _ name: String,
        short: Character? = nil,
        value valueName: String? = nil,
        section: String,
        summary: String,
        discussion: String = "",
        choices: [Choice] = [],
        completion: CompletionKind = .none,
        repetition: Repetition = .lastWins,
        negatable: Bool = false,
        scopes: Scopes,
        hidden: Bool = false,
        builtin: BuiltinAction? = nil,
        apply: @escaping (inout Config, OptionArgument) throws(ArgumentError) -> Void = { _, _ in }
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.section = section
        self.summary = summary
        self.discussion = discussion
        self.choices = choices
        self.completion = choices.isEmpty ? completion : .choices
        self.repetition = repetition
        self.negatable = negatable
        self.scopes = scopes
        self.hidden = hidden
        self.builtin = builtin
        self.apply = apply
    }

    public var takesValue: Bool { valueName != nil }

    /// `--pattern`
    public var longFlag: String { "--" + name }

    /// `-p, --pattern REGEX`, as help and the man page show it.
    public var signature: String {
        var text = short.map { "-\($0), " } ?? ""
        text += longFlag
        if let valueName { text += " " + valueName }
        return text
    }

    /// The same option, applied to a part of a larger configuration: `within` hands that
    /// part to the closure it is given (a closure rather than a key path, which costs
    /// more to build at every start).
    public func lifted<Outer>(
        _ within: @escaping (inout Outer, (inout Config) throws(ArgumentError) -> Void) throws(ArgumentError) -> Void
    ) -> OptionDefinition<Outer> {
        let inner = apply
        var outer = OptionDefinition<Outer>(
            name, short: short, value: valueName, section: section, summary: summary,
            discussion: discussion, choices: choices, completion: completion,
            repetition: repetition, negatable: negatable, scopes: scopes, hidden: hidden,
            builtin: builtin
        ) { (config: inout Outer, argument: OptionArgument) throws(ArgumentError) in
            try within(&config) { (part: inout Config) throws(ArgumentError) in try inner(&part, argument) }
        }
        outer.completion = completion
        return outer
    }
}
