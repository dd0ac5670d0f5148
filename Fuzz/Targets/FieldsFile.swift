import ArgumentParsing
import FieldCheck

/// Fields-file reader: any bytes either give declarations whose rules compile (or fail
/// with a message naming the line), never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFieldsFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let declarations = try FieldsFile.parse(
            bytes, path: "fuzz.fields", interface: FieldCheckInterface.make(), initial: Invocation())
        for declaration in declarations {
            _ = try? declaration.config.rules.makeRule()
        }
        // (The @read line: its words read with the reading options, as check reads them.)
        if let directive = try FieldsFile.readDirective(bytes, path: "fuzz.fields") {
            var reading = Invocation()
            _ = try? FieldCheckInterface.make().parseOptions(directive.words, scope: Scope.readDirective, label: "@read", into: &reading)
        }
    } catch {
        precondition(error.description.hasPrefix("fuzz.fields"), "message: \(error.description)")
    }
    return 0
}
