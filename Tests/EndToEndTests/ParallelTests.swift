import Foundation
import Testing
import TestSupport

/// `--threads`: one input cut into chunks and checked on several threads must write what
/// one thread writes, byte for byte (stdout, stderr and their order, exit status), on
/// inputs made to be awkward. Small chunks (FIELDCHECK_CHUNK_SIZE) put many boundaries in
/// small inputs: inside quoted line breaks, between CR and LF, in the middle of huge cells.
@Suite struct ParallelTests {
    /// Values people paste: good and bad ZIP codes, CR LF endings, invalid UTF-8, blank
    /// lines, a huge line, a byte order mark first, and sometimes no final line break.
    static func values(_ random: inout SeededRandom, lines: Int) -> Data {
        var out: [UInt8] = random.below(4) == 0 ? [0xEF, 0xBB, 0xBF] : []
        for index in 0..<lines {
            let value: [UInt8]
            switch random.below(10) {
            case 0: value = Array(String(format: "%05d-%04d", random.below(100000), random.below(10000)).utf8)
            case 1: value = [0x31, 0x32, 0xFF, 0x33]  // not UTF-8
            case 2: value = []
            case 3: value = Array("1234".utf8)
            case 4: value = index % 97 == 0 ? Array(repeating: 0x39, count: 5000 + random.below(20000)) : Array("abcde".utf8)
            case 5: value = Array(" 12345 ".utf8)
            default: value = Array(String(format: "%05d", random.below(100000)).utf8)
            }
            out += value
            out += random.below(5) == 0 ? [0x0D, 0x0A] : [0x0A]
        }
        if random.below(2) == 0, out.last == 0x0A { out.removeLast() }
        return Data(out)
    }

    /// A contacts table: quoted cells with commas, doubled quotes and line breaks (LF, CR LF),
    /// CR LF or LF row endings, blank lines, rows of the wrong width, invalid UTF-8, a huge
    /// cell, and sometimes a quoted cell still open at the end.
    /// How rows end: LF or CR LF (most tables), CR alone (old Mac exports), or any of the three.
    enum Endings { case lfOrCRLF, cr, mixed }

    static func table(_ random: inout SeededRandom, rows: Int, endings: Endings = .lfOrCRLF) -> Data {
        func end() -> [UInt8] {
            switch endings {
            case .lfOrCRLF: return random.below(3) == 0 ? [0x0A] : [0x0D, 0x0A]
            case .cr: return [0x0D]
            case .mixed: return random.pick([[0x0A], [0x0D, 0x0A], [0x0D]])
            }
        }
        var out = Array("name,zip,state,phone".utf8) + (endings == .lfOrCRLF ? [0x0D, 0x0A] : end())
        let names = ["Ann Lee", "\"O'Neil, Mary\"", "\"Zoë \"\"Z\"\" Ng\"", "R2D2", "\"José\nGarcía\"", "\"multi\r\nline\"", "Émile"]
        let zips = ["12345", "1234", "\"02139\"", "12345-6789", "\u{FF11}2345", "9"]
        let states = ["NY", "ca", "New Jersey", "XX", "\"T\nX\"", ""]
        let phones = ["(201) 555-0123", "123-555-0123", "+44 20 7946 0958", "\"555\r\n0123\"", "201555"]
        for index in 0..<rows {
            switch random.below(40) {
            case 0: out += endings == .lfOrCRLF ? [0x0A] : end()  // blank line
            case 1: out += Array("too,few".utf8) + (endings == .lfOrCRLF ? [0x0A] : end())
            case 2: out += Array("a,\u{1}b,\"c".utf8) + [0xFF] + Array("\",d,e".utf8) + (endings == .lfOrCRLF ? [0x0A] : end())  // five cells, not UTF-8
            default:
                let name: [UInt8] = index % 101 == 0 ? Array("\"".utf8) + Array(repeating: 0x61, count: 3000 + random.below(9000)) + [0x0A, 0x22] : Array(random.pick(names).utf8)
                out += name + [0x2C] + Array(random.pick(zips).utf8) + [0x2C] + Array(random.pick(states).utf8) + [0x2C]
                    + Array(random.pick(phones).utf8)
                out += end()
            }
        }
        if random.below(6) == 0 { out += Array("\"open,1,NY,x\n".utf8) }
        return Data(out)
    }

    static let rules = "name --type name\nzip --type zip\nstate --type state\nphone --type phone\n"

