import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A table file's bytes as its compression and `--encoding` say, each step a pipe: the
/// system's decompressor (`gzip -dc`, as ripgrep's --search-zip runs it) in a process of
/// its own, then UTF-8 from another encoding (and a CSV dialect rewritten as plain CSV) on
/// a thread of its own. The readers read the last pipe as they read standard input,
/// chunks on every core included; the decoding runs beside them. `finish` reaps both and
/// says whether either failed.
final class DecodedInput {
    /// What the readers read.
    let descriptor: Int32
    private let name: String
    /// The decompressor, and its command as messages name it (`gzip -dc`).
    private var child: (pid: pid_t, program: String)?
    private var transcoder: WorkerThread?
    private let transcoding: TranscodingOutcome?

    final class TranscodingOutcome: @unchecked Sendable {
        var error: SystemError?
    }

    private init(descriptor: Int32, name: String, child: (pid_t, String)?, transcoder: WorkerThread?, transcoding: TranscodingOutcome?) {
        self.descriptor = descriptor
        self.name = name
        self.child = child
        self.transcoder = transcoder
        self.transcoding = transcoding
    }

    /// How to turn bytes of another encoding into UTF-8: done here, or by iconv.
    enum Transcoding {
        case builtIn(TextDecoder.Encoding)
        case iconv(String)

        /// The encoding `--encoding NAME` names; nil for UTF-8 (nothing to do). Throws a
        /// message when neither fieldcheck nor the system's iconv knows the name.
        static func named(_ name: String) throws(SystemError) -> Transcoding? {
            if let encoding = TextDecoder.Encoding(name: name) { return encoding == .utf8 ? nil : .builtIn(encoding) }
            guard let converter = IconvDecoder(from: name) else {
                throw SystemError(
                    file: "--encoding '\(name)'",
                    detail: "not an encoding fieldcheck knows (utf-8, latin-1, windows-1252, utf-16, utf-32 and their -le/-be) nor one the system's iconv offers (iconv -l lists those)")
            }
            converter.close()
            return .iconv(name)
        }
    }

    /// `source` (open on the file) read through `compression` and `transcoding`; nil when
    /// there is neither (the file is read as it is). `prefix`: bytes already read from
    /// `source` (to see what it is), transcoded first; only without compression.
    static func open(
        _ source: Int32, name: String, compression: TableFormat.Compression?, transcoding: Transcoding?,
        dialect: CSVDialectFilter? = nil, prefix: [UInt8] = []
    ) throws(SystemError) -> DecodedInput? {
        guard compression != nil || transcoding != nil || dialect != nil else { return nil }
        var current = source
        var child: (pid_t, String)?
        if let compression {
            let (pid, readEnd) = try spawnDecompressor(compression, input: source, name: name)
            child = (pid, compression == .zip ? compression.program : "\(compression.program) -dc")
            current = readEnd
        }
        guard transcoding != nil || dialect != nil else {
            return DecodedInput(descriptor: current, name: name, child: child, transcoder: nil, transcoding: nil)
        }
        var ends: [Int32] = [-1, -1]
        guard makePipe(&ends) == 0 else {
            let error = SystemError(file: name, code: errno)
            if let (pid, _) = child { reap(pid, kill: true, readEnd: current) }
            throw error
        }
        let outcome = TranscodingOutcome()
        let from = current, to = ends[1], ownsFrom = current != source
        let thread = WorkerThread.start {
            outcome.error = transcode(from, to, transcoding ?? .builtIn(.utf8), dialect, name: name, prefix: prefix)
            close(to)
            if ownsFrom { close(from) }
        }
        guard let thread else {
            close(ends[0])
            close(ends[1])
            if let (pid, _) = child { reap(pid, kill: true, readEnd: current) }
            throw SystemError(file: name, code: EAGAIN)
        }
        return DecodedInput(descriptor: ends[0], name: name, child: child, transcoder: thread, transcoding: outcome)
    }

    /// After the readers: whether the input was read to its end (then a decompressor that
    /// failed or bytes not in the encoding are an error), else (-q stopped, a header that
    /// cannot be used) the decoding is stopped and its end not looked at.
    func finish() -> SystemError? {
        let atEnd = Self.atEnd(descriptor)
        let childPid = child?.pid
        if !atEnd, let childPid { kill(childPid, SIGKILL) }
        close(descriptor)
        transcoder?.join()
        var error = atEnd ? transcoding?.error : nil
        if let (pid, program) = child {
            let status = Self.reap(pid, kill: false, readEnd: -1)
            // (A transcoding error stops reading the decompressor, which then fails too.)
            if atEnd && error == nil, let status, status != 0 {
                error = SystemError(file: name, detail: "\(program) failed (\(Self.describe(status))): the table was not read whole")
            }
        }
        return error
    }

