@testable import FieldCheck
import Testing

/// The delimiter infer reads a table with when none is given: the one that splits the first
/// records into the same number of cells, more than one, the most; `,` on a tie.
@Suite struct DelimiterSnifferTests {
    func sniff(_ text: String, complete: Bool = true) -> String? {
        Array(text.utf8).withUnsafeBufferPointer { DelimiterSniffer.delimiter($0, complete: complete) }
            .map { String(Character(Unicode.Scalar($0))) }
    }

    @Test func theDelimiterThatSplitsEveryRecordAlike() {
        #expect(sniff("a,b,c\n1,2,3\n") == ",")
        #expect(sniff("codigo;estabelecimento;valor\n1;Prisão, de Belo Horizonte;1,0\n2;X;2,5\n") == ";")
        #expect(sniff("a\tb\n1\t2\n") == "\t")
        #expect(sniff("a|b|c\n1|2|3\n") == "|")
        // (Quotes respected: a ; inside a quoted cell is no delimiter; a BOM leads.)
        #expect(sniff("\u{FEFF}\"x;y\",z\n\"1;2\",3\n") == ",")
        // A tie (two cells each way) goes to the comma.
        #expect(sniff("a,b;c\n1,2;3\n") == ",")
    }

    @Test func noneWhenNoneSplitsAlike() {
        #expect(sniff("name\nAnn\nBob\n") == nil)
        #expect(sniff("a;b\n1;2;3\n4\n") == nil)
        #expect(sniff("") == nil)
        // (A cut last record is not counted when the bytes are not the whole table.)
        #expect(sniff("a;b\n1;2\n3", complete: false) == ";")
    }
}
