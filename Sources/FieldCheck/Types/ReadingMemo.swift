/// What a type read of the last value a report asked the status of, kept for the reason
/// the report asks next when the value does not pass: the reason then costs no second
/// reading. One per rule and thread, as the types' other memos.
///
/// A report asks `reportQuickStatus` of every cell and `writeReason` of that same cell
/// right after, so the last value kept is the one asked about; the value's place, length
/// and first and last eight bytes are compared all the same, and a value that differs is
/// read again.
final class ReadingMemo<Reading>: @unchecked Sendable {
    private var base: UnsafePointer<UInt8>?
    private var count = -1
    private var head: UInt64 = 0, tail: UInt64 = 0
    private var reading: Reading?

    init() {}

    /// Keeps `reading` (nil: the type read nothing it could use) for `value`.
    @inline(__always)
    func keep(_ reading: Reading?, for value: UnsafeBufferPointer<UInt8>) {
        base = value.baseAddress
        count = value.count
        (head, tail) = Self.ends(value)
        self.reading = reading
    }

    /// Forgets the value kept (a value read no further: one that passed).
    @inline(__always)
    func clear() { count = -1 }

    /// The reading kept for `value`, once (`.some(nil)`: kept as unreadable); `nil` when
    /// another value was kept last.
    @inline(__always)
    func take(for value: UnsafeBufferPointer<UInt8>) -> Reading?? {
        guard count >= 0, value.count == count, value.baseAddress == base, Self.ends(value) == (head, tail) else { return nil }
        count = -1
        return .some(reading)
    }

    /// The first and the last eight bytes (the bytes themselves, zero-filled, when fewer).
    @inline(__always)
    private static func ends(_ value: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        guard let start = value.baseAddress else { return (0, 0) }
        let raw = UnsafeRawPointer(start), count = value.count
        if count >= 8 { return (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) }
        var word: UInt64 = 0
        for index in 0..<count { word |= UInt64(start[index]) << (8 * UInt64(index)) }
        return (word, 0)
    }
}
