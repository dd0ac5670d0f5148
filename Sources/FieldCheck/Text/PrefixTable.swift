/// Byte strings (lower-cased spellings of a vocabulary) and every beginning of each, in one
/// open-addressing table: a look-up tells a whole spelling, the beginning of one, or
/// neither, from the bytes themselves (no String made, no SipHash), for quick statuses that
/// run on every cell of a column.
struct PrefixTable: Sendable {
    enum Match { case whole, beginning, neither }

    /// Per slot: the entry's number, or -1 for an empty slot.
    private let slots: [Int32]
    /// Per entry: where its bytes start in `pool`, how many, and whether it is a whole key.
    private let starts: [Int32]
    private let counts: [Int32]
    private let wholes: [Bool]
    private let pool: [UInt8]

    init(_ keys: [[UInt8]]) {
        var kinds: [[UInt8]: Bool] = [:]
        for key in keys where !key.isEmpty {
            for length in 1...key.count {
                let beginning = Array(key[0..<length])
                kinds[beginning] = (kinds[beginning] ?? false) || length == key.count
            }
        }
        var size = 16
        while size < 4 * kinds.count { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        var starts: [Int32] = [], counts: [Int32] = [], wholes: [Bool] = [], pool: [UInt8] = []
        for (bytes, whole) in kinds {
            var slot = bytes.withUnsafeBufferPointer { Self.hash($0) } & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(starts.count)
            starts.append(Int32(pool.count))
            counts.append(Int32(bytes.count))
            wholes.append(whole)
            pool += bytes
        }
        self.slots = slots
        self.starts = starts
        self.counts = counts
        self.wholes = wholes
        self.pool = pool
    }

    /// FNV-1a, of each byte with `fold` or'ed in.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, fold: UInt8 = 0) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte | fold)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    func match(_ bytes: UnsafeBufferPointer<UInt8>) -> Match { match(bytes, fold: 0) }

    /// The match of the bytes with `fold` or'ed into each (0x20 lower-cases ASCII letters
    /// and leaves a space as it is: letters and spaces need no lower-cased copy).
    func match(_ bytes: UnsafeBufferPointer<UInt8>, fold: UInt8) -> Match {
        guard !bytes.isEmpty else { return .neither }
        let mask = slots.count - 1
        var slot = Self.hash(bytes, fold: fold) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return .neither }
            if Int(counts[entry]) == bytes.count {
                let start = Int(starts[entry])
                let same = pool.withUnsafeBufferPointer { pool in
                    var offset = 0
                    while offset < bytes.count && pool[start + offset] == bytes[offset] | fold { offset += 1 }
                    return offset == bytes.count
                }
                if same { return wholes[entry] ? .whole : .beginning }
            }
            slot = (slot + 1) & mask
        }
    }
}
