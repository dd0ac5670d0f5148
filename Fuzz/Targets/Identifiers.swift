import FieldCheck

/// The identifier types (iban, isbn, card, postal, ...) on any bytes: no trap, and what
/// `format` prints is canonical and formats to itself, and the fast tiers judge as the
/// reference (`StreamedReads.identifierProblem`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIdentifiers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let problem = StreamedReads.identifierProblem(Array(UnsafeBufferPointer(start: data, count: size))) {
        preconditionFailure(problem)
    }
    return 0
}
