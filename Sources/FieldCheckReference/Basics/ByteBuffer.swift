#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Bytes being written out: raw memory that grows by doubling. Appends are a bounds check
/// and a copy (an `[UInt8]` spends most of its time on uniqueness and capacity checks
/// around the many small appends of a report line). Non-copyable: it owns its memory.
/// (Public, with its appends `@inlinable`: the compiler inlines across modules only what is
/// public, never `package` code, and every report line of the modules above is appends.)
public struct ByteBuffer: ~Copyable {
    /// How many bytes are written.
    @inlinable public var count: Int { written }
    @usableFromInline var written = 0
    @usableFromInline var capacity: Int
    @usableFromInline var base: UnsafeMutablePointer<UInt8>

    public init(capacity: Int = 64 * 1024) {
        self.capacity = max(16, capacity)
        self.base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inlinable @inline(__always)
    mutating func reserve(_ extra: Int) {
        if written + extra > capacity { grow(written + extra) }
    }

    @usableFromInline mutating func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.update(from: base, count: written)
        base.deallocate()
        base = larger
        capacity = newCapacity
    }

    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        reserve(1)
        base[written] = byte
        written += 1
    }

    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let length = bytes.count
        reserve(length)
        Self.copy(base + written, source, length)
        written += length
    }

    /// Copies bytes; short runs (most fields, statuses, reasons) with a few overlapping
    /// word moves, which cost less than a memcpy call.
    @inlinable @inline(__always)
    public static func copy(_ target: UnsafeMutablePointer<UInt8>, _ source: UnsafePointer<UInt8>, _ length: Int) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        if length >= 8 {
            guard length <= 16 else {
                guard length <= 32 else {
                    to.copyMemory(from: from, byteCount: length)
                    return
                }
                // (Reasons, addresses: four words, the last two from the end.)
                let first = from.loadUnaligned(as: UInt64.self), second = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let third = from.loadUnaligned(fromByteOffset: length - 16, as: UInt64.self)
                let fourth = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
                to.storeBytes(of: first, as: UInt64.self)
                to.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
                to.storeBytes(of: third, toByteOffset: length - 16, as: UInt64.self)
                to.storeBytes(of: fourth, toByteOffset: length - 8, as: UInt64.self)
                return
            }
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        } else if length > 0 {
            target[0] = source[0]
            target[length / 2] = source[length / 2]
            target[length - 1] = source[length - 1]
        }
    }

    /// Makes room for `maximum` bytes and lets `body` write up to that many at the end,
    /// returning how many it wrote: one capacity check for a whole line.
    @inlinable @inline(__always)
    public mutating func append(reserving maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        written += body(base + written)
    }

    /// A non-negative number in decimal (row and line numbers), without making a String.
    @inlinable
    public mutating func append(decimal number: Int) {
        guard number >= 0 else {
            append(String(number))
            return
        }
        reserve(20)
        written += Self.writeDecimal(UInt(bitPattern: number), to: base + written)
    }

    /// Writes the decimal digits of a non-negative Int (at most 19) at `target`, returning
    /// how many.
    /// The digits are counted by comparison (no division), then written from the last, two
    /// at a time from a table of the hundred pairs, in unsigned arithmetic (a division by
    /// 100 is then a multiply and a shift, with no sign to correct).
    @inlinable @inline(__always)
    public static func writeDecimal(_ number: UInt, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var value = number
        var digits = 1
        var bound: UInt = 10
        while digits < 19 && value >= bound {
            digits &+= 1
            bound &*= 10
        }
        var place = digits
        let pairs = digitPairs.utf8Start
        while value >= 100 {
            let quotient = value / 100
            let pair = Int(truncatingIfNeeded: value &- quotient &* 100) &* 2
            target[place &- 2] = pairs[pair]
            target[place &- 1] = pairs[pair &+ 1]
            place &-= 2
            value = quotient
        }
        if value >= 10 {
            let pair = Int(truncatingIfNeeded: value) &* 2
            target[0] = pairs[pair]
            target[1] = pairs[pair &+ 1]
        } else {
            target[0] = 0x30 &+ UInt8(truncatingIfNeeded: value)
        }
        return digits
    }

    // (Computed: a constant's address, with no lazy initialisation to check at each call.)
    @usableFromInline static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    @inlinable
    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    @inlinable
    public mutating func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    public mutating func append(_ text: String) {
        // Native and literal strings are contiguous UTF-8: no copy needed.
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Static text (a reason's words): its bytes, with no reference counting.
    @inlinable @inline(__always)
    public mutating func append(text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    @inlinable
    public mutating func removeAll() { written = 0 }

    /// Drops what was written after `count` bytes (a line given up half-way).
    @inlinable
    public mutating func truncate(to count: Int) {
        if count >= 0 && count < written { written = count }
    }

    /// Puts the bytes from `split` to the end before those from `start` to `split` (a line's
    /// beginning written after its end, once what the beginning says was known).
    public mutating func moveTail(from split: Int, before start: Int) {
        guard 0 <= start, start < split, split < count else { return }
        let first = split - start, second = count - split, base = self.base
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: first) { held in
            guard let held = held.baseAddress else { return }
            held.update(from: base + start, count: first)
            UnsafeMutableRawPointer(base + start).copyMemory(from: base + split, byteCount: second)  // (a memmove)
            (base + start + second).update(from: held, count: first)
        }
    }

    /// The text `body` writes, as a String: for words written once as bytes (into a
    /// report line) and sometimes wanted as text.
    public static func text(capacity: Int = 64, _ body: (inout ByteBuffer) -> Void) -> String {
        var buffer = ByteBuffer(capacity: capacity)
        body(&buffer)
        return buffer.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes written so far, for a `write(2)`.
    @inlinable
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Whether two byte strings are the same bytes (a memcmp: the generic `elementsEqual`
    /// walks them a byte at a time).
    @inlinable @inline(__always)
    public static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let x = a.baseAddress, let y = b.baseAddress else { return true }
        return memcmp(x, y, a.count) == 0
    }

    /// A copy of the bytes (for tests and small outputs).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
