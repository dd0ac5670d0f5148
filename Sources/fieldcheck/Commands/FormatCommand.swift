import FieldCheck
import FieldCheckReference

/// `fieldcheck format`: print each value in canonical form. A value that does not pass
/// is written unchanged, so the output stays line-aligned with the input, and a
/// diagnostic names it on stderr.
struct FormatCommand {
    let rule: Rule
    let output: OutputOptions
    let values: [[UInt8]]
    /// A rule of its own for each further thread.
    var makeRule: () -> Rule? = { nil }

    func run() -> Int32 {
        var stdout = OutputStream(descriptor: 1, name: "standard output")
        let source = ValueSource(arguments: values, nullSeparated: output.nullSeparated, announcesTerminal: true)
        if source.input.isTerminal { stdout.writesAtOnce = true }
        var formatter = ValueFormat(rule: rule, json: output.json, terminator: output.nullSeparated ? 0 : 0x0A, unit: source.unit)
        do throws(SystemError) {
            let threads = Parallelism.threads(output.threads, for: source.input, needsOrder: rule.unique)
            if threads > 1 {
                try runInChunks(source.input, threads: threads, &formatter, &stdout)
            } else {
                try source.forEach { (value, number) throws(SystemError) -> Bool in
                    try formatter.format(value, number, &stdout)
                    try stdout.flushIfFull()
                    return true
                }
            }
            try stdout.flush()
        } catch {
            stdout.flushMessages()
            return Program.fail(error)
        }
        return formatter.allPassed || output.exitZero ? 0 : 1
    }

    /// Standard input formatted on `threads` threads, each with a rule of its own.
    private func runInChunks(_ input: Input, threads: Int, _ formatter: inout ValueFormat, _ stdout: inout OutputStream) throws(SystemError) {
        var job = ValueFormatJob(first: formatter, makeRule: makeRule)
        let pipeline = ChunkPipeline<Bool>.values(input, nullSeparated: output.nullSeparated, numbered: true, threads: threads)
        try ChunkDriver.run(&job, pipeline, into: &stdout)
        formatter.allPassed = job.allPassed
    }
}

/// `format` of values in chunks (`ChunkDriver`): whether every chunk's values passed.
struct ValueFormatJob: ValuesJob {
    let first: ValueFormat
    let makeRule: () -> Rule?
    var allPassed = true

    mutating func merge(_ part: Bool?) -> Bool {
        allPassed = allPassed && (part ?? false)
        return true
    }
}

extension ValueFormat: ChunkValues {
    func withRule(_ rule: Rule) -> ValueFormat { ValueFormat(rule: rule, json: json, terminator: terminator, unit: unit) }

    /// One chunk's values (a thread's); the chunk keeps whether all passed.
    mutating func take(_ chunk: Chunk<Bool>, into out: inout OutputStream) {
        allPassed = true
        chunk.forEachValue(nullSeparated: terminator == 0) { value, number in
            // A captured output is never written here: nothing can fail.
            try? format(value, number, &out)
            return true
        }
        chunk.summary = allPassed
    }
}

/// What `format` does with each value, whoever reads the values.
struct ValueFormat {
    let rule: Rule
    let json: Bool
    let terminator: UInt8
    /// What a value's number counts, for messages: line or argument.
    let unit: String
    var allPassed = true
    var seen = UniqueValues()

    init(rule: Rule, json: Bool, terminator: UInt8, unit: String) {
        self.rule = rule
        self.json = json
        self.terminator = terminator
        self.unit = unit
    }

    @inline(__always)
    mutating func format(_ value: UnsafeBufferPointer<UInt8>, _ number: Int, _ out: inout OutputStream) throws(SystemError) {
        if RecordReader.isOversized(value) { return try oversized(number, &out) }
        if !json && !rule.unique {
            // The form written where the line goes (`Rule.judge` wanting the form), or the
            // reason of a value that does not pass, taken back out for the message.
            let mark = out.buffer.count
            let judged = rule.judge(value, .formLine, into: &out.buffer)
            if judged.status != .passed {
                allPassed = false
                let reason: String
                switch judged {
                case .said(_, let said): reason = "\(said)"
                case .verdict(let verdict, _): reason = verdict.reason ?? ""
                case .passed, .written: reason = out.buffer.withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[mark...]), as: UTF8.self) }
                }
                out.buffer.truncate(to: mark)
                try out.message(unit: unit, number: number, status: judged.status.name, reason: reason)
                out.buffer.append(value)
            }
            out.buffer.append(terminator)
            return
        }
        var (verdict, formatted) = rule.format(value)
        if rule.unique {
            verdict = rule.checkingUnique(verdict, value, at: number, unit: unit, in: &seen)
            if verdict.status != .passed { formatted = nil }
        }
        if verdict.status != .passed {
            allPassed = false
            // Written now, so it stays next to the output that precedes it.
            try out.message(unit: unit, number: number, status: verdict.status.name, reason: verdict.reason ?? "")
        }
        if json {
            ValueReport.appendJSON(number: number, value: value, verdict: verdict, formatted: .some(formatted), to: &out.buffer)
        } else {
            if let formatted {
                out.buffer.append(formatted)
            } else {
                out.buffer.append(value)
            }
            out.buffer.append(terminator)
        }
    }

    /// A value past the record bound: failed, said on stderr; its line is written empty
    /// (its bytes were not kept), so the output stays line-aligned.
    @inline(never)
    mutating func oversized(_ number: Int, _ out: inout OutputStream) throws(SystemError) {
        allPassed = false
        let verdict = Verdict.failed(RecordBound.reason("a value"))
        try out.message(unit: unit, number: number, status: verdict.status.name, reason: verdict.reason ?? "")
        if json {
            RecordBound.noBytes { ValueReport.appendJSON(number: number, value: $0, verdict: verdict, formatted: .some(nil), to: &out.buffer) }
        } else {
            out.buffer.append(terminator)
        }
    }
}
