import Foundation
import Testing

/// The records of `--json` hold to their documented format (docs/json-records.schema.json,
/// format 1): real output of every kind (values, cells, table errors, descriptor warnings,
/// counts of values and of tables, from values, CSV, JSON Lines, a schema and a package)
/// validated against the schema by jsonschema, each line of exactly one kind.
@Suite struct JSONRecordsTests {
    static let schema = repositoryRoot.appendingPathComponent("docs/json-records.schema.json")

    /// Each line's kind (the schema's definition it matches), or "invalid: ..." for one
    /// that matches none or several.
    func kinds(_ lines: [String]) throws -> [String] {
        let python = repositoryRoot.appendingPathComponent(".report-tools/bin/python")
        try #require(FileManager.default.isExecutableFile(atPath: python.path), "no .report-tools: run scripts/install-deps --test")
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            kinds = ["value", "cell", "tableError", "warning", "valueCounts", "tableCounts"]
            for line in sys.stdin.read().splitlines():
                record = json.loads(line)
                errors = list(jsonschema.Draft202012Validator(schema).iter_errors(record))
                matched = [k for k in kinds if jsonschema.Draft202012Validator({**schema, "oneOf": [{"$ref": "#/$defs/" + k}]}).is_valid(record)]
                print(matched[0] if not errors and len(matched) == 1 else "invalid: %s %s" % (matched, [e.message[:200] for e in errors][:2]))
            """
        let run = try runProgram(python, ["-c", script, Self.schema.path].map { Array($0.utf8) }, input: Data(lines.joined(separator: "\n").utf8))
        #expect(run.status == 0, "\(run.err)")
        return run.lines
    }

    @Test func everyRecordIsOfADocumentedKind() throws {
        let scratch = try ScratchFolder()
        try scratch.write("t.fields", "id --type integer\nzip --type zip\nmail --type email --warn\n")
        try scratch.write("t.csv", Data("id,zip,mail\n1,12345,a@example.com\nx,1234,not-mail\n3,99\n4,\u{FF}5,b@example.com\n".utf8) + Data([0x35, 0xFF, 0x0A]))
        try scratch.write("t.jsonl", "{\"id\": 1, \"zip\": \"12345\", \"mail\": \"a@example.com\"}\n[1]\n")
        try scratch.write("s.json", #"{"fields": [{"name": "id", "type": "integer", "Constraints": {}}, {"name": "zip"}, {"name": "mail"}]}"#)
        try scratch.write("d.csv", "a\n1\n")
        try scratch.write("datapackage.json", #"{"resources": [{"name": "d", "path": "d.csv", "bytes": 99, "schema": {"fields": [{"name": "a", "type": "integer"}]}}]}"#)
        let calls = [
            "printf '12345\\n1234\\nabc\\n\\377\\n' | \"$FIELDCHECK\" check -t zip --json",
            "printf '12345\\n1234\\n' | \"$FIELDCHECK\" format -t zip --json",
            "\"$FIELDCHECK\" check -t integer --many --json '1,x,22'",
            "printf '12345\\n1234\\n' | \"$FIELDCHECK\" check -t zip --count --json",
            "printf '12345\\n1234\\n' | \"$FIELDCHECK\" check -t zip --count --json --only failed",
            "\"$FIELDCHECK\" check --fields t.fields --key id --json t.csv",
            "\"$FIELDCHECK\" check --fields t.fields --json t.csv t.csv",
            "\"$FIELDCHECK\" check --fields t.fields --count --json t.csv",
            "\"$FIELDCHECK\" check --fields t.fields --count --json t.csv t.csv",
            "\"$FIELDCHECK\" check --fields t.fields --jsonl --json t.jsonl",
            "\"$FIELDCHECK\" check --schema s.json --json t.csv",
            "\"$FIELDCHECK\" check --package datapackage.json --json",
        ]
        var seen: Set<String> = []
        for call in calls {
            let run = try shell("cd '\(scratch.path)' && " + call + " 2>/dev/null")
            #expect(!run.lines.isEmpty, "\(call)")
            let found = try kinds(run.lines)
            #expect(found.count == run.lines.count, "\(call)")
            for (line, kind) in zip(run.lines, found) {
                #expect(!kind.hasPrefix("invalid"), "\(call): \(line): \(kind)")
                seen.insert(kind)
            }
        }
        #expect(seen == ["value", "cell", "tableError", "warning", "valueCounts", "tableCounts"])
    }

    /// The schema is strict enough to notice drift: a record with a member it does not
    /// document, or a status it does not know, is of no kind.
    @Test func aRecordOutsideTheFormatIsNoticed() throws {
        let found = try kinds([
            #"{"line": 1, "value": "x", "status": "passed", "extra": 1}"#,
            #"{"row": 2, "column": "a", "status": "unknown", "value": "x"}"#,
            #"{"file": "t.csv", "row": 2, "line": 2, "column": "a", "status": "failed", "value": "x", "reason": "r"}"#,
        ])
        #expect(found.count == 3)
        #expect(found[0].hasPrefix("invalid") && found[1].hasPrefix("invalid"))
        #expect(found[2] == "cell")
    }
}
