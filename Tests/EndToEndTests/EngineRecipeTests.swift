import Foundation
import Testing
import TestSupport

/// The engine recipes of the README run for real: `examples/spark/check_table.py` on
/// pyspark in local mode (Java 17) and `examples/dask/check_table.py` on Dask, both from
/// the venv `scripts/install-deps --test` makes (`.engines/`). A table of 200,000 rows with
/// failing cells, ragged rows and a quote not closed, over several partitions: the summed
/// counts are one plain call's, every problem row is in the output, and failed cells do
/// not end the job.
@Suite(.serialized) struct EngineRecipeTests {
    static let python = repositoryRoot.appendingPathComponent(".engines/bin/python")

    /// The table, the fields file, and where the problems are (keys).
    struct Table {
        let folder: TableFilesTests.Folder
        let path: String
        let fields: String
        let raggedKeys: [String]
        let unclosedKey: String
    }

    static func makeTable() throws -> Table {
        let folder = try TableFilesTests.Folder()
        let fields = try folder.write("people.fields", "id --type integer\nname --type name\nzip --type zip\nphone --type phone\n")
        var random = SeededRandom(state: 20261127)
        var csv = "id,name,zip,phone\n"
        let names = ["Ann Lee", "Bob Stone", "\"Cy, Jr.\"", "Dee O'Neil", "R2D2", ""]
        let zips = ["10001", "94105", "1234", "60601-1234", "ABCDE"]
        let phones = ["(201) 555-0123", "+1 415 555 0100", "555-0100", "212 555 0199", "123-555-0123"]
        var raggedKeys: [String] = []
        for row in 1...200_000 {
            let key = String(row * 7)
            if random.below(60_000) == 0 || row == 100_001 {
                csv += "\(key),Only Two\n"
                raggedKeys.append(key)
                continue
            }
            // Most cells pass; about one in fifty of each column does not.
            let name = random.below(50) == 0 ? names[4 + random.below(2)] : names[random.below(4)]
            let zip = random.below(50) == 0 ? zips[2 + random.below(3)] : zips[random.below(2)]
            let phone = random.below(50) == 0 ? phones[2 + random.below(3)] : phones[random.below(2)]
            csv += "\(key),\(name),\(zip),\(phone)\n"
        }
        // The last record opens a quote the input never closes.
        csv += "1400007,\"Eve Moss,10001,(201) 555-0123\n"
        let path = try folder.write("people.csv", csv)
        return Table(folder: folder, path: path, fields: fields, raggedKeys: raggedKeys, unclosedKey: "1400007")
    }

    /// What a recipe printed: the summed count lines, and the records (their JSON objects).
    static func parse(_ output: String) -> (partitions: Int, counts: [String], records: [[String: Any]]) {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let first = lines.first ?? ""
        let partitions = Int(first.split(separator: " ").dropFirst(2).first ?? "") ?? 0
        let recordsAt = lines.firstIndex { $0.hasPrefix("records that did not pass: ") } ?? lines.count
        let counts = Array(lines[min(1, lines.count)..<recordsAt])
        let records = lines[min(recordsAt + 1, lines.count)...].compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
        return (partitions, counts, records)
    }

    /// A record as the whole table's plain call would give it, without what only means
    /// something inside one partition (row, line, partition).
    static func identity(_ record: [String: Any]) -> String {
        ["key", "column", "status", "value", "reason"].map { "\(record[$0] ?? "-")" }.joined(separator: "|")
    }

