import FieldCheck

/// `fieldcheck check`: judge every value, write a report, and exit 0, 1 or 2.
struct CheckCommand {
    let rule: Rule
    let output: OutputOptions
    let values: [[UInt8]]

    var mode: ReportMode {
        if output.quiet { return .quiet }
        if output.count { return .count(only: output.only) }
        if output.json { return .json }
        if let only = output.only { return .only(only) }
        return .statuses
    }

    /// Runs the check; returns the exit status.
    func run() -> Int32 {
        let colors = Terminal.useColor(output.color)
            ? StatusColors(valid: output.validColor, invalid: output.invalidColor) : nil
        var report = ValueReport(
            mode: mode, colors: mode == .json ? nil : colors,
            terminator: output.nullSeparated ? 0 : 0x0A)
        var stdout = OutputStream(descriptor: 1, name: "standard output")
        var allPassed = true
        let stopEarly = mode == .quiet

        // One value: judge, report, flush when the buffer is full.
        func handle(_ value: UnsafeBufferPointer<UInt8>, _ number: Int) throws(SystemError) -> Bool {
            let verdict = rule.check(value)
            if verdict.status != .passed {
                allPassed = false
                if stopEarly { return false }
            }
            report.add(number: number, value: value, verdict: verdict, to: &stdout.buffer)
            try stdout.flushIfFull()
            return true
        }

        do throws(SystemError) {
            if values.isEmpty {
                if Terminal.isTerminal(0) && mode != .quiet {
                    writeError("fieldcheck: reading values from the terminal, one per line; Ctrl-D ends\n")
                }
                var reader = RecordReader(
                    descriptor: 0, terminator: output.nullSeparated ? 0 : 0x0A,
                    dropsCarriageReturn: !output.nullSeparated)
                try reader.forEach(handle)
            } else {
                for (index, value) in values.enumerated() {
                    let keepGoing = try value.withUnsafeBufferPointer { (buffer) throws(SystemError) -> Bool in
                        try handle(buffer, index + 1)
                    }
                    if !keepGoing { break }
                }
            }
            stdout.buffer.append(contentsOf: report.countLines())
            try stdout.flush()
        } catch {
            return Program.fail(error)
        }
        return allPassed ? 0 : 1
    }
}
