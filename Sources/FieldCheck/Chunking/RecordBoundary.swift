import CByteScan

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where a piece of input that starts at a record can be cut so that it holds whole
/// records, and how many records and line breaks come before the cut: what lets threads
/// check pieces of one input apart and still number every record as one reader would.
package enum RecordBoundary {
    package struct Cut: Equatable, Sendable {
        /// Just after the last whole record's terminator.
        package var end: Int
        /// Records before `end`.
        package var records: Int
        /// Physical line breaks before `end` (LF, CR LF and CR alone), quoted ones included.
        package var lineBreaks: Int

        package init(end: Int, records: Int, lineBreaks: Int) {
            self.end = end
            self.records = records
            self.lineBreaks = lineBreaks
        }
    }

    /// Records ended by `terminator` (LF, or NUL with -z): the cut after the last one; nil
    /// when there is none. Without `counting`, records and line breaks are left at 0 (for
    /// reports that print no numbers).
    package static func lines(_ bytes: UnsafeBufferPointer<UInt8>, terminator: UInt8, counting: Bool = true) -> Cut? {
        guard let base = bytes.baseAddress, let last = lastIndex(of: terminator, in: bytes) else { return nil }
        let end = last + 1
        let count = counting ? occurrences(of: terminator, in: UnsafeBufferPointer(start: base, count: end)) : 0
        return Cut(end: end, records: count, lineBreaks: count)
    }

    /// CSV records as `CSVParser` reads them: a quote opens a quoted cell only at a cell's
    /// start (after the delimiter or a line break); inside one, `""` is a quote and line
    /// breaks are data; records end with LF, CR LF or CR alone. A CR at the very end is no
    /// cut (an LF may follow it), nor is anything inside a quoted cell that is still open.
    /// 64 bytes at a time, as bits (`fc_quote_lf_cr_marks64`): the line breaks of each
    /// stretch between quotes counted at once, each quote looked at in turn; the last
    /// bytes one at a time. (With a `memchr` for each quote and a count of each stretch,
    /// the cut took a tenth of the CPU of a table checked on two threads.)
    package static func csv(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> Cut? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var quoted = false
        var records = 0, breaks = 0
        var cut: Cut?
        /// Whether the quote at `position` begins a cell (else, outside quoted cells, it is data).
        func atCellStart(_ position: Int) -> Bool {
            position == 0 || base[position - 1] == delimiter || base[position - 1] == 0x0A || base[position - 1] == 0x0D
        }
        var index = 0
        // (A block and the byte after it: a CR's next byte says whether it ends a line.)
        while index + 65 <= count {
            var quotes: UInt64 = 0, lineFeeds: UInt64 = 0, returns: UInt64 = 0
            fc_quote_lf_cr_marks64(base + index, &quotes, &lineFeeds, &returns)
            // Each line break at its last byte: an LF, or a CR that no LF follows.
            let lineFeedNext = lineFeeds >> 1 | (base[index + 64] == 0x0A ? 1 << 63 : 0)
            let ends = lineFeeds | (returns & ~lineFeedNext)
            var from = 0  // where the stretch before the next quote begins
            while true {
                let upTo = quotes == 0 ? 64 : quotes.trailingZeroBitCount
                // (Smart shifts: 1 << 64 is 0.)
                let stretch = ends & ((1 << UInt64(upTo)) &- 1) & ~((1 << UInt64(from)) &- 1)
                if stretch != 0 {
                    let found = stretch.nonzeroBitCount
                    breaks += found
                    if !quoted {
                        records += found
                        cut = Cut(end: index + (63 - stretch.leadingZeroBitCount) + 1, records: records, lineBreaks: breaks)
                    }
                }
                if quotes == 0 {
                    from = 64
                    break
                }
                quotes &= quotes &- 1
                let at = index + upTo
                if !quoted {
                    quoted = atCellStart(at)
                    from = upTo + 1
                } else if base[at + 1] == 0x22 {
                    // `""`: a quote in the cell (its second byte may be the next block's first).
                    quotes &= ~(1 << UInt64(upTo + 1))
                    from = upTo + 2
                } else {
                    quoted = false
                    from = upTo + 1
                }
                if from >= 64 { break }
            }
            index += from
        }
        // The last bytes, one at a time.
        while index < count {
            let byte = base[index]
            if quoted {
                if byte == 0x22 {
                    guard index + 1 < count else { return cut }  // `""` may straddle the end
                    if base[index + 1] == 0x22 {
                        index += 2
                    } else {
                        quoted = false
                        index += 1
                    }
                    continue
                }
                if byte == 0x0A || (byte == 0x0D && !(index + 1 < count && base[index + 1] == 0x0A)) { breaks += 1 }
            } else if byte == 0x22 {
                quoted = atCellStart(index)
            } else if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D {
                    guard index + 1 < count else { return cut }  // an LF may follow
                    if base[index + 1] == 0x0A {
                        index += 1
                        continue
                    }
                }
                records += 1
                breaks += 1
                cut = Cut(end: index + 1, records: records, lineBreaks: breaks)
            }
            index += 1
        }
        return cut
    }

    /// LF, CR LF and CR alone in some bytes (a CR last counts as one alone).
    package static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
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
    package static func occurrences(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
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