    func runRecipe(_ engine: String, partitions: Int, _ table: Table, environment: [String: String]) throws -> Run {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.python.path),
            "no .engines/bin/python: run scripts/install-deps --test (make test does)")
        let script = repositoryRoot.appendingPathComponent("examples/\(engine)/check_table.py").path
        return try runProgram(
            Self.python, [script, table.fields, table.path, String(partitions)].map { Array($0.utf8) }, environment: environment)
    }

    func expectSameAsOnePlainCall(_ run: Run, partitions: Int, _ table: Table, _ engine: String) throws {
        // The job ran to its end despite failed cells; exit 2: the table has errors.
        #expect(run.status == 2, "\(engine): \(run.err)")
        let (parts, counts, records) = Self.parse(run.out)
        #expect(parts == partitions, "\(engine)")
        let plainCounts = try fieldcheck("check", "--fields", table.fields, "--count", table.path)
        #expect(plainCounts.status == 2)
        #expect(counts == plainCounts.lines, "\(engine): summed counts")
        #expect(counts.last == "(table)\tnot-checked\t\(table.raggedKeys.count + 1)")
        // Every record of the plain call is in the job's output, and nothing else.
        let plain = try fieldcheck("check", "--fields", table.fields, "--key", "id", "--json", table.path)
        let expected = plain.lines.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
        #expect(expected.count > 10_000)
        #expect(records.count == expected.count, "\(engine)")
        #expect(Set(records.map(Self.identity)) == Set(expected.map(Self.identity)), "\(engine)")
        let errors = records.filter { $0["status"] as? String == "error" }.compactMap { $0["key"] as? String }
        #expect(errors.sorted() == (table.raggedKeys + [table.unclosedKey]).sorted(), "\(engine)")
        #expect(Set(records.compactMap { $0["partition"] as? Int }).count == partitions, "\(engine): problems in every partition")
    }

    @Test func sparkRecipeRunsAsWritten() throws {
        let table = try Self.makeTable()
        // fieldcheck found on PATH (the recipe passes its absolute path to the executors).
        let path = binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let run = try runRecipe("spark", partitions: 4, table, environment: ["PATH": path, "FIELDCHECK": ""])
        try expectSameAsOnePlainCall(run, partitions: 4, table, "spark")
    }

    @Test func daskRecipeRunsAsWritten() throws {
        let table = try Self.makeTable()
        let run = try runRecipe("dask", partitions: 5, table, environment: ["FIELDCHECK": binary.path])
        try expectSameAsOnePlainCall(run, partitions: 5, table, "dask")
    }

    /// Installed in the job's own Python environment (the wheel puts it in `sys.prefix`'s
    /// bin, on PATH only when the environment is activated), fieldcheck is found there,
    /// with no FIELDCHECK and no fieldcheck on PATH: the recipe run with a `sys.prefix` whose
    /// bin holds it.
    @Test func theRecipeFindsFieldcheckInItsOwnEnvironment() throws {
        let table = try Self.makeTable()
        let prefix = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: prefix.path + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: prefix.path + "/bin/fieldcheck", withDestinationPath: binary.path)
        let script = repositoryRoot.appendingPathComponent("examples/dask/check_table.py").path
        let wrapper = "import sys; sys.prefix = sys.argv.pop(1); sys.argv = sys.argv[1:]; "
            + "exec(compile(open(sys.argv[0]).read(), sys.argv[0], 'exec'), {'__name__': '__main__'})"
        try #require(FileManager.default.isExecutableFile(atPath: Self.python.path), "no .engines/bin/python: run scripts/install-deps --test")
        let run = try runProgram(
            Self.python, ["-c", wrapper, prefix.path, script, table.fields, table.path, "3"].map { Array($0.utf8) },
            environment: ["FIELDCHECK": "", "PATH": "/usr/bin:/bin"])
        try expectSameAsOnePlainCall(run, partitions: 3, table, "dask, found in sys.prefix")
        let none = try runProgram(
            Self.python, [script, table.fields, table.path, "3"].map { Array($0.utf8) }, environment: ["FIELDCHECK": "", "PATH": "/usr/bin:/bin"])
        #expect(none.err.contains("fieldcheck not found: install it in this Python's environment"), "\(none.err)")
    }

    /// A run that cannot be done (a fields file the binary refuses) ends the job with its
    /// reason, rather than giving counts short of the table.
    @Test func aFailedRunEndsTheJob() throws {
        let table = try Self.makeTable()
        try "id --tpye integer\n".write(toFile: table.fields, atomically: true, encoding: .utf8)
        let run = try runRecipe("dask", partitions: 4, table, environment: ["FIELDCHECK": binary.path])
        #expect(run.status != 0 && run.status != 2)
        #expect(run.err.contains("unknown option '--tpye'"))
        #expect(!run.out.contains("counts of"))
    }
}