    /// Runs a bash script with threads 1 and threads 3 (and small chunks), and expects the
    /// same bytes and status. `$IN` is the input file, `$FIELDS` the fields file.
    func expectSame(_ script: String, input: Data, chunkSize: Int, _ comment: Comment) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-par-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inPath = folder.appendingPathComponent("in").path
        let fieldsPath = folder.appendingPathComponent("fields").path
        try input.write(to: URL(fileURLWithPath: inPath))
        try Data(Self.rules.utf8).write(to: URL(fileURLWithPath: fieldsPath))
        func run(_ threads: Int) throws -> Run {
            try shell("export IN=\(inPath) FIELDS=\(fieldsPath) FIELDCHECK_CHUNK_SIZE=\(chunkSize) T=\(threads); " + script)
        }
        let one = try run(1), several = try run(3)
        // Compared whole, reported short: a difference is found again from the comment.
        #expect(several.stdout.count == one.stdout.count && several.stdout == one.stdout, comment)
        #expect(several.err == one.err, comment)
        #expect(several.status == one.status, comment)
    }

    @Test func valuesGiveTheSameOutputOnAnyNumberOfThreads() throws {
        var random = SeededRandom(state: 1123)
        for round in 0..<6 {
            let input = Self.values(&random, lines: 300 + random.below(900))
            let chunkSize = [16, 100, 333, 4096, 70000][round % 5]
            for mode in ["", "--count", "--json", "--only passed", "--only failed --only too-short", "-q", "--count --json", "-z --count"] {
                // stdout and stderr into one stream: messages must stay next to their lines.
                try expectSame("$FIELDCHECK -t zip -j $T \(mode) < $IN 2>&1", input: input, chunkSize: chunkSize, "check \(mode), round \(round)")
            }
            try expectSame("$FIELDCHECK format -t zip -j $T < $IN 2>&1", input: input, chunkSize: chunkSize, "format, round \(round)")
            try expectSame("$FIELDCHECK format --json -t zip -j $T < $IN", input: input, chunkSize: chunkSize, "format --json, round \(round)")
            // Through a pipe (chunks are cut when the pipe is empty, not only when full).
            try expectSame("cat $IN | $FIELDCHECK -p '\\d{5}' -j $T 2>&1", input: input, chunkSize: chunkSize, "pipe, round \(round)")
        }
    }

    /// `-t phone --count` counts lines a buffer at a time once an input passes 512 KiB (the
    /// line automaton); its counts must be those of the statuses one by one (`--only`,
    /// which never takes that way), from a file or a pipe, on one thread or several.
    @Test func phoneCountsAreTheStatusesOfTheLines() throws {
        let fixture = repositoryRoot.appendingPathComponent("Tests/FieldCheckTests/Fixtures/phone-mixed-cases.tsv")
        let values = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: "\t", omittingEmptySubsequences: false).first.map { $0.replacingOccurrences(of: "\\t", with: "\t") } }
        var random = SeededRandom(state: 424242)
        var out: [UInt8] = []
        while out.count < 1_500_000 {
            let value = values[random.below(values.count)]
            out += Array(value.utf8)
            out += random.below(6) == 0 ? [0x0D, 0x0A] : [0x0A]
            if random.below(50) == 0 { out += [0x0A] }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-phone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("in").path
        try Data(out).write(to: URL(fileURLWithPath: path))
        var expected = ""
        for status in ["passed", "too-short", "failed"] {
            let run = try shell("$FIELDCHECK -t phone -j 1 --only \(status) < \(path) | wc -l")
            expected += "\(status)\t\(String(decoding: run.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))\n"
        }
        for script in ["$FIELDCHECK -t phone --count -j 1 < \(path)", "cat \(path) | $FIELDCHECK -t phone --count -j 1",
                       "$FIELDCHECK -t phone --count -j 2 < \(path)", "cat \(path) | FIELDCHECK_CHUNK_SIZE=70000 $FIELDCHECK -t phone --count -j 3"] {
            let run = try shell(script)
            #expect(String(decoding: run.stdout, as: UTF8.self) == expected, "\(script)")
            #expect(run.status == 1)
        }
    }

    @Test func tablesGiveTheSameOutputOnAnyNumberOfThreads() throws {
        var random = SeededRandom(state: 20261123)
        for round in 0..<6 {
            let input = Self.table(&random, rows: 200 + random.below(600))
            let chunkSize = [16, 64, 257, 1000, 8192, 100000][round]
            for mode in ["", "--count", "--json", "--only failed", "--only passed", "-q", "--output-format gnu", "--output-format github", "--key phone", "-H --count --only failed"] {
                try expectSame("$FIELDCHECK check --fields $FIELDS -j $T \(mode) $IN 2>&1", input: input, chunkSize: chunkSize, "check \(mode), round \(round)")
            }
            try expectSame("$FIELDCHECK check --fields $FIELDS -j $T < $IN 2>&1", input: input, chunkSize: chunkSize, "stdin, round \(round)")
            try expectSame("cat $IN | $FIELDCHECK check --json --fields $FIELDS -j $T 2>&1", input: input, chunkSize: chunkSize, "pipe, round \(round)")
            try expectSame("$FIELDCHECK format --fields $FIELDS -j $T $IN 2>&1", input: input, chunkSize: chunkSize, "format, round \(round)")
            // Two files in one call, and a rewrite in place.
            try expectSame("$FIELDCHECK check --fields $FIELDS -j $T $IN $IN 2>&1", input: input, chunkSize: chunkSize, "two files, round \(round)")
            try expectSame(
                "d=$(mktemp -d) && cd $d && cp $IN t.csv && $FIELDCHECK format --in-place --fields $FIELDS -j $T t.csv 2>&1; s=$?; cat t.csv; rm -r $d; exit $s",
                input: input, chunkSize: chunkSize, "in place, round \(round)")
        }
    }

    /// Bare-CR tables (old Mac exports) and tables whose rows end in any of LF, CR LF and CR,
    /// at chunk sizes from 16 bytes: every thread count writes what one thread writes, and a
    /// rewrite in place commits exactly that. Seeded; `FIELDCHECK_DIFFERENTIAL_ROUNDS` runs
    /// more rounds (`make test-differential`).
    @Test func bareCRAndMixedEndingsGiveTheSameOutput() throws {
        var random = SeededRandom(state: 1984_0124)
        let rounds = ProcessInfo.processInfo.environment["FIELDCHECK_DIFFERENTIAL_ROUNDS"].flatMap { Int($0) } ?? 6
        for round in 0..<rounds {
            let endings: Endings = round % 2 == 0 ? .cr : .mixed
            let input = Self.table(&random, rows: 100 + random.below(700), endings: endings)
            let chunkSize = 16 + random.below(round % 3 == 0 ? 64 : 3000)
            let what = "\(endings), chunk \(chunkSize), round \(round)"
            for mode in ["--count", "--json", "--only passed"] {
                try expectSame("$FIELDCHECK check --fields $FIELDS -j $T \(mode) $IN 2>&1", input: input, chunkSize: chunkSize, "check \(mode), \(what)")
            }
            try expectSame("cat $IN | $FIELDCHECK check --fields $FIELDS -j $T 2>&1", input: input, chunkSize: chunkSize, "pipe, \(what)")
            try expectSame(
                "d=$(mktemp -d) && cd $d && cp $IN t.csv && $FIELDCHECK format --in-place --fields $FIELDS -j $T t.csv 2>&1; s=$?; cat t.csv; rm -r $d; exit $s",
                input: input, chunkSize: chunkSize, "in place, \(what)")
        }
    }

    @Test func smallFilesSideBySideGiveTheSameOutput() throws {
        var random = SeededRandom(state: 99)
        var tables: [Data] = []
        for _ in 0..<12 { tables.append(Self.table(&random, rows: 20 + random.below(200))) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-side-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, table) in tables.enumerated() { try table.write(to: folder.appendingPathComponent("t\(index).csv")) }
        try Data(Self.rules.utf8).write(to: folder.appendingPathComponent("rules.fields"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.csv"), withIntermediateDirectories: true)
        // Small files, a missing one and a folder among them, then more small files.
        let names = "t0.csv t1.csv t2.csv missing.csv t3.csv folder.csv t4.csv t5.csv t6.csv t7.csv t8.csv t9.csv t10.csv t11.csv"
        for mode in ["", "--count", "--json", "--only failed", "-q", "--output-format github", "-H --count --only passed"] {
            for command in ["check", "format"] where !(command == "format" && mode != "") {
                let script = "cd \(folder.path) && $FIELDCHECK \(command) --fields rules.fields -j $T \(mode) \(names)"
                let one = try shell("T=1; " + script + " 2>&1"), several = try shell("T=4; " + script + " 2>&1")
                #expect(several.stdout == one.stdout, "\(command) \(mode)")
                #expect(several.status == one.status, "\(command) \(mode)")
                let apartOne = try shell("T=1; " + script + " 2>/dev/null"), apartSeveral = try shell("T=4; " + script + " 2>/dev/null")
                #expect(apartSeveral.stdout == apartOne.stdout, "\(command) \(mode), stderr apart")
            }
        }
    }

    @Test func aClosedOutputEndsTheRunAtOnce() throws {
        // An endless input: only a closed output can end it.
        let values = try shell("yes 12345 | timeout 60 $FIELDCHECK -t zip -j 2 | head -1; echo \"${PIPESTATUS[1]}\"")
        #expect(values.lines == ["passed\t12345", "141"])
        let table = try shell("""
            { echo name,zip; yes 'Ann,1234'; } | timeout 60 $FIELDCHECK check --fields <(echo 'zip --type zip') -j 2 | head -1; echo "${PIPESTATUS[1]}"
            """)
        #expect(table.lines.count == 2 && table.lines[1] == "141", "\(table.lines)")
    }

    @Test func quietStopsAtTheFirstFailureInOrder() throws {
        // The failure is in the last chunk: every chunk before it passes, on any thread.
        let good = String(repeating: "12345\n", count: 5000)
        let run = try fieldcheck(["-q", "-t", "zip", "-j", "4"], input: good + "1234\n" + good, environment: ["FIELDCHECK_CHUNK_SIZE": "1000"])
        #expect(run.status == 1 && run.out.isEmpty && run.err.isEmpty)
        let passes = try fieldcheck(["-q", "-t", "zip", "-j", "4"], input: good, environment: ["FIELDCHECK_CHUNK_SIZE": "1000"])
        #expect(passes.status == 0)
    }

    @Test func chunksCheckedAfterTheStopSayNothing() throws {
        // -q stops at row 1; the chunks after it, checked ahead by the time the stop is
        // written, hold a message each (a row of the wrong width), which must never show:
        // from a file (read by the checking threads) or a pipe (by a reader thread).
        let script = """
            export FIELDCHECK_CHUNK_SIZE=64
            f=$(mktemp); { echo name,zip; echo Ann,1234; for i in $(seq 3000); do echo a,b,c; done; } > $f
            for round in 1 2 3 4 5; do
                $FIELDCHECK check --fields <(echo 'zip --type zip') -j 2 -q $f 2>&1; echo "file $?"
                cat $f | $FIELDCHECK check --fields <(echo 'zip --type zip') -j 2 -q 2>&1; echo "pipe $?"
            done
            rm $f
            """
        let run = try shell(script)
        #expect(run.lines == Array(repeating: ["file 1", "pipe 1"], count: 5).flatMap { $0 }, "\(run.lines.prefix(4))")
    }

    @Test func aFailedFirstReadIsReportedOnAnyNumberOfThreads() throws {
        // Standard input that is a directory: the read fails before any record, and the
        // failure, not "the table is empty", is what every thread count reports.
        for command in ["check --fields <(echo 'zip --type zip') --count", "format --fields <(echo 'zip --type zip')", "-t zip --count"] {
            let run = try shell("for t in 1 2 3; do $FIELDCHECK \(command) -j $t < /; echo \"status $?\"; done 2>&1")
            let lines = run.lines.filter { !$0.hasPrefix("status") }
            #expect(lines.count == 3 && lines.allSatisfy { $0.hasSuffix("Is a directory") }, "\(command): \(run.lines)")
            #expect(run.lines.filter { $0 == "status 2" }.count == 3, "\(command): \(run.lines)")
        }
    }

    @Test func threadsStartWhereverTheProcessMayRun() throws {
        // Workers start on cores of their own among those the process may use: with one
        // core (taskset), or more threads than cores, the output is still one thread's.
        let script = """
            command -v taskset >/dev/null || { echo 'taskset is missing (util-linux)'; exit 3; }
            f=$(mktemp); for i in $(seq 60000); do echo "(201) 555-$(( i % 10000 ))"; echo 1234; done > $f
            export FIELDCHECK_CHUNK_SIZE=4096
            one=$($FIELDCHECK -t phone -j 1 < $f | md5sum)
            for run in "taskset -c 0 $FIELDCHECK -t phone -j 4" "$FIELDCHECK -t phone -j 7" "taskset -c 0 $FIELDCHECK -t phone --count -j 2"; do
                $run < $f | md5sum
            done
            $FIELDCHECK -t phone --count -j 1 < $f | md5sum
            echo "$one"
            rm $f
            """
        let run = try shell(script)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.lines.count == 5 && run.lines[0] == run.lines[4] && run.lines[1] == run.lines[4] && run.lines[2] == run.lines[3])
    }

    @Test func threadsOptionIsCheckedAndDocumented() throws {
        let bad = try fieldcheck("-t", "zip", "--threads", "many", "12345")
        #expect(bad.status == 2)
        #expect(bad.err.contains("invalid value 'many' for '--threads': must be a whole number from 0 to 1024"))
        // 0 is one per core; arguments are checked on one thread either way.
        #expect(try fieldcheck("-t", "zip", "-j", "0", "12345").out == "passed\t12345\n")
        #expect(try fieldcheck("check", "--help").out.contains("--threads"))
    }
}
