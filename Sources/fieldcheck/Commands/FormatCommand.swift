import FieldCheck

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
        let nullSeparated = output.nullSeparated
        var workers = [FormatWorker(formatter)]
        for _ in 1..<threads {
            guard let rule = makeRule() else { break }
            workers.append(FormatWorker(ValueFormat(rule: rule, json: formatter.json, terminator: formatter.terminator, unit: formatter.unit)))
        }
        let pipeline = ChunkPipeline<Bool>.values(input, nullSeparated: nullSeparated, numbered: true, threads: workers.count)
        var allPassed = true
        try pipeline.runValues(
            check: { worker, chunk in Self.format(chunk, &workers[worker].formatter, &chunk.output, nullSeparated) },
            write: { chunk throws(SystemError) -> Bool in
                allPassed = allPassed && (chunk.summary ?? false)
                try stdout.append(captured: &chunk.output)
                return true
            })
        formatter.allPassed = allPassed
    }

    /// One chunk's values, into its own output; the chunk keeps whether all passed.
    private static func format(
        _ chunk: Chunk<Bool>, _ formatter: inout ValueFormat, _ out: inout OutputStream, _ nullSeparated: Bool
    ) {
        formatter.allPassed = true
        chunk.forEachValue(nullSeparated: nullSeparated) { value, number in
            // A captured output is never written here: nothing can fail.
            try? formatter.format(value, number, &out)
            return true
        }
        chunk.summary = formatter.allPassed
    }
}

/// A worker thread's own formatter.
final class FormatWorker: @unchecked Sendable {
    var formatter: ValueFormat
    init(_ formatter: ValueFormat) { self.formatter = formatter }
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
        if !json && !rule.unique {
            // The form written where the line goes (`Rule.format(_:into:)`).
            if let verdict = rule.format(value, into: &out.buffer) {
                allPassed = false
                try out.message(unit: unit, number: number, status: verdict.status.name, reason: verdict.reason ?? "")
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
}
