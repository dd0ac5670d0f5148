/// How many threads check one input.
enum Parallelism {
    /// `option` is `--threads` (nil or 0: one per core). One thread when the input is not
    /// read from a descriptor (values given as arguments), is a terminal (values typed come
    /// one at a time), or when checking needs the values in order (`--unique`).
    static func threads(_ option: Int?, descriptor: Int32?, needsOrder: Bool) -> Int {
        guard let descriptor, !needsOrder, !Terminal.isTerminal(descriptor) else { return 1 }
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
