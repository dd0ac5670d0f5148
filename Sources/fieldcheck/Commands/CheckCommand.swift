import FieldCheck
import FieldCheckReference
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `fieldcheck check`: judge every value, write a report, and exit 0, 1 or 2.
struct CheckCommand {
    let rule: Rule
    let output: OutputOptions
    let values: [[UInt8]]
    /// A rule of its own for each further thread (rules keep match state: one per thread).
    var makeRule: () -> Rule? = { nil }

    var mode: ReportMode { output.reportMode }

    /// Runs the check; returns the exit status.
    func run() -> Int32 {
        let colors = Terminal.useColor(output.color)
            ? StatusColors(valid: output.validColor, invalid: output.invalidColor) : nil
        let report = ValueReport(
            mode: mode, colors: mode.printsJSON ? nil : colors,
            terminator: output.nullSeparated ? 0 : 0x0A)
        var stdout = OutputStream(descriptor: 1, name: "standard output")
        let source = ValueSource(arguments: values, nullSeparated: output.nullSeparated, announcesTerminal: mode != .quiet)
        if source.input.isTerminal { stdout.writesAtOnce = true }
        // (--warn: values that do not pass are warnings; nothing stops or fails on them.)
        let allowed = rule.warn ? nil : output.limits.allowed
        var checker = ValueCheck(rule: rule, report: report, seen: SeenValues(unit: source.unit), allowed: allowed)
        do throws(SystemError) {
            let threads = Parallelism.threads(output.threads, for: source.input, needsOrder: rule.unique || allowed != nil)
            if threads > 1 {
                try runInChunks(source.input, threads: threads, &checker, &stdout)
            } else {
                try Self.runHere(source, &checker, &stdout)
            }
            stdout.buffer.append(checker.report.countLines())
            try stdout.flush()
        } catch {
            return Program.fail(error)
        }
        if rule.warn { return 0 }
        let limits = output.limits
        guard limits.isSet else { return checker.allPassed || output.exitZero ? 0 : 1 }
        let counts = checker.report
        let notPassed = counts.count(of: .tooShort) + counts.count(of: .failed)
        let checked = notPassed + counts.count(of: .passed)
        stdout.flushMessages()
        if let text = limits.verdict(failures: notPassed, checked: checked, stopped: checker.stoppedAtLimit, unit: "values") { writeError(text) }
        return limits.passes(failures: notPassed, checked: checked) || output.exitZero ? 0 : 1
    }

    /// The values checked in turn on this thread. A function of its own, small enough for the
    /// per-value work to be inlined into the reader's loop.
    private static func runHere(_ source: ValueSource, _ checker: inout ValueCheck, _ stdout: inout OutputStream) throws(SystemError) {
        if checker.lineCounter != nil {
            let read = try source.forEachBlock { (block) throws(SystemError) -> Bool in
                let keepGoing = checker.checkBlock(block, &stdout)
                try stdout.flushIfFull()
                return keepGoing
            } oversized: { () throws(SystemError) -> Bool in
                checker.oversized(0, &stdout)
            }
            if read { return }
        }
        try source.forEach { (value, number) throws(SystemError) -> Bool in
            let keepGoing = checker.check(value, number, &stdout)
            try stdout.flushIfFull()
            return keepGoing
        }
    }

    /// Standard input checked on `threads` threads, each with a rule of its own; `checker`
    /// ends with the counts and the verdict of the whole.
    private func runInChunks(_ input: Input, threads: Int, _ checker: inout ValueCheck, _ stdout: inout OutputStream) throws(SystemError) {
        var job = ValueCheckJob(whole: checker, makeRule: makeRule)
        let pipeline = ChunkPipeline<ValueCheck>.values(
            input, nullSeparated: output.nullSeparated, numbered: mode.printsJSON, threads: threads)
        try ChunkDriver.run(&job, pipeline, into: &stdout)
        checker = job.whole
    }
}

/// `check` of values in chunks (`ChunkDriver`): each chunk's counts and verdict merged
/// into the whole's.
struct ValueCheckJob: ValuesJob {
    var whole: ValueCheck
    let makeRule: () -> Rule?
    var first: ValueCheck { whole }

