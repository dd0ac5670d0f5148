import FieldCheckReference
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FieldCheck

/// `--jsonl`: a table of one JSON object per line. The declared column names are keys
/// (under a Table Schema, the first object's keys paired with the fields: `JSONKeys`); a
/// string, number or boolean is checked as its text, `null` or a missing key is an empty
/// cell, an object or array is a failed cell; a line that is not a JSON object is a table
/// error. Reports use the line number as the row. `format --jsonl` writes each line back
/// with the declared values in canonical form and every other byte as it came.
extension TableCommand {
    func runJSONLines(_ input: Input, name: String, _ source: Source, _ stdout: inout OutputStream) -> Outcome {
        guard let (table, emptyReport) = jsonStart(source) else { return .finished(anyNotPassed: false, structural: true, changed: false, halted: true) }
        var report = emptyReport
        let descriptor = input.descriptor
        var reader = RecordReader(descriptor: descriptor, terminator: 0x0A, dropsCarriageReturn: false)
        reader.name = name
        reader.prefix = input.prefix
        // The reader drops a UTF-8 byte order mark; format gives it back (a file's first
        // bytes can be looked at without reading them; a pipe's cannot, and keeps none).
        if formatting {
            var mark: [UInt8] = [0, 0, 0]
            if input.isRegularFile {
                let start = max(0, lseek(descriptor, 0, SEEK_CUR))
                if pread(descriptor, &mark, 3, start) == 3 && mark == [0xEF, 0xBB, 0xBF] { stdout.buffer.append(mark) }
            } else if input.prefix.starts(with: [0xEF, 0xBB, 0xBF]) {
                stdout.buffer.append([0xEF, 0xBB, 0xBF] as [UInt8])
            }
        }
        var anyNotPassed = false, structural = false, changed = false, wroteLine = false
        var keys = JSONKeys(pairing: fieldsMatch != nil)
        let prefix = source.messagePrefix
        do throws(SystemError) {
            try reader.forEach { (raw, number) throws(SystemError) -> Bool in
                if RecordReader.isOversized(raw) {
                    // (Not kept, so not written back: format's output has the line empty.)
                    if formatting && wroteLine { stdout.buffer.append(0x0A) }
                    wroteLine = true
                    try self.report(
                        TableProblem(row: number, line: number, reason: RecordBound.reason("a line")), &report, &structural, source, &stdout,
                        rowWord: "line")
                    return true
                }
                let hasCR = raw.last == 0x0D
                let line = UnsafeBufferPointer(rebasing: raw[0..<(hasCR ? raw.count - 1 : raw.count)])
                // The previous line's terminator, now that another line follows it.
                if formatting && wroteLine { stdout.buffer.append(0x0A) }
                wroteLine = true
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                    if formatting { stdout.buffer.append(raw) }
                    return true
                }
                let members: [JSONMember]
                do throws(JSONLine.Problem) {
                    members = try JSONLine.members(line)
                } catch {
                    let reason: String
                    switch error {
                    case .notJSON(let problem): reason = "not JSON: column \(problem.column): \(problem.message)"
                    case .notAnObject(let kind): reason = "\(kind), not a JSON object"
                    }
                    try self.report(
                        TableProblem(row: number, line: number, record: Array(line), reason: reason), &report, &structural, source,
                        &stdout, rowWord: "line")
                    if formatting { stdout.buffer.append(raw) }
                    return true
                }
                if !keys.settled {
                    try pairKeys(&keys, members, row: number, line: number, &report, &structural, source, &stdout)
                }
                if let collector {
                    collector.add(table) { column in Self.cell(keys.member(members, column.name)).value }
                    return true
                }
                let keepGoing: Bool
                if formatting {
                    keepGoing = try formatJSONLine(line, hasCR, members, number, table, keys, &stdout, &anyNotPassed, &changed, prefix)
                } else {
                    keepGoing = checkJSONLine(raw, members, number, table, keys, &report, &stdout, &anyNotPassed, source.lineName)
                }
                try stdout.flushIfFull()
                return keepGoing
            }
            if formatting && wroteLine && !reader.lastUnterminated { stdout.buffer.append(0x0A) }
            // (Rows are not counted here: a package says so when it names them.)
            try reportIntegrity(rows: 0, &report, &structural, source, &stdout)
            try finish(report, &stdout)
            try stdout.flush()
        } catch {
            return .failed(error)
        }
        return .finished(anyNotPassed: anyNotPassed, structural: structural, changed: changed, enforced: report.enforced)
    }

    /// The columns and report of a JSON table (JSON Lines or an array), whose objects name
    /// the declared columns as keys; nil, said on stderr, when they cannot be used.
    func jsonStart(_ source: Source) -> (TableColumns, TableReport)? {
        var names: [String] = []
        for declaration in columns where !names.contains(declaration.column) { names.append(declaration.column) }
        let colors = Terminal.useColor(output.color)
            ? StatusColors(valid: output.validColor, invalid: output.invalidColor) : nil
        do throws(TableError) {
            return try start(names.map { Array($0.utf8) }, source, colors, keyInHeader: false)
        } catch {
            writeError("fieldcheck: error: \(source.messagePrefix)\(error.message)\n")
            return nil
        }
    }

    /// The first object's keys paired with a schema's fields (`JSONKeys`), their label
    /// problems reported as table errors of that row.
    func pairKeys(
        _ keys: inout JSONKeys, _ members: [JSONMember], row: Int, line: Int, _ report: inout TableReport,
        _ structural: inout Bool, _ source: Source, _ stdout: inout OutputStream
    ) throws(SystemError) {
        guard let fieldsMatch else { return }
        let labels: [FieldsMatch.Problem]
        do throws(TableError) {
            labels = try keys.pair(members, fieldsMatch, columns: columns)
        } catch {
            try self.report(TableProblem(row: row, line: line, reason: error.message, rowsNotChecked: 0), &report, &structural, source, &stdout)
            return
        }
        for label in labels {
            var problem = TableProblem(
                row: row, line: line, record: label.label.isEmpty ? nil : Array(label.label.utf8), reason: label.reason, rowsNotChecked: 0)
            problem.column = label.field
            try self.report(problem, &report, &structural, source, &stdout)
        }
    }

    /// A member's value as a cell: its text, or why it is not a value (an object, an array).
    static func cell(_ member: JSONMember?) -> (value: [UInt8], notAValue: String?) {
        switch member?.value {
        case .none, .null?: return ([], nil)
        case .string(let text)?: return (Array(text.utf8), nil)
        case .number(let text)?: return (Array(text.utf8), nil)
        case .bool(let flag)?: return (Array((flag ? "true" : "false").utf8), nil)
        case .array?: return ([], "an array is not a value")
        case .object?: return ([], "an object is not a value")
        }
    }

    func checkJSONLine(
        _ raw: UnsafeBufferPointer<UInt8>, _ members: [JSONMember], _ number: Int, _ table: TableColumns, _ keys: JSONKeys,
        _ report: inout TableReport, _ stdout: inout OutputStream, _ anyNotPassed: inout Bool, _ lineName: String?,
        line: Int? = nil
    ) -> Bool {
        var worst = Status.passed
        let keyFailure = table.hasPrimaryKey || !seen.foreignKeys.isEmpty
            ? seen.keyFailure(number, table) { column in Self.cell(keys.member(members, column.name)).value } : nil
        let key = output.key.map { name in Self.cell(members.first { $0.key == name }).value }
        for (position, column) in table.columns.enumerated() where keys.reads(column.name) {
            let (value, notAValue) = Self.cell(keys.member(members, column.name))
            let verdict = notAValue.map { Verdict.failed($0) } ?? checkedCell(value, column, position, number, keyFailure)
            if verdict.status != .passed && !column.rule.warn {
                anyNotPassed = true
                if mode == .quiet { return false }
            }
            if verdict.status != .passed && (verdict.status == .failed || worst == .passed) { worst = verdict.status }
            report.add(row: number, line: line ?? number, key: key, column: position, value: value, verdict: verdict, to: &stdout.buffer)
        }
        if case .only(let statuses) = mode, statuses.contains(worst) {
            if let lineName { stdout.buffer.append(lineName + ":") }
            stdout.buffer.append(raw)
            stdout.buffer.append(0x0A)
        }
        return !passedLimit(report)
    }

    /// The line with each declared value that passes in canonical form (a JSON string where
    /// it changes); others reported on stderr and left as they are.
    func formatJSONLine(
        _ line: UnsafeBufferPointer<UInt8>, _ hasCR: Bool, _ members: [JSONMember], _ number: Int, _ table: TableColumns,
        _ keys: JSONKeys, _ stdout: inout OutputStream, _ anyNotPassed: inout Bool, _ changed: inout Bool, _ prefix: String,
        rowWord: String = "line"
    ) throws(SystemError) -> Bool {
        var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
        let keyFailure = table.hasPrimaryKey || !seen.foreignKeys.isEmpty
            ? seen.keyFailure(number, table) { column in Self.cell(keys.member(members, column.name)).value } : nil
        for (position, column) in table.columns.enumerated() where keys.reads(column.name) {
            let member = keys.member(members, column.name)
            let (value, notAValue) = Self.cell(member)
            let (verdict, formatted) = notAValue.map { (Verdict.failed($0), nil) }
                ?? formattedCell(value, column, position, number, keyFailure)
            guard let formatted else {
                if !column.rule.warn { anyNotPassed = true }
                try stdout.flush()
                writeError("fieldcheck: \(prefix)\(rowWord) \(number), column \(column.name): \(verdict.status.name): \(verdict.reason ?? "")\n")
                continue
            }
            // Unchanged text stays as written (escapes, a number or boolean unquoted).
            guard let member, Array(formatted.utf8) != value else { continue }
            var literal = ByteBuffer(capacity: formatted.utf8.count + 8)
            JSONText.appendString(formatted, to: &literal)
            replacements.append((member.range, literal.bytes))
        }
        var position = 0
        for replacement in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            stdout.buffer.append(UnsafeBufferPointer(rebasing: line[position..<replacement.range.lowerBound]))
            stdout.buffer.append(replacement.bytes)
            position = replacement.range.upperBound
        }
        stdout.buffer.append(UnsafeBufferPointer(rebasing: line[position...]))
        if hasCR { stdout.buffer.append(0x0D) }
        if !replacements.isEmpty { changed = true }
        return true
    }
}
