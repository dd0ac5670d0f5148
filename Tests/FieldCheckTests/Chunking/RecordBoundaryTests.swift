import Testing
import TestSupport
@testable import FieldCheck

/// The cuts that let threads check pieces of one input: each must fall where the CSV parser
/// (or the line reader) ends a record, as late as the bytes at hand allow, with the records
/// and line breaks before it counted as one reader counts them.
@Suite struct RecordBoundaryTests {
    /// CSV the way people's files come: quoted cells with delimiters, doubled quotes and line
    /// breaks (LF, CR LF, CR) inside, quotes inside unquoted cells, text after a closing
    /// quote, blank lines, and every kind of record ending.
    static func table(_ random: inout SeededRandom, records: Int) -> [UInt8] {
        let pieces: [[UInt8]] = [
            Array("abc".utf8), Array("12".utf8), Array("\"q,x\"".utf8), Array("\"a\"\"b\"".utf8),
            Array("\"line\nbreak\"".utf8), Array("\"cr\r\nlf\"".utf8), Array("\"lone\rcr\"".utf8),
            Array("5'10\"".utf8), Array("\"closed\"after".utf8), Array("\"\"".utf8), [], Array("é".utf8),
            Array("\"ends with cr\r\"".utf8), Array("x\"y\"".utf8),
        ]
        let endings: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D]]
        var out: [UInt8] = []
        for _ in 0..<records {
            if random.below(12) == 0 {
                out += endings[random.below(3)]  // a blank line
                continue
            }
            for cell in 0..<(1 + random.below(4)) {
                if cell > 0 { out.append(0x2C) }
                out += pieces[random.below(pieces.count)]
            }
            out += endings[random.below(endings.count)]
        }
        return out
    }

    /// LF, CR LF and CR alone, byte by byte: the reference the word-at-a-time count meets.
    static func lineBreaks(_ bytes: [UInt8]) -> Int {
        var count = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A || byte == 0x0D {
            if byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { continue }
            count += 1
        }
        return count
    }

    /// Where the parser ends each record of the whole input.
    static func recordEnds(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var ends: [Int] = []
            var position = 0
            var record = CSVRecord()
            while position < buffer.count,
                case .record(let next) = CSVParser.parse(buffer, from: position, delimiter: 0x2C, atEnd: true, into: &record)
            {
                ends.append(next)
                position = next
            }
            return ends
        }
    }

    @Test func csvCutsFallWhereTheParserEndsRecords() {
        var random = SeededRandom(state: 20261123)
        for _ in 0..<300 {
            Self.expectCuts(Self.table(&random, records: 1 + random.below(30)))
        }
    }

    /// Quotes, `""` and line breaks at every place of a 64-byte block (the cut reads the
    /// bytes a block at a time): a `""` whose second quote begins the next block, a CR
    /// last in a block with its LF first in the next, a quote last in a block.
    @Test func csvCutsHoldAtEveryPlaceOfABlock() {
        let cells = ["\"a\"\"\nb\"", "\"\"\"\"", "\"x\r\ny\"\"\"", "a\"b", "\"\"", "q\r"]
        for cell in cells {
            for offset in 0..<140 {
                for ending in ["\n", "\r\n", "\r"] {
                    let text = String(repeating: "z", count: offset) + "," + cell + "," + cell + ending + "end," + cell + ending + "tail\n"
                    Self.expectCuts(Array(text.utf8))
                }
            }
        }
    }

    /// Every prefix of `bytes` is cut where the parser ends its last settled record.
    static func expectCuts(_ bytes: [UInt8]) {
        let ends = Self.recordEnds(bytes)
        for length in 0...bytes.count {
            let prefix = Array(bytes[0..<length])
            let cut = prefix.withUnsafeBufferPointer { RecordBoundary.csv($0, delimiter: 0x2C) }
            // The last record end the prefix settles: its terminator inside it, and not a
            // CR the next byte could join (CR LF).
            let settled = ends.last { end in
                end < length || (end == length && !(prefix.last == 0x0D && length < bytes.count && bytes[length] == 0x0A)
                    && !(prefix.last == 0x0D))
            }
            guard let settled else {
                #expect(cut == nil, "no whole record in \(prefix)")
                continue
            }
            guard let cut else {
                Issue.record("no cut in \(prefix), which holds a whole record ending at \(settled)")
                continue
            }
            #expect(cut.end == settled, "cut of \(prefix)")
            #expect(cut.records == ends.firstIndex(of: settled).map { $0 + 1 })
            let breaks = Self.lineBreaks(Array(bytes[0..<settled]))
            #expect(cut.lineBreaks == breaks, "line breaks before \(settled) in \(bytes)")
        }
    }

    @Test func lineCutsCountTerminators() {
        var random = SeededRandom(state: 7)
        for _ in 0..<200 {
            let bytes = (0..<random.below(40)).map { _ in [0x0A, 0x41, 0x0D, 0x00, 0xC3][random.below(5)] as UInt8 }
            for terminator: UInt8 in [0x0A, 0x00] {
                let cut = bytes.withUnsafeBufferPointer { RecordBoundary.lines($0, terminator: terminator) }
                guard let last = bytes.lastIndex(of: terminator) else {
                    #expect(cut == nil)
                    continue
                }
                #expect(cut?.end == last + 1)
                #expect(cut?.records == bytes[...last].filter { $0 == terminator }.count)
            }
        }
        // The word-at-a-time counts agree with a byte loop on every alignment.
        let long = (0..<300).map { UInt8(truncatingIfNeeded: $0 * 7) | ($0 % 5 == 0 ? 0x0A : 0) }
        for start in 0..<9 {
            let slice = Array(long[start...])
            #expect(slice.withUnsafeBufferPointer { RecordBoundary.occurrences(of: 0x0A, in: $0) } == slice.filter { $0 == 0x0A }.count)
            #expect(slice.withUnsafeBufferPointer { RecordBoundary.lastIndex(of: 0x0A, in: $0) } == slice.lastIndex(of: 0x0A))
        }
    }
}
