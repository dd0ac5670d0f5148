import Foundation
import Testing

/// What a stress run of the release binary found, each reproduction kept: exit 2 or a
/// record with a clear message, never a signal, never a read outside a package, never a hang.
@Suite struct HardeningTests {
    // MARK: Output that cannot be written, with several inputs

    /// Several tables (checked side by side on worker threads, or one after another) and a
    /// standard output that is full or closed: exit 2 and one message, on any thread count
    /// (it was a "Fatal access conflict" abort).
    @Test(arguments: ["> /dev/full", ">&-"])
    func severalTablesToAnOutputThatFailsEndWithOneMessage(_ redirection: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write("1.csv", "a\nx\n")
        try scratch.write("2.csv", "a\nx\n")
        try scratch.write("3.csv", "a\n7\n")
        try scratch.write("f.fields", "a --type integer\n")
        for command in ["check", "format"] {
            for threads in ["1", "2", "4"] {
                for form in [[], ["--json"], ["--count"], ["--output-format", "sarif"]] where command == "check" || form.isEmpty {
                    let run = try shell(
                        "cd '\(scratch.path)' && \"$FIELDCHECK\" \(command) --threads \(threads) \(form.joined(separator: " ")) --fields f.fields 1.csv 2.csv 3.csv \(redirection)")
                    let what = "\(command) -j \(threads) \(form) \(redirection)"
                    #expect(run.status == 2, "\(what): \(run.status) \(run.err)")
                    let messages = run.err.split(separator: "\n").filter { $0.hasPrefix("fieldcheck: error: standard output: cannot write") }
                    #expect(messages.count == 1, "\(what): \(run.err)")
                    #expect(!run.err.contains("Fatal") && !run.err.contains("crashed"), "\(what): \(run.err)")
                }
            }
        }
    }

