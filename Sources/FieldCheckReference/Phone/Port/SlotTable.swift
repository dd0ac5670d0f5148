/// Objects by number, for the lookups `PhoneNumbering` makes many times per number (a
/// compiled pattern, a region's metadata): fixed chunks that never move, reached through
/// `let` pointers, so a lookup is a load or two, without the exclusivity bookkeeping that
/// each access to a class's array or dictionary property costs (about 75 instructions).
/// A slot holds a state (`empty`, `absent`) or a retained object. Not generic: a generic
/// class's type metadata is made at run time, which cost a call for one value 25,000
/// instructions.
package final class SlotTable: @unchecked Sendable {
    package enum Slot {
        case empty, absent
        case object(AnyObject)
    }

    private static let chunkSize = 1024
    private let chunkCount: Int
    /// Per slot: 0 empty, 1 absent, else an object's retained pointer.
    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<UInt>?>

    /// Room for `capacity` slots (rounded up to whole chunks; few, since a call for one
    /// value makes the table and frees it); a slot beyond reads as empty and keeps nothing.
    init(capacity: Int) {
        chunkCount = max(1, (capacity + Self.chunkSize - 1) / Self.chunkSize)
        chunks = .allocate(capacity: chunkCount)
        chunks.initialize(repeating: nil, count: chunkCount)
    }

    deinit {
        for index in 0..<chunkCount {
            guard let chunk = chunks[index] else { continue }
            for slot in 0..<Self.chunkSize where chunk[slot] > 1 {
                if let pointer = UnsafeRawPointer(bitPattern: chunk[slot]) { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            }
            chunk.deallocate()
        }
        chunks.deallocate()
    }

    subscript(slot: Int) -> Slot {
        get {
            guard slot >= 0, slot < Self.chunkSize * chunkCount, let chunk = chunks[slot / Self.chunkSize] else { return .empty }
            let bits = chunk[slot % Self.chunkSize]
            if bits == 0 { return .empty }
            guard bits > 1, let pointer = UnsafeRawPointer(bitPattern: bits) else { return .absent }
            return .object(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue())
        }
        set {
            guard slot >= 0, slot < Self.chunkSize * chunkCount else { return }
            let chunk: UnsafeMutablePointer<UInt>
            if let existing = chunks[slot / Self.chunkSize] {
                chunk = existing
            } else {
                chunk = .allocate(capacity: Self.chunkSize)
                chunk.initialize(repeating: 0, count: Self.chunkSize)
                chunks[slot / Self.chunkSize] = chunk
            }
            let old = chunk[slot % Self.chunkSize]
            switch newValue {
            case .empty: chunk[slot % Self.chunkSize] = 0
            case .absent: chunk[slot % Self.chunkSize] = 1
            case .object(let object): chunk[slot % Self.chunkSize] = UInt(bitPattern: Unmanaged.passRetained(object).toOpaque())
            }
            if old > 1, let pointer = UnsafeRawPointer(bitPattern: old) { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
    }
}
