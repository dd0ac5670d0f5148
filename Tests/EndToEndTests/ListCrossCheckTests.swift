import Foundation
import Testing

/// Table Schema v2's `list` fields against frictionless 5.21 (Fixtures/list-crosscheck,
/// scripts/generate-list-fixtures.py): every item type, three delimiters, `required`,
/// `minLength` and `maxLength` counting items, on 400 rows of random items good and bad.
/// `check --schema` reports exactly the cells frictionless reports.
@Suite struct ListCrossCheckTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/list-crosscheck")

    @Test func sameCellsAsFrictionless() throws {
        try Self.compareCells(Self.folder)
    }

    /// `check --schema FOLDER/schema.json FOLDER/table.csv` against frictionless's cells in
    /// FOLDER/expected.tsv (`ROW<TAB>FIELD<TAB>TYPE`): the same cells, no other.
    static func compareCells(_ folder: URL) throws {
        let text = try String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)
        let wanted = Set(text.split(separator: "\n").map { line -> String in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            return "\(parts[0]) \(parts[1])"
        })
        #expect(wanted.count > 1000)
        let run = try fieldcheck(
            "check", "--json", "--schema", folder.appendingPathComponent("schema.json").path,
            folder.appendingPathComponent("table.csv").path)
        #expect(run.status == 1, "\(run.err)")
        var reported = Set<String>()
        for line in run.lines {
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            reported.insert("\(object["row"] as? Int ?? 0) \(object["column"] as? String ?? "")")
        }
        #expect(reported.subtracting(wanted).sorted().prefix(20) == [], "reported by fieldcheck only")
        #expect(wanted.subtracting(reported).sorted().prefix(20) == [], "reported by frictionless only")
    }

    /// How a list field is written as rules: the item type's, the delimiter as
    /// `--separator`, item counts as `--min-items` and `--max-items`.
    @Test func aListIsPiecesOfItsItemType() throws {
        let folder = try TableFilesTests.Folder()
        let schema = try folder.write("list.schema.json", """
            {"fields": [{"name": "tags", "type": "list", "constraints": {"minLength": 2, "maxLength": 3}},
                        {"name": "days", "type": "list", "itemType": "date", "delimiter": ";"}]}
            """)
        let rules = try fieldcheck("schema", schema)
        #expect(rules.out.contains("tags  --table-schema --max-items 3 --separator , --min-items 2 --min-length 0 --optional\n"), "\(rules.out)")
        #expect(rules.out.contains("days  --type date --table-schema --separator ';' --min-length 0 --optional\n"), "\(rules.out)")
        let run = try fieldcheck("check", "--schema", schema, input: "tags,days\n\"a,,b\",2024-01-01;2024-02-30\n\"a\",\n\"a,b,c,d\",2024-01-01\n")
        #expect(run.lines == [
            "2\tdays\tfailed\t2024-01-01;2024-02-30\tpiece 2 (\"2024-02-30\") not a date in the form YYYY-MM-DD (as Table Schema reads it)",
            "3\ttags\ttoo-short\ta\t1 piece, needs at least 2",
            "4\ttags\tfailed\ta,b,c,d\t4 pieces, at most 3",
        ], "\(run.out)\(run.err)")
        // The same options on the command line.
        let counted = try fieldcheck("-t", "integer", "--separator", ";", "--min-items", "2", "--max-items", "3", "1;2", "1", "1;2;3;4", "1;x")
        #expect(counted.lines == [
            "passed\t1;2", "too-short\t1\t1 piece, needs at least 2", "failed\t1;2;3;4\t4 pieces, at most 3", "failed\t1;x\tpiece 2 (\"x\") 'x' is not allowed in an integer",
        ], "\(counted.out)")
        #expect(try fieldcheck("--min-items", "3", "--max-items", "2", "a").err.contains("--min-items 3 is more than --max-items 2"))
    }
}
