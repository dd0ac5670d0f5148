import FieldCheck

/// The report writers (SARIF, JUnit, --summary) on any table: no trap; SARIF's results
/// are JSON with regions inside their records, JUnit holds only what XML can, the summary
/// counts what the report counts (`StreamedReads.reportProblem`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReports(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let problem = StreamedReads.reportProblem(Array(UnsafeBufferPointer(start: data, count: size))) {
        preconditionFailure(problem)
    }
    return 0
}
