import ArgumentParsing
import FieldCheckReference

/// A Frictionless Table Schema (`--schema FILE.json`), turned into what a fields file
/// says: one line per field, a column name and rule options. `check --schema` reads those
/// lines with the same parser as a fields file, and `fieldcheck schema FILE` prints them,
/// so the two forms cannot drift apart. Properties frictionless ignores (descriptive ones,
/// custom ones such as `x-...`, `dimension`, `unit`) are ignored; one that is a near miss of
/// a property Table Schema has (`feilds`, `primarykey`, `constraint`, `minLenght`) is an
/// error with a did-you-mean, where frictionless would ignore it and check nothing; a
/// feature that frictionless uses and fieldcheck does not is an error naming it.
package struct TableSchema: Equatable, Sendable {
    /// One field: its column name and the rule options of its fields-file line.
    package struct Field: Equatable, Sendable {
        package var name: String
        /// The options, but for the values of an `enum`:
        package var options: [String]
        /// those, each a `--one-of VALUE` of the line, whose words stand before
        /// `options[oneOfAt]`. Kept apart: an enum of millions of values is taken as the list
        /// it is, not as twice as many words for the option parser.
        package var oneOf: [String] = []
        package var oneOfAt = 0
        /// How frictionless reads its cells into typed values (for checklists).
        package var typing = CellTyping(kind: .string)

        package init(name: String, options: [String], oneOf: [String] = [], oneOfAt: Int = 0) {
            self.name = name
            self.options = options
            self.oneOf = oneOf
            self.oneOfAt = oneOfAt
        }

        /// The whole line's words, as a fields file writes them.
        package var words: [String] {
            guard !oneOf.isEmpty else { return options }
            return Array(options[..<oneOfAt]) + oneOf.flatMap { ["--one-of", $0] } + Array(options[oneOfAt...])
        }
    }

    package var fields: [Field]
    /// How the fields meet a table's header (Table Schema v2; `exact` by default).
    package var fieldsMatch = FieldsMatch.exact
    /// `foreignKeys`: each row's values of `fields` must be a row's values of
    /// `referenceFields` in the resource `resource` of the same Data Package (nil or "":
    /// this table itself).
    package var foreignKeys: [ForeignKey] = []
    /// What frictionless ignores but was most likely meant: a near miss of a property's name
    /// (`typ`, `minLenght` beside `constraints`), a constraint written on the field instead
    /// of in `constraints`. Said, never acted on (`--strict` refuses the schema instead).
    package var warnings: [String] = []
    /// `x-checklist`: a frictionless checklist written inside the schema (fieldcheck's;
    /// frictionless ignores `x-` properties), run as `--checklist` runs one.
    package var checklist: JSONValue?

    package struct ForeignKey: Equatable, Sendable {
        package var fields: [String]
        package var resource: String?
        package var referenceFields: [String]
    }

    /// A mistake in the schema, or a feature fieldcheck does not support.
    package struct Problem: Error, Equatable, Sendable {
        package var message: String
        /// Control characters from the schema (a key with a line break in it) are written
        /// `\xHH`, so that the message stays one line.
        package init(_ message: String) { self.message = Quoting.display(message) }
    }

    /// The properties of a schema that Table Schema (v1 and v2) defines.
    static let schemaProperties = [
        "fields", "missingValues", "primaryKey", "foreignKeys", "uniqueKeys", "fieldsMatch",
        "title", "description", "$schema", "profile", "name",
    ]

    /// The properties of a field that Table Schema (v1 and v2) defines.
    static let fieldProperties = [
        "name", "type", "format", "constraints", "missingValues", "trueValues", "falseValues", "decimalChar", "groupChar",
        "bareNumber", "floatNumber", "title", "description", "example", "rdfType", "categories", "categoriesOrdered",
        "delimiter", "itemType", "itemConstraints", "arrayItem",
    ]

    /// The constraints Table Schema defines.
    static let constraintNames = [
        "required", "unique", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
        "pattern", "enum", "jsonSchema",
    ]

    /// A property no schema defines is ignored, as frictionless ignores it, unless it is a
    /// near miss of one that `known` has (case aside, or one or two edits in a longer
    /// name): then the error says which was meant, since ignoring it would check nothing.
    /// Custom properties (`x-...`, a prefix with `:`) are never near misses.
    static func nearMiss(_ key: String, among known: [String]) -> String? {
        guard !key.hasPrefix("x-"), !key.contains(":") else { return nil }
        let lowered = key.lowercased()
        if let same = known.first(where: { $0.lowercased() == lowered }) { return same }
        let allowed = key.count >= 6 ? 2 : key.count >= 3 ? 1 : 0
        var best: (name: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(Array(lowered), Array(candidate.lowercased()))
            if distance <= allowed && distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein's distance (a swap of two letters is two edits).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    package static func parse(_ bytes: [UInt8]) throws(Problem) -> TableSchema {
        let document: JSONValue
        do {
            document = try JSONReader.parse(bytes)
        } catch {
            throw Problem("not valid JSON: \(error.description)")
        }
        guard case .object(let members) = document else { throw Problem("a Table Schema is a JSON object with \"fields\"") }
        var schemaMissing: [String]?
        var primaryKey: [String] = []
        var fieldValues: [JSONValue]?
        var fieldsMatch = FieldsMatch.exact
        var foreignKeys: [ForeignKey] = []
        var warnings: [String] = []
        for (key, value) in members {
            switch key {
            case "fields":
                guard case .array(let items) = value else { throw Problem("\"fields\" must be an array") }
                fieldValues = items
            case "missingValues":
                schemaMissing = try missingValues(value, at: "\"missingValues\"")
            case "primaryKey":
                switch value {
                case .string(let name): primaryKey = [name]
                case .array(let names):
                    for name in names {
                        guard case .string(let text) = name else { throw Problem("\"primaryKey\" must name fields") }
                        primaryKey.append(text)
                    }
                default: throw Problem("\"primaryKey\" must be a field name or a list of them")
                }
            case "fieldsMatch":
                guard case .string(let text) = value, let mode = FieldsMatch(rawValue: text) else {
                    throw Problem("\"fieldsMatch\" must be one of \(FieldsMatch.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
                }
                fieldsMatch = mode
            case "foreignKeys":
                foreignKeys = try Self.foreignKeys(value)
            case "uniqueKeys":
                throw Problem("\"\(key)\" is not supported")
            default:
                if ["title", "description", "name"].contains(key) {
                    guard case .string = value else { throw Problem("\"\(key)\" must be a string") }
                    continue
                }
                if schemaProperties.contains(key) { continue }  // descriptive
                if let meant = nearMiss(key, among: schemaProperties) {
                    warnings.append(Quoting.display("\"\(key)\" is not a property of a Table Schema (did you mean \"\(meant)\"?): ignored, as frictionless ignores it"))
                }
            }
        }
        guard let fieldValues else {
            let meant = members.first { nearMiss($0.key, among: ["fields"]) != nil }.map { " (\"\($0.key)\" is not one: did you mean \"fields\"?)" }
            throw Problem("a Table Schema needs \"fields\"" + (meant ?? ""))
        }
        if fieldValues.isEmpty { throw Problem("\"fields\" lists no fields") }
        var fields: [Field] = []
        var names: Set<String> = []
        for (index, value) in fieldValues.enumerated() {
            let field = try convert(value, number: index + 1, schemaMissing: schemaMissing, primaryKey: primaryKey, warnings: &warnings)
            guard names.insert(field.name).inserted else { throw Problem("field \"\(field.name)\" is declared twice") }
            fields.append(field)
        }
        for name in primaryKey where !names.contains(name) {
            throw Problem("\"primaryKey\" names \"\(name)\", which is not a field")
        }
        for key in foreignKeys {
            for name in key.fields where !names.contains(name) {
                throw Problem("\"foreignKeys\" names \"\(name)\", which is not a field")
            }
            if key.resource ?? "" == "" {
                for name in key.referenceFields where !names.contains(name) {
                    throw Problem("\"foreignKeys\" refers to \"\(name)\" of this table, which is not a field")
                }
            }
        }
        var schema = TableSchema(fields: fields, fieldsMatch: fieldsMatch, foreignKeys: foreignKeys, warnings: warnings)
        schema.checklist = document["x-checklist"]
        return schema
    }

    /// `foreignKeys`: a list of `{"fields": ..., "reference": {"resource": ..., "fields": ...}}`,
    /// fields given as one name or a list of them, as many on both sides.
    static func foreignKeys(_ value: JSONValue) throws(Problem) -> [ForeignKey] {
        guard case .array(let items) = value else { throw Problem("\"foreignKeys\" must be a list") }
        func names(_ value: JSONValue?, _ what: String) throws(Problem) -> [String] {
            switch value {
            case .string(let name)?: return [name]
            case .array(let list)? where !list.isEmpty:
                var names: [String] = []
                for item in list {
                    guard case .string(let name) = item else { throw Problem("\(what) must name fields") }
                    names.append(name)
                }
                return names
            default: throw Problem("\(what) must be a field name or a list of them")
            }
        }
        var keys: [ForeignKey] = []
        for item in items {
            guard case .object = item, case .object? = item["reference"] else {
                throw Problem("each of \"foreignKeys\" is an object with \"fields\" and \"reference\"")
            }
            let fields = try names(item["fields"], "\"foreignKeys\" \"fields\"")
            let reference = item["reference"]
            var resource: String?
            switch reference?["resource"] {
            case .none, .null?: resource = nil
            case .string(let name)?: resource = name
            default: throw Problem("a foreign key's \"reference\" \"resource\" must be a resource name")
            }
            let referenceFields = try names(reference?["fields"], "a foreign key's \"reference\" \"fields\"")
            guard referenceFields.count == fields.count else {
                throw Problem("a foreign key names \(fields.count) fields and refers to \(referenceFields.count)")
            }
            keys.append(ForeignKey(fields: fields, resource: resource, referenceFields: referenceFields))
        }
        return keys
    }

    static func missingValues(_ value: JSONValue, at place: String) throws(Problem) -> [String] {
        guard case .array(let items) = value else { throw Problem("\(place) must be a list of strings") }
        var values: [String] = []
        for item in items {
            switch item {
            case .string(let text): values.append(text)
            case .object:
                guard case .string(let text)? = item["value"] else { throw Problem("\(place): an entry object needs a string \"value\"") }
                values.append(text)
            default: throw Problem("\(place) must be a list of strings")
            }
        }
        return values
    }

    /// The types of Table Schema that fieldcheck reads, and the fieldcheck type of each.
    static let types: [String: String?] = [
        "string": nil, "any": nil, "integer": "integer", "number": "decimal", "boolean": "boolean",
        "date": "date", "time": "time", "datetime": "datetime", "year": "year", "yearmonth": "yearmonth",
    ]

    /// The constraints each Table Schema type takes (as frictionless 5.21 has them).
    static func constraints(of type: String) -> Set<String> {
        switch type {
        case "string": return ["required", "unique", "minLength", "maxLength", "pattern", "enum"]
        case "boolean", "any": return ["required", "unique", "enum"]
        case "list": return ["required", "minLength", "maxLength"]
        default: return ["required", "unique", "minimum", "maximum", "enum"]
        }
    }

    /// The string formats Table Schema has (frictionless 5.21 refuses any other).
    static let stringFormats = ["default", "email", "uri", "binary", "uuid", "wkt"]

    /// A field's properties that frictionless ignores but that are near misses of defined
    /// ones, or constraints written beside `constraints`: each a warning.
    /// Each with a short form for an error it may explain.
    static func nearMisses(_ members: [(key: String, value: JSONValue)], place: String) -> [(warning: String, hint: String)] {
        var misses: [(warning: String, hint: String)] = []
        for (key, _) in members where !fieldProperties.contains(key) && !key.hasPrefix("x-") && key != "required" {
            if constraintNames.contains(key) {
                misses.append((Quoting.display(
                    "\(place): \"\(key)\" is a constraint: write it inside \"constraints\"; ignored, as frictionless ignores it"),
                    Quoting.display("\"\(key)\" is ignored: it belongs inside \"constraints\"")))
            } else if let meant = nearMiss(key, among: fieldProperties + constraintNames) {
                let inside = constraintNames.contains(meant) ? " inside \"constraints\"" : ""
                misses.append((Quoting.display(
                    "\(place): \"\(key)\" is not a property of a field (did you mean \"\(meant)\"\(inside)?): ignored, as frictionless ignores it"),
                    Quoting.display("\"\(key)\" is ignored: did you mean \"\(meant)\"\(inside)?")))
            }
        }
        return misses
    }

    static func convert(
        _ value: JSONValue, number: Int, schemaMissing: [String]?, primaryKey: [String], warnings: inout [String]
    ) throws(Problem) -> Field {
        guard case .object(let members) = value else { throw Problem("field \(number) must be an object") }
        guard case .string(let name)? = value["name"] else { throw Problem("field \(number) needs a \"name\"") }
        let place = "field \"\(name)\""
        let misses = nearMisses(members, place: place)
        warnings += misses.map(\.warning)
        do {
            return try convert(members, value, name: name, place: place, schemaMissing: schemaMissing, primaryKey: primaryKey)
        } catch {
            // A near miss may be the cause ("typ" leaves the field a string, where its
            // "minimum" does not apply): the error says it too.
            guard let first = misses.first else { throw error }
            throw Problem("\(error.message) (\(first.hint))")
        }
    }

    static func convert(
        _ members: [(key: String, value: JSONValue)], _ value: JSONValue, name: String, place: String,
        schemaMissing: [String]?, primaryKey: [String]
    ) throws(Problem) -> Field {
        var type = "string"
        if let given = value["type"] {
            guard case .string(let text) = given else { throw Problem("\(place): \"type\" must be a string") }
            type = text
        }
        // A list (Table Schema v2, as frictionless 5.21 reads it): the cell split on the
        // delimiter, every item read as its itemType reads a value with the default format,
        // minLength and maxLength counting items.
        var itemType = type
        var listOptions: [String] = []
        if type == "list" {
            itemType = "string"
            if let given = value["itemType"] {
                let allowed = ["string", "integer", "boolean", "number", "datetime", "date", "time"]
                guard case .string(let text) = given, allowed.contains(text) else {
                    throw Problem("\(place): \"itemType\" must be one of \(allowed.joined(separator: ", "))")
                }
                itemType = text
            }
            var delimiter = ","
            if let given = value["delimiter"] {
                guard case .string(let text) = given, !text.isEmpty else { throw Problem("\(place): \"delimiter\" must be a non-empty string") }
                delimiter = text
            }
            listOptions = ["--separator", delimiter]
        }
        guard let mapped = types[itemType] else {
            let known = ["string", "integer", "number", "boolean", "date", "time", "datetime", "year", "yearmonth", "list", "any"]
            let unsupported = ["object", "array", "duration", "geopoint", "geojson"]
            if unsupported.contains(type) { throw Problem("\(place): type \"\(type)\" is not supported") }
            var message = "\(place): unknown type \"\(type)\""
            if let guess = Suggestions.closest(to: type, among: known) { message += " (did you mean \"\(guess)\"?)" }
            throw Problem(message)
        }
        var options: [String] = []
        var oneOf: [String] = [], oneOfAt = 0
        var fieldType = mapped
        var format = "default"
        if let given = value["format"] {
            guard case .string(let text) = given else { throw Problem("\(place): \"format\" must be a string") }
            format = text.hasPrefix("fmt:") ? String(text.dropFirst(4)) : text
        }
        switch type {
        case "string":
            switch format {
            case "default": break
            case "email": fieldType = "email"
            case "uri": fieldType = "url"
            case "uuid": fieldType = "uuid"
            case "binary", "wkt": throw Problem("\(place): string format \"\(format)\" is not supported (default, email, uri, uuid)")
            default:
                // frictionless refuses any other format ("'url' is not one of [...]"); an
                // identifier type of fieldcheck's is `x-type`, which frictionless ignores.
                var message = "\(place): format \"\(format)\" is not one of \(stringFormats.joined(separator: ", ")) (frictionless refuses it)"
                if let meant = nearMiss(format, among: stringFormats) ?? (format == "url" ? "uri" : nil)
                    ?? Suggestions.closest(to: format, among: stringFormats) {
                    message += "; did you mean \"\(meant)\"?"
                } else if FieldType(rawValue: format)?.unit.isStringFormat == true {
                    message += "; fieldcheck's \(format) type is \"x-type\": \"\(format)\""
                }
                throw Problem(message)
            }
            if let given = value["x-type"] {
                // fieldcheck's identifier types on a string field (frictionless ignores `x-`).
                guard case .string(let name) = given, FieldType(rawValue: name)?.unit.isStringFormat == true else {
                    let names = FieldType.allCases.filter { $0.unit.isStringFormat }.map(\.rawValue)
                    throw Problem("\(place): \"x-type\" must be one of \(names.joined(separator: ", "))")
                }
                guard format == "default" else { throw Problem("\(place): \"x-type\" and \"format\" \"\(format)\" are two types: give one") }
                fieldType = name
            }
        case "date", "time", "datetime":
            if format != "default" { options += ["--date-format", format] }
        default:
            break  // frictionless ignores a format on the other types
        }
        // Every column reads its values as Table Schema does (lengths in code points too).
        options = (fieldType.map { ["--type", $0] } ?? []) + ["--table-schema"] + options
        var required = primaryKey.contains(name)
        var minLength = 0
        // An empty decimalChar reads no cell as a number (frictionless accepts it): the
        // bounds and the list are never reached, and are not read as numbers.
        let readsNoNumber = type == "number" && value["decimalChar"] == .string("")
        for (key, item) in members {
            switch key {
            case "name", "type", "format": continue
            case "constraints":
                guard case .object(let given) = item else { throw Problem("\(place): \"constraints\" must be an object") }
                let allowed = constraints(of: type)
                for (constraint, setting) in given {
                    guard allowed.contains(constraint) else {
                        if ["exclusiveMinimum", "exclusiveMaximum", "jsonSchema"].contains(constraint) {
                            throw Problem("\(place): constraint \"\(constraint)\" is not supported")
                        }
                        if !constraintNames.contains(constraint), let meant = nearMiss(constraint, among: constraintNames) {
                            throw Problem("\(place): \"\(constraint)\" is not a constraint (did you mean \"\(meant)\"?)")
                        }
                        if !constraintNames.contains(constraint) {
                            throw Problem("\(place): \"\(constraint)\" is not a constraint of Table Schema")
                        }
                        throw Problem("\(place): constraint \"\(constraint)\" does not apply to type \"\(type)\"")
                    }
                    let at = "\(place): constraint \"\(constraint)\""
                    switch constraint {
                    case "required": if try boolean(setting, at) { required = true }
                    case "unique": if try boolean(setting, at) { options.append("--unique") }
                    case "minLength": minLength = try count(setting, at)
                    case "maxLength": options += [type == "list" ? "--max-items" : "--max-length", String(try count(setting, at))]
                    case "pattern":
                        guard case .string(let pattern) = setting else { throw Problem("\(at) must be a string") }
                        options += ["--pattern", pattern, "--ucp"]
                    case "enum" where readsNoNumber, "minimum" where readsNoNumber, "maximum" where readsNoNumber:
                        continue
                    case "enum":
                        guard case .array(let items) = setting else { throw Problem("\(at) must be a list") }
                        // (An empty list allows no value, as frictionless reads it.)
                        if items.isEmpty { options.append("--one-of-none") }
                        oneOf.reserveCapacity(oneOf.count + items.count)
                        for entry in items { oneOf.append(try text(entry, at, type: type, of: value)) }
                        oneOfAt = options.count
                    default:  // minimum, maximum
                        options += ["--\(constraint)", try text(setting, at, type: type, of: value)]
                    }
                }
            case "missingValues":
                break
            case "trueValues", "falseValues":
                guard type == "boolean" else { throw Problem("\(place): \"\(key)\" applies to boolean fields") }
                guard case .array(let items) = item else { throw Problem("\(place): \"\(key)\" must be a list of strings") }
                // (An empty list: no spelling at all, not the default ones.)
                if items.isEmpty { options.append(key == "trueValues" ? "--no-true-value" : "--no-false-value") }
                for entry in items {
                    guard case .string(let spelling) = entry else { throw Problem("\(place): \"\(key)\" must be a list of strings") }
                    options += [key == "trueValues" ? "--true-value" : "--false-value", spelling]
                }
            case "decimalChar", "groupChar":
                // (frictionless reads them on numbers only, and ignores them elsewhere: an
                // integer with groupChar "," still fails on "1,000".)
                guard type == "number" else { continue }
                guard case .string(let character) = item else { throw Problem("\(place): \"\(key)\" must be a string") }
                options += [key == "decimalChar" ? "--decimal-char" : "--group-char", character]
            case "bareNumber":
                guard type == "number" || type == "integer" else { throw Problem("\(place): \"bareNumber\" applies to numbers") }
                if !(try boolean(item, "\(place): \"bareNumber\"")) { options.append("--no-bare-number") }
            case "delimiter" where type == "list", "itemType" where type == "list":
                continue  // (read above)
            case "x-region":
                // The country of a postal, vat or phone field (fieldcheck's --region).
                guard case .string(let region) = item else { throw Problem("\(place): \"x-region\" must be a string") }
                options += ["--region", region]
            case "x-type": continue  // (read with the format)
            case "required":
                // (frictionless refuses it there.)
                throw Problem("\(place): \"required\" should be set as \"constraints.required\"")
            case "x-warn":
                // fieldcheck's --warn: the field's cells that do not pass are warnings.
                if try boolean(item, "\(place): \"x-warn\"") { options.append("--warn") }
            case "delimiter", "itemType", "itemConstraints", "arrayItem", "categories", "categoriesOrdered", "floatNumber":
                throw Problem("\(place): property \"\(key)\" is not supported")
            default:
                if ["title", "description", "rdfType"].contains(key) {
                    // (Descriptive, but of a type: frictionless refuses `"title": 5`.)
                    guard case .string = item else { throw Problem("\(place): \"\(key)\" must be a string") }
                    continue
                }
                // (Anything else is descriptive, or a near miss `nearMisses` names.)
            }
        }
        if primaryKey.contains(name) { options.append("--primary-key") }
        if let listed = value["missingValues"] {
            for missing in try missingValues(listed, at: "\(place): \"missingValues\"") { options += ["--missing-value", missing] }
        } else if let schemaMissing, schemaMissing != [""] {
            for missing in schemaMissing { options += ["--missing-value", missing] }
            if schemaMissing.isEmpty { options.append("--nothing-missing") }
        }
        if let listed = value["missingValues"], case .array(let items) = listed, items.isEmpty { options.append("--nothing-missing") }
        // With the default missing values ([""]), an empty cell is missing: a required field
        // refuses it as too short ("empty"), as no --missing-value says so.
        let emptyIsDefaultMissing = !options.contains("--missing-value") && !options.contains("--nothing-missing")
        if type == "list" {
            options += listOptions
            if minLength > 0 { options += ["--min-items", String(minLength)] }
            minLength = 0
        }
        options += ["--min-length", String(required && emptyIsDefaultMissing ? max(1, minLength) : minLength)]
        if !required { options.append("--optional") }
        var field = Field(name: name, options: options, oneOf: oneOf, oneOfAt: oneOfAt)
        field.typing = try typing(type: type, format: format, of: value, schemaMissing: schemaMissing)
        return field
    }

    /// How frictionless types the field's cells (`CellTyping`).
    static func typing(type: String, format: String, of value: JSONValue, schemaMissing: [String]?) throws(Problem) -> CellTyping {
        var missing = schemaMissing ?? [""]
        if let listed = value["missingValues"] { missing = try missingValues(listed, at: "missingValues") }
        func string(_ key: String, _ fallback: String) -> String {
            if case .string(let text)? = value[key] { return text }
            return fallback
        }
        func strings(_ key: String, _ fallback: [String]) -> [String] {
            guard case .array(let items)? = value[key] else { return fallback }
            return items.compactMap { if case .string(let text) = $0 { return text } else { return nil } }
        }
        let bareNumber = value["bareNumber"] != .bool(false)
        let kind: CellTyping.Kind
        switch type {
        case "string", "any": kind = .string
        case "integer": kind = .integer(bareNumber: bareNumber)
        case "number":
            let processed = value["decimalChar"] != nil || value["groupChar"] != nil || value["bareNumber"] != nil
            kind = .number(bareNumber: bareNumber, decimalChar: string("decimalChar", "."), groupChar: string("groupChar", ""), processed: processed)
        case "boolean":
            kind = .boolean(
                trueValues: strings("trueValues", ["true", "True", "TRUE", "1"]), falseValues: strings("falseValues", ["false", "False", "FALSE", "0"]))
        case "date": kind = .date(format: format)
        case "year": kind = .year
        default: kind = .other(type)
        }
        return CellTyping(kind: kind, missingValues: missing)
    }

    static func boolean(_ value: JSONValue, _ place: String) throws(Problem) -> Bool {
        guard case .bool(let flag) = value else { throw Problem("\(place) must be true or false") }
        return flag
    }

    /// A length, as frictionless takes one: any JSON integer (`2.0` too). A negative one is
    /// 0 (a minimum that bounds nothing; a maximum that only an empty value meets), one past
    /// fieldcheck's limit is the limit (no value that long is read).
    static func count(_ value: JSONValue, _ place: String) throws(Problem) -> Int {
        guard case .number(var text) = value else { throw Problem("\(place) must be a whole number") }
        if let point = text.firstIndex(of: "."), text[text.index(after: point)...].allSatisfy({ $0 == "0" }) {
            text = String(text[..<point])
        }
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 &- 0x30 < 10 }) else { throw Problem("\(place) must be a whole number") }
        if text.hasPrefix("-") { return 0 }
        guard digits.count <= 18, let number = Int(digits), number <= RuleOptions.lengthLimit else { return RuleOptions.lengthLimit }
        return number
    }

    /// A constraint value as the text the field's type reads: a string as it is; a JSON
    /// number as frictionless takes one (not through decimalChar, groupChar or bareNumber,
    /// so it is written back with the field's decimal character; an integer field takes
    /// 5.0 as 5); a yearmonth as [2024, 1].
    static func text(_ value: JSONValue, _ place: String, type: String, of field: JSONValue) throws(Problem) -> String {
        switch value {
        case .string(let text): return text
        case .number(let text):
            if type == "number", case .string(let decimal)? = field["decimalChar"], decimal != "." {
                if let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
                    // Written without its exponent, so no letter meets a bareNumber: false.
                    throw Problem("\(place): write \(text) without an exponent (\(text[..<exponent]) and \(text[exponent...]))")
                }
                return text.replacingAll(".", with: decimal)
            }
            if type == "integer", let point = text.firstIndex(of: "."),
               text[text.index(after: point)...].allSatisfy({ $0 == "0" }) {
                return String(text[..<point])
            }
            return text
        case .array(let parts) where type == "yearmonth" && parts.count == 2:
            guard case .number(let year) = parts[0], case .number(let month) = parts[1] else {
                throw Problem("\(place): a yearmonth is [year, month]")
            }
            return "\(year)-\(month)"
        case .bool(let flag): return flag ? "true" : "false"
        default: throw Problem("\(place): \(value.serialized()) is not a value of the field")
        }
    }

    /// The equivalent fields file: one line per field, words quoted for the shell (a line
    /// break in a name or value, which frictionless reads, as `$'...\n...'`).
    package func fieldsFile(source: String) throws(Problem) -> String {
        var text = "# The rules of the Table Schema \(source), as a fields file (fieldcheck schema).\n"
        let width = min(24, fields.map { ShellQuoting.columnName($0.name).count }.max() ?? 0)
        for field in fields {
            let name = ShellQuoting.columnName(field.name)
            text += name + String(repeating: " ", count: max(1, width + 2 - name.count))
            text += field.words.map { ShellQuoting.quote($0) }.joined(separator: " ") + "\n"
        }
        return text
    }
}

