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
    /// Bytes per chunk: a mebibyte; `FIELDCHECK_CHUNK_SIZE` sets another (tests set a few
    /// hundred bytes, so that small inputs cross many chunk boundaries).
    static func chunkSize() -> Int {
        guard let text = Terminal.environment("FIELDCHECK_CHUNK_SIZE"), let size = Int(text), size > 0 else { return 1 << 20 }
        return max(16, min(size, 1 << 30))
    }
}
