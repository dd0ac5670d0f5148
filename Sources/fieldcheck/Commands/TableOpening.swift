import ArgumentParsing
import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Opening one table: the FILE argument opened, its bytes decoded as its format and
/// `--encoding` say (`DecodedInput`), its first bytes looked at (`FirstBytes`: a file read
/// the wrong way is refused with one line naming the option that reads it; Excel's `sep=`
/// line is honoured), then checked, formatted or rewritten.
extension TableCommand {
    /// Opens one FILE argument and checks (or formats, or rewrites) it, writing to `out`.
    func runFile(_ bytes: [UInt8], showNames: Bool, _ out: inout OutputStream) -> FileResult {
        let path = String(decoding: bytes, as: UTF8.self)
        let name = shownNames[bytes] ?? (path == "-" ? "(standard input)" : path)
        let source = Source(
            messagePrefix: files.isEmpty ? "" : resourceName.map { "resource \($0) (\(name)): " } ?? "\(name): ",
            lineName: showNames ? resourceName ?? name : nil, reportName: files.isEmpty ? nil : name, resourceName: resourceName)
        var input = Input.probe(0)
        if path != "-" {
            // The name's own bytes (it need not be UTF-8). A file to rewrite is opened
            // without waiting (a FIFO would wait for a writer): only a regular one is taken.
            let descriptor = BytePath.withCString(bytes) { open($0, O_RDONLY | O_CLOEXEC | (inPlace ? O_NONBLOCK | O_NOCTTY : 0)) }
            input = descriptor >= 0 ? Input.probe(descriptor) : Input(descriptor: -1, kind: .stream)
            if input.kind == .directory {
                close(descriptor)
                input = Input(descriptor: -1, kind: .directory)
                errno = EISDIR
            }
            if input.descriptor < 0 {
                let error = SystemError(file: path, code: errno)
                do throws(SystemError) { try out.message("fieldcheck: error: \(error.message)\n") } catch { return .opened(.failed(error)) }
                return .unreadable
            }
        }
        seen.reset()
        current.lineName = source.lineName
        let result = reading(bytes).readOpened(bytes, input, name: name, source, &out)
        if path != "-" { close(input.descriptor) }
        return result
    }

    /// An opened table, decoded and looked at, then read.
    func readOpened(_ path: [UInt8], _ opened: Input, name: String, _ source: Source, _ out: inout OutputStream) -> FileResult {
        func refuse(_ message: String) -> FileResult {
            do throws(SystemError) { try out.message("fieldcheck: error: \(source.messagePrefix)\(message)\n") } catch { return .opened(.failed(error)) }
            return .unreadable
        }
        let dialectFilter = dialect.isPlain || jsonLines || jsonArray ? nil : CSVDialectFilter(dialect, delimiter: delimiter)
        if inPlace && (compression != nil || transcoding != nil || dialectFilter != nil) {
            return refuse(
                "left as it was: --in-place writes back the bytes it reads, and this file is read through \(compression != nil ? "a decompressor" : transcoding != nil ? "--encoding" : "its CSV dialect") (format it to standard output instead)")
        }
        if compression == .zip && opened.isRegularFile && !Self.zipHasEnd(opened.descriptor) {
            return refuse("the zip archive is cut off or damaged: it has no end of central directory record")
        }
        var input = opened
        let decoded: DecodedInput?
        do throws(SystemError) {
            decoded = try DecodedInput.open(
                opened.descriptor, name: name, compression: compression, transcoding: transcoding,
                dialect: dialectFilter)
        } catch {
            return refuse(error.detail ?? error.message)
        }
        if let decoded { input = Input(descriptor: decoded.descriptor, kind: .stream) }
        var reader = self
        var note: String?
        if let problem = reader.look(at: &input, note: &note) {
            _ = decoded?.finish()
            return refuse(problem)
        }
        if let note {
            // (Through the file's own output: files checked side by side keep their order.)
            do throws(SystemError) { try out.message("fieldcheck: note: \(source.messagePrefix)\(note)\n") } catch { return .opened(.failed(error)) }
        }
        let outcome = inPlace ? reader.rewrite(path, input.descriptor, source) : reader.runOne(input, name: name, source, &out)
        if let error = decoded?.finish() { return .opened(.failed(error)) }
        return .opened(outcome)
    }

