import FieldCheckReference

/// `--output-format html`: one self-contained HTML page for the run (no request leaves it:
/// its styles are inline, and its Content-Security-Policy forbids anything else; no script),
/// readable without JavaScript, at a phone's width and in a dark scheme: per table, each
/// declared column's cells, passed, too-short and failed with a bar of the shares (the share
/// written too: colour never says it alone), then for each column with cells that did not
/// pass its most frequent reasons and first examples in a `<details>`, and the table's
/// errors. The same caps as the Markdown report (`MarkdownReport`).
extension TableReport {
    /// The table's section of the page.
    package func htmlSection(details: Bool = true, size: Int? = nil) -> String {
        let file = jsonFileName ?? "(standard input)"
        var out = "<section>\n<h2>" + (jsonResourceName.map { HTMLText.escape($0, limit: 200) + " <small>" } ?? "")
        out += HTMLText.escape(file, limit: 300) + (jsonResourceName != nil ? "</small>" : "") + "</h2>\n"
        var verdict = verdictWords(strong: "")
        let good = verdict.hasPrefix("All ") && problems == 0
        if let size { verdict += " <span class=\"tag\">(\(Self.bytes(size)))</span>" }
        out += "<p class=\"verdict \(good ? "good" : "bad")\">" + verdict + "</p>\n"
        out += "<div class=\"scroll\"><table>\n<caption>Cells per column</caption>\n<thead><tr><th scope=\"col\">Column</th>"
        out += "<th scope=\"col\" class=\"n\">Cells</th><th scope=\"col\" class=\"n\">Passed</th><th scope=\"col\" class=\"n\">Too short</th>"
        out += "<th scope=\"col\" class=\"n\">Failed</th><th scope=\"col\">Not passed</th></tr></thead>\n<tbody>\n"
        for (column, name) in columnNames.enumerated() {
            let passed = count(column: column, .passed), tooShort = count(column: column, .tooShort), failed = count(column: column, .failed)
            let total = passed + tooShort + failed
            out += "<tr><th scope=\"row\">" + HTMLText.escape(name, limit: 80) + (isWarning(column) ? " <span class=\"tag\">warning</span>" : "") + "</th>"
            out += "<td class=\"n\">\(total)</td><td class=\"n\">\(passed)</td><td class=\"n\">\(tooShort)</td><td class=\"n\">\(failed)</td><td>"
            if total > 0 {
                let share = Self.percent(tooShort + failed, total)
                // (Widths in tenths of a percent: the bar's parts, each at least visible.)
                let failedWidth = failed == 0 ? 0 : max(5, failed * 1000 / total), shortWidth = tooShort == 0 ? 0 : max(5, tooShort * 1000 / total)
                out += "<span class=\"bar\" aria-hidden=\"true\">"
                if failedWidth > 0 { out += "<span class=\"failed\" style=\"width:\(failedWidth / 10).\(failedWidth % 10)%\"></span>" }
                if shortWidth > 0 { out += "<span class=\"short\" style=\"width:\(shortWidth / 10).\(shortWidth % 10)%\"></span>" }
                out += "</span> " + share
            } else {
                out += "–"
            }
            out += "</td></tr>\n"
        }
        out += "</tbody>\n</table></div>\n"
        guard details else { return out + "</section>\n" }
        if rules.count == columnNames.count {
            out += "<details><summary>The rules applied</summary>\n<div class=\"scroll\"><table>\n<caption>Each column's rule, as written</caption>\n"
            out += "<thead><tr><th scope=\"col\">Column</th><th scope=\"col\">Rule</th><th scope=\"col\">Declared at</th></tr></thead>\n<tbody>\n"
            for (column, name) in columnNames.enumerated() {
                out += "<tr><th scope=\"row\">" + HTMLText.escape(name, limit: 80) + "</th><td><code>"
                out += HTMLText.escape(rules[column].text.isEmpty ? "(any text)" : rules[column].text, limit: 2 * Self.markdownWidth)
                out += "</code></td><td>" + HTMLText.escape(rules[column].place, limit: 200) + "</td></tr>\n"
            }
            out += "</tbody>\n</table></div>\n</details>\n"
        }
        for (column, name) in columnNames.enumerated() {
            let tooShort = count(column: column, .tooShort), failed = count(column: column, .failed)
            guard tooShort + failed > 0 else { continue }
            out += "<details><summary>" + HTMLText.escape(name, limit: 80) + ": \(tooShort + failed) cell\(tooShort + failed == 1 ? "" : "s") did not pass</summary>\n"
            let reasons = topReasons(column: column, limit: Self.markdownReasons)
            if !reasons.isEmpty {
                out += "<div class=\"scroll\"><table>\n<caption>Most frequent reasons</caption>\n"
                out += "<thead><tr><th scope=\"col\" class=\"n\">Cells</th><th scope=\"col\">Reason</th><th scope=\"col\" class=\"n\">First row</th></tr></thead>\n<tbody>\n"
                for (reason, counted) in reasons {
                    out += "<tr><td class=\"n\">\(counted.count)</td><td>" + HTMLText.escape(reason, limit: Self.markdownWidth) + "</td><td class=\"n\">\(counted.firstRow)</td></tr>\n"
                }
                let listed = reasons.reduce(0) { $0 + $1.count.count }
                if listed < tooShort + failed { out += "<tr><td class=\"n\">\(tooShort + failed - listed)</td><td>(other reasons)</td><td></td></tr>\n" }
                out += "</tbody>\n</table></div>\n"
            }
            let examples = column < exampleCells.count ? exampleCells[column] : []
            if !examples.isEmpty {
                let keyed = examples.contains { $0.key != nil }
                out += "<div class=\"scroll\"><table>\n<caption>First cells that did not pass"
                out += tooShort + failed > examples.count ? " (\(examples.count) of \(tooShort + failed))" : ""
                out += "</caption>\n<thead><tr><th scope=\"col\" class=\"n\">Row</th><th scope=\"col\" class=\"n\">Line</th>"
                out += (keyed ? "<th scope=\"col\">Key</th>" : "") + "<th scope=\"col\">Status</th><th scope=\"col\">Value</th><th scope=\"col\">Reason</th></tr></thead>\n<tbody>\n"
                for example in examples {
                    out += "<tr><td class=\"n\">\(example.row)</td><td class=\"n\">\(example.line)</td>"
                    if keyed { out += "<td>" + HTMLText.escape(example.key ?? "", limit: 40) + "</td>" }
                    out += "<td class=\"\(example.status == .failed ? "failed" : "short")\">\(example.status.name)</td>"
                    out += "<td><code>" + HTMLText.escape(example.value, limit: Self.markdownWidth) + "</code></td><td>"
                    out += HTMLText.escape(example.reason, limit: Self.markdownWidth) + "</td></tr>\n"
                }
                out += "</tbody>\n</table></div>\n"
            }
            out += "</details>\n"
        }
        out += htmlRules()
        if !exampleProblems.isEmpty {
            out += "<details><summary>Table errors: \(problems)</summary>\n<ul>\n"
            for problem in exampleProblems { out += "<li>" + HTMLText.escape(problem, limit: 2 * Self.markdownWidth) + "</li>\n" }
            out += "</ul>\n"
            if problems > exampleProblems.count { out += "<p>The first \(exampleProblems.count) of \(problems).</p>\n" }
            out += "</details>\n"
        }
        return out + "</section>\n"
    }
}

