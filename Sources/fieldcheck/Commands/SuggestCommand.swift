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
/// writers queue instead of losing each other's lines), through a `FileReplacement` (a
/// temporary file beside it, renamed over it only once whole; a symlink is followed, so
/// the link stays; owner, mode and attributes kept). Every other line is kept byte for byte.
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
        let bytes = Array(path.utf8)
        let folder = BytePath.split(BytePath.resolved(bytes) ?? bytes).folder
        let folderDescriptor = BytePath.withCString(folder) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        if folderDescriptor < 0 { return failure(path, errno, doing: "cannot open its folder") }
        defer { close(folderDescriptor) }
        if flock(folderDescriptor, LOCK_EX) != 0 { return failure(path, errno, doing: "cannot lock its folder") }

        let input = BytePath.withCString(bytes) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        if input < 0 && (errno != ENOENT || !adding) { return failure(path, errno) }
        defer { if input >= 0 { close(input) } }
        var contents: [UInt8] = []
        let replacement: FileReplacement
        do throws(SystemError) {
            if input >= 0 {
                replacement = try FileReplacement(replacing: input, path: bytes, breakingHardLinks: true)
                _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) & ~O_NONBLOCK)
                contents = try readAll(input, name: path, limit: 1 << 30)
            } else {
                replacement = try FileReplacement(creating: bytes)
            }
        } catch {
            return .failed(error.message)
        }

        let updated: [UInt8]
        let entries = contents.withUnsafeBufferPointer { AutoFill.entries($0) }
        let matching = entries.filter { Array(contents[$0.text]) == value }
        if adding {
            if !matching.isEmpty { return .done }  // never a duplicate (the replacement is discarded)
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
        let written = updated.withUnsafeBufferPointer { OutputStream.writeAll(replacement.output, $0) }
        if written != 0 { return failure(path, written, doing: "cannot write") }
        do throws(SystemError) {
            try replacement.commit(input: input)
        } catch {
            return .failed(error.message)
        }
        return .done
    }

    static func failure(_ file: String, _ code: Int32, doing: String? = nil) -> Outcome {
        .failed(SystemError(file: file, code: code, doing: doing).message)
    }
}
