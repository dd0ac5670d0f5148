import Testing

@testable import FieldCheck

@Suite struct PromptResultTests {
    @Test func shellAssignmentsQuoteEverything() {
        let text = PromptResult.shellAssignments([("name", "Ann O'Neil"), ("note", "$(rm -rf /) `x` \\ \"q\"\n!")])
        #expect(text == "name='Ann O'\"'\"'Neil'\nnote='$(rm -rf /) `x` \\ \"q\"\n!'\n")
    }

    @Test func shellNames() {
        #expect(PromptResult.isShellName("name"))
        #expect(PromptResult.isShellName("_zip2"))
        #expect(!PromptResult.isShellName("2zip"))
        #expect(!PromptResult.isShellName("first-name"))
        #expect(!PromptResult.isShellName("é"))
        #expect(!PromptResult.isShellName(""))
    }

    @Test func json() {
        let bytes = PromptResult.json([("name", "Ann \"A\""), ("zip", "")])
        #expect(String(decoding: bytes, as: UTF8.self) == "{\"name\":\"Ann \\\"A\\\"\",\"zip\":\"\"}\n")
    }

    @Test func displayWidths() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("東京") == 4)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("\u{7}") == 0)
        #expect(DisplayWidth.of("한") == 2)
    }
}
