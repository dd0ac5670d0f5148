import FieldCheck

/// `--encoding`'s decoder: the first byte picks the encoding, the rest is the input. Any
/// bytes, cut into reads of any size, give the text (or the failure) one read gives, never
/// a trap; the text is valid UTF-8; and UTF-16 and UTF-32 text is what the standard
/// library decodes from the same code units.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let encodings: [TextDecoder.Encoding] = [
        .latin1, .windows1252, .utf16(bigEndian: nil), .utf16(bigEndian: false), .utf16(bigEndian: true),
        .utf32(bigEndian: nil), .utf32(bigEndian: true), .utf8,
    ]
    let encoding = encodings[Int(data[0]) % encodings.count]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let whole = StreamedReads.decoded(bytes, encoding, readSize: max(1, bytes.count))
    for readSize in [1, 2, 3, 5] where readSize < bytes.count {
        let cut = StreamedReads.decoded(bytes, encoding, readSize: readSize)
        switch (whole, cut) {
        case (.success(let a), .success(let b)): precondition(a == b, "text differs in reads of \(readSize)")
        case (.failure(let a), .failure(let b)): precondition(a == b, "failure differs in reads of \(readSize)")
        default: preconditionFailure("reads of \(readSize) succeed where one read fails, or the other way")
        }
    }
    guard case .success(let text) = whole else { return 0 }
    if encoding != .utf8 { precondition(String(validating: text, as: UTF8.self) != nil, "not UTF-8") }
    if encoding == .utf16(bigEndian: false) {
        var units = stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
        if units.first == 0xFEFF { units.removeFirst() }
        precondition(Array(String(decoding: units, as: UTF16.self).utf8) == text, "not the standard library's UTF-16")
    }
    return 0
}
