import FieldCheck
import Testing

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
