import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

// glibc declares these only with _XOPEN_SOURCE, which the Glibc module is not built with.
@_silgen_name("posix_openpt") private func openMaster(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantTerminal(_ descriptor: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockTerminal(_ descriptor: Int32) -> Int32
@_silgen_name("ptsname_r") private func terminalName(
    _ descriptor: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ length: Int) -> Int32

/// Runs a program on a fresh pseudo-terminal, as its controlling terminal, the way a user
/// runs it in a terminal window: the test types bytes into the master side and reads the
/// screen back through `ScreenModel`. Standard input is /dev/null and standard output a
/// file, so the program can only reach the user through /dev/tty, and what it prints for
/// the caller is kept apart.
final class PseudoTerminal {
    let master: Int32
    let slavePath: String
    /// Kept open so the terminal's modes can be read between runs and after the program ends.
    let slave: Int32
    private(set) var pid: pid_t = 0
    private(set) var screen: ScreenModel
    private(set) var raw: [UInt8] = []
    let directory: URL
    let outputURL: URL
    private var exitStatus: Int32?

    init(rows: Int = 24, columns: Int = 80) throws {
        master = openMaster(O_RDWR | O_NOCTTY | O_CLOEXEC)
        var name = [CChar](repeating: 0, count: 128)
        guard master >= 0, grantTerminal(master) == 0, unlockTerminal(master) == 0,
            terminalName(master, &name, name.count) == 0
        else {
            throw PseudoTerminalError("no pseudo-terminal: errno \(errno)")
        }
        slavePath = String(cString: name)
        slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { throw PseudoTerminalError("cannot open \(slavePath)") }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        screen = ScreenModel(rows: rows, columns: columns)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        outputURL = directory.appendingPathComponent("stdout")
    }

    deinit {
        if pid > 0 && exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
        close(slave)
        try? FileManager.default.removeItem(at: directory)
    }

    /// Starts `executable` in a new session whose controlling terminal is this one.
    /// `typed`: standard input and output on the terminal too (values typed, verdicts read
    /// on the screen), as a person runs it; otherwise standard input is /dev/null and
    /// standard output the file `output` reads.
    func start(_ executable: String, _ arguments: [String], environment extra: [String: String] = [:], typed: Bool = false) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc 2.26): a new session, so opening the terminal makes it the
        // controlling one. Signals back to their defaults, none blocked.
        var defaults = sigset_t()
        sigfillset(&defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(0x80 | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, slavePath, O_RDWR, 0)  // the first open: controlling terminal
        if typed {
            posix_spawn_file_actions_adddup2(&actions, 2, 0)
            posix_spawn_file_actions_adddup2(&actions, 2, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }

        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["TERM"] = "xterm-256color"
        for (key, value) in extra { environment[key] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw PseudoTerminalError("posix_spawn: \(result)") }
    }

    /// Types text (or any bytes) into the terminal.
    func type(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EAGAIN || errno == EINTR { usleep(1000); continue }
                return
            }
            written += result
        }
    }

    static let enter = "\r", escape = "\u{1B}", tab = "\t", backTab = "\u{1B}[Z"
    static let up = "\u{1B}[A", down = "\u{1B}[B", right = "\u{1B}[C", left = "\u{1B}[D"
    static let home = "\u{1B}[H", end = "\u{1B}[F", delete = "\u{1B}[3~", backspace = "\u{7F}"
    static func control(_ letter: Character) -> String {
        String(UnicodeScalar(UInt8(letter.asciiValue! & 0x1F)))
    }

    /// Reads what the program wrote for a while, or until `condition` holds; whether it held.
    @discardableResult
    func waitFor(timeout: Double = 10, _ condition: (ScreenModel) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            drain(waiting: 20)
            if condition(screen) { return true }
            if Date() > deadline { return false }
        }
    }

    /// Waits until the screen shows `text` somewhere.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10) -> Bool {
        waitFor(timeout: timeout) { $0.text.contains(text) }
    }

    /// Waits until the program has written `text` (as bytes: a tab is a tab, not the
    /// spaces the screen shows for it).
    @discardableResult
    func waitForOutput(_ text: String, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            drain(waiting: 20)
            if String(decoding: raw, as: UTF8.self).contains(text) { return true }
            if Date() > deadline { return false }
        }
    }

    /// Lets the program settle: reads until nothing has come for a moment.
    func settle() {
        var quiet = 0
        while quiet < 3 {
            quiet = drain(waiting: 50) ? 0 : quiet + 1
        }
    }

    /// Reads what is there; whether anything came.
    @discardableResult
    private func drain(waiting milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65536)
        var any = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            any = true
            raw += buffer.prefix(count)
            screen.feed(Array(buffer.prefix(count)))
        }
        return any
    }

    /// Changes the terminal's size; the kernel sends SIGWINCH to the program.
    func resize(columns: Int, rows: Int = 24) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        screen.resize(columns: columns)
    }

    /// The exit status (128 + N when killed by signal N), waiting for it; nil after the timeout.
    func waitForExit(timeout: Double = 10) -> Int32? {
        if let exitStatus { return exitStatus }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                drain(waiting: 50)
                let signal = status & 0x7F
                exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
                return exitStatus
            }
            drain(waiting: 20)
        }
        return nil
    }

    /// What the program printed on standard output.
    var output: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }

    /// The terminal's modes as `stty -g` prints them.
    func sttyState() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/stty")
        process.arguments = ["-g"]
        process.standardInput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func signal(_ number: Int32) { kill(pid, number) }

    /// The screen, for failure messages.
    var dump: String { "screen:\n" + screen.text + "\nraw: " + String(decoding: raw.suffix(600), as: UTF8.self).debugDescription }
}

struct PseudoTerminalError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
