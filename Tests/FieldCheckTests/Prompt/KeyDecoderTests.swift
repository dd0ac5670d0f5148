import Testing
import TestSupport

@testable import FieldCheck

@Suite struct KeyDecoderTests {
    func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flushEscape()
    }

    @Test func textControlsAndSequences() {
        #expect(keys("ab") == [.text("ab")])
        #expect(keys("a\rb\n") == [.text("a"), .enter, .text("b"), .enter])
        #expect(keys("\t\u{1B}[Z") == [.tab, .backTab])
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OH\u{1B}OF") == [.up, .home, .end])
        #expect(keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [.home, .end, .home, .end, .home, .end])
        #expect(keys("\u{1B}[3~\u{7F}\u{08}") == [.delete, .backspace, .backspace])
        #expect(keys("\u{01}\u{05}\u{15}\u{17}\u{03}\u{1A}\u{00}") == [
            .control("a"), .control("e"), .control("u"), .control("w"), .control("c"), .control("z"), .control(" "),
        ])
        // Modifiers on arrows (Ctrl-Right is ESC [1;5C) still move.
        #expect(keys("\u{1B}[1;5C") == [.right])
        #expect(keys("\u{1B}[15~") == [.unknown])
        #expect(keys("\u{1B}\u{7F}") == [.control("w")])
    }

    @Test func aLoneEscWaitsForThePause() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}".utf8)) == [])
        #expect(decoder.pendingEscape)
        #expect(decoder.flushEscape() == [.escape])
        #expect(!decoder.pendingEscape)
        // Two Esc presses in one read are two keys.
        #expect(decoder.feed(Array("\u{1B}\u{1B}".utf8)) == [.escape])
        #expect(decoder.flushEscape() == [.escape])
    }

    @Test func pasteKeepsItsTextAndDropsLineBreaks() {
        #expect(keys("\u{1B}[200~a\rb\nc\td\u{1B}[201~x") == [.paste("abc d"), .text("x")])
        // Control keys inside a paste are text, not commands.
        #expect(keys("\u{1B}[200~\u{1B}[A\u{1B}[201~") == [.paste("\u{1B}[A")])
    }

    @Test func anySplitOfTheBytesGivesTheSameKeys() {
        let input = "né東\u{1B}[A\u{1B}[200~p😀aste\u{1B}[201~\u{1B}[3~x\r\u{1B}OH"
        let bytes = Array(input.utf8)
        let whole = keys(input)
        for cut in 1..<bytes.count {
            var decoder = KeyDecoder()
            let parts = decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...]) + decoder.flushEscape()
            #expect(merged(parts) == merged(whole), "cut at \(cut)")
        }
    }

    /// Adjacent text keys joined: a read boundary may split typed text in two.
    func merged(_ keys: [Key]) -> [Key] {
        var result: [Key] = []
        for key in keys {
            if case .text(let more) = key, case .text(let text)? = result.last {
                result[result.count - 1] = .text(text + more)
            } else {
                result.append(key)
            }
        }
        return result
    }

    /// Seeded random bytes fed in random pieces: the keys are those of the bytes fed whole
    /// (a read boundary changes nothing but where typed text is split), and where no Esc
    /// starts a sequence, every printable ASCII byte comes out as text, in order, whatever
    /// the bytes around it (controls, bytes that are not UTF-8).
    @Test func randomBytesNeverTrapAndLoseNothingPrintable() {
        var generator = SeededRandom(state: 1001)
        for round in 0..<300 {
            let withEscapes = round % 2 == 0
            let bytes = (0..<Int.random(in: 0...64, using: &generator)).map { _ -> UInt8 in
                let byte = UInt8.random(in: 0...255, using: &generator)
                return !withEscapes && byte == 0x1B ? 0x41 : byte
            }
            var whole = KeyDecoder()
            let expected = whole.feed(bytes) + whole.flushEscape()
            var decoder = KeyDecoder()
            var keys: [Key] = []
            var index = 0
            while index < bytes.count {
                let end = min(bytes.count, index + Int.random(in: 1...8, using: &generator))
                keys += decoder.feed(bytes[index..<end])
                index = end
            }
            keys += decoder.flushEscape()
            #expect(merged(keys) == merged(expected), "round \(round): \(bytes)")
            guard !withEscapes else { continue }
            let typed = keys.map { key -> String in
                switch key {
                case .text(let text), .paste(let text): return text
                default: return ""
                }
            }.joined()
            let printable = bytes.filter { $0 >= 0x20 && $0 <= 0x7E }
            #expect(Array(typed.utf8).filter { $0 >= 0x20 && $0 <= 0x7E } == printable, "round \(round): \(bytes)")
        }
    }
}
