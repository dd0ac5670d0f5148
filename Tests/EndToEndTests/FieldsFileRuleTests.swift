import Foundation
import Testing

/// A fields file's `@row` and `@table` lines: frictionless's formula language and checks over
/// the columns typed by their rules, with mistakes pointed at (line, column, the name meant).
@Suite struct FieldsFileRuleTests {
    static let table = "id,start,end,total\n1,2020-01-01,2020-01-05,10.50\n2,2020-02-01,2020-01-05,3\n4,2020-02-01,2020-01-05,x\n"

    func run(_ fields: String, _ options: String = "", table: String = Self.table) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try fields.write(to: folder.appendingPathComponent("t.fields"), atomically: true, encoding: .utf8)
        try table.write(to: folder.appendingPathComponent("t.csv"), atomically: true, encoding: .utf8)
        return try shell("cd '\(folder.path)' && \"$FIELDCHECK\" check --fields t.fields \(options) t.csv")
    }

    static let columns = "id --type integer\nstart --type date\nend --type date\ntotal --type decimal\n"

    @Test func rowRulesOverTypedCells() throws {
        let result = try run(Self.columns + "@row end >= start\n@row total < 10 or id > 1  # the first row is special\n")
        #expect(result.status == 1)
        #expect(result.lines == [
            "2\trow-constraint: total < 10 or id > 1\tfailed\ttotal=10.50 id=1\tthe row constraint to conform is \"total < 10 or id > 1\"",
            "3\trow-constraint: end >= start\tfailed\tend=2020-01-05 start=2020-02-01\tthe row constraint to conform is \"end >= start\"",
            "4\ttotal\tfailed\tx\t'x' is not allowed in a decimal",
            "4\trow-constraint: end >= start\tfailed\tend=2020-01-05 start=2020-02-01\tthe row constraint to conform is \"end >= start\"",
            // (A cell that does not pass its rule is None: None < 10 raises, and the row fails.)
            "4\trow-constraint: total < 10 or id > 1\tfailed\ttotal=x id=4\tthe row constraint to conform is \"total < 10 or id > 1\"",
        ])
    }

    @Test func tableRulesAndCompositeUniqueness() throws {
        let result = try run(Self.columns + "@table unique start end\n@table table-dimensions minRows=5\n@table forbidden-value fieldName=id values=2,4\n")
        #expect(result.lines.contains("4\tunique: start end\tfailed\tstart=2020-02-01 end=2020-01-05\tthe same start, end as row 3"))
        #expect(result.lines.contains("\ttable-dimensions\tfailed\t\tnumber of rows is 3, the minimum is 5"))
        // (values=2,4 are words: the integer cells 2 and 4 are not the strings "2" and "4".)
        #expect(!result.lines.contains { $0.contains("forbidden-value") })
        let numbers = try run(Self.columns + "@table forbidden-value fieldName=id values=[2,4]\n")
        #expect(numbers.lines.filter { $0.contains("forbidden-value: id") }.count == 2)
        let count = try run(Self.columns + "@table unique start end\n", "--count")
        #expect(count.lines.last == "unique: start end\tfailed\t1")
    }

    @Test func mistakesPointAtTheLine() throws {
        let unknown = try run(Self.columns + "@row end >= strat\n")
        #expect(unknown.status == 2 && unknown.err == "fieldcheck: error: t.fields:5: column 13: 'strat' is not a declared column (did you mean 'start'?)\n")
        let syntax = try run(Self.columns + "@row end >=\n")
        #expect(syntax.status == 2 && syntax.err.contains("t.fields:5: column 12: not a Python expression"))
        let lambda = try run(Self.columns + "@row (lambda: 1)()\n")
        #expect(lambda.status == 2 && lambda.err.contains("a lambda is not evaluated by fieldcheck"))
        let option = try run(Self.columns + "@table table-dimensions minRow=5\n")
        #expect(option.status == 2 && option.err.contains("t.fields:5: @table table-dimensions: \"minRow\" is not a property of this check (did you mean \"minRows\"?)"))
        let check = try run(Self.columns + "@table unique id nope\n")
        #expect(check.status == 2 && check.err.contains("'nope' is not a declared column"))
        let empty = try run(Self.columns + "@row\n")
        #expect(empty.status == 2 && empty.err.contains("@row needs an expression"))
        let only = try run(Self.columns + "@row id > 0\n", "--only passed")
        #expect(only.status == 2 && only.err.contains("--only writes rows by their cells' status") && only.out.isEmpty)
        let jsonOnly = try run(Self.columns + "@row end >= start\n", "--json --only passed")
        #expect(!jsonOnly.out.contains("row-constraint"))
        let json = try run(Self.columns + "@row id > 0\n", "--format jsonl")
        #expect(json.status == 2 && json.err.contains("JSON Lines"))
    }

    @Test func formatSaysItDoesNotCheckThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try (Self.columns + "@row end >= start\n").write(to: folder.appendingPathComponent("t.fields"), atomically: true, encoding: .utf8)
        try Self.table.write(to: folder.appendingPathComponent("t.csv"), atomically: true, encoding: .utf8)
        let result = try shell("cd '\(folder.path)' && \"$FIELDCHECK\" format --fields t.fields t.csv")
        #expect(result.err.contains("warning: t.fields: format puts cells in canonical form"))
    }
}
