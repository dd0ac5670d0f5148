/// An option's value as it came on the command line: bytes, until the option
/// asks for text or a number. Conversions throw errors that name the option.
public struct ArgumentValue: Sendable, Equatable {
    public let bytes: [UInt8]
    /// How the option was spelled by the user (`--min-length`, `-s`), for messages.
    public let option: String

    public init(_ bytes: [UInt8], option: String) {
        self.bytes = bytes
        self.option = option
    }

    /// The value as text; an error naming the option when it is not UTF-8.
    public func text() throws(ArgumentError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let offset = firstInvalidUTF8Offset(bytes) ?? 0
            throw ArgumentError("invalid value for '\(option)': not valid UTF-8 (byte \(offset + 1))")
        }
        return text
    }

    /// The value as text that must not be empty.
    public func nonEmptyText() throws(ArgumentError) -> String {
        let text = try text()
        if text.isEmpty { throw ArgumentError("invalid value '' for '\(option)': must not be empty") }
        return text
    }

    /// A whole decimal number within `range`; no sign, no spaces, no overflow.
    public func integer(in range: ClosedRange<Int>) throws(ArgumentError) -> Int {
        let shown = Quoting.display(bytes)
        let problem = ArgumentError(
            "invalid value '\(shown)' for '\(option)': must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        guard !bytes.isEmpty else { throw problem }
        var result = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { throw problem }
            let (times, overflow1) = result.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else { throw problem }
            result = sum
        }
        guard range.contains(result) else { throw problem }
        return result
    }

    /// One of `choices`, exactly; otherwise an error listing them, with a did-you-mean.
    public func choice(from choices: [Choice]) throws(ArgumentError) -> String {
        let names = choices.map(\.name)
        if let text = String(validating: bytes, as: UTF8.self), names.contains(text) {
            return text
        }
        let shown = Quoting.display(bytes)
        var message = "invalid value '\(shown)' for '\(option)'"
        if let text = String(validating: bytes, as: UTF8.self),
           let guess = Suggestions.closest(to: text, among: names) {
            message += " (did you mean '\(guess)'?)"
        }
        message += "; choose from: " + names.joined(separator: ", ")
        throw ArgumentError(message)
    }
}

/// A problem with one option's value, raised by an option's `apply`.
public struct ArgumentError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// Offset of the first byte that does not belong to a well-formed UTF-8 sequence.
func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
        let length = UTF8Sequence.length(of: bytes, at: index)
        if length == 0 { return index }
        index += length
    }
    return nil
}

/// Decoding of single UTF-8 sequences, strictly (no overlongs, no surrogates).
enum UTF8Sequence {
    /// Length of the well-formed sequence starting at `index`, or 0 when it is not one.
    static func length(of bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            index + offset < bytes.count && (low...high).contains(bytes[index + offset])
        }
        switch lead {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}
