import FieldCheck

/// The JSON array scanner (`.json` tables): any bytes, cut into reads of any size, give the
/// elements, end or problem that one read of all of them gives, never a trap; and an input
/// that JSONReader reads as an array gives its elements, each reading back to its value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONArray(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let whole = StreamedReads.jsonArray(bytes, readSize: max(1, size))
    for readSize in [1, 2, 3, 7, 64] where readSize < size {
        precondition(StreamedReads.jsonArray(bytes, readSize: readSize) == whole, "reads of \(readSize)")
    }
    if case .array(let values)? = try? JSONReader.parse(bytes) {
        precondition(whole.count == values.count + 1 && whole.last?.hasPrefix("end at ") == true, "a valid array not read whole")
        for (text, value) in zip(whole, values) {
            precondition((try? JSONReader.parse(Array(text.utf8))) == value, "an element's text is not its value")
        }
    }
    return 0
}
