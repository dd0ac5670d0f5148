import ArgumentParsing

/// A frictionless checklist (`frictionless validate --checklist FILE`): the checks to run
/// over a table beside its schema's, read as frictionless 5.21 reads the descriptor. What
/// frictionless refuses is refused (`ChecklistProblem`); what it ignores is a warning.
package struct Checklist: Sendable {
    package var checks: [TableCheck]
    package var warnings: [String] = []

    package init(checks: [TableCheck], warnings: [String] = []) {
        self.checks = checks
        self.warnings = warnings
    }

    package struct Problem: Error, Sendable, Equatable {
        package var message: String
        /// (One clean line: what the descriptor holds is shown with its control characters escaped.)
        package init(_ message: String) { self.message = Quoting.display(message) }
    }

    static let properties = ["name", "title", "description", "checks", "pickErrors", "skipErrors"]
    /// frictionless's own errors (its baseline check): a checklist's pickErrors and
    /// skipErrors would filter these too, which fieldcheck does not do.
    static let baselineErrors: [(type: String, tags: [String])] = [
        ("hash-count", ["#file"]), ("byte-count", ["#file"]), ("field-count", ["#table"]), ("row-count", ["#table"]),
        ("blank-header", ["#table", "#header"]), ("extra-label", ["#table", "#header", "#label"]),
        ("missing-label", ["#table", "#header", "#label"]), ("blank-label", ["#table", "#header", "#label"]),
        ("duplicate-label", ["#table", "#header", "#label"]), ("incorrect-label", ["#table", "#header", "#label"]),
        ("blank-row", ["#table", "#row"]), ("primary-key", ["#table", "#row"]), ("foreign-key", ["#table", "#row"]),
        ("extra-cell", ["#table", "#row", "#cell"]), ("missing-cell", ["#table", "#row", "#cell"]),
        ("type-error", ["#table", "#row", "#cell"]), ("constraint-error", ["#table", "#row", "#cell"]),
        ("unique-error", ["#table", "#row", "#cell"]),
    ]

    /// Reads a checklist descriptor (JSON).
    package static func parse(_ bytes: [UInt8]) throws(Problem) -> Checklist {
        let document: JSONValue
        do {
            document = try JSONReader.parse(bytes)
        } catch {
            throw Problem("not valid JSON: \(error.description)")
        }
        return try parse(document)
    }

    /// Reads a checklist descriptor already read as JSON (a schema's `x-checklist`).
    package static func parse(_ document: JSONValue) throws(Problem) -> Checklist {
        guard case .object(let members) = document else { throw Problem("a checklist is a JSON object with \"checks\"") }
        var warnings: [String] = []
        var checks: [TableCheck] = []
        var pick: [String] = [], skip: [String] = []
        for (key, value) in members {
            switch key {
            case "checks":
                guard case .array(let items) = value else { throw Problem("\"checks\" must be an array") }
                for (index, item) in items.enumerated() {
                    checks.append(try TableCheck.parse(item, number: index + 1, warnings: &warnings))
                }
            case "pickErrors", "skipErrors":
                guard case .array(let items) = value else { throw Problem("\"\(key)\" must be an array") }
                let names = items.compactMap { item -> String? in if case .string(let text) = item { return text } else { return nil } }
                if key == "pickErrors" { pick = names } else { skip = names }
            case "name", "title", "description":
                guard case .string = value else { throw Problem("\"\(key)\" must be a string") }
            default:
                var warning = "\"\(key)\" is not a property of a checklist"
                if let meant = TableSchema.nearMiss(key, among: properties) { warning += " (did you mean \"\(meant)\"?)" }
                warnings.append(warning + ": ignored, as frictionless ignores it")
            }
        }
        // pickErrors / skipErrors: the checks' own errors filtered; frictionless's own
        // errors (fieldcheck's cell verdicts) are not, so a filter that would drop them is
        // refused rather than half applied.
        func kept(_ type: String, _ tags: [String]) -> Bool {
            if !pick.isEmpty && !pick.contains(type) && Set(pick).isDisjoint(with: tags) { return false }
            if !skip.isEmpty && (skip.contains(type) || !Set(skip).isDisjoint(with: tags)) { return false }
            return true
        }
        if let dropped = baselineErrors.first(where: { !kept($0.type, $0.tags) }) {
            throw Problem(
                "pickErrors and skipErrors that leave out frictionless's own errors (here \"\(dropped.type)\") are not supported: fieldcheck reports every cell and table error")
        }
        for index in checks.indices { checks[index].reported = kept(checks[index].type, checks[index].tags) }
        return Checklist(checks: checks, warnings: warnings.map { Quoting.display($0) })
    }
}

