import Foundation
import FieldCheck
import Testing
import TestSupport

/// The readers under the table formats: what a table's first bytes say (`FirstBytes`),
/// text of other encodings turned into UTF-8 (`TextDecoder`), and a JSON array's elements
/// found as its bytes arrive (`JSONArrayScanner`), each held to give, for any cut of its
/// input into reads, what one read of all of it gives.
@Suite struct TableBytesTests {
    @Test func firstBytesNameWhatATableIs() {
        #expect(FirstBytes.compression([0x1F, 0x8B, 0x08]) == "gzip")
        #expect(FirstBytes.compression(Array("BZh91AY".utf8)) == "bzip2")
        #expect(FirstBytes.compression(Array("BZh,x".utf8)) == nil)
        #expect(FirstBytes.compression([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) == "xz")
        #expect(FirstBytes.compression([0x28, 0xB5, 0x2F, 0xFD]) == "zstd")
        #expect(FirstBytes.compression(Array("PK\u{3}\u{4}".utf8)) == "zip")
        #expect(FirstBytes.compression([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0]) == "ole2")
        #expect(FirstBytes.compression(Array("name,phone\n".utf8)) == nil)
        #expect(FirstBytes.wideEncoding([0xFF, 0xFE, 0x6E, 0x00]) == "utf-16")
        #expect(FirstBytes.wideEncoding([0xFE, 0xFF, 0x00, 0x6E]) == "utf-16")
        #expect(FirstBytes.wideEncoding([0xFF, 0xFE, 0x00, 0x00, 0x6E, 0, 0, 0]) == "utf-32")
        #expect(FirstBytes.wideEncoding(Array("n\0a\0m\0e\0".utf8)) == "utf-16le")
        #expect(FirstBytes.wideEncoding(Array("\0n\0a\0m\0e".utf8)) == "utf-16be")
        #expect(FirstBytes.wideEncoding(Array("name,phone".utf8)) == nil)
        #expect(FirstBytes.notUTF8(Array("José".utf8)) == nil)
        #expect(FirstBytes.notUTF8(Array("Jos".utf8) + [0xC3]) == nil)  // cut off by the end
        #expect(FirstBytes.notUTF8(Array("Jos".utf8) + [0xE9, 0x2C]) == 3)
        #expect(FirstBytes.notUTF8(Array("Jos".utf8) + [0xE9]) == nil)  // (a lead byte last: maybe cut off)
        #expect(FirstBytes.notUTF8(Array("Jos".utf8) + [0xE9, 0x41]) == 3)
        #expect(FirstBytes.firstSignificant(Array("\u{FEFF} \n [".utf8)) == UInt8(ascii: "["))
        #expect(FirstBytes.separatorLine(Array("sep=;\r\nname;phone\r\n".utf8))! == (UInt8(ascii: ";"), 7))
        #expect(FirstBytes.separatorLine(Array("\u{FEFF}\"SEP=|\"\nname".utf8))! == (UInt8(ascii: "|"), 11))
        #expect(FirstBytes.separatorLine(Array("sep=\t".utf8))! == (0x09, 5))
        #expect(FirstBytes.separatorLine(Array("sep=;x\n".utf8)) == nil)
        #expect(FirstBytes.separatorLine(Array("sep=\"\n".utf8)) == nil)
        #expect(FirstBytes.separatorLine(Array("separator\n".utf8)) == nil)
    }

