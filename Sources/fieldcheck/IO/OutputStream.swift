#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

import FieldCheck

/// Buffered output to a file descriptor, written in large blocks.
struct OutputStream: ~Copyable {
    let descriptor: Int32
    let name: String
    var buffer: ByteBuffer
    /// Flushed once it holds this much.
    let blockSize = 128 * 1024

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        self.buffer = ByteBuffer(capacity: blockSize + 4096)
    }

    @inline(__always)
    mutating func flushIfFull() throws(SystemError) {
        if buffer.count >= blockSize { try flush() }
    }

    mutating func flush() throws(SystemError) {
        let descriptor = self.descriptor
        let failure: Int32 = buffer.withBytes { bytes in
            guard let base = bytes.baseAddress else { return 0 }
            var written = 0
            while written < bytes.count {
                let result = write(descriptor, base + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return 0
        }
        buffer.removeAll()
        if failure != 0 { throw SystemError(operation: "writing \(name)", code: failure) }
    }
}

/// Writes a whole message to stderr, unbuffered; errors there have nowhere to go.
func writeError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let result = write(2, base + offset, bytes.count - offset)
            if result < 0 && errno == EINTR { continue }
            if result <= 0 { return }
            offset += result
        }
    }
}
