import ArgumentParsing
import FieldCheck

import FieldCheckReference
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Judging one row: each declared cell by its rule, `--unique` and the primary key, its
/// status line or its canonical form; counts for `--count`.
extension TableCommand {
    /// A declared cell checked by its rule, then by `--unique`, then against the row's
    /// primary key (whose repeat fails the key's first column).
    func checkedCell(
        _ value: [UInt8], _ column: TableColumn, _ position: Int, _ row: Int, _ keyFailure: KeyFailures?
    ) -> Verdict {
        var verdict = column.rule.check(value)
        if column.rule.unique { verdict = seen.check(verdict, value, column.rule, position, row) }
        if verdict.status == .passed, let failed = keyFailure?.verdict(at: position) { verdict = failed }
        return verdict
    }

    /// A declared cell put in canonical form, with the same checks: the form only when all pass.
    func formattedCell(
        _ value: [UInt8], _ column: TableColumn, _ position: Int, _ row: Int, _ keyFailure: KeyFailures?
    ) -> (verdict: Verdict, formatted: String?) {
        var (verdict, formatted) = column.rule.format(value)
        if column.rule.unique { verdict = seen.check(verdict, value, column.rule, position, row) }
        if verdict.status == .passed, let failed = keyFailure?.verdict(at: position) { verdict = failed }
        return (verdict, verdict.status == .passed ? formatted : nil)
    }

    /// Whether a cell that passes gets a line too (`--json --only passed`).
    var reportsPassedCells: Bool {
        if case .json(let only) = mode { return only?.contains(.passed) ?? false }
        return false
    }

    /// Whether each cell that does not pass gets a line (with its reason).
    /// Whether each cell gets a line (`--json` or status lines), from the options themselves
    /// (as `reportMode` composes them): this is asked for every row.
    var reportsCells: Bool {
        !output.quiet && !output.count && (output.json || output.only == nil || output.locations != .tsv)
    }

    func isOnly(_ mode: ReportMode) -> Bool {
        if case .only = mode { return true }
        return false
    }

