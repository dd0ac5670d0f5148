import Foundation
import Testing

func exists(_ path: String) -> Bool { FileManager.default.isExecutableFile(atPath: path) }

/// The committed man page, completions and README reference are what the binary
/// generates from its option table; and each is valid for its consumer.
@Suite struct GeneratedFilesTests {
    static let files = [
        ("man", "man/fieldcheck.1"),
        ("complete-bash", "completions/fieldcheck.bash"),
        ("complete-zsh", "completions/_fieldcheck"),
        ("complete-fish", "completions/fieldcheck.fish"),
    ]

    @Test(arguments: files)
    func committedFileMatchesTheBinary(kind: String, path: String) throws {
        let generated = try fieldcheck("--generate", kind)
        #expect(generated.status == 0)
        let committed = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(committed == generated.out, "\(path) is stale: run 'make generate'")
    }

    /// The reference's generated blocks (docs/reference.md): the options (from the option
    /// table) and the table of types (from the registry of types).
    @Test(arguments: [("markdown", "OPTIONS"), ("types", "TYPES")])
    func readmeBlockMatchesTheBinary(kind: String, name: String) throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/reference.md"), encoding: .utf8)
        let begin = "<!-- BEGIN GENERATED \(name) (make generate) -->\n"
        let end = "<!-- END GENERATED \(name) -->"
        guard let start = readme.range(of: begin), let stop = readme.range(of: end) else {
            Issue.record("docs/reference.md has no generated \(name) block")
            return
        }
        let block = String(readme[start.upperBound..<stop.lowerBound])
        let generated = try fieldcheck("--generate", kind).out
        #expect(block == generated, "docs/reference.md is stale: run 'make generate'")
    }

    /// The sample HTML report in docs/ is the page of the repository's example (make generate).
    @Test func theSampleReportIsCurrent() throws {
        let run = try shell("cd '\(repositoryRoot.path)' && env -u SOURCE_DATE_EPOCH \"$FIELDCHECK\" check --fields examples/contacts.fields --output-format html examples/contacts.csv")
        #expect(run.status == 1, "\(run.err)")
        let committed = try Data(contentsOf: repositoryRoot.appendingPathComponent("docs/report-sample.html"))
        #expect(run.stdout == committed, "docs/report-sample.html is not what fieldcheck writes: run make generate")
    }

    @Test func manPageRendersWithoutWarnings() throws {
        let run = try shell("MANWIDTH=80 man --warnings -l '\(repositoryRoot.path)/man/fieldcheck.1' 2>&1 >/dev/null")
        #expect(run.out == "")
        let page = try shell("MANWIDTH=80 man -l '\(repositoryRoot.path)/man/fieldcheck.1' 2>/dev/null")
        #expect(page.out.contains("--pattern REGEX"))
        #expect(page.out.contains("EXIT STATUS"))
    }

    /// One version: what `--version` prints is what `scripts/version` (every artifact of
    /// `make dist`) reads, and CHANGELOG.md's first entry names it.
    @Test func oneVersionEverywhere() throws {
        let printed = try fieldcheck("--version").out
        let script = try shell("'\(repositoryRoot.path)/scripts/version'").out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!script.isEmpty)
        #expect(printed.split(separator: "\n").first == "fieldcheck \(script)", "\(printed)")
        let changelog = try String(contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let firstEntry = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(firstEntry?.hasPrefix("## \(script) ") == true, "CHANGELOG.md's first entry: \(firstEntry ?? "none")")
        let man = try String(contentsOf: repositoryRoot.appendingPathComponent("man/fieldcheck.1"), encoding: .utf8)
        #expect(man.contains("\"fieldcheck \(script)\""))
    }

    @Test func bashCompletionSyntax() throws {
        #expect(try shell("bash -n '\(repositoryRoot.path)/completions/fieldcheck.bash'").status == 0)
    }

    @Test(.enabled(if: exists("/usr/bin/zsh") || exists("/bin/zsh"), "zsh is not installed (make deps)"))
    func zshCompletionSyntax() throws {
        let run = try shell("zsh -n '\(repositoryRoot.path)/completions/_fieldcheck'")
        #expect(run.status == 0, "\(run.err)")
    }

    @Test(.enabled(if: exists("/usr/bin/fish"), "fish is not installed (make deps)"))
    func fishCompletionSyntax() throws {
        let run = try shell("fish -n '\(repositoryRoot.path)/completions/fieldcheck.fish'")
        #expect(run.status == 0, "\(run.err)")
        // fish itself lists the candidates for a partial command line.
        let candidates = try shell(
            "fish -c \"source '\(repositoryRoot.path)/completions/fieldcheck.fish'; complete -C 'fieldcheck --col'\"")
        #expect(candidates.out.hasPrefix("--color\t"))
    }

    /// Drives the bash completion function as bash would on TAB.
    func bashCandidates(_ words: [String]) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let script = """
            source '\(repositoryRoot.path)/completions/fieldcheck.bash'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _fieldcheck
            for candidate in "${COMPREPLY[@]}"; do printf '%s\\n' "$candidate"; done
            """
        return try shell(script).lines
    }

    @Test func bashCompletesTypeOptionAndTypeNames() throws {
        #expect(try bashCandidates(["fieldcheck", "--ty"]) == ["--type"])
        #expect(try bashCandidates(["fieldcheck", "-t", ""]) ==
            ["text", "name", "phone", "email", "address", "state", "zip", "number", "decimal", "integer", "boolean",
             "country", "url", "uuid", "date", "time", "datetime", "year", "yearmonth", "iban", "bic", "vat", "isbn",
             "issn", "ean", "isin", "lei", "cusip", "imei", "card", "ssn", "ein", "postal"])
        #expect(try bashCandidates(["fieldcheck", "--type", "p"]) == ["phone", "postal"])
        #expect(try bashCandidates(["fieldcheck", "--type", "=", "z"]) == ["zip"])
        #expect(try bashCandidates(["fieldcheck", "types", "st"]) == ["state"])
        #expect(try bashCandidates(["fieldcheck", "format", "--can"]) == ["--canonical"])
    }

    @Test func bashCompletesFileArguments() throws {
        let prefix = repositoryRoot.appendingPathComponent("examples/contacts.f").path
        #expect(try bashCandidates(["fieldcheck", "--fields", prefix]) == [prefix + "ields"])
        #expect(try bashCandidates(["fieldcheck", "format", "-f", prefix]) == [prefix + "ields"])
    }

    @Test func bashCompletesOptionsChoicesAndCommands() throws {
        #expect(try bashCandidates(["fieldcheck", "--col"]) == ["--color"])
        #expect(try bashCandidates(["fieldcheck", "--color", ""]) == ["auto", "always", "never"])
        #expect(try bashCandidates(["fieldcheck", "--color", "=", "al"]) == ["always"])
        #expect(try bashCandidates(["fieldcheck", "--only", "t"]) == ["too-short"])
        #expect(try bashCandidates(["fieldcheck", "ch"]) == ["check"])
        #expect(try bashCandidates(["fieldcheck", ""]) == ["check", "format", "suggest", "prompt", "schema", "infer", "types", "help"])
        #expect(try bashCandidates(["fieldcheck", "help", ""]) == ["check", "format", "suggest", "prompt", "schema", "infer", "types"])
        #expect(try bashCandidates(["fieldcheck", "prompt", "--validate-when", ""]) == ["typing", "done"])
        #expect(try bashCandidates(["fieldcheck", "prompt", "--pl"]) == ["--placeholder"])
        // --only is an option of check, not of format (--one-of is a rule option of both).
        #expect(try bashCandidates(["fieldcheck", "format", "--onl"]) == [])
        #expect(try bashCandidates(["fieldcheck", "format", "--on"]) == ["--one-of", "--one-of-file", "--one-of-column"])
        #expect(try bashCandidates(["fieldcheck", "check", "--pat"]) == ["--pattern"])
        // A free-form value gets no candidates.
        #expect(try bashCandidates(["fieldcheck", "-p", ""]) == [])
    }
}

/// Every `$ fieldcheck ...` example of the README and of docs/ prints what it says it prints,
/// and every relative link of them leads to a file.
@Suite struct ReadmeExampleTests {
    @Test func readmeExamplesAreRealOutput() throws {
        let run = try shell("python3 '\(repositoryRoot.path)/scripts/check-readme' \"$FIELDCHECK\"")
        #expect(run.status == 0, "\(run.out)")
    }
}
