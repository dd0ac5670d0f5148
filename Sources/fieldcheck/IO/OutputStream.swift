#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Buffered output to a file descriptor, written in large blocks.
struct OutputStream {
    let descriptor: Int32
    let name: String
    var buffer: [UInt8] = []
    /// Flushed once it holds this much.
    let blockSize = 128 * 1024

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        buffer.reserveCapacity(blockSize + 4096)
    }

    mutating func flushIfFull() throws(SystemError) {
        if buffer.count >= blockSize { try flush() }
    }

    mutating func flush() throws(SystemError) {
        var written = 0
        let total = buffer.count
        var failure: Int32 = 0
        buffer.withUnsafeBytes { raw in
            while written < total {
                let result = write(descriptor, raw.baseAddress! + written, total - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += result
            }
        }
        buffer.removeAll(keepingCapacity: true)
        if failure != 0 { throw SystemError(operation: "writing \(name)", code: failure) }
    }
}

/// Writes a whole message to stderr, unbuffered; errors there have nowhere to go.
func writeError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let result = write(2, bytes.baseAddress! + offset, bytes.count - offset)
            if result < 0 && errno == EINTR { continue }
            if result <= 0 { return }
            offset += result
        }
    }
}
