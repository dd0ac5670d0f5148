#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The end of one record too long to hold (past the record bound, `--max-record-size`),
/// found by feeding its bytes in pieces and keeping none of them: the reader reports the
/// record as a table error (or a failed value) and reads on after it, in memory bounded by
/// the bound whatever the record's size. Records end as `RecordBoundary` ends them: lines
/// at their terminator; CSV records at a line break outside a quoted cell, where a quote
/// opens a quoted cell only at a cell's start and `""` inside one is a quote.
package struct RecordSkipper: Sendable {
    package enum Syntax: Sendable, Equatable {
        case lines(terminator: UInt8)
        case csv(delimiter: UInt8)
    }

    let syntax: Syntax
    /// Inside a quoted cell.
    private var quoted = false
    /// The byte before the next one fed (nil at the record's start).
    private var previous: UInt8?
    /// Inside a quoted cell, a quote was the last byte fed: the next decides (`""`, or the
    /// cell's end).
    private var quoteLast = false
    /// Outside quotes, a CR was the last byte fed: the record ends there, or after an LF.
    private var returnLast = false
    /// Line breaks in the record so far (LF, CR LF, CR alone), its terminator's included.
    package private(set) var lineBreaks = 0
    /// Bytes of the record fed so far.
    package private(set) var length = 0

    package init(_ syntax: Syntax) { self.syntax = syntax }

    /// Feeds the next bytes of the record: the index just after its terminator when it ends
    /// among them (the rest is the next record's), else nil (feed more).
    package mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        switch syntax {
        case .lines(let terminator):
            guard let base = bytes.baseAddress, let found = memchr(base, Int32(terminator), bytes.count) else {
                length += bytes.count
                return nil
            }
            let index = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            length += index + 1
            lineBreaks = 1
            return index + 1
        case .csv(let delimiter):
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if returnLast {
                    returnLast = false
                    if quoted {
                        // A CR in a quoted cell: one break, with the LF after it or alone.
                        if byte != 0x0A { lineBreaks += 1 }
                    } else {
                        // The record's end: after this LF (CR LF), or before this byte.
                        let end = byte == 0x0A ? index + 1 : index
                        length += end
                        return end
                    }
                }
                if quoteLast {
                    quoteLast = false
                    if byte == 0x22 {
                        // `""`: a quote in the cell.
                        previous = byte
                        index += 1
                        continue
                    }
                    quoted = false
                }
                if quoted {
                    if byte == 0x22 {
                        quoteLast = true
                    } else if byte == 0x0A {
                        lineBreaks += 1
                    } else if byte == 0x0D {
                        returnLast = true
                    }
                } else if byte == 0x22 {
                    quoted = previous == nil || previous == delimiter
                } else if byte == 0x0A {
                    lineBreaks += 1
                    length += index + 1
                    return index + 1
                } else if byte == 0x0D {
                    lineBreaks += 1
                    returnLast = true
                }
                previous = byte
                index += 1
            }
            length += bytes.count
            return nil
        }
    }

    /// The input ended inside the record (it is the last one): its breaks so far count.
    package mutating func finish() {
        // (A CR last in a quoted cell is a break of its own.)
        if returnLast && quoted { lineBreaks += 1 }
        returnLast = false
    }
}
