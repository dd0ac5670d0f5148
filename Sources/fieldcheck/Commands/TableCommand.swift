import ArgumentParsing
import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `check --fields F [FILE...]` and `format --fields F [FILE...]`: each table (standard
/// input without files), its declared columns checked (or put in canonical form) row by
/// row, in bounded memory. A file that cannot be read is reported and the others are still
/// checked; the exit status is then 2, as grep's.
struct TableCommand {
    let formatting: Bool
    let columns: [(column: String, place: String, rule: Rule)]
    let output: OutputOptions
    var delimiter: UInt8
    /// `--tsv`, `--delimiter` or `--jsonl` was given: every table is read so. Otherwise a
    /// FILE's extension chooses (`readsAsNamed`), and standard input is CSV.
    var formatGiven = false
    /// The FILE arguments, as given (`-` is standard input); none: standard input.
    var files: [[UInt8]] = []
    /// `format --in-place`: each file rewritten, through a temporary file beside it.
    var inPlace = false
    /// `--jsonl`: the tables are JSON Lines, not CSV.
    var jsonLines = false
    /// `--header-from FILE`: the header, given apart (the tables have none).
    var header: [[UInt8]]?
    /// The declared columns with rules of their own, for each further thread.
    var makeColumns: () -> [(column: String, place: String, rule: Rule)]? = { nil }
    /// Bytes per chunk on several threads (the tests and the fuzz target set small ones).
    var chunkSize = Parallelism.chunkSize()

    var mode: ReportMode { output.reportMode }
    /// The values each `--unique` column has seen (by column position), in the file at hand.
    let seen = UniqueColumns()
    /// The name `--only` rows of the file at hand start with (kept here, not passed along
    /// with each row: a string passed per row costs a retain and a release).
    let current = CurrentFile()

    final class CurrentFile {
        var lineName: String?
        /// The header position of the `--key` column.
        var keyIndex: Int?
    }

    /// One table being read: its name for messages and reports.
    struct Source {
        /// For messages: `data/a.csv: ` (nothing for standard input alone).
        var messagePrefix: String
        /// Report lines start with this (several files, or -H).
        var lineName: String?
        /// `--json` and the location forms name it (any FILE argument).
        var reportName: String?
    }

    func run() -> Int32 {
        var stdout = OutputStream(descriptor: 1, name: "standard output")
        let paths = files.isEmpty ? [Array("-".utf8)] : files
        let showNames = output.withFileName ?? (paths.count > 1)
        var anyNotPassed = false
        var troubled = false
        // What one file gave; a status to exit with at once, or nil to go on.
        func handle(_ result: FileResult) -> Int32? {
            switch result {
            case .unreadable:
                troubled = true
            case .opened(.finished(let notPassed, let structural, _)):
                anyNotPassed = anyNotPassed || notPassed
                troubled = troubled || structural
                // -q stops at the first cell that does not pass, in whichever file.
                if notPassed && mode == .quiet { return troubled ? 2 : output.exitZero ? 0 : 1 }
            case .opened(.failed(let error)):
                // A closed output (SIGPIPE ignored, else it ended the run) ends it at once.
                if error.isBrokenPipe { return Program.fail(error) }
                stdout.flushMessages()
                writeError("fieldcheck: error: \(error.message)\n")
                troubled = true
            }
            return nil
        }
        var index = 0
        while index < paths.count {
            // Small files in a row are checked side by side, one per thread (a file smaller
            // than a chunk would get no thread of its own); the rest one after another, each
            // on every core.
            let batch = smallFiles(paths[index...])
            if batch.count >= 2, let status = runSideBySide(batch, showNames: showNames, &stdout, handle) { return status }
            if batch.count >= 2 {
                index += batch.count
                continue
            }
            if let status = handle(runFile(paths[index], showNames: showNames, &stdout)) { return status }
            index += 1
        }
        if troubled { return 2 }
        return anyNotPassed && !output.exitZero ? 1 : 0
    }

    /// What happened to one FILE argument.
    enum FileResult {
        case opened(Outcome)
        /// Missing, a folder, not readable: said on stderr.
        case unreadable
    }

    /// Opens one FILE argument and checks (or formats, or rewrites) it, writing to `out`.
    func runFile(_ bytes: [UInt8], showNames: Bool, _ out: inout OutputStream) -> FileResult {
        let path = String(decoding: bytes, as: UTF8.self)
        let name = path == "-" ? "(standard input)" : path
        let source = Source(
            messagePrefix: files.isEmpty ? "" : "\(name): ", lineName: showNames ? name : nil,
            reportName: files.isEmpty ? nil : name)
        var input = Input.probe(0)
        if path != "-" {
            // The name's own bytes (it need not be UTF-8). A file to rewrite is opened
            // without waiting (a FIFO would wait for a writer): only a regular one is taken.
            let descriptor = BytePath.withCString(bytes) { open($0, O_RDONLY | O_CLOEXEC | (inPlace ? O_NONBLOCK | O_NOCTTY : 0)) }
            input = descriptor >= 0 ? Input.probe(descriptor) : Input(descriptor: -1, kind: .stream)
            if input.kind == .directory {
                close(descriptor)
                input = Input(descriptor: -1, kind: .directory)
                errno = EISDIR
            }
            if input.descriptor < 0 {
                let error = SystemError(operation: path, code: errno)
                do throws(SystemError) { try out.message("fieldcheck: \(error.message)\n") } catch { return .opened(.failed(error)) }
                return .unreadable
            }
        }
        seen.reset()
        current.lineName = source.lineName
        let reader = formatGiven || path == "-" ? self : readsAsNamed(bytes)
        let outcome = inPlace ? reader.rewrite(bytes, input.descriptor, source) : reader.runOne(input, name: name, source, &out)
        if path != "-" { close(input.descriptor) }
        return .opened(outcome)
    }

    /// This command reading a file as its extension says (`Named`).
    func readsAsNamed(_ path: [UInt8]) -> TableCommand {
        var reader = self
        switch Named(path) {
        case .tsv: reader.delimiter = 0x09
        case .jsonLines: reader.jsonLines = true
        case .csv: break
        }
        return reader
    }

    /// What a table file's extension says it is (case aside): `.tsv` and `.tab`
    /// tab-separated, `.jsonl` and `.ndjson` JSON Lines, anything else CSV. The pre-commit
    /// hook hands over files of all three kinds at once.
    enum Named {
        case csv, tsv, jsonLines

        init(_ path: [UInt8]) {
            let name = path.split(separator: 0x2F).last ?? []
            guard let dot = name.lastIndex(of: 0x2E) else {
                self = .csv
                return
            }
            switch String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased() {
            case "tsv", "tab": self = .tsv
            case "jsonl", "ndjson": self = .jsonLines
            default: self = .csv
            }
        }
    }

    enum Outcome {
        case finished(anyNotPassed: Bool, structural: Bool, changed: Bool)
        case failed(SystemError)
    }
}
