import ArgumentParsing
import FieldCheck

/// `check --fields F` and `format --fields F`: the table on standard input, its declared
/// columns checked (or put in canonical form) row by row, in bounded memory.
struct TableCommand {
    let formatting: Bool
    let columns: [(column: String, place: String, rule: Rule)]
    let output: OutputOptions
    let delimiter: UInt8

    var mode: ReportMode { output.reportMode }
    /// The values each `--unique` column has seen (by column position), shared by the rows.
    let seen = UniqueColumns()

    func run() -> Int32 {
        var stdout = OutputStream(descriptor: 1, name: "standard output")
        var table: TableColumns?
        var report: TableReport?
        var anyNotPassed = false
        var structural = false
        var headerTerminator: [UInt8] = [0x0A]
        let colors = Terminal.useColor(output.color)
            ? StatusColors(valid: output.validColor, invalid: output.invalidColor) : nil
        var stream = CSVStream(descriptor: 0, delimiter: delimiter)
        let ending: CSVStream.Ending
        do throws(SystemError) {
            ending = try stream.forEach { (record, buffer, row) throws(SystemError) -> Bool in
                guard let table else {
                    // The header: names, with a UTF-8 byte order mark dropped.
                    var names = record.values(in: buffer)
                    if let first = names.first, first.starts(with: [0xEF, 0xBB, 0xBF]) { names[0].removeFirst(3) }
                    do throws(TableError) {
                        let matched = try TableColumns(header: names, declarations: columns)
                        table = matched
                        report = TableReport(mode: mode, colors: colors, columnNames: matched.columns.map(\.name))
                    } catch {
                        writeError("fieldcheck: error: \(error.message)\n")
                        structural = true
                        return false
                    }
                    headerTerminator = Array(buffer[record.terminatorStart..<record.raw.upperBound])
                    if headerTerminator.isEmpty { headerTerminator = [0x0A] }
                    if formatting || isOnly(mode) {
                        stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[record.raw]))
                        if record.terminatorStart == record.raw.upperBound { stdout.buffer.append(headerTerminator) }
                    }
                    return true
                }
                if record.isBlank {
                    if formatting { stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[record.raw])) }
                    return true
                }
                if record.fields.count != table.width {
                    structural = true
                    try stdout.flush()
                    writeError("fieldcheck: row \(row): \(record.fields.count) \(record.fields.count == 1 ? "cell" : "cells") where the header has \(table.width)\n")
                    if formatting { stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[record.raw])) }
                    return true
                }
                let keepGoing = formatting
                    ? try formatRow(record, buffer, row, table, &stdout, &anyNotPassed)
                    : try checkRow(record, buffer, row, table, &report, &stdout, &anyNotPassed, headerTerminator)
                try stdout.flushIfFull()
                return keepGoing
            }
            if case .unterminatedQuote(let row) = ending {
                try stdout.flush()
                writeError("fieldcheck: row \(row): a quoted cell is not closed before the end of the input\n")
                structural = true
            } else if table == nil && !structural {
                writeError("fieldcheck: error: the table is empty: it has no header row\n")
                structural = true
            }
            if let report { stdout.buffer.append(report.countLines()) }
            try stdout.flush()
        } catch {
            return Program.fail(error)
        }
        if structural { return 2 }
        return anyNotPassed ? 1 : 0
    }

    /// Whether each cell that does not pass gets a line (with its reason).
    var reportsCells: Bool {
        if case .json = mode { return true }
        return mode == .statuses
    }

    func isOnly(_ mode: ReportMode) -> Bool {
        if case .only = mode { return true }
        return false
    }

    /// Checks the declared cells of a row; with `--only`, writes the whole row when its
    /// worst status is the one asked for.
    func checkRow(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ table: TableColumns,
        _ report: inout TableReport?, _ stdout: inout OutputStream, _ anyNotPassed: inout Bool, _ terminator: [UInt8]
    ) throws(SystemError) -> Bool {
        var worst = Status.passed
        let reportsCells = self.reportsCells, quiet = mode == .quiet
        let keyFailure = table.hasPrimaryKey ? seen.primaryKey(record, buffer, row, table) : nil
        if !reportsCells {
            // Statuses alone (counts, filters, quiet): the rules are reached without reference
            // counting (the table keeps them alive), and no reason is worded.
            for position in 0..<table.cells.count {
                let cell = table.cells[position]
                var status = record.withValue(cell.index, in: buffer) { value in
                    cell.rule._withUnsafeGuaranteedRef { $0.status(value) }
                }
                if status == .passed, cell.unique {
                    status = seen.check(.passed, record.value(cell.index, in: buffer), table.columns[position].rule, position, row).status
                }
                if status == .passed, let keyFailure, keyFailure.position == position { status = .failed }
                if status != .passed {
                    anyNotPassed = true
                    if quiet { return false }
                    if status == .failed || worst == .passed { worst = status }
                }
                report?.tally(column: position, status: status)
            }
        }
        for (position, column) in table.columns.enumerated() where reportsCells {
            let value = record.value(column.index, in: buffer)
            var verdict = column.rule.check(value)
            if column.rule.unique { verdict = seen.check(verdict, value, column.rule, position, row) }
            if verdict.status == .passed, let keyFailure, keyFailure.position == position { verdict = keyFailure.verdict }
            if verdict.status != .passed {
                anyNotPassed = true
                if quiet { return false }
                if verdict.status == .failed || worst == .passed { worst = verdict.status }
            }
            report?.add(row: row, column: position, value: value, verdict: verdict, to: &stdout.buffer)
        }
        if case .only(let statuses) = mode, statuses.contains(worst) {
            stdout.buffer.append(UnsafeBufferPointer(rebasing: buffer[record.raw]))
            if record.terminatorStart == record.raw.upperBound { stdout.buffer.append(terminator) }
        }
        return true
    }

    /// Writes the row with every declared cell that passes in canonical form; everything
    /// else (other cells, quoting of untouched cells, delimiters, line ending) as it came.
    func formatRow(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ table: TableColumns,
        _ stdout: inout OutputStream, _ anyNotPassed: inout Bool
    ) throws(SystemError) -> Bool {
        var replacements: [Int: [UInt8]] = [:]
        let keyFailure = table.hasPrimaryKey ? seen.primaryKey(record, buffer, row, table) : nil
        for (position, column) in table.columns.enumerated() {
            let value = record.value(column.index, in: buffer)
            var (verdict, formatted) = column.rule.format(value)
            if column.rule.unique {
                verdict = seen.check(verdict, value, column.rule, position, row)
                if verdict.status != .passed { formatted = nil }
            }
            if verdict.status == .passed, let keyFailure, keyFailure.position == position {
                verdict = keyFailure.verdict
                formatted = nil
            }
            if let formatted {
                let bytes = Array(formatted.utf8)
                if bytes != value { replacements[column.index] = bytes }
            } else {
                anyNotPassed = true
                try stdout.flush()
                writeError("fieldcheck: row \(row), column \(column.name): \(verdict.status.name): \(verdict.reason ?? "")\n")
            }
        }
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

/// The values seen by each `--unique` column of a table, by column position.
final class UniqueColumns {
    var columns: [UniqueValues] = []
    /// The primary keys seen (`--primary-key` columns, together).
    var keys = UniqueValues()

    /// A repeat of an earlier row's primary key: the failure, for the first key column.
    /// Key cells are compared by their values as their type reads them, as Table Schema
    /// does: a missing cell or one its type refuses is an empty part of the key (and is
    /// reported on its own); a row whose key parts are all empty is not compared.
    func primaryKey(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ table: TableColumns
    ) -> (position: Int, verdict: Verdict)? {
        var first: Int?
        var key = ""
        var names: [String] = []
        var anyPart = false
        for (position, column) in table.columns.enumerated() where column.rule.primaryKey {
            let value = record.value(column.index, in: buffer)
            if first == nil { first = position }
            names.append(column.name)
            // Each part with its length, so that no two keys run together alike; "-" for none.
            switch value.withUnsafeBufferPointer({ column.rule.valueKey($0) }) {
            case .none:
                key += "-"
            case .unequal:
                return nil  // a key with a NaN in it equals no other
            case .key(let part):
                anyPart = true
                key += String(part.utf8.count) + ":" + part
            }
        }
        guard anyPart, let first, let earlier = keys.firstSeen(key, at: row) else { return nil }
        let what = names.count == 1 ? "primary key" : "primary key (\(names.joined(separator: ", ")))"
        return (first, .failed("duplicate \(what) of row \(earlier)"))
    }

    func check(_ verdict: Verdict, _ value: [UInt8], _ rule: Rule, _ position: Int, _ row: Int) -> Verdict {
        while columns.count <= position { columns.append(UniqueValues()) }
        // In place: the column's values are not copied.
        return value.withUnsafeBufferPointer { rule.checkingUnique(verdict, $0, at: row, unit: "row", in: &columns[position]) }
    }
}
