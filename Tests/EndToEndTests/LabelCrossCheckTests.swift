import Foundation
import Testing

/// How a Table Schema's fields meet a header, against frictionless 5.21 on the tables of
/// Tests/EndToEndTests/Fixtures/label-crosscheck (scripts/generate-label-fixtures.py):
/// headers reordered, short, long, blank, duplicated or misspelled, under each
/// `fieldsMatch`. fieldcheck reports the same header errors, in the same order, and the same
/// cells (matched by position under `exact`, by name otherwise); where frictionless refuses
/// the table, fieldcheck does too (exit 2).
@Suite struct LabelCrossCheckTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/label-crosscheck")

    static let expected: [[String]] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }()

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".schema.json") }.map { String($0.dropLast(".schema.json".count)) }.sorted()
    }()

    @Test func everyKindIsThere() {
        #expect(Self.cases.count >= 60)
        for kind in ["extra-label", "missing-label", "blank-label", "duplicate-label", "incorrect-label", "type-error", "exception"] {
            #expect(Self.expected.contains { $0[1] == kind }, "\(kind)")
        }
    }

    @Test(arguments: cases) func sameHeaderErrorsAndCellsAsFrictionless(_ name: String) throws {
        let lines = Self.expected.filter { $0[0] == name }
        let schema = Self.folder.appendingPathComponent("\(name).schema.json").path
        let run = try fieldcheck("check", "--schema", schema, Self.folder.appendingPathComponent("\(name).csv").path)
        if lines.first?[1] == "exception" {
            #expect(run.status == 2 && run.out.isEmpty && run.err.contains("requires unique labels"), "\(run.err)")
            return
        }
        // Header errors: kind and label (a missing label: its field), in frictionless's order.
        let labels = lines.filter { $0[1].hasSuffix("-label") || $0[1] == "unmatched-header" }.map { "\($0[1]) \($0[3])" }
        let reported = run.lines.filter { $0.split(separator: "\t", omittingEmptySubsequences: false)[2] == "error" }.map { line -> String in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let kind = String(parts[4].prefix { $0 != ":" })
            return "\(kind) \(kind == "missing-label" ? parts[1] : parts[3])"
        }
        #expect(reported == labels)
        // Cells: frictionless's type and constraint errors, as (row, field).
        let cells = Set(lines.filter { !$0[1].hasSuffix("-label") && $0[1] != "unmatched-header" }.map { "\($0[2]) \($0[3])" })
        let checked = Set(run.lines.filter { $0.split(separator: "\t", omittingEmptySubsequences: false)[2] != "error" }.map { line -> String in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            return "\(parts[0]) \(parts[1])"
        })
        #expect(checked == cells)
        #expect(run.status == (labels.isEmpty ? (cells.isEmpty ? 0 : 1) : 2))
    }
}
