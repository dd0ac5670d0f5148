/// Where values come from: the arguments, or else standard input, one per line (or
/// NUL-separated). Hands each value to `body` with its number; `body` returns false to stop.
struct ValueSource {
    let arguments: [[UInt8]]
    /// Standard input, as probed once (or `.arguments`).
    let input: Input
    let nullSeparated: Bool
    /// Whether to say on stderr that values are read from a terminal.
    let announcesTerminal: Bool

    init(arguments: [[UInt8]], nullSeparated: Bool, announcesTerminal: Bool) {
        self.arguments = arguments
        self.nullSeparated = nullSeparated
        self.announcesTerminal = announcesTerminal
        input = arguments.isEmpty ? Input.probe(0) : .arguments
    }

    /// What a value's number counts: lines of the input, or arguments.
    var unit: String { arguments.isEmpty ? "line" : "argument" }

    /// Inlined, so that `body` is inlined into the caller's loop: a call per value costs
    /// more than the check of a short value.
    @inline(__always)
    func forEach(
        _ body: (UnsafeBufferPointer<UInt8>, Int) throws(SystemError) -> Bool
    ) throws(SystemError) {
        if arguments.isEmpty {
            if announcesTerminal && input.isTerminal {
                writeError("fieldcheck: reading values from the terminal, one per line; Ctrl-D ends\n")
            }
            var reader = RecordReader(
                descriptor: 0, terminator: nullSeparated ? 0 : 0x0A, dropsCarriageReturn: !nullSeparated)
            try reader.forEach(body)
            return
        }
        for (index, value) in arguments.enumerated() {
            let keepGoing = try value.withUnsafeBufferPointer { (buffer) throws(SystemError) -> Bool in
                try body(buffer, index + 1)
            }
            if !keepGoing { return }
        }
    }

    /// Standard input's lines in blocks of whole lines (see `RecordReader.forEachBlock`);
    /// false, with nothing read, for arguments or NUL-separated values, which come one
    /// at a time.
    func forEachBlock(
        _ body: (UnsafeBufferPointer<UInt8>) throws(SystemError) -> Bool, oversized: () throws(SystemError) -> Bool
    ) throws(SystemError) -> Bool {
        guard arguments.isEmpty, !nullSeparated else { return false }
        if announcesTerminal && input.isTerminal { return false }
        var reader = RecordReader(descriptor: 0, terminator: 0x0A, dropsCarriageReturn: true)
        try reader.forEachBlock(body, oversized: oversized)
        return true
    }
}