    /// Whether a pipe's writer has closed it and nothing is left in it.
    private static func atEnd(_ descriptor: Int32) -> Bool {
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            return count == 0
        }
    }

    private static func describe(_ status: Int32) -> String {
        if status & 0x7F == 0 { return "exit status \((status >> 8) & 0xFF)" }
        return "signal \(status & 0x7F)"
    }

    /// Waits for the child (killed first when asked); its wait status.
    @discardableResult
    private static func reap(_ pid: pid_t, kill killing: Bool, readEnd: Int32) -> Int32? {
        if killing { kill(pid, SIGKILL) }
        if readEnd >= 0 { close(readEnd) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return nil }
        }
        return status
    }

    /// The decompressor, reading `input` and writing a new pipe: its pid and the pipe's read end.
    private static func spawnDecompressor(
        _ compression: TableFormat.Compression, input: Int32, name: String
    ) throws(SystemError) -> (pid_t, Int32) {
        var ends: [Int32] = [-1, -1]
        guard makePipe(&ends) == 0 else { throw SystemError(file: name, code: errno) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        // A closed pipe ends it quietly, whatever this process's own signal settings.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let program = compression.program
        let arguments = [program] + compression.arguments
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let failed = posix_spawnp(&pid, program, &actions, &attributes, &argv, environ)
        close(ends[1])
        guard failed == 0 else {
            close(ends[0])
            if failed == ENOENT {
                throw SystemError(
                    file: name,
                    detail: "it is \(compression.rawValue)-compressed, and reading it needs the \(program) program, which is not on PATH (Debian: apt install \(compression.package))")
            }
            throw SystemError(file: name, code: failed, doing: "cannot start \(program)")
        }
        return (pid, ends[0])
    }

    /// The transcoding thread's work: `from` read, decoded, written to `to` as UTF-8, until
    /// the end, an error, or the readers close their end.
    private static func transcode(
        _ from: Int32, _ to: Int32, _ transcoding: Transcoding, _ dialect: CSVDialectFilter?, name: String, prefix: [UInt8]
    ) -> SystemError? {
        var pending = prefix[...]
        var dialect = dialect
        var filtered: [UInt8] = []
        // A reader that stops early closes its end: the write then fails with EPIPE here,
        // instead of SIGPIPE ending the process.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        var builtIn: TextDecoder?
        var converter: IconvDecoder?
        switch transcoding {
        case .builtIn(let encoding): builtIn = TextDecoder(encoding)
        case .iconv(let label):
            converter = IconvDecoder(from: label)
            if converter == nil { return SystemError(file: name, detail: "iconv cannot read \(label)") }
        }
        defer { converter?.close() }
        let capacity = 256 * 1024
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(2 * capacity)
        // The decoded bytes (through the dialect's filter) to the readers; false when they stopped.
        func emit(atEnd: Bool = false) -> Bool {
            if dialect != nil {
                filtered.removeAll(keepingCapacity: true)
                decoded.withUnsafeBufferPointer { dialect?.filter($0, into: &filtered) }
                if atEnd { dialect?.finish(into: &filtered) }
                return writeAll(to, filtered)
            }
            return writeAll(to, decoded)
        }
        while true {
            let count: Int
            if pending.isEmpty {
                count = read(from, buffer, capacity)
            } else {
                count = min(capacity, pending.count)
                pending.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: count) }
                pending = pending.dropFirst(count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return SystemError(file: name, code: errno)
            }
            decoded.removeAll(keepingCapacity: true)
            do throws(TextDecoder.Failure) {
                let bytes = UnsafeBufferPointer(start: buffer, count: count)
                if count == 0 {
                    try builtIn?.finish()
                    try converter?.finish()
                } else if builtIn != nil {
                    try builtIn?.decode(bytes, into: &decoded)
                } else {
                    try converter?.decode(bytes, into: &decoded)
                }
            } catch {
                // What was text before it is still read (and checked) first.
                _ = emit()
                return SystemError(
                    file: name,
                    detail: "byte \(error.offset + 1) is not text in the encoding --encoding names: \(error.reason)")
            }
            if !emit(atEnd: count == 0) { return nil }  // the readers stopped
            if count == 0 { return nil }
        }
    }

    /// All of `bytes` written to `descriptor`; false when that fails (a reader that closed
    /// the pipe, a full disk).
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var written = 0
        return bytes.withUnsafeBufferPointer { pointer in
            guard let base = pointer.baseAddress else { return true }
            while written < pointer.count {
                let count = write(descriptor, base + written, pointer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
    }
}

extension TableFormat.Compression {
    /// The program that decompresses it from standard input to standard output.
    var program: String { self == .zip ? "funzip" : rawValue }
    var arguments: [String] {
        switch self {
        case .zip: return []  // (funzip writes an archive's first member)
        case .zstd: return ["-dc", "-q"]
        default: return ["-dc"]
        }
    }
    /// The Debian package that has it.
    var package: String {
        switch self {
        case .gzip: return "gzip"
        case .bzip2: return "bzip2"
        case .xz: return "xz-utils"
        case .zstd: return "zstd"
        case .zip: return "unzip"
        }
    }
}

/// glibc's pipe2(2), which Swift's Glibc module leaves out: both ends close on exec at once
/// (files are checked side by side, and a pipe end leaked into another file's decompressor
/// would keep its reader from ever seeing the end).
@_silgen_name("pipe2")
private func pipe2(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

private func makePipe(_ ends: inout [Int32]) -> Int32 {
    ends.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return -1 }
        return pipe2(base, O_CLOEXEC)
    }
}
