import Foundation
import Testing

/// A Data Package's `bytes`, `hash`, `rows` and `stats` are held to its data as frictionless
/// 5.21 holds them (issue 53): each disagreement a table-level record named as frictionless
/// names it, and a resource frictionless refuses refused.
@Suite struct PackageIntegrityTests {
    static let kinds: Set<String> = ["hash-count", "byte-count", "field-count", "row-count"]

    /// The integrity records of a `--json` run, as [type, note].
    static func records(_ run: Run) throws -> [[String]] {
        try run.out.split(separator: "\n").compactMap { line -> [String]? in
            let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            guard record["row"] == nil, let reason = record["reason"] as? String,
                let colon = reason.firstIndex(of: ":"), kinds.contains(String(reason[..<colon]))
            else { return nil }
            return [String(reason[..<colon]), String(reason[reason.index(colon, offsetBy: 2)...])]
        }
    }

    /// 400 resources made by `scripts/generate-package-stats-fixtures.py` (every spelling of
    /// each stat, right or wrong), labelled by frictionless: the same records, notes and
    /// order; a resource frictionless refuses is refused.
    @Test func everyStatsDisagreementIsReportedAsFrictionlessReportsIt() throws {
        let url = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/package-stats/cases.jsonl")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 400)
        var differences: [String] = []
        let scratch = try ScratchFolder()
        for (index, line) in lines.enumerated() {
            let fixture = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            let csv = fixture["csv"] as? String ?? ""
            let wanted = fixture["errors"] as? [[String]] ?? []
            try scratch.write("t.csv", Data(csv.utf8))
            try scratch.write("datapackage.json", try JSONSerialization.data(withJSONObject: ["resources": [fixture["resource"] ?? [:]]]))
            let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check --json datapackage.json")
            if wanted.first?.first == "package-error" {
                if run.status != 2 || !run.out.isEmpty || !run.err.hasPrefix("fieldcheck: error: datapackage.json: ") {
                    differences.append("\(index): refused by frictionless, not here: \(run.status) \(run.err)")
                }
                continue
            }
            let got = try Self.records(run)
            if got != wanted { differences.append("\(index): \(got) vs frictionless \(wanted)") }
            if run.status != (wanted.isEmpty ? 0 : 2) { differences.append("\(index): exit \(run.status)") }
        }
        #expect(differences.isEmpty, "\(differences.count) differ: \(differences.prefix(5))")
    }

    /// A stale byte count in every output form, --exit-zero covering it as any table error.
    @Test func aStaleByteCountIsARecordInEveryForm() throws {
        let scratch = try ScratchFolder()
        try scratch.write("t.csv", Data("a,b\n1,2\n3,4\n".utf8))
        try scratch.write("datapackage.json", Data(#"""
            {"resources": [{"name": "t", "path": "t.csv", "bytes": 99, "hash": "sha256:00",
              "schema": {"fields": [{"name": "a", "type": "integer"}, {"name": "b", "type": "integer"}]}}]}
            """#.utf8))
        let base = "cd '\(scratch.path)' && \"$FIELDCHECK\" check datapackage.json"
        let plain = try shell(base)
        #expect(plain.status == 2)
        #expect(plain.out.contains("error\t\tbyte-count: expected is \"99\" and actual is \"12\""), "\(plain.out)")
        #expect(plain.out.contains("hash-count: expected is \"00\" and actual is \"b9485148546419a0f6a85e8d708c923557c15d7f3c7d078ef1fa7f7c0f57d5a5\""))
        #expect(try shell(base + " --exit-zero").status == 0)
        let counted = try shell(base + " --count")
        #expect(counted.out.contains("t\t(table)\terror\t2"), "\(counted.out)")
        let sarif = try shell(base + " --output-format sarif")
        #expect(sarif.out.contains("byte-count"), "\(sarif.out.prefix(400))")
        let summary = try shell(base + " --summary")
        #expect(summary.out.contains("2 errors"), "\(summary.out)")
    }

    /// A real package whose hashes are right passes; a copy with one hash wrong gets its
    /// hash-count (the data itself is never copied into the project: read where it is).
    @Test func aRealPackagesHashesAreChecked() throws {
        let folder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/data/real/packages/uk_mysociety_uk_la_past_current")
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        let whole = try fieldcheck("check", "--count", folder.appendingPathComponent("datapackage.json").path)
        #expect(!whole.out.contains("(table)\terror\t1"), "\(whole.out)")
        let scratch = try ScratchFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try FileManager.default.copyItem(atPath: folder.appendingPathComponent(name).path, toPath: scratch.path + "/" + name)
        }
        var descriptor = try String(contentsOfFile: scratch.path + "/datapackage.json", encoding: .utf8)
        descriptor = descriptor.replacingOccurrences(of: "429a4bbda2a9e117a362dc739dcb27ee", with: "429a4bbda2a9e117a362dc739dcb27ef")
        try scratch.write("datapackage.json", Data(descriptor.utf8))
        let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check --json --resource lookup_gss_to_registry datapackage.json")
        #expect(try Self.records(run) == [["hash-count", "expected is \"429a4bbda2a9e117a362dc739dcb27ef\" and actual is \"429a4bbda2a9e117a362dc739dcb27ee\""]], "\(run.out.suffix(400))")
        #expect(run.status == 2)
    }

    /// What is not checked is said: a hash of another algorithm, rows of a JSON resource;
    /// a resource without a name is refused, as frictionless refuses it.
    @Test func whatIsNotCheckedIsSaid() throws {
        let scratch = try ScratchFolder()
        try scratch.write("t.csv", Data("a\n1\n".utf8))
        try scratch.write("t.jsonl", Data("{\"a\": 1}\n".utf8))
        let schema = #""schema": {"fields": [{"name": "a", "type": "integer"}]}"#
        let cases: [(String, Int32, String)] = [
            (#"{"name": "t", "path": "t.csv", "hash": "sha1:00", \#(schema)}"#, 0,
             "fieldcheck: warning: datapackage.json: resource \"t\": hash \"sha1:00\" is not checked: its algorithm is not md5 or sha256\n"),
            (#"{"name": "t", "path": "t.jsonl", "rows": 5, \#(schema)}"#, 0,
             "fieldcheck: warning: datapackage.json: resource \"t\": rows 5 is not checked: fieldcheck counts the rows of CSV resources only\n"),
            (#"{"path": "t.csv", \#(schema)}"#, 2, "fieldcheck: error: datapackage.json: resource 1: \"name\" is required\n"),
            (#"{"name": "t", "path": "t.csv", "bytes": "4", \#(schema)}"#, 2,
             "fieldcheck: error: datapackage.json: resource \"t\": \"bytes\" must be a whole number, not \"4\"\n"),
        ]
        for (resource, status, message) in cases {
            try scratch.write("datapackage.json", Data(#"{"resources": [\#(resource)]}"#.utf8))
            let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check datapackage.json")
            #expect(run.status == status, "\(resource): \(run.err)")
            #expect(run.err == message, "\(resource)")
        }
    }
}
