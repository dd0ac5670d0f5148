/// The byte classes and UTF-8 decoding that the types' checks share (the references
/// here and the quick checks above them). A quick check
/// says yes, quickly, to the common shape of a valid value, for the types a table column
/// checks millions of times; anything it does not recognise goes to the type's full
/// check, which alone gives reasons and canonical forms. So they change speed, never verdicts.
/// (Public, as `ByteBuffer`: the compiler inlines across modules only what is public and
/// `@inlinable`, never `package` code, and the fast tiers above call these for every byte.)
public enum QuickAccept {
    @inlinable @inline(__always) public static func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
    @inlinable @inline(__always) public static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inlinable @inline(__always) public static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
    /// ASCII whitespace: tab to CR, and space.
    @inlinable @inline(__always) public static func isASCIIWhitespace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }

    /// The bytes without ASCII spaces and tabs at either end.
    @inlinable public static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0, end = bytes.count
        while start < end && isSpace(bytes[start]) { start += 1 }
        while end > start && isSpace(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// The scalar of the (valid) UTF-8 sequence at `index`, and its length.
    @inlinable public static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        // Validating: a bad sequence is nil, so the checks that decode with it need no
        // UTF-8 pass before them (the full check then fails the value with the offset).
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF  // the range of the second byte
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F  // no surrogates
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F  // nothing above U+10FFFF
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= low && second <= high else { return nil }
        var value = UInt32(lead) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
        value = (value << 6) | UInt32(second & 0x3F)
        var offset = 2
        while offset < length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return nil }
            value = (value << 6) | UInt32(next & 0x3F)
            offset += 1
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// The letters of Latin-1 and Latin Extended-A and -B (U+00C0 to U+024F but for × and
    /// ÷), the commonest letters beyond ASCII in names, told without a Unicode table lookup.
    @inlinable @inline(__always) public static func isLatinLetter(_ value: UInt32) -> Bool {
        value >= 0xC0 && value < 0x250 && value != 0xD7 && value != 0xF7
    }

    /// Letters of other scripts common in names (Greek, Cyrillic, Hebrew, Arabic, kana,
    /// CJK ideographs, Hangul syllables), told by ranges: Unicode's category look-up costs
    /// some 300 instructions a letter. Every one is a letter to Unicode (a test asks each).
    @inlinable @inline(__always) public static func isCommonLetter(_ value: UInt32) -> Bool {
        switch value {
        case 0x391...0x3A1, 0x3A3...0x3A9, 0x3B1...0x3C9, 0x400...0x481, 0x5D0...0x5EA, 0x621...0x63A, 0x641...0x64A,
             0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
            return true
        default:
            return false
        }
    }

    /// A letter, digit or hyphen (a host name's bytes besides the period), as two bit masks.
    @inlinable @inline(__always) public static func isHostByte(_ b: UInt8) -> Bool {
        b < 64 ? (0x03FF_2000_0000_0000 as UInt64) >> UInt64(b) & 1 == 1
            : b < 128 ? (0x07FF_FFFE_07FF_FFFE as UInt64) >> UInt64(b - 64) & 1 == 1 : false
    }

    /// RFC 5322 atext: letters, digits and `!#$%&'*+-/=?^_`{|}~`, as two bit masks
    /// (QuickAcceptTests compares them with the list).
    @inlinable @inline(__always) public static func isAtext(_ b: UInt8) -> Bool {
        b < 64 ? (0xA3FF_ACFA_0000_0000 as UInt64) >> UInt64(b) & 1 == 1
            : b < 128 ? (0x7FFF_FFFF_C7FF_FFFE as UInt64) >> UInt64(b - 64) & 1 == 1 : false
    }
}
