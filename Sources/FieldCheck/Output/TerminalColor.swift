/// A foreground color for valid and invalid values: a name, a 256-color index, or `#rrggbb`.
package struct TerminalColor: Equatable, Sendable {
    /// The SGR parameters, e.g. `32` or `38;5;208` or `38;2;255;0;0`.
    package let parameters: String

    package static let green = TerminalColor(parameters: "32")
    package static let red = TerminalColor(parameters: "31")

    package static let names: [(String, Int)] = [
        ("black", 30), ("red", 31), ("green", 32), ("yellow", 33), ("blue", 34), ("magenta", 35),
        ("cyan", 36), ("white", 37), ("bright-black", 90), ("bright-red", 91), ("bright-green", 92),
        ("bright-yellow", 93), ("bright-blue", 94), ("bright-magenta", 95), ("bright-cyan", 96),
        ("bright-white", 97),
    ]

    init(parameters: String) { self.parameters = parameters }

    /// Parses `red`, `208`, `#ff8800`; `nil` for anything else.
    package init?(_ text: String) {
        let lowered = text.lowercased()
        if let (_, code) = Self.names.first(where: { $0.0 == lowered }) {
            self.parameters = String(code)
            return
        }
        if !lowered.isEmpty, lowered.count <= 3, lowered.allSatisfy(\.isASCIIDigit),
           let index = Int(lowered), index <= 255
        {
            self.parameters = "38;5;\(index)"
            return
        }
        let hex = Array(lowered.utf8)
        if hex.count == 7, hex[0] == UInt8(ascii: "#") {
            var channels: [Int] = []
            for start in stride(from: 1, to: 7, by: 2) {
                guard let high = Self.hexValue(hex[start]), let low = Self.hexValue(hex[start + 1]) else { return nil }
                channels.append(high * 16 + low)
            }
            self.parameters = "38;2;\(channels[0]);\(channels[1]);\(channels[2])"
            return
        }
        return nil
    }

    package var start: [UInt8] { Array("\u{1B}[\(parameters)m".utf8) }
    package static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        default: return nil
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
