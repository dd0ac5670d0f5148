/// A finding of a checklist's check (or of a fields file's row or table rule): a record of
/// the report in every form, counted by rule, and the run exits 1, as for a cell.
package struct RuleFailure: Sendable {
    /// frictionless's error type (`row-constraint`, `duplicate-row`, ...); `check-error`
    /// for a check that cannot run on this table.
    package var check: String
    /// The rule's name in counts and reports (`TableCheck.label`), and its position.
    package var rule: String
    package var ruleIndex: Int
    /// The row, as frictionless numbers them (the header is row 1); nil for a table's.
    package var row: Int?
    /// The field it concerns, when one.
    package var column: String?
    /// The cell's text, when it concerns one.
    package var value: [UInt8]?
    /// What frictionless says (its error's note).
    package var note: String
    /// A row formula's cells, as read (name and text), for the reports.
    package var cells: [(name: String, value: String)] = []

    package init(check: String, rule: String, ruleIndex: Int, row: Int?, column: String? = nil, value: [UInt8]? = nil, note: String) {
        self.check = check
        self.rule = rule
        self.ruleIndex = ruleIndex
        self.row = row
        self.column = column
        self.value = value
        self.note = note
    }
}

/// A checklist run over one table, row by row as frictionless runs one: `start` once the
/// header is read, `row` for each row of the declared width, `end` after the last. The
/// state that whole-table checks keep (sequence, duplicates, values for deviations) is
/// bounded per distinct value, as `--unique`'s.
package final class ChecklistRun {
    package struct Field {
        package var name: String
        package var typing: CellTyping
        /// The rule whose canonical form types the cell (fieldcheck's date type for a
        /// schema's date fields; a fields file's column rule).
        package var rule: Rule?

        package init(name: String, typing: CellTyping, rule: Rule? = nil) {
            self.name = name
            self.typing = typing
            self.rule = rule
        }
    }

    let checks: [TableCheck]
    let fields: [Field]
    let fieldIndex: [String: Int]
    /// A check that cannot run (a check-error at the start) is dropped, as frictionless drops it.
    var active: [Bool]
    /// Each check's state, by its position.
    var sequenceCursor: [FormulaValue]
    var sequenceEnded: [Bool]
    var seenRows: [[RowDigest: Int]]
    var requiredFound: [[FormulaValue]]
    /// Each row-constraint's formula with its fields resolved to places in `values`.
    let formulas: [Formula?]
    /// The row at hand's typed values (kept: its storage serves every row).
    var values: [FormulaValue] = []
    var deviatedValues: [Int: [(row: Int, value: FormulaValue)]] = [:]
    var cellSizes: [Int: [Int: [(row: Int, size: Int)]]] = [:]
    /// Fields whose typed values some check reads.
    let needed: [Bool]
    /// How each field's cells are typed; its shape (`skipped` when no check reads it), its
    /// rule unretained (the fields keep it), whether an empty cell is missing.
    let readers: [CellReader]
    let shapes: [CellReader.Shape]
    let ruleRefs: [Unmanaged<Rule>?]
    let emptyIsMissing: [Bool]
    /// Each row-constraint's program, unretained (`programHolders` keeps them).
    let programs: [Unmanaged<FormulaProgram>?]
    let programHolders: [FormulaProgram?]
    /// Each check's findings are reported (not filtered by pickErrors / skipErrors).
    let reportedFlags: [Bool]
    package private(set) var rows = 0

    package init(checks: [TableCheck], fields: [Field]) {
        self.checks = checks
        self.fields = fields
        var index: [String: Int] = [:]
        for (position, field) in fields.enumerated() where index[field.name] == nil { index[field.name] = position }
        fieldIndex = index
        active = Array(repeating: true, count: checks.count)
        sequenceCursor = Array(repeating: .none, count: checks.count)
        sequenceEnded = Array(repeating: false, count: checks.count)
        seenRows = Array(repeating: [:], count: checks.count)
        requiredFound = Array(repeating: [], count: checks.count)
        formulas = checks.map { check in
            if case .rowConstraint(let formula) = check.kind { return formula.resolved(index) }
            return nil
        }
        var needed = Array(repeating: false, count: fields.count)
        for check in checks {
            switch check.kind {
            case .rowConstraint(let formula):
                for name in formula.names { if let at = index[name] { needed[at] = true } }
            case .duplicateRow, .truncatedValue, .asciiValue, .deviatedCell:
                needed = Array(repeating: true, count: fields.count)
            case .unique(let names):
                for name in names { if let at = index[name] { needed[at] = true } }
            default:
                if let name = check.fieldName, let at = index[name] { needed[at] = true }
            }
        }
        self.needed = needed
        readers = fields.map { CellReader($0.typing, rule: $0.rule) }
        shapes = zip(readers, needed).map { $1 ? $0.shape : .skipped }
        ruleRefs = fields.map { $0.rule.map { Unmanaged.passUnretained($0) } }
        emptyIsMissing = readers.map { $0.emptyIsMissing || [.ruleInteger, .ruleDecimal, .ruleDate].contains($0.shape) }
        let holders = formulas.map { $0.map { FormulaProgram($0) } }
        programHolders = holders
        programs = holders.map { $0.map { Unmanaged.passUnretained($0) } }
        reportedFlags = checks.map(\.reported)
    }

    /// Names a formula reads that are no fields: None in every row, as frictionless's row
    /// gives them; each with the field it may mean.
    package func unknownNames() -> [(check: Int, name: String, meant: String?)] {
        var unknown: [(Int, String, String?)] = []
        for (position, check) in checks.enumerated() {
            guard case .rowConstraint(let formula) = check.kind else { continue }
            for name in formula.names where fieldIndex[name] == nil && !formula.calls(name) {
                unknown.append((position, name, TableSchema.nearMiss(name, among: fields.map(\.name))))
            }
        }
        return unknown
    }

    func failure(_ position: Int, row: Int?, column: String? = nil, value: [UInt8]? = nil, note: String) -> RuleFailure {
        RuleFailure(check: checks[position].type, rule: checks[position].label, ruleIndex: position, row: row, column: column, value: value, note: note)
    }

    func checkError(_ position: Int, _ note: String) -> RuleFailure {
        var failure = failure(position, row: nil, note: note)
        failure.check = "check-error"
        return failure
    }

    /// The checks' findings before any row: a check that cannot run on this schema (a
    /// check-error, and the check is dropped), the field counts of table-dimensions.
    package func start() -> [RuleFailure] {
        var found: [RuleFailure] = []
        // frictionless deletes a failing check from the list it is walking, so the check
        // after it is not started (its field is not looked for): the same here.
        var skipNext = false
        for (position, check) in checks.enumerated() {
            if skipNext {
                skipNext = false
                continue
            }
            var errors: [String] = []
            switch check.kind {
            case .forbiddenValue(let field, _, _):
                if fieldIndex[field] == nil { errors.append("forbidden value check requires field \"\(field)\"") }
            case .sequentialValue(let field):
                if fieldIndex[field] == nil { errors.append("sequential value check requires field \"\(field)\"") }
            case .requiredValue(let field, _):
                if fieldIndex[field] == nil { errors.append("required value check requires field \"\(field)\" to exist") }
            case .deviatedValue(let field, _, let average):
                if let at = fieldIndex[field] {
                    if !["integer", "number"].contains(fields[at].typing.typeName) {
                        errors.append("deviated value check requires field \"\(field)\" to be numeric")
                    }
                } else {
                    errors.append("deviated value check requires field \"\(field)\" to exist")
                }
                if !["mean", "median", "mode"].contains(average) {
                    errors.append("deviated value check supports only average functions \"mean, median, mode\"")
                }
            case .tableDimensions(_, _, _, let numFields, let minFields, let maxFields):
                if check.reported {
                    found += dimensions(position, "fields", count: fields.count, numFields, minFields, maxFields)
                }
            default: break
            }
            if !errors.isEmpty {
                active[position] = false
                skipNext = true
                for error in errors { found.append(checkError(position, error)) }
            }
        }
        return found
    }

    /// table-dimensions' findings for a count of rows or fields (a bound of 0 is none, as
    /// frictionless reads it).
    func dimensions(_ position: Int, _ what: String, count: Int, _ exact: JSONNumber?, _ least: JSONNumber?, _ most: JSONNumber?) -> [RuleFailure] {
        var found: [RuleFailure] = []
        for (bound, words, fails) in [
            (exact, "the required", { (value: Double) in Double(count) != value }), (least, "the minimum", { Double(count) < $0 }),
            (most, "the maximum", { Double(count) > $0 }),
        ] {
            guard let bound, bound.value != 0, fails(bound.value) else { continue }
            found.append(failure(position, row: nil, note: "number of \(what) is \(count), \(words) is \(bound.text)"))
        }
        return found
    }

    /// The typed value of each needed field of a row, into `values` (moved out and back:
    /// one exclusive access a row, not one a cell).
    func typeRow<Cells: RowCells>(_ cells: Cells) {
        var values = self.values
        self.values = []
        values.removeAll(keepingCapacity: true)
        for position in 0..<shapes.count {
            // The common shapes here, from trivially copied facts (a reader copied a cell
            // costs its retains); the rest through the field's reader.
            let shape = shapes[position]
            if shape == .skipped || cells.isMissing(position) {
                values.append(.none)
                continue
            }
            let fast: FormulaValue? = cells.withCell(position) { bytes in
                if bytes.isEmpty { return emptyIsMissing[position] ? FormulaValue.none : nil }
                switch shape {
                case .integer: return CellTyping.plainInteger(bytes).map { .int($0) }
                case .decimal: return ExactDecimal.parsePlain(bytes).map { .decimal($0) }
                case .date: return CalendarDay.parseISO(bytes: bytes).map { .date($0.ordinal) }
                case .ruleInteger, .ruleDecimal, .ruleDate:
                    guard let rule = ruleRefs[position] else { return nil }
                    guard rule._withUnsafeGuaranteedRef({ $0.status(bytes) }) == .passed else { return FormulaValue.none }
                    switch shape {
                    case .ruleInteger: return CellTyping.plainInteger(bytes).map { .int($0) }
                    case .ruleDecimal: return ExactDecimal.parsePlain(bytes).map { .decimal($0) }
                    default: return CalendarDay.parseISO(bytes: bytes).map { .date($0.ordinal) }
                    }
                default: return nil
                }
            }
            if let fast {
                values.append(fast)
            } else {
                values.append(cells.withCell(position) { readers[position].value($0) })
            }
        }
        self.values = values
    }

    /// One row's findings (`number`: its row number); `cells` gives the bytes of each
    /// declared field by its position.
    package func row<Cells: RowCells>(_ number: Int, _ cells: Cells) throws(FormulaError) -> [RuleFailure] {
        rows += 1
        typeRow(cells)
        var found: [RuleFailure] = []
        for position in 0..<checks.count where active[position] {
            if let program = programs[position] {
                // (The hot path: a row formula, reached without copying its check.)
                let result = program._withUnsafeGuaranteedRef { $0.holds(slots: values) }
                switch result {
                case .success(true): continue
                case .success(false): if !reportedFlags[position] { continue }
                case .failure(let error): throw error
                }
            }
            let check = checks[position]
            switch check.kind {
            case .rowConstraint(let formula):
                do {
                    var failure = failure(position, row: number, note: "the row constraint to conform is \"\(formula.text)\"")
                    for name in formula.names {
                        if let at = fieldIndex[name] { failure.cells.append((name, String(decoding: cells.bytes(at), as: UTF8.self))) }
                    }
                    found.append(failure)
                }
            case .forbiddenValue(let field, let forbidden, let text):
                guard let at = fieldIndex[field] else { continue }
                if try FormulaValue.contains(forbidden, values[at]) && check.reported {
                    found.append(failure(position, row: number, column: field, value: cells.bytes(at), note: "forbidden values are \"\(text)\""))
                }
            case .requiredValue(let field, let required):
                guard let at = fieldIndex[field] else { continue }
                let value = values[at]
                if try FormulaValue.contains(required, value) {
                        if !(try FormulaValue.contains(requiredFound[position], value)) { requiredFound[position].append(value) }
                }
            case .sequentialValue(let field):
                guard let at = fieldIndex[field], !sequenceEnded[position] else { continue }
                let value = values[at]
                // frictionless: cursor = cursor or cell; assert cursor == cell; cursor += 1.
                var cursor = sequenceCursor[position]
                var broken = false
                do {
                    if !(try cursor.truthy()) { cursor = value }
                    if try FormulaValue.equal(cursor, value) {
                        cursor = try FormulaEvaluator.binary("+", cursor, .int(1))
                    } else {
                        broken = true
                    }
                } catch .python {
                    broken = true
                }
                sequenceCursor[position] = cursor
                if broken {
                    sequenceEnded[position] = true
                    if check.reported {
                        found.append(failure(position, row: number, column: field, value: cells.bytes(at), note: "the value is not sequential"))
                    }
                }
            case .unique(let names):
                // Rows whose key has a missing cell are not compared (as SQL's UNIQUE).
                var digest = SHA256()
                var complete = true
                for name in names {
                    guard let at = fieldIndex[name], !values[at].isNone else {
                        complete = false
                        break
                    }
                    let text = try Self.pythonText(values[at])
                    digest.update(Array(String(text.count).utf8) + [0x3A] + text)
                }
                guard complete else { continue }
                let key = RowDigest(&digest)
                if let match = seenRows[position][key] {
                    if check.reported {
                        var failure = failure(position, row: number, note: "the same \(names.joined(separator: ", ")) as row \(match)")
                        for name in names {
                            if let at = fieldIndex[name] { failure.cells.append((name, String(decoding: cells.bytes(at), as: UTF8.self))) }
                        }
                        found.append(failure)
                    }
                } else {
                    seenRows[position][key] = number
                }
            case .duplicateRow:
                var digest = SHA256()
                var first = true
                for value in values {
                    if !first { digest.update(",") }
                    first = false
                    digest.update(try Self.pythonText(value))
                }
                let key = RowDigest(&digest)
                if let match = seenRows[position][key], check.reported {
                    found.append(failure(position, row: number, note: "the same as row at position \"\(match)\""))
                }
                seenRows[position][key] = number
            case .deviatedValue(let field, _, _):
                guard let at = fieldIndex[field] else { continue }
                if !values[at].isNone { deviatedValues[position, default: []].append((number, values[at])) }
            case .deviatedCell(_, let ignored):
                for (at, field) in fields.enumerated() where field.typing.typeName == "string" && !ignored.contains(field.name) {
                    if case .string(let text) = values[at], !text.isEmpty {
                        cellSizes[position, default: [:]][at, default: []].append((number, text.unicodeScalars.count))
                    }
                }
            case .truncatedValue:
                guard check.reported else { continue }
                for (at, field) in fields.enumerated() {
                    var truncated = false
                    switch values[at] {
                    case .string(let text): truncated = text.unicodeScalars.count == 255
                    case .int(let value): truncated = [9_223_372_036_854_775_807, 4_294_967_295, 2_147_483_647, 2_097_152, 65535, 32767].contains(value)
                    case .opaque(let type, let text) where type == "int":
                        truncated = text.trimmingPythonSpace == "18446744073709551616"
                    default: break
                    }
                    if truncated { found.append(failure(position, row: number, column: field.name, value: cells.bytes(at), note: "value  is probably truncated")) }
                }
            case .asciiValue:
                guard check.reported else { continue }
                for (at, field) in fields.enumerated() where field.typing.typeName == "string" {
                    if case .string(let text) = values[at], !text.isEmpty, !text.unicodeScalars.allSatisfy(\.isASCII) {
                        found.append(failure(position, row: number, column: field.name, value: cells.bytes(at), note: "the cell contains non-ascii characters"))
                    }
                }
            case .tableDimensions:
                continue
            }
        }
        return found
    }

    /// Python's `str(value)` as bytes, for duplicate-row's text of a row.
    static func pythonText(_ value: FormulaValue) throws(FormulaError) -> [UInt8] {
        if case .opaque(_, let text) = value { return Array(text.utf8) }
        return Array(try value.text().utf8)
    }

    /// The findings once the table is read: table-dimensions' row counts, required values
    /// never seen, deviated values and cells. `rows`: the table's rows (frictionless's
    /// `stats.rows`).
    package func end(rows: Int) -> [RuleFailure] {
        var found: [RuleFailure] = []
        for (position, check) in checks.enumerated() where active[position] && check.reported {
            switch check.kind {
            case .tableDimensions(let numRows, let minRows, let maxRows, _, _, _):
                found += dimensions(position, "rows", count: rows, numRows, minRows, maxRows)
            case .requiredValue(let field, let required):
                let seen = requiredFound[position]
                var missing: [FormulaValue] = []
                for value in required where !((try? FormulaValue.contains(seen, value)) ?? false) {
                    if !((try? FormulaValue.contains(missing, value)) ?? false) { missing.append(value) }
                }
                for value in missing {
                    let text = (try? value.text()) ?? ""
                    found.append(failure(position, row: nil, column: field, note: "The value \"\(text)\" is required to be present in field \"\(field)\" in at least one row."))
                }
            case .deviatedValue(let field, let interval, let average):
                found += deviations(position, field: field, interval: interval, average: average)
            case .deviatedCell(let interval, _):
                for (at, sizes) in (cellSizes[position] ?? [:]).sorted(by: { $0.key < $1.key }) where sizes.count >= 2 {
                    let values = sizes.map { Double($0.size) }
                    let maximum = Statistics.median(values) + Statistics.stdev(values) * interval.value
                    let threshold = 5000 > maximum ? 5000 : maximum
                    for (row, size) in sizes where Double(size) > threshold {
                        var failure = failure(position, row: nil, column: fields[at].name, note: "cell at row \"\(row)\" and field \"\(fields[at].name)\" has deviated size")
                        failure.row = nil
                        found.append(failure)
                    }
                }
            default: break
            }
        }
        return found
    }

    func deviations(_ position: Int, field: String, interval: JSONNumber, average: String) -> [RuleFailure] {
        let cells = deviatedValues[position] ?? []
        guard cells.count >= 2 else { return [] }
        let decimals = cells.contains { if case .decimal = $0.value { return true } else { return false } }
        if decimals && !interval.isInteger {
            // (Decimal * float raises in Python; frictionless reports the calculation.)
            return [failure(position, row: nil, note: "calculation issue \"unsupported operand type(s) for *: 'decimal.Decimal' and 'float'\"")]
        }
        var numbers: [Double] = []
        for (_, value) in cells {
            switch value {
            case .int(let x): numbers.append(Double(x))
            case .decimal(let x): numbers.append(x.double)
            case .bool(let x): numbers.append(x ? 1 : 0)
            default: return [failure(position, row: nil, note: "calculation issue \"can't convert type '\(value.typeName)' to numerator/denominator\"")]
            }
        }
        if numbers.contains(where: { !$0.isFinite }) {
            return [failure(position, row: nil, note: "calculation issue \"a value that is not finite\"")]
        }
        let center: Double
        switch average {
        case "median": center = Statistics.median(numbers)
        case "mode": center = Statistics.mode(numbers)
        default: center = Statistics.mean(numbers)
        }
        let spread = Statistics.stdev(numbers)
        let minimum = center - spread * interval.value, maximum = center + spread * interval.value
        var found: [RuleFailure] = []
        for ((row, value), number) in zip(cells, numbers) where !(minimum <= number && number <= maximum) {
            let text = (try? value.text()) ?? ""
            var failure = failure(
                position, row: nil, column: field,
                note: "value \"\(text)\" in row at position \"\(row)\" and field \"\(field)\" is deviated \"[\(Statistics.fixed2(minimum)), \(Statistics.fixed2(maximum))]\"")
            failure.value = Array(text.utf8)
            found.append(failure)
        }
        return found
    }
}

