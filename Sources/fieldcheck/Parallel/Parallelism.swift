/// How many threads check one input.
enum Parallelism {
    /// The threads that check `input`: `option` is `--threads` (nil or 0: one per core).
    /// One thread when nothing is read (values given as arguments), values are typed on a
    /// terminal (they come one at a time), or checking needs the values in order
    /// (`--unique`). The one place this is decided.
    static func threads(_ option: Int?, for input: Input, needsOrder: Bool) -> Int {
        switch input.kind {
        case .arguments, .terminal, .directory: return 1
        case .regularFile, .stream: return needsOrder ? 1 : threads(option)
        }
    }

    /// The threads `--threads` asks for, whatever the input.
    static func threads(_ option: Int?) -> Int {
        if let option, option > 0 { return option }
        return availableCores()
    }
}

extension Parallelism {
    /// Bytes per chunk: 256 KiB; `FIELDCHECK_CHUNK_SIZE` sets another (tests set a few
    /// hundred bytes, so that small inputs cross many chunk boundaries). Smaller chunks
    /// than a mebibyte keep the memory the chunks in flight touch small: a first touch of a
    /// page costs a fault, and with mebibyte chunks those faults took a third of the time of
    /// writing status lines (the check costs about what the write does).
    static func chunkSize() -> Int {
        knob() ?? 1 << 18
    }

    /// Files smaller than this are checked side by side, one per thread, not cut in chunks:
    /// a mebibyte (or the chunk size `FIELDCHECK_CHUNK_SIZE` sets).
    static func smallFileLimit() -> Int {
        knob() ?? 1 << 20
    }

    private static func knob() -> Int? {
        guard let text = Terminal.environment("FIELDCHECK_CHUNK_SIZE"), let size = Int(text), size > 0 else { return nil }
        return max(16, min(size, 1 << 30))
    }
}
