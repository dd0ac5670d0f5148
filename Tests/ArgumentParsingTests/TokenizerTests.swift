import ArgumentParsing
import Testing

@Suite struct TokenizerTests {
    func tokens(_ words: [[UInt8]]) -> [ArgumentToken] {
        var tokenizer = ArgumentTokenizer(words)
        var result: [ArgumentToken] = []
        while let token = tokenizer.next() { result.append(token) }
        return result
    }

    @Test func kinds() {
        #expect(tokens(args("--type", "-q", "x", "-", "--", "-z")) == [
            .long(name: Array("type".utf8)), .short(Array("q".utf8)), .positional(Array("x".utf8)),
            .positional(Array("-".utf8)), .positional(Array("-z".utf8)),
        ])
    }

    @Test func clusterSplitsIntoCharactersIncludingUTF8() {
        #expect(tokens(args("-qé")) == [.short(Array("q".utf8)), .short(Array("é".utf8))])
        #expect(tokens([[0x2D, 0xFF, 0x61]]) == [.short([0xFF]), .short([0x61])])
    }

    @Test func attachedValueIsDroppedWhenNotTaken() {
        #expect(tokens(args("--quiet=1", "x")) == [.long(name: Array("quiet".utf8)), .positional(Array("x".utf8))])
    }

    @Test func valueTakesWhateverComes() {
        var tokenizer = ArgumentTokenizer(args("-p", "--", "x"))
        #expect(tokenizer.next() == .short(Array("p".utf8)))
        #expect(tokenizer.value() == Array("--".utf8))
        #expect(tokenizer.next() == .positional(Array("x".utf8)))
        #expect(tokenizer.next() == nil)
        #expect(tokenizer.value() == nil)
    }
}
