import ArgumentParsing
import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `format --in-place` on any table, on one thread or several and any chunk size: the file
/// afterwards is either the original byte for byte (a table error of any kind, or no cell
/// changed) or exactly what `format` writes to standard output on one thread; no temporary
/// file is left beside it. The first byte chooses the threads, the chunk size, the
/// delimiter, the header and its line ending; the rest is the table.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInPlace(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    let options = data[0]
    let delimiter: UInt8 = options & 0x20 != 0 ? 0x3B : 0x2C
    var table: [UInt8] = []
    if options & 0x40 == 0 {
        table = Array("name,zip,phone".utf8).map { $0 == 0x2C ? delimiter : $0 } + (options & 0x80 != 0 ? [0x0D] : [0x0A])
    }
    table += UnsafeBufferPointer(start: data + 1, count: size - 1)
    let folder = InPlaceFuzz.folder
    let path = Array("\(folder)/t.csv".utf8)
    InPlaceFuzz.write(path, table)

    // What format writes, on one thread, and whether it commits.
    let input = BytePath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
    precondition(input >= 0)
    var expected = OutputStream.captured()
    let outcome = InPlaceFuzz.command(threads: 1, delimiter: delimiter, inPlace: false).runOne(Input.probe(input), name: "t.csv", .init(messagePrefix: "", lineName: nil, reportName: nil), &expected)
    close(input)
    guard case .finished(_, let structural, let changed, _, _) = outcome else { preconditionFailure("format failed: \(outcome)") }

    var unused = OutputStream.captured()
    var rewrite = InPlaceFuzz.command(threads: 1 + Int(options & 3), delimiter: delimiter, inPlace: true)
    rewrite.chunkSize = 16 << Int((options >> 2) & 7)
    _ = rewrite.runFile(path, showNames: false, &unused)
    let after = InPlaceFuzz.read(path)
    if structural || !changed {
        precondition(after == table, "a table with errors (or no change) was rewritten")
    } else {
        precondition(after == expected.buffer.bytes, "the rewrite is not format's output")
    }
    precondition(InPlaceFuzz.names(folder) == ["t.csv"], "a temporary file was left behind")
    return 0
}

enum InPlaceFuzz {
    /// A folder of its own (in memory where there is /dev/shm). (The table's messages on
    /// stderr are silenced by libFuzzer's -close_fd_mask=2, which scripts/fuzz gives.)
    static let folder: String = {
        var template = Array("/dev/shm/fieldcheck-fuzz-XXXXXX".utf8CString)
        if access("/dev/shm", W_OK) != 0 { template = Array("/tmp/fieldcheck-fuzz-XXXXXX".utf8CString) }
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }()

    nonisolated(unsafe) static let columns: [(column: String, place: String, rule: Rule)] = {
        let text = "name --type name\nzip --type zip --optional\nphone --type phone\n"
        let declarations = try! FieldsFile.parse(Array(text.utf8), path: "f.fields", interface: FieldCheckInterface.make(), initial: Invocation())
        var options: [RuleOptions] = []
        return try! Program.columns(declarations, path: "f.fields", fromSchema: false, options: &options)
    }()

    static func command(threads: Int, delimiter: UInt8, inPlace: Bool) -> TableCommand {
        var output = OutputOptions()
        output.threads = threads
        output.inPlace = inPlace
        let columns = self.columns
        return TableCommand(
            formatting: true, columns: columns, output: output, delimiter: delimiter, files: [], inPlace: inPlace,
            makeColumns: {
                let text = "name --type name\nzip --type zip --optional\nphone --type phone\n"
                guard let declarations = try? FieldsFile.parse(Array(text.utf8), path: "f.fields", interface: FieldCheckInterface.make(), initial: Invocation()) else { return nil }
                var options: [RuleOptions] = []
                return try? Program.columns(declarations, path: "f.fields", fromSchema: false, options: &options)
            })
    }

    static func write(_ path: [UInt8], _ bytes: [UInt8]) {
        let descriptor = BytePath.withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        precondition(descriptor >= 0)
        precondition(bytes.withUnsafeBufferPointer { OutputStream.writeAll(descriptor, $0) } == 0)
        close(descriptor)
    }

    static func read(_ path: [UInt8]) -> [UInt8] {
        let descriptor = BytePath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        precondition(descriptor >= 0)
        defer { close(descriptor) }
        return (try? readAll(descriptor, name: "t.csv", limit: 1 << 30)) ?? []
    }

    static func names(_ folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
