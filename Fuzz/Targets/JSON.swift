import FieldCheck

/// JSON reader: any bytes either parse or give an error inside the input; a value that
/// parses comes back the same from its serialized text, and that text is stable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    // A small depth limit too, so the fuzzer reaches it.
    let maxDepth = 1 + size % 9
    for depth in [512, maxDepth] {
        do {
            let value = try JSONReader.parse(input, maxDepth: depth)
            let text = value.serialized()
            let again: JSONValue
            do {
                again = try JSONReader.parse(Array(text.utf8), maxDepth: depth)
            } catch {
                preconditionFailure("serialized text does not parse: \(error)")
            }
            precondition(again == value, "round trip changes the value")
            precondition(again.serialized() == text, "serialized text is not stable")
        } catch {
            precondition(error.offset >= 0 && error.offset <= size, "error offset outside the input")
            precondition(error.line >= 1 && error.column >= 1 && !error.message.isEmpty, "error position")
        }
    }
    return 0
}
