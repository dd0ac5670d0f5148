extension CommandLineInterface {
    /// `-h`: usage, then one line per option, grouped by section.
    public func shortHelp(command commandName: String?) -> String {
        let scope = commandName ?? defaultCommand
        var out = header(for: commandName) + "\n"
        out += "\n" + usageBlock(for: commandName) + "\n"
        let grouped = sections(in: scope)
        // One column for every section, so the summaries line up down the page.
        var lefts = grouped.flatMap { $0.options.map(shortSignature) }
        if commandName == nil { lefts += commands.map(\.name) }
        let column = min(28, lefts.map(\.count).max() ?? 0)
        if commandName == nil {
            out += "\nCommands:\n"
            out += twoColumns(commands.map { ($0.name, $0.summary) }, column: column)
        }
        for (title, members) in grouped {
            out += "\n\(title):\n"
            out += twoColumns(members.map { (shortSignature($0), $0.summary) }, column: column)
        }
        let more = commandName.map { "\(program) \($0) --help" } ?? "\(program) --help"
        out += "\nFor more detail: '\(more)'"
        if commandName == nil { out += "; for one command: '\(program) COMMAND -h'" }
        out += ".\n"
        return out
    }

    /// `--help`: everything `-h` says, with each option's discussion, wrapped to `width`;
    /// with `all` false, only the common options' (`commonOptions`), the others named at the
    /// end of their section, and the manual's sections left to `--help-all`.
    public func longHelp(command commandName: String?, width: Int, all: Bool = true) -> String {
        let scope = commandName ?? defaultCommand
        let width = max(40, width)
        var out = TextWrapping.wrap(header(for: commandName), width: width, indent: 0) + "\n"
        let discussion = commandName.flatMap { command(named: $0)?.discussion } ?? discussion
        for paragraph in paragraphs(discussion) {
            out += "\n" + TextWrapping.wrap(paragraph, width: width, indent: 0) + "\n"
        }
        out += "\n" + usageBlock(for: commandName, width: width) + "\n"
        if commandName == nil {
            out += "\nCommands:\n"
            for command in commands {
                out += "  \(command.name)\n"
                out += TextWrapping.wrap(command.summary, width: width, indent: 6) + "\n"
            }
        }
        let explainsAll = all || commonOptions.isEmpty
        for (title, allMembers) in sections(in: scope) {
            let members = explainsAll ? allMembers : allMembers.filter { commonOptions.contains($0.name) }
            let others = explainsAll ? [] : allMembers.filter { !commonOptions.contains($0.name) }
            out += "\n\(title):\n"
            defer {
                if !others.isEmpty {
                    let names = others.map(\.longFlag).joined(separator: ", ")
                    out += (members.isEmpty ? "" : "\n") + TextWrapping.wrap("Also: " + names + ".", width: width, indent: 2) + "\n"
                }
            }
            for (index, option) in members.enumerated() {
                if index > 0 { out += "\n" }
                out += "  " + (option.short == nil ? "    " : "") + longSignature(option) + "\n"
                for paragraph in paragraphs(option.discussion.isEmpty ? option.summary : option.discussion) {
                    out += TextWrapping.wrap(paragraph, width: width, indent: 10) + "\n"
                }
                if !explainsAll && option.choices.count > 12 {
                    // (A long list, a line each, is --help-all's: here its names.)
                    let names = option.choices.map(\.name).joined(separator: " ")
                    out += TextWrapping.wrap(names, width: width, indent: 12) + "\n"
                } else if !option.choices.isEmpty {
                    let nameWidth = option.choices.map(\.name.count).max() ?? 0
                    for choice in option.choices {
                        let padded = choice.name + String(repeating: " ", count: nameWidth - choice.name.count)
                        out += TextWrapping.wrap(choice.summary, width: width, indent: 12, lead: padded + "  ") + "\n"
                    }
                }
            }
        }
        if !explainsAll {
            let all = commandName.map { "\(program) \($0) --help-all" } ?? "\(program) --help-all"
            out += "\n" + TextWrapping.wrap(
                "Every option explained, with the exit status and the rest of the manual: '\(all)' or 'man \(program)'.",
                width: width, indent: 0) + "\n"
            return out
        }
        if commandName == nil {
            for section in manual {
                out += "\n\(TextWrapping.titleCase(section.title)):\n"
                for paragraph in section.paragraphs {
                    out += renderParagraph(paragraph, width: width) + "\n"
                }
            }
        }
        return out
    }

    /// The version line(s) for `--version`.
    public var versionText: String { "\(program) \(version)\n" }

    /// Options in long help and the man page show their `--no-` form too.
    func longSignature(_ option: OptionDefinition<Config>) -> String {
        var signature = option.signature
        if option.negatable { signature += ", --no-" + option.name }
        return signature
    }

    private func header(for commandName: String?) -> String {
        if let commandName, let command = command(named: commandName) {
            return "\(program) \(commandName): \(command.summary)"
        }
        return "\(program) \(version): \(summary)"
    }

    /// The usage lines; with a width, each wrapped under its own start.
    private func usageBlock(for commandName: String?, width: Int = .max) -> String {
        let names = commandName.map { [$0] } ?? commands.map(\.name)
        var lines: [String] = []
        for (index, name) in names.enumerated() {
            let lead = index == 0 ? "Usage: " : "       "
            lines.append(TextWrapping.wrap(usageLine(for: name), width: width, indent: 0, lead: lead))
        }
        return lines.joined(separator: "\n")
    }

    /// `-p, --pattern REGEX`, or `    --search` so long names line up under long names.
    private func shortSignature(_ option: OptionDefinition<Config>) -> String {
        option.short == nil ? "    " + option.signature : option.signature
    }

    private func twoColumns(_ rows: [(String, String)], column leftWidth: Int) -> String {
        var out = ""
        for (left, right) in rows {
            if left.count > leftWidth {
                out += "  \(left)  \(right)\n"
            } else {
                out += "  " + left + String(repeating: " ", count: leftWidth - left.count) + "  " + right + "\n"
            }
        }
        return out
    }

    private func renderParagraph(_ paragraph: String, width: Int) -> String {
        let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.allSatisfy({ $0.contains("\t") }) {
            let termWidth = lines.map { $0.prefix { $0 != "\t" }.count }.max() ?? 0
            return lines.map { line in
                let term = String(line.prefix { $0 != "\t" })
                let definition = String(line.drop { $0 != "\t" }.dropFirst())
                let padded = term + String(repeating: " ", count: max(0, termWidth - term.count))
                return TextWrapping.wrap(definition, width: width, indent: 2, lead: padded + "  ")
            }.joined(separator: "\n")
        }
        return TextWrapping.wrap(paragraph, width: width, indent: 2)
    }
}

/// Paragraphs of a doc string: separated by blank lines.
func paragraphs(_ text: String) -> [String] {
    var result: [String] = []
    var current: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.allSatisfy({ $0 == " " }) {
            if !current.isEmpty { result.append(current.joined(separator: "\n")); current = [] }
        } else {
            current.append(line)
        }
    }
    if !current.isEmpty { result.append(current.joined(separator: "\n")) }
    return result
}
