import FieldCheckReference

/// Where a cell report points, in the forms tools read (`--output-format`).
package enum LocationFormat: String, CaseIterable, Sendable {
    /// fieldcheck's own: `ROW<TAB>COLUMN<TAB>STATUS<TAB>VALUE<TAB>REASON`.
    case tsv
    /// `FILE:LINE:COLUMN: STATUS: REASON`, as compilers write it (editors and CI link it).
    case gnu
    /// GitHub Actions workflow commands: `::error file=F,line=L,col=C,title=COLUMN::REASON`.
    case github
    /// SARIF 2.1.0: a result per cell (`SARIFResult.swift`), in one document for the run.
    case sarif
    /// JUnit XML: a test suite per file, a test case per column (`JUnitSuite.swift`).
    case junit
    /// GitHub-flavoured Markdown: counts, reasons and examples per column (`MarkdownReport.swift`).
    case markdown
    /// One self-contained HTML page of the same (`HTMLReport.swift`).
    case html

    /// The reports for people (Markdown, HTML): each column's reasons counted, its first
    /// cells that did not pass kept as examples.
    package var keepsExamples: Bool { self == .markdown || self == .html }
}

/// What `check --fields` writes for the declared cells of a table.
package struct TableReport {
    package let mode: ReportMode
    package let colors: StatusColors?
    /// Counts per declared column (in order) and status: column * 3 + status.
    private var tally: [Int]
    package let columnNames: [String]
    /// Each column's name and a tab, as bytes (a status line's second field), end to end
    /// (one array: an array of arrays retains the inner one at each look-up).
    private let columnFields: [UInt8]
    /// Where each column's field starts in `columnFields`, and where the last ends.
    private let columnFieldStarts: [Int]
    /// Problems of the table itself (`TableProblem`), and the rows they left unchecked.
    package internal(set) var problems = 0
    package internal(set) var rowsNotChecked = 0
    /// Row and table rules (`RuleFailureRecords.swift`): each one's label, and its findings.
    package internal(set) var ruleLabels: [String] = []
    package internal(set) var ruleFailures: [Int] = []
    /// JUnit: each rule's findings, as lines (at most `JUnitSuite.listed`).
    package var junitRules: [[String]] = []
    /// The reports for people: the rules' first findings.
    package var exampleRules: [String] = []
    /// The row number of the last status line, as text.
    private var rowText = DecimalCounter()
    /// The file's name, when lines carry it (several files, or -H).
    package let fileName: String?
    /// The file's name for `--json` and the location forms (always, when read from a file).
    package let jsonFileName: String?
    package let locations: LocationFormat
    /// The Data Package resource the table is, for `--json` (`"resource"`).
    package var jsonResourceName: String?
    /// The 1-based position of each declared column in the header (for the location forms).
    package let columnNumbers: [Int]
    /// Whether cells that do not pass are written (false: `--summary` alone, which only
    /// tallies their reasons).
    package var writesCells = true
    /// `--summary`: each column's reasons, counted (`TableSummary.swift`).
    package var summarizes = false
    package var reasons: [ReasonCounter] = []
    /// The columns whose rule is `--warn`: their cells are warnings.
    package var warnColumns: [Bool] = []
    /// `--only` with a location form: the statuses of the cells reported.
    package var onlyStatuses: StatusSet?
    /// The file as SARIF names it (made once, not for each result).
    package let sarifURI: String
    /// The GNU and GitHub forms' text of the file and each column, as bytes (made once).
    let locationParts: LocationParts?
    /// The table's delimiter, for a SARIF fix's replacement text.
    package var delimiter: UInt8 = 0x2C
    /// JUnit: each column's cells that did not pass, as lines (at most `JUnitSuite.listed`),
    /// and the table's problems.
    package var junitCells: [[String]] = []
    package var junitProblems: [String] = []
    /// `--output-format markdown`: each column's first cells that did not pass, and the
    /// table's first errors (`MarkdownReport`).
    package var exampleCells: [[ReportExample]] = []
    package var exampleProblems: [String] = []
    /// Each column's rule as written and where it was declared (`file:line`), for the
    /// reports for people; empty when not known.
    package var rules: [(text: String, place: String)] = []
    /// Whether the reasons of the cells that do not pass are counted (`--summary`, and the
    /// Markdown report's reasons).
    package var countsReasons: Bool { summarizes || locations.keepsExamples }

    package init(
        mode: ReportMode, colors: StatusColors?, columnNames: [String], fileName: String? = nil,
        jsonFileName: String? = nil, locations: LocationFormat = .tsv, columnNumbers: [Int] = []
    ) {
        self.mode = mode
        self.colors = colors
        self.columnNames = columnNames
        // (A label with a tab or line break is escaped as a value is: one field, one line.)
        let fields = columnNames.map { Self.escaped($0) + [0x09] }
        self.columnFields = Array(fields.joined())
        self.columnFieldStarts = fields.reduce(into: [0]) { starts, field in starts.append(starts[starts.count - 1] + field.count) }
        self.fileName = fileName
        self.jsonFileName = jsonFileName
        self.locations = locations
        self.columnNumbers = columnNumbers
        self.tally = Array(repeating: 0, count: columnNames.count * 3)
        if locations == .junit { junitCells = Array(repeating: [], count: columnNames.count) }
        if locations.keepsExamples {
            exampleCells = Array(repeating: [], count: columnNames.count)
            reasons = Array(repeating: ReasonCounter(), count: columnNames.count)
        }
        sarifURI = locations == .sarif ? Self.sarifURI(jsonFileName) : ""
        locationParts = locations == .gnu || locations == .github
            ? LocationParts(locations, file: jsonFileName ?? "(standard input)", names: columnNames, numbers: columnNumbers) : nil
    }

    /// Counted cells of a column with a status.
    package func count(column: Int, _ status: Status) -> Int { tally[column * 3 + status.index] }

    /// Whether a column's cells are warnings (`--warn`).
    package func isWarning(_ column: Int) -> Bool { column < warnColumns.count && warnColumns[column] }

    /// The cells of the columns that are not warnings: how many were checked, and how many
    /// did not pass (what `--max-failures` and `--max-failure-rate` count).
    package var enforced: (checked: Int, notPassed: Int) {
        var checked = 0, notPassed = 0
        for column in columnNames.indices where !isWarning(column) {
            let failing = tally[column * 3 + 1] + tally[column * 3 + 2]
            checked += tally[column * 3] + failing
            notPassed += failing
        }
        return (checked, notPassed)
    }

    /// Counts a cell without writing anything (the modes that print no cell lines).
    @inline(__always)
    package mutating func tally(column: Int, status: Status) {
        tally[column &* 3 &+ status.index] += 1
    }

    /// Counts many cells of one column at once.
    package mutating func tally(column: Int, passed: Int, tooShort: Int, failed: Int) {
        tally[column &* 3] += passed
        tally[column &* 3 &+ 1] += tooShort
        tally[column &* 3 &+ 2] += failed
    }

    /// Counts a row's cells at once: bit n of each mask set for the cell of column n with
    /// that status (columns 0 to 63).
    package mutating func tally(passed: UInt64, tooShort: UInt64, failed: UInt64) {
        tally.withUnsafeMutableBufferPointer { tallies in
            Self.add(passed, .passed, to: tallies)
            Self.add(tooShort, .tooShort, to: tallies)
            Self.add(failed, .failed, to: tallies)
        }
    }

    @inline(__always)
    private static func add(_ bits: UInt64, _ status: Status, to tallies: UnsafeMutableBufferPointer<Int>) {
        var rest = bits
        while rest != 0 {
            let slot = rest.trailingZeroBitCount &* 3 &+ status.index
            if slot < tallies.count { tallies[slot] += 1 }
            rest &= rest &- 1
        }
    }

    /// The counts, for a loop over a row's cells to add to through a pointer (`tally`
    /// checks at every cell that the counts are not shared). Not generic: a generic
    /// result would be looked up at run time at every row by a caller in another module.
    package mutating func withTallies(_ body: (UnsafeMutableBufferPointer<Int>) -> Bool) -> Bool {
        tally.withUnsafeMutableBufferPointer { body($0) }
    }

    /// Adds another report's counts (of a chunk of the same table, checked apart).
    package mutating func merge(_ other: TableReport) {
        for index in tally.indices where index < other.tally.count { tally[index] += other.tally[index] }
        problems += other.problems
        rowsNotChecked += other.rowsNotChecked
        for index in ruleFailures.indices where index < other.ruleFailures.count { ruleFailures[index] += other.ruleFailures[index] }
        if countsReasons { mergeReasons(other) }
        if locations == .junit { mergeJUnit(other) }
        if locations.keepsExamples { mergeExamples(other) }
    }

    /// The same report with every count at zero.
    package var emptied: TableReport {
        var copy = self
        copy.tally = Array(repeating: 0, count: tally.count)
        copy.problems = 0
        copy.rowsNotChecked = 0
        copy.ruleFailures = ruleFailures.map { _ in 0 }
        copy.junitRules = junitRules.map { _ in [] }
        copy.exampleRules = []
        copy.reasons = countsReasons ? Array(repeating: ReasonCounter(), count: columnNames.count) : []
        copy.junitCells = junitCells.map { _ in [] }
        copy.junitProblems = []
        copy.exampleCells = exampleCells.map { _ in [] }
        copy.exampleProblems = []
        return copy
    }

    /// Records one cell, and appends its line when it did not pass (statuses, JSON).
    /// With `key` (`--key COLUMN`: the row's cell in that column), status lines start with
    /// the key instead of the row number, and JSON objects carry it as "key".
    /// `place`: where the cell's text is in its record (for SARIF's region and fix).
    package mutating func add(
        row: Int, line: Int? = nil, key: [UInt8]? = nil, column: Int, value: [UInt8], verdict: Verdict, place: CellPlace? = nil,
        to out: inout ByteBuffer
    ) {
        tally[column * 3 + verdict.status.index] += 1
        if countsReasons && verdict.status != .passed { countReason(column: column, row: row, verdict.reason ?? "") }
        guard writesCells else { return }
        if let onlyStatuses, !onlyStatuses.contains(verdict.status) { return }
        switch mode {
        case .json(let only?) where !only.contains(verdict.status):
            return
        case .statuses where verdict.status == .passed, .json(nil) where verdict.status == .passed:
            return
        default:
            break
        }
        switch mode {
        case .statuses where locations == .sarif:
            appendSARIF(row: row, line: line ?? row, column: column, value: value, verdict: verdict, place: place, to: &out)
        case .statuses where locations == .junit:
            addJUnit(row: row, line: line ?? row, column: column, value: value, verdict: verdict)
        case .statuses where locations.keepsExamples:
            addExample(row: row, line: line ?? row, key: key, column: column, value: value, verdict: verdict)
        case .statuses where locations != .tsv:
            appendLocation(line: line ?? row, column: column, verdict: verdict, to: &out)
        case .statuses:
            value.withUnsafeBufferPointer { beginStatusLine(row: row, key: key, column: column, value: $0, status: verdict.status, to: &out) }
            if isWarning(column) { out.append("warning: ") }
            out.append((verdict.reason ?? ""))
            out.append(0x0A)
        case .json:
            appendJSONPlace(row: row, line: line, key: key, to: &out)
            out.append("\"column\":")
            JSONText.appendString(columnNames[column], to: &out)
            out.append(",\"status\":\"\(verdict.status.name)\",\"value\":")
            value.withUnsafeBufferPointer { JSONText.appendString($0, to: &out) }
            if value.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset($0) }) != nil {
                out.append(",\"invalid_utf8\":true,\"value_hex\":")
                value.withUnsafeBufferPointer { JSONText.appendHex($0, to: &out) }
            }
            if let reason = verdict.reason {
                out.append(",\"reason\":")
                JSONText.appendString(reason, to: &out)
            }
            if isWarning(column) && verdict.status != .passed { out.append(",\"severity\":\"warning\"") }
            out.append("}\n")
        case .only, .count, .quiet:
            return
        }
    }

    /// A JSON record's beginning: `{`, then where it is (file, row, line, key; each only when
    /// known), each member followed by a comma.
    func appendJSONPlace(row: Int?, line: Int?, key: [UInt8]?, to out: inout ByteBuffer) {
        out.append(UInt8(ascii: "{"))
        if let jsonFileName {
            out.append("\"file\":")
            JSONText.appendString(jsonFileName, to: &out)
            out.append(UInt8(ascii: ","))
        }
        if let jsonResourceName {
            out.append("\"resource\":")
            JSONText.appendString(jsonResourceName, to: &out)
            out.append(UInt8(ascii: ","))
        }
        if let row { out.append("\"row\":\(row),") }
        if let line { out.append("\"line\":\(line),") }
        if let key {
            out.append("\"key\":")
            key.withUnsafeBufferPointer { JSONText.appendString($0, to: &out) }
            out.append(UInt8(ascii: ","))
        }
    }

    /// Whether a cell that does not pass gets a status line, `ROW<TAB>COLUMN<TAB>STATUS<TAB>VALUE<TAB>REASON`
    /// (the default output), and one that passes nothing: a caller can then write such a
    /// line itself, `beginStatusLine` then the reason's bytes then a line break.
    package var writesStatusLines: Bool {
        if case .statuses = mode { return locations == .tsv && writesCells && !warnColumns.contains(true) }
        return false
    }

    /// A status line up to its reason (which the caller writes, then `0x0A`); nothing is
    /// tallied (`tally` counts the cell).
    package mutating func beginStatusLine(
        row: Int, key: [UInt8]?, column: Int, value: UnsafeBufferPointer<UInt8>, status: Status, to out: inout ByteBuffer
    ) {
        if let fileName {
            out.append(fileName)
            out.append(0x09)
        }
        if let key {
            Self.appendEscaped(key, to: &out)
            out.append(0x09)
        } else {
            rowText.append(row, to: &out)
            out.append(0x09)
        }
        let start = columnFieldStarts[column], end = columnFieldStarts[column + 1]
        columnFields.withUnsafeBufferPointer { out.append(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        let name = ValueReport.statusName(status)
        if let color = colors?.color(for: status) {
            out.append(color.start + name.withUTF8Buffer { Array($0) } + TerminalColor.reset)
        } else {
            out.append(text: name)
        }
        out.append(0x09)
        Self.appendEscaped(value, to: &out)
        out.append(0x09)
    }

    /// `--count`: `COLUMN<TAB>STATUS<TAB>N` for each declared column and status (after
    /// `FILE<TAB>` when lines carry the file); with `--json`, one object with an object per
    /// column (with the file: `{"file":F,"columns":{...}}`).
    package func countLines() -> [UInt8] {
        guard case .count(let only, let json) = mode else { return [] }
        var out = ByteBuffer(capacity: 256)
        let statuses = Status.allCases.filter { only?.contains($0) ?? true }
        if json {
            if let fileName {
                out.append("{\"file\":")
                JSONText.appendString(fileName, to: &out)
                out.append(",\"columns\":")
            }
            out.append(UInt8(ascii: "{"))
            for (column, name) in columnNames.enumerated() {
                if column > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.appendString(name, to: &out)
                out.append(":{" + statuses.map { "\"\($0.name)\":\(tally[column * 3 + $0.index])" }.joined(separator: ",") + "}")
            }
            ruleCountMembers(to: &out, first: columnNames.isEmpty)
            if problems > 0 {
                if !columnNames.isEmpty || !ruleLabels.isEmpty { out.append(UInt8(ascii: ",")) }
                JSONText.appendString(TableProblem.countName, to: &out)
                out.append(":{\"\(TableProblem.statusName)\":\(problems),\"not-checked\":\(rowsNotChecked)}")
            }
            out.append(fileName == nil ? "}\n" : "}}\n")
            return out.bytes
        }
        for (column, name) in columnNames.enumerated() {
            for status in statuses {
                if let fileName {
                    out.append(fileName)
                    out.append(0x09)
                }
                out.append(Self.escaped(name))
                out.append("\t\(status.name)\t\(tally[column * 3 + status.index])\n")
            }
        }
        ruleCountLines(to: &out)
        if problems > 0 {
            for (name, count) in [(TableProblem.statusName, problems), ("not-checked", rowsNotChecked)] {
                if let fileName {
                    out.append(fileName)
                    out.append(0x09)
                }
                out.append("\(TableProblem.countName)\t\(name)\t\(count)\n")
            }
        }
        return out.bytes
    }

    /// Whether some byte is below 0x0E or a backslash (a tab, a line break or a backslash
    /// may be among them): eight bytes at a time.
    static func mayNeedEscaping(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = value.baseAddress else { return false }
        let count = value.count
        var index = 0
        if count >= 8 {
            while index + 8 <= count {
                if flags(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) != 0 { return true }
                index += 8
            }
            // The last bytes in a word that ends at the end (the bytes it reads twice were clean).
            return index < count && flags(UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)) != 0
        }
        while index < count {
            let byte = base[index]
            if byte < 0x0E || byte == 0x5C { return true }
            index += 1
        }
        return false
    }

    /// The high bit of each byte of `word` below 0x0E or equal to 0x5C: the classic has-less
    /// and has-zero tests (they may flag a byte above a flagged one too; only a false "no"
    /// would matter).
    @inline(__always)
    static func flags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x0E) & ~word & highs
        let backslash = word ^ (ones &* 0x5C)
        return below | ((backslash &- ones) & ~backslash & highs)
    }

    /// A name as a field of a report line (`appendEscaped`).
    static func escaped(_ name: String) -> [UInt8] {
        var out = ByteBuffer(capacity: name.utf8.count + 8)
        appendEscaped(Array(name.utf8), to: &out)
        return out.bytes
    }

    static func appendEscaped(_ value: [UInt8], to out: inout ByteBuffer) {
        value.withUnsafeBufferPointer { appendEscaped($0, to: &out) }
    }

    /// A cell value on one report line: tab, CR, LF and backslash written as `\t`, `\r`,
    /// `\n`, `\\`, so a multi-line cell stays on its line. (`--json` has the exact value.)
    static func appendEscaped(_ value: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer) {
        guard let base = value.baseAddress else { return }
        // Most values hold nothing to escape: copied whole. One of 4 to 32 bytes (most
        // cells) is tested as words that overlap (two, or four past 16 bytes), as
        // `ByteBuffer.copy` moves it.
        let count = value.count, raw = UnsafeRawPointer(base)
        let clean: Bool
        if count >= 8 && count <= 32 {
            var found = flags(raw.loadUnaligned(as: UInt64.self)) | flags(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            if count > 16 {
                found |= flags(raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                    | flags(raw.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self))
            }
            clean = found == 0
        } else if count >= 4 && count < 8 {
            let head = raw.loadUnaligned(as: UInt32.self), tail = raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            clean = flags(UInt64(head) | UInt64(tail) << 32) == 0
        } else {
            clean = !mayNeedEscaping(value)
        }
        if clean {
            out.append(value)
            return
        }
        for byte in value {
            switch byte {
            case 0x09: out.append(text: "\\t")
            case 0x0A: out.append(text: "\\n")
            case 0x0D: out.append(text: "\\r")
            case 0x5C: out.append(text: "\\\\")
            default: out.append(byte)
            }
        }
    }
}
