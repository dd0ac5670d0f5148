#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ArgumentParsing
import FieldCheck

/// `fieldcheck prompt`: one value, or a form, edited on the terminal. The session (a plain
/// value in the library) decides what keys do; this side reads keys and signals, draws
/// frames, reads and edits the auto-fill lists, and prints the result.
struct PromptCommand {
    var session: PromptSession
    let terminal: TerminalDevice
    let style: PromptStyle
    let json: Bool

    /// The row of the last frame the cursor was left on: how far up the next frame starts.
    private var cursorRow = 0
    /// The read end of the signal pipe.
    private var signals: Int32 = -1
    /// Signals read while resuming from a suspend of our own, still to be handled.
    private var deferredSignals: [Int32] = []
    /// The last list read, so typing with the list open does not read the file per key;
    /// read again when the file changes (another process, or a removal).
    private var listCache: (path: String, stamp: [Int], contents: [UInt8])?

    init(session: PromptSession, terminal: TerminalDevice, style: PromptStyle, json: Bool) {
        self.session = session
        self.terminal = terminal
        self.style = style
        self.json = json
    }

    enum Ending { case submitted, cancelled, interrupted, signal(Int32), hangUp }

    mutating func run() -> Int32 {
        guard let signals = SignalRelay.install(terminal: terminal) else {
            writeError("fieldcheck: error: prompt could not set up its signal handling\n")
            return 2
        }
        self.signals = signals
        terminal.enterRawMode()
        draw()
        var decoder = KeyDecoder()
        let ending = loop(&decoder, signals: signals)
        switch ending {
        case .submitted:
            finish(.submitted)
            return printResult()
        case .cancelled:
            finish(.cancelled)
            return 1
        case .interrupted:
            finish(.cancelled)
            return 130
        case .hangUp:
            return 129
        case .signal(let number):
            finish(.cancelled)
            SignalRelay.setDefault(number)
            raise(number)
            return 128 + number
        }
    }

    private mutating func loop(_ decoder: inout KeyDecoder, signals: Int32) -> Ending {
        while true {
            var descriptors = [
                pollfd(fd: terminal.descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
            ]
            // A lone Esc is told from the start of a sequence by a short pause; signals put
            // aside while resuming are handled without waiting.
            let waitsForEscape = decoder.pendingEscape && deferredSignals.isEmpty
            let ready = poll(&descriptors, 2, !deferredSignals.isEmpty ? 0 : waitsForEscape ? 100 : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return .hangUp
            }
            if descriptors[1].revents != 0 || !deferredSignals.isEmpty {
                let numbers = deferredSignals + SignalRelay.drain(signals)
                deferredSignals = []
                for number in numbers {
                    if let ending = handleSignal(number) { return ending }
                }
            }
            var keys: [Key] = []
            if ready == 0 {
                if waitsForEscape { keys = decoder.flushEscape() }
            } else if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                guard let bytes = terminal.read() else { continue }
                if bytes.isEmpty { return .hangUp }
                keys = decoder.feed(bytes)
            }
            for key in keys {
                if let ending = handle(key) { return ending }
            }
        }
    }

    /// Acts on one key; the ending when the prompt is over.
    private mutating func handle(_ key: Key) -> Ending? {
        var action = session.handle(key)
        if case .removeEntry(let entry) = action {
            removeEntry(entry)
            action = .loadList
        }
        switch action {
        case .submit: return .submitted
        case .cancel: return .cancelled
        case .interrupt: return .interrupted
        case .suspend:
            suspend()
        case .loadList:
            loadList()
            draw()
        case .refused:
            draw()
            terminal.write("\u{07}")
        case .redraw, .removeEntry:
            draw()
        }
        return nil
    }

    private mutating func handleSignal(_ number: Int32) -> Ending? {
        switch number {
        case SIGWINCH:
            draw()
        case SIGTSTP:
            suspend()
        case SIGCONT:
            // Stopped from outside (SIGSTOP): the shell has written below us, so start afresh.
            terminal.enterRawMode()
            terminal.write("\r\n")
            cursorRow = 0
            draw()
        default:
            return .signal(number)
        }
        return nil
    }

