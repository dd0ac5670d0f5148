extension CommandLineInterface {
    /// Mistakes in the table itself: each entry is a sentence. An empty list means the
    /// table is consistent. `contexts` are scopes that are not commands (a fields-file line).
    public func problems(contexts: Set<String> = []) -> [String] {
        var problems: [String] = []
        var longNames: [String: Int] = [:]
        var shortNames: [Character: Int] = [:]
        let commandNames = Set(commands.map(\.name))
        for option in options {
            longNames[option.name, default: 0] += 1
            if option.negatable { longNames["no-" + option.name, default: 0] += 1 }
            if let short = option.short { shortNames[short, default: 0] += 1 }
            if option.name.isEmpty || option.name.hasPrefix("-") || option.name.contains("=") {
                problems.append("option '\(option.name)' has a malformed name")
            }
            if option.takesValue, option.valueName?.isEmpty ?? true {
                problems.append("option '--\(option.name)' takes a value but names it with an empty string")
            }
            if option.completion == .choices, option.choices.isEmpty {
                problems.append("option '--\(option.name)' completes choices but has none")
            }
            if !option.choices.isEmpty, !option.takesValue {
                problems.append("option '--\(option.name)' has choices but takes no value")
            }
            if Set(option.choices.map(\.name)).count != option.choices.count {
                problems.append("option '--\(option.name)' lists a choice twice")
            }
            if option.summary.isEmpty {
                problems.append("option '--\(option.name)' has no summary")
            }
            if option.scopes.isEmpty {
                problems.append("option '--\(option.name)' applies nowhere")
            }
            for scope in option.scopes where !commandNames.contains(scope) && !contexts.contains(scope) {
                problems.append("option '--\(option.name)' names an unknown scope '\(scope)'")
            }
            if !option.hidden, !sectionOrder.contains(option.section) {
                problems.append("option '--\(option.name)' is in section '\(option.section)', which help does not list")
            }
        }
        for (name, count) in longNames where count > 1 {
            problems.append("the long name '--\(name)' is defined \(count) times")
        }
        for (short, count) in shortNames where count > 1 {
            problems.append("the short name '-\(short)' is defined \(count) times")
        }
        if Set(commands.map(\.name)).count != commands.count {
            problems.append("a command name is defined twice")
        }
        if command(named: defaultCommand) == nil {
            problems.append("the default command '\(defaultCommand)' is not defined")
        }
        for command in commands {
            if let positional = command.positional, positional.completion == .choices, positional.choices.isEmpty {
                problems.append("command '\(command.name)' completes choices for \(positional.valueName) but has none")
            }
        }
        // Every `--name` mentioned in a doc string must be an option (or a --no- form).
        var texts: [(String, String)] = [("the program description", discussion)]
        for option in options {
            texts.append(("--\(option.name)", option.summary + " " + option.discussion))
            for choice in option.choices { texts.append(("--\(option.name) \(choice.name)", choice.summary)) }
        }
        for command in commands { texts.append(("command \(command.name)", command.summary + " " + command.discussion)) }
        for section in manual { texts.append(("section \(section.title)", section.paragraphs.joined(separator: " "))) }
        for (place, text) in texts {
            for reference in Self.optionReferences(in: text) where longNames[reference] == nil {
                problems.append("\(place) mentions '--\(reference)', which is not an option")
            }
        }
        return problems
    }

    /// The names after `--` in a text (`--type` → `type`), not counting a lone `--`.
    static func optionReferences(in text: String) -> [String] {
        var names: [String] = []
        let characters = Array(text)
        var index = 0
        while index + 2 < characters.count {
            let startsWord = index == 0 || !(characters[index - 1].isLetter || characters[index - 1] == "-")
            if startsWord, characters[index] == "-", characters[index + 1] == "-", characters[index + 2].isLetter {
                var end = index + 2
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "-" {
                    end += 1
                }
                var name = String(characters[(index + 2)..<end])
                while name.hasSuffix("-") { name.removeLast() }
                names.append(name)
                index = end
            } else {
                index += 1
            }
        }
        return names
    }
}
