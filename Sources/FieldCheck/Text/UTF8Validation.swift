/// UTF-8 checks on raw values, with an ASCII fast path: most data is ASCII, and
/// eight bytes at a time decide it.
package enum UTF8Validation {
    /// The offset of the first byte that is not part of well-formed UTF-8, or `nil`.
    /// Rejects overlongs, surrogates, code points above U+10FFFF and truncated sequences.
    package static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        if isASCII(bytes) { return nil }  // most values: one pass of word-sized ORs
        let count = bytes.count
        var index = 0
        while index < count {
            // Skip ASCII a word at a time.
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
            guard index < count else { return nil }
            let lead = base[index]
            if lead < 0x80 { index += 1; continue }
            let length = sequenceLength(base, count, at: index)
            if length == 0 { return index }
            index += length
        }
        return nil
    }

    /// Whether every byte is ASCII. Word-sized ORs; the last word overlaps the one before
    /// it instead of a byte loop for the tail.
    @inline(__always)
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            var bits: UInt64 = 0
            var index = 0
            while index + 8 < count {
                bits |= (raw + index).loadUnaligned(as: UInt64.self)
                index += 8
            }
            bits |= (raw + count - 8).loadUnaligned(as: UInt64.self)
            return bits & 0x8080_8080_8080_8080 == 0
        }
        var bits: UInt8 = 0
        for index in 0..<count { bits |= base[index] }
        return bits & 0x80 == 0
    }

    @inline(__always)
    static func sequenceLength(_ base: UnsafePointer<UInt8>, _ count: Int, at index: Int) -> Int {
        @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            index + offset < count && base[index + offset] >= low && base[index + offset] <= high
        }
        switch base[index] {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}