/// Quoting for the shell-like words of a fields file.
package enum ShellQuoting {
    /// `word` as is when it is safe, else in single quotes; with a control character (a
    /// line break), in bash's `$'...'` with escapes, which keeps it on one line.
    /// A column name at the start of a fields-file line: quoted when it would read as an
    /// option (`-x`) or as the `@read` line (`@read`).
    package static func columnName(_ name: String) -> String {
        quote(name, forceQuotes: name.hasPrefix("-") || name.hasPrefix("@"))
    }

    package static func quote(_ word: String, forceQuotes: Bool = false) -> String {
        if word.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            var out: [UInt8] = Array("$'".utf8)
            for byte in word.utf8 {
                switch byte {
                case 0x0A: out += Array("\\n".utf8)
                case 0x0D: out += Array("\\r".utf8)
                case 0x09: out += Array("\\t".utf8)
                case 0x5C: out += Array("\\\\".utf8)
                case 0x27: out += Array("\\'".utf8)
                case ..<0x20, 0x7F: out += Array("\\x\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true))".utf8)
                default: out.append(byte)
                }
            }
            return String(decoding: out + [0x27], as: UTF8.self)
        }
        if !forceQuotes, !word.isEmpty, word.unicodeScalars.allSatisfy({ $0.isASCII && (QuickAccept.isLetter(UInt8($0.value)) || QuickAccept.isDigit(UInt8($0.value)) || "-_./:@%+=,".unicodeScalars.contains($0)) }) {
            return word
        }
        return "'" + word.replacingAll("'", with: "'\\''") + "'"
    }
}
