#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ArgumentParsing
import FieldCheck

/// `fieldcheck suggest --from FILE [QUERY]`: auto-fill candidates; with `--add` or
/// `--remove`, an edit of FILE made safely (locked, written beside it, renamed over it).
struct SuggestCommand {
    let options: SuggestOptions

    func run() -> Int32 {
        guard let path = options.from else {
            writeError("fieldcheck: error: suggest needs --from FILE\nTry 'fieldcheck suggest --help'.\n")
            return 2
        }
        if options.add != nil && options.remove != nil || (options.add != nil || options.remove != nil) && options.query != nil {
            writeError("fieldcheck: error: --add and --remove take their value themselves: one edit, and no QUERY, at a time\nTry 'fieldcheck suggest --help'.\n")
            return 2
        }
        if let value = options.add ?? options.remove {
            return ListFile.edit(path: path, value: value, adding: options.add != nil)
        }
        let query = options.query.map { String(decoding: $0, as: UTF8.self) } ?? ""
        if query.count < options.minQuery { return 1 }
        let list: [UInt8]
        do {
            list = try readFile(path, limit: 1 << 30)
        } catch {
            writeError("fieldcheck: error: \(error.message)\n")
            return 2
        }
        var stdout = OutputStream(descriptor: 1, name: "standard output")
        let found = list.withUnsafeBufferPointer { buffer -> Int in
            let candidates = AutoFill.candidates(
                buffer, entries: AutoFill.entries(buffer), query: query, limit: options.limit)
            for candidate in candidates {
                stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[candidate.text]))
                stdout.buffer.append(0x0A)
            }
            return candidates.count
        }
        do {
            try stdout.flush()
        } catch {
            return Program.fail(error)
        }
        return found > 0 ? 0 : 1
    }
}

/// Safe edits of a list file: under an exclusive lock on its folder (so concurrent
/// writers queue instead of losing each other's lines), written to a temporary file in the
/// same folder, flushed to disk, and renamed over the original; a symlink is followed, so
/// the link stays. Every other line is kept byte for byte.
enum ListFile {
    /// How an edit went: done, the entry to remove was not there, or an error.
    enum Outcome: Equatable {
        case done
        case absent(String)
        case failed(String)
    }

    /// The edit for `suggest --add/--remove`: messages on stderr and an exit status.
    static func edit(path: String, value: [UInt8], adding: Bool) -> Int32 {
        switch change(path: path, value: value, adding: adding) {
        case .done:
            return 0
        case .absent(let message):
            writeError("fieldcheck: \(message)\n")
            return 1
        case .failed(let message):
            writeError("fieldcheck: error: \(message)\n")
            return 2
        }
    }

    static func change(path: String, value: [UInt8], adding: Bool) -> Outcome {
        if value.contains(0x0A) || value.contains(0x0D) {
            return .failed("an entry cannot contain a line break")
        }
        if adding && value.isEmpty {
            return .failed("an entry cannot be empty")
        }
        let target = resolved(path)
        let folder = directory(of: target)
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor < 0 { return failure("opening the folder of \(path)", errno) }
        defer { close(folderDescriptor) }
        if flock(folderDescriptor, LOCK_EX) != 0 { return failure("locking the folder of \(path)", errno) }

        var contents: [UInt8] = []
        var mode: mode_t = 0o644
        var info = stat()
        if stat(target, &info) == 0 {
            mode = info.st_mode & 0o7777
            if access(target, W_OK) != 0 { return failure("writing \(path)", errno) }
            do {
                contents = try readFile(target, limit: 1 << 30)
            } catch {
                return .failed(error.message)
            }
        } else if errno != ENOENT || !adding {
            return failure("reading \(path)", errno)
        }

        let updated: [UInt8]
        let entries = contents.withUnsafeBufferPointer { AutoFill.entries($0) }
        let matching = entries.filter { Array(contents[$0.text]) == value }
        if adding {
            if !matching.isEmpty { return .done }  // never a duplicate
            var result = contents
            if let last = result.last, last != 0x0A { result.append(0x0A) }
            updated = result + value + [0x0A]
        } else {
            if matching.isEmpty {
                return .absent("'\(Quoting.display(value))' is not in \(path)")
            }
            var result: [UInt8] = []
            for entry in entries where Array(contents[entry.text]) != value { result += contents[entry.line] }
            updated = result
        }

        let temporary = folder + "/." + baseName(of: target) + ".fieldcheck-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        if descriptor < 0 { return failure("writing \(temporary)", errno) }
        var failed: Int32 = 0
        updated.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let result = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failed = errno
                    return
                }
                written += result
            }
        }
        if failed == 0 && fchmod(descriptor, mode) != 0 { failed = errno }
        if failed == 0 && fsync(descriptor) != 0 { failed = errno }
        close(descriptor)
        if failed == 0 && rename(temporary, target) != 0 { failed = errno }
        if failed != 0 {
            unlink(temporary)
            return failure("writing \(path)", failed)
        }
        fsync(folderDescriptor)
        return .done
    }

    static func failure(_ operation: String, _ code: Int32) -> Outcome {
        .failed(SystemError(operation: operation, code: code).message)
    }

    /// The file a path names, through symlinks (the path itself when it does not exist yet).
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
