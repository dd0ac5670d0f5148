#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// Read by signal handlers, so set once before they are installed and then only read.
nonisolated(unsafe) private var relayWriteEnd: Int32 = -1
nonisolated(unsafe) private var crashTerminal: Int32 = -1
nonisolated(unsafe) private var crashModes: UnsafeMutablePointer<termios>?

/// Signals during `prompt`: the ones the prompt acts on (resize, stop, continue, and those
/// that end it) are written to a pipe that the key loop polls, so all the work happens
/// outside the handler; a crash (a trap in the value logic, a bad access) restores the
/// terminal's modes right in the handler, with async-signal-safe calls only, and then
/// dies of the same signal.
enum SignalRelay {
    static let relayed: [Int32] = [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT]
    static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// The read end of the pipe; `nil` when no pipe could be made.
    static func install(terminal: TerminalDevice) -> Int32? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        relayWriteEnd = ends[1]
        crashTerminal = terminal.descriptor
        let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        modes.initialize(to: terminal.original)
        crashModes = modes
        for number in relayed { signal(number, relay) }
        for number in fatal { signal(number, crash) }
        return ends[0]
    }

    /// Back to the default action for `number` (to die of it, or to stop).
    static func setDefault(_ number: Int32) {
        signal(number, SIG_DFL)
    }

    static func reinstall(_ number: Int32) {
        signal(number, relay)
    }

    /// The signals that arrived since the last call, in order.
    static func drain(_ readEnd: Int32) -> [Int32] {
        var numbers: [Int32] = []
        var byte: UInt8 = 0
        while Glibc.read(readEnd, &byte, 1) == 1 { numbers.append(Int32(byte)) }
        return numbers
    }
}

private let relay: @convention(c) (Int32) -> Void = { number in
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(relayWriteEnd, &byte, 1)
    errno = saved
}

private let crash: @convention(c) (Int32) -> Void = { number in
    if let modes = crashModes {
        let leave: StaticString = "\u{1B}[?2004l\u{1B}[?25h\r\n"
        _ = write(crashTerminal, leave.utf8Start, leave.utf8CodeUnitCount)
        _ = tcsetattr(crashTerminal, TCSANOW, modes)
    }
    signal(number, SIG_DFL)
    raise(number)
}
