import FieldCheck
@testable import FieldCheckReference
import Foundation
import Testing
import TestSupport

/// Parses a whole input the way the stream does, but feeding the parser `chunk` bytes
/// at a time, so every record boundary meets every buffer boundary.
func parseAll(_ text: [UInt8], delimiter: UInt8 = 0x2C, chunk: Int = .max) -> (records: [[String]], raws: [[UInt8]], unterminated: Bool) {
    var records: [[String]] = []
    var raws: [[UInt8]] = []
    var available = min(chunk, text.count)
    var start = 0
    while true {
        let atEnd = available == text.count
        if start == available && atEnd { return (records, raws, false) }
        let step = text.withUnsafeBufferPointer { buffer in
            CSVParser.parse(UnsafeBufferPointer(rebasing: buffer[0..<available]), from: start, delimiter: delimiter, atEnd: atEnd)
        }
        switch step {
        case .record(let record, let next):
            let values = text.withUnsafeBufferPointer { buffer in
                record.values(in: UnsafeBufferPointer(rebasing: buffer[0..<available])).map { String(decoding: $0, as: UTF8.self) }
            }
            records.append(values)
            raws.append(Array(text[record.raw]))
            start = next
        case .needMore:
            available = min(text.count, available + max(1, chunk))
        case .unterminatedQuote:
            return (records, raws, true)
        }
    }
}

@Suite struct CSVParserTests {
    static let tricky: [(String, [[String]])] = [
        ("a,b,c\n1,2,3\n", [["a", "b", "c"], ["1", "2", "3"]]),
        ("a,b\r\n1,2\r\n", [["a", "b"], ["1", "2"]]),
        ("a,b\n1,2", [["a", "b"], ["1", "2"]]),  // a last line without a newline
        ("a,b\r1,2\r", [["a", "b"], ["1", "2"]]),  // CR alone ends a record, as in Python
        ("\"a,b\",c\n", [["a,b", "c"]]),  // a delimiter inside quotes
        ("\"say \"\"hi\"\"\",x\n", [["say \"hi\"", "x"]]),  // doubled quotes
        ("\"line1\nline2\",x\r\n", [["line1\nline2", "x"]]),  // a newline inside quotes
        ("\"crlf\r\ninside\",x\n", [["crlf\r\ninside", "x"]]),
        (",,\n", [["", "", ""]]),  // empty fields
        ("\"\",\"\"\n", [["", ""]]),  // empty quoted fields
        ("ab\"c,d\n", [["ab\"c", "d"]]),  // a quote inside an unquoted field is data
        ("\"ab\"c,d\n", [["abc", "d"]]),  // text after the closing quote joins the field
        ("\n", [[""]]),  // a blank line is one record of one empty field
        ("\u{FEFF}name,x\n", [["\u{FEFF}name", "x"]]),  // the BOM stays in the bytes; the header drops it
        ("é,日本\n", [["é", "日本"]]),
    ]

    @Test(arguments: 0..<tricky.count)
    func trickyCases(_ index: Int) {
        let (text, expected) = Self.tricky[index]
        let bytes = Array(text.utf8)
        for chunk in [1, 2, 3, 7, Int.max] {
            let parsed = parseAll(bytes, chunk: chunk)
            #expect(parsed.records == expected, "chunk \(chunk)")
            #expect(!parsed.unterminated)
            // Round trip: the raw records are the input, byte for byte.
            #expect(parsed.raws.flatMap { $0 } == bytes, "chunk \(chunk)")
        }
    }

    @Test func unterminatedQuoteAtTheEnd() {
        let parsed = parseAll(Array("a,b\n\"open,x\n".utf8))
        #expect(parsed.records == [["a", "b"]])
        #expect(parsed.unterminated)
    }

    @Test func otherDelimiters() {
        #expect(parseAll(Array("a\tb\n\"x\ty\"\tz\n".utf8), delimiter: 0x09).records == [["a", "b"], ["x\ty", "z"]])
        #expect(parseAll(Array("a;b,c\n".utf8), delimiter: 0x3B).records == [["a", "b,c"]])
    }

    @Test func writingQuotesOnlyWhenNeeded() {
        func field(_ value: String, quote: Bool = false) -> String {
            var out = ByteBuffer(capacity: 16)
            CSVParser.appendField(Array(value.utf8), delimiter: 0x2C, quote: quote, to: &out)
            return String(decoding: out.bytes, as: UTF8.self)
        }
        #expect(field("plain") == "plain")
        #expect(field("a,b") == "\"a,b\"")
        #expect(field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(field("two\nlines") == "\"two\nlines\"")
        #expect(field("kept", quote: true) == "\"kept\"")
    }

    @Test func headerMatching() throws {
        func columns(_ header: [String], _ declared: [String]) throws(TableError) -> [Int] {
            let rule = try! RuleOptions().makeRule()
            return try TableColumns(header: header.map { Array($0.utf8) }, declarations: declared.map { ($0, "f:1", rule) })
                .columns.map(\.index)
        }
        #expect(try columns(["a", "b", "c"], ["c", "a"]) == [2, 0])
        #expect(throws: TableError("column 'phnoe' (f:1) is not in the table's header (did you mean 'phone'?)")) {
            try columns(["name", "phone"], ["phnoe"])
        }
        #expect(throws: TableError("the header names column 'a' twice (columns 1 and 3)")) {
            try columns(["a", "b", "a"], ["b"])
        }
    }
}

