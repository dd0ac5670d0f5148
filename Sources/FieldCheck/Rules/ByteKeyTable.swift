#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Byte strings to numbers: open addressing over one arena of key bytes. What `--one-of`
/// and `--unique` look keys up in, on their bytes: a `String` made for each value and
/// hashed by Swift's `Hasher` cost more than the type's check of it. Keys are compared by
/// their bytes (`é` and `e` with a combining accent are different keys, as they are to
/// Table Schema). The hash is seeded at random for each process, so that no input can be
/// made to collide on purpose.
struct ByteKeyTable: Sendable {
    /// A slot is 0 when empty, else the entry's offset in `arena` plus one, shifted left 16
    /// bits, with 16 bits of the key's hash below (most probes of another key end there,
    /// without a look at the arena). Eight bytes a slot: a table of millions of keys is
    /// walked with few cache misses.
    private var slots: [UInt64]
    /// Entries one after another: the value (8 bytes), the key's length (8 bytes), its bytes.
    private var arena: [UInt8] = []
    private var mask: Int
    private(set) var count = 0
    /// `processSeed`, held: a global read at every hash costs a `swift_once` call.
    private let seed = ByteKeyTable.processSeed

    init(capacity: Int = 0) {
        var size = 16
        while size < capacity &* 2 { size &*= 2 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// The value kept for `key`, if any.
    func find(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(key, seed: seed)
        let (found, _) = probe(key, hash)
        return found
    }

    /// The value kept for `key` when there is one (left as it is); otherwise keeps `value`
    /// for it and gives `nil`.
    mutating func insert(_ key: UnsafeBufferPointer<UInt8>, value: Int) -> Int? {
        let hash = Self.hash(key, seed: seed)
        let (found, index) = probe(key, hash)
        if let found { return found }
        slots[index] = UInt64(arena.count + 1) << 16 | (hash >> 48)
        // (Appended from raw bytes: nothing made for each key, not even a temporary.)
        withUnsafeBytes(of: Int64(value)) { arena.append(contentsOf: $0) }
        withUnsafeBytes(of: Int64(key.count)) { arena.append(contentsOf: $0) }
        arena.append(contentsOf: key)
        count += 1
        if count &* 4 > slots.count &* 3 { grow() }
        return nil
    }

    /// The value of `key` and its slot, or `nil` and the empty slot where it would go.
    @inline(__always)
    private func probe(_ key: UnsafeBufferPointer<UInt8>, _ hash: UInt64) -> (Int?, Int) {
        let tag = hash >> 48
        var index = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            arena.withUnsafeBytes { arena in
                while true {
                    let slot = slots[index]
                    if slot == 0 { return (nil, index) }
                    if slot & 0xFFFF == tag {
                        let offset = Int(slot >> 16) - 1
                        let length = Int(arena.loadUnaligned(fromByteOffset: offset + 8, as: Int64.self))
                        if length == key.count, Self.equal(arena, offset + 16, key) {
                            return (Int(arena.loadUnaligned(fromByteOffset: offset, as: Int64.self)), index)
                        }
                    }
                    index = (index + 1) & mask
                }
            }
        }
    }

    func find(_ key: String) -> Int? {
        var key = key
        return key.withUTF8 { find($0) }
    }

    mutating func insert(_ key: String, value: Int) -> Int? {
        var key = key
        return key.withUTF8 { insert($0, value: value) }
    }

    /// Twice the slots; each key's hash made again, the arena read in order (not in the
    /// old slots' order, which would jump about it).
    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        let mask = self.mask, seed = self.seed
        slots.withUnsafeMutableBufferPointer { slots in
            arena.withUnsafeBytes { arena in
                guard let base = arena.baseAddress else { return }
                var offset = 0
                while offset < arena.count {
                    let length = Int(arena.loadUnaligned(fromByteOffset: offset + 8, as: Int64.self))
                    let key = UnsafeBufferPointer(start: (base + offset + 16).assumingMemoryBound(to: UInt8.self), count: length)
                    let hash = Self.hash(key, seed: seed)
                    var index = Int(truncatingIfNeeded: hash) & mask
                    while slots[index] != 0 { index = (index + 1) & mask }
                    slots[index] = UInt64(offset + 1) << 16 | (hash >> 48)
                    offset += 16 + length
                }
            }
        }
    }

    private static func equal(_ arena: UnsafeRawBufferPointer, _ offset: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = arena.baseAddress, let bytes = key.baseAddress else { return key.isEmpty }
        return memcmp(base + offset, bytes, key.count) == 0
    }

    /// Drawn once for the process.
    private static let processSeed: UInt64 = UInt64.random(in: 1...UInt64.max)

    /// Eight bytes at a time, multiplied and folded; the last word's missing bytes zero.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        var h = seed ^ (UInt64(key.count) &* 0x9E37_79B9_7F4A_7C15)
        guard let base = key.baseAddress else { return finish(h) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= key.count {
            h = mix(h ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < key.count {
            var last: UInt64 = 0
            var shift: UInt64 = 0
            while offset < key.count {
                last |= UInt64(base[offset]) << shift
                shift += 8
                offset += 1
            }
            h = mix(h ^ last)
        }
        return finish(h)
    }

    @inline(__always)
    private static func mix(_ h: UInt64) -> UInt64 {
        let product = h.multipliedFullWidth(by: 0xA076_1D64_78BD_642F)
        return product.high ^ product.low
    }

    @inline(__always)
    private static func finish(_ h: UInt64) -> UInt64 {
        var h = h
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        return h
    }
}
