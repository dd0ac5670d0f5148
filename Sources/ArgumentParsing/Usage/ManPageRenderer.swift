extension CommandLineInterface {
    /// The man page, in roff (man macros), from the same definitions as `--help`.
    public func manPage() -> String {
        var out = ".TH \(Roff.escape(program.uppercased())) 1 \"\" \"\(Roff.escape(program)) \(Roff.escape(version))\" \"User Commands\"\n"
        out += ".SH NAME\n\(Roff.escape(program)) \\- \(Roff.escape(summary))\n"
        out += ".SH SYNOPSIS\n.nf\n"
        for command in commands {
            out += Roff.escape(usageLine(for: command.name)) + "\n"
        }
        out += Roff.escape("\(program) --help | -h | --version") + "\n.fi\n"
        out += ".SH DESCRIPTION\n"
        for paragraph in paragraphs(discussion) {
            out += ".PP\n" + Roff.text(paragraph) + "\n"
        }
        out += ".SH COMMANDS\n"
        for command in commands {
            out += ".TP\n.B \(Roff.escape(command.name))\n"
            out += Roff.text(command.summary) + "\n"
            for paragraph in paragraphs(command.discussion) {
                out += ".IP\n" + Roff.text(paragraph) + "\n"
            }
        }
        out += ".SH OPTIONS\n"
        for (title, members) in allSections() {
            out += ".SS \(Roff.escape(title))\n"
            for option in members {
                out += ".TP\n" + Roff.signature(option) + "\n"
                let docs = paragraphs(option.discussion.isEmpty ? option.summary : option.discussion)
                for (index, paragraph) in docs.enumerated() {
                    if index > 0 { out += ".IP\n" }
                    out += Roff.text(paragraph) + "\n"
                }
                if !option.choices.isEmpty {
                    out += ".IP\nValues:\n.RS\n"
                    for choice in option.choices {
                        out += ".TP\n.B \(Roff.escape(choice.name))\n\(Roff.text(choice.summary.isEmpty ? choice.name : choice.summary))\n"
                    }
                    out += ".RE\n"
                }
                out += ".IP\n" + Roff.text("Applies to: " + scopeList(option) + ".") + "\n"
            }
        }
        for section in manual {
            out += ".SH \(Roff.escape(section.title))\n"
            for paragraph in section.paragraphs {
                let lines = paragraph.split(separator: "\n").map(String.init)
                if lines.allSatisfy({ $0.contains("\t") }) {
                    for line in lines {
                        let term = String(line.prefix { $0 != "\t" })
                        let definition = String(line.drop { $0 != "\t" }.dropFirst())
                        out += ".TP\n.B \(Roff.escape(term))\n\(Roff.text(definition))\n"
                    }
                } else {
                    out += ".PP\n" + Roff.text(paragraph) + "\n"
                }
            }
        }
        return out
    }

    /// The options reference as Markdown, for the README.
    public func markdownReference() -> String {
        var out = ""
        for (title, members) in allSections() {
            out += "\n#### \(title)\n\n| option | applies to | meaning |\n|---|---|---|\n"
            for option in members {
                var meaning = option.summary
                if !option.choices.isEmpty {
                    meaning += " (" + option.choices.map { "`\($0.name)`" }.joined(separator: ", ") + ")"
                }
                let signature = longSignature(option).replacingPipes()
                out += "| `\(signature)` | \(scopeList(option)) | \(meaning.replacingPipes()) |\n"
            }
        }
        return out
    }

    /// Every visible option, by section, whatever its command.
    func allSections() -> [(title: String, options: [OptionDefinition<Config>])] {
        let visible = options.filter { !$0.hidden }
        var titles = sectionOrder
        for option in visible where !titles.contains(option.section) { titles.append(option.section) }
        return titles.compactMap { title in
            let members = visible.filter { $0.section == title }
            return members.isEmpty ? nil : (title, members)
        }
    }

    /// The commands an option applies to, in table order.
    func scopeList(_ option: OptionDefinition<Config>) -> String {
        commands.map(\.name).filter { option.scopes.contains($0) }.joined(separator: ", ")
    }
}

extension String {
    fileprivate func replacingPipes() -> String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}

/// Escaping for roff text.
enum Roff {
    /// Escapes backslashes and dashes, and guards a leading control character.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            default: out.append(character)
            }
        }
        if out.first == "." || out.first == "'" { out = "\\&" + out }
        return out
    }

    /// A paragraph of prose: each source line escaped and guarded.
    static func text(_ paragraph: String) -> String {
        paragraph.split(separator: "\n").map { escape(String($0)) }.joined(separator: "\n")
    }

    /// `\fB\-p\fR, \fB\-\-pattern\fR \fIREGEX\fR`
    static func signature<Config>(_ option: OptionDefinition<Config>) -> String {
        var parts: [String] = []
        if let short = option.short { parts.append("\\fB\\-\(escape(String(short)))\\fR") }
        var long = "\\fB\\-\\-\(escape(option.name))\\fR"
        if let valueName = option.valueName { long += " \\fI\(escape(valueName))\\fR" }
        parts.append(long)
        if option.negatable { parts.append("\\fB\\-\\-no\\-\(escape(option.name))\\fR") }
        return parts.joined(separator: ", ")
    }
}
