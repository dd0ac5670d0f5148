/// One unit of a command line, as the tokenizer sees it.
public enum ArgumentToken: Equatable, Sendable {
    /// `--name` or `--name=value` (the value is taken with `attachedValue()`).
    case long(name: [UInt8])
    /// One character of a cluster of short options (`-q`, the `i` of `-qi`).
    case short([UInt8])
    /// A positional argument: anything after `--`, a lone `-`, a negative number, or a word.
    case positional([UInt8])
}

/// Splits raw argv bytes into options and values, the way getopt_long users expect,
/// without deciding what any option means. The parser pulls a value only when the
/// option it just read takes one, so `--pattern -foo` gives `-foo` to `--pattern`.
public struct ArgumentTokenizer {
    private let arguments: [[UInt8]]
    private var index = 0
    /// Inside a short cluster: the argument and the offset of the next character.
    private var cluster: (argument: [UInt8], offset: Int)?
    /// The part after `=` of the long option just returned.
    private var pendingValue: [UInt8]?
    private var optionsEnded = false

    public init(_ arguments: [[UInt8]]) {
        self.arguments = arguments
    }

    public mutating func next() -> ArgumentToken? {
        // A value attached to a long option that did not take it is the parser's
        // problem; forget it here so the next token is read cleanly.
        pendingValue = nil
        if let (argument, offset) = cluster {
            return nextShort(in: argument, at: offset)
        }
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        if optionsEnded { return .positional(argument) }
        if argument == [0x2D, 0x2D] {  // "--"
            optionsEnded = true
            return next()
        }
        if argument.count > 2, argument[0] == 0x2D, argument[1] == 0x2D {
            let body = argument[2...]
            if let equals = body.firstIndex(of: 0x3D) {
                pendingValue = Array(body[(equals + 1)...])
                return .long(name: Array(body[..<equals]))
            }
            return .long(name: Array(body))
        }
        if argument.count > 1, argument[0] == 0x2D, !Self.looksLikeNegativeNumber(argument) {
            return nextShort(in: argument, at: 1)
        }
        return .positional(argument)
    }

    /// The value of the option just read: the text after `=`, the rest of a short
    /// cluster (`-pfoo`), or else the next argument, whatever it looks like.
    public mutating func value() -> [UInt8]? {
        if let attached = pendingValue {
            pendingValue = nil
            return attached
        }
        if let (argument, offset) = cluster {
            cluster = nil
            return Array(argument[offset...])
        }
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    /// A value attached with `=` to the long option just read, if there is one.
    public mutating func attachedValue() -> [UInt8]? {
        defer { pendingValue = nil }
        return pendingValue
    }

    /// The whole argument of the last short option read, when that option was the
    /// first of its cluster: `-type` may have meant `--type`.
    public private(set) var clusterOpenedBy: [UInt8]?

    private mutating func nextShort(in argument: [UInt8], at offset: Int) -> ArgumentToken {
        // One character is one UTF-8 sequence; a stray byte stands alone.
        var length = UTF8Sequence.length(of: argument, at: offset)
        if length == 0 { length = 1 }
        let end = offset + length
        cluster = end < argument.count ? (argument, end) : nil
        clusterOpenedBy = offset == 1 ? argument : nil
        return .short(Array(argument[offset..<end]))
    }

    /// `-3`, `-3.5`, `-.5`: values, not options (no short option is a digit).
    static func looksLikeNegativeNumber(_ argument: [UInt8]) -> Bool {
        var sawDigit = false
        var sawDot = false
        for byte in argument.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "."): if sawDot { return false }; sawDot = true
            default: return false
            }
        }
        return sawDigit
    }
}