    /// A Data Package of five resources to a full output: one message, exit 2, and no
    /// resource read after it.
    @Test func aPackageStopsAtTheFirstWriteError() throws {
        let scratch = try ScratchFolder()
        var resources: [String] = []
        for index in 1...5 {
            try scratch.write("r\(index).csv", "a\nx\n")
            resources.append(#"{"name": "r\#(index)", "path": "r\#(index).csv", "schema": {"fields": [{"name": "a", "type": "integer"}]}}"#)
        }
        try scratch.write("datapackage.json", #"{"resources": [\#(resources.joined(separator: ","))]}"#)
        for redirection in ["> /dev/full", ">&-"] {
            let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check datapackage.json \(redirection)")
            #expect(run.status == 2)
            #expect(run.err.components(separatedBy: "fieldcheck: error: standard output: cannot write").count == 2, "\(run.err)")
        }
    }

    // MARK: Integers read from input

    /// Exponents and digit runs of 19, 20 and 400 digits in every reader of numbers: a
    /// verdict, never a trap (an exponent of 19 digits was a SIGILL).
    @Test(arguments: [19, 20, 400])
    func longDigitRunsInNumbersAreVerdicts(_ digits: Int) throws {
        let scratch = try ScratchFolder()
        let run9 = String(repeating: "9", count: digits)
        let values = ["1e\(run9)", "1e-\(run9)", "1E+\(run9)", run9, "-\(run9)", "0.\(run9)", "\(run9).5e3", "1e0\(run9)"]
        try scratch.write("n.csv", "n,i\n" + values.map { "\($0),\($0)" }.joined(separator: "\n") + "\n")
        try scratch.write("n.jsonl", values.map { "{\"n\": \($0.hasPrefix("0.") || $0.hasPrefix("-") || $0.first == "1" || $0.first == "9" ? $0 : "\"\($0)\""), \"i\": \"\($0)\"}" }.joined(separator: "\n") + "\n")
        try scratch.write("n.json", #"{"fields": [{"name": "n", "type": "number"}, {"name": "i", "type": "integer"}]}"#)
        try scratch.write("bounds.json", #"{"fields": [{"name": "n", "type": "number", "constraints": {"minimum": "1e\#(run9)", "maximum": 1e\#(run9)}}, {"name": "i", "type": "integer", "constraints": {"maximum": \#(run9)}}]}"#)
        for arguments in [
            ["check", "--schema", "n.json", "n.csv"], ["format", "--schema", "n.json", "n.csv"],
            ["check", "--schema", "n.json", "n.jsonl"], ["check", "--schema", "bounds.json", "n.csv"],
            ["schema", "bounds.json"], ["infer", "--table-schema", "n.csv"], ["infer", "n.csv"],
            ["check", "-t", "decimal", "--maximum", "1\(run9)", "1", "2"],
            ["check", "-t", "integer", "--minimum", "-\(run9)", "--maximum", run9, run9, "1\(run9)"],
            ["check", "--min-length", run9, "x"], ["check", "--max-length", run9, "x"], ["check", "--threads", run9, "-t", "zip", "12345"],
        ] {
            let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" " + arguments.map { "'\($0)'" }.joined(separator: " "))
            #expect([0, 1, 2].contains(run.status), "\(arguments): \(run.status) \(run.err.prefix(300))")
            if run.status == 2 { #expect(run.err.hasPrefix("fieldcheck: "), "\(arguments): \(run.err.prefix(300))") }
        }
    }

    // MARK: Data Package paths

    /// Every path a package gives resolves inside its folder once symlinks are followed;
    /// anything else is refused by name before it is read, and `--trusted` allows it.
    @Test func aPackageReadsNothingOutsideItsFolder() throws {
        let scratch = try ScratchFolder()
        try scratch.write("secret/s.csv", "id\nSECRET-TOKEN\n")
        try scratch.write("secret/schema.json", #"{"fields": [{"name": "id", "type": "integer"}]}"#)
        try scratch.write("pk/data.csv", "id\n1\n")
        let pk = scratch.path + "/pk"
        try FileManager.default.createSymbolicLink(atPath: pk + "/pw.csv", withDestinationPath: scratch.path + "/secret/s.csv")
        try FileManager.default.createSymbolicLink(atPath: pk + "/zero.csv", withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: pk + "/up", withDestinationPath: scratch.path + "/secret")
        try FileManager.default.createSymbolicLink(atPath: pk + "/inside.csv", withDestinationPath: "data.csv")
        #expect(mkfifo(pk + "/fifo.csv", 0o644) == 0)
        let schema = #"{"fields": [{"name": "id", "type": "integer"}]}"#
        let refused: [(path: String, schema: String, message: String)] = [
            (#""../secret/s.csv""#, schema, #"path "../secret/s.csv" leaves the package's folder with '..'"#),
            (#""\#(scratch.path)/secret/s.csv""#, schema, "is absolute"),
            (#""pw.csv""#, schema, #"path "pw.csv" is a symlink that leaves the package's folder"#),
            (#""up/s.csv""#, schema, #"path "up/s.csv" is a symlink that leaves the package's folder"#),
            (#""zero.csv""#, schema, #"path "zero.csv" is a symlink that leaves the package's folder"#),
            (#""fifo.csv""#, schema, #"path "fifo.csv" is a FIFO, not a regular file"#),
            (#""data.csv\u0000.x""#, schema, #"path "data.csv\u0000.x" holds a NUL character"#),
            (#"["data.csv", "pw.csv"]"#, schema, #"path "pw.csv" is a symlink that leaves"#),
            (#""data.csv""#, #""../secret/schema.json""#, #"schema path "../secret/schema.json" leaves the package's folder"#),
        ]
        for (path, schemaValue, message) in refused {
            try scratch.write("pk/datapackage.json", #"{"resources": [{"name": "r", "path": \#(path), "schema": \#(schemaValue)}]}"#)
            let started = Date()
            let run = try shell("cd '\(pk)' && timeout 20 \"$FIELDCHECK\" check datapackage.json")
            #expect(Date().timeIntervalSince(started) < 10, "\(path)")
            #expect(run.status == 2, "\(path): \(run.status) \(run.err)")
            #expect(run.err.contains(message), "\(path): \(run.err)")
            #expect(!run.out.contains("SECRET") && !run.err.contains("SECRET"), "\(path)")
        }
        // A symlink that stays inside is read.
        try scratch.write("pk/datapackage.json", #"{"resources": [{"name": "r", "path": "inside.csv", "schema": \#(schema)}]}"#)
        #expect(try shell("cd '\(pk)' && \"$FIELDCHECK\" check datapackage.json").status == 0)
        // Trusted: read as given.
        try scratch.write("pk/datapackage.json", #"{"resources": [{"name": "r", "path": "../secret/s.csv", "schema": "../secret/schema.json"}]}"#)
        let trusted = try shell("cd '\(pk)' && \"$FIELDCHECK\" check --trusted datapackage.json")
        #expect(trusted.status == 1 && trusted.out.contains("SECRET-TOKEN"), "\(trusted.out) \(trusted.err)")
        #expect(try fieldcheck("check", "--trusted", "-t", "zip", "12345").status == 2)
    }

    // MARK: The record bound

    /// Values past the bound fail with a reason that says so, and the values after them are
    /// checked, from a pipe and a file, on one thread and several, in every form.
    @Test func aValuePastTheRecordBoundFailsAndTheRestIsChecked() throws {
        let scratch = try ScratchFolder()
        let big = String(repeating: "1", count: 5000)
        try scratch.write("v.txt", "12345\n\(big)\n99999\n\(String(repeating: "2", count: 3000))")
        let reason = "a value longer than 1 KiB (the record bound, --max-record-size): not checked"
        for threads in ["1", "2"] {
            for feed in ["< v.txt", "cat v.txt |"] {
                func run(_ arguments: String) throws -> Run {
                    let script = feed.hasPrefix("<")
                        ? "cd '\(scratch.path)' && \"$FIELDCHECK\" \(arguments) -j \(threads) --max-record-size 1K \(feed)"
                        : "cd '\(scratch.path)' && \(feed) \"$FIELDCHECK\" \(arguments) -j \(threads) --max-record-size 1K"
                    return try shell(script)
                }
                let lines = try run("-t zip")
                #expect(lines.status == 1)
                #expect(lines.lines == ["passed\t12345", "failed\t\t\(reason)", "passed\t99999", "failed\t\t\(reason)"], "\(feed) -j \(threads)")
                #expect(try run("-t zip --count").lines == ["passed\t2", "too-short\t0", "failed\t2"])
                let json = try run("-t zip --json").lines
                #expect(json.count == 4 && json[1] == #"{"line":2,"value":"","status":"failed","reason":"\#(reason)"}"#, "\(json)")
                let format = try run("format -t zip")
                #expect(format.status == 1 && format.lines == ["12345", "", "99999", ""], "\(format.out)")
                #expect(format.err.contains("line 2: failed: \(reason)"))
            }
        }
    }

    /// A CSV row past the bound (quoted line breaks in it) is a table error with its row and
    /// line; the rows after it are checked; one thread and several give the same bytes; a
    /// header past it ends the table at once.
    @Test func aRowPastTheRecordBoundIsATableError() throws {
        let scratch = try ScratchFolder()
        let big = String(repeating: "9", count: 3000)
        var table = "id,name\n1,a\n\"\(big)\n\(big)\",b\nx,c\n\(big),d\n3,e\n"
        for index in 0..<3000 { table += "\(index),f\n" }
        try scratch.write("big.csv", table)
        try scratch.write("i.fields", "id --type integer\n")
        try scratch.write("head.csv", big + ",x\n1,2\n")
        let reason = "a row longer than 1 KiB (the record bound, --max-record-size): not checked"
        var outputs: [String: String] = [:]
        for threads in ["1", "2", "3"] {
            for form in ["", "--json", "--count", "--output-format gnu"] {
                for feed in ["big.csv", "- < big.csv", "- < <(cat big.csv)"] {
                    let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check -j \(threads) --max-record-size 1K \(form) --fields i.fields \(feed)")
                    #expect(run.status == 2, "\(form) \(feed)")
                    if let first = outputs[form + feed] { #expect(run.out == first, "-j \(threads) \(form) \(feed)") } else { outputs[form + feed] = run.out }
                }
            }
        }
        let plain = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check --max-record-size 1K --fields i.fields big.csv")
        #expect(plain.lines == ["3\t\terror\t\t\(reason)", "4\tid\tfailed\tx\t'x' is not allowed in an integer", "5\t\terror\t\t\(reason)"], "\(plain.out)")
        let json = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check --max-record-size 1K --json --fields i.fields big.csv")
        #expect(json.lines.first?.contains(#""row":3,"line":3,"#) == true && json.lines.last?.contains(#""row":5,"line":6,"#) == true, "\(json.out)")
        for threads in ["1", "2"] {
            let header = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check -j \(threads) --max-record-size 1K --fields i.fields head.csv")
            #expect(header.status == 2 && header.err.contains("the header row is longer than 1 KiB"), "\(header.err)")
        }
        let infer = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" infer --max-record-size 1K big.csv")
        #expect(infer.status == 0 && infer.out.contains("# 2 rows are longer than 1 KiB (the record bound, --max-record-size; check reports each as an error): rows 3, 5"), "\(infer.out)")
    }

    /// JSON Lines and JSON arrays: a line past the bound is a table error and the lines after
    /// it are checked; an element past it stops the array, which format writes back whole.
    @Test func jsonRecordsPastTheBound() throws {
        let scratch = try ScratchFolder()
        let big = String(repeating: "9", count: 3000)
        try scratch.write("t.jsonl", "{\"id\": \"1\"}\n{\"id\": \"\(big)\"}\n{\"id\": \"x\"}\n")
        try scratch.write("t.json", "[" + (0..<100).map { "{\"id\": \"\($0)\"}" }.joined(separator: ",") + ",{\"id\": \"\(big)\"}, {\"id\": \"x\"}]")
        try scratch.write("i.fields", "id --type integer\n")
        let lines = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check --max-record-size 1K --fields i.fields t.jsonl")
        #expect(lines.status == 2)
        #expect(lines.lines == ["2\t\terror\t\ta line longer than 1 KiB (the record bound, --max-record-size): not checked", "3\tid\tfailed\tx\t'x' is not allowed in an integer"], "\(lines.out)")
        let array = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" check --max-record-size 1K --fields i.fields t.json")
        #expect(array.status == 2 && array.lines == ["101\t\terror\t\tan element longer than 1 KiB (the record bound, --max-record-size): not checked; the rest of the array is not read"], "\(array.out)")
        let format = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" format --max-record-size 1K --fields i.fields t.json | cmp - t.json")
        #expect(format.status == 0, "\(format.out)")
    }

    /// An endless or expanding input holds memory to a small multiple of the bound: /dev/zero
    /// as a table ends at once (its header is past the bound), a compressed line of 200 MB
    /// is read past in the memory of a short one.
    @Test func endlessAndExpandingInputsStayWithinTheBound() throws {
        let scratch = try ScratchFolder()
        try scratch.write("f.fields", "a --type integer\n")
        for feed in ["/dev/zero", "- < /dev/zero"] {
            let started = Date()
            let run = try shell("cd '\(scratch.path)' && timeout 60 \"$FIELDCHECK\" check --max-record-size 4M --fields f.fields \(feed)")
            #expect(run.status == 2 && run.err.contains("the header row is longer than 4 MiB"), "\(run.status) \(run.err)")
            #expect(Date().timeIntervalSince(started) < 30)
        }
        #expect(try shell("cd '\(scratch.path)' && (printf 'a\\n1\\n'; head -c 200000000 /dev/zero | tr '\\0' 7; printf '\\nx\\n2\\n') | gzip -1 > line.csv.gz && printf 'a\\n1\\n7\\nx\\n2\\n' | gzip > short.csv.gz").status == 0)
        let asan = "ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=0\""
        let long = try measured("cd '\(scratch.path)' && \(asan) \"$FIELDCHECK\" check --max-record-size 1M --fields f.fields line.csv.gz")
        let short = try measured("cd '\(scratch.path)' && \(asan) \"$FIELDCHECK\" check --max-record-size 1M --fields f.fields short.csv.gz")
        #expect(long.status == 2 && long.out.hasPrefix("3\t\terror\t\ta row longer than 1 MiB"), "\(long.out)")
        #expect(long.out.contains("4\ta\tfailed\tx"))
        #expect(long.maxRSS > 0 && long.maxRSS < short.maxRSS + 32 * 1024, "\(long.maxRSS) KiB against \(short.maxRSS) KiB")
    }

    @Test func theRecordBoundTakesSizes() throws {
        for good in ["1K", "64M", "1G", "4096", "2MiB"] {
            #expect(try fieldcheck("-t", "zip", "--max-record-size", good, "12345").status == 0, "\(good)")
        }
        for bad in ["0", "12", "1T", "-1", "M", "99999999999999999999", "1.5M", "2048G"] {
            let run = try fieldcheck("-t", "zip", "--max-record-size", bad, "12345")
            #expect(run.status == 2 && run.err.contains("must be a size from 1K to 1024G"), "\(bad): \(run.err)")
        }
    }

    // MARK: Rewrites

    /// A file without an ACL, in a folder with a default ACL, comes back without one and
    /// with its mode; a file with one keeps it exactly.
    @Test func aRewriteKeepsTheFilesOwnACLExactly() throws {
        let scratch = try ScratchFolder()
        try scratch.write("f.fields", "phone --type phone\n")
        let run = try shell("""
            cd '\(scratch.path)'
            command -v setfacl >/dev/null || { echo 'setfacl is missing (scripts/install-deps --test installs acl)'; exit 3; }
            mkdir d && printf 'phone\\n2015550123\\n' > d/plain.csv && printf 'phone\\n2015550123\\n' > d/own.csv
            chmod 640 d/plain.csv && setfacl -m u:4321:r d/own.csv
            setfacl -d -m u:1234:rwx,g::rwx,o::rwx d || { echo 'no ACLs on this file system'; exit 3; }
            plain=$(getfacl -n d/plain.csv 2>/dev/null); own=$(getfacl -n d/own.csv 2>/dev/null); mode=$(stat -c %a d/plain.csv)
            "$FIELDCHECK" format --in-place --fields f.fields d/plain.csv d/own.csv; echo "status $?"
            [ "$(getfacl -n d/plain.csv 2>/dev/null)" = "$plain" ] && echo "plain: no ACL" || getfacl -n d/plain.csv
            [ "$(stat -c %a d/plain.csv)" = "$mode" ] && echo "plain: mode kept"
            [ "$(getfacl -n d/own.csv 2>/dev/null)" = "$own" ] && echo "own: same ACL" || getfacl -n d/own.csv
            cat d/plain.csv
            """)
        if run.status == 3 { return }  // (no setfacl, or a file system without ACLs: said in run.out)
        #expect(run.lines == ["status 0", "plain: no ACL", "plain: mode kept", "own: same ACL", "phone", "(201) 555-0123"], "\(run.out) \(run.err)")
    }

    /// A temporary file left by a killed rewrite is said and removed by the next rewrite of
    /// the file once its process no longer runs; one of a live process, or of an older
    /// version (no PID in its name), is said and left.
    @Test func leftoversOfAKilledRewriteAreSaidAndRemoved() throws {
        let scratch = try ScratchFolder()
        try scratch.write("f.fields", "phone --type phone\n")
        var table = "phone\n"
        for _ in 0..<400_000 { table += "2015550123\n" }
        try scratch.write("t.csv", table)
        // A real SIGKILL in the middle of a rewrite.
        let killed = try shell("""
            cd '\(scratch.path)'
            "$FIELDCHECK" format --in-place --fields f.fields t.csv & pid=$!
            for i in $(seq 1 200); do ls -a | grep -q "^\\.t\\.csv\\.fieldcheck-$pid-" && break; sleep 0.01; done
            kill -9 $pid; wait $pid; ls -a | grep -c "^\\.t\\.csv\\.fieldcheck-$pid-........$"
            """)
        let left = Int(killed.lines.last ?? "") ?? -1
        #expect(left <= 1, "\(killed.out)")
        // A dead process's, a live one's, an older version's.
        let dead = try shell("sh -c 'echo $$'").out.trimmingCharacters(in: .whitespacesAndNewlines)
        try scratch.write(".t.csv.fieldcheck-\(dead)-abcdEFGH", "x")
        try scratch.write(".t.csv.fieldcheck-\(getpid())-abcdEFGH", "x")
        try scratch.write(".t.csv.fieldcheck-abcdefghIJKL", "x")
        try scratch.write(".other.csv.fieldcheck-\(dead)-abcdEFGH", "x")
        let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" format --in-place --fields f.fields t.csv")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("fieldcheck: removed .t.csv.fieldcheck-\(dead)-abcdEFGH, left by a rewrite of t.csv that was killed (process \(dead) no longer runs)"), "\(run.err)")
        #expect(run.err.contains(".t.csv.fieldcheck-\(getpid())-abcdEFGH belongs to a rewrite of t.csv that is still running (process \(getpid())): left as it is"), "\(run.err)")
        #expect(run.err.contains(".t.csv.fieldcheck-abcdefghIJKL is left from an earlier rewrite of t.csv"), "\(run.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.contains(".fieldcheck-") }.sorted()
        #expect(names == [".other.csv.fieldcheck-\(dead)-abcdEFGH", ".t.csv.fieldcheck-\(getpid())-abcdEFGH", ".t.csv.fieldcheck-abcdefghIJKL"], "\(names)")
    }

    // MARK: infer's header

    /// infer refuses a header that names a column twice, as check does, and a header of
    /// more columns than it proposes rules for, at once (100,000 names `a` took 17.7 s and
    /// wrote 100,000 fields named `a`; a million columns ran past a minute).
    @Test func inferRefusesDuplicateAndEndlessHeaders() throws {
        let scratch = try ScratchFolder()
        try scratch.write("dup.csv", "a,b,a\n1,2,3\n")
        try scratch.write("dup.jsonl", "{\"a\": 1, \"a\": 2}\n")
        let many = (0..<100_000).map { _ in "a" }.joined(separator: ",")
        try scratch.write("many.csv", many + "\n" + many + "\n")
        try scratch.write("wide.csv", (0..<20_000).map { "c\($0)" }.joined(separator: ",") + "\n")
        for (file, message) in [
            ("dup.csv", "the header names column 'a' twice (columns 1 and 3)"),
            ("dup.jsonl", "the header names column 'a' twice (columns 1 and 2)"),
            ("many.csv", "the header names column 'a' twice (columns 1 and 2)"),
            ("wide.csv", "the header has 20000 columns: infer proposes rules for at most 16384"),
        ] {
            let started = Date()
            let run = try shell("cd '\(scratch.path)' && \"$FIELDCHECK\" infer \(file)")
            #expect(run.status == 2 && run.out.isEmpty, "\(file): \(run.out.prefix(200))")
            #expect(run.err.hasPrefix("fieldcheck: error: \(file): \(message)"), "\(file): \(run.err)")
            #expect(Date().timeIntervalSince(started) < 20, "\(file)")
        }
    }

    // MARK: Integers in the types' readers

    /// A Punycode label that decodes to exactly Int.max (it trapped on `result + 1`), and an
    /// ISSN with a line break before its check digit (`isdigits` lets it through, as
    /// Python's `$` does; stdnum's `int()` then raises): failed values, never a trap.
    @Test func typeReadersHoldTheirIntegers() throws {
        let email = try fieldcheck("-t", "email", "a@xn--hz767205604493046e.com", "b@xn--hz767205604493046e")
        #expect(email.status == 1 && email.lines.count == 2 && email.lines.allSatisfy { $0.hasPrefix("failed\t") }, "\(email.out) \(email.err)")
        let issn = try fieldcheck("-t", "issn", "--json", "123456\n5", "12345679")
        #expect(issn.lines == [
            #"{"line":1,"value":"123456\n5","status":"failed","reason":"an ISSN has only digits"}"#,
            #"{"line":2,"value":"12345679","status":"passed"}"#,
        ], "\(issn.out)")
    }

    // MARK: One huge cell

    /// A value far longer than any of its type (a code, an identifier, a date, an e-mail
    /// address) fails unread, alike with and without the fast tiers; surrounded by spaces, a
    /// valid one still passes; and a 20 MB cell under each type and option peaks within a
    /// small multiple of what reading it as text takes (a 40 MB cell took 1.8 GB as a UUID).
    @Test func aHugeCellIsJudgedInMemoryAboutItsSize() throws {
        let scratch = try ScratchFolder()
        _ = try shell("cd '\(scratch.path)' && head -c 2000000 /dev/zero | tr '\\0' a > two.txt && head -c 20000000 /dev/zero | tr '\\0' a > cell.txt && head -c 20000000 /dev/zero | tr '\\0' 7 > digits.txt")
        for type in ["uuid", "email", "iban", "vat", "date", "state", "phone", "isbn"] {
            for reference in ["0", "1"] {
                let run = try shell("cd '\(scratch.path)' && FIELDCHECK_REFERENCE=\(reference) \"$FIELDCHECK\" -t \(type) --json < two.txt | sed 's/\"value\":\"a*\"/\"value\":\"A\"/'")
                #expect(run.out == #"{"line":1,"value":"A","status":"failed","reason":"longer than 1 MiB: no \#(type) is that long (not read further)"}"# + "\n", "\(type) \(reference): \(run.out.prefix(300))")
            }
        }
        let padded = try shell("cd '\(scratch.path)' && { head -c 1500000 /dev/zero | tr '\\0' ' '; printf '12345'; head -c 1500000 /dev/zero | tr '\\0' ' '; } | \"$FIELDCHECK\" -t zip --count")
        #expect(padded.out == "passed\t1\ntoo-short\t0\nfailed\t0\n")
        let asan = "ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=0\""
        let text = try measured("cd '\(scratch.path)' && \(asan) \"$FIELDCHECK\" -t text --count < cell.txt")
        for rule in ["-t uuid", "-t email", "-t iban", "-t vat", "-t isbn", "-t date", "-t country", "-t decimal", "--one-of a", "-i --one-of A", "--many -t integer"] {
            for file in ["cell.txt", "digits.txt"] {
                let run = try measured("cd '\(scratch.path)' && \(asan) \"$FIELDCHECK\" \(rule) --count < \(file)")
                #expect([0, 1].contains(run.status), "\(rule) \(file)")
                #expect(run.maxRSS > 0 && run.maxRSS < text.maxRSS * 4, "\(rule) \(file): \(run.maxRSS) KiB against \(text.maxRSS) KiB as text")
            }
        }
    }
}
