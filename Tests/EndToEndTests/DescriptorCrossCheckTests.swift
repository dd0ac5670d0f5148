import Foundation
import Testing

/// Mistakes in Table Schemas, Data Packages and dialects, made and labelled by frictionless
/// 5.21 (`scripts/generate-descriptor-fixtures.py`, issue 53): what frictionless refuses is
/// refused, naming the property; a near miss frictionless ignores is a warning naming the
/// property and the one it misses (in the JSON records too; an error with --strict); what
/// frictionless accepts gets exactly its cells.
@Suite struct DescriptorCrossCheckTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var kind: String
        var mistake: String
        var descriptor: String
        var csv: String
        var expect: String
        var property: String?
        var meant: String?
        var cells: [String]
        var description: String { "\(name) \(kind) \(mistake) \(property ?? "")" }
    }

    static let cases: [Case] = {
        let url = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/descriptor-crosscheck/cases.jsonl")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else { return nil }
            let cells = (object["cells"] as? [[Any]] ?? []).map { "\($0[0]) \($0[1])" }
            return Case(
                name: object["case"] as? String ?? "", kind: object["kind"] as? String ?? "",
                mistake: object["mistake"] as? String ?? "", descriptor: object["descriptor"] as? String ?? "",
                csv: object["csv"] as? String ?? "", expect: object["expect"] as? String ?? "",
                property: object["property"] as? String, meant: object["meant"] as? String, cells: cells.sorted())
        }
    }()

    @Test func thereAreEnoughOfEachKind() {
        let expected = Dictionary(grouping: Self.cases, by: \.expect).mapValues(\.count)
        #expect(expected["refused", default: 0] >= 80)
        #expect(expected["near-miss", default: 0] >= 80)
        #expect(expected["accepted", default: 0] >= 15)
        #expect(Self.cases.filter { $0.kind == "package" }.count >= 40)
    }

    /// frictionless finds a package of no resources valid; fieldcheck, having checked
    /// nothing, says so (an error with --strict), and a custom profile it cannot check too.
    @Test func whatIsNotCheckedIsSaid() throws {
        let scratch = try ScratchFolder()
        try scratch.write("empty.json", #"{"name": "p", "resources": []}"#)
        try scratch.write("t.csv", "a\n1\n")
        try scratch.write("custom.json", #"{"resources": [{"name": "t", "path": "t.csv", "profile": "https://example.com/p.json"}]}"#)
        for (file, said) in [("empty.json", "\"resources\" lists no resource: nothing is checked"), ("custom.json", "profile \"https://example.com/p.json\" is not checked")] {
            let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check --package \(file)")
            #expect(run.status == 0)
            #expect(run.err.hasPrefix("fieldcheck: warning: \(file): "), "\(run.err)")
            #expect(run.err.contains(said), "\(run.err)")
            let strict = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check --strict --package \(file)")
            #expect(strict.status == 2)
        }
    }

    /// A warning of a schema written inside a package is the package file's record, the
    /// resource named in its reason.
    @Test func anInlineSchemasWarningNamesThePackageAndTheResource() throws {
        let scratch = try ScratchFolder()
        try scratch.write("t.csv", "a\n1\n")
        try scratch.write("datapackage.json", #"{"resources": [{"name": "t", "path": "t.csv", "schema": {"fields": [{"name": "a", "Type": "integer"}]}}]}"#)
        let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check --package datapackage.json --json 2>/dev/null")
        let record = run.lines.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }.first
        #expect(record?["file"] as? String == "datapackage.json")
        #expect((record?["reason"] as? String ?? "").hasPrefix("resource \"t\": field \"a\": \"Type\""), "\(run.out)")
    }

    /// The cells a run reports: "ROW COLUMN", sorted.
    static func cells(_ run: Run, package: Bool) -> [String] {
        run.out.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).dropFirst(package ? 1 : 0).map(String.init)
            guard parts.count > 2, !parts[1].isEmpty else { return nil }
            return "\(parts[0]) \(parts[1])"
        }.sorted()
    }

    @Test(arguments: cases) func readAsFrictionlessReadsIt(_ fixture: Case) throws {
        let scratch = try ScratchFolder()
        try scratch.write("t.csv", fixture.csv)
        let package = fixture.kind == "package"
        try scratch.write(package ? "datapackage.json" : "s.json", fixture.descriptor)
        let call = "cd '\(scratch.path)' && \"$FIELDCHECK\" check " + (package ? "--package datapackage.json" : "--schema s.json t.csv")
        let run = try shell(call)
        switch fixture.expect {
        case "refused":
            #expect(run.status == 2, "\(run.out)")
            #expect(run.err.hasPrefix("fieldcheck: error: "), "\(run.err)")
            if let property = fixture.property {
                #expect(run.err.contains(property), "names \(property): \(run.err)")
            }
            #expect(run.out.isEmpty, "nothing is checked")
        default:
            #expect(run.status != 2, "\(run.err)")
            #expect(Self.cells(run, package: package) == fixture.cells)
            let warnings = run.err.split(separator: "\n").filter { $0.hasPrefix("fieldcheck: warning: ") }
            guard fixture.expect == "near-miss", let property = fixture.property, let meant = fixture.meant else {
                #expect(warnings.isEmpty, "\(run.err)")
                return
            }
            #expect(warnings.contains { $0.contains("\"\(property)\"") && $0.contains("\"\(meant)\"") }, "\(run.err)")
            // The same warning is a record of --json, and --strict makes it an error.
            let json = try shell(call + " --json 2>/dev/null")
            let records = json.out.split(separator: "\n").compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
            }
            #expect(records.contains { $0["status"] as? String == "warning" && ($0["reason"] as? String ?? "").contains("\"\(property)\"") })
            let strict = try shell(call + " --strict")
            #expect(strict.status == 2)
            #expect(strict.out.isEmpty)
            #expect(strict.err.contains("(an error with --strict)"), "\(strict.err)")
        }
    }
}