/// One check of a checklist: its frictionless type (the error type it reports) and options.
package struct TableCheck: Sendable {
    package enum Kind: Sendable {
        case rowConstraint(Formula)
        case tableDimensions(numRows: JSONNumber?, minRows: JSONNumber?, maxRows: JSONNumber?, numFields: JSONNumber?, minFields: JSONNumber?, maxFields: JSONNumber?)
        case forbiddenValue(field: String, values: [FormulaValue], text: String)
        case requiredValue(field: String, values: [FormulaValue])
        case sequentialValue(field: String)
        case duplicateRow
        case deviatedValue(field: String, interval: JSONNumber, average: String)
        case deviatedCell(interval: JSONNumber, ignoreFields: [String])
        case truncatedValue
        case asciiValue
        /// fieldcheck's own (a fields file's `@table unique A B`): no two rows with the same
        /// values in these columns.
        case unique([String])
    }

    package var kind: Kind
    /// frictionless's check type, which is also the type of the errors it reports.
    package var type: String
    /// Its errors are reported (not filtered out by pickErrors / skipErrors).
    package var reported = true

    package init(kind: Kind, type: String) {
        self.kind = kind
        self.type = type
    }

    /// The name counts and reports give it: the formula, or the type and its field.
    package var label: String {
        switch kind {
        case .rowConstraint(let formula): return "\(type): \(formula.text)"
        case .unique(let names): return "unique: " + names.joined(separator: " ")
        case .forbiddenValue(let field, _, _), .requiredValue(let field, _), .sequentialValue(let field), .deviatedValue(let field, _, _):
            return "\(type): \(field)"
        default: return type
        }
    }

    /// The field it reads, when it names one.
    package var fieldName: String? {
        switch kind {
        case .forbiddenValue(let field, _, _), .requiredValue(let field, _), .sequentialValue(let field), .deviatedValue(let field, _, _):
            return field
        default: return nil
        }
    }

    var tags: [String] {
        switch type {
        case "truncated-value", "forbidden-value", "sequential-value", "ascii-value": return ["#table", "#row", "#cell"]
        case "duplicate-row", "row-constraint": return ["#table", "#row"]
        default: return ["#table"]
        }
    }

    static let types = [
        "row-constraint", "table-dimensions", "forbidden-value", "required-value", "sequential-value", "duplicate-row",
        "deviated-value", "deviated-cell", "truncated-value", "ascii-value",
    ]

    /// Each type's properties (frictionless's `metadata_profile_patch`) and the required ones.
    static func properties(of type: String) -> (all: [String], required: [String]) {
        switch type {
        case "row-constraint": return (["formula"], ["formula"])
        case "table-dimensions": return (["numRows", "minRows", "maxRows", "numFields", "minFields", "maxFields"], [])
        case "forbidden-value", "required-value": return (["fieldName", "values"], ["fieldName", "values"])
        case "sequential-value": return (["fieldName"], ["fieldName"])
        case "deviated-value": return (["fieldName", "interval", "average"], ["fieldName"])
        case "deviated-cell": return (["interval", "ignoreFields"], [])
        default: return ([], [])
        }
    }

    static func parse(_ value: JSONValue, number ordinal: Int, warnings: inout [String]) throws(Checklist.Problem) -> TableCheck {
        guard case .object(let members) = value else { throw Checklist.Problem("check \(ordinal) must be an object") }
        var typeValue = value["type"]
        if typeValue == nil, let code = value["code"] {
            // (frictionless 4's "code", still read, with a warning.)
            warnings.append("check \(ordinal): \"code\" is deprecated in favor of \"type\"")
            typeValue = code
        }
        guard let typeValue else { throw Checklist.Problem("check \(ordinal): \"type\" is a required property") }
        guard case .string(let type) = typeValue else { throw Checklist.Problem("check \(ordinal): \"type\" must be a string") }
        guard types.contains(type) else {
            var message = "check \(ordinal): check type \"\(type)\" is not supported"
            if let meant = TableSchema.nearMiss(type, among: types) { message += " (did you mean \"\(meant)\"?)" }
            throw Checklist.Problem(message)
        }
        let place = "check \(ordinal) (\(type))"
        let (allowed, required) = properties(of: type)
        for name in required where value[name] == nil { throw Checklist.Problem("\(place): \"\(name)\" is a required property") }
        for (key, item) in members {
            if ["type", "code"].contains(key) { continue }
            if ["name", "title", "description"].contains(key) {
                guard case .string = item else { throw Checklist.Problem("\(place): \"\(key)\" must be a string") }
                continue
            }
            if allowed.contains(key) { continue }
            var warning = "\(place): \"\(key)\" is not a property of this check"
            if let meant = TableSchema.nearMiss(key, among: allowed) { warning += " (did you mean \"\(meant)\"?)" }
            warnings.append(warning + ": ignored, as frictionless ignores it")
        }
        func string(_ key: String) throws(Checklist.Problem) -> String? {
            guard let item = value[key] else { return nil }
            guard case .string(let text) = item else { throw Checklist.Problem("\(place): \"\(key)\" must be a string") }
            return text
        }
        func number(_ key: String) throws(Checklist.Problem) -> JSONNumber? {
            guard let item = value[key] else { return nil }
            guard case .number(let text) = item, let number = JSONNumber(text) else { throw Checklist.Problem("\(place): \"\(key)\" must be a number") }
            return number
        }
        func array(_ key: String) throws(Checklist.Problem) -> [JSONValue]? {
            guard let item = value[key] else { return nil }
            guard case .array(let items) = item else { throw Checklist.Problem("\(place): \"\(key)\" must be an array") }
            return items
        }
        let kind: Kind
        switch type {
        case "row-constraint":
            let text = try string("formula") ?? ""
            do {
                kind = .rowConstraint(try Formula(text))
            } catch {
                if error.kind == .unsupported {
                    throw Checklist.Problem("\(place): the formula \(Quoting.display(text)) uses \(error.message) (column \(error.column)), which fieldcheck does not evaluate")
                }
                // Python refuses it: frictionless fails every row, and so does fieldcheck.
                warnings.append("\(place): the formula \(Quoting.display(text)) is not a Python expression (\(error.message), column \(error.column)): every row fails it, as in frictionless")
                kind = .rowConstraint(Formula(invalid: text))
            }
        case "table-dimensions":
            kind = .tableDimensions(
                numRows: try number("numRows"), minRows: try number("minRows"), maxRows: try number("maxRows"),
                numFields: try number("numFields"), minFields: try number("minFields"), maxFields: try number("maxFields"))
        case "forbidden-value", "required-value":
            let field = try string("fieldName") ?? ""
            let items = try array("values") ?? []
            var values: [FormulaValue] = []
            for item in items { values.append(try Self.pythonValue(item, place)) }
            if type == "required-value" {
                for item in values {
                    if case .list = item { throw Checklist.Problem("\(place): \"values\" holds a list, which frictionless cannot put in a set") }
                    if case .dictionary = item { throw Checklist.Problem("\(place): \"values\" holds an object, which frictionless cannot put in a set") }
                }
                kind = .requiredValue(field: field, values: values)
            } else {
                kind = .forbiddenValue(field: field, values: values, text: (try? FormulaValue.list(values).text()) ?? "")
            }
        case "sequential-value":
            kind = .sequentialValue(field: try string("fieldName") ?? "")
        case "duplicate-row": kind = .duplicateRow
        case "deviated-value":
            kind = .deviatedValue(field: try string("fieldName") ?? "", interval: try number("interval") ?? JSONNumber(integer: 3), average: try string("average") ?? "mean")
        case "deviated-cell":
            var ignored: [String] = []
            for item in try array("ignoreFields") ?? [] {
                if case .string(let name) = item { ignored.append(name) }
            }
            kind = .deviatedCell(interval: try number("interval") ?? JSONNumber(integer: 3), ignoreFields: ignored)
        case "truncated-value": kind = .truncatedValue
        default: kind = .asciiValue
        }
        return TableCheck(kind: kind, type: type)
    }

    /// A JSON value as Python's json module reads it.
    static func pythonValue(_ value: JSONValue, _ place: String) throws(Checklist.Problem) -> FormulaValue {
        switch value {
        case .null: return .none
        case .bool(let flag): return .bool(flag)
        case .string(let text): return .string(text)
        case .number(let text):
            if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
                guard let integer = Int64(text) else { throw Checklist.Problem("\(place): the number \(text) is past 64 bits") }
                return .int(integer)
            }
            guard let double = Double(text) else { throw Checklist.Problem("\(place): the number \(text) cannot be read") }
            return .float(double)
        case .array(let items):
            var values: [FormulaValue] = []
            for item in items { values.append(try pythonValue(item, place)) }
            return .list(values)
        case .object(let members):
            var pairs: [(FormulaValue, FormulaValue)] = []
            for (key, item) in members { pairs.append((.string(key), try pythonValue(item, place))) }
            return .dictionary(pairs)
        }
    }
}

extension Formula {
    /// A formula Python refuses: it raises on every row.
    package init(invalid text: String) {
        self.init(text: text, root: .name("\u{0}invalid", column: 1), names: [])
    }
}

/// A JSON number as Python's json module reads it: an int when written without a point or
/// an exponent, else a float; `text` is Python's `str()` of it (`10`, `10.0`).
package struct JSONNumber: Sendable {
    package var value: Double
    package var isInteger: Bool
    package var text: String

    init?(_ json: String) {
        guard let value = Double(json) else { return nil }
        self.value = value
        isInteger = !json.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
        text = isInteger ? (Int64(json).map(String.init) ?? json) : FormulaValue.pythonRepr(value)
    }

    init(integer: Int) {
        value = Double(integer)
        isInteger = true
        text = String(integer)
    }
}