    mutating func merge(_ part: ValueCheck?) -> Bool {
        guard let part else { return false }
        whole.report.merge(part.report)
        whole.allPassed = whole.allPassed && part.allPassed
        return part.allPassed || !part.stopsEarly
    }
}

extension ValueCheck: ChunkValues {
    func withRule(_ rule: Rule) -> ValueCheck { ValueCheck(rule: rule, report: report, seen: seen) }

    /// One chunk's values (a thread's); the chunk keeps the counts and verdict.
    mutating func take(_ chunk: Chunk<ValueCheck>, into out: inout OutputStream) {
        report = report.emptied
        allPassed = true
        let nullSeparated = terminator == 0
        if chunk.oversized != nil {
            _ = oversized(chunk.recordsBefore + 1, &out)
            chunk.summary = self
            return
        }
        // (A chunk as large as the record bound may hold a line past it: judged a line at a
        // time, each line held to the bound as one reader holds it.)
        if lineCounter != nil, !nullSeparated, chunk.count - chunk.start < RecordBound.bytes {
            // (Past the first chunks the input is long: each thread walks at once, not after
            // 512 KiB of its own.)
            if chunk.index >= 2 { bytesBeforeAutomaton = 0 }
            _ = checkBlock(UnsafeBufferPointer(start: chunk.bytes + chunk.start, count: chunk.count - chunk.start), &out)
            chunk.summary = self
            return
        }
        chunk.forEachValue(nullSeparated: nullSeparated) { value, number in
            check(value, number, &out)
        }
        chunk.summary = self
    }
}

/// What `check` does with each value, whoever reads the values: one thread from the
/// input, or each thread from its chunks.
struct ValueCheck {
    let rule: Rule
    var report: ValueReport
    let seen: SeenValues
    var allPassed = true
    let unique: Bool
    /// -q: the first value that does not pass ends the run.
    let stopsEarly: Bool
    /// Only "passed or not" matters for -q and --only passed: no partial matching needed.
    let tellsTooShort: Bool
    let writesStatusLines: Bool
    let onlyStatuses: StatusSet?
    /// No reason is printed: the status alone will do.
    let statusOnly: Bool
    let terminator: UInt8
    /// For `--count` of a type that has one: lines counted a buffer at a time.
    let lineCounter: (any LineCounter)?
    /// `--max-failures`, `--fail-fast`: the values that may not pass before reading stops.
    let allowed: Int?
    var notPassed = 0
    var stoppedAtLimit = false
    /// The bytes of the input still to be checked a line at a time before the automaton.
    var bytesBeforeAutomaton = 0

    init(rule: Rule, report: ValueReport, seen: SeenValues, allowed: Int? = nil) {
        self.rule = rule
        self.allowed = allowed
        self.report = report
        self.seen = seen
        let mode = report.mode
        unique = rule.unique
        stopsEarly = mode == .quiet
        tellsTooShort = !(mode == .quiet || mode == .only(StatusSet(.passed)))
        writesStatusLines = mode == .statuses
        onlyStatuses = { if case .only(let statuses) = mode { return statuses } else { return nil } }()
        statusOnly = !report.writesValues || (onlyStatuses != nil && report.colors == nil)
        terminator = report.terminator
        lineCounter = statusOnly && !stopsEarly && allowed == nil && tellsTooShort && onlyStatuses == nil && terminator == 0x0A
            ? rule.lineCounter : nil
        bytesBeforeAutomaton = lineCounter?.walkedFrom ?? 0
    }

