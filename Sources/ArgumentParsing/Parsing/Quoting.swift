/// How arguments are shown inside messages: as text, with bytes that are not
/// UTF-8 (and control characters) written as `\xHH` so a message stays one clean line.
public enum Quoting {
    public static func display(_ bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            let length = UTF8Sequence.length(of: bytes, at: index)
            if length == 0 {
                result += hexEscape(bytes[index])
                index += 1
                continue
            }
            if length == 1, bytes[index] < 0x20 || bytes[index] == 0x7F {
                result += hexEscape(bytes[index])
            } else {
                result += String(decoding: bytes[index..<index + length], as: UTF8.self)
            }
            index += length
        }
        return result
    }

    public static func display(_ text: String) -> String {
        display(Array(text.utf8))
    }

    static func hexEscape(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}
