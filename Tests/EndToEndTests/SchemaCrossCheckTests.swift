import FieldCheck
import Foundation
import Testing

/// `check --schema` against frictionless 5.21 on the tables of
/// Tests/EndToEndTests/Fixtures/schema-crosscheck (scripts/generate-schema-fixtures.py): the
/// cells fieldcheck reports are exactly the cells with frictionless's type, constraint,
/// unique and primary-key errors, but for the listed departures from the specification,
/// where fieldcheck follows the specification (departures.tsv gives its verdict per cell).
@Suite struct SchemaCrossCheckTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/schema-crosscheck")

    struct Cell: Hashable, CustomStringConvertible {
        var row: Int
        var column: String
        var description: String { "row \(row) \(column)" }
    }

    static func rows(_ name: String) throws -> [[String]] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".schema.json") }.map { String($0.dropLast(".schema.json".count)) }.sorted()
    }()

    @Test func thereAreEnoughCases() throws {
        #expect(Self.cases.count >= 30)
        let expected = try Self.rows("expected.tsv")
        for kind in ["type-error", "constraint-error", "unique-error", "primary-key"] {
            #expect(expected.filter { $0[3] == kind }.count > 100, "\(kind)")
        }
    }

    @Test(arguments: cases) func sameCellsAsFrictionless(_ name: String) throws {
        let schemaURL = Self.folder.appendingPathComponent("\(name).schema.json")
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any]
        let key: [String] = (schema?["primaryKey"] as? [String]) ?? ((schema?["primaryKey"] as? String).map { [$0] } ?? [])
        // frictionless's errors; a primary-key error (a row's, naming the key) counts for the
        // first key column, where fieldcheck reports a repeated key.
        var expected = Set(try Self.rows("expected.tsv").filter { $0[0] == name }.map { line in
            Cell(row: Int(line[1]) ?? 0, column: line[3] == "primary-key" ? key.first ?? line[2] : line[2])
        })
        for line in try Self.rows("departures.tsv") where line[0] == name {
            let cell = Cell(row: Int(line[1]) ?? 0, column: line[2])
            expected.remove(cell)
            if line[4] == "1" { expected.insert(cell) }
        }
        let csv = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).csv"))
        let run = try shell("\"$FIELDCHECK\" check --schema '\(schemaURL.path)'", input: csv)
        #expect(run.err.isEmpty, "\(run.err)")
        #expect(run.status == (expected.isEmpty ? 0 : 1))
        let reported = Set(run.lines.map { line in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            return Cell(row: Int(parts[0]) ?? 0, column: String(parts[1]))
        })
        #expect(reported.subtracting(expected).sorted { $0.row < $1.row }.map(\.description) == [], "reported by fieldcheck only")
        #expect(expected.subtracting(reported).sorted { $0.row < $1.row }.map(\.description) == [], "reported by frictionless only")
    }

    /// The fields file `fieldcheck schema` prints says the same as the schema.
    @Test(arguments: cases.prefix(20)) func printedFieldsFileFindsTheSameCells(_ name: String) throws {
        let schema = Self.folder.appendingPathComponent("\(name).schema.json").path
        let printed = try fieldcheck("schema", schema)
        #expect(printed.status == 0, "\(printed.err)")
        let fields = try temporaryFile(printed.out, name: "fields")
        let csv = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).csv"))
        let bySchema = try shell("\"$FIELDCHECK\" check --schema '\(schema)'", input: csv)
        let byFields = try shell("\"$FIELDCHECK\" check --fields '\(fields)'", input: csv)
        #expect(bySchema.out == byFields.out)
        #expect(bySchema.status == byFields.status)
    }
}
