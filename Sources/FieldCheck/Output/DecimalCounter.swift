import FieldCheckReference

/// A number kept as its decimal text: a report names rows in order, often the same row on
/// several lines, so copying the digits, or adding one to the last of them, costs less
/// than working them out for each line.
package struct DecimalCounter {
    /// Up to 20 digits (any Int), from the first.
    private var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                         UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    private var length = 0
    /// The number the digits are; negative when none is kept.
    private var number = -1

    package init() {}

    /// Writes `value` in decimal, as `ByteBuffer.append(decimal:)` does.
    package mutating func append(_ value: Int, to out: inout ByteBuffer) {
        guard value >= 0 else {
            out.append(decimal: value)
            return
        }
        if value != number {
            if !(number >= 0 && value == number &+ 1 && increment()) { set(value) }
            number = value
        }
        let length = self.length
        withUnsafeBytes(of: &digits) { raw in
            out.append(UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: length))
        }
    }

    /// Adds one to the digits; false when they are all nines (one more digit: set anew).
    private mutating func increment() -> Bool {
        let length = self.length
        return withUnsafeMutableBytes(of: &digits) { raw in
            var index = length - 1
            while index >= 0 && raw[index] == 0x39 {
                raw[index] = 0x30
                index -= 1
            }
            guard index >= 0 else { return false }
            raw[index] += 1
            return true
        }
    }

    private mutating func set(_ value: Int) {
        length = withUnsafeMutableBytes(of: &digits) { raw in
            raw.baseAddress.map { ByteBuffer.writeDecimal(UInt(bitPattern: value), to: $0.assumingMemoryBound(to: UInt8.self)) } ?? 0
        }
    }
}