    /// Judges a block of whole lines (see `NANPLineAutomaton.tally`) as `check` would each
    /// of them: the lines the automaton leaves are checked one by one.
    mutating func checkBlock(_ block: UnsafeBufferPointer<UInt8>, _ out: inout OutputStream) -> Bool {
        guard lineCounter != nil, let base = block.baseAddress else { return true }
        if bytesBeforeAutomaton > 0 {
            // The first bytes of an input line by line (a short input never builds it).
            bytesBeforeAutomaton -= block.count
            var start = 0
            while start < block.count {
                var end = start
                if let found = memchr(base + start, 0x0A, block.count - start) {
                    end = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
                } else {
                    end = block.count
                }
                var valueEnd = end
                if valueEnd > start && base[valueEnd - 1] == 0x0D { valueEnd -= 1 }
                guard check(UnsafeBufferPointer(start: base + start, count: valueEnd - start), 0, &out) else { return false }
                start = end + 1
            }
            return true
        }
        var counts = (passed: 0, tooShort: 0, failed: 0)
        let rule = self.rule
        let keepGoing = rule.tallyLines(block, into: &counts) { value in check(value, 0, &out) }
        report.tally(.passed, times: counts.passed)
        report.tally(.tooShort, times: counts.tooShort)
        report.tally(.failed, times: counts.failed)
        if counts.tooShort + counts.failed > 0 { allPassed = false }
        return keepGoing
    }

    /// Judges one value and writes what the mode asks for; false ends the run (-q).
    @inline(__always)
    mutating func check(_ value: UnsafeBufferPointer<UInt8>, _ number: Int, _ out: inout OutputStream) -> Bool {
        if RecordReader.isOversized(value) { return oversized(number, &out) }
        if statusOnly {
            let status = unique ? seen.status(of: value, number, rule, tellsTooShort) : rule.status(value, tellsTooShort: tellsTooShort)
            if status != .passed {
                allPassed = false
                if stopsEarly { return false }
            }
            report.tally(status)
            if let onlyStatuses, onlyStatuses.contains(status) {
                out.buffer.append(value)
                out.buffer.append(terminator)
            }
            return status == .passed || !passesLimit()
        }
        if writesStatusLines, !unique {
            // The status and its reason, written where the line goes.
            let start = out.buffer.count
            let judged = rule.judge(value, .statusLine, into: &out.buffer)
            report.addStatusLine(value: value, judged: judged, reasonStart: start, to: &out.buffer)
            if judged.status != .passed {
                allPassed = false
                return !passesLimit()
            }
            return true
        }
        var verdict = rule.check(value, tellsTooShort: tellsTooShort)
        if unique { verdict = seen.check(verdict, value, number, rule) }
        if verdict.status != .passed {
            allPassed = false
            if stopsEarly { return false }
        }
        report.add(number: number, value: value, verdict: verdict, to: &out.buffer)
        return verdict.status == .passed || !passesLimit()
    }

    /// A value past the record bound: failed, with a reason that says so (not judged).
    @inline(never)
    mutating func oversized(_ number: Int, _ out: inout OutputStream) -> Bool {
        allPassed = false
        if stopsEarly { return false }
        let verdict = Verdict.failed(RecordBound.reason("a value"))
        RecordBound.noBytes { report.add(number: number, value: $0, verdict: verdict, to: &out.buffer) }
        return !passesLimit()
    }

    /// One more value did not pass: whether that is past `--max-failures` (reading stops).
    @inline(never)
    mutating func passesLimit() -> Bool {
        guard let allowed else { return false }
        notPassed += 1
        if notPassed > allowed { stoppedAtLimit = true }
        return stoppedAtLimit
    }
}

/// The values a `--unique` rule has seen, kept out of the per-value loop's body (a call
/// there only when the rule asks for it), so that the loop stays small enough to inline.
final class SeenValues {
    var values = UniqueValues()
    let unit: String

    init(unit: String) { self.unit = unit }

    @inline(never)
    func check(_ verdict: Verdict, _ value: UnsafeBufferPointer<UInt8>, _ number: Int, _ rule: Rule) -> Verdict {
        rule.checkingUnique(verdict, value, at: number, unit: unit, in: &values)
    }

    /// A value's status with `--unique` (`Rule.statusSeen`), the value then seen; no reason
    /// is made: counts and filters print none.
    @inline(never)
    func status(of value: UnsafeBufferPointer<UInt8>, _ number: Int, _ rule: Rule, _ tellsTooShort: Bool) -> Status {
        rule.statusSeen(value, tellsTooShort: tellsTooShort, at: number, in: &values)
    }
}
