/// Splits a `--many` value into pieces. At each position the longest separator
/// that starts there wins, so with `,` and `, ` the value `20, 30,40` gives
/// `20`, `30`, `40`.
package struct Separators: Sendable, Equatable {
    /// Longest first, so the first that matches is the longest.
    package let separators: [[UInt8]]
    /// The first separator given, used to join formatted pieces.
    package let primary: [UInt8]
    /// The bytes a separator begins with, a bit each: most bytes of a value are passed
    /// over with one test.
    private let firstBytes: [UInt64]

    /// `separators` must be non-empty and contain no empty separator.
    package init(_ separators: [[UInt8]]) {
        let usable = separators.filter { !$0.isEmpty }
        self.primary = usable.first ?? [UInt8(ascii: ",")]
        self.separators = (usable.isEmpty ? [[UInt8(ascii: ",")]] : usable).sorted { $0.count > $1.count }
        var firstBytes: [UInt64] = [0, 0, 0, 0]
        for separator in self.separators { firstBytes[Int(separator[0] >> 6)] |= 1 << UInt64(separator[0] & 63) }
        self.firstBytes = firstBytes
    }

    /// Byte ranges of the pieces; always at least one (an empty value is one empty piece).
    package func split(_ value: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        _ = forEachPiece(value) { pieces.append($0); return true }
        return pieces
    }

    /// `body` with the byte range of each piece in turn, until it gives false; whether it
    /// saw every piece.
    @inline(__always)
    func forEachPiece(_ value: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool) -> Bool {
        var start = 0
        var index = 0
        let count = value.count
        scan: while index < count {
            let byte = value[index]
            guard firstBytes[Int(byte >> 6)] & (1 << UInt64(byte & 63)) != 0 else {
                index += 1
                continue
            }
            for separator in separators where separator.count <= count - index {
                if separator[0] == value[index], Self.matches(separator, value, at: index) {
                    guard body(start..<index) else { return false }
                    index += separator.count
                    start = index
                    continue scan
                }
            }
            index += 1
        }
        return body(start..<count)
    }

    @inline(__always)
    static func matches(_ separator: [UInt8], _ value: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for offset in 1..<max(1, separator.count) where value[index + offset] != separator[offset] {
            return false
        }
        return true
    }
}