    /// Each encoding against what the standard library decodes (UTF-16 and UTF-32) or a
    /// table of the characters (Latin-1, Windows-1252), in every cut into reads.
    @Test func textDecoderGivesUTF8InEveryCut() throws {
        var random = SeededRandom(state: 38)
        let samples = ["José Müller, 12 €", "naïve – “quotes” ‘single’ …", "𝄞 music, 中文, emoji 😀", "plain"]
        for text in samples {
            let units = Array(text.utf16)
            let little = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            let big = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            let scalars = text.unicodeScalars.map(\.value)
            let little32 = scalars.flatMap { value in (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
            let cases: [(TextDecoder.Encoding, [UInt8])] = [
                (.utf16(bigEndian: nil), [0xFF, 0xFE] + little), (.utf16(bigEndian: nil), [0xFE, 0xFF] + big),
                (.utf16(bigEndian: nil), little), (.utf16(bigEndian: false), little), (.utf16(bigEndian: true), big),
                (.utf16(bigEndian: true), [0xFE, 0xFF] + big), (.utf32(bigEndian: nil), [0xFF, 0xFE, 0, 0] + little32),
                (.utf8, Array(text.utf8)),
            ]
            for (encoding, bytes) in cases {
                for _ in 0..<8 {
                    let size = 1 + random.below(max(1, bytes.count))
                    #expect(try StreamedReads.decoded(bytes, encoding, readSize: size).get() == Array(text.utf8), "\(encoding) \(text) \(size)")
                }
            }
        }
        // Latin-1 is the first 256 code points; Windows-1252 differs in 0x80-0x9F.
        let all = (0...255).map { UInt8($0) }
        let latin = String(String.UnicodeScalarView(all.map { Unicode.Scalar($0) }))
        #expect(try StreamedReads.decoded(all, .latin1, readSize: 7).get() == Array(latin.utf8))
        let windows = try StreamedReads.decoded([0x80, 0x92, 0x93, 0x94, 0x81, 0x9F, 0xE9], .windows1252, readSize: 1).get()
        #expect(String(decoding: windows, as: UTF8.self) == "€’“”\u{81}Ÿé")
        // Not text: a lone surrogate, a character cut off by the end; where, in the input.
        let lone = [0xFF, 0xFE, 0x61, 0x00, 0x00, 0xDC, 0x62, 0x00] as [UInt8]
        for size in 1...lone.count {
            #expect(throws: TextDecoder.Failure(offset: 4, reason: "a UTF-16 low surrogate without its high half")) {
                try StreamedReads.decoded(lone, .utf16(bigEndian: nil), readSize: size).get()
            }
        }
        #expect(throws: TextDecoder.Failure(offset: 2, reason: "a UTF-16 high surrogate without its low half")) {
            try StreamedReads.decoded([0x61, 0x00, 0x3D, 0xD8, 0x62, 0x00], .utf16(bigEndian: false), readSize: 3).get()
        }
        #expect(throws: TextDecoder.Failure(offset: 2, reason: "the input ends inside a character")) {
            try StreamedReads.decoded([0x61, 0x00, 0x62], .utf16(bigEndian: false), readSize: 2).get()
        }
        #expect(TextDecoder.Encoding(name: "ISO_8859-1") == .latin1)
        #expect(TextDecoder.Encoding(name: "CP1252") == .windows1252)
        #expect(TextDecoder.Encoding(name: "UTF-16LE") == .utf16(bigEndian: false))
        #expect(TextDecoder.Encoding(name: "shift_jis") == nil)
    }

    /// A table in any CSV dialect, rewritten as plain CSV in every cut into reads, reads as
    /// the rows Python's csv reader gives with the configuration frictionless 5.21 builds
    /// from the dialect (Fixtures/csv-dialects.json, scripts/generate-dialect-fixtures.py; a
    /// comment row there is an empty row, as fieldcheck reads the empty line it becomes).
    @Test func dialectsReadAsPythonReadsThem() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/csv-dialects.json")
        let cases = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
        #expect(cases.count >= 50)
        for (number, given) in cases.enumerated() {
            let described = try #require(given["dialect"] as? [String: Any])
            let text = try #require(given["text"] as? String)
            let wanted = try #require(given["rows"] as? [[String]])
            var dialect = CSVDialect()
            let delimiter = try #require((described["delimiter"] as? String)?.utf8.first)
            dialect.quote = (described["quoteChar"] as? String)?.utf8.first
            dialect.escape = (described["escapeChar"] as? String)?.utf8.first
            dialect.doubleQuote = dialect.escape == nil ? true : described["doubleQuote"] as? Bool ?? true
            dialect.skipInitialSpace = described["skipInitialSpace"] as? Bool ?? false
            dialect.comment = (described["commentChar"] as? String).map { Array($0.utf8) }
            let input = Array(text.utf8)
            for size in [1, 2, 3, 7, input.count] where size > 0 {
                var filter = CSVDialectFilter(dialect, delimiter: delimiter)
                var output: [UInt8] = []
                var start = 0
                while start < input.count {
                    let end = min(input.count, start + size)
                    input[start..<end].withUnsafeBufferPointer { filter.filter($0, into: &output) }
                    start = end
                }
                filter.finish(into: &output)
                #expect(Self.plainRows(output, delimiter: delimiter) == wanted, "case \(number + 1) in reads of \(size)")
            }
        }
    }

    /// A comment row after a record ended by a lone CR stays a row of its own, and a byte
    /// order mark before a quoted header is passed on, not read as text.
    @Test func dialectEdges() {
        var dialect = CSVDialect()
        dialect.comment = [0x23]
        for size in [1, 2, 100] {
            let rows = Self.plainRows(
                StreamedReads.dialectFiltered(Array("id\r#note\n1\nx\n".utf8), dialect, delimiter: 0x2C, readSize: size), delimiter: 0x2C)
            #expect(rows == [["id"], [], ["1"], ["x"]], "reads of \(size)")
        }
        dialect = CSVDialect()
        dialect.skipInitialSpace = true
        for size in [1, 2, 100] {
            let output = StreamedReads.dialectFiltered(Array("\u{FEFF}\"id\", \"name\"\n1,  x\n".utf8), dialect, delimiter: 0x2C, readSize: size)
            #expect(output.starts(with: [0xEF, 0xBB, 0xBF]), "reads of \(size)")
            #expect(Self.plainRows(output, delimiter: 0x2C) == [["id", "name"], ["1", "x"]], "reads of \(size)")
        }
        // Bytes that only begin like a byte order mark are text.
        let partial = StreamedReads.dialectFiltered([0xEF, 0xBB, 0x41, 0x0A], dialect, delimiter: 0x2C, readSize: 1)
        #expect(partial == [0xEF, 0xBB, 0x41, 0x0A])
        #expect(StreamedReads.dialectFiltered([0xEF], dialect, delimiter: 0x2C, readSize: 1) == [0xEF])
    }

    /// Plain CSV's rows as fieldcheck's reader reads them (a byte order mark dropped); an
    /// empty line is an empty row.
    static func plainRows(_ bytes: [UInt8], delimiter: UInt8) -> [[String]] {
        var rows: [[String]] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            let step = bytes.withUnsafeBufferPointer { ReferenceCSVParser.parse($0, from: start, delimiter: delimiter, atEnd: true) }
            guard case .record(let record, let next) = step else { return rows + [["(not plain CSV)"]] }
            rows.append(
                record.isBlank ? [] : bytes.withUnsafeBufferPointer { buffer in record.fields.map { String(decoding: $0.value(in: buffer), as: UTF8.self) } })
            start = next
        }
        return rows
    }

    /// A JSON array's elements, its end or its problem are the same in every cut into reads.
    @Test func jsonArrayElementsInEveryCut() {
        let inputs = [
            "[{\"a\": 1}, {\"b\": [1, 2, {\"c\": \"]}\"}]},\n  \"text \\\" ]\", 12.5e3, true, null ]\n",
            "\u{FEFF}[]", "  [ ]  \n", "[{}] x", "[1,]", "[1 2]", "{\"a\": 1}", "", "[{\"a\": \"unclosed", "[{\"a\": 1},",
        ]
        let expected: [[String]] = [
            ["{\"a\": 1}", "{\"b\": [1, 2, {\"c\": \"]}\"}]}", "\"text \\\" ]\"", "12.5e3", "true", "null", "end at 75"],
            ["end at 5"], ["end at 8"], ["{}", "problem at 5: 'x' after the array's end"],
            ["1", "problem at 3: a value was expected, not ']'"], ["1", "problem at 3: ',' or ']' was expected after an element, not '2'"],
            ["problem at 0: not a JSON array: it starts with '{'"], ["problem at 0: no JSON array in it"],
            ["{\"a\": \"unclosed", "problem at 16: the array is not closed: the input ends inside it"],
            ["{\"a\": 1}", "problem at 10: the array is not closed: the input ends inside it"],
        ]
        for (input, wanted) in zip(inputs, expected) {
            let bytes = Array(input.utf8)
            for size in 1...max(1, bytes.count) {
                #expect(StreamedReads.jsonArray(bytes, readSize: size) == wanted, "\(input) in reads of \(size)")
            }
        }
    }
}
