@testable import FieldCheck
import Foundation
import FieldCheckIdentifiers
import Testing
import TestSupport

/// `fieldcheck infer` on tables it was not written for (the repository's examples, four
/// real tables, a generated one): its proposals, given back to `check`, report exactly the
/// values its comments count and name.
@Suite struct InferTests {
    /// The real tables (Tests/EndToEndTests/Fixtures/infer; their sources and licences in
    /// the README there) and the repository's examples.
    static let tables = [
        "Tests/EndToEndTests/Fixtures/infer/airports.csv", "Tests/EndToEndTests/Fixtures/infer/seattle-weather.csv",
        "Tests/EndToEndTests/Fixtures/infer/us-employment.csv", "Tests/EndToEndTests/Fixtures/infer/debian-releases.csv",
        "Tests/EndToEndTests/Fixtures/infer/iowa-electricity.csv",
        "examples/contacts.csv", "examples/signups.jsonl",
    ]

    /// A column's comment: how many values do not pass, and the first ones' rows.
    struct Comment {
        var failures = 0
        var rows: [Int] = []
    }

    static func comments(_ fields: String) -> [String: Comment] {
        var found: [String: Comment] = [:]
        for line in fields.split(separator: "\n") where line.hasPrefix("# ") && !line.contains("a number of cells other than") {
            guard let colon = line.range(of: ": ") else { continue }
            let column = String(line[line.index(line.startIndex, offsetBy: 2)..<colon.lowerBound])
            var comment = Comment()
            if let match = line.firstMatch(of: /; (\d+) do(?:es)? not:/) { comment.failures = Int(match.1) ?? -1 }
            comment.rows = line.matches(of: /\(row (\d+)\)/).compactMap { Int($0.1) }
            found[column] = comment
        }
        return found
    }

    /// Runs infer on `table`, then check with its proposal; compares.
    func expectCheckAgrees(_ table: String, _ options: [String] = []) throws -> String {
        let path = table.hasPrefix("/") ? table : repositoryRoot.appendingPathComponent(table).path
        let inferred = try fieldcheck(["infer"] + options + [path])
        #expect(inferred.status == 0, "\(table): \(inferred.err)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("infer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = options.contains("--table-schema")
        let rules = folder.appendingPathComponent(schema ? "schema.json" : "t.fields")
        try inferred.stdout.write(to: rules)
        let checked = try fieldcheck(["check", schema ? "--schema" : "--fields", rules.path, path])
        // (2: rows of the wrong length, which check reports as errors.)
        #expect(checked.status == 0 || checked.status == 1 || checked.status == 2 && checked.out.contains("cells where the header has"), "\(table): \(checked.err)")
        var reported: [String: [Int]] = [:]
        for line in checked.lines {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard cells.count >= 3, let row = Int(cells[0]) else { continue }
            reported[String(cells[1]), default: []].append(row)
        }
        let text = schema ? Self.descriptions(inferred.stdout) : inferred.out
        let comments = Self.comments(text)
        #expect(!comments.isEmpty, "\(table)")
        for (column, comment) in comments {
            let rows = reported[column] ?? []
            #expect(rows.count == comment.failures, "\(table) \(column): check reports \(rows.count), the comment \(comment.failures)")
            #expect(Array(rows.prefix(comment.rows.count)) == comment.rows, "\(table) \(column): \(rows.prefix(3)) vs \(comment.rows)")
        }
        for column in reported.keys where !column.isEmpty { #expect(comments[column] != nil, "\(table): \(column) reported but not proposed") }
        // Rows of the wrong length: check's errors, which infer names in a comment of their own.
        let ragged = reported[""] ?? []
        if let note = text.firstMatch(of: /# (\d+) rows? ha(?:s|ve) a number of cells other than/) {
            #expect(ragged.count == Int(note.1), "\(table): \(ragged.count) rows of the wrong length")
        } else if !schema {
            #expect(ragged.isEmpty, "\(table): rows of the wrong length not named")
        }
        return text
    }

    /// A Table Schema's field descriptions, one per line as comments are.
    static func descriptions(_ json: Data) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
              let fields = object["fields"] as? [[String: Any]] else { return "" }
        return fields.compactMap { $0["description"] as? String }.map { "# " + $0 }.joined(separator: "\n")
    }

