import Foundation
import Testing

@Suite struct SuggestTests {
    func list(_ text: String) throws -> String { try temporaryFile(text, name: "list") }

    @Test func prefixMatchesFirstThenSubstringsEachOnceInFileOrder() throws {
        let path = try list("New York\nnewark\nYork\nNew Jersey\nnew york\nNew York\nRenew\n")
        let run = try fieldcheck("suggest", "--from", path, "new")
        #expect(run.out == "New York\nnewark\nNew Jersey\nnew york\nRenew\n")
        #expect(run.status == 0)
        #expect(try fieldcheck("suggest", "--from", path, "--limit", "2", "new").out == "New York\nnewark\n")
    }

    @Test func unicodeCaseInsensitive() throws {
        let path = try list("École\nécole normale\nEcole\n")
        #expect(try fieldcheck("suggest", "--from", path, "É").out == "École\nécole normale\n")
    }

    @Test func nothingMatchesOrTheQueryIsTooShort() throws {
        let path = try list("alpha\nbeta\n")
        let none = try fieldcheck("suggest", "--from", path, "zz")
        #expect(none.out == "" && none.status == 1)
        let short = try fieldcheck("suggest", "--from", path, "--min-query", "3", "al")
        #expect(short.out == "" && short.status == 1)
        #expect(try fieldcheck("suggest", "--from", path).out == "alpha\nbeta\n")
    }

    @Test func addAndRemoveKeepEveryOtherLineByteForByte() throws {
        let path = try list("one\r\ntwo  \n\nthree")
        #expect(try fieldcheck("suggest", "--from", path, "--add", "four").status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\r\ntwo  \n\nthree\nfour\n")
        #expect(try fieldcheck("suggest", "--from", path, "--add", "two  ").status == 0)  // present: no duplicate
        #expect(try fieldcheck("suggest", "--from", path, "--remove", "two  ").status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\r\n\nthree\nfour\n")
        let absent = try fieldcheck("suggest", "--from", path, "--remove", "nine")
        #expect(absent.status == 1)
        #expect(absent.err == "fieldcheck: 'nine' is not in \(path)\n")
    }

    @Test func aMissingFolderAndLineBreaks() throws {
        let path = try list("a\n")
        let missing = try fieldcheck("suggest", "--from", "/nonexistent-folder/list.txt", "--add", "x")
        #expect(missing.err == "fieldcheck: error: /nonexistent-folder/list.txt: cannot open its folder: No such file or directory\n")
        #expect(missing.status == 2)
        let newline = try fieldcheck("suggest", "--from", path, "--add", "x\ny")
        #expect(newline.err == "fieldcheck: error: an entry cannot contain a line break\n")
    }

    @Test func aReadOnlyFileIsRefusedEvenThoughItsFolderIsWritable() throws {
        let path = try list("a\n")
        // chattr is not available everywhere; drop write permission and check as a user who lacks it.
        let run = try shell("""
            chmod 444 '\(path)'
            if [ "$(id -u)" = 0 ]; then
              # root may write anything: the refusal is checked as nobody.
              su nobody -s /bin/sh -c "'$FIELDCHECK' suggest --from '\(path)' --add b" 2>&1 || true
            else
              "$FIELDCHECK" suggest --from '\(path)' --add b 2>&1 || true
            fi
            cat '\(path)'
            """)
        #expect(run.out.contains("fieldcheck: error: \(path): cannot write: Permission denied\n"), "\(run.out)")
        #expect(run.out.hasSuffix("a\n"), "\(run.out)")
    }

    @Test func aSymlinkStaysASymlink() throws {
        let target = try list("a\n")
        let link = target + ".link"
        _ = try shell("ln -sf '\(target)' '\(link)'")
        #expect(try fieldcheck("suggest", "--from", link, "--add", "b").status == 0)
        #expect(try shell("test -L '\(link)' && cat '\(target)'").out == "a\nb\n")
    }

    @Test func concurrentWritersLoseNoLine() throws {
        let path = try list("")
        let run = try shell("""
            for i in $(seq 1 40); do "$FIELDCHECK" suggest --from '\(path)' --add "entry $i" & done; wait
            sort '\(path)' | uniq | wc -l; wc -l < '\(path)'
            """)
        #expect(run.lines == ["40", "40"], "\(run.out)")
    }

    @Test func aMillionLines() throws {
        let path = try list("")
        let run = try shell("""
            seq -f 'entry %g' 1 1000000 > '\(path)'; echo 'special entry' >> '\(path)'
            "$FIELDCHECK" suggest --from '\(path)' --limit 3 'special'
            """)
        #expect(run.out == "special entry\n")
    }
}
