@testable import ArgumentParsing
import Testing

@Suite struct SuggestionTests {
    @Test func editDistance() {
        #expect(Suggestions.editDistance(Array("pattern"), Array("patern")) == 1)
        #expect(Suggestions.editDistance(Array("tpye"), Array("type")) == 1)  // a transposition
        #expect(Suggestions.editDistance(Array(""), Array("abc")) == 3)
        #expect(Suggestions.editDistance(Array("kitten"), Array("sitting")) == 3)
    }

    /// The shortcuts of a long list's suggestions keep their answers: the bytes one string
    /// lacks never exceed the edit distance, a distance cut at a limit is exact up to it,
    /// and plain ASCII compared as bytes gives what characters give.
    @Test func shortcutsKeepTheDistances() {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let letters = Array("abcab-Aé")
        for _ in 0..<3000 {
            let a = String((0..<next(8)).map { _ in letters[next(letters.count)] })
            let b = String((0..<next(8)).map { _ in letters[next(letters.count)] })
            let exact = Suggestions.editDistance(Array(a), Array(b))
            for limit in 0...3 {
                let cut = Suggestions.editDistance(Array(a), Array(b), limit: limit)
                #expect(exact <= limit ? cut == exact : cut > limit, "\(a) \(b) \(limit)")
            }
            if let x = Suggestions.plainASCII(a), let y = Suggestions.plainASCII(b) {
                #expect(Suggestions.bagDistance(x, y) <= exact, "\(a) \(b)")
                #expect(Suggestions.editDistance(x, y) == exact)
            }
        }
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
