import Foundation
import Testing

/// --unique, --one-of-file, --primary-key and --schema as a user runs them.
@Suite struct SchemaVocabularyTests {
    @Test func uniqueNamesWhereAValueWasFirstSeen() throws {
        let run = try fieldcheck("--unique", "-t", "integer", input: "7\n8\n007\n8\nx\n9\n")
        #expect(run.out == """
            passed\t7
            passed\t8
            failed\t007\tduplicate of line 1
            failed\t8\tduplicate of line 2
            failed\tx\t'x' is not allowed in an integer
            passed\t9

            """)
        #expect(run.status == 1)
        let arguments = try fieldcheck("--unique", "a", "b", "a")
        #expect(arguments.lines.last == "failed\ta\tduplicate of argument 1")
        let counted = try fieldcheck("--unique", "--count", input: "a\nb\na\na\n")
        #expect(counted.out == "passed\t2\ntoo-short\t0\nfailed\t2\n")
        let table = try temporaryFile("id --type integer --unique\n", name: "fields")
        let rows = try shell("\"$FIELDCHECK\" check --fields '\(table)'", input: Data("id,name\n1,a\n2,b\n01,c\n".utf8))
        #expect(rows.out == "4\tid\tfailed\t01\tduplicate of row 2\n")
        let formatted = try shell("\"$FIELDCHECK\" format --unique -t integer 1 2 01")
        #expect(formatted.out == "1\n2\n01\n")
        #expect(formatted.err == "fieldcheck: argument 3: failed: duplicate of argument 1\n")
    }

    /// A value that fails another rule is still seen: a later value equal to it is a
    /// duplicate, in every mode (the counts and filters once kept only values that passed,
    /// and so passed what the status lines failed).
    @Test func aValueThatFailedAnotherRuleIsStillSeenInEveryMode() throws {
        let input = " 1234\n1234\n5678\n"
        let lines = try fieldcheck("-t", "integer", "--unique", "--max-length", "4", input: input)
        #expect(lines.lines == ["failed\t 1234\tlonger than 4 characters: 5", "failed\t1234\tduplicate of line 1", "passed\t5678"])
        let counted = try fieldcheck("-t", "integer", "--unique", "--max-length", "4", "--count", input: input)
        #expect(counted.out == "passed\t1\ntoo-short\t0\nfailed\t2\n")
        let only = try fieldcheck("-t", "integer", "--unique", "--max-length", "4", "--only", "passed", input: input)
        #expect(only.out == "5678\n")
        let fields = try temporaryFile("a --type integer --unique --max-length 4\n", name: "fields")
        let table = "a\n 1234\n1234\n5678\n"
        let rows = try shell("\"$FIELDCHECK\" check --fields '\(fields)' --count", input: Data(table.utf8))
        #expect(rows.out == "a\tpassed\t1\na\ttoo-short\t0\na\tfailed\t2\n")
        let passing = try shell("\"$FIELDCHECK\" check --fields '\(fields)' --only passed", input: Data(table.utf8))
        #expect(passing.out == "a\n5678\n")
    }

    /// Table Schema numbers compare and deduplicate as python's Decimal does, whatever their
    /// exponent, and what Decimal refuses is refused. Each value labelled by python 3.11's
    /// `decimal.Decimal(text)` (libmpdec: exponents from Etiny -1999999999999999997, adjusted
    /// exponents up to Emax 999999999999999999).
    @Test func numbersKeepEveryExponentAsDecimalDoes() throws {
        let schema = try temporaryFile(#"{"fields":[{"name":"x","type":"number","constraints":{"unique":true}}]}"#, name: "schema.json")
        let rows = [
            "1e1099511627776",  // Decimal('1E+1099511627776')
            "1e1099511627777",  // Decimal('1E+1099511627777'): another value
            "10e1099511627776",  // Decimal('1.0E+1099511627777'): equal to the one before
            "1E+999999999999999999",  // Emax itself
            "10e999999999999999999",  // InvalidOperation (adjusted exponent Emax + 1)
            "00012e999999999999999998",  // Decimal('1.2E+999999999999999999')
            "00012e999999999999999999",  // InvalidOperation
            "1e-1999999999999999997",  // Etiny itself
            "1e-1999999999999999998",  // InvalidOperation
            "0.00e-1999999999999999995",  // Decimal('0E-1999999999999999997')
            "0.0e1000000000000000000",  // Decimal('0E+999999999999999999')
            "0e1000000000000000000",  // InvalidOperation
            "1e+0000000000000000000000000001",  // Decimal('1E+1'): zeros before the exponent
            "10",  // equal to the one before
        ]
        let run = try shell("\"$FIELDCHECK\" check --schema '\(schema)'", input: Data(("x\n" + rows.joined(separator: "\n") + "\n").utf8))
        #expect(run.lines == [
            "4\tx\tfailed\t10e1099511627776\tduplicate of row 3",
            "6\tx\tfailed\t10e999999999999999999\t'10e999999999999999999' is not a number",
            "8\tx\tfailed\t00012e999999999999999999\t'00012e999999999999999999' is not a number",
            "10\tx\tfailed\t1e-1999999999999999998\t'1e-1999999999999999998' is not a number",
            "12\tx\tfailed\t0.0e1000000000000000000\tduplicate of row 11",  // zeros are equal, as Decimal's
            "13\tx\tfailed\t0e1000000000000000000\t'0e1000000000000000000' is not a number",
            "15\tx\tfailed\t10\tduplicate of row 14",
        ], "\(run.lines)")
    }

    /// A list of a million values is read once and held once, however many threads check
    /// (each thread's rule shares it, and the sorted copy values not in it are looked up in).
    @Test func aLongListIsHeldOnceWhateverTheThreads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("list").path, values = folder.appendingPathComponent("values").path
        #expect(try shell("seq -f 'code-%07.0f' 1 1000000 > '\(list)' && seq -f 'code-%07.0f' 999000 1003000 | shuf --random-source=<(yes) > '\(values)'").status == 0)
        let one = try measured("FIELDCHECK_CHUNK_SIZE=4096 \"$FIELDCHECK\" --one-of-file '\(list)' --count -j 1 < '\(values)'")
        let two = try measured("FIELDCHECK_CHUNK_SIZE=4096 \"$FIELDCHECK\" --one-of-file '\(list)' --count -j 2 < '\(values)'")
        #expect(one.out == "passed\t1001\ntoo-short\t0\nfailed\t3000\n")
        #expect(two.out == one.out)
        #expect(one.maxRSS > 0 && two.maxRSS < one.maxRSS * 5 / 4, "\(two.maxRSS) KiB on two threads, \(one.maxRSS) KiB on one")
    }

    @Test func uniqueKeepsAMillionDistinctValuesInBoundedMemory() throws {
        // About 100 bytes per distinct value kept: a million values in well under 256 MiB.
        // (Under AddressSanitizer with no quarantine, so that memory let go counts as let go.)
        let asan = "ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=0\""
        let run = try measured("seq 1 1000000 | \(asan) \"$FIELDCHECK\" --unique -t integer --count")
        #expect(run.out == "passed\t1000000\ntoo-short\t0\nfailed\t0\n")
        #expect(run.maxRSS < 256 * 1024)
    }

    @Test func oneOfFileReadsALineAValue() throws {
        let list = try temporaryFile("Red\r\nGreen\n\nBlue\n", name: "colors")
        let run = try fieldcheck("--one-of-file", list, "-i", "red", "GREEN", "blu", "pink", "")
        #expect(run.lines == [
            "passed\tred", "passed\tGREEN", "too-short\tblu\tincomplete: could become 'Blue'",
            "failed\tpink\t'pink' is not one of 'Red', 'Green', 'Blue'", "too-short\t\tempty",
        ])
        let formatted = try fieldcheck("format", "--one-of-file", list, "-i", "red")
        #expect(formatted.out == "Red\n")
        let missing = try fieldcheck("--one-of-file", "/nonexistent/list", "x")
        #expect(missing.err == "fieldcheck: error: /nonexistent/list: No such file or directory\n")
        #expect(missing.status == 2)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-oneof-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "NY\nCA\n".write(to: folder.appendingPathComponent("states.txt"), atomically: true, encoding: .utf8)
        try "state --type state --one-of-file states.txt\n".write(to: folder.appendingPathComponent("t.fields"), atomically: true, encoding: .utf8)
        let table = try shell("cd / && \"$FIELDCHECK\" check --fields '\(folder.path)/t.fields'", input: Data("state\nnew york\nTexas\n".utf8))
        #expect(table.out == "3\tstate\tfailed\tTexas\t'TX' is not one of 'NY', 'CA'\n")
    }

    @Test func primaryKeyColumnsTogetherAreUniqueAndRequired() throws {
        let fields = try temporaryFile("country --type country --primary-key\nyear --type year --primary-key\nn --type integer\n", name: "fields")
        let csv = "country,year,n\nDE,2024,1\ndeu,2024,2\nDE,2023,3\nFR,,4\nFR,2023,5\n"
        let run = try shell("\"$FIELDCHECK\" check --fields '\(fields)'", input: Data(csv.utf8))
        #expect(run.out == """
            3\tcountry\tfailed\tdeu\tduplicate primary key (country, year) of row 2
            5\tyear\ttoo-short\t\tempty

            """)
        let optional = try temporaryFile("id --primary-key --optional\n", name: "fields")
        let refused = try shell("\"$FIELDCHECK\" check --fields '\(optional)' < /dev/null")
        #expect(refused.err == "fieldcheck: error: \(optional):1: a --primary-key column is required: it cannot be --optional\n")
        #expect(refused.status == 2)
    }

    /// A line break in a field's name or value reads, as frictionless reads it; a fields
    /// file, which is lines, says it in bash's `$'...'` quoting, and reads it back.
    @Test func aLineBreakInANameOrValueIsReadAndPrintedAsAFieldsFile() throws {
        let scratch = try ScratchFolder()
        try scratch.write("s.json", #"{"fields":[{"name":"a\nb","type":"integer"},{"name":"c","constraints":{"enum":["x\ny","z"]}}]}"#)
        try scratch.write("t.csv", "\"a\nb\",c\n1,\"x\ny\"\nq,w\n")
        let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check --schema s.json t.csv")
        #expect(run.status == 1, "\(run.err)")
        #expect(run.out.split(separator: "\n").map { $0.split(separator: "\t").prefix(3).joined(separator: " ") } == ["3 a\\nb failed", "3 c failed"])
        // (The label is escaped as a value is, in every line-based form.)
        let counted = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check --count --schema s.json t.csv")
        #expect(counted.out.split(separator: "\n").contains("a\\nb\tfailed\t1"), "\(counted.out)")
        let summary = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check --summary --schema s.json t.csv")
        #expect(summary.out.split(separator: "\n").count == 6, "\(summary.out)")
        let printed = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" schema s.json > s.fields && cat s.fields")
        #expect(printed.status == 0, "\(printed.err)")
        #expect(printed.out.contains("$'a\\nb'  --type integer --table-schema"), "\(printed.out)")
        #expect(printed.out.contains("--one-of $'x\\ny'"), "\(printed.out)")
        let again = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check --fields s.fields t.csv")
        #expect(again.out == run.out, "\(again.err)")
    }

    @Test func schemaMistakesAndUnsupportedFeaturesAreErrorsNamingThem() throws {
        let cases: [(String, String)] = [
            (#"{"fields":[{"name":"a","type":"integr"}]}"#, #"field "a": unknown type "integr" (did you mean "integer"?)"#),
            (#"{"fields":[{"name":"a","type":"geopoint"}]}"#, #"field "a": type "geopoint" is not supported"#),
            (#"{"fields":[{"name":"a","constraints":{"minLen":3}}]}"#, #"field "a": "minLen" is not a constraint of Table Schema"#),
            (#"{"fields":[{"name":"a","constraints":{"minLenght":3}}]}"#, #"field "a": "minLenght" is not a constraint (did you mean "minLength"?)"#),
            (#"{"feilds":[{"name":"a"}]}"#, #"a Table Schema needs "fields" ("feilds" is not one: did you mean "fields"?)"#),
            (#"{"fields":[{"name":"a","required":true}]}"#, #"field "a": "required" should be set as "constraints.required""#),
            (#"{"fields":[{"name":"a","format":"emial"}]}"#, #"format "emial" is not one of default, email, uri, binary, uuid, wkt (frictionless refuses it); did you mean "email"?"#),
            (#"{"fields":[{"name":"a","format":"url"}]}"#, #"field "a": format "url" is not one of default, email, uri, binary, uuid, wkt (frictionless refuses it); did you mean "uri"?"#),
            (#"{"fields":[{"name":"a","type":"string","format":"%Y-%m-%d"}]}"#, #"format "%Y-%m-%d" is not one of default, email, uri, binary, uuid, wkt"#),
            (#"{"fields":[{"name":"a","format":"iban"}]}"#, #"fieldcheck's iban type is "x-type": "iban""#),
            (#"{"fields":[{"name":"a"}],"title":5}"#, #""title" must be a string"#),
            (#"{"fields":[{"name":"a","description":["x"]}]}"#, #"field "a": "description" must be a string"#),
            (#"{"fields":[{"name":"a","type":"list","itemType":"year"}]}"#, #"field "a": "itemType" must be one of string, integer, boolean, number, datetime, date, time"#),
            (#"{"fields":[{"name":"a","type":"list","constraints":{"unique":true}}]}"#, #"constraint "unique" does not apply to type "list""#),
            (#"{"fields":[{"name":"a","type":"string","delimiter":";"}]}"#, #"field "a": property "delimiter" is not supported"#),
            (#"{"fields":[{"name":"a","type":"integer","constraints":{"exclusiveMinimum":3}}]}"#, #"constraint "exclusiveMinimum" is not supported"#),
            (#"{"fields":[{"name":"a","type":"integer","constraints":{"minLength":3}}]}"#, #"constraint "minLength" does not apply to type "integer""#),
            (#"{"fields":[{"name":"a","format":"binary"}]}"#, #"string format "binary" is not supported"#),
            (#"{"fields":[{"name":"a","format":"e-mail"}]}"#, #"format "e-mail" is not one of default, email, uri, binary, uuid, wkt (frictionless refuses it); did you mean "email"?"#),
            (#"{"fields":[{"name":"a","type":"date","format":"%Q"}]}"#, #"field "a": unsupported directive '%Q'"#),
            (#"{"fields":[{"name":"a"}],"foreignKeys":[{"fields":"b","reference":{"resource":"r","fields":"c"}}]}"#, #""foreignKeys" names "b", which is not a field"#),
            (#"{"fields":[{"name":"a"}],"primaryKey":"b"}"#, #""primaryKey" names "b", which is not a field"#),
            (#"{"fields":[{"name":"a"},{"name":"a"}]}"#, #"field "a" is declared twice"#),
            (#"{"fields":[{"name":"a","constraints":{"maxLength":"3"}}]}"#, #"constraint "maxLength" must be a whole number"#),
            (#"{"fields":[]}"#, #""fields" lists no fields"#),
            (#"{"fields":[{"name":"a",}]}"#, "not valid JSON: line 1, column 24: trailing comma"),
            (#"[1]"#, "a Table Schema is a JSON object"),
        ]
        for (schema, message) in cases {
            let path = try temporaryFile(schema, name: "schema.json")
            let run = try shell("\"$FIELDCHECK\" check --schema '\(path)' < /dev/null")
            #expect(run.status == 2, "\(schema)")
            #expect(run.err.hasPrefix("fieldcheck: error: \(path)"), "\(schema): \(run.err)")
            #expect(run.err.contains(message), "\(schema): \(run.err)")
            let printed = try fieldcheck("schema", path)
            #expect(printed.status == 2)
            #expect(printed.err.contains(message), "\(schema): \(printed.err)")
        }
    }

    /// What frictionless ignores but was most likely meant is a warning naming it (the rules
    /// read as frictionless reads them); `--strict` makes it an error, before any row is read.
    @Test func nearMissesAreWarningsAndStrictRefusesThem() throws {
        let cases: [(String, String)] = [
            (#"{"fields":[{"name":"a","constraint":{"maxLength":3}}]}"#, #"field "a": "constraint" is not a property of a field (did you mean "constraints"?)"#),
            (#"{"fields":[{"name":"a"}],"primarykey":"a"}"#, #""primarykey" is not a property of a Table Schema (did you mean "primaryKey"?)"#),
            (#"{"fields":[{"name":"a","typ":"integer"}]}"#, #"field "a": "typ" is not a property of a field (did you mean "type"?)"#),
            (#"{"fields":[{"name":"a","minLenght":2}]}"#, #"field "a": "minLenght" is not a property of a field (did you mean "minLength" inside "constraints"?)"#),
            (#"{"fields":[{"name":"a","type":"integer","minimum":3}]}"#, #"field "a": "minimum" is a constraint: write it inside "constraints""#),
            (#"{"fields":[{"name":"a","enum":["x"]}]}"#, #"field "a": "enum" is a constraint: write it inside "constraints""#),
        ]
        for (schema, message) in cases {
            let path = try temporaryFile(schema, name: "schema.json")
            // Read as frictionless reads it: the mistaken property checks nothing ("12" passes).
            let run = try shell("\"$FIELDCHECK\" check --schema '\(path)'", input: Data("a\n12\n".utf8))
            #expect(run.status == 0, "\(schema): \(run.err)")
            #expect(run.err.hasPrefix("fieldcheck: warning: \(path): ") && run.err.contains(message), "\(schema): \(run.err)")
            #expect(run.err.contains("ignored, as frictionless ignores it"), "\(schema)")
            let strict = try shell("\"$FIELDCHECK\" check --strict --schema '\(path)'", input: Data("a\n12\n".utf8))
            #expect(strict.status == 2 && strict.out.isEmpty, "\(schema)")
            #expect(strict.err.hasPrefix("fieldcheck: error: \(path): ") && strict.err.contains(message), "\(schema): \(strict.err)")
            #expect(strict.err.hasSuffix("(an error with --strict)\n"), "\(schema): \(strict.err)")
            let printed = try fieldcheck("schema", "--strict", path)
            #expect(printed.status == 2, "\(schema)")
        }
    }

    /// A schema's foreign keys need the package that holds the resources they refer to;
    /// `schema` writes them as comments of the fields file.
    @Test func foreignKeysNeedTheirPackage() throws {
        let path = try temporaryFile(#"{"fields":[{"name":"a"}],"foreignKeys":[{"fields":"a","reference":{"resource":"r","fields":"c"}}]}"#, name: "schema.json")
        let run = try shell("\"$FIELDCHECK\" check --schema '\(path)' < /dev/null")
        #expect(run.status == 2 && run.err.contains("\"foreignKeys\" refer to the resources of a Data Package: check the package (--package FILE)"))
        let printed = try fieldcheck("schema", path)
        #expect(printed.status == 0)
        #expect(printed.out.hasSuffix("# foreign key (checked with the Data Package, --package): a -> resource r (c)\n"))
    }

    /// What schemas people publish carry beside the rules: descriptive and custom
    /// properties at every level, which frictionless ignores, and so does fieldcheck.
    @Test func propertiesFrictionlessIgnoresAreIgnored() throws {
        let schema = try temporaryFile("""
            {"name": "contacts", "title": "Contacts", "keywords": ["people"], "x-owner": "data team", "profile": "tabular-data-schema",
             "$schema": "https://specs.frictionlessdata.io/schemas/table-schema.json", "homepage": "https://example.org",
             "fields": [
               {"name": "id", "type": "integer", "title": "Id", "description": "row id", "dimension": "count", "unit": "1",
                "groupChar": ",", "decimalChar": ",", "rdfType": "http://schema.org/identifier", "x-source": {"table": "t"}},
               {"name": "amount", "type": "number", "groupChar": ",", "example": "1,000.5", "format": "default"},
               {"name": "when", "type": "string", "format": "default", "x-note": "any text"}
             ]}
            """, name: "schema.json")
        let run = try shell("\"$FIELDCHECK\" check --schema '\(schema)'", input: Data("id,amount,when\n1,\"1,000.5\",2024-01-01\n\"1,000\",2,soon\n".utf8))
        // (An integer's groupChar is ignored, as frictionless ignores it: "1,000" is no integer.)
        #expect(run.status == 1 && run.err.isEmpty, "\(run.err)")
        #expect(run.lines == ["3\tid\tfailed\t1,000\t'1,000' is not an integer"], "\(run.lines)")
        let printed = try fieldcheck("schema", schema)
        #expect(printed.status == 0 && printed.out.contains("amount") && printed.out.contains("--group-char ,"), "\(printed.out)")
    }

    @Test func schemaPrintsTheEquivalentFieldsFile() throws {
        let schema = try temporaryFile("""
            {"fields": [
              {"name": "id", "type": "integer", "constraints": {"required": true, "minimum": 1}},
              {"name": "price", "type": "number", "decimalChar": ",", "constraints": {"maximum": 99.5}},
              {"name": "ok", "type": "boolean", "trueValues": ["yes"], "falseValues": ["no"]},
              {"name": "when", "type": "date", "format": "%d/%m/%Y"},
              {"name": "code name", "constraints": {"pattern": "[A-Z]{2}'s", "enum": ["AB's", "CD's"]}}
            ], "missingValues": ["", "NA"], "primaryKey": "id"}
            """, name: "schema.json")
        let run = try fieldcheck("schema", schema)
        #expect(run.status == 0)
        #expect(run.lines.dropFirst() == [
            "id           --type integer --table-schema --minimum 1 --primary-key --missing-value '' --missing-value NA --min-length 0",
            "price        --type decimal --table-schema --decimal-char , --maximum 99,5 --missing-value '' --missing-value NA --min-length 0 --optional",
            "ok           --type boolean --table-schema --true-value yes --false-value no --missing-value '' --missing-value NA --min-length 0 --optional",
            "when         --type date --table-schema --date-format %d/%m/%Y --missing-value '' --missing-value NA --min-length 0 --optional",
            "'code name'  --table-schema --pattern '[A-Z]{2}'\\''s' --ucp --one-of 'AB'\\''s' --one-of 'CD'\\''s' --missing-value '' --missing-value NA --min-length 0 --optional",
        ])
        let csv = "id,price,ok,when,code name\n1,\"99,5\",yes,31/12/2024,AB's\n0,\"99,6\",maybe,31/02/2024,EF's\nNA,NA,NA,NA,NA\n"
        let bySchema = try shell("\"$FIELDCHECK\" check --schema '\(schema)'", input: Data(csv.utf8))
        let fields = try temporaryFile(run.out, name: "fields")
        let byFields = try shell("\"$FIELDCHECK\" check --fields '\(fields)'", input: Data(csv.utf8))
        #expect(bySchema.out == byFields.out)
        #expect(bySchema.lines.map { $0.split(separator: "\t").prefix(3).joined(separator: " ") } == [
            "3 id too-short", "3 price failed", "3 ok failed", "3 when failed", "3 code name failed", "4 id too-short",
        ])
    }
}

/// Table-driven: a primary key of two columns over 24 rows, and a list file over 20 values,
/// each row with the status it must get.
@Suite struct KeyAndListTableTests {
    @Test func primaryKeyRows() throws {
        // (id, year, expected report for the row: nil when it passes)
        let rows: [(String, String, String?)] = [
            ("1", "2024", nil), ("2", "2024", nil), ("1", "2023", nil), ("01", "2024", "id\tfailed\t01\tduplicate primary key (id, year) of row 2"),
            ("1", "2024", "id\tfailed\t1\tduplicate primary key (id, year) of row 2"), ("+1", "2023", "id\tfailed\t+1\tduplicate primary key (id, year) of row 4"),
            ("3", "", "year\ttoo-short\t\tempty"), ("", "2024", "id\ttoo-short\t\tempty"), ("x", "2024", "id\tfailed\tx\t'x' is not allowed in an integer"),
            ("4", "20", "year\ttoo-short\t20\tthe year needs 4 digits, got 2"), ("5", "2024", nil), ("5", "2025", nil), ("6", "2024", nil),
            ("-6", "2024", nil), ("-06", "2024", "id\tfailed\t-06\tduplicate primary key (id, year) of row 15"), ("7", " 2024 ", nil),
            ("7", "2024", "id\tfailed\t7\tduplicate primary key (id, year) of row 17"), ("8", "2024", nil), ("9", "2024", nil), ("10", "2024", nil),
            ("11", "2024", nil), ("12", "2024", nil), ("0", "2024", nil), ("-0", "2024", "id\tfailed\t-0\tduplicate primary key (id, year) of row 24"),
        ]
        let fields = try temporaryFile("id --type integer --primary-key\nyear --type year --primary-key\n", name: "fields")
        let csv = "id,year\n" + rows.map { "\($0.0),\($0.1)" }.joined(separator: "\n") + "\n"
        let run = try shell("\"$FIELDCHECK\" check --fields '\(fields)'", input: Data(csv.utf8))
        let expected = rows.enumerated().compactMap { index, row in row.2.map { "\(index + 2)\t\($0)" } }
        #expect(run.lines == expected)
        #expect(run.status == 1)
    }

    @Test func oneOfFileValues() throws {
        let list = try temporaryFile("Alpha\nBravo\nCharlie\r\n\nDelta Echo\nfoxtrot\n", name: "list")
        let cases: [(String, String)] = [
            ("Alpha", "passed"), ("Bravo", "passed"), ("Charlie", "passed"), ("Delta Echo", "passed"), ("foxtrot", "passed"),
            ("alpha", "failed"), ("Alph", "too-short"), ("A", "too-short"), ("Delta", "too-short"), ("Delta Echo ", "failed"),
            ("Charlie\r", "failed"), ("", "too-short"), ("Bravo!", "failed"), ("Foxtrot", "failed"), ("fox", "too-short"),
            ("Echo", "failed"), ("Charly", "failed"), ("Brav", "too-short"), ("Zulu", "failed"), ("foxtrott", "failed"),
        ]
        let run = try fieldcheck(["--one-of-file", list] + cases.map(\.0))
        #expect(run.lines.map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[0]) } == cases.map(\.1))
        let caseless = try fieldcheck(["format", "--one-of-file", list, "-i", "ALPHA", "delta echo", "FOXTROT"])
        #expect(caseless.out == "Alpha\nDelta Echo\nfoxtrot\n")
    }
}
