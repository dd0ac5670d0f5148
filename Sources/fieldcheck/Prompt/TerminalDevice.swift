#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The controlling terminal, opened as /dev/tty so that standard input and output may be
/// redirected, put in raw mode for `prompt` and always put back.
struct TerminalDevice {
    let descriptor: Int32
    /// The modes found when it was opened: what every way out restores.
    let original: termios

    /// `nil` when there is no controlling terminal.
    init?() {
        let descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        var modes = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &modes) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        original = modes
    }

    /// Modes change with TCSADRAIN, never TCSAFLUSH: keys typed ahead (before the prompt
    /// started, or while it was stopped) are kept, not thrown away.
    ///
    /// Keys arrive one by one, unechoed, with no signals from Ctrl-C or Ctrl-Z (they are
    /// keys of the prompt), no flow control, and no output processing (lines end in CR LF).
    func enterRawMode() {
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(descriptor, TCSADRAIN, &raw)
        write(Self.enterSequence)
    }

    /// Back to the modes it had, bracketed paste off, the cursor shown.
    func restore() {
        write(Self.leaveSequence)
        var modes = original
        _ = tcsetattr(descriptor, TCSADRAIN, &modes)
    }

    /// Bracketed paste on, so a paste arrives as one piece and its line breaks are not Enter.
    static let enterSequence = "\u{1B}[?2004h"
    static let leaveSequence = "\u{1B}[?2004l\u{1B}[?25h"

    /// Columns and rows, from the terminal (80 by 24 when it does not say).
    func size() -> (width: Int, height: Int) {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return (80, 24) }
        return (size.ws_col > 0 ? Int(size.ws_col) : 80, size.ws_row > 0 ? Int(size.ws_row) : 24)
    }

    /// Writes all of `text`, retrying after signals; a terminal that went away is ignored
    /// (the next read tells).
    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var written = 0
            while written < bytes.count {
                let result = Glibc.write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
                if result < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                written += result
            }
        }
    }

    /// What is there to read, up to 4096 bytes; empty at the end (the terminal hung up).
    func read() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { return nil }
                return []
            }
            return Array(buffer.prefix(count))
        }
    }
}
