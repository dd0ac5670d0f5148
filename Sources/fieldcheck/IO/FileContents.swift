#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads a small file whole (a fields file): its bytes, or a `SystemError` naming it.
func readFile(_ path: String, limit: Int = 64 * 1024 * 1024) throws(SystemError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 { throw SystemError(file: path, code: errno) }
    defer { close(descriptor) }
    return try readAll(descriptor, name: path, limit: limit)
}

/// Reads what is left of an open file: its bytes, or a `SystemError` naming it.
func readAll(_ descriptor: Int32, name path: String, limit: Int) throws(SystemError) -> [UInt8] {
    var contents: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            throw SystemError(file: path, code: errno)
        }
        if count == 0 { return contents }
        contents.append(contentsOf: chunk[0..<count])
        if contents.count > limit { throw SystemError(file: path, code: EFBIG) }
    }
}