    @Test(arguments: tables)
    func checkReportsExactlyWhatTheCommentsCount(_ table: String) throws {
        _ = try expectCheckAgrees(table)
    }

    @Test(arguments: tables.filter { $0.hasSuffix(".csv") })
    func aTableSchemaToo(_ table: String) throws {
        _ = try expectCheckAgrees(table, ["--table-schema"])
    }

    /// The 13 real published tables of ../shared/data/real (SOURCES.md there: a BOM before
    /// a quoted header, dates written day first, `;`, Latin-1, labels of every kind): each
    /// proposal reads back into check, which reports exactly what its comments count.
    static let realExports: [String] = {
        let folder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/data/real/tables")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { "../shared/data/real/tables/" + $0 }
    }()

    @Test(arguments: realExports)
    func realExportsReadBack(_ table: String) throws {
        _ = try expectCheckAgrees(table)
    }

    @Test func thirteenRealExportsAreThere() {
        #expect(Self.realExports.count == 13)
    }

    /// The real tables get the rules a person would write.
    @Test func realTablesGetTheirTypes() throws {
        let weather = try expectCheckAgrees("Tests/EndToEndTests/Fixtures/infer/seattle-weather.csv")
        #expect(weather.contains("date           --type date --date-format %Y/%m/%d"))
        #expect(weather.contains("weather        --one-of sun --one-of fog --one-of rain --one-of drizzle --one-of snow"))
        let airports = try expectCheckAgrees("Tests/EndToEndTests/Fixtures/infer/airports.csv")
        // (NA, a state nowhere, is how the table writes "no value": a missing marker.)
        #expect(airports.contains("state      --type state --optional --missing-value NA --missing-value ''\n"))
        #expect(airports.contains("latitude   --type decimal\n"))
        let releases = try expectCheckAgrees("Tests/EndToEndTests/Fixtures/infer/debian-releases.csv")
        #expect(releases.contains("release   --type date\n"))
        #expect(releases.contains("# 15 rows have a number of cells other than the header's 8"))
        let employment = try expectCheckAgrees("Tests/EndToEndTests/Fixtures/infer/us-employment.csv")
        #expect(employment.contains("nonfarm                   --type integer\n"))
        #expect(!employment.contains("--type zip"))
    }

    /// A table of identifiers, British phone numbers and day-first dates, tab-separated.
    @Test func identifiersRegionsAndDateFormatsAreFound() throws {
        var random = SeededRandom(state: 20261127)
        var lines = ["id\taccount\tisbn\tphone\tjoined\tstatus\tamount\temail\tzip"]
        for row in 0..<60 {
            let digits = (0..<18).map { _ in String(random.below(10)) }.joined()
            let check = 98 - (CheckDigits.mod97(digits + "DE00") ?? 0)
            let iban = "DE" + (check < 10 ? "0" : "") + String(check) + digits
            let body = "978" + (0..<9).map { _ in String(random.below(10)) }.joined()
            let isbn = body + String(Character(Unicode.Scalar(CheckDigits.ean(Array(body.utf8)))))
            let uuid = (0..<32).map { _ in String(random.below(16), radix: 16) }.joined()
            let phone = row % 2 == 0 ? "020 7946 0" + String(format: "%03d", row) : "07400 123" + String(format: "%03d", row)
            let joined = String(format: "%02d/%02d/20%02d", 1 + random.below(28), 1 + random.below(12), 10 + random.below(15))
            let status = ["active", "paused", "closed"][random.below(3)]
            let email = row == 7 ? "someone@" : "user\(row)@example.com"
            let zip = row % 5 == 0 ? "" : String(format: "%05d", 10_000 + random.below(80_000))
            lines.append([uuid, iban, isbn, phone, joined, status, "\(random.below(1000)).\(random.below(10))5", email, zip].joined(separator: "\t"))
        }
        let folder = repositoryRoot.appendingPathComponent(".build/infer-test")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("generated.tsv")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let fields = try expectCheckAgrees(".build/infer-test/generated.tsv")
        for expected in ["id       --type uuid --unique", "account  --type iban --unique", "isbn     --type isbn --unique",
                         "phone    --type phone --region GB", "joined   --type date --date-format %d/%m/%Y",
                         "status   --one-of", "amount   --type decimal", "email    --type email", "zip      --type zip --optional"] {
            #expect(fields.contains(expected), "\(expected) in\n\(fields)")
        }
        #expect(fields.contains("1 does not: 'someone@' (row 9)"))
    }

