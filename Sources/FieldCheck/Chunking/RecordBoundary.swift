#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where a piece of input that starts at a record can be cut so that it holds whole
/// records, and how many records and line breaks come before the cut: what lets threads
/// check pieces of one input apart and still number every record as one reader would.
public enum RecordBoundary {
    public struct Cut: Equatable, Sendable {
        /// Just after the last whole record's terminator.
        public var end: Int
        /// Records before `end`.
        public var records: Int
        /// Physical line breaks before `end` (LF, CR LF and CR alone), quoted ones included.
        public var lineBreaks: Int

        public init(end: Int, records: Int, lineBreaks: Int) {
            self.end = end
            self.records = records
            self.lineBreaks = lineBreaks
        }
    }

    /// Records ended by `terminator` (LF, or NUL with -z): the cut after the last one; nil
    /// when there is none. Without `counting`, records and line breaks are left at 0 (for
    /// reports that print no numbers).
    public static func lines(_ bytes: UnsafeBufferPointer<UInt8>, terminator: UInt8, counting: Bool = true) -> Cut? {
        guard let base = bytes.baseAddress, let last = lastIndex(of: terminator, in: bytes) else { return nil }
        let end = last + 1
        let count = counting ? occurrences(of: terminator, in: UnsafeBufferPointer(start: base, count: end)) : 0
        return Cut(end: end, records: count, lineBreaks: count)
    }

    /// CSV records as `CSVParser` reads them: a quote opens a quoted cell only at a cell's
    /// start (after the delimiter or a line break); inside one, `""` is a quote and line
    /// breaks are data; records end with LF, CR LF or CR alone. Only quotes and line breaks
    /// are looked at, a word at a time between quotes. A CR at the very end is no cut (an LF
    /// may follow it), nor is anything inside a quoted cell that is still open.
    public static func csv(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> Cut? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        // The last stretch outside quoted cells that held a line break, and the counts after
        // it: where in it the cut falls is looked for once, at the end (looked for in every
        // stretch, that took a third of the time on a table with a quote every 65 bytes).
        var last: (start: Int, count: Int, records: Int, breaks: Int)?
        var cut: Cut? {
            guard let last else { return nil }
            let end = last.start + lastBreakEnd(in: UnsafeBufferPointer(start: base + last.start, count: last.count))
            return Cut(end: end, records: last.records, lineBreaks: last.breaks)
        }
        var records = 0, breaks = 0
        var index = 0
        while index < count {
            // Outside quoted cells: up to the next quote, every line break ends a record.
            let quote = memchr(base + index, 0x22, count - index)
                .map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? count
            var regionEnd = quote
            if quote == count, count > index, base[count - 1] == 0x0D { regionEnd = count - 1 }  // CR LF may follow
            let region = UnsafeBufferPointer(start: base + index, count: regionEnd - index)
            let found = lineBreaks(in: region)
            if found > 0 {
                records += found
                breaks += found
                last = (index, region.count, records, breaks)
            }
            if quote == count { break }
            let atCellStart = quote == 0 || base[quote - 1] == delimiter || base[quote - 1] == 0x0A || base[quote - 1] == 0x0D
            index = quote + 1
            guard atCellStart else { continue }  // a quote inside an unquoted cell is data
            // Inside a quoted cell: up to its closing quote; line breaks there are data.
            while true {
                guard let next = memchr(base + index, 0x22, count - index) else { return cut }
                let close = UnsafeRawPointer(next) - UnsafeRawPointer(base)
                breaks += lineBreaks(in: UnsafeBufferPointer(start: base + index, count: close - index))
                guard close + 1 < count else { return cut }  // "" may straddle the end
                index = close + 1
                if base[index] == 0x22 {
                    index += 1
                    continue
                }
                break
            }
        }
        return cut
    }

    /// LF, CR LF and CR alone in some bytes (a CR last counts as one alone).
    public static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        // Sixteen bytes at a time: LFs, CRs, and CRs followed by an LF (CR LF is one break),
        // counted in byte lanes that are added up before they can overflow.
        let lf = SIMD16<UInt8>(repeating: 0x0A), cr = SIMD16<UInt8>(repeating: 0x0D)
        let zero = SIMD16<UInt8>(repeating: 0), one = SIMD16<UInt8>(repeating: 1)
        var total = 0
        var index = 0
        while index + 17 <= count {
            var lanes = SIMD16<UInt8>(repeating: 0)
            var rounds = 0
            while rounds < 127 && index + 17 <= count {
                let here = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                let next = UnsafeRawPointer(base + index + 1).loadUnaligned(as: SIMD16<UInt8>.self)
                // A break is an LF, or a CR whose next byte is not an LF.
                let breaks = (here .== lf) .| ((here .== cr) .& (next .!= lf))
                lanes &+= zero.replacing(with: one, where: breaks)
                index += 16
                rounds += 1
            }
            total += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while index < count {
            let byte = base[index]
            if byte == 0x0A || (byte == 0x0D && !(index + 1 < count && base[index + 1] == 0x0A)) { total += 1 }
            index += 1
        }
        return total
    }

    /// Just after the last line break of bytes that hold one (after the LF of a CR LF).
    static func lastBreakEnd(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var index = bytes.count
        while index > 0 {
            index -= 1
            if base[index] == 0x0A || base[index] == 0x0D { return index + 1 }
        }
        return 0
    }

    /// The last position of `byte`, looked for eight bytes at a time from the end
    /// (memrchr is a GNU extension Swift does not see).
    static func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var end = bytes.count
        while end >= 8 {
            let marks = equalBytes(UnsafeRawPointer(base + end - 8).loadUnaligned(as: UInt64.self), byte)
            if marks != 0 { return end - 8 + (63 - UInt64(littleEndian: marks).leadingZeroBitCount) / 8 }
            end -= 8
        }
        while end > 0 {
            end -= 1
            if base[end] == byte { return end }
        }
        return nil
    }

    /// How many bytes equal `byte`, sixteen at a time.
    public static func occurrences(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let target = SIMD16<UInt8>(repeating: byte)
        let zero = SIMD16<UInt8>(repeating: 0), one = SIMD16<UInt8>(repeating: 1)
        var total = 0, index = 0
        let count = bytes.count
        while index + 16 <= count {
            var lanes = SIMD16<UInt8>(repeating: 0)
            var rounds = 0
            while rounds < 255 && index + 16 <= count {
                let here = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                lanes &+= zero.replacing(with: one, where: here .== target)
                index += 16
                rounds += 1
            }
            total += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while index < count {
            if base[index] == byte { total += 1 }
            index += 1
        }
        return total
    }

    /// The high bit of each byte of `word` that equals `byte`, and no other bit: exact,
    /// unlike the borrow trick, which may mark bytes above a match.
    @inline(__always)
    static func equalBytes(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((x & low) &+ low) | x) & 0x8080_8080_8080_8080
    }
}
