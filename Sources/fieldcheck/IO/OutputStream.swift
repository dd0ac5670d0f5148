import FieldCheckReference
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

import FieldCheck

/// Buffered output to a file descriptor, written in large blocks; or, for a thread checking
/// a chunk of the input, kept whole (`captured`) with the messages meant for stderr and
/// where they fall in it, until the chunk's turn to be written comes (`append(captured:)`).
struct OutputStream: ~Copyable {
    let descriptor: Int32
    let name: String
    var buffer: ByteBuffer
    /// Flushed once it holds this much.
    let blockSize = 128 * 1024
    /// Captured only: messages for stderr, each with the length of the output before it and
    /// where its text ends in `errors` (which holds them end to end: no string is kept per
    /// message, to be freed by another thread than the one that made it).
    var messages: [(at: Int, end: Int)] = []
    /// Whether stderr is another file than this output: then the order of their writes
    /// cannot be seen, and messages are buffered too (format's message per bad value
    /// would otherwise cost two writes each); on one file (a terminal, `2>&1`), each is
    /// written in its place.
    let messagesApart: Bool
    var errors = ByteBuffer(capacity: 256)

    /// Whether what is ready is written at once rather than a block at a time: standard
    /// output on a terminal (report lines appear as they are found), or, set by the
    /// commands, values typed on a terminal (each line's verdict when its line ends, even
    /// through a pipe). Nobody waits on a terminal at more than a few lines a millisecond,
    /// so the writes cost nothing that counts. (Not for a terminal's standard input alone:
    /// `fieldcheck --fields F big.csv > report.tsv` typed in a shell reads no terminal.)
    var writesAtOnce: Bool

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        self.buffer = ByteBuffer(capacity: blockSize + 4096)
        messagesApart = descriptor >= 0 && !Self.sameFile(descriptor, 2)
        writesAtOnce = descriptor == 1 && Terminal.isTerminal(1)
    }

    deinit {
        // A captured output's messages go out with it (`append(captured:)`) or not at all:
        // a chunk checked after the run stopped (-q, a closed output) is never written.
        if !isCaptured && errors.count > 0 { errors.withBytes { _ = Self.writeAll(2, $0) } }
    }

    /// Whether two descriptors are one file (or either cannot be told).
    static func sameFile(_ a: Int32, _ b: Int32) -> Bool {
        var first = stat(), second = stat()
        guard fstat(a, &first) == 0, fstat(b, &second) == 0 else { return true }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Writes the buffered messages (errors there have nowhere to go).
    mutating func flushMessages() {
        guard errors.count > 0 else { return }
        errors.withBytes { _ = Self.writeAll(2, $0) }
        errors.removeAll()
    }

    /// An output kept in memory.
    static func captured() -> OutputStream { OutputStream(descriptor: -1, name: "a chunk's output") }

    var isCaptured: Bool { descriptor < 0 }

    @inline(__always)
    mutating func flushIfFull() throws(SystemError) {
        if (buffer.count >= blockSize || (writesAtOnce && buffer.count > 0)) && descriptor >= 0 { try flush() }
    }

    /// A message for stderr, after the output so far: written at once, or kept in order.
    /// `lines`: the text is several lines on purpose (a summary), written as it is.
    mutating func message(_ text: String, lines: Bool = false) throws(SystemError) {
        var text = lines ? text : Self.oneLine(text)
        if isCaptured {
            errors.append(text)
            messages.append((buffer.count, errors.count))
            return
        }
        var failure: SystemError?
        text.withUTF8 { bytes in
            do throws(SystemError) { try message(bytes: bytes) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// `fieldcheck: UNIT NUMBER: STATUS: REASON` and a line break, put together as bytes
    /// (format writes one for each value that does not pass; interpolating a String for
    /// each cost more than checking the value).
    mutating func message(unit: String, number: Int, status: String, reason: String) throws(SystemError) {
        var line = ByteBuffer(capacity: 48 + unit.utf8.count + reason.utf8.count)
        line.append("fieldcheck: ")
        line.append(unit)
        line.append(0x20)
        line.append(decimal: number)
        line.append(": ")
        line.append(status)
        line.append(": ")
        line.append(reason)
        line.append(0x0A)
        var failure: SystemError?
        line.withBytes { bytes in
            if isCaptured {
                errors.append(bytes)
                messages.append((buffer.count, errors.count))
                return
            }
            do throws(SystemError) { try message(bytes: bytes) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private mutating func message(bytes: UnsafeBufferPointer<UInt8>) throws(SystemError) {
        if messagesApart {
            errors.append(bytes)
            if errors.count >= blockSize { flushMessages() }
            return
        }
        try flush()
        _ = Self.writeAll(2, bytes)
    }

    /// Writes a captured output and its messages, in the order they were made. A large
    /// output goes out as it is, not copied into this one's buffer first.
    mutating func append(captured: inout OutputStream) throws(SystemError) {
        var done = 0, textStart = 0
        for (at, end) in captured.messages {
            if at > done { captured.buffer.withBytes { buffer.append(UnsafeBufferPointer(rebasing: $0[done..<at])) } }
            done = at
            var failure: SystemError?
            captured.errors.withBytes { texts in
                do throws(SystemError) {
                    try message(bytes: UnsafeBufferPointer(rebasing: texts[textStart..<end]))
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
            textStart = end
        }
        if captured.buffer.count - done >= blockSize && !isCaptured {
            try flush()
            let failure = captured.buffer.withBytes { Self.writeOut(descriptor, UnsafeBufferPointer(rebasing: $0[done...])) }
            if failure != 0 { throw SystemError.writingOutput(name, code: failure) }
        } else if captured.buffer.count > done {
            captured.buffer.withBytes { buffer.append(UnsafeBufferPointer(rebasing: $0[done...])) }
            try flushIfFull()
        }
        captured.buffer.removeAll()
        captured.messages.removeAll(keepingCapacity: true)
        captured.errors.removeAll()
    }

    /// The report's bytes out: as they are, or, while a SARIF document is written, each
    /// result's separator byte turned into the comma before it (`ReportDocument`).
    static func writeOut(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        guard ReportDocument.separatesResults, bytes.contains(TableReport.resultSeparator) else { return writeAll(descriptor, bytes) }
        var copy = Array(bytes)
        for index in copy.indices where copy[index] == TableReport.resultSeparator {
            copy[index] = ReportDocument.resultsWritten ? 0x2C : 0x20
            ReportDocument.resultsWritten = true
        }
        return copy.withUnsafeBufferPointer { writeAll(descriptor, $0) }
    }

    /// write(2) until all is written; 0, or the error number. Also stderr's writer.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>, progress: Bool = true) -> Int32 {
        // (A progress line on the same terminal is cleared first: `Progress`.)
        if progress && Progress.isOn { return Progress.writing(to: descriptor) { writeAll(descriptor, bytes, progress: false) } }
        guard let base = bytes.baseAddress else { return 0 }
        var written = 0
        while written < bytes.count {
            let result = write(descriptor, base + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if result == 0 { return EIO }  // nothing taken: looping would never end
            written += result
        }
        return 0
    }

    mutating func flush() throws(SystemError) {
        guard descriptor >= 0 else { return }
        flushMessages()
        let failure = buffer.withBytes { Self.writeOut(descriptor, $0) }
        buffer.removeAll()
        if failure != 0 { throw SystemError.writingOutput(name, code: failure) }
    }
}

/// Writes a whole message to stderr, unbuffered; errors there have nowhere to go.
extension OutputStream {
    /// A message as one line: a line break inside it (a header label's, a file name's) is
    /// written `\n` (`\r`), so that each message stays one line of stderr for whatever
    /// reads it line by line; the final line break stays.
    static func oneLine(_ text: String) -> String {
        let body = text.hasSuffix("\n") ? text.dropLast() : Substring(text)
        guard body.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        var written = ""
        for scalar in body.unicodeScalars {
            switch scalar {
            case "\n": written += "\\n"
            case "\r": written += "\\r"
            default: written.unicodeScalars.append(scalar)
            }
        }
        return text.hasSuffix("\n") ? written + "\n" : written
    }
}

func writeError(_ text: String) {
    var text = text
    text.withUTF8 { _ = OutputStream.writeAll(2, $0) }
}
