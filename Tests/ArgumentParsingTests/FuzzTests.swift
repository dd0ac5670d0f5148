import ArgumentParsing
import Testing

/// In the style of lexopt's exhaustive test: every sequence of up to three tricky
/// tokens either parses or fails with a clean one-line message. A trap would end the
/// test process.
@Suite struct FuzzTests {
    static let vocabulary: [[UInt8]] = [
        [], Array("-".utf8), Array("--".utf8), Array("---".utf8), Array("--x=".utf8), Array("-=".utf8),
        Array("-p-".utf8), Array("-p".utf8), Array("--pattern".utf8), Array("--pattern=".utf8),
        Array("-qi".utf8), Array("-qp".utf8), Array("--no-color".utf8), Array("--color=always".utf8),
        Array("--no-".utf8), Array("--no-quiet".utf8), Array("=".utf8), Array("check".utf8),
        Array("types".utf8), Array("fromat".utf8), Array("-3.5".utf8), Array("-1".utf8),
        Array("--min-length".utf8), Array("-h".utf8), Array("--version=1".utf8),
        [0xFF], [0x2D, 0xFF], [0x2D, 0x2D, 0xFF], [0x2D, 0x70, 0xC3], Array("-é".utf8), Array("--=".utf8),
        Array("-s".utf8), [0x00],
    ]

    @Test func everySequenceOfUpToThreeTokens() {
        let words = Self.vocabulary
        var count = 0
        func check(_ arguments: [[UInt8]]) {
            count += 1
            if case .error(let error) = parse(arguments) {
                #expect(!error.message.isEmpty)
                #expect(!error.message.contains("\n"))
                #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 })
            }
        }
        check([])
        for a in words {
            check([a])
            for b in words {
                check([a, b])
                for c in words { check([a, b, c]) }
            }
        }
        #expect(count == 1 + words.count + words.count * words.count + words.count * words.count * words.count)
    }

    @Test func fieldsFileScopeParsesOptionsOnly() {
        let interface = sampleInterface()
        for a in Self.vocabulary {
            for b in Self.vocabulary {
                var config = SampleConfig()
                do {
                    try interface.parseOptions([a, b], scope: "field", label: "a fields file", into: &config)
                } catch {
                    #expect(!error.message.isEmpty)
                }
            }
        }
    }
}
