import ArgumentParsing

/// A Frictionless Data Package descriptor (`datapackage.json`), read as frictionless 5.21
/// reads the parts fieldcheck checks: its tabular resources, each with its data (one or
/// several paths relative to the package, or inline `data`), its Table Schema (inline or by
/// path), its CSV dialect, encoding, compression and format. Only reading the descriptor
/// happens here; the executable opens the files.
package struct DataPackage: Sendable {
    package struct Resource: Sendable {
        package var name: String
        /// The files, relative to the package's folder (several: one table in parts, the
        /// header in the first).
        package var paths: [String]
        /// Inline rows instead of files: arrays (the first the header) or objects.
        package var data: JSONValue?
        package var schema: Source?
        package var dialect: Dialect
        package var format: String?
        package var encoding: String?
        package var compression: String?
        /// Properties fieldcheck does not read (a zip archive's `innerpath`: it reads the
        /// first member): the first is named when the resource is read.
        package var unsupported: [String] = []
        /// What the descriptor says of the data (`bytes`, `hash`, `rows`, `stats`), checked.
        package var stats = Stats()
    }

    /// A resource's integrity, as frictionless 5.21 reads it: `bytes` and `stats.bytes`
    /// (byte-count), `hash` (`md5:` or no prefix: MD5; `sha256:`) and `stats.md5`,
    /// `stats.sha256` (hash-count), `rows` and `stats.rows` (row-count), `stats.fields`
    /// (field-count). A hash of another algorithm (`sha1:`, `sha512:`) frictionless leaves
    /// unchecked: kept to be said so.
    package struct Stats: Sendable, Equatable {
        package var bytes: Int?
        package var md5: String?
        package var sha256: String?
        package var rows: Int?
        package var fields: Int?
        package var uncheckedHash: String?

        package var isEmpty: Bool { self == Stats() }
    }

    /// A schema or dialect given in the descriptor, or by a path to a JSON file.
    package enum Source: Sendable {
        case inline(JSONValue)
        case path(String)
    }

    /// A CSV dialect, as far as fieldcheck reads tables: what it cannot read is refused by
    /// name when the resource is read (`unsupported`).
    package struct Dialect: Sendable {
        package var delimiter: UInt8 = 0x2C
        package var header = true
        /// Quotes, escapes, initial spaces and comment rows, as Python's csv reads them.
        package var csv = CSVDialect()
        /// Properties given with a value fieldcheck does not read (several header rows, a
        /// spreadsheet's sheet, ...): the first is named when the resource is read.
        package var unsupported: [String] = []
    }

    package var resources: [Resource]
    /// The package's own `name`, for messages.
    package var name: String?
    /// Properties frictionless ignores that are near misses of defined ones (`"schem"`,
    /// a dialect's `"delimter"`): said, since ignoring them checks less than was meant.
    package var warnings: [String] = []

    /// The properties a package, a resource and a dialect have (Data Package v1 and v2, and
    /// frictionless 5.21's profiles), for near misses.
    static let packageProperties = [
        "resources", "name", "id", "profile", "$schema", "licenses", "title", "description", "homepage", "version", "sources",
        "contributors", "keywords", "image", "created", "type",
    ]
    static let resourceProperties = [
        "name", "path", "data", "type", "profile", "$schema", "title", "description", "homepage", "sources", "licenses", "format",
        "mediatype", "encoding", "bytes", "hash", "rows", "stats", "schema", "dialect", "compression", "innerpath", "extrapaths",
        "scheme",
    ]
    static let dialectProperties = [
        "delimiter", "lineTerminator", "quoteChar", "doubleQuote", "escapeChar", "nullSequence", "skipInitialSpace", "header",
        "commentChar", "caseSensitiveHeader", "csvddfVersion", "headerRows", "headerJoin", "headerCase", "commentRows",
        "skipBlankRows", "csv", "$schema", "name", "title", "description", "type", "itemType", "itemKeys", "keyed", "property",
        "sheetNumber", "sheetName",
    ]

    /// A package's or resource's name, as the Data Package profile frictionless holds to
    /// has it (`^([-a-z0-9._/])+$`).
    static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x2E || $0 == 0x5F || $0 == 0x2F }
    }
    static let nameRule = "must be lower-case letters, digits and - . _ / only, as Data Package v1 has it (frictionless refuses it; v2's $schema takes any name)"

    /// A warning for each member of `members` that is a near miss of `known` at `place`.
    static func nearMisses(
        _ members: [(key: String, value: JSONValue)], among known: [String], place: String, what: String
    ) -> [String] {
        members.compactMap { member in
            guard !known.contains(member.key), let meant = TableSchema.nearMiss(member.key, among: known) else { return nil }
            return Quoting.display(
                "\(place)\"\(member.key)\" is not a property of \(what) (did you mean \"\(meant)\"?): ignored, as frictionless ignores it")
        }
    }

    package struct Problem: Error, Equatable, Sendable {
        package var message: String
        package init(_ message: String) { self.message = Quoting.display(message) }
    }

    package static func parse(_ bytes: [UInt8]) throws(Problem) -> DataPackage {
        let document: JSONValue
        do {
            document = try JSONReader.parse(bytes)
        } catch {
            throw Problem("not valid JSON: \(error.description)")
        }
        guard case .object(let members) = document else { throw Problem("a Data Package is a JSON object with \"resources\"") }
        guard let listed = document["resources"] else {
            if document["fields"] != nil { throw Problem("this is a Table Schema, not a Data Package: give it with --schema") }
            let meant = members.first { TableSchema.nearMiss($0.key, among: ["resources"]) != nil }
            throw Problem("a Data Package needs \"resources\"" + (meant.map { " (\"\($0.key)\" is not one: did you mean \"resources\"?)" } ?? ""))
        }
        var warnings = nearMisses(members, among: packageProperties, place: "", what: "a Data Package")
        try PackageProfile.checkPackage(members, warnings: &warnings)
        let v1 = PackageProfile.namesHaveAPattern(document)
        guard case .array(let items) = listed else { throw Problem("\"resources\" must be an array") }
        // (frictionless finds such a package valid; having checked nothing, fieldcheck says so.)
        if items.isEmpty { warnings.append("\"resources\" lists no resource: nothing is checked") }
        var resources: [Resource] = []
        var names: Set<String> = []
        for (index, item) in items.enumerated() {
            let resource = try Self.resource(item, number: index + 1, v1: v1, warnings: &warnings)
            guard names.insert(resource.name).inserted else { throw Problem("resource \"\(resource.name)\" is named twice") }
            resources.append(resource)
        }
        var name: String?
        switch document["name"] {
        case .none: break
        case .string(let text)?:
            guard isName(text) || !v1 else { throw Problem("\"name\" \"\(text)\" \(nameRule)") }
            name = text
        default: throw Problem("\"name\" must be a string")
        }
        return DataPackage(resources: resources, name: name, warnings: warnings)
    }

    static func resource(_ value: JSONValue, number: Int, v1: Bool, warnings: inout [String]) throws(Problem) -> Resource {
        guard case .object(let members) = value else { throw Problem("resource \(number) must be an object") }
        // (frictionless: "'name' is a required property", a package error.)
        guard let given = value["name"] else { throw Problem("resource \(number): \"name\" is required") }
        guard case .string(let name) = given, !name.isEmpty else { throw Problem("resource \(number): \"name\" must be a string") }
        guard isName(name) || !v1 else { throw Problem("resource \(number): \"name\" \"\(name)\" \(nameRule)") }
        let place = "resource \"\(name)\""
        warnings += nearMisses(members, among: resourceProperties, place: place + ": ", what: "a resource")
        try PackageProfile.checkResource(members, place: place, warnings: &warnings)
        var paths: [String] = []
        switch value["path"] {
        case .none: break
        case .string(let text)?: paths = [text]
        case .array(let parts)?:
            for part in parts {
                guard case .string(let text) = part else { throw Problem("\(place): \"path\" must be a string or a list of strings") }
                paths.append(text)
            }
            if paths.isEmpty { throw Problem("\(place): \"path\" lists no files") }
        default: throw Problem("\(place): \"path\" must be a string or a list of strings")
        }
        // (Whether a path stays inside the package's folder is the reader's to decide, with
        // the files at hand and the user's trust: the executable's `PackagePath`.)
        let data = value["data"]
        if paths.isEmpty && data == nil { throw Problem("\(place): it has neither \"path\" nor \"data\"") }
        var schema: Source?
        switch value["schema"] {
        case .none: break
        case .string(let text)?: schema = .path(text)
        case .object?: schema = value["schema"].map(Source.inline)
        default: throw Problem("\(place): \"schema\" must be an object or a path")
        }
        var dialect = Dialect()
        switch value["dialect"] {
        case .none: break
        case .object(let given)?:
            dialect = try Self.dialect(.object(given), place)
            warnings += nearMisses(given, among: dialectProperties, place: place + ": ", what: "a dialect")
        case .string?: dialect.unsupported.append("a dialect given by path")
        default: throw Problem("\(place): \"dialect\" must be an object")
        }
        func text(_ key: String) throws(Problem) -> String? {
            guard let item = value[key] else { return nil }
            guard case .string(let text) = item else { throw Problem("\(place): \"\(key)\" must be a string") }
            return text
        }
        var resource = Resource(
            name: name, paths: paths, data: data, schema: schema, dialect: dialect, format: try text("format"),
            encoding: try text("encoding"), compression: try text("compression"))
        resource.stats = try Self.stats(value, place)
        if let inner = value["innerpath"] {
            resource.unsupported.append("\"innerpath\": \(inner.serialized()) (fieldcheck reads a zip archive's first member)")
        }
        return resource
    }

    /// `bytes`, `hash`, `rows` and `stats` of a resource; a value of the wrong type is a
    /// package error, as frictionless's ("'16' is not of type 'integer' at property 'bytes'").
    static func stats(_ value: JSONValue, _ place: String) throws(Problem) -> Stats {
        func count(_ item: JSONValue?, _ name: String) throws(Problem) -> Int? {
            guard let item else { return nil }
            // (An integer, as frictionless's profile says: a negative one too, which then
            // disagrees with any count.)
            let digits = { (text: String) in text.hasPrefix("-") ? text.dropFirst() : Substring(text) }
            guard case .number(let text) = item, !digits(text).isEmpty, digits(text).utf8.allSatisfy({ $0 &- 0x30 < 10 }),
                let number = Int(text)
            else { throw Problem("\(place): \"\(name)\" must be a whole number, not \(item.serialized())") }
            return number
        }
        func hex(_ item: JSONValue?, _ name: String) throws(Problem) -> String? {
            guard let item else { return nil }
            guard case .string(let text) = item else { throw Problem("\(place): \"\(name)\" must be a string") }
            return text
        }
        var stats = Stats()
        // `stats` first: the top-level `bytes`, `hash` and `rows` (v1) replace what it says,
        // as frictionless's reading of a v1 descriptor does.
        switch value["stats"] {
        case .none: break
        case .object?:
            let given = value["stats"]
            stats.bytes = try count(given?["bytes"], "stats.bytes")
            stats.rows = try count(given?["rows"], "stats.rows")
            stats.fields = try count(given?["fields"], "stats.fields")
            stats.md5 = try hex(given?["md5"], "stats.md5")
            stats.sha256 = try hex(given?["sha256"], "stats.sha256")
        default: throw Problem("\(place): \"stats\" must be an object")
        }
        if let bytes = try count(value["bytes"], "bytes") { stats.bytes = bytes }
        // (But `rows` only where `stats` says none.)
        if let rows = try count(value["rows"], "rows"), stats.rows == nil { stats.rows = rows }
        if let hash = try hex(value["hash"], "hash"), !hash.isEmpty {
            // (frictionless's v1 reading: no prefix is MD5; only md5 and sha256 are kept.)
            let parts = hash.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let algorithm = parts.count == 1 ? "md5" : String(parts[0])
            let digest = String(parts.count == 1 ? parts[0] : parts[1])
            switch algorithm {
            case "md5": stats.md5 = digest
            case "sha256": stats.sha256 = digest
            default: stats.uncheckedHash = hash
            }
        }
        // (frictionless checks a stat only when it is not 0 or empty.)
        if stats.bytes == 0 { stats.bytes = nil }
        if stats.rows == 0 { stats.rows = nil }
        if stats.fields == 0 { stats.fields = nil }
        if stats.md5 == "" { stats.md5 = nil }
        if stats.sha256 == "" { stats.sha256 = nil }
        return stats
    }

    /// A CSV dialect (v1's CSV Dialect and v2's Table Dialect spell it the same).
    static func dialect(_ value: JSONValue, _ place: String) throws(Problem) -> Dialect {
        var dialect = Dialect()
        var doubleQuote = true
        // v2 nests CSV's own properties under "csv" too (frictionless's "csv" control).
        var members: [(key: String, value: JSONValue)] = []
        if case .object(let given) = value { members = given }
        if case .object(let nested)? = value["csv"] { members += nested }
        for (key, item) in members {
            switch key {
            case "delimiter":
                guard case .string(let text) = item, text.utf8.count == 1, let byte = text.utf8.first, byte < 0x80,
                    byte != 0x22, byte != 0x0A, byte != 0x0D
                else { throw Problem("\(place): dialect \"delimiter\" must be one ASCII character other than a quote or a line break") }
                dialect.delimiter = byte
            case "header":
                guard case .bool(let flag) = item else { throw Problem("\(place): dialect \"header\" must be true or false") }
                dialect.header = flag
            case "quoteChar":
                // ("" is no quoting at all, Python csv's QUOTE_NONE.)
                guard case .string(let text) = item, text.utf8.count <= 1, text.utf8.first.map({ $0 < 0x80 }) ?? true
                else { throw Problem("\(place): dialect \"quoteChar\" must be one ASCII character, or \"\" for none") }
                dialect.csv.quote = text.utf8.first
            case "doubleQuote":
                guard case .bool(let flag) = item else { throw Problem("\(place): dialect \"doubleQuote\" must be true or false") }
                doubleQuote = flag
            case "escapeChar":
                guard case .string(let text) = item, text.utf8.count == 1, let byte = text.utf8.first, byte < 0x80
                else { throw Problem("\(place): dialect \"escapeChar\" must be one ASCII character") }
                dialect.csv.escape = byte
            case "skipInitialSpace":
                guard case .bool(let flag) = item else { throw Problem("\(place): dialect \"skipInitialSpace\" must be true or false") }
                dialect.csv.skipInitialSpace = flag
            case "commentChar":
                guard case .string(let text) = item, !text.isEmpty
                else { throw Problem("\(place): dialect \"commentChar\" must be a string that starts a comment row") }
                dialect.csv.comment = Array(text.utf8)
            case "headerRows":
                if item != .array([.number("1")]) { dialect.unsupported.append("headerRows \(item.serialized())") }
            case "commentRows", "itemType", "itemKeys", "keyed", "property", "sheetNumber", "sheetName":
                dialect.unsupported.append("\(key) \(item.serialized())")
            default:
                continue  // lineTerminator (Python's reader ends records at any line break), descriptive ones
            }
        }
        // frictionless reads quotes doubled unless an escape character is given.
        dialect.csv.doubleQuote = dialect.csv.escape == nil ? true : doubleQuote
        if dialect.csv.quote == dialect.delimiter || (dialect.csv.escape != nil && dialect.csv.escape == dialect.delimiter) {
            throw Problem("\(place): dialect: the delimiter cannot also be the quote or escape character")
        }
        return dialect
    }
}
