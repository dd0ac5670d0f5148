import ArgumentParsing
import FieldCheck

/// `check --schema S --checklist C`: a frictionless checklist's checks run over each table,
/// row by row, beside the cells' rules (`ChecklistRun`, in the library); its findings are
/// records of the report (`RuleFailure`).
struct ChecklistSetup {
    var checks: [TableCheck]
    var fields: [ChecklistRun.Field]

    /// The checklist of `--checklist` (a file, or the JSON itself) and the schema's own
    /// (`x-checklist`), one after the other, over the schema's fields as frictionless types
    /// them; nil when there is none. Warnings said on standard error (fatal with --strict).
    static func load(_ argument: String?, schemaPath: String, strict: Bool) throws(RunPlan.Refusal) -> ChecklistSetup? {
        let schema: TableSchema
        do {
            schema = try TableSchema.parse(try readFile(schemaPath))
        } catch {
            throw .plain("\(schemaPath): cannot be read again for its checklist")
        }
        var checklists: [(name: String, checklist: Checklist)] = []
        if let argument {
            let inline = argument.drop { $0 == " " || $0 == "\t" || $0 == "\n" }.first == "{"
            let contents: [UInt8]
            let name = inline ? "--checklist" : argument
            if inline {
                contents = Array(argument.utf8)
            } else {
                let lowered = argument.lowercased()
                if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") {
                    throw .plain("\(argument): a YAML checklist is not read (fieldcheck reads JSON checklists): write it as JSON")
                }
                do {
                    contents = try readFile(argument)
                } catch {
                    throw .plain(error.message)
                }
            }
            do {
                checklists.append((name, try Checklist.parse(contents)))
            } catch {
                throw .plain("\(name): \(error.message)")
            }
        }
        if let inside = schema.checklist {
            do {
                checklists.append(("\(schemaPath): \"x-checklist\"", try Checklist.parse(inside)))
            } catch {
                throw .plain("\(schemaPath): \"x-checklist\": \(error.message)")
            }
        }
        guard !checklists.isEmpty else { return nil }
        var fields: [ChecklistRun.Field] = []
        for field in schema.fields {
            var date: Rule?
            if case .date(let format) = field.typing.kind {
                // The date as fieldcheck's date type reads the field's format, constraints aside.
                date = try? Rule.make(options: ["--type", "date", "--table-schema"] + (format == "default" ? [] : ["--date-format", format]))
            }
            fields.append(ChecklistRun.Field(name: field.name, typing: field.typing, rule: date))
        }
        var checks: [TableCheck] = []
        for (name, checklist) in checklists {
            var warnings = checklist.warnings
            let probe = ChecklistRun(checks: checklist.checks, fields: fields)
            for (position, check) in checklist.checks.enumerated() {
                guard case .rowConstraint(let formula) = check.kind else { continue }
                for name in formula.names where formula.calls(name) && !Formula.functions.contains(name) {
                    warnings.append("\(check.label): \(name)() is not one of simpleeval's functions (int, float, str, list, tuple, dict, set): every row fails it, as in frictionless")
                }
            }
            for (position, unknown, meant) in probe.unknownNames() {
                var warning = "\(checklist.checks[position].label): '\(unknown)' is not a field of the schema"
                if let meant = meant ?? Suggestions.closest(to: unknown, among: fields.map(\.name)) { warning += " (did you mean '\(meant)'?)" }
                warnings.append(warning + ": it is None in every row, as frictionless reads a name that is no field")
            }
            if strict, let first = warnings.first {
                throw .plain("\(name): \(first) (an error with --strict)")
            }
            for warning in warnings { writeError("fieldcheck: warning: \(name): \(warning)\n") }
            checks += checklist.checks
        }
        return ChecklistSetup(checks: checks, fields: fields)
    }
}

