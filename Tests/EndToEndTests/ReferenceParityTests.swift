import FieldCheck
import Foundation
import Testing
import TestSupport

/// One harness for every fast tier: `FIELDCHECK_REFERENCE=1` turns them all off (each
/// type's quick status, its reasons from the bytes, its line automaton, the shortcuts inside
/// its check, a plain pattern's direct way), so every output must be the same with it and
/// without it: statuses, reasons, canonical forms, counts, JSON, tables, several threads.
/// Every type of the registry runs through it with its examples, the fixtures' values and
/// seeded random values; phone numbers of every region as people write them, with
/// `--region` set to the number's own region, to US and to an unrelated one.
/// `FIELDCHECK_PARITY_ROUNDS` runs more random rounds (`make test-parity`).
@Suite struct ReferenceParityTests {
    static let rounds = ProcessInfo.processInfo.environment["FIELDCHECK_PARITY_ROUNDS"].flatMap { Int($0) } ?? 1

    /// Runs `script` (bash; `$IN` is the values file) with the fast tiers on and off and
    /// expects the same stdout, stderr and status. Returns how many differences there were.
    @discardableResult
    func expectSameInBothModes(_ script: String, values: [String], _ comment: String) throws -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("in").path
        try Data((values.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        func run(_ reference: Bool) throws -> Run {
            try runProgram(
                URL(fileURLWithPath: "/bin/bash"), [Array("-c".utf8), Array(script.utf8)],
                environment: ["FIELDCHECK": binary.path, "IN": path, "FIELDCHECK_REFERENCE": reference ? "1" : "0"])
        }
        let fast = try run(false), reference = try run(true)
        let same = fast.stdout == reference.stdout && fast.stderr == reference.stderr && fast.status == reference.status
        if !same {
            // The first line that differs, to find the value again.
            let a = fast.out.split(separator: "\n", omittingEmptySubsequences: false)
            let b = reference.out.split(separator: "\n", omittingEmptySubsequences: false)
            let at = Array(zip(a, b)).firstIndex { $0 != $1 } ?? min(a.count, b.count)
            let shown = at < max(a.count, b.count)
                ? "fast: \(at < a.count ? String(a[at]) : "(none)")\nreference: \(at < b.count ? String(b[at]) : "(none)")"
                : "stderr or status: \(fast.err.prefix(300)) | \(reference.err.prefix(300)) | \(fast.status) \(reference.status)"
            Issue.record("\(comment): the fast tiers differ from the reference\n\(shown)")
        }
        return same
    }

    /// The modes every value set runs through: status lines, counts, JSON, format (with its
    /// messages), several threads in small chunks, and a table of the values.
    func expectParity(options: String, values: [String], formats: [String] = [""], _ comment: String) throws {
        let modes = [
            "", "--count", "--json", "--only failed", "-j 3",
        ]
        for mode in modes {
            try expectSameInBothModes(
                "FIELDCHECK_CHUNK_SIZE=512 $FIELDCHECK check \(options) \(mode) < $IN 2>&1", values: values, "\(comment), check \(mode)")
        }
        for format in formats {
            try expectSameInBothModes(
                "$FIELDCHECK format \(options) \(format) < $IN 2>&1; $FIELDCHECK format --json \(options) \(format) < $IN",
                values: values, "\(comment), format \(format)")
        }
        // The values as a table's column: its batch, status lines from the bytes, counts, rewrite.
        let table = """
            cd "$(dirname "$IN")"; f=t.fields; t=t.csv
            cat > $f <<'FIELDS'
            v \(options)
            FIELDS
            { echo v; sed 's/"/""/g; s/.*/"&"/' $IN; } > $t
            for mode in "" "--count" "--json"; do $FIELDCHECK check --fields $f $mode $t 2>&1; echo "status $?"; done
            $FIELDCHECK format --fields $f $t 2>&1; echo "status $?"
            rm -f $f $t
            """
        try expectSameInBothModes(table, values: values, "\(comment), as a table")
    }

    /// Random values from a type's alphabet, seeded.
    static func randomValues(_ random: inout SeededRandom, alphabet: [String], count: Int) -> [String] {
        (0..<count).map { _ in (0..<(1 + random.below(14))).map { _ in random.pick(alphabet) }.joined() }
    }

    static let alphabets: [String: [String]] = {
        let digits = (0...9).map(String.init)
        let letters = ["a", "B", "z", "Q", "é", "ß", "Ω", "я", "\u{301}", "\r"]
            // (Code points that join their neighbours, or spell an ASCII one another way.)
            + ["\u{FF9E}", "\u{0E33}", "\u{0D4E}", "\u{212A}", "\u{037E}", "ก", "ｱ"]
        let punctuation = [" ", "-", ".", ",", "'", "(", ")", "+", ":", "/", "@", "_", "T", "Z", "#", "x", "\u{FF11}", "\u{0663}", "\t"]
        return ["digits": digits + punctuation, "mixed": digits + letters + punctuation]
    }()

    @Test(arguments: FieldType.allCases.map(\.rawValue))
    func everyTypeAgreesWithItsReference(_ type: String) throws {
        let fieldType = try #require(FieldType(rawValue: type))
        var random = SeededRandom(state: UInt64(type.utf8.reduce(7) { $0 &* 31 &+ Int($1) }.magnitude))
        var values = fieldType.examples + ["", " ", "  \(fieldType.examples.first ?? "")  "]
        // Every example with blanks around it, as values are pasted (a trailing blank, a tab,
        // a no-break space), and the shapes people paste for the type.
        for example in fieldType.examples {
            let padded: [String] = [example + " ", " " + example, "\t" + example + "\t", example + "  ", example + "\u{A0}", "\u{A0}" + example]
            values += padded
        }
        values += Self.pastedShapes[type] ?? []
        for _ in 0..<Self.rounds {
            values += Self.randomValues(&random, alphabet: Self.alphabets["digits"]!, count: 150)
            values += Self.randomValues(&random, alphabet: Self.alphabets["mixed"]!, count: 150)
            // Examples with a character changed or cut short: near misses of real values.
            for example in fieldType.examples {
                var characters = Array(example)
                guard !characters.isEmpty else { continue }
                values.append(String(characters.prefix(random.below(characters.count + 1))))
                characters[random.below(characters.count)] = Character(random.pick(Self.alphabets["mixed"]!))
                values.append(String(characters))
            }
        }
        let formats = type == "phone" ? ["", "--phone-format national", "--phone-format international", "--phone-format e164", "--phone-format rfc3966"] : [""]
        try expectParity(options: "-t \(type)", values: values, formats: formats, type)
        try expectParity(options: "-t \(type) --table-schema", values: values, type + " (Table Schema reading)")
    }

    /// Values as people paste them, beyond the types' examples: a bracketed address with a
    /// blank after it took the e-mail fast tier and the reference to different reasons.
    static let pastedShapes: [String: [String]] = [
        "email": [
            "first+tag@[IPv6:::1] ", "first+tag@[IPv6:::1]", " a@[127.0.0.1]", "a@[127.0.0.1] ", "\"a b\"@example.com ",
            " first.last@example.com", "first.last@example.com ", "Name <a@example.com>", "<a@example.com>", "a@example.com,",
            "mailto:a@example.com", "a@example.com\u{A0}", "a@example.com\u{200B}", "a @example.com", "a@ example.com",
            "A@EXAMPLE.COM ", "a@example.com.", "a@xn--bcher-kva.example ", "ä@bücher.example ", "a..b@example.com ",
        ],
        "phone": ["+1 077 215 5230", "+1 077 215 5230 ", " (201) 555-0123", "(201) 555-0123 ext. 7 ", "tel:+1-201-555-0123 ", "201.555.0123\t"],
    ]

    /// Bounds of the ordered types, for `--minimum`/`--maximum` (each a valid value).
    static let bounds: [String: (String, String)] = [
        "integer": ("-5", "500"), "decimal": ("-1.5", "99.25"), "number": ("10", "90000"),
        "date": ("2000-01-01", "2030-12-31"), "time": ("08:00:00", "18:00:00"), "datetime": ("2000-01-01T00:00:00", "2030-12-31T23:59:59"),
        "year": ("1990", "2030"), "yearmonth": ("2000-01", "2030-12"),
    ]

    /// Every rule option on every type: bounds, a list, canonical forms, lengths, lists of
    /// pieces, uniqueness, a pattern beside the type; and patterns alone (the plain way).
    @Test(arguments: FieldType.allCases.map(\.rawValue))
    func everyRuleOptionAgreesWithTheReference(_ type: String) throws {
        let fieldType = try #require(FieldType(rawValue: type))
        var random = SeededRandom(state: UInt64(type.utf8.reduce(11) { $0 &* 37 &+ Int($1) }.magnitude))
        var values = fieldType.examples + [""]
        for _ in 0..<Self.rounds {
            values += Self.randomValues(&random, alphabet: Self.alphabets["digits"]!, count: 60)
            values += Self.randomValues(&random, alphabet: Self.alphabets["mixed"]!, count: 60)
        }
        values += values.prefix(20).map { $0 + ";" + $0 }
        // (Pieces of every status, side by side, and empty ones.)
        values += zip(values.shuffled(using: &random).prefix(60), values.shuffled(using: &random).prefix(60)).map { $0 + ";" + $1 }
        values += [";", ";;", values[0] + ";", ";" + values[0]]
        // (The beginnings of the listed values: too-short under --one-of.)
        values += fieldType.examples.prefix(2).flatMap { example in (1..<max(1, example.count)).map { String(example.prefix($0)) } }
        // (A shell word of any text.)
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let first = quoted(fieldType.examples[0]), second = quoted(fieldType.examples[1])
        var optionSets = [
            "--canonical", "--one-of \(first) --one-of \(second)", "--min-length 3 --max-length 12",
            "--many -s ';'", "--unique", "--optional", "-p '.*[0-9].*'", "--one-of \(first) -i",
        ]
        if let (low, high) = Self.bounds[type] { optionSets += ["--minimum \(low) --maximum \(high)", "--minimum \(low)", "--maximum \(high) --canonical"] }
        for options in optionSets {
            try expectParity(options: "-t \(type) \(options)", values: values, "\(type) \(options)")
        }
    }

    /// The date and time types' fixed shapes, which their fast tiers read on the bytes:
    /// random digits in them (months 00 to 19, days 00 to 39, hours to 29, leap days of
    /// every kind of year), each separator of a datetime, a Z, blanks around; with bounds,
    /// lists and uniqueness.
    @Test(arguments: ["date", "time", "datetime", "year", "yearmonth"])
    func calendarShapesAgreeWithTheReference(_ type: String) throws {
        var random = SeededRandom(state: UInt64(type.utf8.count) &* 7919)
        func digits(_ high: Int, _ width: Int) -> String {
            let value = Int(random.next() % UInt64(high))
            return String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        func year() -> String { ["0000", "1900", "2000", "2023", "2024", "9999"][Int(random.next() % 6)] }
        func date() -> String { "\(year())-\(digits(20, 2))-\(random.next() % 3 == 0 ? "29" : digits(40, 2))" }
        func time() -> String { "\(digits(30, 2)):\(digits(70, 2)):\(digits(70, 2))" + (random.next() % 4 == 0 ? "Z" : "") }
        var values: [String] = []
        for _ in 0..<(300 * Self.rounds) {
            var value: String
            switch type {
            case "date": value = date()
            case "time": value = time()
            case "datetime": value = date() + ["T", "t", " ", "_"][Int(random.next() % 4)] + time()
            case "year": value = random.next() % 2 == 0 ? year() : digits(10000, 4)
            default: value = "\(year())-\(digits(20, 2))"
            }
            if random.next() % 5 == 0 { value = [" ", "\t", "  "][Int(random.next() % 3)] + value + [" ", ""][Int(random.next() % 2)] }
            values.append(value)
        }
        let (low, high) = try #require(Self.bounds[type])
        let listed = "'" + (values.first { !$0.hasPrefix(" ") && !$0.hasPrefix("\t") } ?? values[0]) + "'"
        for options in ["", "--minimum \(low) --maximum \(high)", "--canonical", "--unique", "--one-of \(listed)", "--many -s ';'"] {
            try expectParity(options: "-t \(type) \(options)", values: values, "\(type) shapes \(options)")
        }
    }

    @Test func patternsAgreeWithTheReference() throws {
        var random = SeededRandom(state: 99)
        var values: [String] = ["", "12345", "1234", "abc", "(201) 555-0123", "a\u{301}", "ÿ"]
        for _ in 0..<Self.rounds { values += Self.randomValues(&random, alphabet: Self.alphabets["mixed"]!, count: 300) }
        for pattern in ["[0-9]{5}", "\\(\\d{3}\\) \\d{3}-\\d{4}", "[a-z]+", "(a|aa)+$", "\\w+", "x?"] {
            for options in ["", "--search", "-i", "--ucp", "--min-length 0"] {
                try expectSameInBothModes(
                    "for mode in '' --count --json '--only passed' -q; do $FIELDCHECK -p '\(pattern)' \(options) $mode < $IN 2>&1; echo \"status $?\"; done",
                    values: values, "-p '\(pattern)' \(options)")
            }
        }
    }

    /// The fixtures' values: every phone, email and date case the references labelled.
    @Test func fixtureValuesAgreeWithTheReference() throws {
        let fixtures = repositoryRoot.appendingPathComponent("Tests/FieldCheckTests/Fixtures")
        func column(_ name: String, _ index: Int = 0) throws -> [String] {
            try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8).split(separator: "\n")
                .filter { !$0.hasPrefix("#") }
                .compactMap { line in
                    let cells = line.split(separator: "\t", omittingEmptySubsequences: false)
                    return index < cells.count ? String(cells[index]).replacingOccurrences(of: "\\t", with: "\t") : nil
                }
                .filter { !$0.contains("\n") && !$0.contains("\r") }
        }
        let phones = try column("phone-cases.tsv") + column("phone-mixed-cases.tsv") + column("phone-issue-examples.tsv")
        try expectParity(
            options: "-t phone", values: phones,
            formats: ["", "--phone-format international", "--phone-format e164", "--phone-format rfc3966"], "phone fixtures")
        let emails = try column("email-cases.tsv").compactMap { literal -> String? in
            guard let data = literal.data(using: .utf8), let text = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? String,
                !text.contains("\n"), !text.contains("\r")
            else { return nil }
            return text
        }
        try expectParity(options: "-t email", values: emails, "email fixtures")
        let dates = try column("table-schema-dates.tsv", 1)
        for type in ["date", "time", "datetime"] {
            try expectParity(options: "-t \(type)", values: dates, "\(type) on the date fixtures")
            try expectParity(options: "-t \(type) --table-schema", values: dates, "\(type) (Table Schema) on the date fixtures")
        }
        // The identifiers' corpus (python-stdnum's and Google's numbers and their shapes), each
        // type with its own values; postal codes of a few countries.
        let identifiers = try String(contentsOf: fixtures.appendingPathComponent("identifiers.tsv"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
            .filter { $0.count == 8 && !$0[2].contains("\\") }
        for type in Set(identifiers.map { $0[0] }).sorted() where FieldType(rawValue: type) != nil {
            let regions = type == "postal" ? ["US", "GB", "CA", "NL", "JP", "BR"] : [""]
            for region in regions {
                let values = identifiers.filter { $0[0] == type && $0[1] == region }.map { $0[2] }
                let formats = type == "isbn" ? ["", "--compact", "--convert"] : ["", "--compact"]
                try expectParity(options: "-t \(type)" + (region.isEmpty ? "" : " --region \(region)"), values: values, formats: formats, "\(type) \(region) fixtures")
            }
        }
    }

    /// Phone numbers of every region as people write them: the number alone, after its
    /// country code with the national prefix kept (`+44 (0) 20 ...`, `+1 1 877 ...`), after
    /// an international prefix, in brackets, with an extension, in fullwidth digits, in
    /// text; read with `--region` set to the number's own region, to US and to another.
    @Test func phoneNumbersAsPeopleWriteThemAgreeWithTheReference() throws {
        let fixtures = repositoryRoot.appendingPathComponent("Tests/FieldCheckTests/Fixtures/phone-world-cases.tsv")
        var rows: [(e164: String, national: String, region: String, code: String)] = []
        for line in try String(contentsOf: fixtures, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            // INPUT REGION PARSE VALID HOME POSSIBLE E164 INTERNATIONAL NATIONAL RFC3966
            guard cells.count >= 10, cells[2] == "ok", cells[6].hasPrefix("+"), cells[4].count == 2,
                let code = cells[7].dropFirst().split(separator: " ").first
            else { continue }
            rows.append((cells[6], cells[8], cells[4], String(code)))
        }
        var random = SeededRandom(state: 36)
        var seen = Set<String>()
        rows = rows.filter { seen.insert($0.e164).inserted }
        func fullwidth(_ text: String) -> String {
            String(text.unicodeScalars.map { $0.value >= 0x30 && $0.value <= 0x39 ? Character(Unicode.Scalar($0.value + 0xFEE0)!) : Character($0) })
        }
        var byRegion: [String: [String]] = [:]
        for _ in 0..<Self.rounds {
            for row in rows {
                guard random.below(3) == 0 else { continue }
                let national = row.national, code = row.code
                let nsn = String(row.e164.dropFirst(1 + code.count))
                let shapes = [
                    row.e164, national, "+\(code) \(nsn)", "+\(code) 1 \(nsn)", "+\(code) (0) \(nsn)", "+\(code) 0\(nsn)",
                    "00\(code) \(nsn)", "011 \(code) \(nsn)", "(\(national))", "\(national) ext. 12", "\(row.e164) x 7",
                    fullwidth(row.e164), "Tel: \(national),", "tel:\(row.e164);ext=4", String(national.dropLast()),
                    national + String(random.below(10)), "+\(code) (1) \(nsn)",
                ]
                byRegion[row.region, default: []] += shapes
            }
        }
        func script(_ reading: String) -> String {
            "$FIELDCHECK check -t phone --region \(reading) < $IN 2>&1; $FIELDCHECK format -t phone --region \(reading) < $IN 2>&1; "
                + "$FIELDCHECK format -t phone --region \(reading) --phone-format e164 < $IN 2>&1; "
                + "$FIELDCHECK check -t phone --region \(reading) --canonical < $IN 2>&1"
        }
        // Every region's numbers read in the US, and in Japan; a sample of regions (all of
        // them with more rounds) read in their own region.
        let all = byRegion.keys.sorted().flatMap { byRegion[$0]! }
        for reading in ["US", "JP", "DE"] {
            try expectSameInBothModes(script(reading), values: all, "phone numbers of every region read with --region \(reading)")
        }
        var regions = byRegion.keys.sorted()
        if Self.rounds == 1 { regions = (0..<30).map { _ in random.pick(regions) } + ["US", "CA", "GB", "DE", "IN", "BR", "AU", "JP"] }
        for region in Set(regions).sorted() {
            try expectSameInBothModes(script(region), values: byRegion[region]!, "phone numbers of \(region) read with --region \(region)")
        }
    }

    /// `--count` of a large input takes the line automaton (past 512 KiB): its counts
    /// must be the reference's, on one thread and several, for the type alone and with a
    /// list (every fifth number that passes, in E.164: listed in another spelling).
    @Test func countsOfLargeInputsAgreeWithTheReference() throws {
        let fixtures = repositoryRoot.appendingPathComponent("Tests/FieldCheckTests/Fixtures")
        var values: [String] = []
        for name in ["phone-cases.tsv", "phone-mixed-cases.tsv"] {
            values += try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8).split(separator: "\n")
                .filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init) }
        }
        var random = SeededRandom(state: 512)
        var large: [String] = []
        while large.count < 60_000 { large.append(random.pick(values)) }
        for threads in [1, 2] {
            try expectSameInBothModes("$FIELDCHECK -t phone --count -j \(threads) < $IN", values: large, "phone --count, \(threads) threads")
            let listed = """
                list="$IN.list"
                $FIELDCHECK -t phone --only passed < $IN | awk 'NR % 5 == 0' | $FIELDCHECK format -t phone --phone-format e164 > "$list"
                wc -l < "$list"
                $FIELDCHECK -t phone --one-of-file "$list" --count -j \(threads) < $IN
                rm -f "$list"
                """
            try expectSameInBothModes(listed, values: large, "phone --one-of-file --count, \(threads) threads")
        }
    }
}