    /// A seeded table past the sample, with what cuts must respect (quoted line breaks, CR
    /// LF, blank rows, rows of the wrong length, an unclosed quote last), values that fail
    /// late and a repeat far from its first: the same proposal on one thread and on two,
    /// in chunks of a few hundred bytes, from a file and from a pipe; JSON Lines too.
    @Test func theSameProposalOnEveryThreadAndChunk() throws {
        var generator = SeededRandom(state: 39)
        var csv = "id,email,when,amount,note\r\n"
        var jsonl = ""
        for row in 1...12_000 {
            let email = row % 4_001 == 0 ? "not-an-email" : "user\(row)@example.com"
            let id = row == 11_000 ? 17 : row  // (a repeat, far from the first)
            let amount = Int.random(in: 0...99_999, using: &generator)
            let note = row % 997 == 0 ? "\"two\r\nlines, and a comma\"" : ["a", "b", "c"][Int.random(in: 0...2, using: &generator)]
            let month = row % 12 + 1, day = row % 28 + 1
            csv += "\(id),\(email),2026-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day),\(amount).\(row % 100),\(note)\r\n"
            if row % 3_001 == 0 { csv += "\r\n" }
            if row % 5_003 == 0 { csv += "\(row),short\r\n" }
            jsonl += "{\"id\": \(id), \"email\": \"\(email)\", \"tags\": \(row % 4_999 == 0 ? "[1]" : "\"x\"")}\n"
        }
        csv += "\"unclosed,at the end\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("infer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("t.csv", csv), ("t.jsonl", jsonl)] {
            let path = folder.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let one = try fieldcheck("infer", "-j", "1", path)
            #expect(one.status == 0, "\(one.err)")
            // (The two rows of the wrong length count; the blank ones and the unclosed last do not.)
            #expect(one.out.contains(name == "t.csv" ? "(12002 rows;" : "(12000 rows;"), "\(one.out)")
            #expect(one.out.contains(name == "t.csv" ? "'not-an-email' (row 4003), 'not-an-email' (row 8006)" : "'[1]' (row 4999), '[1]' (row 9998)"), "\(one.out)")
            for options in [["-j", "2"], ["-j", "3"]] {
                for chunk in ["211", "4096"] {
                    let file = try fieldcheck(["infer"] + options + [path], environment: ["FIELDCHECK_CHUNK_SIZE": chunk])
                    #expect(file.out == one.out, "\(name) \(options) \(chunk)")
                    let piped = try fieldcheck(["infer"] + options + (name.hasSuffix(".jsonl") ? ["--jsonl"] : []) + ["-"], input: text, environment: ["FIELDCHECK_CHUNK_SIZE": chunk])
                    #expect(piped.out == one.out.replacingOccurrences(of: path, with: "standard input"), "\(name) \(options) \(chunk) piped")
                }
            }
        }
    }

    /// What the first rows do not show: whole numbers that turn decimal after the sample,
    /// `NA` and `-` for no value, a column that turns out not to be what its first rows said.
    /// The proposal passes its own file (check exits 0), on one thread and several, in both
    /// forms (a fields file, a Table Schema).
    @Test func aProposalPassesItsOwnFile() throws {
        var random = SeededRandom(state: 55)
        var csv = "id,amount,visits,code,day,insee\n"
        for row in 1...8000 {
            let amount = row <= 6000 ? "\(random.below(900) + 10)" : "\(random.below(900)).\(random.below(90) + 10)"
            let visits = random.below(40) == 0 ? (row % 2 == 0 ? "NA" : "") : "\(random.below(30))"
            let code = row <= 5000 ? "\(10000 + row)" : "K-\(row)"
            let day = random.below(50) == 0 ? "-" : "2024-0\(random.below(9) + 1)-1\(random.below(9))"
            // (Corsica's INSEE codes, 2A004, after the sample's: a letter where a digit was.)
            let insee = row <= 6000 ? String(format: "%05d", 1000 + row) : String(format: "2A%03d", row % 1000)
            csv += "\(row),\(amount),\(visits),\(code),\(day),\(insee)\n"
        }
        let folder = try TableFilesTests.Folder()
        let table = URL(fileURLWithPath: try folder.write("t.csv", csv))
        let one = try fieldcheck("infer", "-j", "1", table.path)
        #expect(one.out.contains("\namount  --type decimal\n"), "\(one.out)")
        #expect(one.out.contains("\nvisits  --type integer --optional --missing-value NA --missing-value ''\n"), "\(one.out)")
        #expect(one.out.contains("missing ('NA')"), "\(one.out)")
        #expect(one.out.contains("\ncode\n"), "\(one.out)")  // (not integer: 3,000 of its values are not)
        #expect(one.out.contains("\nday     --type date --optional --missing-value - --missing-value ''\n"), "\(one.out)")
        #expect(one.out.contains("\ninsee   --pattern '[0-9A-Z]{5}'\n"), "\(one.out)")
        for threads in ["2", "3"] {
            #expect(try fieldcheck(["infer", "-j", threads, table.path], environment: ["FIELDCHECK_CHUNK_SIZE": "4096"]).out == one.out)
        }
        let rules = folder.url.appendingPathComponent("t.fields")
        try one.stdout.write(to: rules)
        let checked = try fieldcheck("check", "--fields", rules.path, table.path)
        #expect(checked.status == 0, "\(checked.out)\(checked.err)")
        let schema = try fieldcheck("infer", "--table-schema", table.path)
        #expect(schema.out.contains("\"missingValues\": [\"\", \"NA\"]"), "\(schema.out)")
        let schemaFile = folder.url.appendingPathComponent("t.json")
        try schema.stdout.write(to: schemaFile)
        let bySchema = try fieldcheck("check", "--schema", schemaFile.path, table.path)
        #expect(bySchema.status == 0, "\(bySchema.out)\(bySchema.err)")
    }

    /// The types a person would choose, on the shapes that fooled infer: FIPS codes of ten
    /// digits with a leading zero (no phone number, no integer), order codes (no address),
    /// three VAT numbers over and over (the type, not a one-of of them), two-digit codes
    /// `09` (their text kept), a month that is always 1 and a 0/1 flag (numbers, not
    /// booleans), booleans in words, phone numbers stored as bare digits (no phone).
    @Test func theTypesAPersonWouldChoose() throws {
        var random = SeededRandom(state: 7)
        let vats = ["BE0403019261", "DE136695976", "NL004495445B01"]
        var csv = "fips,order_code,vat,state_code,month,flag,active,tel\n"
        for row in 1...400 {
            let fips = "09" + String(format: "%08d", random.below(99_999_999))
            csv += "\(fips),ORD-\(String(format: "%06d", row)),\(vats[random.below(3)]),0\(random.below(9) + 1),1,\(random.below(2)),\(random.below(2) == 0 ? "true" : "false"),33\(144_000_000 + random.below(999_999))00\n"
        }
        let folder = try TableFilesTests.Folder()
        let table = URL(fileURLWithPath: try folder.write("t.csv", csv))
        let run = try fieldcheck("infer", table.path)
        let lines = run.lines.filter { !$0.hasPrefix("#") }
        #expect(lines.contains("fips        --pattern '[0-9]{10}'"), "\(run.out)")
        #expect(lines.contains("order_code  --pattern 'ORD-[0-9]{6}' --unique"), "\(run.out)")
        #expect(lines.contains("vat         --type vat"), "\(run.out)")
        #expect(lines.contains { $0.hasPrefix("state_code  --one-of 0") && !$0.contains("--type") && $0.contains("--one-of 09") }, "\(run.out)")
        #expect(lines.contains("month       --type integer --one-of 1"), "\(run.out)")
        #expect(lines.contains { $0.hasPrefix("flag        --type integer") }, "\(run.out)")
        #expect(lines.contains { $0.hasPrefix("active      --type boolean") }, "\(run.out)")
        // (Business numbers stored as bare integers, as the Assemblée's register has them.)
        #expect(lines.contains { $0.hasPrefix("tel ") && !$0.contains("phone") }, "\(run.out)")
        let rules = folder.url.appendingPathComponent("t.fields")
        try run.stdout.write(to: rules)
        #expect(try fieldcheck("check", "--fields", rules.path, table.path).status == 0)
        let schema = try fieldcheck("infer", "--table-schema", table.path)
        #expect(schema.out.contains(#""pattern": "ORD-[0-9]{6}""#), "\(schema.out)")
        let schemaFile = folder.url.appendingPathComponent("t.json")
        try schema.stdout.write(to: schemaFile)
        #expect(try fieldcheck("check", "--schema", schemaFile.path, table.path).status == 0)
    }

    /// A table separated by `;` (the Minas Gerais export): infer finds the delimiter, reads
    /// the columns, and writes it as the fields file's `@read` line, which check applies;
    /// from a file and a pipe, on one thread and several. A Table Schema cannot say it: a
    /// note names the option.
    @Test func theDelimiterFoundIsWrittenAndApplied() throws {
        var csv = "codigo;estabelecimento;populacao;mes\n"
        for row in 1...3000 { csv += "\(row);\"Presídio \(row); Norte\";\(row * 7 % 900);1\n" }
        let folder = try TableFilesTests.Folder()
        let table = URL(fileURLWithPath: try folder.write("t.csv", csv))
        let one = try fieldcheck("infer", "-j", "1", table.path)
        #expect(one.lines.contains("@read --delimiter ';'"), "\(one.out)")
        #expect(one.lines.contains { $0.hasPrefix("populacao") && $0.contains("--type integer") }, "\(one.out)")
        for threads in ["2", "3"] {
            #expect(try fieldcheck(["infer", "-j", threads, table.path], environment: ["FIELDCHECK_CHUNK_SIZE": "4096"]).out == one.out)
        }
        let piped = try fieldcheck(["infer", "-"], input: csv)
        #expect(piped.out == one.out.replacingOccurrences(of: table.path, with: "standard input"))
        let rules = folder.url.appendingPathComponent("t.fields")
        try one.stdout.write(to: rules)
        let checked = try fieldcheck("check", "--fields", rules.path, "--count", table.path)
        #expect(checked.status == 0, "\(checked.err)")
        #expect(checked.lines.contains("populacao\tpassed\t3000"), "\(checked.out)")
        // (Any reading option on the command line replaces the @read line whole.)
        let replaced = try fieldcheck("check", "--fields", rules.path, "--delimiter", ",", table.path)
        #expect(replaced.status == 2 && replaced.err.contains("give --delimiter ';'"), "\(replaced.err)")
        let schema = try fieldcheck("infer", "--table-schema", table.path)
        #expect(schema.err.contains("read with --delimiter ';'"), "\(schema.err)")
    }

    /// The `@read` line: reading options only, one line, its mistakes named with their line.
    @Test func theReadLineIsReadingOptionsOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("infer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("t.txt")
        try "a\tb\n1\tx\n".write(to: table, atomically: true, encoding: .utf8)
        for (fields, status, said) in [
            ("@read --tsv\na --type integer\nb --type integer\n", 1, ""),
            ("a --type integer\n@read --tsv\n@read --tsv\n", 2, "f.fields:3: a second @read line (the first is line 2)"),
            ("@read --count\na --type integer\n", 2, "f.fields:1:"),
            ("@read --delimiter\na --type integer\n", 2, "f.fields:1:"),
        ] {
            let path = folder.appendingPathComponent("f.fields")
            try fields.write(to: path, atomically: true, encoding: .utf8)
            let run = try fieldcheck("check", "--fields", path.path, table.path)
            #expect(run.status == Int32(status), "\(fields): \(run.err)")
            #expect(said.isEmpty ? run.err.isEmpty : run.err.contains(said), "\(fields): \(run.err)")
        }
    }

    /// Header labels of every kind (a line break, a carriage return, a tab, quotes, `#`,
    /// leading dashes, `%`, `$`, a backslash, a control character, accents) are written so
    /// that the fields file reads back: check finds every column and passes the table.
    @Test func labelsOfEveryKindReadBack() throws {
        let labels = ["a\nb", "c\r\nd", "t\tab", "it's", "say \"hi\"", "#x", "-d", "--e", "@read", "@x", "100%", "$x", "$'y'", "back\\slash", "bell\u{07}", "é ü", "plain"]
        let header = labels.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: ",")
        let rows = (1...30).map { row in labels.indices.map { "\(row * 10 + $0)" }.joined(separator: ",") }.joined(separator: "\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("infer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("labels.csv")
        try (header + "\n" + rows + "\n").write(to: table, atomically: true, encoding: .utf8)
        for form in ["--fields", "--schema"] {
            let inferred = try fieldcheck(["infer"] + (form == "--schema" ? ["--table-schema"] : []) + [table.path])
            #expect(inferred.status == 0, "\(inferred.err)")
            let rules = folder.appendingPathComponent(form == "--schema" ? "labels.json" : "labels.fields")
            try inferred.stdout.write(to: rules)
            let checked = try fieldcheck("check", form, rules.path, "--count", table.path)
            #expect(checked.status == 0, "\(form): \(checked.err)\n\(inferred.out)")
            #expect(checked.lines.filter { $0.hasSuffix("\tpassed\t30") }.count == labels.count, "\(form): \(checked.out)")
        }
    }

    /// Numbers written with a decimal comma and point groups (`1.234,5`, as Brazil and most
    /// of Europe write them), found over the whole table; comma groups (`1,234.5`) in a
    /// table written the other way; whole numbers that turn decimal after the sample widen
    /// to the table's decimal.
    @Test func decimalCommasAndDigitGroupsAreFound() throws {
        var csv = "hospital;pacientes;ocupacao;obitos;mes\n"
        for row in 1...6000 {
            let later = row > 5000 ? ",\(row % 10)" : ""
            csv += "H\(row % 7);\(row * 37 % 3000 > 999 ? "\(row * 37 % 3000 / 1000).\(String(1000 + row * 37 % 1000).dropFirst())" : "\(row * 37 % 1000)");\(row % 100),\(row % 1000);\(row % 50)\(later);9\n"
        }
        let folder = try ScratchFolder()
        let table = try folder.write("h.csv", csv)
        let fields = try expectCheckAgrees(table)
        let decimal = "--type decimal --table-schema --decimal-char , --group-char ."
        for column in ["pacientes", "ocupacao", "obitos"] {
            let line = fields.split(separator: "\n").first { $0.hasPrefix(column + " ") }
            #expect(line?.hasSuffix(decimal) == true, "\(column): \(fields)")
        }
        #expect(fields.contains("mes        --type integer --one-of 9\n"), "\(fields)")
        let schema = try fieldcheck("infer", "--table-schema", table)
        #expect(schema.out.contains("{\"name\": \"ocupacao\", \"type\": \"number\", \"decimalChar\": \",\", \"groupChar\": \".\""), "\(schema.out)")
        // (1,000 is a thousand in a table that writes 1,000.5: comma groups, not a decimal comma.)
        var us = "amount,count\n"
        for row in 1...40 { us += "\"\(row),\(100 + row).5\",\"\(row),000\"\n" }
        let grouped = try expectCheckAgrees(try folder.write("us.csv", us))
        #expect(grouped.contains("amount  --type decimal --table-schema --group-char ,\n"), "\(grouped)")
        #expect(!grouped.contains("--decimal-char"), "\(grouped)")
        // (Without --table-schema, --decimal-char would be ignored: it is refused.)
        let bare = try fieldcheck(["check", "--type", "decimal", "--decimal-char", ","], input: "1,5\n")
        #expect(bare.status == 2 && bare.err.contains("--decimal-char says how --table-schema numbers are written: add --table-schema"), "\(bare.err)")
    }

    /// What infer does not read is refused with the pipe that would read it (the
    /// decompressor of its kind, jq for a JSON array), and a table whose name is not UTF-8
    /// is read as named (a package, whose JSON cannot hold that name, is refused).
    @Test func namesAndFormsInferCannotReadAreSaid() throws {
        let folder = try ScratchFolder()
        let table = try folder.write("t.csv", "a,b\n1,x\n2,y\n")
        let gzipped = try shell("gzip -c '\(table)' > '\(folder.path + "/t.csv.gz")' && \"$FIELDCHECK\" infer '\(folder.path + "/t.csv.gz")'")
        #expect(gzipped.status == 2 && gzipped.err.contains("not gzip-compressed: decompress it into a pipe (gzip -dc FILE | fieldcheck infer -)"), "\(gzipped.err)")
        let array = try fieldcheck("infer", try folder.write("t.json", "[{\"a\": 1}]\n"))
        #expect(array.status == 2 && array.err.contains("not a JSON array: make it JSON Lines into a pipe (jq -c '.[]' FILE | fieldcheck infer -)"), "\(array.err)")
        #expect(!array.err.contains("gzip"), "\(array.err)")
        // A name with a Latin-1 é (byte E9): read; a package of it refused by name.
        let named = try shell("cd '\(folder.path)' && cp t.csv \"$(printf 't\\351.csv')\" && \"$FIELDCHECK\" infer \"$(printf 't\\351.csv')\"")
        #expect(named.status == 0 && named.out.contains("a  --type integer"), "\(named.err)")
        let package = try shell("cd '\(folder.path)' && \"$FIELDCHECK\" infer --package p.json \"$(printf 't\\351.csv')\"")
        #expect(package.status == 2 && package.err.contains("this name is not UTF-8"), "\(package.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/p.json"))
    }

    /// The text encoding found and written on the @read line: Latin-1 (La Poste's table,
    /// whose header has `libellé` as byte E9), windows-1252 (curly quotes), UTF-16 (its
    /// byte order mark); UTF-8 with one broken byte stays UTF-8, the cell named.
    @Test func theEncodingIsFoundAndWritten() throws {
        let laposte = "../shared/data/real/tables/fr_laposte_codes_postaux_v201410_first20000lines.csv"
        let latin = try expectCheckAgrees(laposte)
        #expect(latin.contains("@read --delimiter ';' --encoding latin-1\n"), "\(latin)")
        #expect(latin.contains("'libellé d'\\''acheminement'"), "\(latin)")
        let folder = try ScratchFolder()
        var windows = Data("name;quote\n".utf8)
        for row in 1...30 { windows += Data("n\(row);".utf8) + Data([0x93]) + Data("said \(row)".utf8) + Data([0x94, 0x0A]) }
        let windowsTable = try folder.write("w.csv", windows)
        let windowsFields = try expectCheckAgrees(windowsTable)
        #expect(windowsFields.contains("@read --delimiter ';' --encoding windows-1252\n"), "\(windowsFields)")
        let rules = try folder.write("w.fields", windowsFields)
        let shown = try fieldcheck("format", "--fields", rules, windowsTable)
        #expect(shown.lines.dropFirst().first == "n1;\u{201C}said 1\u{201D}", "\(shown.out)")
        var wide = Data([0xFF, 0xFE])
        wide += "id,name\n1,Zoë\n2,Ana\n".data(using: .utf16LittleEndian)!
        let wideFields = try expectCheckAgrees(try folder.write("u.csv", wide))
        #expect(wideFields.contains("@read --encoding utf-16\n"), "\(wideFields)")
        var broken = Data("id,name\n".utf8)
        for row in 1...30 { broken += Data("\(row),Zoë \(row)\n".utf8) }
        broken += Data("31,Z".utf8) + Data([0xEB]) + Data("\n".utf8)
        let brokenFields = try expectCheckAgrees(try folder.write("b.csv", broken))
        #expect(!brokenFields.contains("@read"), "\(brokenFields)")
    }

    @Test func whatItCannotReadIsSaid() throws {
        let missing = try fieldcheck("infer", "/nonexistent/t.csv")
        #expect(missing.status == 2 && missing.err.contains("fieldcheck: error: /nonexistent/t.csv: No such file or directory"))
        let compressed = try fieldcheck("infer", "t.csv.gz")
        #expect(compressed.status == 2 && compressed.err.contains("gzip -dc"))
        let empty = try fieldcheck(["infer", "-"], input: "")
        #expect(empty.status == 2 && empty.err.contains("no header row"))
    }
}
