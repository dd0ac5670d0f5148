import ArgumentParsing
import Foundation
import Testing

@testable import fieldcheck

/// Runs a shell command line under python3 and reports its exit status and peak memory
/// (max RSS of the children, in KiB): `shell` with a measurement.
func measured(_ script: String) throws -> (status: Int32, maxRSS: Int, out: String) {
    let probe = """
        import os, resource, subprocess
        p = subprocess.run(["bash", "-c", os.environ["SCRIPT"]], capture_output=True)
        print(p.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        print(p.stdout.decode("utf-8", "replace"), end="")
        """
    let run = try runProgram(
        URL(fileURLWithPath: "/usr/bin/env"), [Array("python3".utf8), Array("-c".utf8), Array(probe.utf8)],
        environment: ["SCRIPT": script, "FIELDCHECK": binary.path])
    let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false)
    let head = lines.first?.split(separator: " ") ?? []
    return (Int32(head.first ?? "") ?? -1, Int(head.last ?? "") ?? -1, lines.dropFirst().joined(separator: "\n"))
}

@Suite struct RobustnessTests {
    /// A JSON Lines cell holding a huge array or object fails whatever it holds, so its
    /// contents are checked but not kept: the run takes no more memory than a line of the
    /// same size whose cell is one long string (it took ten times that).
    @Test func aHugeArrayInAJSONLinesCellTakesTheMemoryOfItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-jsonl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path
        let make = """
            import json, sys
            n = 1000000
            open(sys.argv[1] + "/array.jsonl", "w").write(json.dumps({"id": "1", "tags": list(range(n)), "x": {"a": [[1, 2], {"b": None}]}}) + "\\n")
            open(sys.argv[1] + "/string.jsonl", "w").write(json.dumps({"id": "1", "tags": "7" * len(json.dumps(list(range(n))))}) + "\\n")
            """
        #expect(try runProgram(URL(fileURLWithPath: "/usr/bin/env"), [Array("python3".utf8), Array("-c".utf8), Array(make.utf8), Array(path.utf8)]).status == 0)
        try Data("id --type integer\ntags --optional\n".utf8).write(to: folder.appendingPathComponent("f.fields"))
        // (Under AddressSanitizer, freed memory waits in a quarantine before it is used
        // again: none, so that the array's let-go contents are counted as let go.)
        let asan = "ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=0\""
        let array = try measured("\(asan) \"$FIELDCHECK\" check --jsonl --fields '\(path)/f.fields' '\(path)/array.jsonl'")
        let string = try measured("\(asan) \"$FIELDCHECK\" check --jsonl --fields '\(path)/f.fields' '\(path)/string.jsonl'")
        #expect(array.out == "1\ttags\tfailed\t\tan array is not a value\n")
        #expect(array.status == 1 && string.status == 0)
        #expect(array.maxRSS > 0 && array.maxRSS < string.maxRSS * 3 / 2, "\(array.maxRSS) KiB against \(string.maxRSS) KiB")
    }

    @Test func everyKindOfInvalidUTF8FailsWithItsPosition() throws {
        // overlong, surrogate, truncated, 0xFF, a lone continuation byte
        let run = try shell(#"printf 'a\300\257\nb\355\240\200\nc\342\202\n\377\n\200x\nok\n' | "$FIELDCHECK" -p '.*'"#)
        let reasons = run.lines.map { $0.split(separator: "\t").last.map(String.init) ?? "" }
        #expect(reasons == ["invalid UTF-8 at byte 2", "invalid UTF-8 at byte 2", "invalid UTF-8 at byte 2",
                            "invalid UTF-8 at byte 1", "invalid UTF-8 at byte 1", "ok"])
        let json = try shell(#"printf 'a\300\257\n\377\n' | "$FIELDCHECK" -p '.*' --json"#)
        for line in json.lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["invalid_utf8"] as? Bool == true)
        }
    }

    @Test func nulBytesInsideValues() throws {
        let run = try shell(#"printf 'a\000b\n\000\n' | "$FIELDCHECK" -p 'a\x00b|\x00' --count"#)
        #expect(run.out == "passed\t2\ntoo-short\t0\nfailed\t0\n")
        let echoed = try shell(#"printf 'a\000b\n' | "$FIELDCHECK" -p 'a.b' --only passed | od -An -c | tr -s ' '"#)
        #expect(echoed.out == " a \\0 b \\n\n")
    }

    @Test func aBinaryFileIsJustValues() throws {
        let run = try shell(#""$FIELDCHECK" -p '[a-z]+' --json < "$FIELDCHECK" | python3 -c 'import json,sys; n=sum(1 for l in sys.stdin if json.loads(l)); print(n > 1000)'"#)
        #expect(run.out == "True\n")
        let status = try shell(#""$FIELDCHECK" -p '[a-z]+' --count < "$FIELDCHECK" > /dev/null; echo $?"#)
        #expect(status.out == "1\n")
    }

    @Test func aLineOf200MBIsCheckedInMemoryAboutItsSize() throws {
        // (Past the default record bound of 64 MiB: a larger bound is asked for.)
        let result = try measured(#"head -c 200000000 /dev/zero | tr '\0' 'a' | "$FIELDCHECK" -p 'a+' --count --max-record-size 256M"#)
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("passed\t1\n"))
        #expect(result.maxRSS < 700_000, "max RSS \(result.maxRSS) KiB for a 200 MB line")
        // Within the default bound, the line fails, said why, in the memory of the bound.
        let bounded = try measured(#"head -c 200000000 /dev/zero | tr '\0' 'a' | "$FIELDCHECK" -p 'a+'"#)
        #expect(bounded.status == 1)
        #expect(bounded.out == "failed\t\ta value longer than 64 MiB (the record bound, --max-record-size): not checked\n")
        #expect(bounded.maxRSS < 300_000, "max RSS \(bounded.maxRSS) KiB for a 200 MB line past the bound")
    }

    @Test func tenMillionEmptyLines() throws {
        let run = try shell(#"yes '' | head -n 10000000 | "$FIELDCHECK" -p x --count"#)
        #expect(run.out == "passed\t0\ntoo-short\t10000000\nfailed\t0\n")
    }

    @Test func patternsThatMakeNoSenseForWholeValues() throws {
        // (*ACCEPT) cannot cut a whole-value match short (grep -x lets it).
        #expect(try fieldcheck("-p", "a(*ACCEPT)", "abc", "a").out == "failed\tabc\tdoes not match\npassed\ta\n")
        // \K, lookbehind at the start and callouts: the whole value is still what is judged.
        #expect(try fieldcheck("-p", #"a\Kb"#, "ab").out == "passed\tab\n")
        #expect(try fieldcheck("-p", "(?<=a)b", "b").out == "failed\tb\tdoes not match\n")
        #expect(try fieldcheck("-p", "a(?C1)b", "ab").out == "passed\tab\n")
        let large = try fieldcheck("-p", "((a{1000}){1000}){1000}", "x")
        #expect(large.err == "fieldcheck: error: bad pattern at offset 23: regular expression is too large\n")
        #expect(large.status == 2)
        #expect(try fieldcheck("-p", #"\C"#, "x").err.hasPrefix("fieldcheck: error: bad pattern at offset 2:"))
    }

    @Test func closedStderrIsNoCrash() throws {
        #expect(try shell(#""$FIELDCHECK" --bogus 2>&-; echo $?"#).out == "2\n")
        #expect(try shell(#"printf 'a\n' | "$FIELDCHECK" -p a 2>&-; echo $?"#).out == "passed\ta\n0\n")
    }

    @Test func aHundredThousandArguments() throws {
        let run = try shell(#"args=(); for i in $(seq 1 100000); do args+=("$i"); done; "$FIELDCHECK" -p '[0-9]+' --count "${args[@]}""#)
        #expect(run.out == "passed\t100000\ntoo-short\t0\nfailed\t0\n")
    }

    @Test func anArgumentOf128KiB() throws {
        let run = try shell(#""$FIELDCHECK" -p 'a+' --count "$(head -c 131000 /dev/zero | tr '\0' 'a')""#)
        #expect(run.out == "passed\t1\ntoo-short\t0\nfailed\t0\n")
    }

    /// Every option that takes a value, given a missing, empty, negative, huge or non-UTF-8
    /// one: a clean exit (0, 1 or 2), and on 2 a short message, never a trap.
    @Test func everyOptionWithBadValues() throws {
        let interface = FieldCheckInterface.make()
        let bad = ["''", "-1", "99999999999999999999", #""$(printf '\377')""#]
        for option in interface.options where option.takesValue && !option.hidden {
            let name = "--" + option.name
            let command = option.scopes.contains("check") ? "check" : "format"
            var lines = [#""$FIELDCHECK" \#(command) \#(name) < /dev/null"#]
            lines += bad.map { #""$FIELDCHECK" \#(command) \#(name) \#($0) x < /dev/null"# }
            for line in lines {
                let run = try shell(line + " 2>/tmp/fieldcheck-bad-err; echo \"exit $?\"; cat /tmp/fieldcheck-bad-err")
                let exit = run.lines.first { $0.hasPrefix("exit ") } ?? ""
                #expect(["exit 0", "exit 1", "exit 2"].contains(exit), "\(line): \(run.out)")
                if exit == "exit 2" {
                    let errors = run.out.components(separatedBy: "exit 2\n").last ?? ""
                    #expect(errors.hasPrefix("fieldcheck: error: "), "\(line): \(errors)")
                    #expect(errors.split(separator: "\n").count <= 3, "\(line): \(errors)")
                }
            }
        }
    }

    @Test func aCellOf100MB() throws {
        let fields = try temporaryFile("big --pattern 'a+'\n", name: "fields")
        let result = try measured(#"{ printf 'big,x\n'; head -c 100000000 /dev/zero | tr '\0' 'a'; printf ',y\n'; } | "$FIELDCHECK" --fields '\#(fields)' --count --max-record-size 128M"#)
        #expect(result.out.hasPrefix("big\tpassed\t1\n"))
        #expect(result.maxRSS < 450_000, "max RSS \(result.maxRSS) KiB for a 100 MB cell")
    }
}
