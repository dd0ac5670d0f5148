#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FieldCheck

/// Streams CSV records from a file descriptor through one buffer that grows only to
/// hold the largest record.
struct CSVStream {
    let descriptor: Int32
    let delimiter: UInt8
    /// What is read, for an error message (`reading data/a.csv`).
    var name = "standard input"
    var capacity = 256 * 1024
    /// Bytes read before (`Input.prefix`), taken first.
    var prefix: [UInt8] = []
    /// The first record is the header: past the record bound it ends the table at once
    /// (nothing after it could be read), not read past.
    var headerFirst = true

    enum Ending { case complete, unterminatedQuote(row: Int, UnclosedRecord) }

    /// Calls `body` with each record, the buffer its ranges point into, and its number
    /// (from 1), `settle` false; `body` returns false to stop. It calls `body` with `settle`
    /// true (and the last record again, or an empty one) before the buffer's bytes move or
    /// go (more is read, or the end), for a caller that holds on to ranges of it. (One
    /// closure: a second that captured the caller's state too would have it boxed.)
    mutating func forEach(
        _ body: (_ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ number: Int, _ settle: Bool) throws(SystemError) -> Bool
    ) throws(SystemError) -> Ending {
        capacity = RecordBound.initial(capacity)
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        let ending: Ending
        do throws(SystemError) {
            ending = try records(&buffer, body)
        } catch {
            // (What was read before the error is still the caller's to finish.)
            _ = try? body(CSVRecord(), UnsafeBufferPointer(start: buffer, count: 0), 0, true)
            throw error
        }
        _ = try body(CSVRecord(), UnsafeBufferPointer(start: buffer, count: 0), 0, true)
        return ending
    }

    private mutating func records(
        _ buffer: inout UnsafeMutablePointer<UInt8>,
        _ body: (CSVRecord, UnsafeBufferPointer<UInt8>, Int, Bool) throws(SystemError) -> Bool
    ) throws(SystemError) -> Ending {
        var start = 0, end = 0, number = 0, counted = 0
        var atEnd = false
        var record = CSVRecord()  // one record's storage, reused for every row
        if !prefix.isEmpty {
            while capacity < prefix.count { grow(&buffer, capacity: &capacity, keeping: 0) }
            prefix.withUnsafeBufferPointer { if let base = $0.baseAddress { buffer.update(from: base, count: $0.count) } }
            end = prefix.count
            prefix = []
        }
        while true {
            if start == end && atEnd { return .complete }
            let view = UnsafeBufferPointer(start: buffer, count: end)
            // (A byte order mark is no part of the first cell, which may be quoted after it.)
            let from = number == 0 && start == 0 ? ByteOrderMark.length(at: view) : start
            switch CSVParser.parse(view, from: from, delimiter: delimiter, atEnd: atEnd, into: &record) {
            case .record(let next):
                number += 1
                if !(try body(record, view, number, false)) { return .complete }
                start = next
                continue
            case .unterminatedQuote:
                return .unterminatedQuote(row: number + 1, UnclosedRecord(record, in: view))
            case .needMore:
                break
            }
            _ = try body(record, view, number, true)
            Progress.add(rows: number - counted)
            counted = number
            // Keep the unfinished record at the front; grow only when it fills the buffer.
            if start > 0 {
                memmove(buffer, buffer + start, end - start)
                end -= start
                start = 0
            }
            if end == capacity && !growBounded(&buffer, capacity: &capacity, keeping: end) {
                // One record fills the buffer at the bound: read past it, keeping none of it,
                // and hand it out as a record with no fields and its line breaks.
                var skipper = RecordSkipper(.csv(delimiter: delimiter))
                var fed = end
                var rest = 0
                while !(headerFirst && number == 0) {
                    if let recordEnd = skipper.feed(UnsafeBufferPointer(start: buffer, count: fed)) {
                        rest = fed - recordEnd
                        if rest > 0 { memmove(buffer, buffer + recordEnd, rest) }
                        break
                    }
                    let count = read(descriptor, buffer, capacity)
                    if count < 0 {
                        if errno == EINTR {
                            fed = 0
                            continue
                        }
                        throw SystemError(file: name, code: errno)
                    }
                    Progress.add(bytes: count)
                    if count == 0 {
                        skipper.finish()
                        atEnd = true
                        break
                    }
                    fed = count
                }
                end = rest
                number += 1
                var skipped = CSVRecord()
                skipped.oversized = skipper.lineBreaks
                if !(try body(skipped, UnsafeBufferPointer(start: buffer, count: 0), number, false)) { return .complete }
                continue
            }
            // The record is parsed again from its start, so parsing after every (pipe-sized)
            // read would cost the square of a huge record's size. Parse again as soon as a
            // line break arrives while the record is small (a slow producer's rows come out
            // at once), else only once the pending bytes have doubled or filled the buffer.
            let tried = end - start
            while end < capacity {
                let count = read(descriptor, buffer + end, capacity - end)
                Progress.add(bytes: count)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw SystemError(file: name, code: errno)
                }
                if count == 0 {
                    atEnd = true
                    break
                }
                let breakArrived = memchr(buffer + end, 0x0A, count) != nil || memchr(buffer + end, 0x0D, count) != nil
                end += count
                if (breakArrived && end - start < 1 << 20) || end - start >= 2 * tried { break }
            }
        }
    }
}
