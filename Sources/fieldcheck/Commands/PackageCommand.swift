import ArgumentParsing
import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `check datapackage.json` and `check --package FILE`: every tabular resource of a
/// Frictionless Data Package (or those `--resource` names) checked as `check --schema`
/// checks a table, each with its own schema, dialect, format, compression and encoding.
/// Report lines start with the resource's name; `--json` objects carry `"resource"` and
/// `"file"`. A resource's inline `data`, or a table in several files, is read from a file
/// of fieldcheck's own (the parts one after another, each part's own header line dropped
/// after the first, as frictionless reads them).
struct PackageCommand {
    let packages: [String]
    let resources: [String]
    let output: OutputOptions
    let interface: CommandLineInterface<Invocation>
    /// `--trusted`: paths may leave the package's folder (`PackagePath`).
    var trusted = false
    /// `--strict`: a descriptor's warnings are errors.
    var strict = false

    func run() -> Int32 {
        var worst: Int32 = 0
        for path in packages {
            let status = runPackage(path)
            if status == 1 && output.quiet { return 1 }
            if Program.outputGone { return 2 }
            worst = max(worst, status)
        }
        return worst == 1 && output.exitZero ? 0 : worst
    }

    func runPackage(_ path: String) -> Int32 {
        func fail(_ message: String) -> Int32 {
            writeError("fieldcheck: error: \(path): \(message)\n")
            return 2
        }
        let package: DataPackage
        do throws(SystemError) {
            let contents = try readFile(path)
            do throws(DataPackage.Problem) {
                package = try DataPackage.parse(contents)
            } catch {
                return fail(RuleFileKind.hint(contents, path: path, expected: .dataPackage) ?? error.message)
            }
        } catch {
            writeError("fieldcheck: error: \(error.message)\n")
            return 2
        }
        do throws(FieldsFileError) {
            try Program.descriptorWarnings(package.warnings, path: path, strict: strict)
        } catch {
            writeError("fieldcheck: error: \(error.description)\n")
            return 2
        }
        let names = package.resources.map(\.name)
        for name in resources where !names.contains(name) {
            var message = "no resource is named \"\(name)\" (it has \(names.map { "\"\($0)\"" }.joined(separator: ", ")))"
            if let guess = Suggestions.closest(to: name, among: names) { message += "; did you mean \"\(guess)\"?" }
            return fail(message)
        }
        let folder = RuleFiles.folder(of: path)
        var worst: Int32 = 0
        for resource in package.resources where resources.isEmpty || resources.contains(resource.name) {
            let status = check(resource, in: package, folder: folder, path: path)
            if status == 1 && output.quiet { return 1 }
            if Program.outputGone { return 2 }
            worst = max(worst, status)
        }
        return worst
    }

    /// A resource ready to be read: its command, the file of fieldcheck's own it may read
    /// from, and its schema's foreign keys.
    struct Prepared {
        var command: TableCommand
        var temporary: TemporaryTable?
        var foreignKeys: [TableSchema.ForeignKey]
    }

    enum Preparation {
        case ready(Prepared)
        /// Nothing to read: the status (said on stderr).
        case done(Int32)
    }

    /// One resource: its status (0, 1, 2), as `check --schema` would give it, its foreign
    /// keys looked up in the resources they refer to.
    func check(_ resource: DataPackage.Resource, in package: DataPackage, folder: String, path: String) -> Int32 {
        let place = "\(path): resource \"\(resource.name)\""
        func fail(_ message: String) -> Int32 {
            writeError("fieldcheck: error: \(place): \(message)\n")
            return 2
        }
        let preparation = prepare(resource, folder: folder, package: path)
        guard case .ready(let prepared) = preparation else {
            if case .done(let status) = preparation { return status }
            return 2
        }
        defer { prepared.temporary?.remove() }
        for key in prepared.foreignKeys {
            let name = key.resource ?? ""
            guard let target = name.isEmpty ? resource : package.resources.first(where: { $0.name == name }) else {
                return fail("a foreign key refers to resource \"\(name)\", which the package does not have")
            }
            guard target.schema != nil else { return fail("a foreign key refers to resource \"\(target.name)\", which has no schema") }
            guard case .ready(var referenced) = prepare(target, folder: folder, package: path, quietly: true) else {
                return fail("a foreign key refers to resource \"\(target.name)\", which cannot be read")
            }
            defer { referenced.temporary?.remove() }
            let names = referenced.command.columns.map(\.column)
            for field in key.referenceFields where !names.contains(field) {
                return fail("a foreign key refers to field \"\(field)\" of resource \"\(target.name)\", which it does not have")
            }
            let collector = KeyCollector(fields: key.referenceFields)
            referenced.command.collector = collector
            _ = referenced.command.run()
            prepared.command.seen.foreignKeys.append(
                UniqueColumns.ForeignKeyCheck(
                    fields: key.fields, reference: "resource \(target.name) (\(key.referenceFields.joined(separator: ", ")))", keys: collector.keys))
        }
        return prepared.command.run()
    }

    /// A resource's command, or its status when there is nothing to read (said on stderr,
    /// unless `quietly`: a resource read for the keys it holds).
    func prepare(_ resource: DataPackage.Resource, folder: String, package: String, quietly: Bool = false) -> Preparation {
        let place = "\(package): resource \"\(resource.name)\""
        func fail(_ message: String) -> Preparation {
            if !quietly { writeError("fieldcheck: error: \(place): \(message)\n") }
            return .done(2)
        }
        guard let schemaSource = resource.schema else {
            // (Not a table with rules: frictionless would infer a schema; there is nothing to hold it to.)
            if !quietly { writeError("fieldcheck: warning: \(place): no schema: not checked\n") }
            return .done(0)
        }
        if let unsupported = resource.dialect.unsupported.first { return fail("dialect \(unsupported) is not supported") }
        if let unsupported = resource.unsupported.first { return fail("\(unsupported) is not supported") }
        for remote in resource.paths where Self.isRemote(remote) {
            return fail("\(remote) is remote: fieldcheck reads no network (download it and point \"path\" at the copy)")
        }
        // Every path checked before anything is read (the schema's, then the data's).
        var paths: [String] = []
        if resource.data == nil {
            for relative in resource.paths {
                switch PackagePath.resolve(relative, folder: folder, trusted: trusted) {
                case .success(let path): paths.append(path)
                case .failure(let refusal): return fail(refusal.message)
                }
            }
        }
        if case .path(let relative)? = resource.schema, !Self.isRemote(relative),
            case .failure(let refusal) = PackagePath.resolve(relative, folder: folder, trusted: trusted)
        {
            return fail("schema \(refusal.message)")
        }
        // The schema.
        var schemaBytes: [UInt8]
        var schemaName = place
        switch schemaSource {
        case .inline(let value):
            schemaBytes = Array(value.serialized().utf8)
        case .path(let relative):
            if Self.isRemote(relative) { return fail("schema \(relative) is remote: fieldcheck reads no network") }
            switch PackagePath.resolve(relative, folder: folder, trusted: trusted) {
            case .success(let path): schemaName = path
            case .failure(let refusal): return fail("schema \(refusal.message)")
            }
            do throws(SystemError) {
                schemaBytes = try readFile(schemaName)
            } catch {
                return fail(error.message)
            }
        }
        var options: [RuleOptions] = []
        var fieldsMatch: FieldsMatch?
        var foreignKeys: [TableSchema.ForeignKey] = []
        let columns: [(column: String, place: String, rule: Rule)]
        do throws(FieldsFileError) {
            columns = try Program.schemaColumns(
                schemaBytes, path: schemaName, interface: interface, options: &options, fieldsMatch: &fieldsMatch, foreignKeys: &foreignKeys,
                strict: strict, inline: schemaName == place ? (package, resource.name) : nil)
        } catch {
            if !quietly { writeError("fieldcheck: error: \(error.description)\n") }
            return .done(2)
        }
        // (A schema's own checklist is not yet run over a package's resources: refused, not ignored.)
        if (try? TableSchema.parse(schemaBytes))?.checklist != nil {
            if !quietly {
                writeError("fieldcheck: error: \(schemaName): \"x-checklist\" is run with check --schema; a Data Package's resources are not yet checked with one\n")
            }
            return .done(2)
        }
        schemaBytes = []
        var transcoding: DecodedInput.Transcoding?
        if let encoding = resource.encoding {
            do throws(SystemError) {
                transcoding = try DecodedInput.Transcoding.named(encoding)
            } catch {
                return fail(error.message)
            }
        }
        var shown = output
        shown.withFileName = true
        if quietly { shown.quiet = true }
        var command = TableCommand(
            formatting: false, columns: columns, output: shown, delimiter: resource.dialect.delimiter, formatGiven: false, files: [],
            inPlace: false, jsonLines: false, header: nil, makeColumns: RunPlan.moreColumns(columns, options))
        command.resourceName = resource.name
        command.fieldsMatch = fieldsMatch
        command.transcoding = transcoding
        command.delimiterGiven = true
        command.dialect = resource.dialect.csv
        if !resource.dialect.header { command.header = columns.map { Array($0.column.utf8) } }
        // The format and compression the resource names, else its path's extensions.
        if let format = resource.format, let layout = TableFormat.layout(named: format.lowercased()) {
            command.formatGiven = true
            switch layout {
            case .csv: break
            case .tsv: command.delimiter = 0x09
            case .jsonLines: command.jsonLines = true
            case .jsonArray: command.jsonArray = true
            }
        }
        if let compression = resource.compression {
            guard let known = TableFormat.Compression(extension: compression.lowercased()) else {
                return fail("compression \"\(compression)\" is not supported (gz, bz2, xz, zst, zip)")
            }
            command.compression = known
            command.compressionGiven = true
        }
        // Inline data, or a table in parts: a file of its own.
        var temporary: TemporaryTable?
        if let data = resource.data {
            guard let made = TemporaryTable(csv: Self.csv(from: data)) else {
                return fail("its inline data cannot be written to a temporary file")
            }
            temporary = made
            command.delimiter = 0x2C
            command.formatGiven = true
            command.files = [Array(made.path.utf8)]
            command.shownNames[Array(made.path.utf8)] = "(inline data)"
        } else if resource.paths.count > 1 {
            // (Compressed parts are each decompressed, as frictionless reads them: the table
            // is then the parts' text one after another.)
            let partCompression = command.compressionGiven ? command.compression : TableFormat(path: Array(resource.paths[0].utf8)).compression
            let made: TemporaryTable
            do throws(SystemError) {
                made = try TemporaryTable(parts: paths, headers: resource.dialect.header, compression: partCompression)
            } catch {
                return fail("its parts (\(resource.paths.joined(separator: ", "))) cannot be read one after another: \(error.message)")
            }
            command.compression = nil
            command.compressionGiven = true
            temporary = made
            command.files = [Array(made.path.utf8)]
            command.shownNames[Array(made.path.utf8)] = paths.joined(separator: "+")
            if !command.formatGiven {
                // (Read as the first part's name says.)
                let named = TableFormat(path: Array(resource.paths[0].utf8))
                command.formatGiven = true
                command.delimiter = named.layout == .tsv ? 0x09 : command.delimiter
                command.jsonLines = named.layout == .jsonLines
                command.jsonArray = named.layout == .jsonArray
            }
        } else {
            command.files = [Array(paths[0].utf8)]
        }
        if resource.data == nil && !resource.stats.isEmpty {
            var expected = resource.stats
            let layout = TableFormat(path: Array(resource.paths[0].utf8)).layout
            if command.jsonLines || command.jsonArray || layout == .jsonLines || layout == .jsonArray, let rows = expected.rows {
                // (frictionless counts a JSON table's rows after a header row of its keys.)
                expected.rows = nil
                if !quietly { writeError("fieldcheck: warning: \(place): rows \(rows) is not checked: fieldcheck counts the rows of CSV resources only\n") }
            }
            command.integrity = ResourceIntegrity(expected: expected, files: paths)
            if let hash = resource.stats.uncheckedHash, !quietly {
                // (frictionless leaves it unchecked too, silently.)
                writeError("fieldcheck: warning: \(place): hash \"\(hash)\" is not checked: its algorithm is not md5 or sha256\n")
            }
        }
        return .ready(Prepared(command: command, temporary: temporary, foreignKeys: foreignKeys))
    }

    static func isRemote(_ path: String) -> Bool {
        ["http://", "https://", "ftp://", "s3://", "gs://"].contains { path.lowercased().hasPrefix($0) }
    }

    /// A path of the package, from its folder ("." for the working directory).
    static func join(_ folder: String, _ relative: String) -> String {
        folder == "." || folder.isEmpty ? relative : folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// A resource's inline data as CSV: arrays (the first the header) as they are; objects
    /// under a header of their keys in order of appearance (frictionless reads them so:
    /// the header is row 1, the first object row 2).
    static func csv(from data: JSONValue) -> [UInt8] {
        guard case .array(let rows) = data else { return [] }
        var out: [UInt8] = []
        func cell(_ value: JSONValue?) -> String {
            switch value {
            case .none, .null?: return ""
            case .string(let text)?: return text
            case .number(let text)?: return text
            case .bool(let flag)?: return flag ? "true" : "false"
            case let other?: return other.serialized()
            }
        }
        func line(_ cells: [String]) {
            out += Array(cells.map { text in
                text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                    ? "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\"" : text
            }.joined(separator: ",").utf8) + [0x0A]
        }
        if rows.contains(where: { if case .object = $0 { return true } else { return false } }) {
            var keys: [String] = []
            for row in rows {
                guard case .object(let members) = row else { continue }
                for member in members where !keys.contains(member.key) { keys.append(member.key) }
            }
            line(keys)
            for row in rows { line(keys.map { cell(row[$0]) }) }
        } else {
            for row in rows {
                guard case .array(let cells) = row else { continue }
                line(cells.map { cell($0) })
            }
        }
        return out
    }
}

