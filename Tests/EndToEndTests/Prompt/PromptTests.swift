import Foundation
import Testing

/// `prompt` driven through a real pseudo-terminal: keys typed into it, the screen read back.
@Suite(.serialized) struct PromptTests {
    /// Starts `fieldcheck prompt ARGS` on a new terminal and waits for its first frame.
    func startPrompt(_ arguments: [String], columns: Int = 80, environment: [String: String] = [:]) throws
        -> (PseudoTerminal, String)
    {
        let terminal = try PseudoTerminal(columns: columns)
        let before = try terminal.sttyState()
        try terminal.start(binary.path, ["prompt"] + arguments, environment: environment)
        #expect(terminal.waitFor { $0.bracketedPaste }, "no first frame\n\(terminal.dump)")
        terminal.settle()
        return (terminal, before)
    }

    /// Waits for the end and checks that the terminal's modes are as they were before.
    func finish(_ terminal: PseudoTerminal, modesBefore: String) throws -> Int32? {
        let status = terminal.waitForExit()
        #expect(try terminal.sttyState() == modesBefore, "terminal modes not restored")
        #expect(!terminal.screen.bracketedPaste)
        return status
    }

    @Test func phoneDigitByDigitIsFormattedAsTyped() throws {
        let (terminal, before) = try startPrompt(["-t", "phone"])
        #expect(terminal.screen.line(0) == "Phone:")
        let expected = ["(2", "(20", "(201", "(201) 5", "(201) 55", "(201) 555", "(201) 555-0", "(201) 555-01",
                        "(201) 555-012", "(201) 555-0123"]
        for (digit, shown) in zip("2015550123", expected) {
            terminal.type(String(digit))
            #expect(terminal.waitFor { $0.line(0) == "Phone: \(shown)" }, "after \(digit)\n\(terminal.dump)")
            #expect(terminal.screen.column == 7 + shown.count)
            #expect(terminal.screen.row == 0)
        }
        #expect(terminal.screen.text.contains("passed"))
        #expect(terminal.screen.foreground(of: "(201) 555-0123") == .some("32"))
        terminal.type(PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "(201) 555-0123\n")
        #expect(terminal.screen.line(0) == "Phone: (201) 555-0123")
        #expect(!terminal.screen.text.contains("Enter accept"), "keys left on screen\n\(terminal.dump)")
    }
}
