import Foundation
import Testing

/// `check --package` against frictionless 5.21 on the Data Packages the frictionlessdata
/// libraries ship on PyPI (Tests/EndToEndTests/Fixtures/package-crosscheck,
/// scripts/generate-package-fixtures.py). On every package fieldcheck reads, it reports the
/// cells frictionless reports (type, constraint, unique and primary-key errors), the same
/// header errors, and a row-width error on each row frictionless finds extra or missing
/// cells in; and nothing else (a foreign key that is not found, on the key's first field). A
/// package with what fieldcheck does not read (an .xls file, geopoint, a zip member named by
/// innerpath) is refused naming it. Not compared, since
/// fieldcheck does not report them: frictionless's `blank-row` (fieldcheck skips blank
/// lines), and the errors of a package it cannot open.
@Suite struct PackageCrossCheckTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/package-crosscheck")

    static let expected: [[String]] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }()

    static let packages: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.contains(".") || $0.hasSuffix(".package") }.filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".tsv") }.sorted()
    }()

    /// What fieldcheck refuses, by the words of its message, and the packages it refuses.
    static let refusals: [String: String] = [
        "04-frictionless-data_datapackage": "Excel 97-2003 workbook",
        "08-frictionless-data_geopoint_datapackage": "type \"geopoint\" is not supported",
        "14-frictionless-data_issue-1293_datapackage": "type \"array\" is not supported",
        "21-frictionless-data_zipped-resources_datapackage": "\"innerpath\": \"capital-invalid.csv\" (fieldcheck reads a zip archive's first member) is not supported",
    ]

    /// Where fieldcheck reads the table otherwise, on purpose: frictionless guesses which
    /// row is the header (here the second, under a comment line); fieldcheck takes the first
    /// (a dialect's `headerRows` would say otherwise, and is refused), so it reports that
    /// row's labels and the rows of another width.
    static let departures: [String: [String]] = [
        "18-frictionless-data_multiple-folders.package": [
            "r-countries 1 capital_id error", "r-countries 1 name error", "r-countries 1 population error", "r-countries 1 id error",
        ],
    ]

    @Test func enoughPackagesAreCompared() {
        #expect(Self.packages.count >= 20)
        #expect(Self.packages.count - Self.refusals.count >= 12)
        let kinds = Set(Self.expected.filter { Self.refusals[$0[0]] == nil }.map { $0[2] })
        for kind in ["type-error", "constraint-error", "unique-error", "missing-cell", "extra-cell"] { #expect(kinds.contains(kind), "\(kind)") }
    }

    @Test(arguments: packages) func sameErrorsAsFrictionless(_ package: String) throws {
        let descriptor = Self.folder.appendingPathComponent(package).appendingPathComponent("datapackage.json")
        let run = try fieldcheck("check", "--json", "--package", descriptor.path)
        if let refusal = Self.refusals[package] {
            #expect(run.status == 2 && run.err.contains(refusal), "\(run.err)")
            return
        }
        if let departure = Self.departures[package] {
            #expect(run.status == 2)
            let labels = run.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
                .filter { $0["row"] as? Int == 1 }.map { "\($0["resource"] as? String ?? "") 1 \($0["column"] as? String ?? "") error" }
            #expect(labels == departure)
            return
        }
        // (Read, not refused: a package frictionless reads whole is read whole.)
        #expect(!run.err.contains("error:"), "\(run.err)")
        Self.compare(run, descriptor, Self.expected.filter { $0[0] == package })
    }

    /// The repository's own Data Package (examples/datapackage.json: a CSV resource with its
    /// schema by path, a JSON Lines one inline), against what frictionless reports on it
    /// (Fixtures/example-package-expected.tsv, scripts/generate-example-package-fixtures.py).
    @Test func theRepositoryExampleAsFrictionlessReadsIt() throws {
        let descriptor = repositoryRoot.appendingPathComponent("examples/datapackage.json")
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/example-package-expected.tsv"), encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(lines.count > 200)
        let run = try fieldcheck("check", "--json", descriptor.path)
        #expect(run.status == 1, "\(run.err)")
        Self.compare(run, descriptor, lines)
    }

    /// The CSV dialects (quote and escape characters, quotes doubled or not, initial spaces,
    /// comment rows) on random tables of the characters that matter to them
    /// (Fixtures/dialect-crosscheck, scripts/generate-dialect-fixtures.py): the same cells and
    /// rows as frictionless, so each record is cut into the same cells.
    static let dialectFolder = repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/dialect-crosscheck")
    static let dialectExpected: [[String]] = {
        let text = (try? String(contentsOf: dialectFolder.appendingPathComponent("expected.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }()
    static let dialectPackages: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dialectFolder.path)) ?? []
        return names.filter { !$0.contains(".") }.sorted()
    }()

    @Test func enoughDialectsAreCompared() {
        #expect(Self.dialectPackages.count >= 40)
        #expect(Set(Self.dialectExpected.map { $0[0] }).count >= 30)
    }

    @Test(arguments: dialectPackages) func dialectsAsFrictionlessReadsThem(_ package: String) throws {
        let descriptor = Self.dialectFolder.appendingPathComponent(package).appendingPathComponent("datapackage.json")
        let run = try fieldcheck("check", "--json", "--package", descriptor.path)
        #expect(run.err.isEmpty, "\(run.err)")
        Self.compare(run, descriptor, Self.dialectExpected.filter { $0[0] == package })
    }

    /// What fieldcheck reported (`run`, --json) against frictionless's `lines` on a package.
    static func compare(_ run: Run, _ descriptor: URL, _ lines: [[String]]) {
        // The resources read as JSON: frictionless counts a header row before their objects.
        let json = (try? Data(contentsOf: descriptor)).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        var shift: [String: Int] = [:]
        var keys: [String: String] = [:]
        for resource in json?["resources"] as? [[String: Any]] ?? [] {
            let name = resource["name"] as? String ?? ""
            let path = (resource["path"] as? String ?? "").lowercased()
            let format = (resource["format"] as? String ?? "").lowercased()
            if ["json", "jsonl", "ndjson"].contains(format) || path.hasSuffix(".json") || path.hasSuffix(".jsonl") || path.hasSuffix(".ndjson") {
                shift[name] = 1
            }
            let schema = resource["schema"] as? [String: Any]
            keys[name] = (schema?["primaryKey"] as? [String])?.first ?? schema?["primaryKey"] as? String
        }
        // A blank row is frictionless's alone (fieldcheck skips blank lines), and so is what it
        // finds in one (a primary key of no cells).
        let blank = Set(lines.filter { $0[2] == "blank-row" }.map { "\($0[1]) \($0[3])" })
        // A row of another width is one record of fieldcheck's report, its cells not checked;
        // frictionless checks the cells it has.
        let ragged = Set(lines.filter { $0[2] == "extra-cell" || $0[2] == "missing-cell" }.map { "\($0[1]) \($0[3])" })
        var wanted = Set<String>()
        for line in lines where !blank.contains("\(line[1]) \(line[3])") {
            let (resource, kind, row, name) = (line[1], line[2], Int(line[3]) ?? 0, line[4])
            switch kind {
            case "type-error" where ragged.contains("\(resource) \(row)"), "constraint-error" where ragged.contains("\(resource) \(row)"):
                continue
            case "type-error", "constraint-error", "unique-error", "foreign-key":
                wanted.insert("\(resource) \(row - shift[resource, default: 0]) \(name)")
            case "primary-key":
                wanted.insert("\(resource) \(row - shift[resource, default: 0]) \(keys[resource] ?? "")")
            case "extra-cell", "missing-cell":
                wanted.insert("\(resource) \(row) width")
            case "extra-label", "missing-label", "blank-label", "duplicate-label", "incorrect-label":
                wanted.insert("\(resource) \(kind) \(name)")
            default:
                continue  // blank-row, and what is not compared
            }
        }
        var reported = Set<String>()
        for line in run.lines {
            guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else { continue }
            let resource = object["resource"] as? String ?? ""
            let row = object["row"] as? Int ?? 0
            // (A row frictionless calls blank, of one empty cell, is fieldcheck's width error.)
            if blank.contains("\(resource) \(row)") { continue }
            let column = object["column"] as? String ?? ""
            if object["status"] as? String == "error" {
                let reason = object["reason"] as? String ?? ""
                let kind = String(reason.prefix { $0 != ":" })
                if kind.hasSuffix("-label") {
                    reported.insert("\(resource) \(kind) \(kind == "missing-label" || kind == "blank-label" ? column : object["value"] as? String ?? "")")
                } else {
                    reported.insert("\(resource) \(row) width")
                }
            } else {
                reported.insert("\(resource) \(row) \(column)")
            }
        }
        #expect(reported.subtracting(wanted).sorted() == [], "reported by fieldcheck only")
        #expect(wanted.subtracting(reported).sorted() == [], "reported by frictionless only")
    }
}
