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
}
