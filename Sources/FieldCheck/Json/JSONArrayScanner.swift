/// A JSON array of objects (a `.json` table) read element by element as its bytes arrive,
/// in bounded memory: where each element's text lies, which `JSONLine.members` then reads
/// as it reads a JSON Lines line. The scan only finds where values end (strings, nesting);
/// whether an element is valid JSON is the reader's to say.
package struct JSONArrayScanner {
    package enum Step: Equatable {
        /// An element's bytes; the scan goes on from their end.
        case element(Range<Int>)
        /// The array's closing bracket and the white space after it: the input may end at `next`.
        case end(next: Int)
        /// More input is needed: keep the bytes from `from` on, and go on from there.
        case needMore(from: Int)
        /// Not an array of values, at this byte.
        case problem(at: Int, String)
    }

    private enum Place { case beforeArray, firstElement, afterElement, nextElement, finished }
    private var place = Place.beforeArray

    package init() {}

    /// The next step from `start`; `atEnd`: the buffer holds the rest of the input.
    package mutating func next(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEnd: Bool) -> Step {
        var index = start
        while true {
            skipSpace(bytes, &index)
            if index == bytes.count {
                guard atEnd else { return .needMore(from: index) }
                if place == .finished { return .end(next: index) }
                return .problem(at: index, place == .beforeArray ? "no JSON array in it" : "the array is not closed: the input ends inside it")
            }
            let byte = bytes[index]
            switch place {
            case .beforeArray:
                if index == 0, bytes.count >= 3 || atEnd, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                    index = 3
                    continue
                }
                if index == 0 && bytes.count < 3 && !atEnd && [0xEF, 0xBB, 0xBF].starts(with: bytes) { return .needMore(from: 0) }
                guard byte == UInt8(ascii: "[") else { return .problem(at: index, "not a JSON array: it starts with \(Self.describe(byte))") }
                place = .firstElement
                index += 1
            case .firstElement, .nextElement:
                if byte == UInt8(ascii: "]") && place == .firstElement {
                    place = .finished
                    index += 1
                    continue
                }
                guard let end = Self.endOfValue(bytes, from: index, atEnd: atEnd) else { return .needMore(from: index) }
                guard end > index else { return .problem(at: index, "a value was expected, not \(Self.describe(byte))") }
                place = .afterElement
                return .element(index..<end)
            case .afterElement:
                if byte == UInt8(ascii: ",") {
                    place = .nextElement
                    index += 1
                } else if byte == UInt8(ascii: "]") {
                    place = .finished
                    index += 1
                } else {
                    return .problem(at: index, "',' or ']' was expected after an element, not \(Self.describe(byte))")
                }
            case .finished:
                return .problem(at: index, "\(Self.describe(byte)) after the array's end")
            }
        }
    }

    private func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
    }

    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// Just past the value starting at `start`; nil when the bytes end before it does (and
    /// more may come). A byte that cannot start a value gives `start`.
    static func endOfValue(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEnd: Bool) -> Int? {
        var index = start
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard index < bytes.count else { return atEnd ? bytes.count : nil }
                index += 1
                if depth == 0 { return index }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return index }
                depth -= 1
                index += 1
                if depth == 0 { return index }
            case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                if depth == 0 { return index }
                index += 1
            default:
                index += 1
            }
        }
        return atEnd ? bytes.count : nil
    }
}
