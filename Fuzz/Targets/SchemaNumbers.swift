import FieldCheck

/// The Table Schema number and constraint readers (Python's `Decimal()` and `int()` as
/// ported, `minimum` and `maximum` on integer, number and decimal, in rules and in a
/// schema's JSON) on any bytes: no trap on any run of digits, what they write reads back,
/// the order is antisymmetric, and the fast tiers judge as the reference
/// (`StreamedReads.schemaNumberProblem`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchemaNumbers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let problem = StreamedReads.schemaNumberProblem(Array(UnsafeBufferPointer(start: data, count: size))) {
        preconditionFailure(problem)
    }
    return 0
}
