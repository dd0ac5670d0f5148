import FieldCheckReference

/// `infer`'s proposal for one column: the rule chosen from a sample (`ColumnInference`)
/// and what every row said of it (`ColumnTally`), written as a fields-file line with its
/// comment, or as a Table Schema field with its description.
package struct InferredColumn {
    package var name: String
    package var candidate: RuleCandidate?
    package var tally: ColumnTally

    package init(name: String, candidate: RuleCandidate?, tally: ColumnTally) {
        self.name = name
        self.candidate = candidate
        self.tally = tally
    }

    /// Types whose values are keys by nature: a column of them, all different, is `--unique`.
    static let keyTypes: Set<String> = ["uuid", "email", "iban", "vat", "isin", "lei", "isbn", "issn", "ean", "cusip", "imei", "card", "ssn", "ein", "bic"]

    /// The values of `--one-of`, most frequent first, each as it is most often written: a
    /// column of a few values, each used often.
    package var oneOf: [String]? {
        // (An identifier is checked by its type, whatever few of them the table holds.)
        guard let distinct = tally.distinct, !distinct.isEmpty, candidate?.type.rawValue != "boolean",
              !Self.keyTypes.contains(candidate?.type.rawValue ?? ""),
              tally.passed >= 20, distinct.count * 4 <= tally.passed,
              // (A fields file is read a line at a time: no line breaks or controls in its words.)
              distinct.values.allSatisfy({ ($0.usual ?? "").unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } })
        else { return nil }
        return distinct.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
            .map { $0.value.usual ?? $0.key }
    }

    /// Whether the column looks like a key: every value different, and of a key type or
    /// named like one.
    package var unique: Bool {
        guard tally.keys != nil, !tally.repeats, tally.passed >= 10, oneOf == nil else { return false }
        let lowered = name.lowercased()
        let named = lowered == "id" || lowered.hasSuffix("_id") || lowered.hasSuffix("id") && lowered.count <= 4
            || ["key", "code", "uuid", "number", "sku", "ref"].contains(where: { lowered.contains($0) })
        return named || InferredColumn.keyTypes.contains(candidate?.type.rawValue ?? "")
    }

    /// The missing markers seen, most frequent first (each then `--missing-value`, with the
    /// empty value kept among them).
    package var markers: [String] {
        tally.markers.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
    }

    /// The rule options.
    package var words: [String] {
        // (A one-of says all a generalised pattern would.)
        var words = candidate?.words.first == "--pattern" && oneOf != nil ? [] : candidate?.words ?? []
        if tally.empty > 0 || !tally.markers.isEmpty { words.append("--optional") }
        if !tally.markers.isEmpty {
            for marker in markers + [""] { words += ["--missing-value", marker] }
        }
        for value in oneOf ?? [] { words += ["--one-of", value] }
        if unique { words.append("--unique") }
        return words
    }

    /// Its pass rate, the values that do not pass (the first few, with their rows) and
    /// the range of values seen.
    package var comment: String {
        // (The name as check's report writes it: a line break in it would end the comment.)
        var text = String(decoding: TableReport.escaped(name), as: UTF8.self) + ": "
        let nonEmpty = tally.nonEmpty
        if nonEmpty == 0 {
            text += "every cell empty"
        } else {
            text += "\(Self.percent(tally.passed, nonEmpty)) of \(nonEmpty) value\(nonEmpty == 1 ? "" : "s") pass"
        }
        if tally.empty > 0 { text += ", \(tally.empty) empty" }
        if tally.missing > 0 {
            let each = markers.map { tally.markers.count == 1 ? Self.quoted($0) : "\(Self.quoted($0)) \(tally.markers[$0] ?? 0)" }
            text += ", \(tally.missing) missing (\(each.joined(separator: ", ")))"
        }
        if tally.failureCount > 0 {
            text += "; \(tally.failureCount) do\(tally.failureCount == 1 ? "es" : "") not: "
            text += tally.failures.map { "\(Self.quoted($0.value)) (row \($0.line))" }.joined(separator: ", ")
            if tally.failureCount > tally.failures.count { text += ", ..." }
        }
        if let least = tally.least, let greatest = tally.greatest, least != greatest, oneOf == nil {
            text += "; from \(least) to \(greatest)"
        }
        return text
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        if part == whole { return "100%" }
        let tenths = part * 1000 / whole
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// A value in a comment: quoted, control characters escaped, at most 40 characters.
    static func quoted(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars.prefix(40) {
            out += scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        if value.unicodeScalars.count > 40 { out += "..." }
        return "'" + out + "'"
    }
}

/// A table's proposals, written out.
package enum InferredTable {
    /// The fields file: a comment line before each column's line.
    package static func fieldsFile(_ columns: [InferredColumn], source: String, rows: Int, sampled: Int, read: [String]? = nil) -> String {
        var text = "# Rules proposed by fieldcheck infer for \(source) (\(rows) row\(rows == 1 ? "" : "s"); types chosen from the first \(sampled)).\n"
        text += "# Each comment: the share of the column's values that pass, and the first that do not.\n"
        if let read {
            // (How check reads the table as infer did: the delimiter its first rows use.)
            text += "@read " + read.joined(separator: " ") + "\n"
        }
        let width = min(24, columns.map { ShellQuoting.columnName($0.name).count }.max() ?? 0)
        for column in columns {
            text += "# " + column.comment + "\n"
            let name = ShellQuoting.columnName(column.name)
            let words = column.words.map { ShellQuoting.quote($0) }.joined(separator: " ")
            text += words.isEmpty ? name + "\n" : name + String(repeating: " ", count: max(1, width + 2 - name.count)) + words + "\n"
        }
        return text
    }

    /// A Table Schema: each column a field of the Table Schema type its rule reads as, an
    /// identifier or other fieldcheck type as a string `format` (with `x-region`), the
    /// comment as its description, and `required`, `enum`, `unique` constraints.
    package static func tableSchema(_ columns: [InferredColumn]) -> String {
        var out = ByteBuffer(capacity: 1024)
        out.append("{\n  \"fields\": [")
        for (index, column) in columns.enumerated() {
            out.append(index == 0 ? "\n    {" : ",\n    {")
            out.append("\"name\": ")
            JSONText.appendString(column.name, to: &out)
            let type = column.candidate?.type.rawValue
            let (schemaType, format) = tableSchemaType(type)
            out.append(", \"type\": \"\(schemaType)\"")
            var formatText = format
            var region: String?
            var patternConstraint: String?
            if let words = column.candidate?.words {
                if let at = words.firstIndex(of: "--date-format"), at + 1 < words.count { formatText = words[at + 1] }
                if let at = words.firstIndex(of: "--region"), at + 1 < words.count { region = words[at + 1] }
            }
            if let words = column.candidate?.words, words.first == "--pattern", column.oneOf == nil, words.count > 1 {
                patternConstraint = words[1]
            }
            if let formatText {
                // (An identifier type is fieldcheck's `x-type`: frictionless refuses it as a format.)
                let identifier = FieldType(rawValue: formatText)?.unit.isStringFormat == true
                out.append(identifier ? ", \"x-type\": " : ", \"format\": ")
                JSONText.appendString(formatText, to: &out)
            }
            if let region {
                out.append(", \"x-region\": ")
                JSONText.appendString(region, to: &out)
            }
            for (option, property) in [("--decimal-char", "decimalChar"), ("--group-char", "groupChar")] {
                guard let words = column.candidate?.words, let at = words.firstIndex(of: option), at + 1 < words.count else { continue }
                out.append(", \"\(property)\": ")
                JSONText.appendString(words[at + 1], to: &out)
            }
            if !column.tally.markers.isEmpty {
                // (Table Schema v2's field missingValues; the empty value stays one of them.)
                out.append(", \"missingValues\": [\"\"")
                for marker in column.markers {
                    out.append(", ")
                    JSONText.appendString(marker, to: &out)
                }
                out.append("]")
            }
            out.append(", \"description\": ")
            JSONText.appendString(column.comment, to: &out)
            var constraints: [String] = []
            if column.tally.empty == 0 && column.tally.markers.isEmpty && column.tally.nonEmpty > 0 { constraints.append("\"required\": true") }
            if column.unique { constraints.append("\"unique\": true") }
            if let patternConstraint {
                var text = ByteBuffer(capacity: 32)
                JSONText.appendString(patternConstraint, to: &text)
                constraints.append("\"pattern\": " + String(decoding: text.bytes, as: UTF8.self))
            }
            if let oneOf = column.oneOf {
                var list = ByteBuffer(capacity: 64)
                for (at, value) in oneOf.enumerated() {
                    if at > 0 { list.append(", ") }
                    JSONText.appendString(value, to: &list)
                }
                constraints.append("\"enum\": [" + String(decoding: list.bytes, as: UTF8.self) + "]")
            }
            if !constraints.isEmpty { out.append(", \"constraints\": {" + constraints.joined(separator: ", ") + "}") }
            out.append("}")
        }
        out.append("\n  ]\n}\n")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// How a Data Package's resource is read: what `infer --package` writes beside the
    /// schema, so that check and frictionless read the table as infer did.
    package struct Resource {
        /// The table's path from the package's folder.
        package var path: String
        /// `csv` or `jsonl`.
        package var format: String
        /// As `--encoding` and Python's codecs name it.
        package var encoding: String
        /// The CSV delimiter, when not a comma.
        package var delimiter: UInt8?

        package init(path: String, format: String, encoding: String, delimiter: UInt8?) {
            self.path = path
            self.format = format
            self.encoding = encoding
            self.delimiter = delimiter
        }

        /// A resource name as Data Package v1 allows (`[-a-z0-9._/]`), from the file's name
        /// without its extension.
        package var name: String {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let stem = file.firstIndex(of: ".").map { String(file[..<$0]) } ?? file
            var name = ""
            for scalar in stem.lowercased().unicodeScalars {
                let allowed = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
                name += allowed ? String(scalar) : "-"
            }
            return name.isEmpty || name.allSatisfy({ $0 == "-" }) ? "table" : name
        }
    }

    /// A Data Package of one resource: the table at `resource.path`, its dialect and
    /// encoding, and the Table Schema of `columns`.
    package static func dataPackage(_ columns: [InferredColumn], resource: Resource) -> String {
        func string(_ text: String) -> String {
            var out = ByteBuffer(capacity: text.utf8.count + 2)
            JSONText.appendString(text, to: &out)
            return String(decoding: out.bytes, as: UTF8.self)
        }
        var text = "{\n  \"name\": \(string(resource.name)),\n  \"resources\": [\n    {\n"
        text += "      \"name\": \(string(resource.name)),\n"
        text += "      \"path\": \(string(resource.path)),\n"
        text += "      \"profile\": \"tabular-data-resource\",\n"
        text += "      \"format\": \(string(resource.format)),\n"
        text += "      \"encoding\": \(string(resource.encoding)),\n"
        if let delimiter = resource.delimiter {
            text += "      \"dialect\": {\"delimiter\": \(string(String(Unicode.Scalar(delimiter))))},\n"
        }
        // (The schema as --table-schema writes it, indented to its place.)
        var schema = tableSchema(columns)
        if schema.hasSuffix("\n") { schema.removeLast() }
        text += "      \"schema\": " + schema.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n      ") + "\n"
        text += "    }\n  ]\n}\n"
        return text
    }

    /// The Table Schema type and format of a fieldcheck type.
    package static func tableSchemaType(_ type: String?) -> (String, String?) {
        switch type {
        case "integer": return ("integer", nil)
        case "decimal": return ("number", nil)
        case "boolean": return ("boolean", nil)
        case "date", "time", "datetime", "year", "yearmonth": return (type ?? "string", nil)
        case "email": return ("string", "email")
        case "url": return ("string", "uri")
        case "uuid": return ("string", "uuid")
        case .some(let name) where FieldType(rawValue: name)?.unit.isStringFormat == true: return ("string", name)
        default: return ("string", nil)
        }
    }
}
