#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A piece of one input holding whole records: read by the reader thread, checked by a
/// worker thread into its own output, and written by the main thread in its turn.
final class Chunk<Summary>: @unchecked Sendable {
    private(set) var bytes: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// The bytes held: whole records, once cut.
    var count = 0
    /// Where the records to check start: after a byte order mark, or a table's header.
    var start = 0
    /// Its place in the input, from 0.
    var index = 0
    /// Records and physical line breaks in the input before `start`.
    var recordsBefore = 0
    var lineBreaksBefore = 0
    /// The input ends with this chunk (its last record may have no terminator).
    var isLast = false
    /// The chunk is one record past the record bound, read past and not kept (no bytes):
    /// its line breaks. Its consumer reports it as record `recordsBefore + 1`.
    var oversized: Int?
    /// Reading failed after this chunk's bytes (the last chunk): raised once it is written.
    var readError: SystemError?
    /// What checking it wrote, and what it found.
    var output = OutputStream.captured()
    var summary: Summary?
    /// Set once a worker has checked it.
    var done = false

    init(capacity: Int) {
        self.capacity = capacity
        bytes = .allocate(capacity: capacity)
    }

    deinit { bytes.deallocate() }

    /// All the bytes held.
    var held: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: bytes, count: count) }

    /// Makes room for at least `needed` bytes, keeping those held.
    func reserve(_ needed: Int) {
        while needed > capacity { grow(&bytes, capacity: &capacity, keeping: count) }
    }

    /// Ready to be filled again.
    func reset(index: Int) {
        self.index = index
        count = 0
        start = 0
        recordsBefore = 0
        lineBreaksBefore = 0
        isLast = false
        readError = nil
        oversized = nil
        summary = nil
        done = false
        output.buffer.removeAll()
        output.messages.removeAll(keepingCapacity: true)
        output.errors.removeAll()
    }
}

extension Chunk {
    /// Each line (or NUL-terminated value) of the chunk with its number in the whole input,
    /// as `RecordReader` hands them out; `body` returns false to stop.
    @inline(__always)
    func forEachRecord(
        terminator: UInt8, dropsCarriageReturn: Bool, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool
    ) {
        if oversized != nil {
            _ = body(RecordReader.oversized, recordsBefore + 1)
            return
        }
        let base = bytes, end = count
        var number = recordsBefore
        var position = start
        let bound = RecordBound.bytes
        while position < end {
            // Only the input's last record may lack a terminator.
            let recordEnd = memchr(base + position, Int32(terminator), end - position)
                .map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt8.self) - base } ?? end
            if recordEnd - position >= bound {
                // (Past the bound, as `RecordReader` hands it out: a chunk may hold one.)
                number += 1
                if !body(RecordReader.oversized, number) { return }
                position = recordEnd + 1
                continue
            }
            var valueEnd = recordEnd
            if dropsCarriageReturn, valueEnd > position, base[valueEnd - 1] == 0x0D { valueEnd -= 1 }
            number += 1
            if !body(UnsafeBufferPointer(start: base + position, count: valueEnd - position), number) { return }
            position = recordEnd + 1
        }
    }
}

extension Chunk {
    /// Each value of a chunk of standard input, as `ValueSource` hands them out: lines
    /// without a final CR, or NUL-terminated values with `-z`.
    @inline(__always)
    func forEachValue(nullSeparated: Bool, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool) {
        forEachRecord(terminator: nullSeparated ? 0 : 0x0A, dropsCarriageReturn: !nullSeparated, body)
    }
}

/// A UTF-8 byte order mark at the very start of an input, which readers drop.
enum ByteOrderMark {
    /// 3 when `bytes` start with one, else 0.
    static func length(at bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }
}