/// A file of fieldcheck's own, in the temporary folder, holding a table read from elsewhere
/// (a resource's inline data, or its parts one after another); removed after the check.
struct TemporaryTable {
    let path: String

    init?(csv: [UInt8]) {
        guard let (path, descriptor) = Self.create() else { return nil }
        defer { close(descriptor) }
        guard Self.write(descriptor, csv) else {
            unlink(path)
            return nil
        }
        self.path = path
    }

    /// Parts one after another (each decompressed first, with `compression`), copied a
    /// buffer at a time; with `headers`, every part after the first starts with the header
    /// again, which is dropped (as frictionless 5.21's multipart loader drops it).
    init(parts: [String], headers: Bool, compression: TableFormat.Compression?) throws(SystemError) {
        guard let (path, descriptor) = Self.create() else { throw SystemError(file: "a temporary file", code: errno, doing: "cannot create") }
        defer { close(descriptor) }
        do throws(SystemError) {
            try Self.copy(parts, headers: headers, compression: compression, to: descriptor)
        } catch {
            unlink(path)
            throw error
        }
        self.path = path
    }

    private static func copy(_ parts: [String], headers: Bool, compression: TableFormat.Compression?, to descriptor: Int32) throws(SystemError) {
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        for (index, part) in parts.enumerated() {
            let file = open(part, O_RDONLY | O_CLOEXEC)
            guard file >= 0 else { throw SystemError(file: part, code: errno) }
            defer { close(file) }
            if compression == .zip && !TableCommand.zipHasEnd(file) {
                throw SystemError(file: part, detail: "the zip archive is cut off or damaged: it has no end of central directory record")
            }
            let decoded = try DecodedInput.open(file, name: part, compression: compression, transcoding: nil)
            let input = decoded?.descriptor ?? file
            var skipping = headers && index > 0
            var last: UInt8 = 0x0A
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count >= 0 else {
                    let error = SystemError(file: part, code: errno)
                    _ = decoded?.finish()
                    throw error
                }
                if count == 0 { break }
                var chunk = buffer[0..<count]
                if skipping {
                    guard let end = chunk.firstIndex(of: 0x0A) else { continue }
                    chunk = chunk[(end + 1)...]
                    skipping = false
                }
                guard !chunk.isEmpty else { continue }
                last = chunk[chunk.endIndex - 1]
                guard Self.write(descriptor, Array(chunk)) else {
                    let error = SystemError(file: "a temporary file", code: errno, doing: "cannot write")
                    _ = decoded?.finish()
                    throw error
                }
            }
            if let error = decoded?.finish() { throw error }
            // (A part that does not end its last line gets a line break before the next.)
            if last != 0x0A && last != 0x0D && !Self.write(descriptor, [0x0A]) {
                throw SystemError(file: "a temporary file", code: errno, doing: "cannot write")
            }
        }
    }

    func remove() { unlink(path) }

    private static func create() -> (String, Int32)? {
        let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((folder + "/fieldcheck-resource-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { return nil }
        return (String(decoding: template.map { UInt8(bitPattern: $0) }.prefix { $0 != 0 }, as: UTF8.self), descriptor)
    }

    private static func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool { DecodedInput.writeAll(descriptor, bytes) }

}

/// The keys of a referenced resource's rows (`TableCommand.collector`): the values of the
/// fields a foreign key refers to, each as its field's type reads it, together.
final class KeyCollector {
    let fields: [String]
    var keys: Set<String> = []

    init(fields: [String]) { self.fields = fields }

    func add(_ table: TableColumns, value: (TableColumn) -> [UInt8]) {
        let columns = fields.compactMap { name in table.columns.first { $0.name == name } }
        guard columns.count == fields.count else { return }
        if case .some(.some(let key)) = UniqueColumns.compositeKey(columns, value: value) { keys.insert(key) }
    }
}
