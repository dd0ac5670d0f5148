#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A failed system call, with the C library's text for its errno; or a refusal of the same
/// weight that no errno names (`detail`: "not a regular file").
struct SystemError: Error {
    /// The file (or stream) it happened to: every message begins with it, in the one style
    /// of fieldcheck's errors (`fieldcheck: error: FILE: what went wrong`).
    var file: String
    /// What was being done, when the file and the error alone do not say it (`cannot
    /// write`); nil for opening or reading the file, what most errors are about.
    var doing: String?
    var code: Int32
    var detail: String? = nil
    /// Writing the run's own output failed (a full disk, a closed descriptor): nothing
    /// after it can be reported, so the run ends at once with this one message, however
    /// many inputs are left.
    var endsRun = false

    init(file: String, code: Int32, doing: String? = nil) {
        self.file = file
        self.code = code
        self.doing = doing
    }

    /// A refusal in words of its own.
    init(file: String, detail: String, doing: String? = nil) {
        self.file = file
        self.code = 0
        self.detail = detail
        self.doing = doing
    }

    var message: String {
        let what = detail ?? strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return "\(file): " + (doing.map { "\($0): " } ?? "") + what
    }

    var isBrokenPipe: Bool { code == EPIPE }

    /// A failed write of the run's output (standard output, or where it was sent).
    static func writingOutput(_ name: String, code: Int32) -> SystemError {
        var error = SystemError(file: name, code: code, doing: "cannot write")
        error.endsRun = true
        return error
    }
}
