#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A failed system call, with the C library's text for its errno; or a refusal of the same
/// weight that no errno names (`detail`: "not a regular file").
struct SystemError: Error {
    var operation: String
    var code: Int32
    var detail: String? = nil
    /// Writing the run's own output failed (a full disk, a closed descriptor): nothing
    /// after it can be reported, so the run ends at once with this one message, however
    /// many inputs are left.
    var endsRun = false

    init(operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// A refusal in words of its own.
    init(operation: String, detail: String) {
        self.operation = operation
        self.code = 0
        self.detail = detail
    }

    var message: String {
        if let detail { return "\(operation): \(detail)" }
        let text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return "\(operation): \(text)"
    }

    var isBrokenPipe: Bool { code == EPIPE }

    /// A failed write of the run's output (standard output, or where it was sent).
    static func writingOutput(_ name: String, code: Int32) -> SystemError {
        var error = SystemError(operation: "writing \(name)", code: code)
        error.endsRun = true
        return error
    }
}
