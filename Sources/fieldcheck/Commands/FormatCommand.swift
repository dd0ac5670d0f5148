import FieldCheck

/// `fieldcheck format`: print each value in canonical form. A value that does not pass
/// is written unchanged, so the output stays line-aligned with the input, and a
/// diagnostic names it on stderr.
struct FormatCommand {
    let rule: Rule
    let output: OutputOptions
    let values: [[UInt8]]

    func run() -> Int32 {
        var stdout = OutputStream(descriptor: 1, name: "standard output")
        var allPassed = true
        let terminator: UInt8 = output.nullSeparated ? 0 : 0x0A
        let source = ValueSource(arguments: values, nullSeparated: output.nullSeparated, announcesTerminal: true)
        var seen = UniqueValues()
        do throws(SystemError) {
            try source.forEach { (value, number) throws(SystemError) -> Bool in
                var (verdict, formatted) = rule.format(value)
                if rule.unique {
                    verdict = rule.checkingUnique(verdict, value, at: number, unit: source.unit, in: &seen)
                    if verdict.status != .passed { formatted = nil }
                }
                if verdict.status != .passed {
                    allPassed = false
                    // Written now, so it stays next to the output that precedes it.
                    try stdout.flush()
                    writeError("fieldcheck: \(source.unit) \(number): \(verdict.status.name): \(verdict.reason ?? "")\n")
                }
                if output.json {
                    ValueReport.appendJSON(number: number, value: value, verdict: verdict, formatted: .some(formatted), to: &stdout.buffer)
                } else {
                    if let formatted {
                        stdout.buffer.append(formatted)
                    } else {
                        stdout.buffer.append(value)
                    }
                    stdout.buffer.append(terminator)
                }
                try stdout.flushIfFull()
                return true
            }
            try stdout.flush()
        } catch {
            return Program.fail(error)
        }
        return allPassed ? 0 : 1
    }
}
