import FieldCheckReference

/// JSON string encoding of raw values. Output is always valid JSON: bytes that are
/// not UTF-8 become U+FFFD, and the caller flags the value and adds its hex form.
package enum JSONText {
    /// Appends `"..."` for the bytes.
    package static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer) {
        out.append(UInt8(ascii: "\""))
        guard let base = bytes.baseAddress else {
            out.append(UInt8(ascii: "\""))
            return
        }
        var index = 0
        var runStart = 0
        let count = bytes.count
        func flushRun(_ end: Int) {
            if end > runStart { out.append(UnsafeBufferPointer(start: base + runStart, count: end - runStart)) }
        }
        while index < count {
            let byte = base[index]
            if byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            if byte >= 0x80 {
                let length = UTF8Validation.sequenceLength(base, count, at: index)
                if length > 0 {
                    index += length
                    continue
                }
                flushRun(index)
                out.append([0xEF, 0xBF, 0xBD])  // U+FFFD
                index += 1
                runStart = index
                continue
            }
            flushRun(index)
            switch byte {
            case UInt8(ascii: "\""): out.append([0x5C, 0x22])
            case UInt8(ascii: "\\"): out.append([0x5C, 0x5C])
            case 0x0A: out.append([0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append([0x5C, UInt8(ascii: "r")])
            case 0x09: out.append([0x5C, UInt8(ascii: "t")])
            default: appendUnicodeEscape(byte, to: &out)
            }
            index += 1
            runStart = index
        }
        flushRun(count)
        out.append(UInt8(ascii: "\""))
    }

    package static func appendString(_ text: String, to out: inout ByteBuffer) {
        var text = text
        text.withUTF8 { appendString($0, to: &out) }
    }

    /// Lower-case hexadecimal of the bytes, for values that are not UTF-8.
    package static func appendHex(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer) {
        let digits = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
        out.append(UInt8(ascii: "\""))
    }

    static func appendUnicodeEscape(_ byte: UInt8, to out: inout ByteBuffer) {
        let digits = Array("0123456789abcdef".utf8)
        out.append("\\u00")
        out.append(digits[Int(byte >> 4)])
        out.append(digits[Int(byte & 0xF)])
    }
}
