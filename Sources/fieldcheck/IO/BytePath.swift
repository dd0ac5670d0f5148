#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A path as the bytes it was given in, from the command line to the system calls: a file
/// name need not be UTF-8, and one decoded with replacement characters names another file
/// (`a\xffb.csv` would become `a\xef\xbf\xbdb.csv`).
enum BytePath {
    /// `body` with the path as a C string.
    static func withCString<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// The file a path names, through every symlink (realpath(3)); nil, errno set, when it
    /// cannot be resolved.
    static func resolved(_ path: [UInt8]) -> [UInt8]? {
        guard let real = withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(real) }
        return bytes(of: real)
    }

    /// Whether the path names a regular file (through symlinks).
    static func isRegularFile(_ path: [UInt8]) -> Bool {
        var info = stat()
        return withCString(path) { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// A C string's bytes.
    static func bytes(of text: UnsafePointer<CChar>) -> [UInt8] {
        UnsafeRawBufferPointer(start: text, count: strlen(text)).map { $0 }
    }

    /// The folder a path is in and its last part: `a/b/c` is `a/b` and `c`; `c` is `.` and `c`.
    static func split(_ path: [UInt8]) -> (folder: [UInt8], name: [UInt8]) {
        guard let slash = path.lastIndex(of: 0x2F) else { return (Array(".".utf8), path) }
        return (slash == 0 ? [0x2F] : Array(path[..<slash]), Array(path[(slash + 1)...]))
    }

    /// For messages: the path as text (bytes that are not UTF-8 shown as U+FFFD).
    static func display(_ path: [UInt8]) -> String {
        String(decoding: path, as: UTF8.self)
    }
}
