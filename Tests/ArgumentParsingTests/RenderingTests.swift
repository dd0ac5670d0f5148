import ArgumentParsing
import Testing

@Suite struct RenderingTests {
    let interface = sampleInterface()

    @Test func shortHelpHasOneLinePerOptionGroupedBySection() {
        let help = interface.shortHelp(command: nil)
        #expect(help.contains("Usage: sample [check] [OPTIONS] [VALUE...]\n       sample format [OPTIONS] [VALUE...]"))
        #expect(help.contains("\nRules:\n  -p, --pattern REGEX"))
        #expect(help.contains("\n      --min-length N"))
        #expect(help.contains("\nOutput:\n"))
        #expect(!help.contains("--from"))  // not an option of check
        #expect(interface.shortHelp(command: "format").contains("-f, --from FILE"))
    }

    @Test func longHelpWrapsToTheWidth() {
        var wide = interface
        wide.options[0].discussion = String(repeating: "word ", count: 60)
        let help = wide.longHelp(command: nil, width: 50)
        for line in help.split(separator: "\n") {
            #expect(line.count <= 50, "\(line)")
        }
        #expect(help.contains("--ignore-case, --no-ignore-case"))
        #expect(help.contains("Exit status:"))
    }

    /// With common options named, --help explains those and names the others in their
    /// section, leaving the manual to --help-all; with none named it explains all.
    @Test func longHelpOfTheCommonOptions() {
        var layered = interface
        layered.commonOptions = ["pattern", "quiet", "help", "help-all"]
        let help = layered.longHelp(command: nil, width: 80, all: false)
        #expect(help.contains("  -p, --pattern REGEX\n"))
        #expect(!help.contains("  -t, --type TYPE\n"))
        #expect(help.contains("  Also: --type, --ignore-case, --many, --separator, --min-length.\n"))
        #expect(!help.contains("Exit status:"))
        #expect(help.split(separator: "\n").joined(separator: " ").hasSuffix("'sample --help-all' or 'man sample'."))
        #expect(layered.longHelp(command: nil, width: 80) == interface.longHelp(command: nil, width: 80))
        // A long list of choices is named on a few lines, each choice explained by --help-all.
        var many = layered
        let index = many.options.firstIndex { $0.name == "pattern" } ?? 0
        many.options[index].choices = (1...20).map { Choice("c\($0)", "choice number \($0)") }
        let named = many.longHelp(command: nil, width: 80, all: false)
        #expect(named.contains("            c1 c2 c3 c4 c5"))
        #expect(!named.contains("choice number 7"))
        #expect(many.longHelp(command: nil, width: 80).contains("choice number 7"))
        #expect(interface.longHelp(command: nil, width: 80, all: false) == interface.longHelp(command: nil, width: 80))
    }

    @Test func manPageEscapesRoff() {
        let page = interface.manPage()
        #expect(page.hasPrefix(".TH SAMPLE 1 \"\" \"sample 1.2.3\" \"User Commands\"\n"))
        #expect(page.contains("\\fB\\-p\\fR, \\fB\\-\\-pattern\\fR \\fIREGEX\\fR"))
        #expect(page.contains(".SS Rules"))
        #expect(page.contains(".SH EXIT STATUS"))
        // No text line may start with a dot or quote (it would be read as a request).
        for line in page.split(separator: "\n") where !line.hasPrefix(".") {
            #expect(!line.hasPrefix("'"))
        }
    }

    @Test func completionScriptsNameEveryOption() {
        let bash = interface.bashCompletionScript()
        #expect(bash.contains("check) COMPREPLY=($(compgen -W '-p --pattern -t --type -i --ignore-case --no-ignore-case"))
        #expect(bash.contains("complete -F _sample sample"))
        let zsh = interface.zshCompletionScript()
        #expect(zsh.hasPrefix("#compdef sample\n"))
        #expect(zsh.contains("'(-t --type)--type=[a type]:TYPE:(text zip phone state)'"))
        let fish = interface.fishCompletionScript()
        #expect(fish.contains("complete -c sample -n 'contains -- (__sample_command) check format' -s q -l quiet -d 'print nothing'"))
    }
}