extension String {
    var trimmingPythonSpace: String { CellTyping.pythonStrip(self) }
}

extension SHA256 {
    mutating func update(_ text: String) { update(Array(text.utf8)) }

    mutating func update(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { update($0) } }
}

/// Python's `statistics` functions the deviation checks use, in binary64 (frictionless
/// computes them exactly and rounds once: a value within an ulp of a bound may differ).
enum Statistics {
    static func mean(_ values: [Double]) -> Double {
        var sum = 0.0, compensation = 0.0
        for value in values {
            // (Kahan: the sum as exact as binary64 allows.)
            let y = value - compensation
            let t = sum + y
            compensation = (t - sum) - y
            sum = t
        }
        return sum / Double(values.count)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The most common value, the first met among equals (Python 3.8+).
    static func mode(_ values: [Double]) -> Double {
        var counts: [Double: Int] = [:]
        var best = values[0], bestCount = 0
        for value in values {
            counts[value, default: 0] += 1
        }
        for value in values where counts[value, default: 0] > bestCount {
            best = value
            bestCount = counts[value, default: 0]
        }
        return best
    }

    /// The sample standard deviation.
    static func stdev(_ values: [Double]) -> Double {
        let center = mean(values)
        var squares = 0.0
        for value in values { squares += (value - center) * (value - center) }
        return (squares / Double(values.count - 1)).squareRoot()
    }

    /// `%.2f`.
    static func fixed2(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let scaled = (abs(value) * 100).rounded(.toNearestOrEven)
        guard scaled < 9e18 else { return FormulaValue.pythonRepr(value) }
        let cents = Int64(scaled)
        let text = String(cents / 100) + "." + (cents % 100 < 10 ? "0" : "") + String(cents % 100)
        return (value < 0 && cents != 0 ? "-" : "") + text
    }
}

/// A row's declared cells, by position, as their bytes (without copies where the reader
/// holds them).
package protocol RowCells {
    func withCell<Result>(_ position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
    /// The row has no such cell (a field the header lacks): None.
    func isMissing(_ position: Int) -> Bool
}

extension RowCells {
    package func isMissing(_ position: Int) -> Bool { false }

    /// A cell's bytes, copied (for a finding's record).
    package func bytes(_ position: Int) -> [UInt8] { withCell(position) { Array($0) } }
}

/// Cells given as arrays (the tests, the fuzz target).
package struct ArrayRowCells: RowCells {
    package var cells: [[UInt8]]
    package init(_ cells: [[UInt8]]) { self.cells = cells }
    package func withCell<Result>(_ position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        cells[position].withUnsafeBufferPointer(body)
    }
}

/// A row's SHA-256 (frictionless keys duplicate rows by it), as a dictionary key.
struct RowDigest: Hashable {
    var a: UInt64, b: UInt64, c: UInt64, d: UInt64

    init(_ digest: inout SHA256) {
        _ = digest.hexDigest()
        let words = digest.words
        func pair(_ i: Int) -> UInt64 { UInt64(words[i]) << 32 | UInt64(words[i + 1]) }
        (a, b, c, d) = (pair(0), pair(2), pair(4), pair(6))
    }
}

/// A resolved row formula, held by reference (a row reaches it without retains).
package final class FormulaProgram {
    let root: FormulaNode

    init(_ formula: Formula) { root = formula.root }

    /// Whether the row satisfies it: false when Python raises; `cannot` as a failure.
    func holds(slots: [FormulaValue]) -> Result<Bool, FormulaError> {
        do throws(FormulaError) {
            return .success(try FormulaEvaluator(cell: { _ in nil }, slots: slots).evaluate(root).truthy())
        } catch .python {
            return .success(false)
        } catch {
            return .failure(error)
        }
    }
}
