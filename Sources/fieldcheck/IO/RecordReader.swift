import CByteScan
import FieldCheck
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads records (lines, or NUL-terminated values) from a file descriptor with
/// read(2) into one reused buffer, and hands each out as a byte slice. Memory is
/// bounded by the longest record: the buffer grows only to hold one.
struct RecordReader {
    let descriptor: Int32
    let terminator: UInt8
    /// Drop a CR before the terminator (line mode).
    let dropsCarriageReturn: Bool
    var capacity = 256 * 1024
    /// Whether anything was read yet: a UTF-8 byte order mark at the very start is dropped.
    var started = false
    /// After `forEach`: whether the last record had no terminator (the input did not end
    /// with one), for writers that give back what they read.
    var lastUnterminated = false
    /// What is read, for an error message.
    var name = "standard input"
    /// Bytes read before (`Input.prefix`), taken first.
    var prefix: [UInt8] = []

    /// Calls `body` with each record and its number (from 1); `body` returns false to stop.
    /// Inlined, so that `body` is inlined into the loop: a call per record costs more than
    /// the check of a short value.
    @inline(__always)
    mutating func forEach(
        _ body: (UnsafeBufferPointer<UInt8>, Int) throws(SystemError) -> Bool
    ) throws(SystemError) {
        capacity = RecordBound.initial(capacity)
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var start = 0  // first byte of the current record
        var end = 0  // end of the bytes read
        var scan = 0  // where to look for the next terminator
        var number = 0
        while true {
            // Terminators found 16 bytes at a time as a mask, one bit a byte, a record a set
            // bit (a memchr call a record cost more than the check of a short value); the
            // last bytes of what was read by memchr.
            while scan + 16 <= end {
                var marks = fc_byte_marks16(buffer + scan, terminator)
                while marks != 0 {
                    let position = scan &+ marks.trailingZeroBitCount
                    marks &= marks &- 1
                    number += 1
                    if !(try body(record(buffer, start, position), number)) { return }
                    start = position + 1
                }
                scan += 16
            }
            while scan < end, let found = memchr(buffer + scan, Int32(terminator), end - scan) {
                let position = UnsafeMutablePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - buffer
                number += 1
                if !(try body(record(buffer, start, position), number)) { return }
                start = position + 1
                scan = start
            }
            scan = end
            if start > 0 {
                // Keep the unfinished record at the front of the buffer.
                let remaining = end - start
                if remaining > 0 { memmove(buffer, buffer + start, remaining) }
                end = remaining
                scan = remaining
                start = 0
            }
            if end == capacity && !growBounded(&buffer, capacity: &capacity, keeping: end) {
                // One record fills the buffer at the bound: read past it, keeping none of it.
                number += 1
                guard let rest = try skipRecord(buffer, end) else {
                    lastUnterminated = true
                    _ = try body(Self.oversized, number)
                    return
                }
                if !(try body(Self.oversized, number)) { return }
                end = rest
                scan = 0
                continue
            }
            guard let count = try readChecked(buffer, end) else { continue }
            if count == 0 {
                // A last record without a terminator still counts.
                if end > start {
                    number += 1
                    lastUnterminated = true
                    _ = try body(record(buffer, start, end), number)
                }
                return
            }
            end += count
        }
    }

    /// Calls `body` with blocks of whole records, each block ending with a terminator
    /// (the last may lack one: the input's last record without a terminator); `body`
    /// returns false to stop. For readers that walk records a buffer at a time.
    /// A record past the bound (`oversized`) is read past and handed to `oversized` instead.
    mutating func forEachBlock(
        _ body: (UnsafeBufferPointer<UInt8>) throws(SystemError) -> Bool, oversized: () throws(SystemError) -> Bool
    ) throws(SystemError) {
        capacity = RecordBound.initial(capacity)
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var end = 0  // end of the bytes read; what is before it is an unfinished record
        var scanned = 0  // bytes before this hold no terminator
        while true {
            if end == capacity && !growBounded(&buffer, capacity: &capacity, keeping: end) {
                // (The buffer holds no terminator: one record, at the bound.)
                guard let rest = try skipRecord(buffer, end) else {
                    lastUnterminated = true
                    _ = try oversized()
                    return
                }
                if !(try oversized()) { return }
                end = rest
                scanned = 0
                continue
            }
            guard let count = try readChecked(buffer, end) else { continue }
            if count == 0 {
                if end > 0 {
                    lastUnterminated = true
                    _ = try body(UnsafeBufferPointer(start: buffer, count: end))
                }
                return
            }
            end += count
            // (A pipe gives a few KiB a read: a block is half the buffer or more.)
            if end < capacity / 2 { continue }
            // Up to the last terminator read.
            var last = end
            while last > scanned && buffer[last - 1] != terminator { last -= 1 }
            guard last > scanned else {
                scanned = end
                continue
            }
            if !(try body(UnsafeBufferPointer(start: buffer, count: last))) { return }
            let remaining = end - last
            if remaining > 0 { memmove(buffer, buffer + last, remaining) }
            end = remaining
            scanned = remaining
        }
    }

