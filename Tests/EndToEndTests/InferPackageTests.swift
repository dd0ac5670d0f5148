@testable import FieldCheck
import Foundation
import Testing

/// `infer --package`: a Data Package of the table as infer read it (path, format, encoding,
/// dialect, Table Schema), which check reads back reporting exactly what its descriptions
/// count, and which frictionless 5.21 reads too, reporting the same cells
/// (Fixtures/infer-package-crosscheck, scripts/generate-infer-package-fixtures.py), on the
/// real tables of ../shared/data/real (never copied into the repository: into a scratch
/// folder, for the run).
@Suite struct InferPackageTests {
    static let real = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/data/real")

    /// What frictionless said of a table's package.
    struct Label: Sendable {
        var sha256: String
        var cells: Set<String>
        var other: [String]
    }

    static let labels: [String: Label] = {
        let file = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/infer-package-crosscheck/expected.json")
        guard let data = try? Data(contentsOf: file), let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]] else { return [:] }
        return object.mapValues { item in
            Label(sha256: item["descriptor_sha256"] as? String ?? "", cells: Set(item["cells"] as? [String] ?? []), other: item["other"] as? [String] ?? ["(unreadable label)"])
        }
    }()

    /// The 13 real tables and the two `;`-separated ones with decimal commas of package P4.
    static let tables: [String] = {
        let folder = real.appendingPathComponent("tables")
        var paths = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map { folder.appendingPathComponent($0).path }
        let p4 = real.appendingPathComponent("packages/br_mg_fhemig_indicadores-hospitalares/data")
        paths += ((try? FileManager.default.contentsOfDirectory(atPath: p4.path)) ?? []).sorted().map { p4.appendingPathComponent($0).path }
        return paths
    }()

    @Test func everyTableIsLabelled() {
        #expect(Self.tables.count == 15)
        #expect(Set(Self.tables.map { URL(fileURLWithPath: $0).lastPathComponent }) == Set(Self.labels.keys))
    }

    /// What check reports on the package: "ROW FIELD" per cell ("ROW width" for a row of
    /// another width), and its exit status.
    static func checked(_ package: String) throws -> (cells: [String], status: Int32, err: String) {
        let run = try fieldcheck("check", "--json", "--package", package)
        var cells: [String] = []
        for line in run.lines {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let row = object["row"] as? Int else { continue }
            cells.append(object["status"] as? String == "error" ? "\(row) width" : "\(row) \(object["column"] as? String ?? "")")
        }
        return (cells, run.status, run.err)
    }

    @Test(arguments: tables)
    func checkAndFrictionlessReadThePackage(_ table: String) throws {
        let name = URL(fileURLWithPath: table).lastPathComponent
        let folder = try ScratchFolder()
        try folder.write("data/" + name, try Data(contentsOf: URL(fileURLWithPath: table)))
        let package = folder.path + "/datapackage.json"
        let inferred = try fieldcheck("infer", "--package", package, folder.path + "/data/" + name)
        #expect(inferred.status == 0 && inferred.out.isEmpty, "\(name): \(inferred.err)")
        let raw = try Data(contentsOf: URL(fileURLWithPath: package))
        let descriptor = try #require(try JSONSerialization.jsonObject(with: raw) as? [String: Any])
        let resource = try #require((descriptor["resources"] as? [[String: Any]])?.first)
        #expect(resource["path"] as? String == "data/" + name)
        let fields = try #require((resource["schema"] as? [String: Any])?["fields"] as? [[String: Any]])

        // check reports exactly what each field's description counts.
        let (cells, status, err) = try Self.checked(package)
        #expect(status == 0 || status == 1 || status == 2 && cells.contains { $0.hasSuffix(" width") }, "\(name): \(err)")
        let comments = InferTests.comments(fields.compactMap { $0["description"] as? String }.map { "# " + $0 }.joined(separator: "\n"))
        for field in fields {
            let column = try #require(field["name"] as? String)
            let rows = cells.filter { $0.split(separator: " ", maxSplits: 1).last.map(String.init) == column }.compactMap { Int($0.split(separator: " ")[0]) }
            #expect(rows.count == comments[column]?.failures ?? 0, "\(name) \(column): check reports \(rows.count)")
        }

        // frictionless reads the same descriptor (labelled by it) and reports the same cells
        // of the fields it reads (not fieldcheck's x-type), and nothing it could not read.
        var digest = SHA256()
        raw.withUnsafeBytes { digest.update($0.bindMemory(to: UInt8.self)) }
        let label = try #require(Self.labels[name], "\(name) is not labelled: run scripts/generate-infer-package-fixtures.py")
        #expect(label.sha256 == digest.hexDigest(),
                "\(name): infer writes another package than the one frictionless labelled: run scripts/generate-infer-package-fixtures.py")
        #expect(label.other.isEmpty, "\(name): \(label.other)")
        let unread = Set(fields.filter { $0["x-type"] != nil }.compactMap { $0["name"] as? String })
        let ours = Set(cells.filter { cell in !unread.contains(String(cell.split(separator: " ", maxSplits: 1)[1])) })
        #expect(ours == label.cells, "\(name): \(ours.symmetricDifference(label.cells).sorted().prefix(6))")
    }

    /// The folder rule: the table inside the package's folder, a new file, not from a pipe.
    @Test func thePackageIsWrittenWhereItCanNameTheTable() throws {
        let folder = try ScratchFolder()
        let table = try folder.write("in/t.csv", "a;b\n1,5;x\n2,25;y\n")
        let inner = try fieldcheck("infer", "--package", folder.path + "/in/p.json", table)
        #expect(inner.status == 0, "\(inner.err)")
        let written = try String(contentsOfFile: folder.path + "/in/p.json", encoding: .utf8)
        #expect(written.contains("\"path\": \"t.csv\"") && written.contains("\"dialect\": {\"delimiter\": \";\"}"), "\(written)")
        #expect(written.contains("\"decimalChar\": \",\""), "\(written)")
        let again = try fieldcheck("infer", "--package", folder.path + "/in/p.json", table)
        #expect(again.status == 2 && again.err.contains("exists") && again.err.contains("does not replace"), "\(again.err)")
        #expect(try String(contentsOfFile: folder.path + "/in/p.json", encoding: .utf8) == written)
        let outside = try fieldcheck("infer", "--package", folder.path + "/in/sub/p.json", table)
        #expect(outside.status == 2, "\(outside.err)")
        try FileManager.default.createDirectory(atPath: folder.path + "/in/sub", withIntermediateDirectories: true)
        let above = try fieldcheck("infer", "--package", folder.path + "/in/sub/p.json", table)
        #expect(above.status == 2 && above.err.contains("is not inside the folder of"), "\(above.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/in/sub/p.json"))
        let piped = try fieldcheck(["infer", "--package", folder.path + "/p.json", "-"], input: "a\n1\n")
        #expect(piped.status == 2 && piped.err.contains("not standard input"), "\(piped.err)")
        let printed = try fieldcheck("infer", "--package", "-", table)
        #expect(printed.status == 2 && printed.err.contains("the current folder"), "\(printed.err)")
    }
}
