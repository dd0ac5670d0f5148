import FieldCheck

/// A Data Package's CSV dialect rewritten as plain CSV (`CSVDialectFilter`): the first two
/// bytes pick the dialect (quote, escape, doubled quotes, initial spaces, comment rows,
/// delimiter), the rest is the table. Any bytes, cut into reads of any size, give what one
/// read gives, never a trap, and the result is plain CSV that reads back unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVDialect(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let problem = StreamedReads.dialectFilterProblem(Array(UnsafeBufferPointer(start: data, count: size))) {
        preconditionFailure(problem)
    }
    return 0
}
