/// Entries by number, for the lookups `PhoneNumbering` makes many times per number (a
/// compiled pattern, a region's metadata): fixed chunks that never move, reached through
/// `let` pointers, so a lookup is a load or two, without the exclusivity bookkeeping that
/// each access to a class's array or dictionary property costs (about 75 instructions).
final class SlotTable<Entry>: @unchecked Sendable {
    let chunkSize = 1024
    let chunkCount: Int
    private let empty: Entry
    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<Entry>?>

    /// Room for `capacity` entries (rounded up to whole chunks); a number beyond it reads
    /// as `empty` and keeps nothing.
    init(capacity: Int, empty: Entry) {
        self.empty = empty
        chunkCount = max(1, (capacity + chunkSize - 1) / chunkSize)
        chunks = .allocate(capacity: chunkCount)
        chunks.initialize(repeating: nil, count: chunkCount)
    }

    deinit {
        for index in 0..<chunkCount {
            guard let chunk = chunks[index] else { continue }
            chunk.deinitialize(count: chunkSize)
            chunk.deallocate()
        }
        chunks.deallocate()
    }

    subscript(slot: Int) -> Entry {
        get {
            guard slot >= 0, slot < chunkSize * chunkCount, let chunk = chunks[slot / chunkSize] else { return empty }
            return chunk[slot % chunkSize]
        }
        set {
            guard slot >= 0, slot < chunkSize * chunkCount else { return }
            let chunk: UnsafeMutablePointer<Entry>
            if let existing = chunks[slot / chunkSize] {
                chunk = existing
            } else {
                chunk = .allocate(capacity: chunkSize)
                chunk.initialize(repeating: empty, count: chunkSize)
                chunks[slot / chunkSize] = chunk
            }
            chunk[slot % chunkSize] = newValue
        }
    }
}
