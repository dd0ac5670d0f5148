import FieldCheck

/// What a file given for rules looks like, judged from its bytes when its reader refuses
/// it: a Table Schema given to `--fields` gets "this looks like a Table Schema: give it with
/// --schema" rather than the fields-file reader's complaint about its first line.
enum RuleFileKind: Equatable {
    case fieldsFile, tableSchema, dataPackage, table

    /// The option that reads it.
    var option: String {
        switch self {
        case .fieldsFile: return "--fields"
        case .tableSchema: return "--schema"
        case .dataPackage: return "--package"
        case .table: return "a FILE argument"
        }
    }

    var name: String {
        switch self {
        case .fieldsFile: return "a fields file"
        case .tableSchema: return "a Table Schema"
        case .dataPackage: return "a Data Package"
        case .table: return "a table"
        }
    }

    /// The hint for a file of another kind than `expected`, or nil when it is not plainly
    /// one of the others (the reader's own message then stands).
    static func hint(_ contents: [UInt8], path: String, expected: RuleFileKind) -> String? {
        guard let kind = guess(contents, path: path), kind != expected else { return nil }
        let giving = kind == .table
            ? "check it with its rules (--fields, --schema), not as \(expected.name)"
            : "give it with \(kind.option)"
        return "this looks like \(kind.name), not \(expected.name): \(giving)"
    }

    /// The kind the bytes plainly are: a JSON object with "resources" or "fields", a table by
    /// its name's extension or a first line of delimited cells, lines of a name and options.
    static func guess(_ contents: [UInt8], path: String) -> RuleFileKind? {
        var start = contents.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < contents.count, [0x20, 0x09, 0x0A, 0x0D].contains(contents[start]) { start += 1 }
        let format = TableFormat(path: Array(path.utf8))
        if format.compression != nil || [".csv", ".tsv", ".tab", ".jsonl", ".ndjson"].contains(where: path.lowercased().hasSuffix) {
            return .table
        }
        if start < contents.count, contents[start] == UInt8(ascii: "{") {
            guard let document = try? JSONReader.parse(contents), case .object = document else { return nil }
            if document["resources"] != nil { return .dataPackage }
            if document["fields"] != nil { return .tableSchema }
            return nil
        }
        if start < contents.count, contents[start] == UInt8(ascii: "[") {
            // (A JSON array of objects is a table; `[1]` is only a mistake.)
            guard let document = try? JSONReader.parse(contents), case .array(let items) = document,
                case .object? = items.first
            else { return nil }
            return .table
        }
        // Text: a fields file's lines are a name, then options; a table's first line has cells.
        let lines = contents[start...].split(separator: 0x0A).prefix(20).map { String(decoding: $0, as: UTF8.self) }
        let meaningful = lines.filter { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
        guard let first = meaningful.first else { return nil }
        if meaningful.contains(where: { $0.contains(" --") || $0.contains(" -t ") || $0.contains(" -p ") }) { return .fieldsFile }
        if first.contains(",") || first.contains("\t") || first.contains(";") { return .table }
        return nil
    }
}
