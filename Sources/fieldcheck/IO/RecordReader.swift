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

    /// Calls `body` with each record and its number (from 1); `body` returns false to stop.
    mutating func forEach(
        _ body: (UnsafeBufferPointer<UInt8>, Int) throws(SystemError) -> Bool
    ) throws(SystemError) {
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var start = 0  // first byte of the current record
        var end = 0  // end of the bytes read
        var scan = 0  // where to look for the next terminator
        var number = 0
        // A UTF-8 byte order mark at the very start is dropped, as for CSV: decided once
        // the first bytes show whether it is there.
        var bomDecided = false
        while true {
            if !bomDecided {
                let looksLikeBOM = (end < 1 || buffer[0] == 0xEF) && (end < 2 || buffer[1] == 0xBB) && (end < 3 || buffer[2] == 0xBF)
                if !looksLikeBOM || end >= 3 {
                    bomDecided = true
                    if looksLikeBOM { start = 3; scan = 3 }
                } else {
                    scan = end  // nothing to hand out yet
                }
            }
            while bomDecided, scan < end, let found = memchr(buffer + scan, Int32(terminator), end - scan) {
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
            if end == capacity { grow(&buffer, capacity: &capacity, keeping: end) }
            let count = read(descriptor, buffer + end, capacity - end)
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError(operation: "reading standard input", code: errno)
            }
            if count == 0 {
                if !bomDecided { bomDecided = true; scan = 0 }
                while scan < end, let found = memchr(buffer + scan, Int32(terminator), end - scan) {
                    let position = UnsafeMutablePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - buffer
                    number += 1
                    if !(try body(record(buffer, start, position), number)) { return }
                    start = position + 1
                    scan = start
                }
                // A last record without a terminator still counts.
                if end > start {
                    number += 1
                    _ = try body(record(buffer, start, end), number)
                }
                return
            }
            end += count
        }
    }

    private func record(_ buffer: UnsafeMutablePointer<UInt8>, _ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
        var end = end
        if dropsCarriageReturn, end > start, buffer[end - 1] == 0x0D { end -= 1 }
        return UnsafeBufferPointer(start: buffer + start, count: end - start)
    }
}
