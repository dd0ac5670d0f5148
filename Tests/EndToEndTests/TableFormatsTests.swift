import Foundation
import Testing

/// The files people have: every layout (CSV, TSV, JSON Lines, a JSON array) in every
/// compression, chosen by name or `--format`; text in other encodings (`--encoding`);
/// Excel's `sep=` line; and a file read the wrong way named in one line, with the option
/// that reads it.
@Suite struct TableFormatsTests {
    typealias Folder = TableFilesTests.Folder

    static let rules = "name --type name\nphone --type phone\n"
    static let rows = [("Ann", "(201) 555-0123"), ("Bob", "123-555-0123"), ("José", "201555")]

    /// The same three rows in each layout.
    static func table(_ layout: String) -> String {
        switch layout {
        case "tsv": return "name\tphone\n" + rows.map { "\($0.0)\t\($0.1)\n" }.joined()
        case "jsonl": return rows.map { "{\"name\": \"\($0.0)\", \"phone\": \"\($0.1)\"}\n" }.joined()
        case "json": return "[\n" + rows.map { "  {\"name\": \"\($0.0)\",\n   \"phone\": \"\($0.1)\"}" }.joined(separator: ",\n") + "\n]\n"
        default: return "name,phone\n" + rows.map { "\($0.0),\($0.1)\n" }.joined()
        }
    }

    /// What check reports for them: CSV and TSV number the header row 1; JSON Lines lines
    /// and a JSON array's elements number the first object 1.
    static func expected(_ layout: String, file: String? = nil) -> [String] {
        let first = layout.hasPrefix("json") ? 2 : 3
        let name = file.map { "\($0)\t" } ?? ""
        return [
            "\(name)\(first)\tphone\tfailed\t123-555-0123\tarea code 123 does not exist",
            "\(name)\(first + 1)\tphone\ttoo-short\t201555\tneeds 10 digits, got 6",
        ]
    }

    /// Each compression, and the command that writes a file so to standard output.
    static let compressors = [("gz", "gzip -c"), ("bz2", "bzip2 -c"), ("xz", "xz -c"), ("zst", "zstd -q -c"), ("zip", "zip -q -")]

