import ArgumentParsing

/// Argument tokenizer and parser: the input is argv, split at NUL bytes. Parsing either
/// succeeds or throws a clean usage error; the report is one short message.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    let interface = FieldCheckInterface.make()
    do {
        _ = try interface.parse(arguments)
    } catch {
        let report = interface.report(error)
        precondition(report.hasPrefix("fieldcheck: error: "), "report: \(report)")
        precondition(!error.message.contains("\n"), "message: \(error.message)")
    }
    return 0
}
