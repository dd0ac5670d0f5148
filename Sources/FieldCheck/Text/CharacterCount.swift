/// Length in user-perceived characters (Unicode extended grapheme clusters), as
/// `--min-length` and `--max-length` count: `é` written as e + combining accent is one.
package enum CharacterCount {
    /// The number of characters of valid UTF-8 bytes.
    package static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // ASCII without CR is one character per byte (CR LF is a single cluster).
        if UTF8Validation.isASCII(bytes), !bytes.contains(UInt8(ascii: "\r")) {
            return bytes.count
        }
        return String(decoding: bytes, as: UTF8.self).count
    }
}
