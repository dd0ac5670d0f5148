import FieldCheck

/// The most bytes one record may take (a value's line, a CSV row, a JSON Lines line, a
/// JSON array's element, after decompression), its terminator included: `--max-record-size`.
/// Readers grow their buffer up to it and no further; a record that does not end within it
/// is read past without being kept (`RecordSkipper`) and reported (a table error, or a
/// failed value), and the run goes on. Set once, from the invocation, before any thread
/// starts.
enum RecordBound {
    nonisolated(unsafe) static var bytes = defaultBytes
    static let defaultBytes = 64 << 20

    /// `64M`, `512K`, `1G`, `100000` (bytes), `64MiB`: binary multiples; nil when not one.
    static func parse(_ text: String) -> Int? {
        var digits = Substring(text)
        var unit = 1
        let suffixes: [(String, Int)] = [("KiB", 1 << 10), ("MiB", 1 << 20), ("GiB", 1 << 30), ("K", 1 << 10), ("M", 1 << 20), ("G", 1 << 30)]
        for (suffix, multiple) in suffixes where text.hasSuffix(suffix) {
            digits = text.dropLast(suffix.count)
            unit = multiple
            break
        }
        guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(digits) else { return nil }
        let (product, overflow) = count.multipliedReportingOverflow(by: unit)
        guard !overflow, product >= 1024, product <= 1 << 40 else { return nil }
        return product
    }

    /// The bound in words: `64 MiB`, `1.5 KiB`, `4096 bytes`.
    static var described: String {
        let value = bytes
        for (name, multiple) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where value >= multiple {
            if value % multiple == 0 { return "\(value / multiple) \(name)" }
        }
        return "\(value) bytes"
    }

    /// Why a record past the bound is not judged.
    static func reason(_ what: String) -> String {
        "\(what) longer than \(described) (the record bound, --max-record-size): not checked"
    }

    /// Why a table whose header is past the bound is not read.
    static var headerProblem: String {
        "the header row is longer than \(described) (the record bound, --max-record-size): the table is not read"
    }

    /// A buffer's next capacity: doubled, but not past the bound (nil: it is there).
    static func grown(_ capacity: Int) -> Int? {
        capacity >= bytes ? nil : min(capacity * 2, bytes)
    }

    /// Calls `body` with no bytes at a real address (a report's value of a record not kept).
    static func noBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { body(UnsafeBufferPointer(rebasing: $0[0..<0])) }
    }

    /// A first capacity of at most the bound.
    static func initial(_ capacity: Int) -> Int { min(capacity, bytes) }
}

/// `grow` up to the record bound: false, with nothing changed, once the buffer is there.
func growBounded(_ buffer: inout UnsafeMutablePointer<UInt8>, capacity: inout Int, keeping count: Int) -> Bool {
    guard let larger = RecordBound.grown(capacity) else { return false }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    grown.update(from: buffer, count: count)
    buffer.deallocate()
    buffer = grown
    capacity = larger
    return true
}
