@testable import FieldCheck
@testable import FieldCheckReference
import Testing
import TestSupport

@Suite struct EncodingTests {
    func json(_ bytes: [UInt8]) -> String {
        var out = ByteBuffer()
        bytes.withUnsafeBufferPointer { JSONText.appendString($0, to: &out) }
        return String(decoding: out.bytes, as: UTF8.self)
    }

    @Test func jsonStrings() {
        #expect(json(Array("plain".utf8)) == #""plain""#)
        #expect(json(Array("a\"b\\c\n\t\r".utf8)) == #""a\"b\\c\n\t\r""#)
        #expect(json([0x01, 0x1F]) == #""\u0001\u001f""#)
        #expect(json(Array("日本".utf8)) == "\"日本\"")
        #expect(json([0x61, 0xFF, 0x62]) == "\"a\u{FFFD}b\"")
        #expect(json([]) == #""""#)
    }

    @Test func utf8Validation() {
        func invalid(_ bytes: [UInt8]) -> Int? { bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset($0) } }
        #expect(invalid(Array("hello, world and more ascii".utf8)) == nil)
        #expect(invalid(Array("héllo wörld 日本 🎉".utf8)) == nil)
        #expect(invalid(Array("0123456789abcdef".utf8) + [0xFF]) == 16)
        #expect(invalid([0xF4, 0x90, 0x80, 0x80]) == 0)  // above U+10FFFF
        #expect(invalid([0xE0, 0x80, 0x80]) == 0)  // overlong
        #expect(invalid([0xC3]) == 0)  // truncated
        #expect(invalid([0x80]) == 0)  // stray continuation
        #expect(invalid([]) == nil)
    }

    @Test func byteBufferGrows() {
        var out = ByteBuffer(capacity: 16)
        for index in 0..<1000 { out.append(UInt8(index % 256)) }
        out.append(Array(repeating: 7, count: 5000))
        #expect(out.count == 6000)
        #expect(out.bytes[999] == UInt8(999 % 256) && out.bytes[5999] == 7)
        out.removeAll()
        #expect(out.count == 0 && out.bytes.isEmpty)
    }

    /// Numbers in decimal as String(n) writes them, at every change of length.
    @Test func decimalsAreStringsDigits() {
        var numbers = [0, 1, 9, 10, 11, 99, 100, 12345, 999_999_999, 1_000_000_000, Int.max, -1, Int.min, -42]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            numbers += [power - 1, power, power + 1]
        }
        var generator = SeededRandom(state: 1006)
        numbers += (0..<2000).map { _ in Int.random(in: 0...Int.max, using: &generator) >> Int.random(in: 0...62, using: &generator) }
        for number in numbers {
            var out = ByteBuffer(capacity: 16)
            out.append(decimal: number)
            #expect(String(decoding: out.bytes, as: UTF8.self) == String(number))
        }
        var out = ByteBuffer(capacity: 16)
        out.append(text: "ab")
        out.append(decimal: 7)
        out.truncate(to: 1)
        #expect(out.bytes == [UInt8(ascii: "a")])
        #expect(ByteBuffer.text { $0.append(text: "x"); $0.append(decimal: 12) } == "x12")
    }

    /// Row numbers kept as text are String(n)'s digits, whether the next is the same, one
    /// more (across 9 to 10, 99 to 100 and so on), or any other.
    @Test func decimalCountersWriteTheNumbers() {
        var random = SeededRandom(state: 20261124)
        var counter = DecimalCounter()
        var number = 0
        var out = ByteBuffer(capacity: 16)
        var expected = ""
        for step in 0..<20000 {
            switch random.below(8) {
            case 0: number = random.below(1_000_000)
            case 1: number = [9, 99, 999, 9999, 99_999, 999_999_999, Int.max - 1, 0][random.below(8)]
            case 2: number = -random.below(100)
            case 3, 4: break
            default: number = number == Int.max ? 0 : number + 1
            }
            counter.append(number, to: &out)
            expected += String(number) + " "
            out.append(0x20)
            if step % 1000 == 999 {
                #expect(String(decoding: out.bytes, as: UTF8.self) == expected)
                out.removeAll()
                expected = ""
            }
        }
    }

    /// A line's end written before its beginning, then put in order: the bytes before the
    /// line stay, the two parts change places, whatever their lengths.
    @Test func movingTheTailBeforeAnEarlierPart() {
        var generator = SeededRandom(state: 1007)
        for _ in 0..<500 {
            let lengths = (0..<3).map { _ in Int.random(in: 0...40, using: &generator) }
            let parts = lengths.enumerated().map { index, length in (0..<length).map { UInt8(0x41 + index * 8 + $0 % 8) } }
            var out = ByteBuffer(capacity: 16)
            for part in parts { out.append(part) }
            out.moveTail(from: lengths[0] + lengths[1], before: lengths[0])
            let expected = lengths[1] > 0 && lengths[2] > 0 ? parts[0] + parts[2] + parts[1] : parts[0] + parts[1] + parts[2]
            #expect(out.bytes == expected, "\(lengths)")
        }
    }

    /// Runs of every length up to past the word-move sizes, appended after every number of
    /// bytes, come out as they went in (the overlapping word moves of `ByteBuffer.copy`).
    @Test func appendsRunsOfEveryLength() {
        for length in 0...80 {
            for before in 0..<9 {
                let prefix = (0..<before).map { UInt8(0x61 + $0) }
                let run = (0..<length).map { UInt8(truncatingIfNeeded: 0x80 &+ $0 &* 7) }
                var out = ByteBuffer(capacity: 16)
                out.append(prefix)
                run.withUnsafeBufferPointer { out.append($0) }
                out.append(0x0A)
                #expect(out.bytes == prefix + run + [0x0A], "length \(length) after \(before)")
            }
        }
    }

    /// The eight-bytes-at-a-time test finds every byte that may need escaping, at every
    /// place and among every neighbour, and values of every length are escaped as byte by byte.
    @Test func escapingIsFoundAnywhere() {
        var state: UInt64 = 5
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        let bytes: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x0E, 0x20, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xDC, 0xFF, 0x41]
        for _ in 0..<20000 {
            // (Sparse odd bytes too, so that long values are often clean.)
            let rate = [3, 20, 1000][next() % 3]
            let value = (0..<next() % 41).map { _ in next() % rate == 0 ? bytes[next() % bytes.count] : UInt8(0x20 + next() % 0x5F) }
            let expected = value.contains { $0 < 0x0E || $0 == 0x5C }
            #expect(value.withUnsafeBufferPointer { TableReport.mayNeedEscaping($0) } == expected, "\(value)")
            // Written as the plain byte-by-byte escaping writes it, after other bytes.
            var escaped = ByteBuffer(capacity: 16)
            escaped.append(value)
            TableReport.appendEscaped(value, to: &escaped)
            let words: [UInt8: String] = [0x09: "\\t", 0x0A: "\\n", 0x0D: "\\r", 0x5C: "\\\\"]
            let plain = value + value.flatMap { words[$0].map { Array($0.utf8) } ?? [$0] }
            #expect(escaped.bytes == plain, "\(value)")
        }
        var out = ByteBuffer(capacity: 16)
        TableReport.appendEscaped(Array("a\tb\\c\nd\re\u{01}".utf8), to: &out)
        #expect(String(decoding: out.bytes, as: UTF8.self) == "a\\tb\\\\c\\nd\\re\u{01}")
    }

    @Test func colors() {
        #expect(TerminalColor("green")?.parameters == "32")
        #expect(TerminalColor("Bright-Red")?.parameters == "91")
        #expect(TerminalColor("208")?.parameters == "38;5;208")
        #expect(TerminalColor("#FF8800")?.parameters == "38;2;255;136;0")
        #expect(TerminalColor("256") == nil)
        #expect(TerminalColor("#ff88") == nil)
        #expect(TerminalColor("#gg0000") == nil)
        #expect(TerminalColor("purple") == nil)
        #expect(TerminalColor("") == nil)
    }

    @Test func reportLines() throws {
        let rule = try RuleOptions().makeRule()
        var report = ValueReport(mode: .statuses, colors: StatusColors())
        var out = ByteBuffer(capacity: 16)
        for value in ["ok", ""] {
            let bytes = Array(value.utf8)
            bytes.withUnsafeBufferPointer { report.add(number: 1, value: $0, verdict: rule.check(bytes), to: &out) }
        }
        #expect(String(decoding: out.bytes, as: UTF8.self) ==
            "\u{1B}[32mpassed\u{1B}[0m\t\u{1B}[32mok\u{1B}[0m\ntoo-short\t\tempty\n")
        #expect(report.count(of: .passed) == 1 && report.count(of: .tooShort) == 1 && report.count(of: .failed) == 0)
    }
}
