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
        #expect(try terminal.sttyState() != before, "the terminal is not in raw mode while prompting")
        return (terminal, before)
    }

    /// Waits for the end and checks that the terminal's modes are as they were before.
    func finish(_ terminal: PseudoTerminal, modesBefore: String) throws -> Int32? {
        let status = terminal.waitForExit()
        #expect(try terminal.sttyState() == modesBefore, "terminal modes not restored")
        let pasteModeOn = terminal.screen.bracketedPaste
        #expect(!pasteModeOn, "bracketed paste left on")
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

    /// Another region: libphonenumber's AsYouTypeFormatter's forms, step by step.
    @Test func aBritishNumberIsFormattedAsLibphonenumberDoes() throws {
        let (terminal, before) = try startPrompt(["-t", "phone", "--region", "GB"])
        let expected = ["0", "02", "020", "020 7", "020 79", "020 794", "020 7946", "020 7946 0", "020 7946 09",
                        "020 7946 095", "020 7946 0958"]
        for (digit, shown) in zip("02079460958", expected) {
            terminal.type(String(digit))
            #expect(terminal.waitFor { $0.line(0) == "Phone: \(shown)" }, "after \(digit)\n\(terminal.dump)")
        }
        #expect(terminal.waitFor { $0.text.contains("passed") }, "\(terminal.dump)")
        terminal.type(PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "020 7946 0958\n")
    }

    /// An IBAN is grouped in fours as it is typed, upper-cased; Enter gives its printed form.
    @Test func anIBANIsGroupedInFoursAsTyped() throws {
        let (terminal, before) = try startPrompt(["-t", "iban"])
        let typed = "de89370400440532013000"
        var shown = ""
        for (index, character) in typed.enumerated() {
            terminal.type(String(character))
            if index > 0 && index % 4 == 0 { shown += " " }
            shown += character.uppercased()
            #expect(terminal.waitFor { $0.line(0) == "Iban: \(shown)" }, "after \(character)\n\(terminal.dump)")
        }
        #expect(terminal.waitFor { $0.text.contains("passed") }, "\(terminal.dump)")
        terminal.type(PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "DE89 3704 0044 0532 0130 00\n")
    }

    @Test func aLetterInAZipIsRefusedWithABell() throws {
        let (terminal, before) = try startPrompt(["-t", "zip"])
        terminal.type("12")
        #expect(terminal.waitFor { $0.line(0) == "Zip: 12" })
        let bells = terminal.screen.bells
        terminal.type("a")
        #expect(terminal.waitFor { $0.bells == bells + 1 }, "no bell\n\(terminal.dump)")
        #expect(terminal.screen.line(0) == "Zip: 12")
        terminal.type("3456789")
        #expect(terminal.waitFor { $0.line(0) == "Zip: 12345-6789" }, "\(terminal.dump)")
        terminal.type("0")  // a tenth digit does not fit
        #expect(terminal.waitFor { $0.bells == bells + 2 })
        #expect(terminal.screen.line(0) == "Zip: 12345-6789")
        terminal.type(PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "12345-6789\n")
    }

    @Test func enterOnAnInvalidValueStaysAndSaysWhy() throws {
        let (terminal, before) = try startPrompt(["-t", "phone"])
        terminal.type("555")
        #expect(terminal.waitFor("failed: area code 555 does not exist"), "\(terminal.dump)")
        #expect(terminal.screen.foreground(of: "(555") == .some("31"))
        terminal.type(PseudoTerminal.enter)
        terminal.settle()
        #expect(terminal.waitForExit(timeout: 0.3) == nil, "Enter submitted a failing value")
        #expect(terminal.screen.line(0) == "Phone: (555")
        #expect(terminal.screen.line(1) == "  failed: area code 555 does not exist")
        // Too short: Enter stays as well.
        terminal.type(PseudoTerminal.control("u") + "201")
        #expect(terminal.waitFor("too-short: needs 10 digits, got 3"), "\(terminal.dump)")
        terminal.type(PseudoTerminal.enter)
        terminal.settle()
        #expect(terminal.waitForExit(timeout: 0.3) == nil)
        terminal.type(PseudoTerminal.escape)
        #expect(try finish(terminal, modesBefore: before) == 1)
        #expect(terminal.output == "")
    }

    @Test func escCancelsWithExitOne() throws {
        let (terminal, before) = try startPrompt(["-t", "zip", "--value", "12345"])
        #expect(terminal.screen.line(0) == "Zip: 12345")
        terminal.type(PseudoTerminal.escape)
        #expect(try finish(terminal, modesBefore: before) == 1)
        #expect(terminal.output == "")
    }

    @Test func ctrlCInterruptsWithExit130() throws {
        let (terminal, before) = try startPrompt(["-t", "name"])
        terminal.type("Ann")
        #expect(terminal.waitFor { $0.line(0) == "Name: Ann" })
        terminal.type(PseudoTerminal.control("c"))
        #expect(try finish(terminal, modesBefore: before) == 130)
        #expect(terminal.output == "")
    }

    @Test func sigtermRestoresTheTerminalAndEndsBySignal() throws {
        let (terminal, before) = try startPrompt(["-t", "zip"])
        terminal.type("123")
        #expect(terminal.waitFor { $0.line(0) == "Zip: 123" })
        terminal.signal(SIGTERM)
        #expect(try finish(terminal, modesBefore: before) == 128 + SIGTERM)
        #expect(terminal.output == "")
    }

    @Test func lineEditingKeys() throws {
        let (terminal, before) = try startPrompt(["--label", "Say"])
        terminal.type("hello wide world")
        #expect(terminal.waitFor { $0.line(0) == "Say: hello wide world" })
        // Ctrl-W deletes the word before the cursor, as readline does: the space stays.
        terminal.type(PseudoTerminal.control("w"))
        #expect(terminal.waitFor { $0.line(0) == "Say: hello wide" && $0.column == 5 + 11 })
        terminal.type(PseudoTerminal.home + ">" + PseudoTerminal.end + "!")
        #expect(terminal.waitFor { $0.line(0) == "Say: >hello wide !" }, "\(terminal.dump)")
        terminal.type(PseudoTerminal.left + PseudoTerminal.left + PseudoTerminal.backspace)
        #expect(terminal.waitFor { $0.line(0) == "Say: >hello wid !" }, "\(terminal.dump)")
        #expect(terminal.screen.column == 5 + 10)
        terminal.type(PseudoTerminal.control("a") + PseudoTerminal.delete)
        #expect(terminal.waitFor { $0.line(0) == "Say: hello wid !" })
        terminal.type(PseudoTerminal.right + PseudoTerminal.right + PseudoTerminal.control("u"))
        #expect(terminal.waitFor { $0.line(0) == "Say: llo wid !" })
        #expect(terminal.screen.column == 5)
        terminal.type(PseudoTerminal.control("e") + " ok")
        #expect(terminal.waitFor { $0.line(0) == "Say: llo wid ! ok" })
        terminal.type(PseudoTerminal.control("k"))  // nothing after the cursor: nothing changes
        terminal.type(PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "llo wid ! ok\n")
    }

    @Test func wideCharactersPutTheCursorInTheRightColumn() throws {
        let (terminal, before) = try startPrompt(["-t", "name"])
        terminal.type("東京")
        #expect(terminal.waitFor { $0.line(0) == "Name: 東京" }, "\(terminal.dump)")
        #expect(terminal.screen.column == 6 + 4)
        terminal.type(PseudoTerminal.left)
        #expect(terminal.waitFor { $0.column == 6 + 2 })
        // A combining accent typed on its own joins the letter before it.
        terminal.type(PseudoTerminal.end + "e")
        terminal.type("\u{301}")
        #expect(terminal.waitFor { $0.line(0) == "Name: 東京é" }, "\(terminal.dump)")
        #expect(terminal.screen.column == 6 + 5)
        terminal.type(PseudoTerminal.backspace)
        #expect(terminal.waitFor { $0.line(0) == "Name: 東京" })
        terminal.type(PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "東京\n")
    }

    @Test func aPasteIsTakenAsTyped() throws {
        let (terminal, before) = try startPrompt(["-t", "phone"])
        terminal.type("\u{1B}[200~+1 201.555.0123\n\u{1B}[201~")
        #expect(terminal.waitFor { $0.line(0) == "Phone: (201) 555-0123" }, "\(terminal.dump)")
        terminal.type(PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "(201) 555-0123\n")
    }

    @Test func maxLengthRefusesFurtherKeys() throws {
        let (terminal, before) = try startPrompt(["--max-length", "3", "--placeholder", "3 letters"])
        #expect(terminal.screen.line(0) == "Value: 3 letters")
        #expect(terminal.screen.column == 7)
        terminal.type("abcd")
        #expect(terminal.waitFor { $0.line(0) == "Value: abc" && $0.bells == 1 }, "\(terminal.dump)")
        terminal.type(PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "abc\n")
    }

    @Test func validateWhenDoneShowsNothingUntilEnter() throws {
        let (terminal, before) = try startPrompt(["-p", "[a-z]+", "--validate-when", "done"])
        terminal.type("ab1")
        #expect(terminal.waitFor { $0.line(0) == "Value: ab1" })
        terminal.settle()
        #expect(!terminal.screen.text.contains("failed"), "\(terminal.dump)")
        #expect(terminal.screen.foreground(of: "ab1") == .some(nil))
        terminal.type(PseudoTerminal.enter)
        #expect(terminal.waitFor("failed: does not match"), "\(terminal.dump)")
        #expect(terminal.screen.foreground(of: "ab1") == .some("31"))
        terminal.type(PseudoTerminal.backspace)
        #expect(terminal.waitFor { !$0.text.contains("failed") })
        terminal.type(PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "ab\n")
    }

    @Test func aResizeRedraws() throws {
        let (terminal, before) = try startPrompt(["-t", "zip", "--from", "/nonexistent-list"])
        #expect(terminal.screen.line(1) == "  Enter accept   Esc cancel   Tab list")
        terminal.resize(columns: 24)
        #expect(terminal.waitFor { $0.line(1) == "  Enter accept   Esc ca" }, "\(terminal.dump)")
        terminal.type(PseudoTerminal.escape)
        #expect(try finish(terminal, modesBefore: before) == 1)
    }

    @Test func aMissingListIsSaidAndThePromptGoesOn() throws {
        let (terminal, before) = try startPrompt(["-t", "zip", "--from", "/nonexistent-list"])
        terminal.type("1" + PseudoTerminal.tab)
        #expect(terminal.waitFor("/nonexistent-list: No such file or directory"), "\(terminal.dump)")
        terminal.type("2345" + PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "12345\n")
    }

    @Test func colorsFollowTheOptions() throws {
        let (terminal, before) = try startPrompt(["-t", "zip", "--valid-color", "blue", "--value", "12345"])
        #expect(terminal.screen.foreground(of: "12345") == .some("34"))
        terminal.type(PseudoTerminal.escape)
        #expect(try finish(terminal, modesBefore: before) == 1)
        let (plain, modes) = try startPrompt(["-t", "zip", "--value", "12345"], environment: ["NO_COLOR": "1"])
        #expect(plain.screen.foreground(of: "12345") == .some(nil))
        #expect(plain.screen.text.contains("passed"))
        plain.type(PseudoTerminal.escape)
        #expect(try finish(plain, modesBefore: modes) == 1)
    }

    @Test func theResultIsInCanonicalForm() throws {
        let (terminal, before) = try startPrompt(["-t", "state", "--json"])
        terminal.type("new york")
        #expect(terminal.waitFor("passed, as NY"), "\(terminal.dump)")
        terminal.type(PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "{\"value\":\"NY\"}\n")
        #expect(terminal.screen.line(0) == "State: NY")
    }

    @Test func tabOpensTheAutoFillListAndDeleteRemovesAnEntry() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let list = directory.appendingPathComponent("cities.txt")
        try "Boston\nPalm Springs\nSpringfield\nSalem\nSpring Valley\nSalem\nspringfield\n".write(to: list, atomically: true, encoding: .utf8)

        let (terminal, before) = try startPrompt(["--label", "City", "--from", list.path])
        #expect(terminal.screen.line(1) == "  Enter accept   Esc cancel   Tab list")
        terminal.type("spr" + PseudoTerminal.tab)
        // Prefix matches first, then the one that contains it; the first is selected. The
        // list takes the place of the keys, under the status line.
        #expect(terminal.waitFor { $0.line(2).hasPrefix("  > Springfield") }, "\(terminal.dump)")
        #expect(terminal.screen.line(1) == "  passed")
        #expect(terminal.screen.lines[3...5].map { $0 } == ["    Spring Valley", "    springfield", "    Palm Springs"])
        #expect(terminal.screen.isInverse("> Springfield"))
        #expect(terminal.screen.line(6) == "  Enter take   Delete remove   Esc close")
        #expect(!terminal.screen.text.contains("Tab list"))
        #expect(terminal.screen.row == 0 && terminal.screen.column == 6 + 3)
        terminal.type(PseudoTerminal.down)
        #expect(terminal.waitFor { $0.isInverse("> Spring Valley") }, "\(terminal.dump)")
        terminal.type(PseudoTerminal.delete)
        #expect(terminal.waitFor { !$0.text.contains("Spring Valley") }, "\(terminal.dump)")
        #expect(try String(contentsOf: list, encoding: .utf8) == "Boston\nPalm Springs\nSpringfield\nSalem\nSalem\nspringfield\n")
        #expect(terminal.screen.isInverse("> springfield"))
        // Typing narrows the list; Esc closes it and keeps the prompt.
        terminal.type("ingf")
        #expect(terminal.waitFor { $0.line(0) == "City: springf" && !$0.text.contains("Palm") }, "\(terminal.dump)")
        terminal.type(PseudoTerminal.escape)
        #expect(terminal.waitFor { $0.text.contains("Tab list") && !$0.text.contains("Springfield") }, "\(terminal.dump)")
        #expect(terminal.waitForExit(timeout: 0.2) == nil, "Esc in the list ended the prompt")
        terminal.type(PseudoTerminal.tab)
        #expect(terminal.waitFor { $0.isInverse("> Springfield") })
        terminal.type(PseudoTerminal.up)  // wraps around to the last
        #expect(terminal.waitFor { $0.isInverse("> springfield") })
        terminal.type(PseudoTerminal.up + PseudoTerminal.enter)
        #expect(terminal.waitFor { $0.line(0) == "City: Springfield" && $0.text.contains("Tab list") }, "\(terminal.dump)")
        terminal.type(PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "Springfield\n")
    }

    /// A fields file for the form tests.
    func formFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-form-\(UUID().uuidString).fields")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func aTwoFieldFormWithPreviousAndNext() throws {
        let fields = try formFile("""
            name   --type name --label 'Full name'
            phone  --type phone --placeholder '(201) 555-0123'
            """)
        defer { try? FileManager.default.removeItem(at: fields) }
        let (terminal, before) = try startPrompt(["--fields", fields.path])
        #expect(terminal.screen.line(0) == "> Full name:")
        #expect(terminal.screen.line(1) == "  phone:     (201) 555-0123")
        #expect(terminal.screen.row == 0 && terminal.screen.column == 13)
        terminal.type("ann O'Neil" + PseudoTerminal.tab)
        #expect(terminal.waitFor { $0.line(1).hasPrefix("> phone:") }, "\(terminal.dump)")
        #expect(terminal.screen.line(0) == "  Full name: ann O'Neil  passed")
        terminal.type("20155")
        #expect(terminal.waitFor { $0.line(1) == "> phone:     (201) 55  too-short" }, "\(terminal.dump)")
        #expect(terminal.screen.text.contains("too-short: needs 10 digits, got 5"))
        terminal.type(PseudoTerminal.backTab)
        #expect(terminal.waitFor { $0.line(0).hasPrefix("> Full name:") && $0.row == 0 && $0.column == 23 }, "\(terminal.dump)")
        terminal.type(PseudoTerminal.down + "50123" + PseudoTerminal.up + PseudoTerminal.down)
        #expect(terminal.waitFor { $0.line(1) == "> phone:     (201) 555-0123  passed" }, "\(terminal.dump)")
        terminal.type(PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "name='Ann O'\"'\"'Neil'\nphone='(201) 555-0123'\n")
        // The assignments are safe to eval.
        let run = try shell("eval \"$(cat '\(terminal.outputURL.path)')\"; printf '%s|%s' \"$name\" \"$phone\"")
        #expect(run.out == "Ann O'Neil|(201) 555-0123")
    }

    @Test func enterOnTheLastFieldJumpsToTheFirstThatDoesNotPass() throws {
        let fields = try formFile("""
            name   --type name
            zip    --type zip --optional
            state  --type state
            """)
        defer { try? FileManager.default.removeItem(at: fields) }
        let (terminal, before) = try startPrompt(["--fields", fields.path, "--json"])
        terminal.type(PseudoTerminal.enter + PseudoTerminal.enter + "tx" + PseudoTerminal.enter)
        #expect(terminal.waitFor { $0.line(0).hasPrefix("> name:") }, "\(terminal.dump)")
        #expect(terminal.screen.text.contains("too-short"))
        #expect(terminal.screen.row == 0)
        terminal.type("Lee" + PseudoTerminal.down + PseudoTerminal.down + PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "{\"name\":\"Lee\",\"zip\":\"\",\"state\":\"TX\"}\n")
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndResumes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-tstp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let stopped = directory.appendingPathComponent("stopped"), result = directory.appendingPathComponent("result")
        let terminal = try PseudoTerminal()
        let before = try terminal.sttyState()
        // A shell with job control, as in a terminal: Ctrl-Z stops the prompt, the shell
        // reads the terminal's modes while it is stopped, then brings it back with fg.
        let script = """
            set -m
            "$FIELDCHECK" prompt -t zip > '\(result.path)'
            stty -g < /dev/tty > '\(stopped.path)'
            fg > /dev/null
            """
        try terminal.start("/bin/bash", ["-c", script], environment: ["FIELDCHECK": binary.path])
        #expect(terminal.waitFor { $0.bracketedPaste })
        terminal.type("12")
        #expect(terminal.waitFor { $0.text.contains("Zip: 12") })
        terminal.type(PseudoTerminal.control("z"))
        #expect(terminal.waitFor { _ in ((try? String(contentsOf: stopped, encoding: .utf8)) ?? "").hasSuffix("\n") })
        #expect(try String(contentsOf: stopped, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines) == before)
        // Back in raw mode after fg, with a fresh frame.
        #expect(terminal.waitFor { $0.bracketedPaste }, "\(terminal.dump)")
        terminal.settle()
        terminal.type("345" + PseudoTerminal.enter)
        #expect(terminal.waitForExit() == 0, "\(terminal.dump)")
        #expect(try String(contentsOf: result, encoding: .utf8) == "12345\n")
        #expect(try terminal.sttyState() == before)
    }

    @Test func stoppedFromOutsideAndContinuedItDrawsAfresh() throws {
        let (terminal, before) = try startPrompt(["-t", "zip"])
        terminal.type("12")
        #expect(terminal.waitFor { $0.line(0) == "Zip: 12" })
        terminal.signal(SIGSTOP)
        usleep(200_000)
        terminal.type("3")  // read once it runs again
        terminal.signal(SIGCONT)
        #expect(terminal.waitFor { $0.text.contains("Zip: 123") }, "\(terminal.dump)")
        terminal.type("45" + PseudoTerminal.enter)
        #expect(try finish(terminal, modesBefore: before) == 0)
        #expect(terminal.output == "12345\n")
    }

    @Test func keysTypedBeforeThePromptStartsAreKept() throws {
        let terminal = try PseudoTerminal()
        let before = try terminal.sttyState()
        try terminal.start(binary.path, ["prompt", "-t", "zip"])
        terminal.type("12345\r")  // before the first frame: in the terminal's own line buffer
        #expect(try finish(terminal, modesBefore: before) == 0, "\(terminal.dump)")
        #expect(terminal.output == "12345\n")
    }

    @Test func withoutATerminalPromptExits2() throws {
        let run = try shell("setsid -w \"$FIELDCHECK\" prompt -t zip < /dev/null")
        #expect(run.status == 2)
        #expect(run.err == "fieldcheck: error: prompt needs a terminal\n")
        #expect(run.out == "")
    }

    @Test func formMistakesAreReportedBeforeTheTerminalIsTouched() throws {
        let fields = try formFile("first-name --type name\n")
        defer { try? FileManager.default.removeItem(at: fields) }
        let run = try fieldcheck("prompt", "--fields", fields.path)
        #expect(run.status == 2)
        #expect(run.err.contains(":1: 'first-name' is not a shell variable name"))
        let mixed = try fieldcheck("prompt", "--fields", fields.path, "-t", "zip")
        #expect(mixed.status == 2)
        #expect(mixed.err.contains("with --fields the rules"))
        let values = try fieldcheck("prompt", "-t", "zip", "12345")
        #expect(values.status == 2)
        #expect(values.err.contains("'prompt' takes no values"))
    }

    @Test(arguments: [SIGHUP, SIGSEGV, SIGABRT])
    func signalsAndCrashesRestoreTheTerminal(_ number: Int32) throws {
        let (terminal, before) = try startPrompt(["-t", "zip"])
        terminal.type("1")
        #expect(terminal.waitFor { $0.line(0) == "Zip: 1" })
        terminal.signal(number)
        #expect(try finish(terminal, modesBefore: before) == 128 + number)
        #expect(terminal.output == "")
    }

    @Test func theExampleScriptAppendsAContact() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // fieldcheck on PATH, as the script expects.
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("fieldcheck"), withDestinationURL: binary)
        let table = directory.appendingPathComponent("contacts.tsv")
        let terminal = try PseudoTerminal()
        let before = try terminal.sttyState()
        let path = directory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        try terminal.start(
            "/bin/sh", [repositoryRoot.appendingPathComponent("examples/new-contact.sh").path, table.path],
            environment: ["PATH": path])
        #expect(terminal.waitFor { $0.bracketedPaste })
        terminal.type("Ann O'Neil" + PseudoTerminal.tab + "2015550123" + PseudoTerminal.tab + "bu")
        terminal.type(PseudoTerminal.control(" "))
        #expect(terminal.waitFor { $0.isInverse("> Buffalo") }, "\(terminal.dump)")  // cities.txt beside the form
        terminal.type(PseudoTerminal.enter + PseudoTerminal.tab + "new york" + PseudoTerminal.tab + "10001")
        terminal.type(PseudoTerminal.enter)
        #expect(terminal.waitForExit() == 0, "\(terminal.dump)")
        #expect(try String(contentsOf: table, encoding: .utf8) == "Ann O'Neil\t(201) 555-0123\tBuffalo\tNY\t10001\n")
        #expect(terminal.screen.text.contains("added Ann O'Neil to"))
        #expect(try terminal.sttyState() == before)
    }

    @Test func checkReadsAFormsFieldsFileAndIgnoresItsPromptOptions() throws {
        let csv = "name,phone,city,state,zip\nAnn,2015550123,Buffalo,ny,\nBob,555,Nowhere,XX,1\n"
        let run = try fieldcheck("check", "--fields", repositoryRoot.appendingPathComponent("examples/contact-form.fields").path, "--count", input: csv)
        #expect(run.status == 1)
        #expect(run.err == "")
        #expect(run.out.contains("phone\tfailed\t1"))
    }
}
