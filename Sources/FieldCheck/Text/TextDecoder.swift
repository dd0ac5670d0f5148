/// Text in another encoding turned into UTF-8 as it is read (`--encoding`), piece by piece:
/// a character split between two reads is finished by the next. Latin-1, Windows-1252
/// (what Excel writes on Windows), UTF-16 and UTF-32 are done here; `TextDecoder.Encoding`
/// names them, and the executable hands any other name to the system's iconv.
package struct TextDecoder {
    package enum Encoding: Equatable {
        case utf8
        case latin1
        case windows1252
        /// nil: by the byte order mark, little-endian without one (as Windows writes it).
        case utf16(bigEndian: Bool?)
        case utf32(bigEndian: Bool?)

        /// An encoding's name as people write it (case, `-` and `_` aside): `latin-1`,
        /// `ISO-8859-1`, `cp1252`, `UTF-16LE`, ... Nil for one not done here.
        package init?(name: String) {
            let key = String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
            switch key {
            case "utf8", "utf8sig": self = .utf8
            case "latin1", "iso88591", "l1", "cp819", "ibm819", "88591", "iso885911987": self = .latin1
            case "windows1252", "cp1252", "win1252", "ms1252", "ansi": self = .windows1252
            case "utf16": self = .utf16(bigEndian: nil)
            case "utf16le": self = .utf16(bigEndian: false)
            case "utf16be": self = .utf16(bigEndian: true)
            case "utf32": self = .utf32(bigEndian: nil)
            case "utf32le": self = .utf32(bigEndian: false)
            case "utf32be": self = .utf32(bigEndian: true)
            default: return nil
            }
        }

        var unitSize: Int {
            switch self {
            case .utf8, .latin1, .windows1252: return 1
            case .utf16: return 2
            case .utf32: return 4
            }
        }
    }

    /// Bytes that are not text in the encoding: where, and why.
    package struct Failure: Error, Equatable {
        /// From 0, in the input as read (before decoding).
        package let offset: Int
        package let reason: String

        package init(offset: Int, reason: String) {
            self.offset = offset
            self.reason = reason
        }
    }

    package let encoding: Encoding
    /// Bytes of a code unit (or a surrogate pair) not yet complete.
    private var pending: [UInt8] = []
    /// Input bytes consumed before `pending`.
    private var consumed = 0
    private var bigEndian: Bool?
    private var started = false

    package init(_ encoding: Encoding) {
        self.encoding = encoding
        switch encoding {
        case .utf16(let order), .utf32(let order): bigEndian = order
        default: bigEndian = nil
        }
    }

    /// Windows-1252's characters for 0x80-0x9F; the five bytes it leaves undefined stand
    /// for the C1 controls of the same number, as WHATWG's decoder has them (no byte lost).
    private static let windows1252High: [UInt16] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]

    /// Decodes `input` onto the end of `output`; a partial character waits for the next call.
    package mutating func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) throws(Failure) {
        switch encoding {
        case .utf8:
            output.append(contentsOf: input)
        case .latin1:
            output.reserveCapacity(output.count + input.count * 2)
            for byte in input { Self.append(UInt32(byte), to: &output) }
        case .windows1252:
            output.reserveCapacity(output.count + input.count * 2)
            for byte in input {
                let scalar = (0x80...0x9F).contains(byte) ? UInt32(Self.windows1252High[Int(byte) - 0x80]) : UInt32(byte)
                Self.append(scalar, to: &output)
            }
        case .utf16, .utf32:
            try decodeWide(input, into: &output)
        }
        consumed += input.count
    }

    /// The end of the input: a character left incomplete is a failure.
    package func finish() throws(Failure) {
        if !pending.isEmpty {
            throw Failure(offset: consumed - pending.count, reason: "the input ends inside a character")
        }
    }

    private mutating func decodeWide(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) throws(Failure) {
        let size = encoding.unitSize
        var bytes = pending
        bytes.append(contentsOf: input)
        var start = consumed - pending.count
        var index = 0
        if !started && bytes.count >= size {
            started = true
            // A byte order mark says the order, and is not text.
            let little: [UInt8] = size == 2 ? [0xFF, 0xFE] : [0xFF, 0xFE, 0, 0]
            let big: [UInt8] = size == 2 ? [0xFE, 0xFF] : [0, 0, 0xFE, 0xFF]
            if bytes.starts(with: little) && bigEndian != true {
                bigEndian = false
                index = size
            } else if bytes.starts(with: big) && bigEndian != false {
                bigEndian = true
                index = size
            }
        }
        let big = bigEndian ?? false
        output.reserveCapacity(output.count + bytes.count)
        func unit(_ at: Int) -> UInt32 {
            var value: UInt32 = 0
            for offset in 0..<size {
                let byte = UInt32(bytes[at + (big ? offset : size - 1 - offset)])
                value = value << 8 | byte
            }
            return value
        }
        while index + size <= bytes.count {
            let value = unit(index)
            if size == 4 {
                guard value < 0x110000, !(0xD800...0xDFFF).contains(value) else {
                    throw Failure(offset: start + index, reason: "not a character in UTF-32 (0x\(String(value, radix: 16, uppercase: true)))")
                }
                Self.append(value, to: &output)
                index += 4
                continue
            }
            switch value {
            case 0xD800...0xDBFF:
                guard index + 4 <= bytes.count else {
                    // The pair's second half comes with the next read.
                    break
                }
                let low = unit(index + 2)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(offset: start + index, reason: "a UTF-16 high surrogate without its low half")
                }
                Self.append(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00), to: &output)
                index += 4
                continue
            case 0xDC00...0xDFFF:
                throw Failure(offset: start + index, reason: "a UTF-16 low surrogate without its high half")
            default:
                Self.append(value, to: &output)
                index += 2
                continue
            }
            break
        }
        pending = Array(bytes[index...])
        start += index
    }

    /// One scalar as UTF-8.
    @inline(__always)
    private static func append(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
            output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
