/// A CSV dialect's `skipInitialSpace`: the spaces that start a field are dropped, as
/// Python's csv module drops them (frictionless reads with it), before the table is read.
/// A byte filter, so that fieldcheck's one CSV reader (and its chunks on every core) reads
/// the result as any table: a field's quotes count only at its start, quoted delimiters
/// and line breaks stay inside it, and spaces in a field's middle or inside quotes stay.
package struct InitialSpaceFilter: Sendable {
    private enum State { case fieldStart, unquoted, quoted, quoteInQuoted }
    private let delimiter: UInt8
    private var state = State.fieldStart

    package init(delimiter: UInt8) { self.delimiter = delimiter }

    /// `input` with the spaces that start its fields dropped, onto the end of `output`; the
    /// state carries over to the next piece.
    package mutating func filter(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + input.count)
        for byte in input {
            switch state {
            case .fieldStart:
                if byte == 0x20 { continue }
                if byte == 0x22 {
                    state = .quoted
                } else if byte != delimiter && byte != 0x0A && byte != 0x0D {
                    state = .unquoted
                }
            case .unquoted:
                if byte == delimiter || byte == 0x0A || byte == 0x0D { state = .fieldStart }
            case .quoted:
                if byte == 0x22 { state = .quoteInQuoted }
            case .quoteInQuoted:
                if byte == 0x22 {
                    state = .quoted
                } else if byte == delimiter || byte == 0x0A || byte == 0x0D {
                    state = .fieldStart
                } else {
                    state = .unquoted
                }
            }
            output.append(byte)
        }
    }
}
