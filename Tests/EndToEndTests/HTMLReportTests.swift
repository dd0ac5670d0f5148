import Foundation
import Testing

/// `--output-format html`, opened as a person opens it: in headless Chromium (installed by
/// scripts/install-deps --test), at a desktop's width and a phone's, light and dark. The page
/// loads with no console message (its Content-Security-Policy lets nothing load, so any
/// request would be refused and said there), and each screenshot is a page (many colours),
/// not a blank. Its values are text, and it is the same bytes on any number of threads.
@Suite struct HTMLReportTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Chromium's screenshot of `page` at `width` (written in `folder`), and what it said on
    /// its console.
    func open(_ page: String, width: Int, dark: Bool, in folder: ScratchFolder) throws -> (png: String, console: [String]) {
        let chromium = try #require(Self.chromium, "no chromium: run scripts/install-deps --test")
        let png = folder.path + "/shot-\(width)-\(dark).png"
        var arguments: [String] = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--user-data-dir=" + folder.path + "/profile",
            "--host-resolver-rules=MAP * ~NOTFOUND", "--enable-logging=stderr", "--v=0", "--window-size=\(width),1200", "--screenshot=" + png,
        ]
        if dark { arguments += ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"] }
        arguments.append("file://" + page)
        let run = try runProgram(URL(fileURLWithPath: chromium), arguments.map { Array($0.utf8) })
        #expect(run.status == 0, "\(run.err.suffix(500))")
        let console = run.err.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return (png, console)
    }

    /// How many distinct colours a PNG has, and its size (pillow, in .report-tools).
    func colours(_ png: String) throws -> (colours: Int, width: Int, height: Int) {
        let python = repositoryRoot.appendingPathComponent(".report-tools/bin/python")
        try #require(FileManager.default.isExecutableFile(atPath: python.path), "no .report-tools: run scripts/install-deps --test")
        let script = "import sys; from PIL import Image; i = Image.open(sys.argv[1]).convert('RGB'); print(len(set(i.getdata())), i.width, i.height)"
        let run = try runProgram(python, ["-c", script, png].map { Array($0.utf8) })
        let parts = run.out.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        try #require(parts.count == 3, "\(run.err)")
        return (parts[0], parts[1], parts[2])
    }

    @Test func opensInABrowserWithNoRequestAndNoConsoleMessage() throws {
        let run = try fieldcheck(["check", "--fields", contactsFields, contactsTable, "--output-format", "html"], environment: ["SOURCE_DATE_EPOCH": "1765065600"])
        #expect(run.status == 1, "\(run.err)")
        #expect(run.out.hasPrefix("<!DOCTYPE html>") && run.out.hasSuffix("</html>\n"))
        #expect(run.out.contains("content=\"default-src 'none'; style-src 'unsafe-inline'\"") && !run.out.contains("<script"))
        #expect(run.out.contains("fieldcheck report") && run.out.contains("2025-12-07"))
        let page = try temporaryFile(run.out, name: "report.html")
        for (width, dark) in [(1280, false), (375, false), (375, true)] {
            let folder = try ScratchFolder()
            let (png, console) = try open(page, width: width, dark: dark, in: folder)
            #expect(console.isEmpty, "\(width): \(console)")
            let shot = try colours(png)
            #expect(shot.width == width, "\(shot)")
            // (A blank page is one colour; text, table lines and bars make hundreds.)
            #expect(shot.colours > 50, "\(width) dark \(dark): \(shot.colours) colours")
        }
        for chunk in ["64", "4096"] {
            let two = try fieldcheck(["check", "--fields", contactsFields, contactsTable, "--output-format", "html", "-j", "2"],
                                     environment: ["FIELDCHECK_CHUNK_SIZE": chunk, "SOURCE_DATE_EPOCH": "1765065600"])
            #expect(two.out == run.out, "chunk \(chunk)")
        }
    }

    /// Markup in values, labels and reasons is text; a million failing cells make a small page.
    @Test func valuesAreTextAndThePageIsBounded() throws {
        let table = try temporaryFile("name,<i>col</i>\n<script>alert(1)</script>,\"x\ny\"\n<b>,x\n", name: "t.csv")
        let fields = try temporaryFile("name --type name\n'<i>col</i>' --pattern x\n", name: "f.fields")
        let run = try fieldcheck("check", "--fields", fields, table, "--output-format", "html")
        #expect(run.status == 1, "\(run.err)")
        #expect(!run.out.contains("<script>") && !run.out.contains("<b>") && !run.out.contains("<i>col"), "\(run.out)")
        #expect(run.out.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && run.out.contains("&lt;i&gt;col&lt;/i&gt;") && run.out.contains("x\\ny"))
        var csv = "n\n"
        for row in 1...200_000 { csv += "x\(row % 7)\n" }
        let many = try fieldcheck("check", "--fields", try temporaryFile("n --type integer\n", name: "g.fields"), try temporaryFile(csv, name: "many.csv"), "--output-format", "html")
        #expect(many.status == 1 && many.stdout.count < 16_000, "\(many.stdout.count)")
        #expect(many.out.contains("200000 of 200000 cells did not pass.") && many.out.contains("(10 of 200000)"))
    }
}
