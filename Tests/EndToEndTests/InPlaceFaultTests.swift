import Foundation
import Testing
import TestSupport

/// `format --in-place` under the faults people meet: a table with errors, files of every
/// kind, names that are not UTF-8, owners, modes, attributes and ACLs, hard links, signals
/// and kill -9 at random moments, a full disk, a size limit, a file appended to while it is
/// rewritten, and a closed output with SIGPIPE ignored. The promise each test holds: the
/// file afterwards is the original byte for byte or exactly what `format` writes, and no
/// temporary file is left (but after SIGKILL, which nothing can clean up after).
@Suite(.serialized) struct InPlaceFaultTests {
    static let rules = "name --type name\nphone --type phone\n"

    /// A folder of its own, with the fields file, removed afterwards.
    final class Scratch {
        let path: String
        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-fault-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data(InPlaceFaultTests.rules.utf8).write(to: URL(fileURLWithPath: path + "/r.fields"))
        }
        deinit { _ = try? shell("chmod -R u+rwx '\(path)' 2>/dev/null; rm -rf '\(path)'") }

        /// Runs a bash script inside the folder (`$F` is the fields file).
        func run(_ script: String) throws -> Run {
            try shell("cd '\(path)' && F=r.fields && " + script)
        }

        /// Temporary files of a rewrite left in the folder.
        func leftovers() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.contains(".fieldcheck-") }
        }
    }

    /// A table of `rows` rows whose phones all change when formatted (so a rewrite is due).
    static func table(rows: Int) -> String {
        var text = "name,phone\n"
        let names = ["ann lee", "bo", "cy ng", "dee", "émile"]
        for index in 0..<rows { text += "\(names[index % 5]),201555\(String(format: "%04d", index % 10000))\n" }
        return text
    }

    static var isRoot: Bool { getuid() == 0 }

    @Test func aTableWithErrorsIsNeverCommitted() throws {
        let scratch = try Scratch()
        let good = Self.table(rows: 2000)
        // A stray quote (the rest of the file is one open cell), a ragged row, a header
        // without a declared column, an empty file, a table with a stray quote read on
        // several threads in small chunks.
        let cases: [(String, String, String)] = [
            (good + "\"x,2015550123\n" + good.dropFirst(11), "", "a quoted cell is not closed"),
            (good + "too,many,cells\n" + good.dropFirst(11), "", "3 cells where the header has 2"),
            ("name,tel\nann,2015550123\n", "", "'phone'"),
            ("", "", "the table is empty"),
            (good + "\"open,2015550123\n" + good.dropFirst(11), "FIELDCHECK_CHUNK_SIZE=64 ", "a quoted cell is not closed"),
        ]
        for (index, (contents, environment, reason)) in cases.enumerated() {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: scratch.path + "/t\(index).csv"))
            let run = try scratch.run("\(environment)$FIELDCHECK format --in-place --fields $F -j 3 t\(index).csv")
            #expect(run.status == 2, "case \(index)")
            #expect(run.err.contains(reason), "case \(index): \(run.err)")
            #expect(run.err.hasSuffix("fieldcheck: error: t\(index).csv: left as it was: the table has errors (above)\n"), "case \(index): \(run.err)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/t\(index).csv")) == Data(contents.utf8), "case \(index)")
        }
        #expect(try scratch.leftovers().isEmpty)
    }

    @Test func onlyRegularFilesAreRewritten() throws {
        let scratch = try Scratch()
        let table = "name,phone\nann,2015550123\n"
        let script = """
            mkfifo fifo; mkdir folder; ln -s fifo link-to-fifo
            python3 -c 'import socket; socket.socket(socket.AF_UNIX).bind("sock")'
            for target in fifo link-to-fifo sock folder /dev/null missing; do
                timeout 10 $FIELDCHECK format --in-place --fields $F "$target"; echo "$target $?"
            done
            printf '\(table)' | timeout 10 $FIELDCHECK format --in-place --fields $F /dev/stdin; echo "stdin $?"
            printf '\(table)' | timeout 10 $FIELDCHECK format --in-place --fields $F /dev/fd/0; echo "fd0 $?"
            test -p fifo && test -S sock && test -d folder && test -c /dev/null && echo "all still what they were"
            """
        let run = try scratch.run(script)
        #expect(run.lines == ["fifo 2", "link-to-fifo 2", "sock 2", "folder 2", "/dev/null 2", "missing 2", "stdin 2", "fd0 2", "all still what they were"])
        let messages = run.err.split(separator: "\n").map(String.init)
        #expect(messages.count == 8, "\(messages)")
        for name in ["fifo", "link-to-fifo", "/dev/null", "/dev/stdin", "/dev/fd/0"] {
            #expect(messages.contains("fieldcheck: error: \(name): not a regular file (--in-place rewrites regular files only)"), "\(name): \(messages)")
        }
        #expect(messages.contains("fieldcheck: error: folder: Is a directory"))
        #expect(messages.contains("fieldcheck: error: missing: No such file or directory"))
        #expect(try scratch.leftovers().isEmpty)
    }

    @Test func namesThatAreNotUTF8() throws {
        let scratch = try Scratch()
        // `a\xffb.csv` and `a\xef\xbf\xbdb.csv` (U+FFFD in UTF-8) side by side: rewriting the
        // first must not touch the second, which a name decoded with replacement would name.
        let script = """
            printf 'name,phone\\nann,2015550123\\n' > a$'\\xff'b.csv
            printf 'name,phone\\nbo,2015550124\\n' > a$'\\xef\\xbf\\xbd'b.csv
            mkdir d$'\\xfe'; printf 'name,phone\\ncy,2015550125\\n' > d$'\\xfe'/x.csv
            ln -s a$'\\xff'b.csv link$'\\xfa'
            $FIELDCHECK format --in-place --fields $F a$'\\xff'b.csv d$'\\xfe'/x.csv; echo "status $?"
            cat a$'\\xff'b.csv a$'\\xef\\xbf\\xbd'b.csv d$'\\xfe'/x.csv
            printf 'name,phone\\ndee,2015550126\\n' > a$'\\xff'b.csv
            $FIELDCHECK format --in-place --fields $F link$'\\xfa'; echo "status $?"; test -L link$'\\xfa' && cat a$'\\xff'b.csv
            """
        let run = try scratch.run(script)
        #expect(run.lines == [
            "status 0", "name,phone", "Ann,(201) 555-0123", "name,phone", "bo,2015550124", "name,phone", "Cy,(201) 555-0125",
            "status 0", "name,phone", "Dee,(201) 555-0126",
        ], "\(run.lines) \(run.err)")
        #expect(try scratch.leftovers().isEmpty)
    }

    @Test(.enabled(if: InPlaceFaultTests.isRoot, "owners can only be given away as root"))
    func ownerGroupModeAttributesAndACLsAreKept() throws {
        let scratch = try Scratch()
        let script = """
            command -v setfacl >/dev/null || { echo 'setfacl is missing (scripts/install-deps --test installs acl)'; exit 3; }
            printf 'name,phone\\nann,2015550123\\n' > t.csv
            chown 1234:5678 t.csv; chmod 6751 t.csv
            python3 -c 'import os; os.setxattr("t.csv", "user.origin", b"crm export")'
            setfacl -m u:4321:rw t.csv
            before=$(getfacl -n t.csv 2>/dev/null); owner=$(stat -c '%u:%g %a' t.csv)
            $FIELDCHECK format --in-place --fields $F t.csv; echo "status $?"
            [ "$(stat -c '%u:%g %a' t.csv)" = "$owner" ] && echo "$owner"
            python3 -c 'import os; print(os.getxattr("t.csv", "user.origin").decode())'
            [ "$(getfacl -n t.csv 2>/dev/null)" = "$before" ] && echo "same ACL"
            cat t.csv
            """
        let run = try scratch.run(script)
        #expect(run.lines == ["status 0", "1234:5678 6771", "crm export", "same ACL", "name,phone", "Ann,(201) 555-0123"], "\(run.lines) \(run.err)")
    }

    @Test(.enabled(if: InPlaceFaultTests.isRoot, "needs a second user (setpriv as root)"))
    func anOwnerThatCannotBeKeptDropsTheSetIDBits() throws {
        // Another user with write permission (mode 6777) rewrites a file of 1234:5678: the
        // new file is theirs, so the set-user-ID and set-group-ID bits go, as cp drops them.
        let scratch = try Scratch()
        let script = """
            command -v setpriv >/dev/null || { echo 'setpriv is missing (util-linux)'; exit 3; }
            chmod 777 .; chmod 755 r.fields
            printf 'name,phone\\nann,2015550123\\n' > t.csv; chown 1234:5678 t.csv; chmod 6777 t.csv
            setpriv --reuid 4321 --regid 4321 --clear-groups $FIELDCHECK format --in-place --fields $F t.csv; echo "status $?"
            stat -c '%u:%g %a' t.csv; cat t.csv
            """
        let run = try scratch.run(script)
        #expect(run.lines == ["status 0", "4321:4321 777", "name,phone", "Ann,(201) 555-0123"], "\(run.lines) \(run.err)")
    }

    @Test func hardLinksAreRefusedUnlessAskedToBreak() throws {
        let scratch = try Scratch()
        let script = """
            printf 'name,phone\\nann,2015550123\\n' > t.csv; ln t.csv other.csv
            $FIELDCHECK format --in-place --fields $F t.csv; echo "status $?"; cat t.csv other.csv
            $FIELDCHECK format --in-place --break-hard-links --fields $F t.csv; echo "status $?"; cat t.csv other.csv
            """
        let run = try scratch.run(script)
        #expect(run.lines == [
            "status 2", "name,phone", "ann,2015550123", "name,phone", "ann,2015550123",
            "status 0", "name,phone", "Ann,(201) 555-0123", "name,phone", "ann,2015550123",
        ])
        #expect(run.err == "fieldcheck: error: t.csv: it has 2 hard links, which a rewrite would part (--break-hard-links rewrites it anyway)\n")
    }

    /// Each signal at seeded random moments of a rewrite: the file is the original or the
    /// formatted table, never anything else, and (but after SIGKILL) no temporary file is
    /// left. A run after a SIGKILL's leftover is not hindered by it.
    @Test func signalsAtRandomMomentsLeaveTheOriginalOrTheRewrite() throws {
        let scratch = try Scratch()
        try Data(Self.table(rows: 150_000).utf8).write(to: URL(fileURLWithPath: scratch.path + "/original.csv"))
        #expect(try scratch.run("$FIELDCHECK format --fields $F original.csv > formatted.csv").status == 0)
        var random = SeededRandom(state: 35)
        var seen: [String: Set<String>] = [:]
        for signal in ["TERM", "INT", "HUP", "KILL"] {
            for _ in 0..<5 {
                let delay = String(format: "%.3f", Double(random.below(700)) / 1000)
                // Job control on: a background job then keeps SIGINT (bash ignores it otherwise).
                let run = try scratch.run("""
                    set -m; cp original.csv t.csv
                    $FIELDCHECK format --in-place --fields $F t.csv 2>/dev/null & pid=$!
                    sleep \(delay); kill -\(signal) $pid 2>/dev/null; wait $pid; echo "status $?"
                    if cmp -s t.csv original.csv; then echo original; elif cmp -s t.csv formatted.csv; then echo formatted; else echo DAMAGED; fi
                    """)
                #expect(run.lines.count == 2 && run.lines[1] != "DAMAGED", "\(signal) after \(delay) s: \(run.lines)")
                seen[signal, default: []].insert(run.lines.last ?? "")
                if signal != "KILL" { #expect(try scratch.leftovers().isEmpty, "\(signal) after \(delay) s") }
            }
        }
        // A leftover of a killed run (or a fake one with a PID-like name) blocks nothing.
        try Data("x".utf8).write(to: URL(fileURLWithPath: scratch.path + "/.t.csv.fieldcheck-\(getpid())"))
        let after = try scratch.run("cp original.csv t.csv && $FIELDCHECK format --in-place --fields $F t.csv && cmp t.csv formatted.csv && echo ok")
        #expect(after.lines == ["ok"], "\(after.err)")
        // The moments were spread enough to catch runs before and (mostly) during the rewrite.
        #expect(seen.values.contains { $0.contains("original") }, "\(seen)")
    }

    @Test(.enabled(if: InPlaceFaultTests.isRoot, "a small tmpfs needs root (a private mount namespace)"))
    func aFullDiskLeavesTheOriginalWhole() throws {
        let scratch = try Scratch()
        // 1 MiB of tmpfs holds the 500 KB table, but not its 620 KB rewrite beside it.
        try Data(Self.table(rows: 30_000).utf8).write(to: URL(fileURLWithPath: scratch.path + "/original.csv"))
        let run = try scratch.run("""
            command -v unshare >/dev/null || { echo 'unshare is missing (util-linux)'; exit 3; }
            mkdir small
            unshare -m sh -c '
                mount -t tmpfs -o size=1m tmpfs small || exit 3
                cp original.csv small/t.csv
                $FIELDCHECK format --in-place --fields r.fields small/t.csv; echo "status $?"
                cmp small/t.csv original.csv && echo "original whole"
                ls -a small | grep -c fieldcheck-
                '
            """)
        #expect(run.lines == ["status 2", "original whole", "0"], "\(run.lines) \(run.err)")
        #expect(run.err == "fieldcheck: error: small/t.csv: cannot write: No space left on device\n")
    }

    @Test func aFileSizeLimitLeavesTheOriginalWhole() throws {
        // ulimit -f: a write past it raises SIGXFSZ (which would kill the run and leave the
        // temporary file); the rewrite ignores it, so the write fails and is reported.
        let scratch = try Scratch()
        // (500 KB, 620 KB rewritten: the limit between them.)
        try Data(Self.table(rows: 30_000).utf8).write(to: URL(fileURLWithPath: scratch.path + "/original.csv"))
        let run = try scratch.run("""
            cp original.csv t.csv
            (ulimit -f 580; $FIELDCHECK format --in-place --fields $F t.csv); echo "status $?"
            cmp t.csv original.csv && echo "original whole"
            """)
        #expect(run.lines == ["status 2", "original whole"], "\(run.lines) \(run.err)")
        #expect(run.err == "fieldcheck: error: t.csv: cannot write: File too large\n")
        #expect(try scratch.leftovers().isEmpty)
    }

    @Test func aFileAppendedToDuringTheRewriteLosesNothing() throws {
        let scratch = try Scratch()
        try Data(Self.table(rows: 150_000).utf8).write(to: URL(fileURLWithPath: scratch.path + "/original.csv"))
        var random = SeededRandom(state: 2026)
        for trial in 0..<5 {
            let delay = String(format: "%.3f", Double(random.below(400)) / 1000)
            let run = try scratch.run("""
                cp original.csv t.csv
                $FIELDCHECK format --in-place --fields $F t.csv 2>err & pid=$!
                sleep \(delay); echo 'late,2015550199' >> t.csv
                wait $pid; echo "status $?"; tail -1 t.csv; cat err
                """)
            // The line appended is in the file, whether it came before the rewrite was
            // committed (then it was refused, the original kept) or after; or, appended
            // before the rewrite read that far (a fast build, an early moment), formatted
            // with the rest.
            #expect(
                run.lines.count >= 2 && (run.lines[1] == "late,2015550199" || run.lines[0] == "status 0" && run.lines[1] == "Late,(201) 555-0199"),
                "trial \(trial), \(delay) s: \(run.lines)")
            if run.lines.first == "status 2" {
                #expect(run.lines.last == "fieldcheck: error: t.csv: it changed while it was being rewritten: left as it is", "\(run.lines)")
            } else {
                #expect(run.lines.first == "status 0", "\(run.lines)")
            }
        }
        #expect(try scratch.leftovers().isEmpty)
    }

    @Test func aClosedOutputWithSIGPIPEIgnoredIsAnErrorAsForGrep() throws {
        for command in ["-p '[0-9]+' -j 1", "-t zip -j 2", "check --fields <(echo 'n --type integer') --only passed -j 2"] {
            let run = try shell("""
                e=$(mktemp); (trap '' PIPE; { echo n; seq 1 300000; } | $FIELDCHECK \(command) 2>$e | head -1 >/dev/null; echo "${PIPESTATUS[1]}"); cat $e; rm -f $e
                """)
            #expect(run.lines == ["2", "fieldcheck: error: standard output: cannot write: Broken pipe"], "\(command): \(run.lines)")
        }
    }
}