    @Test func everyLayoutInEveryCompressionByNameAndByFormat() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        for layout in ["csv", "tsv", "jsonl", "json"] {
            let plain = try folder.write("t.\(layout)", Self.table(layout))
            let run = try fieldcheck("check", "--fields", fields, plain)
            #expect(run.status == 1 && run.err.isEmpty)
            #expect(run.lines == Self.expected(layout), "\(layout)")
            for (ext, program) in Self.compressors {
                let name = "t.\(layout).\(ext)"
                let made = try shell("cd '\(folder.url.path)' && \(program) t.\(layout) > \(name)")
                #expect(made.status == 0)
                let compressed = folder.path(name)
                let byName = try fieldcheck("check", "--fields", fields, compressed)
                #expect(byName.status == 1 && byName.err.isEmpty, "\(name): \(byName.err)")
                #expect(byName.lines == Self.expected(layout), "\(name)")
                // --format reads it whatever its name, and standard input (a pipe) too.
                let renamed = try shell("cd '\(folder.url.path)' && cp \(name) \(name).data && \"$FIELDCHECK\" check --format \(layout).\(ext) --fields r.fields \(name).data")
                #expect(renamed.lines == Self.expected(layout, file: nil), "\(name) renamed")
                let piped = try shell("cd '\(folder.url.path)' && cat \(name) | \"$FIELDCHECK\" check --format \(layout).\(ext) --fields r.fields")
                #expect(piped.status == 1 && piped.lines == Self.expected(layout), "\(name) piped: \(piped.err)")
                // format writes the table decompressed, every byte as it came but the values it puts in canonical form.
                let formatted = try fieldcheck("format", "--fields", fields, compressed)
                #expect(formatted.out == Self.table(layout).replacingOccurrences(of: "(201) 555-0123", with: "(201) 555-0123"), "\(name)")
            }
        }
        // Several at once, each by its own name, side by side or not.
        let many = try fieldcheck("check", "--fields", fields, folder.path("t.csv.gz"), folder.path("t.json.zst"), folder.path("t.tsv"))
        #expect(many.lines == Self.expected("csv", file: folder.path("t.csv.gz")) + Self.expected("json", file: folder.path("t.json.zst"))
            + Self.expected("tsv", file: folder.path("t.tsv")))
    }

    @Test func aTableReadTheWrongWayIsNamedInOneLine() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        _ = try folder.write("t.csv", Self.table("csv"))
        _ = try shell("cd '\(folder.url.path)' && gzip -c t.csv > hidden.csv && zstd -q -c t.csv > z.csv && printf 'PK\\003\\004rest' > book.csv")
        let gzip = try fieldcheck("check", "--fields", fields, folder.path("hidden.csv"))
        #expect(gzip.status == 2 && gzip.out.isEmpty)
        #expect(gzip.err == "fieldcheck: error: \(folder.path("hidden.csv")): the table is gzip-compressed: give --format csv.gz, or name the file *.csv.gz\n")
        let zstd = try shell("\"$FIELDCHECK\" check --tsv --fields '\(fields)' < '\(folder.path("z.csv"))'")
        #expect(zstd.err == "fieldcheck: error: the table is zstd-compressed: give --format tsv.zst, or name the file *.tsv.zst\n")
        let zip = try fieldcheck("check", "--fields", fields, folder.path("book.csv"))
        #expect(zip.status == 2 && zip.err.contains("the table is a zip archive: if it holds a csv file, give --format csv.zip or name the file *.csv.zip (an Excel workbook is a zip archive too: export it as CSV)"), "\(zip.err)")
        // UTF-16: by its byte order mark, or by the zero bytes of ASCII text.
        let utf16 = try shell("cd '\(folder.url.path)' && iconv -f utf-8 -t utf-16 t.csv > u.csv && iconv -f utf-8 -t utf-16le t.csv > le.csv")
        #expect(utf16.status == 0)
        let marked = try fieldcheck("check", "--fields", fields, folder.path("u.csv"))
        #expect(marked.status == 2)
        #expect(marked.err.hasSuffix(": the table is UTF-16 text (its byte order mark says so), not UTF-8: give --encoding utf-16\n"))
        let unmarked = try shell("cat '\(folder.path("le.csv"))' | \"$FIELDCHECK\" check --fields '\(fields)'")
        #expect(unmarked.err == "fieldcheck: error: the table is UTF-16LE text, not UTF-8: give --encoding utf-16le\n")
        // JSON where JSON Lines is expected, and the other way round.
        let array = try folder.write("a.jsonl", Self.table("json"))
        let lines = try folder.write("l.json", Self.table("jsonl"))
        #expect(try fieldcheck("check", "--fields", fields, array).err.hasSuffix(
            ": the table is a JSON array, not JSON Lines (one object per line): give --format json, or name the file *.json\n"))
        #expect(try fieldcheck("check", "--fields", fields, lines).err.hasSuffix(
            ": the table is JSON objects, not one JSON array of them: give --format jsonl, or name the file *.jsonl\n"))
        // CSV whose header is JSON, or splits on another delimiter into the declared names.
        #expect(try fieldcheck("check", "--fields", fields, input: Self.table("jsonl")).err
            == "fieldcheck: error: the table looks like JSON Lines (its first line is an object): give --format jsonl, or name the file *.jsonl\n")
        for (delimiter, option, said) in [(";", "--delimiter ';'", "';'"), ("\t", "--tsv", "tabs"), ("|", "--delimiter '|'", "'|'")] {
            let run = try fieldcheck("check", "--fields", fields, input: Self.table("csv").replacingOccurrences(of: ",", with: delimiter))
            #expect(run.status == 2)
            #expect(run.err == "fieldcheck: error: the declared columns are not in the header split on ',', but are when it is split on \(said): give \(option)\n")
        }
        // A name that is no table at all keeps the plain message.
        let other = try fieldcheck("check", "--fields", fields, input: "nom,tel\nA,1\n")
        #expect(other.err.contains("column 'name'") && other.err.contains("is not in the table's header"))
    }

    @Test func encodingsAreReadAsUTF8() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", "name --type name\nprice --type decimal\n")
        let text = "name,price\nJosé Müller,12.50\nRenée O’Brien,3\n“Quoted”,1\n"
        _ = try folder.write("t.csv", text)
        let expected = ["4\tname\tfailed\t“Quoted”\t'“' is not allowed in a name"]
        #expect(try fieldcheck("check", "--fields", fields, folder.path("t.csv")).lines == expected)
        let made = try shell("""
            cd '\(folder.url.path)' && iconv -f utf-8 -t windows-1252 t.csv > w.csv && iconv -f utf-8 -t utf-16 t.csv > u16.csv &&
            iconv -f utf-8 -t utf-16be t.csv > be.csv && iconv -f utf-8 -t utf-32 t.csv > u32.csv &&
            printf 'name,price\nJosé Müller,12.50\nŒuvre €,3\n' > nine.csv && iconv -f utf-8 -t iso-8859-15 nine.csv > l9.csv && sed 's/’/x/; s/“Quoted”/Quoted/' t.csv | iconv -f utf-8 -t latin1 > l1.csv &&
            gzip -c u16.csv > u16.csv.gz
            """)
        #expect(made.status == 0, "\(made.err)")
        for (file, encoding) in [("w.csv", "windows-1252"), ("u16.csv", "utf-16"), ("be.csv", "utf-16be"), ("u32.csv", "UTF-32"), ("u16.csv.gz", "utf-16")] {
            let run = try fieldcheck("check", "--encoding", encoding, "--fields", fields, folder.path(file))
            #expect(run.status == 1 && run.err.isEmpty, "\(file): \(run.err)")
            #expect(run.lines == expected, "\(file)")
            let piped = try shell("cat '\(folder.path(file))' | \"$FIELDCHECK\" check --encoding \(encoding) --format csv\(file.hasSuffix(".gz") ? ".gz" : "") --fields '\(fields)'")
            #expect(piped.lines == expected, "\(file) piped: \(piped.err)")
        }
        // Without --encoding, one note says what reads it (its cells fail as invalid UTF-8).
        let unsaid = try fieldcheck("check", "--fields", fields, folder.path("w.csv"))
        #expect(unsaid.status == 1 && unsaid.lines.first?.hasSuffix("invalid UTF-8 at byte 4") == true, "\(unsaid.lines)")
        #expect(unsaid.err == "fieldcheck: note: \(folder.path("w.csv")): byte 15 is not UTF-8: if the table is Latin-1 or Windows-1252 (what Excel writes on Windows), give --encoding windows-1252\n")
        // Latin-1 passes whole; format writes UTF-8.
        let latin = try fieldcheck("format", "--encoding", "latin-1", "--fields", fields, folder.path("l1.csv"))
        #expect(latin.status == 0 && latin.out == "name,price\nJosé Müller,12.50\nRenée OxBrien,3\nQuoted,1\n")
        // Any other encoding the system's iconv knows (ISO-8859-15 has € where Latin-1 has ¤).
        let iconv = try fieldcheck("check", "--encoding", "ISO-8859-15", "--fields", fields, folder.path("l9.csv"))
        #expect(iconv.status == 1 && iconv.lines == ["3\tname\tfailed\tŒuvre €\t'€' is not allowed in a name"], "\(iconv.err)")
        // Not text in that encoding: what was read is checked, and the run fails naming the byte.
        _ = try shell("cd '\(folder.url.path)' && { printf '\\377\\376'; printf 'n\\000a\\000m\\000e\\000,\\000p\\000r\\000i\\000c\\000e\\000\\n\\000A\\000,\\000\\000\\334'; } > bad.csv")
        let bad = try fieldcheck("check", "--encoding", "utf-16", "--fields", fields, folder.path("bad.csv"))
        #expect(bad.status == 2)
        #expect(bad.err.contains("byte 29 is not text in the encoding --encoding names: a UTF-16 low surrogate without its high half"), "\(bad.err)")
        // Names it cannot read, and --in-place, which would write UTF-8 over another encoding.
        let unknown = try fieldcheck("check", "--encoding", "klingon", "--fields", fields, folder.path("t.csv"))
        #expect(unknown.status == 2 && unknown.err.hasPrefix("fieldcheck: error: --encoding 'klingon': not an encoding fieldcheck knows"))
        let before = try folder.read("w.csv")
        let inPlace = try fieldcheck("format", "--in-place", "--encoding", "windows-1252", "--fields", fields, folder.path("w.csv"))
        #expect(inPlace.status == 2 && inPlace.err.contains("left as it was: --in-place writes back the bytes it reads"))
        #expect(try folder.read("w.csv") == before)
        #expect(try fieldcheck("check", "--encoding", "latin-1", "-t", "name", "José").status == 2)
    }

    /// Excel's `sep=;` first line: the delimiter it names, not a record; rows are counted
    /// without it and lines with it; format and --only write it back. On several threads the same.
    @Test func excelSeparatorLine() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        let table = "sep=;\r\nname;phone\r\nAnn;(201) 555-0123\r\nBob;123-555-0123\r\nJosé;201555\r\n"
        let path = try folder.write("excel.csv", table)
        let run = try fieldcheck("check", "--fields", fields, path)
        #expect(run.lines == Self.expected("csv"))
        let gnu = try fieldcheck("check", "--output-format", "gnu", "--fields", fields, path)
        #expect(gnu.lines.first == "\(path):4:2: failed: area code 123 does not exist [phone]")
        let formatted = try fieldcheck("format", "--fields", fields, path)
        #expect(formatted.out == table)
        let only = try fieldcheck("check", "--only", "failed", "--fields", fields, path)
        #expect(only.out == "sep=;\r\nname;phone\r\nBob;123-555-0123\r\n")
        // Standard input already partly read (a script's own first line): looked at from
        // where reading starts.
        let after = try folder.write("after.csv", "# exported by a script\n" + table)
        let rest = try shell("{ IFS= read -r line; \"$FIELDCHECK\" format --fields '\(fields)'; } < '\(after)'")
        #expect(rest.status == 1 && rest.out == table, "\(rest.err)")
        // --delimiter wins over the line (which is still not a record).
        #expect(try fieldcheck("check", "--delimiter", ",", "--fields", fields, path).err.contains("split on ';': give --delimiter ';'"))
        // A large one, on one thread and on several, from a file and a pipe.
        var big = "sep=|\nname|phone\n"
        for index in 0..<60000 { big += index % 7 == 0 ? "\"Bob\n\"|123-555-0123\n" : "Ann|(201) 555-0123\n" }
        let bigPath = try folder.write("big.csv", big)
        let one = try fieldcheck("check", "-j", "1", "--output-format", "gnu", "--fields", fields, bigPath)
        // (Row 59999, the last Bob, starts on line 59999 + 1 for the sep= line + 8571 quoted line breaks before it.)
        #expect(one.lines.count == 8572 && one.lines.first == "\(bigPath):3:2: failed: area code 123 does not exist [phone]")
        #expect(one.lines.last == "\(bigPath):68571:2: failed: area code 123 does not exist [phone]")
        for threads in ["2", "3"] {
            #expect(try fieldcheck("check", "-j", threads, "--output-format", "gnu", "--fields", fields, bigPath).out == one.out)
            let piped = try shell("cat '\(bigPath)' | \"$FIELDCHECK\" check -j \(threads) --output-format gnu --fields '\(fields)' | sed 's|^(standard input)|\(bigPath)|'")
            #expect(piped.out == one.out)
        }
    }

    @Test func jsonArrays() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        let path = try folder.write("t.json", Self.table("json"))
        let gnu = try fieldcheck("check", "--output-format", "gnu", "--fields", fields, path)
        #expect(gnu.lines == ["\(path):4:2: failed: area code 123 does not exist [phone]", "\(path):6:2: too-short: needs 10 digits, got 6 [phone]"])
        // Elements that are not objects, or not JSON, are table errors of their row; an
        // array that breaks off stops the table with one error; format writes every byte.
        let broken = "\u{FEFF}[{\"name\": \"Ann\", \"phone\": \"(201) 555-0123\"}, 3,\n {\"name\" \"x\"},\n {\"name\": \"Bob\", \"phone\": \"201 555 0123\"}, {\"name\""
        let brokenPath = try folder.write("broken.json", broken)
        let run = try fieldcheck("check", "--fields", fields, brokenPath)
        #expect(run.status == 2)
        #expect(run.lines == [
            "2\t\terror\t3\ta number, not a JSON object",
            "3\t\terror\t{\"name\" \"x\"}\tnot JSON: expected ':' after an object key, found '\"'",
            "5\t\terror\t{\"name\"\tnot JSON: unexpected end of input inside an object",
            "\t\terror\t\tnot a JSON array of objects: line 3, column 51: the array is not closed: the input ends inside it",
        ])
        let formatted = try fieldcheck("format", "--fields", fields, brokenPath)
        #expect(formatted.status == 2)
        #expect(formatted.out == broken.replacingOccurrences(of: "201 555 0123", with: "(201) 555-0123"))
        // Elements larger than the reader's buffer, and many of them, across its refills.
        var large = "[\n"
        for index in 0..<3000 {
            let name = index == 2999 ? String(repeating: "A", count: 300_000) : "Ann"
            large += (index == 0 ? "" : ",\n") + "{\"name\": \"\(name)\", \"phone\": \"\(index % 1000 == 0 ? "123-555-0123" : "(201) 555-0123")\"}"
        }
        large += "\n]"
        let largePath = try folder.write("large.json", large)
        let counts = try fieldcheck("check", "--count", "--fields", fields, largePath)
        #expect(counts.status == 1 && counts.lines == [
            "name\tpassed\t3000", "name\ttoo-short\t0", "name\tfailed\t0", "phone\tpassed\t2997", "phone\ttoo-short\t0", "phone\tfailed\t3",
        ], "\(counts.err)")
        #expect(try fieldcheck("format", "--fields", fields, largePath).out == large)
    }

    @Test func decompressorFaults() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        var table = "name,phone\n"
        for index in 0..<200_000 { table += index == 5 ? "Bob,123-555-0123\n" : "Ann,(201) 555-0123\n" }
        _ = try folder.write("t.csv", table)
        _ = try shell("cd '\(folder.url.path)' && gzip -c t.csv > t.csv.gz && head -c $(( $(stat -c %s t.csv.gz) / 2 )) t.csv.gz > cut.csv.gz && zstd -q -c t.csv > t.csv.zst")
        // Cut off: the rows read are checked, and the run fails.
        let cut = try fieldcheck("check", "--count", "--fields", fields, folder.path("cut.csv.gz"))
        #expect(cut.status == 2)
        #expect(cut.err.contains("fieldcheck: error: \(folder.path("cut.csv.gz")): gzip -dc failed (exit status 1): the table was not read whole"))
        _ = try shell("cd '\(folder.url.path)' && zip -q t.zip t.csv && head -c $(( $(stat -c %s t.zip) / 2 )) t.zip > cut.csv.zip")
        // A zip file cut off has lost its end record: refused before anything is read (funzip,
        // which streams the first member, would not notice a cut after it); through a pipe,
        // funzip's own failure fails the run.
        let cutZip = try fieldcheck("check", "--count", "--fields", fields, folder.path("cut.csv.zip"))
        #expect(cutZip.status == 2 && cutZip.out.isEmpty)
        #expect(cutZip.err == "fieldcheck: error: \(folder.path("cut.csv.zip")): the zip archive is cut off or damaged: it has no end of central directory record\n", "\(cutZip.err)")
        _ = try shell("cd '\(folder.url.path)' && head -c -30 t.zip > end.csv.zip")
        #expect(try fieldcheck("check", "--count", "--fields", fields, folder.path("end.csv.zip")).err.contains("no end of central directory record"))
        let pipedZip = try shell("cat '\(folder.path("cut.csv.zip"))' | \"$FIELDCHECK\" check --count --format csv.zip --fields '\(fields)'")
        #expect(pipedZip.status == 2)
        #expect(pipedZip.err.contains("fieldcheck: error: (standard input): funzip failed (exit status"), "\(pipedZip.err)")
        let missingZip = try fieldcheck("check", "--format", "csv.zip", "--fields", fields, folder.path("t.zip"), environment: ["PATH": "/nonexistent"])
        #expect(missingZip.err.hasSuffix("reading it needs the funzip program, which is not on PATH (Debian: apt install unzip)\n"), "\(missingZip.err)")
        // -q stops at the first failed cell: the decompressor is stopped, quietly.
        let quiet = try fieldcheck("check", "-q", "--fields", fields, folder.path("t.csv.gz"))
        #expect(quiet.status == 1 && quiet.out.isEmpty && quiet.err.isEmpty)
        // No decompressor on PATH.
        let missing = try fieldcheck("check", "--fields", fields, folder.path("t.csv.zst"), environment: ["PATH": "/nonexistent"])
        #expect(missing.status == 2)
        #expect(missing.err.hasSuffix(
            ": it is zstd-compressed, and reading it needs the zstd program, which is not on PATH (Debian: apt install zstd)\n"))
        // --in-place refuses a compressed file and leaves it as it was.
        let before = try folder.read("t.csv.gz")
        let inPlace = try fieldcheck("format", "--in-place", "--fields", fields, folder.path("t.csv.gz"))
        #expect(inPlace.status == 2 && inPlace.err.contains("left as it was"))
        #expect(try folder.read("t.csv.gz") == before)
        // As fast a read as a pipe from gzip: the same output on every thread count.
        let piped = try shell("gzip -dc '\(folder.path("t.csv.gz"))' | \"$FIELDCHECK\" check --fields '\(fields)'")
        for threads in ["1", "2"] {
            #expect(try fieldcheck("check", "-j", threads, "--fields", fields, folder.path("t.csv.gz")).out == piped.out)
        }
    }

    @Test func formatOptionConflicts() throws {
        let folder = try Folder()
        let fields = try folder.write("r.fields", Self.rules)
        #expect(try fieldcheck("check", "--format", "xls", "--fields", fields).err.contains(
            "invalid value 'xls' for '--format': must be csv, tsv, jsonl or json, possibly followed by .gz, .bz2, .xz, .zst or .zip"))
        #expect(try fieldcheck("check", "--format", "json", "--jsonl", "--fields", fields).err.contains("--jsonl and --format json are two ways"))
        #expect(try fieldcheck("check", "--format", "tsv", "--delimiter", ";", "--fields", fields).err.contains("--format tsv and --tsv or --delimiter"))
        #expect(try fieldcheck("check", "--format", "csv", "-t", "name", "x").err.contains("--format says how tables are read: it needs --fields or --schema"))
        // --format csv with --delimiter: CSV of that delimiter.
        let semicolons = try fieldcheck("check", "--format", "csv", "--delimiter", ";", "--fields", fields, input: "name;phone\nBob;123-555-0123\n")
        #expect(semicolons.lines == ["2\tphone\tfailed\t123-555-0123\tarea code 123 does not exist"])
    }
}