    /// Checks the declared cells of a row; with `--only`, writes the whole row when its
    /// worst status is the one asked for.
    func checkRow(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ line: Int, _ table: TableColumns,
        _ report: inout TableReport, _ stdout: inout OutputStream, _ anyNotPassed: inout Bool, _ terminator: [UInt8]
    ) throws(SystemError) -> Bool {
        var worst = Status.passed
        let reportsCells = self.reportsCells, quiet = output.quiet
        let keyFailure = table.hasPrimaryKey || !seen.foreignKeys.isEmpty ? seen.keyFailure(record, buffer, row, table) : nil
        if !reportsCells {
            // Statuses alone (counts, filters, quiet): no reason is worded, and the counts are
            // added to through a pointer taken once a row.
            let kept = report.withTallies { countCells(record, buffer, row, table, keyFailure, &worst, &anyNotPassed, $0) }
            if !kept { return false }
        }
        // A cell that passes writes nothing in most modes: its status alone is enough.
        let quietWhenPassed = reportsCells && !reportsPassedCells
        let writesLines = quietWhenPassed && report.writesStatusLines
        // --summary: the reasons counted from the bytes the type writes them in (with the
        // status lines, or alone), not from a String a cell.
        let countsReasons = quietWhenPassed && report.summarizes && (writesLines || !report.writesCells)
        // The reports for people: once a column's examples are kept, its other cells only
        // have their reasons counted, from the bytes too.
        let keepsExamples = quietWhenPassed && report.locations.keepsExamples
        // The statuses of cells counted without a report line, as bits a status (up to 64
        // cells), added to the counts once the row is done: `tally` checks at every cell
        // that the counts are not shared.
        let defersCounts = table.cells.count <= 64
        var passedBits: UInt64 = 0, tooShortBits: UInt64 = 0, failedBits: UInt64 = 0
        for position in 0..<table.cells.count where reportsCells {
            let cell = table.cells[position]
            let countsReasons = countsReasons || keepsExamples && report.hasAllExamples(position)
            if quietWhenPassed, !cell.unique, keyFailure?.verdict(at: position) == nil {
                // The status as a count finds it; a line for a cell that does not pass
                // written by its type when it can, from the bytes (`Rule.judge`: the cell
                // judged once, with its reason when it does not pass).
                let status: Status? = record.withValue(cell.index, in: buffer) { value in
                    cell.rule._withUnsafeGuaranteedRef { rule in
                        writesLines || countsReasons
                            ? writeStatusLine(
                                value, rule, row, record, buffer, position, counts: countsReasons, writes: writesLines, &report, &stdout.buffer)
                            : rule.status(value)
                    }
                }
                if status == .passed {
                    if defersCounts { passedBits |= 1 << UInt64(position) } else { report.tally(column: position, status: .passed) }
                    continue
                }
                if writesLines || countsReasons, let status {
                    if !defersCounts {
                        report.tally(column: position, status: status)
                    } else if status == .failed {
                        failedBits |= 1 << UInt64(position)
                    } else {
                        tooShortBits |= 1 << UInt64(position)
                    }
                    if !table.columns[position].rule.warn { anyNotPassed = true }
                    if status == .failed || worst == .passed { worst = status }
                    continue
                }
            }
            let column = table.columns[position]
            let value = record.value(column.index, in: buffer)
            let verdict = checkedCell(value, column, position, row, keyFailure)
            if verdict.status != .passed && !column.rule.warn {
                anyNotPassed = true
                if quiet { return false }
            }
            if verdict.status != .passed && (verdict.status == .failed || worst == .passed) { worst = verdict.status }
            // (SARIF points at the cell's characters, and its fix replaces them.)
            let place = report.locations == .sarif && verdict.status != .passed ? CellPlace.of(record, field: column.index, in: buffer) : nil
            report.add(
                row: row, line: line, key: current.keyIndex.map { record.value($0, in: buffer) }, column: position, value: value,
                verdict: verdict, place: place, to: &stdout.buffer)
        }
        if passedBits | tooShortBits | failedBits != 0 { report.tally(passed: passedBits, tooShort: tooShortBits, failed: failedBits) }
        if !quiet, !output.count, !output.json, output.locations == .tsv, let statuses = output.only, statuses.contains(worst) {
            if let lineName = current.lineName { stdout.buffer.append(lineName + ":") }
            stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[record.raw]))
            if record.terminatorStart == record.raw.upperBound { stdout.buffer.append(terminator) }
        }
        return true
    }

    /// The statuses of a row's declared cells, counted into `tallies` (column * 3 + status;
    /// none when empty); false when `--quiet` ends the run at a cell that does not pass.
    /// The rules are reached without reference counting (the table keeps them alive).
    @inline(__always)
    func countCells(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ table: TableColumns,
        _ keyFailure: KeyFailures?, _ worst: inout Status, _ anyNotPassed: inout Bool,
        _ tallies: UnsafeMutableBufferPointer<Int>
    ) -> Bool {
        let quiet = output.quiet
        for position in 0..<table.cells.count {
            let cell = table.cells[position]
            var status = cell.unique
                ? record.withValue(cell.index, in: buffer) { seen.status(of: $0, table.columns[position].rule, position, row) }
                : record.withValue(cell.index, in: buffer) { value in cell.rule._withUnsafeGuaranteedRef { $0.status(value) } }
            if status == .passed, keyFailure?.verdict(at: position) != nil { status = .failed }
            if status != .passed && !table.columns[position].rule.warn {
                anyNotPassed = true
                if quiet { return false }
            }
            if status != .passed && (status == .failed || worst == .passed) { worst = status }
            let slot = position &* 3 &+ status.index
            if slot < tallies.count { tallies[slot] += 1 }
        }
        return true
    }

    /// The status line of a cell, when it does not pass: its reason as the rule gives it
    /// (`Rule.judge`: from the bytes where its type words them, no verdict, no String, so a
    /// column of bad values costs little more to report than to count) written first, and
    /// the line's beginning, once the status is known, moved before it; the status. (For the
    /// rows a batch does not take: `--unique`, a primary key, `--key`.)
    @inline(never)
    /// `counts`: the reason is also counted for `--summary`; `writes` false: only counted.
    func writeStatusLine(
        _ value: UnsafeBufferPointer<UInt8>, _ rule: Rule, _ row: Int, _ record: CSVRecord,
        _ buffer: UnsafeBufferPointer<UInt8>, _ position: Int, counts: Bool = false, writes: Bool = true,
        _ report: inout TableReport, _ out: inout ByteBuffer
    ) -> Status {
        // (inout: a copy of the report would retain each of its arrays)
        let mark = out.count
        let status = Self.judge(value, rule, into: &out)
        guard status != .passed else { return .passed }
        let split = out.count
        if counts { out.withBytes { report.countReason(column: position, row: row, bytes: UnsafeBufferPointer(rebasing: $0[mark..<split])) } }
        guard writes else {
            out.truncate(to: mark)
            return status
        }
        let key = current.keyIndex.map { record.value($0, in: buffer) }
        report.beginStatusLine(row: row, key: key, column: position, value: value, status: status, to: &out)
        out.moveTail(from: split, before: mark)
        out.append(0x0A)
        return status
    }

    /// A cell's status, its reason written into `out` when it does not pass.
    static func judge(_ value: UnsafeBufferPointer<UInt8>, _ rule: Rule, into out: inout ByteBuffer) -> Status {
        switch rule.judge(value, .statusLine, into: &out) {
        case .passed: return .passed
        case .said(let status, let reason):
            out.append(text: reason)
            return status
        case .written(let status): return status
        case .verdict(let verdict, _):
            out.append(verdict.reason ?? "")
            return verdict.status
        }
    }

    /// Writes the row with every declared cell that passes in canonical form; everything
    /// else (other cells, quoting of untouched cells, delimiters, line ending) as it came.
    func formatRow(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ table: TableColumns,
        _ stdout: inout OutputStream, _ anyNotPassed: inout Bool, _ changed: inout Bool, _ prefix: String
    ) throws(SystemError) -> Bool {
        var replacements: [Int: [UInt8]] = [:]
        let keyFailure = table.hasPrimaryKey || !seen.foreignKeys.isEmpty ? seen.keyFailure(record, buffer, row, table) : nil
        for (position, column) in table.columns.enumerated() {
            let value = record.value(column.index, in: buffer)
            let (verdict, formatted) = formattedCell(value, column, position, row, keyFailure)
            if let formatted {
                let bytes = Array(formatted.utf8)
                if bytes != value { replacements[column.index] = bytes }
            } else {
                if !column.rule.warn { anyNotPassed = true }
                try stdout.message("fieldcheck: \(prefix)row \(row), column \(column.name): \(verdict.status.name): \(verdict.reason ?? "")\n")
            }
        }
        if !replacements.isEmpty { changed = true }
        var position = record.raw.lowerBound
        for (index, field) in record.fields.enumerated() {
            guard let replacement = replacements[index] else { continue }
            stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[position..<field.raw.lowerBound]))
            CSVParser.appendField(replacement, delimiter: delimiter, quote: field.quoted, to: &stdout.buffer)
            position = field.raw.upperBound
        }
        stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[position..<record.raw.upperBound]))
        return true
    }
}
