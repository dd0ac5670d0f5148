import Foundation
import Testing

/// `check datapackage.json` and `--package`: every tabular resource of a Data Package, each
/// read as its descriptor says (schema inline or by path, dialect, format, compression,
/// encoding, inline data, a table in parts), reported under its name.
@Suite struct PackageTests {
    typealias Folder = TableFilesTests.Folder

    /// A package of one resource of each kind, and its folder.
    static func demo() throws -> Folder {
        let folder = try Folder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("data"), withIntermediateDirectories: true)
        try folder.write("data/people.csv", "id,name,age\n1,Ann,30\n2,Bob,x\n2,Cy,\n")
        try folder.write("people.schema.json", """
            {"fields": [{"name": "id", "type": "integer"}, {"name": "name", "constraints": {"required": true}},
                        {"name": "age", "type": "integer", "constraints": {"minimum": 0}}], "primaryKey": "id"}
            """)
        try folder.write("data/cities.tsv", "code\tcity\nA\tParis\nB\t\n")
        try folder.write("data/part1.csv", "n,s\n1,a\n")
        try folder.write("data/part2.csv", "n,s\n3,c\nx,e")
        try folder.write("data/part3.csv", "n,s\n4,d\n")
        try folder.write("data/semi.csv", "1;Zoë\n-2;Åsa\n")
        try folder.write("data/spaced.csv", "n, s\n# a comment, a row\n  1, 'a, b'\n2,  C\n3, it\\'s\n")
        _ = try shell("cd '\(folder.url.path)' && gzip data/cities.tsv && iconv -f utf-8 -t latin1 data/semi.csv > data/semi-latin1.csv")
        try folder.write("datapackage.json", """
            {"name": "demo", "title": "Demo", "licenses": [{"name": "CC0-1.0"}],
             "resources": [
              {"name": "people", "path": "data/people.csv", "schema": "people.schema.json", "format": "csv", "mediatype": "text/csv"},
              {"name": "cities", "path": "data/cities.tsv.gz", "schema": {"fields": [{"name": "code"}, {"name": "city", "constraints": {"required": true}}]}},
              {"name": "objects", "data": [{"n": 1, "s": "a"}, {"n": "x", "s": "b, \\"c\\""}], "schema": {"fields": [{"name": "n", "type": "integer"}, {"name": "s"}]}},
              {"name": "arrays", "data": [["n", "s"], [1, "a"], [true, null]], "schema": {"fields": [{"name": "n", "type": "integer"}, {"name": "s"}]}},
              {"name": "parts", "path": ["data/part1.csv", "data/part2.csv", "data/part3.csv"], "schema": {"fields": [{"name": "n", "type": "integer"}, {"name": "s"}]}},
              {"name": "semi", "path": "data/semi-latin1.csv", "encoding": "latin-1", "dialect": {"delimiter": ";", "header": false},
               "schema": {"fields": [{"name": "n", "type": "integer", "constraints": {"minimum": 0}}, {"name": "s", "constraints": {"pattern": "[A-Z][a-zë]+"}}]}},
              {"name": "spaced", "path": "data/spaced.csv", "dialect": {"skipInitialSpace": true, "quoteChar": "'", "escapeChar": "\\\\", "commentChar": "#"},
               "schema": {"fields": [{"name": "n", "type": "integer"}, {"name": "s", "constraints": {"pattern": "[a-z, ]+"}}]}},
              {"name": "readme", "path": "README.md"}
             ]}
            """)
        return folder
    }

    @Test func everyResourceUnderItsName() throws {
        let folder = try Self.demo()
        let package = folder.path("datapackage.json")
        let run = try fieldcheck("check", package)
        #expect(run.status == 1)
        #expect(run.lines == [
            "people\t3\tage\tfailed\tx\t'x' is not an integer",
            "people\t4\tid\tfailed\t2\tduplicate primary key of row 3",
            "cities\t3\tcity\ttoo-short\t\tempty",
            "objects\t3\tn\tfailed\tx\t'x' is not an integer",
            "arrays\t3\tn\tfailed\ttrue\t'true' is not an integer",
            "parts\t4\tn\tfailed\tx\t'x' is not an integer",
            "semi\t2\tn\tfailed\t-2\tbelow the minimum 0",
            "semi\t2\ts\tfailed\tÅsa\tdoes not match",
            "spaced\t4\ts\tfailed\tC\tdoes not match",
            "spaced\t5\ts\tfailed\tit's\tdoes not match",
        ])
        #expect(run.err == "fieldcheck: warning: \(package): resource \"readme\": no schema: not checked\n")
        // --resource picks; --json names the resource and the file.
        let json = try fieldcheck("check", "--json", "--package", package, "--resource", "people", "--resource", "objects")
        let objects = try json.lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        #expect(objects.map { $0["resource"] as? String } == ["people", "people", "objects"])
        #expect(objects.map { $0["file"] as? String } == [folder.path("data/people.csv"), folder.path("data/people.csv"), "(inline data)"])
        // --count per resource and column.
        let counts = try fieldcheck("check", "--count", "--only", "failed", "--package", package, "--resource", "cities")
        #expect(counts.lines == ["cities\tcode\tfailed\t0", "cities\tcity\tfailed\t0"])
        // -q stops at the first cell that does not pass.
        let quiet = try fieldcheck("check", "-q", package)
        #expect(quiet.status == 1 && quiet.out.isEmpty)
    }

    /// Foreign keys between resources (one field or several, to a CSV, JSON Lines or inline
    /// resource, or to the table itself): a row whose key is not among the rows it refers to
    /// fails on the key's first field; a key with no cells refers to nothing.
    @Test func foreignKeysBetweenResources() throws {
        let folder = try Folder()
        try folder.write("countries.csv", "code,name\nDE,Germany\nFR,France\n")
        try folder.write("cities.jsonl", "{\"country\": \"DE\", \"city\": \"Berlin\"}\n{\"country\": \"FR\", \"city\": \"Paris\"}\n")
        try folder.write("people.csv", "id,name,country,city,manager\n1,Ann,DE,Berlin,\n2,Bob,FR,Berlin,1\n3,Cy,XX,Paris,7\n4,Dee,,,2\n5,Eve, fr ,Paris,1\n")
        let package = try folder.write("datapackage.json", """
            {"resources": [
              {"name": "countries", "path": "countries.csv", "schema": {"fields": [{"name": "code"}, {"name": "name"}], "primaryKey": "code"}},
              {"name": "cities", "path": "cities.jsonl", "schema": {"fields": [{"name": "country"}, {"name": "city"}]}},
              {"name": "people", "path": "people.csv", "schema": {
                "fields": [{"name": "id", "type": "integer"}, {"name": "name"}, {"name": "country"}, {"name": "city"}, {"name": "manager", "type": "integer"}],
                "foreignKeys": [
                  {"fields": "country", "reference": {"resource": "countries", "fields": "code"}},
                  {"fields": ["country", "city"], "reference": {"resource": "cities", "fields": ["country", "city"]}},
                  {"fields": "manager", "reference": {"resource": "", "fields": "id"}}
                ]}}
            ]}
            """)
        let run = try fieldcheck("check", package)
        #expect(run.status == 1 && run.err.isEmpty, "\(run.err)")
        #expect(run.lines == [
            "people\t3\tcountry\tfailed\tFR\t'FR, Berlin' is not in resource cities (country, city) (foreign key)",
            "people\t4\tcountry\tfailed\tXX\t'XX' is not in resource countries (code) (foreign key)",
            "people\t4\tmanager\tfailed\t7\t'7' is not in resource people (id) (foreign key)",
            "people\t6\tcountry\tfailed\t fr \t' fr ' is not in resource countries (code) (foreign key)",
        ], "\(run.lines)")
        // Keys compare values as their type reads them: manager 02 is the id 2.
        try folder.write("people.csv", "id,name,country,city,manager\n2,Ann,DE,Berlin,\n3,Cy,DE,Berlin,02\n")
        #expect(try fieldcheck("check", package).lines == [])
        // What cannot be looked up is said.
        let cases: [(String, String)] = [
            (#"{"fields": "country", "reference": {"resource": "nowhere", "fields": "code"}}"#, "refers to resource \"nowhere\", which the package does not have"),
            (#"{"fields": "country", "reference": {"resource": "countries", "fields": "iso"}}"#, "refers to field \"iso\" of resource \"countries\", which it does not have"),
            (#"{"fields": ["country", "city"], "reference": {"resource": "countries", "fields": "code"}}"#, "a foreign key names 2 fields and refers to 1"),
            (#"{"fields": "land", "reference": {"resource": "countries", "fields": "code"}}"#, "\"foreignKeys\" names \"land\", which is not a field"),
        ]
        for (key, message) in cases {
            let other = try folder.write("other.datapackage.json", """
                {"resources": [
                  {"name": "countries", "path": "countries.csv", "schema": {"fields": [{"name": "code"}, {"name": "name"}]}},
                  {"name": "people", "path": "people.csv", "schema": {"fields": [{"name": "id"}, {"name": "name"}, {"name": "country"}, {"name": "city"}, {"name": "manager"}],
                   "foreignKeys": [\(key)]}}
                ]}
                """)
            let refused = try fieldcheck("check", other)
            #expect(refused.status == 2 && refused.err.contains(message), "\(key): \(refused.err)")
        }
        // A Table Schema alone cannot say where its references are.
        let schema = try folder.write("people.schema.json", #"{"fields": [{"name": "country"}], "foreignKeys": [{"fields": "country", "reference": {"resource": "countries", "fields": "code"}}]}"#)
        #expect(try fieldcheck("check", "--schema", schema, input: "country\nDE\n").err.contains("check the package (--package FILE)"))
    }

    /// A foreign key from a fields file: `--one-of-column TABLE:COLUMN` takes the allowed
    /// values from another table's column (read beside the fields file), compared as the
    /// type reads them.
    @Test func foreignKeyFromAFieldsFile() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("ref"), withIntermediateDirectories: true)
        try folder.write("ref/countries.tsv", "code\tname\nDE\tGermany\nFR\tFrance\n\tNowhere\n")
        let fields = try folder.write("people.fields", "name --type name\ncountry --type country --one-of-column ref/countries.tsv:code --optional\n")
        let run = try fieldcheck("check", "--fields", fields, input: "name,country\nAnn,de\nBob,GB\nCy,France\nDee,\n")
        #expect(run.status == 1)
        #expect(run.lines == ["3\tcountry\tfailed\tGB\t'GB' is not one of 'DE', 'FR'"])
        let missing = try folder.write("bad.fields", "country --one-of-column ref/countries.tsv:cod\n")
        let refused = try fieldcheck("check", "--fields", missing, input: "country\nDE\n")
        #expect(refused.status == 2 && refused.err.contains("has no column 'cod' in its header (did you mean 'code'?)"), "\(refused.err)")
        #expect(try fieldcheck("-t", "country", "--one-of-column", "countries.csv", "DE").err.contains("must be TABLE:COLUMN"))
    }

    /// A JSON table under a schema, as frictionless reads it: the first object's keys are
    /// the labels, paired with the fields by fieldsMatch (by position by default).
    @Test func jsonKeysMeetTheFieldsAsLabels() throws {
        let folder = try Folder()
        try folder.write("rows.jsonl", "{\"b\": \"x\", \"a\": 1}\n{\"a\": \"y\", \"b\": 2}\n")
        let exact = try folder.write("exact.json", #"{"fields": [{"name": "a", "type": "integer"}, {"name": "b"}]}"#)
        let run = try fieldcheck("check", "--schema", exact, folder.path("rows.jsonl"))
        #expect(run.status == 2)
        #expect(run.lines == [
            "1\ta\terror\tb\tincorrect-label: column 1 is labelled 'b', where the schema's field 1 is 'a'",
            "1\tb\terror\ta\tincorrect-label: column 2 is labelled 'a', where the schema's field 2 is 'b'",
            "1\ta\tfailed\tx\t'x' is not an integer",
        ], "\(run.out)")
        let equal = try folder.write("equal.json", #"{"fields": [{"name": "a", "type": "integer"}, {"name": "b"}], "fieldsMatch": "equal"}"#)
        let byName = try fieldcheck("check", "--schema", equal, folder.path("rows.jsonl"))
        #expect(byName.lines == ["2\ta\tfailed\ty\t'y' is not an integer"], "\(byName.out)")
        // A fields file reads each column from the key of its name.
        let fields = try folder.write("r.fields", "a --type integer\n")
        #expect(try fieldcheck("check", "--fields", fields, folder.path("rows.jsonl")).lines == ["2\ta\tfailed\ty\t'y' is not allowed in an integer"])
    }

    /// A table in compressed parts: each part decompressed, its header dropped after the
    /// first, as frictionless reads it; a part cut off fails the resource.
    @Test func compressedParts() throws {
        let folder = try Folder()
        try folder.write("p1.csv", "n,s\n1,a\n")
        try folder.write("p2.csv", "n,s\nx,b\n3,c\n")
        _ = try shell("cd '\(folder.url.path)' && gzip p1.csv p2.csv")
        let descriptor = try folder.write("datapackage.json", """
            {"resources": [{"name": "t", "path": ["p1.csv.gz", "p2.csv.gz"], "schema": {"fields": [{"name": "n", "type": "integer"}, {"name": "s"}]}}]}
            """)
        let run = try fieldcheck("check", descriptor)
        #expect(run.status == 1 && run.err.isEmpty, "\(run.err)")
        #expect(run.lines == ["t\t3\tn\tfailed\tx\t'x' is not an integer"])
        _ = try shell("cd '\(folder.url.path)' && head -c 20 p2.csv.gz > cut.gz && mv cut.gz p2.csv.gz")
        let cut = try fieldcheck("check", descriptor)
        #expect(cut.status == 2 && cut.err.contains("cannot be read one after another"), "\(cut.err)")
    }

    @Test func mistakesAndWhatIsNotReadAreNamed() throws {
        let folder = try Self.demo()
        let package = folder.path("datapackage.json")
        let unknown = try fieldcheck("check", "--package", package, "--resource", "peple")
        #expect(unknown.status == 2)
        #expect(unknown.err.hasSuffix("no resource is named \"peple\" (it has \"people\", \"cities\", \"objects\", \"arrays\", \"parts\", \"semi\", \"spaced\", \"readme\"); did you mean \"people\"?\n"))
        let cases: [(String, String)] = [
            (#"{"resources": [{"name": "r", "path": "https://example.org/r.csv", "schema": {"fields": [{"name": "a"}]}}]}"#,
             "https://example.org/r.csv is remote: fieldcheck reads no network"),
            (#"{"resources": [{"name": "r", "path": "../r.csv", "schema": {"fields": [{"name": "a"}]}}]}"#,
             "path \"../r.csv\" leaves the package's folder with '..' (--trusted allows it)"),
            (#"{"resources": [{"name": "r", "path": "r.csv", "dialect": {"quoteChar": "||"}, "schema": {"fields": [{"name": "a"}]}}]}"#,
             "dialect \"quoteChar\" must be one ASCII character, or \"\" for none"),
            (#"{"resources": [{"name": "r", "path": "r.csv", "dialect": {"escapeChar": ",", "delimiter": ","}, "schema": {"fields": [{"name": "a"}]}}]}"#,
             "the delimiter cannot also be the quote or escape character"),
            (#"{"resources": [{"name": "r", "path": "r.csv", "dialect": {"headerRows": [1, 2]}, "schema": {"fields": [{"name": "a"}]}}]}"#,
             "dialect headerRows [1,2] is not supported"),
            (#"{"resources": [{"name": "r", "path": "r.csv.zip", "innerpath": "b.csv", "schema": {"fields": [{"name": "a"}]}}]}"#,
             "\"innerpath\": \"b.csv\" (fieldcheck reads a zip archive's first member) is not supported"),
            (#"{"resources": [{"name": "r", "path": "r.csv", "schema": {"fields": [{"name": "a"}], "feilds": 1}}]}"#,
             "did you mean \"fields\"?"),
            (#"{"fields": [{"name": "a"}]}"#, "this looks like a Table Schema, not a Data Package: give it with --schema"),
            (#"{"resources": [{"name": "r"}]}"#, "resource \"r\": it has neither \"path\" nor \"data\""),
            (#"{"resources": [{"name": "r", "data": []}, {"name": "r", "data": []}]}"#, "resource \"r\" is named twice"),
            ("{\"resources\": [", "not valid JSON"),
        ]
        for (descriptor, message) in cases {
            let path = try folder.write("bad.datapackage.json", descriptor)
            let run = try fieldcheck("check", path)
            #expect(run.status == 2, "\(descriptor)")
            #expect(run.err.contains(message), "\(descriptor): \(run.err)")
        }
        #expect(try fieldcheck("format", "--package", package).err.contains("option '--package' does not apply to 'format'"))
        #expect(try fieldcheck("check", "--package", package, "--fields", package).err.contains("a Data Package has its own schemas"))
        #expect(try fieldcheck("check", "--package", package, "--encoding", "latin-1").err.contains("a Data Package says how each resource is read"))
        #expect(try fieldcheck("check", "--resource", "people", "-t", "name", "x").err.contains("--resource names a resource of a Data Package"))
        // With a rule, the name is a value to check, as before.
        #expect(try fieldcheck("check", "-t", "name", "datapackage.json").lines == ["passed\tdatapackage.json"])
    }
}
