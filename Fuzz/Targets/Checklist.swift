import FieldCheck

/// The checklist reader and the formula language on any bytes: a checklist either reads or
/// is refused with a message; a formula either parses or is refused (syntax or unsupported,
/// with a column inside it); a parsed formula evaluates over typed rows without a trap, the
/// same twice; a checklist's run over a few rows ends (`StreamedReads.checklistProblem`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChecklist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let problem = StreamedReads.checklistProblem(Array(UnsafeBufferPointer(start: data, count: size))) {
        preconditionFailure(problem)
    }
    return 0
}
