import FieldCheck

/// `fieldcheck schema FILE`: a Table Schema's rules, printed as the equivalent fields file.
enum SchemaCommand {
    static func run(_ config: Invocation) -> Int32 {
        guard let path = config.schemaPath else {
            writeError("fieldcheck: error: schema needs a FILE: a Table Schema (JSON)\nUsage: fieldcheck schema FILE\nTry 'fieldcheck --help'.\n")
            return 2
        }
        let schema: TableSchema
        let contents: [UInt8]
        do throws(SystemError) {
            contents = try readFile(path)
        } catch {
            writeError("fieldcheck: error: \(error.message)\n")
            return 2
        }
        do throws(TableSchema.Problem) {
            schema = try TableSchema.parse(contents)
        } catch {
            writeError("fieldcheck: error: \(path): \(RuleFileKind.hint(contents, path: path, expected: .tableSchema) ?? error.message)\n")
            return 2
        }
        // Its rules built as --schema builds them, so that what is printed also works.
        do throws(FieldsFileError) {
            try Program.descriptorWarnings(schema.warnings, path: path, strict: config.strict)
            let declarations = try Program.schemaDeclarations(schema, path: path, interface: FieldCheckInterface.make())
            var options: [RuleOptions] = []
            _ = try Program.columns(declarations, path: path, fromSchema: true, options: &options)
        } catch {
            writeError("fieldcheck: error: \(error.description)\n")
            return 2
        }
        var text: String
        do throws(TableSchema.Problem) {
            text = try schema.fieldsFile(source: path)
        } catch {
            writeError("fieldcheck: error: \(path): \(error.message) (--schema \(path) reads it)\n")
            return 2
        }
        // What a fields file cannot say yet, said as comments rather than dropped unseen.
        for key in schema.foreignKeys {
            let target = (key.resource ?? "").isEmpty ? "this table" : "resource \(key.resource ?? "")"
            text += "# foreign key (checked with the Data Package, --package): \(key.fields.joined(separator: ", ")) -> \(target) (\(key.referenceFields.joined(separator: ", ")))\n"
        }
        if schema.fieldsMatch != .exact {
            text += "# fieldsMatch \(schema.fieldsMatch.rawValue): a fields file matches its columns by name\n"
        }
        return Program.printOut(text)
    }
}
