#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the executable needs to know about its terminal.
enum Terminal {
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// An environment variable, when set and not empty.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// Columns for wrapping help: the terminal's, else `COLUMNS`, else 80.
    static func width() -> Int {
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = environment("COLUMNS"), let value = Int(columns), value > 0 {
            return value
        }
        return 80
    }

    /// Colors are used with `--color always`, or with `auto` when the output is a terminal
    /// (stdout, unless told: `prompt` draws on /dev/tty), `NO_COLOR` is not set and `TERM`
    /// is not `dumb`.
    static func useColor(_ choice: OutputOptions.ColorChoice, onTerminal: Bool? = nil) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            return (onTerminal ?? isTerminal(1)) && environment("NO_COLOR") == nil && environment("TERM") != "dumb"
        }
    }
}
