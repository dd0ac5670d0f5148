#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A path written in a Data Package (a resource's data, its parts, its schema), resolved
/// against the package's folder. A package is untrusted input: unless the user trusts it
/// (`--trusted`), a path must name a regular file inside the package's folder once every
/// symlink is followed, as frictionless refuses paths that are not "safe" (absolute, or
/// with `..`) unless told the package is trusted. Refused before anything is read, so
/// nothing of a file outside it can reach a report, and a FIFO or a device cannot hang the
/// run.
enum PackagePath {
    /// The path to open, or why it is refused.
    static func resolve(_ relative: String, folder: String, trusted: Bool) -> Result<String, Refusal> {
        if relative.utf8.contains(0) { return .failure(Refusal("path \(quoted(relative)) holds a NUL character")) }
        if relative.isEmpty { return .failure(Refusal("path \"\" is empty")) }
        let joined = PackageCommand.join(folder, relative)
        if trusted { return .success(joined) }
        if relative.hasPrefix("/") || relative.hasPrefix("~") {
            return .failure(Refusal("path \(quoted(relative)) is absolute: it may name only files in the package's folder (--trusted allows it)"))
        }
        if relative.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." }) {
            return .failure(Refusal("path \(quoted(relative)) leaves the package's folder with '..' (--trusted allows it)"))
        }
        // Where it really is, every symlink followed. A file that does not exist is left to
        // the reader, whose message says so (nothing outside can be read through it).
        var info = stat()
        guard lstat(joined, &info) == 0 else { return .success(joined) }
        guard let real = realPath(joined) else {
            if info.st_mode & S_IFMT == S_IFLNK {
                return .failure(Refusal("path \(quoted(relative)) is a symlink to nothing that can be read"))
            }
            return .success(joined)
        }
        guard let home = realPath(folder.isEmpty ? "." : folder) else { return .success(joined) }
        let inside = home == "/" ? real.hasPrefix("/") : real.hasPrefix(home + "/")
        guard inside else {
            return .failure(Refusal("path \(quoted(relative)) is a symlink that leaves the package's folder (to \(real); --trusted allows it)"))
        }
        guard stat(joined, &info) == 0 else { return .success(joined) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .success(joined)
        case S_IFDIR: return .failure(Refusal("path \(quoted(relative)) is a folder, not a file"))
        case S_IFIFO: return .failure(Refusal("path \(quoted(relative)) is a FIFO, not a regular file (--trusted allows it)"))
        case S_IFCHR, S_IFBLK: return .failure(Refusal("path \(quoted(relative)) is a device, not a regular file (--trusted allows it)"))
        case S_IFSOCK: return .failure(Refusal("path \(quoted(relative)) is a socket, not a regular file (--trusted allows it)"))
        default: return .failure(Refusal("path \(quoted(relative)) is not a regular file (--trusted allows it)"))
        }
    }

    struct Refusal: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A path as JSON writes it, so a control character or a quote in it shows as what it is.
    static func quoted(_ path: String) -> String {
        var out = "\""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
