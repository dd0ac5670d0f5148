import FieldCheck

/// `--date-format any` (python-dateutil's free-form parser, Table Schema's format any) on
/// any bytes: no trap, and what `format` prints is canonical and formats to itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDateAny(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let problem = StreamedReads.dateAnyProblem(Array(UnsafeBufferPointer(start: data, count: size))) {
        preconditionFailure(problem)
    }
    return 0
}
