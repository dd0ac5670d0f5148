/// MD5 (RFC 1321), streamed: a Data Package's `hash` is the MD5 of its data unless it says
/// another algorithm, and frictionless checks it (`hash-count`). Not for security: for
/// telling whether the bytes are the ones the package describes.
package struct MD5: BlockDigest, Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476)
    package var pending: [UInt8] = []
    package var length: UInt64 = 0
    package static let bigEndian = false
    package var words: [UInt32] { [state.0, state.1, state.2, state.3] }

    package init() {}

    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]

    /// floor(|sin(i + 1)| x 2^32), as the RFC defines them.
    private static let constants: [UInt32] = [
        0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee,
        0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
        0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be,
        0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
        0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa,
        0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
        0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed,
        0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
        0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
        0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
        0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05,
        0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
        0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039,
        0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
        0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1,
        0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
    ]

    /// One 64-byte block.
    package mutating func compress(_ chunk: UnsafeBufferPointer<UInt8>) {
        var words = [UInt32](repeating: 0, count: 16)
        for index in 0..<16 {
            let at = index * 4
            words[index] = UInt32(chunk[at]) | UInt32(chunk[at + 1]) << 8 | UInt32(chunk[at + 2]) << 16 | UInt32(chunk[at + 3]) << 24
        }
        var (a, b, c, d) = state
        for index in 0..<64 {
            var f: UInt32
            let g: Int
            switch index {
            case 0..<16:
                f = (b & c) | (~b & d)
                g = index
            case 16..<32:
                f = (d & b) | (~d & c)
                g = (5 &* index &+ 1) % 16
            case 32..<48:
                f = b ^ c ^ d
                g = (3 &* index &+ 5) % 16
            default:
                f = c ^ (b | ~d)
                g = (7 &* index) % 16
            }
            f = f &+ a &+ Self.constants[index] &+ words[g]
            a = d
            d = c
            c = b
            let shift = Self.shifts[index]
            b = b &+ (f << shift | f >> (32 - shift))
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
    }
}

/// What MD5 and SHA-256 share: input gathered into 64-byte blocks, the padding (a 1 bit,
/// zeros, the length in bits) that ends the message, the digest written in hexadecimal.
package protocol BlockDigest {
    /// Input short of a whole block.
    var pending: [UInt8] { get set }
    /// Bytes fed so far.
    var length: UInt64 { get set }
    /// Whether words (and the length) are big-endian: SHA-256's; MD5's are little-endian.
    static var bigEndian: Bool { get }
    /// The state, whose words written in order are the digest.
    var words: [UInt32] { get }
    mutating func compress(_ block: UnsafeBufferPointer<UInt8>)
}

extension BlockDigest {
    package mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        length &+= UInt64(bytes.count)
        var start = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<taken]))
            start = taken
            if pending.count < 64 { return }
            let full = pending
            pending = []
            full.withUnsafeBufferPointer { compress($0) }
        }
        while bytes.count - start >= 64 {
            compress(UnsafeBufferPointer(rebasing: bytes[start..<start + 64]))
            start += 64
        }
        if start < bytes.count { pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...])) }
    }

    /// The digest as lowercase hexadecimal (as Python's `hexdigest()` writes it), once the
    /// last one or two blocks are compressed: what is pending, the padding, the length.
    package mutating func hexDigest() -> String {
        var tail = pending
        pending = []
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bits = length &* 8
        for index in 0..<8 {
            let shift = Self.bigEndian ? UInt64(56 - 8 * index) : UInt64(8 * index)
            tail.append(UInt8(truncatingIfNeeded: bits >> shift))
        }
        tail.withUnsafeBufferPointer { blocks in
            var start = 0
            while start < blocks.count {
                compress(UnsafeBufferPointer(rebasing: blocks[start..<start + 64]))
                start += 64
            }
        }
        return Self.hex(words)
    }

    static func hex(_ words: [UInt32]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for word in words {
            for index in 0..<4 {
                let shift = bigEndian ? UInt32(24 - 8 * index) : UInt32(8 * index)
                let byte = UInt8(truncatingIfNeeded: word >> shift)
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