    /// Whether a zip file (from where reading starts to its end) ends as a zip archive does.
    static func zipHasEnd(_ descriptor: Int32) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return false }
        let start = max(0, lseek(descriptor, 0, SEEK_CUR))
        let count = min(Int(status.st_size) - Int(start), FirstBytes.zipEndNeeded)
        guard count >= 22 else { return false }
        var tail = [UInt8](repeating: 0, count: count)
        guard pread(descriptor, &tail, count, off_t(Int(status.st_size) - count)) == count else { return false }
        return FirstBytes.zipHasEnd(tail)
    }

    /// Looks at the input's first bytes (a regular file's without reading them, a pipe's
    /// kept in `input.prefix` for the readers): why it cannot be read as this command
    /// reads it, or nil, with an Excel `sep=` line taken (`separatorLine`) and a `note` to
    /// say when the text is not UTF-8.
    mutating func look(at input: inout Input, note: inout String?) -> String? {
        var first = [UInt8](repeating: 0, count: FirstBytes.needed)
        var have = 0
        // (Where reading starts: standard input may be a file already partly read.)
        let start = input.isRegularFile ? max(0, lseek(input.descriptor, 0, SEEK_CUR)) : 0
        if input.isRegularFile {
            have = max(0, pread(input.descriptor, &first, first.count, start))
        } else if inPlace {
            return nil  // (not a regular file: the rewrite refuses it)
        } else {
            // Enough to tell, without waiting for more than the first line of a slow producer.
            while have < first.count {
                let count = first.withUnsafeMutableBufferPointer { buffer -> Int in
                    guard let base = buffer.baseAddress else { return 0 }
                    return read(input.descriptor, base + have, buffer.count - have)
                }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                have += count
                if have >= 8 && first[0..<have].contains(0x0A) { break }
            }
            input.prefix = Array(first[0..<have])
        }
        let bytes = Array(first[0..<have])
        let format = formatName
        if compression == nil, let kind = FirstBytes.compression(bytes) {
            if kind == "zip" {
                return "the table is a zip archive: if it holds a \(format) file, give --format \(format).zip or name the file *.\(format).zip (an Excel workbook is a zip archive too: export it as CSV)"
            }
            if kind == "ole2" { return "the table is an Excel 97-2003 workbook (.xls): fieldcheck reads CSV, TSV and JSON; export it as CSV" }
            let ext = TableFormat.Compression(rawValue: kind)?.extension ?? kind
            return "the table is \(kind)-compressed: give --format \(format).\(ext), or name the file *.\(format).\(ext)"
        }
        if transcoding == nil, let wide = FirstBytes.wideEncoding(bytes) {
            let mark = wide.count == 6 ? " (its byte order mark says so)" : ""
            return "the table is \(wide.uppercased()) text\(mark), not UTF-8: give --encoding \(wide)"
        }
        // Text that is not UTF-8 (a Latin-1 or Windows-1252 export, without --encoding): its
        // cells will fail as invalid UTF-8; one note says what reads it. (A file's first 64
        // KiB, read without moving; a pipe's first bytes.)
        if transcoding == nil && collector == nil && !output.quiet {
            var sample = bytes
            if input.isRegularFile {
                sample = [UInt8](repeating: 0, count: 65536)
                let count = max(0, pread(input.descriptor, &sample, sample.count, start))
                sample.removeSubrange(count...)
            }
            if let offset = FirstBytes.notUTF8(sample) {
                note = "byte \(offset + 1) is not UTF-8: if the table is Latin-1 or Windows-1252 (what Excel writes on Windows), give --encoding windows-1252"
            }
        }
        let significant = FirstBytes.firstSignificant(bytes)
        if jsonLines && significant == 0x5B {
            return "the table is a JSON array, not JSON Lines (one object per line): give --format json, or name the file *.json"
        }
        if jsonArray && significant == 0x7B {
            return "the table is JSON objects, not one JSON array of them: give --format jsonl, or name the file *.jsonl"
        }
        if !jsonLines && !jsonArray, let (separator, length) = FirstBytes.separatorLine(bytes) {
            // Excel's line naming the delimiter: not a record, but written back by format.
            separatorLine = Array(bytes[0..<length])
            if !delimiterGiven { delimiter = separator }
            if input.isRegularFile {
                _ = lseek(input.descriptor, start + off_t(length), SEEK_SET)
            } else {
                input.prefix.removeFirst(length)
            }
        }
        return nil
    }
}
