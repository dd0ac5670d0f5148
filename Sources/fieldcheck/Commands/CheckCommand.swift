import FieldCheck

/// `fieldcheck check`: judge every value, write a report, and exit 0, 1 or 2.
struct CheckCommand {
    let rule: Rule
    let output: OutputOptions
    let values: [[UInt8]]

    var mode: ReportMode { output.reportMode }

    /// Runs the check; returns the exit status.
    func run() -> Int32 {
        let colors = Terminal.useColor(output.color)
            ? StatusColors(valid: output.validColor, invalid: output.invalidColor) : nil
        var report = ValueReport(
            mode: mode, colors: mode.printsJSON ? nil : colors,
            terminator: output.nullSeparated ? 0 : 0x0A)
        var stdout = OutputStream(descriptor: 1, name: "standard output")
        var allPassed = true
        let unique = rule.unique
        let stopEarly = mode == .quiet
        // Only "passed or not" matters for these: no partial matching needed.
        let tellsTooShort = !(mode == .quiet || mode == .only(StatusSet(.passed)))
        let source = ValueSource(arguments: values, nullSeparated: output.nullSeparated, announcesTerminal: mode != .quiet)
        let seen = SeenValues(unit: source.unit)
        do throws(SystemError) {
            // Decided once, not per line.
            let writesStatusLines = mode == .statuses
            let onlyStatuses: StatusSet? = { if case .only(let statuses) = mode { return statuses } else { return nil } }()
            let statusOnly = !report.writesValues || (onlyStatuses != nil && report.colors == nil)
            let terminator: UInt8 = output.nullSeparated ? 0 : 0x0A
            try source.forEach { (value, number) throws(SystemError) -> Bool in
                if statusOnly {
                    // No reason is printed: the status alone will do.
                    var status = rule.status(value, tellsTooShort: tellsTooShort)
                    if unique && status == .passed {
                        status = seen.check(.passed, value, number, rule).status
                    }
                    if status != .passed {
                        allPassed = false
                        if stopEarly { return false }
                    }
                    report.tally(status)
                    if let onlyStatuses, onlyStatuses.contains(status) {
                        stdout.buffer.append(value)
                        stdout.buffer.append(terminator)
                        try stdout.flushIfFull()
                    }
                    return true
                }
                if writesStatusLines, !unique, let outcome = rule.plainOutcome(value) {
                    if outcome.status != .passed { allPassed = false }
                    report.addStatusLine(value: value, status: outcome.status, reason: outcome.reason, to: &stdout.buffer)
                    try stdout.flushIfFull()
                    return true
                }
                var verdict = rule.check(value, tellsTooShort: tellsTooShort)
                if unique { verdict = seen.check(verdict, value, number, rule) }
                if verdict.status != .passed {
                    allPassed = false
                    if stopEarly { return false }
                }
                report.add(number: number, value: value, verdict: verdict, to: &stdout.buffer)
                try stdout.flushIfFull()
                return true
            }
            stdout.buffer.append(report.countLines())
            try stdout.flush()
        } catch {
            return Program.fail(error)
        }
        return allPassed ? 0 : 1
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
}
