import Foundation
import Testing

/// A terminal gets answers as they are due: values typed one per line get their verdict when
/// the line ends (not at Ctrl-D), no progress line is drawn over what is typed, and a table's
/// report lines come as they are found. Through a real pseudo-terminal, standard input and
/// output on it, typing one line at a time (issue 53).
@Suite(.serialized) struct TypedValuesTests {
    /// `fieldcheck -t zip`, then `12345` Enter: the verdict at once, the run still reading.
    @Test(arguments: [[], ["--no-progress"], ["--count"]])
    func eachTypedLineGetsItsVerdictWhenItEnds(_ extra: [String]) throws {
        let terminal = try PseudoTerminal(columns: 100)
        // (A progress line from the first tick on, were one drawn.)
        try terminal.start(binary.path, ["-t", "zip"] + extra, environment: ["FIELDCHECK_PROGRESS_DELAY": "0", "NO_COLOR": "1"], typed: true)
        #expect(terminal.waitFor("Ctrl-D ends") || extra == ["--count"], "\(terminal.dump)")
        terminal.type("12345\r")
        if extra == ["--count"] {
            // (Counts come at the end, by nature: the run is still reading.)
            terminal.settle()
            #expect(!terminal.screen.text.contains("passed\t"), "\(terminal.dump)")
        } else {
            #expect(terminal.waitForOutput("passed\t12345", timeout: 5), "the verdict waited for more input: \(terminal.dump)")
            terminal.type("1234\r")
            #expect(terminal.waitForOutput("too-short\t1234", timeout: 5), "\(terminal.dump)")
        }
        terminal.settle()
        let raw = String(decoding: terminal.raw, as: UTF8.self)
        #expect(!raw.contains("\u{1B}[Kfieldcheck: "), "a progress line was drawn over the typing: \(terminal.dump)")
        terminal.send([0x04])  // Ctrl-D
        #expect(terminal.waitForExit() == (extra == ["--count"] ? 0 : 1), "\(terminal.dump)")
        if extra == ["--count"] { #expect(terminal.waitForOutput("passed\t1"), "\(terminal.dump)") }
    }

    /// format answers each line too.
    @Test func formatAnswersEachTypedLine() throws {
        let terminal = try PseudoTerminal(columns: 100)
        try terminal.start(binary.path, ["format", "-t", "phone"], environment: ["FIELDCHECK_PROGRESS_DELAY": "0", "NO_COLOR": "1"], typed: true)
        terminal.type("2015550123\r")
        #expect(terminal.waitForOutput("(201) 555-0123", timeout: 5), "\(terminal.dump)")
        terminal.send([0x04])
        #expect(terminal.waitForExit() == 0)
    }

    /// A table typed on a terminal: each row's report line as the row ends, no progress line.
    @Test func aTypedTableIsReportedRowByRow() throws {
        let folder = try ScratchFolder()
        let fields = try folder.write("t.fields", "zip --type zip\n")
        let terminal = try PseudoTerminal(columns: 100)
        try terminal.start(binary.path, ["check", "--fields", fields], environment: ["FIELDCHECK_PROGRESS_DELAY": "0", "NO_COLOR": "1"], typed: true)
        terminal.type("zip\r1234x\r")
        #expect(terminal.waitForOutput("failed\t1234x", timeout: 5), "the row's line waited for the end of the table: \(terminal.dump)")
        terminal.settle()
        #expect(!String(decoding: terminal.raw, as: UTF8.self).contains("\u{1B}[Kfieldcheck: "), "\(terminal.dump)")
        terminal.send([0x04])
        #expect(terminal.waitForExit() == 1, "\(terminal.dump)")
    }

    /// A large table checked with its report on a terminal: the first report lines are on the
    /// screen while the run is still reading (it is stopped then, by SIGSTOP, to look).
    @Test func reportLinesOnATerminalComeAsTheyAreFound() throws {
        let folder = try ScratchFolder()
        let fields = try folder.write("t.fields", "zip --type zip\n")
        // A FIFO fed slowly: the first bad row, then nothing until the screen has been read.
        let fifo = folder.path + "/t.csv"
        #expect(mkfifo(fifo, 0o600) == 0)
        let terminal = try PseudoTerminal(columns: 100)
        try terminal.start(binary.path, ["check", "-j", "1", "--fields", fields, fifo], environment: ["NO_COLOR": "1"], typed: true)
        let writer = open(fifo, O_WRONLY)
        #expect(writer >= 0)
        let head = "zip\n12345\n1234x\n" + String(repeating: "12345\n", count: 1000)
        _ = head.withCString { write(writer, $0, strlen($0)) }
        #expect(terminal.waitForOutput("failed\t1234x", timeout: 5), "the report waited for the end of the table: \(terminal.dump)")
        close(writer)
        #expect(terminal.waitForExit() == 1, "\(terminal.dump)")
    }
}