/// The page around the tables' sections.
package enum HTMLReport {
    /// The page's beginning: its head (inline styles, a policy that lets nothing load) and
    /// heading, with the run's facts (each already escaped by `HTMLText`).
    package static func head(facts: [String]) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <meta name="color-scheme" content="light dark">
        <title>fieldcheck report</title>
        <style>
        :root { color-scheme: light dark; --text: #1b1b1f; --muted: #55555f; --back: #ffffff; --line: #d0d0d8; --head: #f2f2f6;
          --failed: #b3261e; --short: #8a5a00; --good: #1e6b35; --bar: #e6e6ec; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #e6e6ea; --muted: #b0b0ba; --back: #141418; --line: #3a3a44; --head: #202028;
            --failed: #ff8a80; --short: #ffcc66; --good: #7fd99a; --bar: #2c2c36; }
        }
        body { margin: 0 auto; padding: 1rem; max-width: 72rem; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
          color: var(--text); background: var(--back); }
        h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
        h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; overflow-wrap: anywhere; }
        h2 small { color: var(--muted); font-weight: normal; }
        .facts { color: var(--muted); margin: 0; overflow-wrap: anywhere; }
        .verdict { font-weight: 600; }
        .verdict.bad { color: var(--failed); }
        .verdict.good { color: var(--good); }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; margin: .5rem 0 1rem; min-width: 100%; }
        caption { text-align: left; color: var(--muted); font-size: .9rem; padding-bottom: .25rem; }
        th, td { border-bottom: 1px solid var(--line); padding: .3rem .6rem; text-align: left; vertical-align: top; }
        thead th { background: var(--head); }
        th[scope=row] { font-weight: 600; }
        .n { text-align: right; font-variant-numeric: tabular-nums; }
        td.failed { color: var(--failed); }
        td.short { color: var(--short); }
        code { font-family: ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
        .bar { display: inline-flex; width: 6rem; height: .7rem; background: var(--bar); vertical-align: middle; border-radius: 2px; overflow: hidden; }
        .bar .failed { background: var(--failed); }
        .bar .short { background: var(--short); }
        .tag { font-size: .8rem; color: var(--muted); font-weight: normal; }
        details { margin: .25rem 0 .75rem; }
        summary { cursor: pointer; font-weight: 600; overflow-wrap: anywhere; }
        footer { color: var(--muted); margin-top: 2rem; font-size: .9rem; }
        </style>
        </head>
        <body>
        <header>
        <h1>fieldcheck report</h1>
        <p class="facts">\(facts.joined(separator: " · "))</p>
        </header>
        <main>

        """
    }

    /// The page's end (with a note when the details stopped at the budget).
    package static func tail(note: String?) -> String {
        (note.map { "<p class=\"facts\">" + HTMLText.escape($0, limit: 400) + "</p>\n" } ?? "") + "</main>\n</body>\n</html>\n"
    }
}

/// Text as HTML shows it: `& < > " '` as character references, control characters as
/// visible escapes (`\n`), at most `limit` characters (then an ellipsis).
package enum HTMLText {
    package static func escape(_ text: String, limit: Int) -> String {
        if text.isEmpty { return "<i>(empty)</i>" }
        var out = ""
        let scalars = Array(text.unicodeScalars)
        for scalar in scalars.prefix(limit) {
            switch scalar.value {
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22: out += "&quot;"
            case 0x27: out += "&#39;"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        if scalars.count > limit { out += "…" }
        return out
    }
}
