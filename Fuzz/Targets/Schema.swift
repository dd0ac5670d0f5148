import ArgumentParsing
import FieldCheck

/// Table Schema reader: any bytes either give fields whose options parse with the option
/// table and whose rules compile (or fail with a message), and whose printed fields file
/// reads back to the same rules; never a trap. Each rule then judges a few values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchema(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let schema: TableSchema
    do {
        schema = try TableSchema.parse(bytes)
    } catch {
        precondition(!error.message.isEmpty && !error.message.contains("\n"), "message: \(error.message)")
        return 0
    }
    let interface = FieldCheckInterface.make()
    // The options of each field, as --schema reads them; a field whose options the table
    // refuses makes --schema an error (and then the printed file need not read back).
    var configs: [Invocation] = []
    for field in schema.fields {
        var config = Invocation()
        do {
            try interface.parseOptions(field.words.map { Array($0.utf8) }, scope: Scope.fieldsFile, label: "a Table Schema", into: &config)
        } catch {
            precondition(!error.message.isEmpty)
            return 0
        }
        configs.append(config)
    }
    // (A line break in a name or value reads, but cannot be printed as a fields file.)
    guard let text = try? schema.fieldsFile(source: "fuzz.json") else { return 0 }
    let printed = Array(text.utf8)
    let declarations: [FieldDeclaration<Invocation>]
    do {
        declarations = try FieldsFile.parse(printed, path: "printed.fields", interface: interface, initial: Invocation())
    } catch {
        preconditionFailure("the printed fields file does not read back: \(error.description)\n\(String(decoding: printed, as: UTF8.self))")
    }
    precondition(declarations.map(\.column) == schema.fields.map(\.name), "columns differ")
    for (config, declaration) in zip(configs, declarations) {
        precondition(config.rules == declaration.config.rules, "field \(declaration.column): the printed line says otherwise")
        guard let rule = try? config.rules.makeRule() else { continue }
        for value in ["", "1", "-1.5e3", "2024-02-29", "true", "a@example.com", "NaN", declaration.column] {
            _ = rule.check(Array(value.utf8))
            _ = rule.format(Array(value.utf8))
        }
    }
    return 0
}
