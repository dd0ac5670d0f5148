#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A failed system call, with the C library's text for its errno.
struct SystemError: Error {
    var operation: String
    var code: Int32

    var message: String {
        let text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return "\(operation): \(text)"
    }

    var isBrokenPipe: Bool { code == EPIPE }
}