@Suite struct CSVParserAgreesWithItsReference {
    /// The records of the reference parser on the whole input.
    func reference(_ bytes: [UInt8], delimiter: UInt8 = 0x2C) -> (values: [[[UInt8]]], raws: [Range<Int>], quoted: [[Bool]], open: Bool) {
        var values: [[[UInt8]]] = [], raws: [Range<Int>] = [], quoted: [[Bool]] = []
        var start = 0
        while start < bytes.count {
            let step = bytes.withUnsafeBufferPointer { ReferenceCSVParser.parse($0, from: start, delimiter: delimiter, atEnd: true) }
            switch step {
            case .record(let record, let next):
                values.append(bytes.withUnsafeBufferPointer { buffer in record.fields.map { $0.value(in: buffer) } })
                // (Where the terminator starts, as a range after the record's end.)
                raws.append(record.raw)
                raws.append(record.terminatorStart..<record.raw.upperBound)
                quoted.append(record.fields.map(\.quoted))
                start = next
            case .needMore:
                return (values, raws, quoted, true)
            case .unterminatedQuote(let record):
                values.append(bytes.withUnsafeBufferPointer { buffer in record.fields.map { $0.value(in: buffer) } })
                return (values, raws, quoted, true)
            }
        }
        return (values, raws, quoted, false)
    }

    /// The records of the fast parser, fed `chunk` bytes at a time, reusing one record.
    func fast(_ bytes: [UInt8], chunk: Int, delimiter: UInt8 = 0x2C) -> (values: [[[UInt8]]], raws: [Range<Int>], quoted: [[Bool]], open: Bool) {
        var values: [[[UInt8]]] = [], raws: [Range<Int>] = [], quoted: [[Bool]] = []
        var record = CSVRecord()
        var available = min(chunk, bytes.count), start = 0
        while true {
            let atEnd = available == bytes.count
            if start == available && atEnd { return (values, raws, quoted, false) }
            let outcome = bytes.withUnsafeBufferPointer {
                CSVParser.parse(UnsafeBufferPointer(rebasing: $0[0..<available]), from: start, delimiter: delimiter, atEnd: atEnd, into: &record)
            }
            switch outcome {
            case .record(let next):
                values.append(bytes.withUnsafeBufferPointer { record.values(in: UnsafeBufferPointer(rebasing: $0[0..<available])) })
                raws.append(record.raw)
                raws.append(record.terminatorStart..<record.raw.upperBound)
                quoted.append(record.fields.map(\.quoted))
                // A record said to hold no line break holds none (reports count lines by it).
                let content = bytes[record.raw.lowerBound..<record.terminatorStart]
                if content.contains(0x0A) || content.contains(0x0D) { #expect(record.mayHoldLineBreaks) }
                start = next
            case .needMore:
                available = min(bytes.count, available + chunk)
            case .unterminatedQuote:
                values.append(bytes.withUnsafeBufferPointer { record.values(in: UnsafeBufferPointer(rebasing: $0[0..<available])) })
                return (values, raws, quoted, true)
            }
        }
    }

    /// The CSV fuzz target's corpus (inputs that reached new code, kept from its runs): the
    /// parser, fed whole or a few bytes at a time, reads the reference parser's records.
    @Test func fuzzCorpusAgreesWithTheReference() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/CSV")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count > 100)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let expected = reference(bytes)
            for chunk in [3, Int.max] {
                let got = fast(bytes, chunk: chunk)
                #expect(got.values == expected.values && got.raws == expected.raws && got.quoted == expected.quoted
                        && got.open == expected.open, "\(name) chunk \(chunk)")
            }
        }
    }

    /// Records of more fields than the shorter way gathers, between records of fewer and of
    /// as many as the one before (fields written over the record's previous ones).
    @Test func recordsOfManyAndFewFields() {
        let wide = (0..<100).map { "f\($0)" }.joined(separator: ",")
        let text = "a,b,c\nd,e,f\n\(wide)\n\"q\",r\n\(wide)\r\n,\n\n"
        let bytes = Array(text.utf8)
        let expected = reference(bytes)
        #expect(expected.values.map(\.count) == [3, 3, 100, 2, 100, 2, 1])
        for chunk in [1, 7, Int.max] {
            let got = fast(bytes, chunk: chunk)
            #expect(got.values == expected.values && got.raws == expected.raws && got.quoted == expected.quoted, "chunk \(chunk)")
        }
    }

    /// Random bytes of CSV's own kinds (quotes, doubled quotes, CR, LF, CR LF, delimiters,
    /// long plain runs and quoted runs across the shorter way's 16-byte blocks), with a comma
    /// or a tab as the delimiter: every record, whether the parser's shorter way (a whole line
    /// of plain or simply quoted fields) or its byte-by-byte way reads it, is the reference's,
    /// fed whole or a few bytes at a time (so lines end in a buffer's last 16 bytes too).
    @Test(arguments: [UInt8(0x2C), 0x09])
    func onRandomInputsOfCSVsOwnBytes(delimiter: UInt8) {
        let alphabet: [[UInt8]] = ["a", "b", ",", "\t", "\"", "\"\"", "\r", "\n", "\n", "\r\n", "é", "abcdefghijk", "日本語テキスト", "\"x,y\"", "\"\"\"",
            "0123456789abcdefghij", "\"quoted, across\nlines\r\n and 16-byte blocks\""].map { Array($0.utf8) }
        var generator = SeededRandom(state: 1003)
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...32, using: &generator) { bytes += alphabet.randomElement(using: &generator)! }
            let expected = reference(bytes, delimiter: delimiter)
            for chunk in [1, 2, 5, Int.max] {
                let got = fast(bytes, chunk: chunk, delimiter: delimiter)
                #expect(got.values == expected.values, "\(String(decoding: bytes, as: UTF8.self).debugDescription) chunk \(chunk)")
                #expect(got.raws == expected.raws && got.quoted == expected.quoted && got.open == expected.open)
                if got.values != expected.values { return }
            }
        }
    }
}
