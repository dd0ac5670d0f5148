import FieldCheck

/// How the run's output looks.
struct OutputOptions: Equatable {
    enum ColorChoice: String { case auto, always, never }

    var quiet = false
    /// `--only STATUS`, repeatable: the statuses to print.
    var only: StatusSet?
    var count = false
    var json = false
    var color = ColorChoice.auto
    var validColor = TerminalColor.green
    var invalidColor = TerminalColor.red
    /// `-z`: values are NUL-separated, on input and output.
    var nullSeparated = false
    /// `-H` (true) or `--no-filename` (false): whether table report lines start with the
    /// file name; `nil`: when there are several files, as grep does.
    var withFileName: Bool?
    /// `--output-format`: how a table's cell reports point at their place.
    var locations = LocationFormat.tsv
    /// `--output-format` was given (with `--summary`: the cells are reported too).
    var locationsGiven = false
    /// `--summary`: a summary per table and column.
    var summary = false
    /// `--no-progress`: no progress line on a terminal.
    var progress = true
    /// `--max-failures`, `--max-failure-rate`, `--fail-fast`.
    var limits = FailureLimits()
    /// `format --in-place`: the FILE arguments are rewritten.
    var inPlace = false
    /// `--break-hard-links`: --in-place rewrites a file with other hard links too.
    var breakHardLinks = false
    /// `--key COLUMN`: table reports name rows by this column's cell.
    var key: String?
    /// `--exit-zero`: values that do not pass leave the exit status 0 (errors still give 2).
    var exitZero = false
    /// `--threads N`: nil or 0, one per core.
    var threads: Int?

    /// What is written per value (or cell). The options compose: --only filters what
    /// --json or --count print; -q prints nothing at all (it wins, as in grep).
    var reportMode: ReportMode {
        if quiet { return .quiet }
        // (--summary alone: the cells' reasons are counted, not written: `writesCells`.)
        if count { return .count(only: only, json: json) }
        if json { return .json(only: only) }
        // (With a location form, --only chooses the cells reported: `TableReport.onlyStatuses`.)
        if let only, locations == .tsv { return .only(only) }
        return .statuses
    }

    /// Whether cells that do not pass are written: not with `--summary` alone.
    var writesCells: Bool { !summary || json || locationsGiven }

    /// Whether standard output is one document (`--json` objects, SARIF, JUnit): a summary
    /// then goes to standard error.
    var writesDocument: Bool { json || locations == .sarif || locations == .junit || locations.keepsExamples }
}

/// What `suggest` was asked.
struct SuggestOptions {
    var from: String?
    var minQuery = 0
    var limit: Int?
    var add: [UInt8]?
    var remove: [UInt8]?
    var query: [UInt8]?
}

/// What `prompt` was asked (the parts that are not rules).
struct PromptOptions {
    var label: String?
    var placeholder: String?
    var value: String?
    var timing = ValidationTiming.typing
}

/// Everything a command line asks for, built by applying the option table.
struct Invocation {
    var rules = RuleOptions()
    var output = OutputOptions()
    var values: [[UInt8]] = []
    /// `types TYPE`
    var typeName: FieldType?
    /// `help COMMAND`: the command whose help is asked for (nil: the program's).
    var helpTopic: String?
    /// `--fields FILE`: the input is a table, checked per declared column.
    var fieldsPath: String?
    /// `--schema FILE` (and `schema FILE`): the rules come from a Table Schema.
    var schemaPath: String?
    /// `--checklist FILE` (or inline JSON): frictionless's checks over the tables' rows.
    var checklist: String?
    /// The table's delimiter (`--tsv`, `--delimiter`), when one was given.
    var delimiter: UInt8?
    /// `--jsonl`: tables are JSON Lines.
    var jsonLines = false
    /// `--package FILE`: a Data Package to check.
    var packagePath: String?
    /// `--resource NAME`: the Data Package resources to check (all when none).
    var resources: [String] = []
    /// `--max-record-size SIZE` (`RecordBound`).
    var maxRecordBytes: Int?
    /// `--trusted`: a Data Package's paths may leave its folder.
    var trusted = false
    /// `--strict`: a descriptor's warnings are errors.
    var strict = false
    /// `--format FORMAT`: how every table is read.
    var format: TableFormat?
    /// `--encoding NAME`: the tables' text encoding.
    var encoding: String?
    /// `--header-from FILE`: the tables have no header row; FILE's first record is it.
    var headerFrom: String?
    var suggest = SuggestOptions()
    var prompt = PromptOptions()
    /// `infer FILE`: the table whose rules are proposed.
    var inferPath: [UInt8]?
    /// `--generate KIND` (hidden): print a generated file instead of running.
    var generate: String?
}
