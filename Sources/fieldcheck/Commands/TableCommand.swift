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
    /// `--tsv`, `--delimiter`, `--jsonl` or `--format` was given: every table is read so.
    /// Otherwise a FILE's extensions choose (`reading`), and standard input is CSV.
    var formatGiven = false
    /// The FILE arguments, as given (`-` is standard input); none: standard input.
    var files: [[UInt8]] = []
    /// A Data Package resource's `bytes`, `hash`, `rows` and `stats`, held to its data.
    var integrity: ResourceIntegrity?
    /// `format --in-place`: each file rewritten, through a temporary file beside it.
    var inPlace = false
    /// `--jsonl`: the tables are JSON Lines, not CSV.
    var jsonLines = false
    /// `--format json`: each table is one JSON array of objects.
    var jsonArray = false
    /// `--delimiter` or `--tsv` was given: an Excel `sep=` line does not change it.
    var delimiterGiven = false
    /// How the table's bytes are compressed (by its name, or `--format`).
    var compression: TableFormat.Compression?
    /// `--format` named a compression (or that there is none): names do not choose it.
    var compressionGiven = false
    /// Excel's first line `sep=;` of the table at hand (`look(at:)`), as it came: not a
    /// record, written back before the header wherever the header is.
    var separatorLine: [UInt8]?
    /// A Table Schema's `fieldsMatch`: its fields meet each CSV header as frictionless
    /// matches them, label differences reported (nil: a fields file, matched by name).
    var fieldsMatch: FieldsMatch?
    /// Names shown for some FILE arguments instead of their paths (a Data Package's inline
    /// data or table in parts, read from a file of fieldcheck's own).
    var shownNames: [[UInt8]: String] = [:]
    /// The Data Package resource the tables are: report lines start with it, and `--json`
    /// objects name it.
    var resourceName: String?
    /// Reading a referenced resource for its keys (`KeyCollector`): no cell is judged and
    /// nothing is written.
    var collector: KeyCollector?
    /// A Data Package's CSV dialect (quotes, escapes, initial spaces, comment rows): a
    /// table in one other than plain CSV is read through `CSVDialectFilter`.
    var dialect = CSVDialect()
    /// `--encoding`: the tables' bytes are turned into UTF-8 as they are read.
    var transcoding: DecodedInput.Transcoding?
    /// `--header-from FILE`: the header, given apart (the tables have none).
    var header: [[UInt8]]?
    /// The declared columns with rules of their own, for each further thread.
    var makeColumns: () -> [(column: String, place: String, rule: Rule)]? = { nil }
    /// `--checklist`: frictionless's checks over each table's rows (`TableChecklist.swift`).
    var checklist: ChecklistSetup?
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
        /// The header's differences from the schema's fields, to report (`fieldsMatch`).
        var labelProblems: [FieldsMatch.Problem] = []
        /// The cells of the files before that did not pass (`--max-failures`: the files
        /// are then read one after another).
        var failuresBefore = 0
        /// The checklist's run over the table at hand.
        var checklistRun: ChecklistRun?
        /// Each checklist field's place in the table's records.
        var checklistPlaces: [Int?] = []
    }

    /// One table being read: its name for messages and reports.
    struct Source {
        /// For messages: `data/a.csv: ` (nothing for standard input alone).
        var messagePrefix: String
        /// Report lines start with this (several files, or -H).
        var lineName: String?
        /// `--json` and the location forms name it (any FILE argument).
        var reportName: String?
        /// `--json` names the Data Package resource.
        var resourceName: String? = nil
    }

    func run() -> Int32 {
        ReportDocument.note(columns: columns.map(\.column))
        var stdout = OutputStream(descriptor: 1, name: "standard output")
        let paths = files.isEmpty ? [Array("-".utf8)] : files
        // (A table typed on a terminal: each row's report as its line ends.)
        if files.isEmpty && Terminal.isTerminal(0) { stdout.writesAtOnce = true }
        let showNames = output.withFileName ?? (paths.count > 1)
        var anyNotPassed = false
        var troubled = false
        let limits = output.limits
        var checked = 0, notPassed = 0
        // What one file gave; a status to exit with at once, or nil to go on. (The output
        // is a parameter, not captured: `runSideBySide` holds it while it calls this.)
        func handle(_ result: FileResult, _ stdout: inout OutputStream) -> Int32? {
            switch result {
            case .unreadable:
                troubled = true
            case .opened(.finished(let fileNotPassed, let structural, _, let enforced, let halted)):
                anyNotPassed = anyNotPassed || fileNotPassed
                // Table errors are records of the report: --exit-zero covers them (as ruff's
                // covers a file it cannot parse); a table that could not be read is not one.
                troubled = troubled || halted || (structural && !output.exitZero)
                checked += enforced.checked
                notPassed += enforced.notPassed
                current.failuresBefore = notPassed
                // -q stops at the first cell that does not pass, in whichever file.
                if fileNotPassed && mode == .quiet { return troubled ? 2 : output.exitZero ? 0 : 1 }
                // --max-failures and --fail-fast: past the limit, no more files are read.
                if let allowed = limits.allowed, notPassed > allowed {
                    stdout.flushMessages()
                    if let text = limits.verdict(failures: notPassed, checked: checked, stopped: true) { writeError(text) }
                    return troubled ? 2 : output.exitZero ? 0 : 1
                }
            case .opened(.failed(let error)):
                // A closed or full output (SIGPIPE ignored, else it ended the run) ends it at
                // once, with one message however many files are left.
                if error.isBrokenPipe || error.endsRun { return Program.fail(error) }
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
            let batch = limits.stopsEarly ? paths[index...].prefix(0) : smallFiles(paths[index...])
            if batch.count >= 2, let status = runSideBySide(batch, showNames: showNames, &stdout, handle) { return status }
            if batch.count >= 2 {
                index += batch.count
                continue
            }
            let result = runFile(paths[index], showNames: showNames, &stdout)
            if let status = handle(result, &stdout) { return status }
            index += 1
        }
        if limits.isSet {
            stdout.flushMessages()
            if let text = limits.verdict(failures: notPassed, checked: checked, stopped: false) { writeError(text) }
            if troubled { return 2 }
            return limits.passes(failures: notPassed, checked: checked) || output.exitZero ? 0 : 1
        }
        if troubled { return 2 }
        return anyNotPassed && !output.exitZero ? 1 : 0
    }

    /// The tables' bytes, when all are regular files read as they are (not compressed, not
    /// transcoded): the progress line's total.
    var totalBytes: Int? {
        guard transcoding == nil else { return nil }
        var total = 0
        for path in files.isEmpty ? [Array("-".utf8)] : files {
            if path == Array("-".utf8) {
                guard let size = RunPlan.standardInputSize else { return nil }
                total += size
                continue
            }
            guard reading(path).compression == nil else { return nil }
            var info = stat()
            let found = BytePath.withCString(path) { stat($0, &info) }
            guard found == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            // (A sparse file may claim exabytes: no total, rather than an overflow.)
            let (sum, overflow) = total.addingReportingOverflow(Int(info.st_size))
            guard !overflow else { return nil }
            total = sum
        }
        return total
    }

    /// What happened to one FILE argument.
    enum FileResult {
        case opened(Outcome)
        /// Missing, a folder, not readable: said on stderr.
        case unreadable
    }

    /// This command reading a file as its name says (`TableFormat`): its layout, unless
    /// an option gave one for every table, and its compression, unless `--format` gave one.
    func reading(_ path: [UInt8]) -> TableCommand {
        var reader = self
        let named = path == Array("-".utf8) ? TableFormat.csv : TableFormat(path: path)
        if !formatGiven {
            switch named.layout {
            case .csv: break
            case .tsv: reader.delimiter = 0x09
            case .jsonLines: reader.jsonLines = true
            case .jsonArray: reader.jsonArray = true
            }
        }
        if !compressionGiven { reader.compression = named.compression }
        return reader
    }

    /// The format this command reads, as `--format` names it (for messages).
    var formatName: String {
        let layout: TableFormat.Layout = jsonArray ? .jsonArray : jsonLines ? .jsonLines : delimiter == 0x09 ? .tsv : .csv
        return TableFormat(layout: layout, compression: compression).optionName
    }

    enum Outcome {
        /// `enforced`: the cells of rules that are not warnings, checked and not passed
        /// (for `FailureLimits`).
        /// `halted`: the table could not be checked (a header that cannot be read, an empty
        /// table), said on stderr alone: exit 2 even with `--exit-zero`, whereas table errors
        /// that are records of the report (`structural`) follow it.
        case finished(
            anyNotPassed: Bool, structural: Bool, changed: Bool, enforced: (checked: Int, notPassed: Int) = (0, 0), halted: Bool = false)
        case failed(SystemError)
    }
}
