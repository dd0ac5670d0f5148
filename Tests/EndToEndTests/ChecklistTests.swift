import Foundation
import Testing

/// `--checklist`: its findings in every output form, the same on any thread count, and what
/// it refuses or warns about.
@Suite struct ChecklistTests {
    static let schema = #"{"fields":[{"name":"id","type":"integer"},{"name":"start","type":"date"},{"name":"end","type":"date"},{"name":"total","type":"number"}]}"#
    static let table = "id,start,end,total\n1,2020-01-01,2020-01-05,10.50\n2,2020-02-01,2020-01-05,3\n4,2020-03-01,2020-03-02,x\n"
    static let checklist = #"{"checks":[{"type":"row-constraint","formula":"end >= start"},{"type":"sequential-value","fieldName":"id"},{"type":"table-dimensions","minRows":5}]}"#

    func run(_ options: String, checklist: String = Self.checklist, table: String = Self.table) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checklist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.schema.write(to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        try checklist.write(to: folder.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
        try table.write(to: folder.appendingPathComponent("t.csv"), atomically: true, encoding: .utf8)
        return try shell("cd '\(folder.path)' && \"$FIELDCHECK\" check --schema s.json --checklist c.json \(options) t.csv")
    }

    @Test func statusLinesNameTheRule() throws {
        let result = try run("")
        #expect(result.status == 1)
        #expect(result.lines == [
            "3\trow-constraint: end >= start\tfailed\tend=2020-01-05 start=2020-02-01\tthe row constraint to conform is \"end >= start\"",
            "4\ttotal\tfailed\tx\t'x' is not a number",
            "4\tsequential-value: id\tfailed\t4\tthe value is not sequential",
            "\ttable-dimensions\tfailed\t\tnumber of rows is 3, the minimum is 5",
        ])
    }

    @Test func jsonRecordsCarryCheckAndRule() throws {
        let result = try run("--json")
        let objects = try result.lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        let rules = objects.filter { $0["check"] != nil }
        #expect(rules.map { $0["check"] as? String } == ["row-constraint", "sequential-value", "table-dimensions"])
        #expect((rules[0]["cells"] as? [String: String]) == ["end": "2020-01-05", "start": "2020-02-01"])
        #expect(rules[0]["row"] as? Int == 3 && rules[0]["line"] as? Int == 3)
        #expect(rules[2]["row"] == nil)
    }

    @Test func countsALinePerRule() throws {
        let result = try run("--count")
        #expect(result.lines.suffix(3) == ["row-constraint: end >= start\tfailed\t1", "sequential-value: id\tfailed\t1", "table-dimensions\tfailed\t1"])
        let json = try run("--count --json")
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any] ?? [:]
        #expect((object["row-constraint: end >= start"] as? [String: Int]) == ["failed": 1])
    }

    @Test func everyOutputFormHasTheFindings() throws {
        let gnu = try run("--output-format gnu")
        #expect(gnu.lines.contains("t.csv:3: failed: row-constraint: end >= start: the row constraint to conform is \"end >= start\""))
        let github = try run("--output-format github")
        #expect(github.lines.contains { $0.hasPrefix("::error file=t.csv,line=4,title=sequential-value%3A id::") })
        let sarif = try run("--output-format sarif")
        #expect(sarif.out.contains("table-dimensions: number of rows is 3, the minimum is 5"))
        let junit = try run("--output-format junit")
        #expect(junit.out.contains("name=\"row-constraint: end &gt;= start\"") && junit.out.contains("the value is not sequential"))
        let markdown = try run("--output-format markdown")
        #expect(markdown.out.contains("sequential-value: id: the value is not sequential"))
        let summary = try run("--summary")
        #expect(summary.out.contains("row-constraint: end >= start: 1 failed"))
        for result in [gnu, github, sarif, junit, markdown, summary] { #expect(result.status == 1) }
    }

    @Test func theSameOnAnyThreadCount() throws {
        var rows = "id,start,end,total\n"
        for index in 1...3000 { rows += "\(index == 1500 ? 7 : index),2020-01-0\(index % 9 + 1),2020-01-0\((index * 7) % 9 + 1),\(index % 50).5\n" }
        let checklist = #"{"checks":[{"type":"row-constraint","formula":"end >= start or total > 40"},{"type":"sequential-value","fieldName":"id"},{"type":"duplicate-row"}]}"#
        let one = try run("-j1", checklist: checklist, table: rows)
        let two = try run("-j2", checklist: checklist, table: rows)
        #expect(one.out == two.out && !one.out.isEmpty)
        #expect(one.lines.contains { $0.hasPrefix("1501\tsequential-value: id") })
    }

    @Test func aSchemaCarriesItsOwnChecklist() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checklist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = #"{"fields":[{"name":"id","type":"integer"},{"name":"start","type":"date"},{"name":"end","type":"date"},{"name":"total","type":"number"}],"x-checklist":{"checks":[{"type":"row-constraint","formula":"end >= start"}]}}"#
        try schema.write(to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        try Self.table.write(to: folder.appendingPathComponent("t.csv"), atomically: true, encoding: .utf8)
        let alone = try shell("cd '\(folder.path)' && \"$FIELDCHECK\" check --schema s.json --count t.csv")
        #expect(alone.status == 1 && alone.lines.last == "row-constraint: end >= start\tfailed\t1")
        // --checklist's checks first, then the schema's.
        let both = try shell("cd '\(folder.path)' && \"$FIELDCHECK\" check --schema s.json --checklist '{\"checks\":[{\"type\":\"duplicate-row\"}]}' --count t.csv")
        #expect(both.lines.suffix(2) == ["duplicate-row\tfailed\t0", "row-constraint: end >= start\tfailed\t1"])
        // A Data Package's resources are not yet checked with one: refused, not ignored.
        let package = #"{"name":"p","resources":[{"name":"t","path":"t.csv","schema":"s.json"}]}"#
        try package.write(to: folder.appendingPathComponent("datapackage.json"), atomically: true, encoding: .utf8)
        let refused = try shell("cd '\(folder.path)' && \"$FIELDCHECK\" check --package datapackage.json")
        #expect(refused.status == 2 && refused.err.contains("\"x-checklist\" is run with check --schema"))
    }

    /// A schema field the header lacks (reported at row 1) is None in the rows' checks (it
    /// trapped: the checks reached the cells by the header's columns, not the fields').
    @Test func aFieldTheHeaderLacksIsNone() throws {
        let schema = #"{"fields":[{"name":"a","type":"integer"},{"name":"b","type":"integer"},{"name":"c","type":"string"}]}"#
        let result = try shell(
            "cd \"$(mktemp -d)\" && printf '%s' '\(schema)' > s.json && printf 'a,b\\n1,2\\n1,2\\n' > t.csv && "
                + "\"$FIELDCHECK\" check --schema s.json --checklist '{\"checks\":[{\"type\":\"duplicate-row\"},{\"type\":\"row-constraint\",\"formula\":\"c is None and unknown is None\"}]}' t.csv")
        #expect(result.status == 2)
        #expect(result.lines == [
            "1\tc\terror\t\tmissing-label: the schema's field 'c' is not in the header",
            "3\tduplicate-row\tfailed\t\tthe same as row at position \"2\"",
        ])
    }

    @Test func refusalsAndWarningsAreSaid() throws {
        let lambda = try run("", checklist: #"{"checks":[{"type":"row-constraint","formula":"(lambda: 1)()"}]}"#)
        #expect(lambda.status == 2 && lambda.err.contains("a lambda"))
        // (A name that is no field is None, as frictionless's row gives it: end >= None raises.)
        let unknown = try run("", checklist: #"{"checks":[{"type":"row-constraint","formula":"end >= strat"}]}"#)
        #expect(unknown.status == 1 && unknown.err.contains("did you mean 'start'?") && unknown.err.contains("None in every row") && unknown.lines.count == 4)
        let function = try run("", checklist: #"{"checks":[{"type":"row-constraint","formula":"len(total) > 0"}]}"#)
        #expect(function.err.contains("len() is not one of simpleeval's functions"))
        let strict = try run("--strict", checklist: #"{"checks":[{"type":"row-constraint","formula":"end >= strat"}]}"#)
        #expect(strict.status == 2 && strict.out.isEmpty)
        let syntax = try run("", checklist: #"{"checks":[{"type":"row-constraint","formula":"end >="}]}"#)
        #expect(syntax.err.contains("not a Python expression") && syntax.lines.filter { $0.contains("row-constraint") }.count == 3)
        let property = try run("", checklist: #"{"checks":[{"type":"table-dimensions","minRow":5}]}"#)
        #expect(property.err.contains("did you mean \"minRows\"?"))
        let type = try run("", checklist: #"{"checks":[{"type":"row-constraints","formula":"1"}]}"#)
        #expect(type.status == 2 && type.err.contains("did you mean \"row-constraint\"?"))
        let noSchema = try shell("echo a | \"$FIELDCHECK\" check --fields /dev/null --checklist '{\"checks\":[]}'")
        #expect(noSchema.status == 2 && noSchema.err.contains("--schema"))
        let missingField = try run("", checklist: #"{"checks":[{"type":"forbidden-value","fieldName":"nope","values":[1]}]}"#)
        #expect(missingField.status == 2 && missingField.out.contains("check-error: forbidden value check requires field \"nope\""))
        let values = try shell("\"$FIELDCHECK\" check --type integer --checklist '{\"checks\":[]}' 5")
        #expect(values.status == 2 && values.err.contains("--checklist") && values.out.isEmpty)
        let inline = try run("", checklist: "")
        #expect(inline.status == 2)
    }
}