    /// What `forEach` hands out for a record past the bound: no bytes, and no address
    /// (every record read has one).
    static var oversized: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: nil, count: 0) }

    static func isOversized(_ record: UnsafeBufferPointer<UInt8>) -> Bool { record.baseAddress == nil }

    /// Reads past the record that fills `buffer[0..<held]`, reusing the buffer: the bytes
    /// after its terminator are moved to the front and their count returned; nil when the
    /// input ends inside it.
    private mutating func skipRecord(_ buffer: UnsafeMutablePointer<UInt8>, _ held: Int) throws(SystemError) -> Int? {
        var skipper = RecordSkipper(.lines(terminator: terminator))
        var count = held
        while true {
            if let end = skipper.feed(UnsafeBufferPointer(start: buffer, count: count)) {
                let rest = count - end
                if rest > 0 { memmove(buffer, buffer + end, rest) }
                return rest
            }
            var read: Int?
            repeat { read = try readChecked(buffer, 0) } while read == nil
            guard let more = read, more > 0 else { return nil }
            count = more
        }
    }

    /// `readSome`, with a failure thrown; `nil` when interrupted by a signal (read again).
    private mutating func readChecked(_ buffer: UnsafeMutablePointer<UInt8>, _ end: Int) throws(SystemError) -> Int? {
        let count = readSome(buffer, end)
        if count >= 0 { return count }
        if errno == EINTR { return nil }
        throw SystemError(file: name, code: errno)
    }

    /// `read(2)` into the buffer at `end`. The first time, a UTF-8 byte order mark at the
    /// start is dropped, as for CSV. Out of line, so that the record loop stays small enough
    /// for the compiler to inline the caller's per-record work into it.
    @inline(never)
    private mutating func readSome(_ buffer: UnsafeMutablePointer<UInt8>, _ end: Int) -> Int {
        let count = readOrPrefix(buffer + end, capacity - end)
        if Progress.isOn && count > 0 {
            // (Records, for the progress line: the terminators read.)
            var rows = 0, at = buffer + end, left = count
            while left > 0, let found = memchr(at, Int32(terminator), left) {
                rows += 1
                let next = found.assumingMemoryBound(to: UInt8.self) + 1
                left -= next - at
                at = next
            }
            Progress.add(rows: rows)
        }
        guard !started, count > 0 else { return count }
        started = true
        // The mark may come in pieces: read on while the bytes so far are its beginning.
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        var have = count
        while have < 3 && (0..<have).allSatisfy({ buffer[end + $0] == mark[$0] }) {
            let more = readOrPrefix(buffer + end + have, capacity - end - have)
            if more < 0 && errno == EINTR { continue }
            if more <= 0 { break }
            have += more
        }
        guard have >= 3, buffer[end] == 0xEF, buffer[end + 1] == 0xBB, buffer[end + 2] == 0xBF else { return have }
        if have == 3 {
            // Only the mark so far: read what follows it (0 at the end of the input).
            let next = readOrPrefix(buffer + end, capacity - end)
            return next
        }
        memmove(buffer + end, buffer + end + 3, have - 3)
        return have - 3
    }

    /// read(2), or the prefix's bytes while it has some.
    private mutating func readOrPrefix(_ target: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        readTakingPrefix(descriptor, &prefix, target, count)
    }

    private func record(_ buffer: UnsafeMutablePointer<UInt8>, _ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
        var end = end
        if dropsCarriageReturn, end > start, buffer[end - 1] == 0x0D { end -= 1 }
        return UnsafeBufferPointer(start: buffer + start, count: end - start)
    }
}
