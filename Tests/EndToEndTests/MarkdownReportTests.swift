import Foundation
import Testing

/// `--output-format markdown`, read as GitHub reads it: rendered by cmark-gfm (GitHub's
/// renderer, through cmarkgfm in .report-tools), its tables well-formed, its counts those of
/// `--count`, every value shown as text, bounded however many cells fail, and the same bytes
/// on any number of threads.
@Suite struct MarkdownReportTests {
    /// The report rendered to HTML, and what a parser finds in it: per table its header's
    /// cell count and each row's, and the text of the page.
    func rendered(_ markdown: Data) throws -> (tables: [[Int]], text: String, html: String) {
        let python = repositoryRoot.appendingPathComponent(".report-tools/bin/python")
        try #require(FileManager.default.isExecutableFile(atPath: python.path), "no .report-tools: run scripts/install-deps --test")
        let path = try temporaryFile(String(decoding: markdown, as: UTF8.self), name: "report.md")
        let script = """
            import html.parser, json, sys, cmarkgfm
            page = cmarkgfm.github_flavored_markdown_to_html(open(sys.argv[1], encoding="utf-8").read())
            class Tables(html.parser.HTMLParser):
                def __init__(self):
                    super().__init__()
                    self.tables, self.text, self.row = [], [], None
                def handle_starttag(self, tag, attrs):
                    if tag == "table": self.tables.append([])
                    if tag == "tr": self.row = 0
                    if tag in ("td", "th") and self.row is not None: self.row += 1
                def handle_endtag(self, tag):
                    if tag == "tr": self.tables[-1].append(self.row); self.row = None
                def handle_data(self, data): self.text.append(data)
            parser = Tables()
            parser.feed(page)
            print(json.dumps({"tables": parser.tables, "text": "".join(parser.text), "html": page}))
            """
        let run = try runProgram(python, ["-c", script, path].map { Array($0.utf8) })
        #expect(run.status == 0, "\(run.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        return (object["tables"] as? [[Int]] ?? [], object["text"] as? String ?? "", object["html"] as? String ?? "")
    }

    @Test func rendersAsGitHubRendersItWithTheCountsOfCount() throws {
        let run = try fieldcheck(["check", "--fields", contactsFields, contactsTable, "--output-format", "markdown"],
                                 environment: ["SOURCE_DATE_EPOCH": "1765065600"])
        #expect(run.status == 1, "\(run.err)")
        #expect(run.out.hasPrefix("# fieldcheck report\n\nfieldcheck "), "\(run.out.prefix(200))")
        #expect(run.lines[2].hasSuffix(" · 2025-12-07"), "\(run.lines[2])")
        let page = try rendered(run.stdout)
        // Every table well-formed: each row as many cells as its header.
        #expect(page.tables.count >= 11)
        for table in page.tables { #expect(Set(table).count == 1, "\(table)") }
        // The counts table says what --count counts.
        let count = try fieldcheck("check", "--fields", contactsFields, contactsTable, "--count")
        for line in count.lines {
            let cells = line.split(separator: "\t").map(String.init)
            guard cells.count == 3, cells[1] == "failed" else { continue }
            #expect(run.lines.contains { $0.hasPrefix("| \(cells[0].replacingOccurrences(of: "_", with: "\\_")) | 300 |") && $0.split(separator: "|")[4].trimmingCharacters(in: .whitespaces) == cells[2] }, "\(cells)")
        }
        // The same bytes on every thread count and chunk size.
        for chunk in ["64", "4096"] {
            let two = try fieldcheck(["check", "--fields", contactsFields, contactsTable, "--output-format", "markdown", "-j", "2"],
                                     environment: ["FIELDCHECK_CHUNK_SIZE": chunk, "SOURCE_DATE_EPOCH": "1765065600"])
            #expect(two.out == run.out, "chunk \(chunk)")
        }
    }

    /// Every value and reason is text: markup, a pipe, a line break, a backtick.
    @Test func everyValueIsShownAsText() throws {
        let table = try temporaryFile("name,email,<i>col</i>\n<script>alert(1)</script>,a|b,y\n\"x\ny\",*bold* `tick` [link](http://e.org),x\n<b>,ann@example.org,x\n", name: "t.csv")
        let fields = try temporaryFile("name --type name\nemail --type email\n'<i>col</i>' --optional --pattern x\n", name: "f.fields")
        let run = try fieldcheck("check", "--fields", fields, table, "--output-format", "markdown")
        #expect(run.status == 1, "\(run.err)")
        #expect(run.out.contains("<details><summary>&lt;i&gt;col&lt;/i&gt;: 1 cell did not pass</summary>"), "\(run.out)")
        let page = try rendered(run.stdout)
        // (A bare URL or e-mail address is still linked, as GitHub links it in any text; a
        // Markdown link's syntax is not read.)
        #expect(!page.html.contains("<script") && !page.html.contains("<b>") && !page.html.contains("<em>") && !page.html.contains(">link</a>"), "\(page.html)")
        #expect(page.text.contains("<script>alert(1)</script>"), "\(page.text)")
        #expect(page.text.contains("a|b") && page.text.contains("*bold* `tick` [link](http://e.org)"), "\(page.text)")
        for table in page.tables { #expect(Set(table).count == 1, "\(table)") }
    }

    /// A million failing cells make a report of a few kilobytes: ten examples a column, five
    /// reasons, the totals said.
    @Test func boundedHoweverManyCellsFail() throws {
        var csv = "n\n"
        for row in 1...200_000 { csv += "x\(row % 7)\n" }
        let table = try temporaryFile(csv, name: "many.csv")
        let fields = try temporaryFile("n --type integer\n", name: "f.fields")
        let run = try fieldcheck("check", "--fields", fields, table, "--output-format", "markdown")
        #expect(run.status == 1)
        #expect(run.stdout.count < 8_000, "\(run.stdout.count) bytes")
        #expect(run.out.contains("**200000 of 200000 cells did not pass.**"), "\(run.out)")
        #expect(run.out.contains("The first 10 of 200000."), "\(run.out)")
    }
}
