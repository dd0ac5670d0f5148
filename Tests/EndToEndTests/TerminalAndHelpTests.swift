import Foundation
import Testing

/// Runs a command line on a real pseudo-terminal (script(1) from util-linux) and
/// returns what the terminal showed.
func onTerminal(_ command: String, environment: String = "") throws -> String {
    let run = try shell("\(environment) script -qec \(GrepCrossCheckTests.quoted(command)) /dev/null < /dev/null")
    return run.out.replacingOccurrences(of: "\r\n", with: "\n")
}

@Suite struct TerminalTests {
    @Test func colorAutoColorsOnATerminal() throws {
        let shown = try onTerminal("\"$FIELDCHECK\" -p '[0-9]{2}' 12 x 1")
        #expect(shown.contains("\u{1B}[32mpassed\u{1B}[0m\t\u{1B}[32m12\u{1B}[0m\n"))
        #expect(shown.contains("\u{1B}[31mfailed\u{1B}[0m\t\u{1B}[31mx\u{1B}[0m\tdoes not match\n"))
        #expect(shown.contains("too-short\t1\t"))  // a too-short value keeps the terminal's color
    }

    @Test func noColorTurnsAutoOff() throws {
        let shown = try onTerminal("\"$FIELDCHECK\" -p '[0-9]{2}' 12", environment: "NO_COLOR=1")
        #expect(shown == "passed\t12\n")
        // An explicit --color always still colors.
        #expect(try onTerminal("\"$FIELDCHECK\" --color always -p 1 1", environment: "NO_COLOR=1").contains("\u{1B}[32m"))
        // An empty NO_COLOR does not count.
        #expect(try onTerminal("\"$FIELDCHECK\" -p 1 1", environment: "NO_COLOR=").contains("\u{1B}[32m"))
    }

    @Test func readingFromATerminalSaysSo() throws {
        let shown = try onTerminal("\"$FIELDCHECK\" -p x")
        #expect(shown.contains("fieldcheck: reading values from the terminal, one per line; Ctrl-D ends"))
    }

    @Test func longHelpWrapsToTheTerminalWidth() throws {
        let shown = try onTerminal("stty cols 60; \"$FIELDCHECK\" --help")
        let lines = shown.split(separator: "\n")
        #expect(lines.count > 40)
        #expect(lines.allSatisfy { $0.count <= 60 })
    }
}

@Suite struct HelpAndVersionTests {
    @Test func version() throws {
        let run = try fieldcheck("--version")
        #expect(run.status == 0)
        #expect(run.lines.count == 2)
        #expect(run.lines[0].hasPrefix("fieldcheck "))
        #expect(run.lines[1].hasPrefix("PCRE2 10."))
    }

    @Test func shortHelpListsEveryOptionOnOneLine() throws {
        let run = try fieldcheck("-h")
        #expect(run.status == 0 && run.err == "")
        #expect(run.out.contains("Usage: fieldcheck [check] [RULES] [OUTPUT] [VALUE...]"))
        #expect(run.out.contains("\n  -p, --pattern REGEX "))
        #expect(run.out.contains("\nOutput:\n"))
        #expect(!run.out.contains("--generate"))  // hidden
    }

    @Test func longHelpExplainsAndWrapsToColumns() throws {
        let run = try fieldcheck("--help-all", environment: ["COLUMNS": "50"])
        #expect(run.status == 0)
        #expect(run.out.contains("Exit status:"))
        #expect(run.out.contains("--ignore-case, --no-ignore-case"))
        #expect(run.lines.allSatisfy { $0.count <= 50 })
    }

    /// --help explains the common options and names the others, pointing at --help-all
    /// (which explains every one, as the man page does); -h lists them all, a line each.
    @Test func helpExplainsTheCommonOptionsAndNamesTheRest() throws {
        let help = try fieldcheck("check", "--help")
        let all = try fieldcheck("check", "--help-all")
        #expect(help.status == 0 && all.status == 0)
        #expect(help.lines.count * 3 < all.lines.count * 2, "\(help.lines.count) lines, --help-all \(all.lines.count)")
        #expect(help.out.contains("  -t, --type TYPE\n          A built-in type the value must be"))
        #expect(help.out.contains("  -f, --fields FILE\n"))
        #expect(!help.out.contains("      --max-failure-rate PERCENT\n"))
        #expect(help.out.contains("--max-failure-rate"))  // named among the others
        #expect(help.out.replacingOccurrences(of: "\n", with: " ").hasSuffix("'fieldcheck check --help-all' or 'man fieldcheck'. "))
        #expect(all.out.contains("      --max-failure-rate PERCENT\n"))
        let top = try fieldcheck("--help")
        #expect(top.out.contains("Exit status") == false)
        #expect(try fieldcheck("--help-all").out.contains("Exit status:"))
        #expect(try fieldcheck("help").out == top.out)
    }

    @Test func helpForACommand() throws {
        let run = try fieldcheck("check", "--help")
        #expect(run.out.hasPrefix("fieldcheck check: validate values (the default command)\n"))
        #expect(run.status == 0)
        #expect(try fieldcheck("check", "-h").out.contains("Usage: fieldcheck [check] [RULES] [OUTPUT] [VALUE...]"))
    }

    @Test func helpWinsOverOtherArguments() throws {
        #expect(try fieldcheck("-p", "x", "-h").status == 0)
    }
}
