/// `PhoneNumbering`'s compiled patterns by slot (three a pattern number: one per use), in
/// chunks that never move, reached through `let` pointers: a look-up, done some thirty
/// times for a number of the port, is a load or two, without the exclusivity bookkeeping
/// that each access to a class's array property costs (2,000 instructions a number).
final class PatternSlots: @unchecked Sendable {
    enum Entry {
        case untried, failed
        case compiled(CompiledPattern)
    }

    static let chunkSize = 1024
    /// Room for a million slots; a slot beyond (never seen: the metadata has some ten
    /// thousand patterns) stays untried, and its pattern is compiled at each use.
    static let chunkCount = 1024
    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<Entry>?>

    init() {
        chunks = .allocate(capacity: Self.chunkCount)
        chunks.initialize(repeating: nil, count: Self.chunkCount)
    }

    deinit {
        for index in 0..<Self.chunkCount {
            guard let chunk = chunks[index] else { continue }
            chunk.deinitialize(count: Self.chunkSize)
            chunk.deallocate()
        }
        chunks.deallocate()
    }

    subscript(slot: Int) -> Entry {
        get {
            guard slot >= 0, slot < Self.chunkSize * Self.chunkCount, let chunk = chunks[slot / Self.chunkSize] else { return .untried }
            return chunk[slot % Self.chunkSize]
        }
        set {
            guard slot >= 0, slot < Self.chunkSize * Self.chunkCount else { return }
            let chunk: UnsafeMutablePointer<Entry>
            if let existing = chunks[slot / Self.chunkSize] {
                chunk = existing
            } else {
                chunk = .allocate(capacity: Self.chunkSize)
                chunk.initialize(repeating: .untried, count: Self.chunkSize)
                chunks[slot / Self.chunkSize] = chunk
            }
            chunk[slot % Self.chunkSize] = newValue
        }
    }
}
