import ArgumentParsing
import Testing

@Suite struct ShellWordsTests {
    func split(_ line: String) throws -> [String] {
        try ShellWords.split(Array(line.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func plainWordsAndWhitespace() throws {
        #expect(try split("name  --type\tname --max-length 40") == ["name", "--type", "name", "--max-length", "40"])
        #expect(try split("   ") == [])
        #expect(try split("") == [])
    }

    @Test func singleQuotesKeepEverything() throws {
        #expect(try split(#"tags --pattern '[a-z]+ \d' -s ';'"#) == ["tags", "--pattern", #"[a-z]+ \d"#, "-s", ";"])
        #expect(try split("x ''") == ["x", ""])
    }

    @Test func doubleQuotesWithEscapes() throws {
        #expect(try split(#"x "a \"b\" \\ \d""#) == ["x", #"a "b" \ \d"#])
    }

    @Test func backslashOutsideQuotes() throws {
        #expect(try split(#"a\ b c"#) == ["a b", "c"])
    }

    @Test func adjacentQuotedPartsJoin() throws {
        #expect(try split(#"'Ann O'"'"'Neil'"#) == ["Ann O'Neil"])
    }

    @Test func commentsStartAtAWord() throws {
        #expect(try split("# a comment") == [])
        #expect(try split("zip --type zip # trailing") == ["zip", "--type", "zip"])
        #expect(try split("a#b '#'") == ["a#b", "#"])
    }

    /// bash's `$'...'`: escapes for what a line cannot hold, joined to the word around it.
    @Test func ansiCQuoting() throws {
        #expect(try split(#"$'a\nb' --one-of $'x\ty\r' $'it\'s' $'\x41\x7f\\'"#) == ["a\nb", "--one-of", "x\ty\r", "it's", "A\u{7F}\\"])
        #expect(try split(#"pre$'\n'post '$x' "$'y'" $"#) == ["pre\npost", "$x", "$'y'", "$"])
        #expect(try split("$'é\\x01'") == ["é\u{01}"])
        #expect(throws: ShellWords.SplitError.self) { try ShellWords.split(Array(#"$'a\q'"#.utf8)) }
        #expect(throws: ShellWords.SplitError.self) { try ShellWords.split(Array(#"$'a\x'"#.utf8)) }
        #expect(throws: ShellWords.SplitError(message: "unterminated $' quote (column 3)")) { try ShellWords.split(Array("x $'abc".utf8)) }
    }

    @Test func unterminatedQuotesAreErrors() {
        #expect(throws: ShellWords.SplitError(message: "unterminated ' quote (column 13)")) {
            try ShellWords.split(Array("x --pattern 'abc".utf8))
        }
        #expect(throws: ShellWords.SplitError(message: "unterminated \" quote (column 3)")) {
            try ShellWords.split(Array("x \"abc".utf8))
        }
        #expect(throws: ShellWords.SplitError.self) { try ShellWords.split(Array("x \\".utf8)) }
    }
}
