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
