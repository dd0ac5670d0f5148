import FieldCheck

/// `check -t phone --count` counts lines of North American numbers a buffer at a time
/// (`NANPLineAutomaton`, through `Rule.tallyLines`): on any bytes, no trap, and the counts
/// (the lines it counts, and those it hands on judged one by one) are the lines' statuses
/// by the rule, each line handed on whole; with a list too (`StreamedReads.lineCountProblem`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhoneLines(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let problem = StreamedReads.lineCountProblem(Array(UnsafeBufferPointer(start: data, count: size))) {
        preconditionFailure(problem)
    }
    return 0
}