    /// Ctrl-Z or SIGTSTP: the terminal as it was, stop; on SIGCONT, raw again and a new frame.
    private mutating func suspend() {
        finish(.cancelled)
        SignalRelay.setDefault(SIGTSTP)
        kill(0, SIGTSTP)
        // Running again (or the stop was discarded, in an orphaned process group). The
        // SIGCONT that woke us is ours: drop it, keep any other signal for the loop.
        SignalRelay.reinstall(SIGTSTP)
        deferredSignals += SignalRelay.drain(signals).filter { $0 != SIGCONT }
        terminal.enterRawMode()
        cursorRow = 0
        draw()
    }

    /// Draws the session over the previous frame.
    private mutating func draw() {
        let size = terminal.size()
        let frame = PromptScreen.frame(session, width: size.width, height: size.height, style: style)
        terminal.write(render(frame))
    }

    /// The last frame (the field lines alone, no keys), then a new line; the modes restored.
    private mutating func finish(_ ending: PromptScreen.Ending) {
        let frame = PromptScreen.frame(session, width: terminal.size().width, style: style, ending: ending)
        terminal.write(render(frame) + "\r\n")
        cursorRow = 0
        terminal.restore()
    }

    /// The bytes that replace the previous frame with `frame`: back to its first row, clear
    /// to the end of the screen, the lines, the cursor where it belongs.
    private mutating func render(_ frame: PromptFrame) -> String {
        var out = "\u{1B}[?25l\r"
        if cursorRow > 0 { out += "\u{1B}[\(cursorRow)A" }
        out += "\u{1B}[J"
        out += frame.lines.joined(separator: "\r\n")
        let up = frame.lines.count - 1 - frame.cursorRow
        if up > 0 { out += "\u{1B}[\(up)A" }
        out += "\r"
        if frame.cursorColumn > 0 { out += "\u{1B}[\(frame.cursorColumn)C" }
        out += "\u{1B}[?25h"
        cursorRow = frame.cursorRow
        return out
    }

    /// The current field's list, ranked for what is typed, as `suggest` ranks it.
    private mutating func loadList() {
        guard let path = session.field.listPath else { return }
        let list: [UInt8]
        var info = stat()
        let stamp = stat(path, &info) == 0
            ? [Int(info.st_ino), Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)] : []
        if let cache = listCache, cache.path == path, cache.stamp == stamp, !stamp.isEmpty {
            list = cache.contents
        } else {
            do {
                list = try readFile(path, limit: 1 << 30)
            } catch {
                session.closeList()
                session.show(message: error.message)
                return
            }
            listCache = (path, stamp, list)
        }
        let query = session.field.text
        let entries = list.withUnsafeBufferPointer { buffer in
            AutoFill.candidates(buffer, entries: AutoFill.entries(buffer), query: query, limit: 1000)
                .map { String(decoding: UnsafeBufferPointer(rebasing: buffer[$0.text]), as: UTF8.self) }
        }
        session.showList(entries)
    }

    private mutating func removeEntry(_ entry: String) {
        guard let path = session.field.listPath else { return }
        switch ListFile.change(path: path, value: Array(entry.utf8), adding: false) {
        case .done: break
        case .absent(let message), .failed(let message): session.show(message: message)
        }
    }

    /// The value (or the form's values) on standard output.
    private func printResult() -> Int32 {
        var stdout = OutputStream(descriptor: 1, name: "standard output")
        let values = session.fields.map { (name: $0.name, value: $0.result) }
        if json {
            stdout.buffer.append(PromptResult.json(values))
        } else if session.isForm {
            stdout.buffer.append(PromptResult.shellAssignments(values))
        } else {
            stdout.buffer.append((values.first?.value ?? "") + "\n")
        }
        do {
            try stdout.flush()
        } catch {
            return Program.fail(error)
        }
        return 0
    }
}
