import FieldCheck
import Foundation
import Testing

/// `check --schema --checklist` against frictionless 5.21 on the cases of
/// Tests/EndToEndTests/Fixtures/checklist-crosscheck (scripts/generate-checklist-fixtures.py):
/// every error of a checklist's checks (type, row, note) is reported, and nothing else.
@Suite struct ChecklistCrossCheckTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/checklist-crosscheck")

    struct Finding: Hashable, CustomStringConvertible {
        var row: String
        var check: String
        var note: String
        var description: String { "row \(row) \(check): \(note)" }
    }

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".checklist.json") }.map { String($0.dropLast(".checklist.json".count)) }.sorted()
    }()

    static func expected() throws -> [String: [Finding]] {
        let text = try String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)
        var found: [String: [Finding]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            found[parts[0], default: []].append(Finding(row: parts[1], check: parts[2], note: parts[3]))
        }
        return found
    }

    @Test func thereAreEnoughCases() throws {
        #expect(Self.cases.count >= 40)
        let all = try Self.expected().values.flatMap { $0 }
        for check in ["row-constraint", "forbidden-value", "sequential-value", "duplicate-row", "deviated-value", "truncated-value", "check-error"] {
            #expect(all.contains { $0.check == check }, "\(check)")
        }
    }

    @Test(arguments: cases) func sameFindingsAsFrictionless(_ name: String) throws {
        let expected = try Self.expected()[name] ?? []
        let path = { (suffix: String) in Self.folder.appendingPathComponent(name + suffix).path }
        let run = try shell("\"$FIELDCHECK\" check --json --schema '\(path(".schema.json"))' --checklist '\(path(".checklist.json"))' '\(path(".csv"))'")
        var reported: [Finding] = []
        for line in run.lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            guard let check = object["check"] as? String else { continue }
            reported.append(Finding(row: (object["row"] as? Int).map(String.init) ?? "", check: check, note: object["reason"] as? String ?? ""))
        }
        #expect(reported.sorted { $0.description < $1.description } == expected.sorted { $0.description < $1.description })
        // A check that cannot run is an error of the run (2); any other finding fails it (1).
        let hasCheckError = expected.contains { $0.check == "check-error" }
        if hasCheckError { #expect(run.status == 2) } else if !expected.isEmpty { #expect(run.status == 1) }
    }
}
