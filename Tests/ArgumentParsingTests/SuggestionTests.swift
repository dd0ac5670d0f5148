import ArgumentParsing
import Testing

@Suite struct SuggestionTests {
    @Test func editDistance() {
        #expect(Suggestions.editDistance(Array("pattern"), Array("patern")) == 1)
        #expect(Suggestions.editDistance(Array("tpye"), Array("type")) == 1)  // a transposition
        #expect(Suggestions.editDistance(Array(""), Array("abc")) == 3)
        #expect(Suggestions.editDistance(Array("kitten"), Array("sitting")) == 3)
    }

    @Test func closest() {
        let names = ["pattern", "type", "separator", "search", "quiet"]
        #expect(Suggestions.closest(to: "patern", among: names) == "pattern")
        #expect(Suggestions.closest(to: "sep", among: names) == "separator")
        #expect(Suggestions.closest(to: "TYPE", among: names) == "type")
        #expect(Suggestions.closest(to: "zzz", among: names) == nil)
        #expect(Suggestions.closest(to: "", among: names) == nil)
        // A candidate equal to what was typed is not a suggestion.
        #expect(Suggestions.closest(to: "type", among: ["type"]) == nil)
    }
}
