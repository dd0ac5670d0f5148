/// Bytes being written out: raw memory that grows by doubling. Appends are a bounds check
/// and a copy (an `[UInt8]` spends most of its time on uniqueness and capacity checks
/// around the many small appends of a report line). Non-copyable: it owns its memory.
public struct ByteBuffer: ~Copyable {
    public private(set) var count = 0
    private var capacity: Int
    private var base: UnsafeMutablePointer<UInt8>

    public init(capacity: Int = 64 * 1024) {
        self.capacity = max(16, capacity)
        self.base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private mutating func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = newCapacity
    }

    @inline(__always)
    public mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let length = bytes.count
        reserve(length)
        Self.copy(base + count, source, length)
        count += length
    }

    /// Copies bytes; short runs (most fields, statuses, reasons) with a few overlapping
    /// word moves, which cost less than a memcpy call.
    @inline(__always)
    public static func copy(_ target: UnsafeMutablePointer<UInt8>, _ source: UnsafePointer<UInt8>, _ length: Int) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        if length >= 8 {
            guard length <= 16 else {
                to.copyMemory(from: from, byteCount: length)
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
    @inline(__always)
    public mutating func append(reserving maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count += body(base + count)
    }

    /// A non-negative number in decimal (row and line numbers), without making a String.
    public mutating func append(decimal number: Int) {
        guard number >= 0 else {
            append(String(number))
            return
        }
        append(reserving: 20) { target in
            var digits = 1, rest = number
            while rest >= 10 {
                rest /= 10
                digits += 1
            }
            rest = number
            for place in stride(from: digits - 1, through: 0, by: -1) {
                target[place] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
                rest /= 10
            }
            return digits
        }
    }

    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    public mutating func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    public mutating func append(_ text: String) {
        // Native and literal strings are contiguous UTF-8: no copy needed.
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    public mutating func removeAll() { count = 0 }

    /// The bytes written so far, for a `write(2)`.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// A copy of the bytes (for tests and small outputs).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