extension ChecklistSetup {
    /// A fields file's `@row` and `@table` lines, over its columns typed by their rules;
    /// nil when it has none.
    static func fieldsFileRules(
        _ path: String, columns: [(column: String, place: String, rule: Rule)], options: [RuleOptions]
    ) throws(RunPlan.Refusal) -> ChecklistSetup? {
        let lines: [FieldsRuleLine]
        do {
            lines = try FieldsFile.ruleLines(try readFile(path), path: path)
        } catch let error as FieldsFileError {
            throw .plain(error.description)
        } catch {
            throw .plain("\(path): cannot be read again for its @row and @table lines")
        }
        guard !lines.isEmpty else { return nil }
        let names = columns.map(\.column)
        var checks: [TableCheck] = []
        for line in lines {
            do throws(FieldsFileError) {
                checks.append(try TableCheck.fromFieldsLine(line, columns: names, path: path))
            } catch {
                throw .plain(error.description)
            }
        }
        let fields = zip(columns, options).map { column, rules in
            let type = rules.type?.rawValue ?? "text"
            return ChecklistRun.Field(name: column.column, typing: CellTyping(kind: .fromRule(type), missingValues: []), rule: column.rule)
        }
        return ChecklistSetup(checks: checks, fields: fields)
    }
}

extension TableCommand {
    /// The checklist's run over the table whose header was just read: its rules counted in
    /// the report, its start findings reported.
    func startChecklist(_ state: inout TableState, _ source: Source, _ stdout: inout OutputStream) {
        guard let checklist else { return }
        let run = ChecklistRun(checks: checklist.checks, fields: checklist.fields)
        current.checklistRun = run
        // Each field's place in the record, by name (a field the header lacks has none: its
        // cells are None, as frictionless reads a missing cell).
        if let table = state.table {
            var places: [String: Int] = [:]
            for column in table.columns where places[column.name] == nil { places[column.name] = column.index }
            current.checklistPlaces = checklist.fields.map { places[$0.name] }
        }
        state.report.setRules(checklist.checks.map(\.label))
        ReportDocument.note(rules: checklist.checks.map { ($0.label, $0.type) })
        report(run.start(), &state, source, &stdout)
    }

    /// A row of the declared width, through the checklist's checks.
    func checkRules(_ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ line: Int, _ table: TableColumns,
        _ state: inout TableState, _ source: Source, _ stdout: inout OutputStream
    ) {
        guard let run = current.checklistRun else { return }
        do throws(FormulaError) {
            let failures = try run.row(row, RecordCells(record: record, buffer: buffer, places: current.checklistPlaces))
            if !failures.isEmpty {
                let key = current.keyIndex.map { record.value($0, in: buffer) }
                report(failures, &state, source, &stdout, line: line, key: key)
            }
        } catch {
            // What fieldcheck does not evaluate is no verdict: said as an error of the
            // table, and the checklist stops there.
            let what: String
            switch error {
            case .cannot(let text), .python(let text): what = text
            }
            current.checklistRun = nil
            try? self.report(
                TableProblem(row: row, line: line, reason: "the checklist's formulas need \(what), which fieldcheck does not evaluate: the checklist is not run on the rest of the table", rowsNotChecked: 0),
                &state.report, &state.structural, source, &stdout)
        }
    }

    /// The checklist's findings at the table's end.
    func endChecklist(rows: Int, _ state: inout TableState, _ source: Source, _ stdout: inout OutputStream) {
        guard let run = current.checklistRun else { return }
        report(run.end(rows: rows), &state, source, &stdout)
        current.checklistRun = nil
    }

    func report(
        _ failures: [RuleFailure], _ state: inout TableState, _ source: Source, _ stdout: inout OutputStream, line: Int? = nil, key: [UInt8]? = nil
    ) {
        for failure in failures {
            // (A check that cannot run on this table is an error of the run, as a table's.)
            if failure.check == "check-error" { state.structural = true } else { state.anyNotPassed = true }
            let lineOfRow = failure.row == nil ? nil : line
            state.report.add(ruleFailure: failure, line: lineOfRow, key: failure.row == nil ? nil : key, to: &stdout.buffer)
        }
    }
}

/// A CSV record's declared cells, by their position among the declared columns.
struct RecordCells: RowCells {
    let record: CSVRecord
    let buffer: UnsafeBufferPointer<UInt8>
    /// Each field's place in the record (nil: not in the header).
    let places: [Int?]

    func withCell<Result>(_ position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard position < places.count, let place = places[position], place < record.fieldCount else {
            return body(UnsafeBufferPointer(start: nil, count: 0))
        }
        return record.withValue(place, in: buffer, body)
    }

    func isMissing(_ position: Int) -> Bool {
        guard position < places.count, let place = places[position] else { return true }
        return place >= record.fieldCount
    }
}
