/// A key (or a paste) read from a terminal in raw mode.
package enum Key: Equatable, Sendable {
    /// Text typed (one character, or several when they arrive in one read).
    case text(String)
    /// Text pasted with bracketed paste: inserted as a whole, line breaks dropped.
    case paste(String)
    case enter, escape, tab, backTab
    case up, down, left, right, home, end
    case backspace, delete
    /// Ctrl and a letter (`a` for Ctrl-A), or `" "` for Ctrl-Space; Ctrl-C is `control("c")`.
    case control(Character)
    /// A sequence this decoder does not know; ignored by the editor.
    case unknown
}

/// Turns the bytes a terminal sends into keys: a small state machine over bytes that keeps
/// what a read cut short (half a UTF-8 sequence, half an escape sequence, an open paste)
/// for the next read. A lone Esc cannot be told from the start of a sequence until the
/// caller has waited a moment: `pendingEscape` says so, `flushEscape()` ends the wait.
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var pasting = false
    private var pasted: [UInt8] = []

    package init() {}

    /// Whether the bytes so far end in an Esc that may start a sequence.
    package var pendingEscape: Bool { pending == [0x1B] }

    /// The keys in `bytes`, with whatever earlier reads left unfinished.
    package mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            if !text.isEmpty { keys.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll()
        }
        while index < pending.count {
            if pasting {
                guard let end = find(Self.pasteEnd, from: index) else {
                    // Keep a tail that may be the start of the end marker.
                    let keep = min(Self.pasteEnd.count - 1, pending.count - index)
                    pasted.append(contentsOf: pending[index..<(pending.count - keep)])
                    index = pending.count - keep
                    break
                }
                pasted.append(contentsOf: pending[index..<end])
                index = end + Self.pasteEnd.count
                pasting = false
                let kept = pasted.filter { $0 != 0x0A && $0 != 0x0D }
                keys.append(.paste(String(decoding: kept.map { $0 == 0x09 ? 0x20 : $0 }, as: UTF8.self)))
                pasted.removeAll()
                continue
            }
            let byte = pending[index]
            if byte >= 0x20 && byte != 0x7F {
                // Printable text; keep a UTF-8 sequence that the read cut in two.
                guard let length = Self.sequenceLength(pending, at: index) else { break }
                text.append(contentsOf: pending[index..<(index + length)])
                index += length
                continue
            }
            flushText()
            if byte == 0x1B {
                guard let (key, length) = escapeSequence(at: index) else { break }
                index += length
                if key == .paste(Self.pasteStartMarker) {
                    pasting = true
                } else {
                    keys.append(key)
                }
                continue
            }
            index += 1
            switch byte {
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x09: keys.append(.tab)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x00: keys.append(.control(" "))
            default: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
            }
        }
        flushText()
        pending.removeFirst(index)
        return keys
    }

    /// The bytes at `index` that decode as one: a whole UTF-8 sequence, or the longest
    /// start of one that no byte can complete (Unicode's maximal subpart, which decoding
    /// replaces with one U+FFFD), so that text cut anywhere by reads decodes as it does
    /// whole, and a byte after a broken sequence is never taken into it. Nil when more
    /// bytes may complete the sequence.
    static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF  // the second byte's range
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: return 1  // a continuation byte alone, or a byte no sequence starts with
        }
        for offset in 1..<length {
            guard index + offset < bytes.count else { return nil }
            let byte = bytes[index + offset]
            let (from, to) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            if byte < from || byte > to { return offset }
        }
        return length
    }

    /// After a pause with nothing more: a pending Esc was the Esc key.
    package mutating func flushEscape() -> [Key] {
        guard pendingEscape else { return [] }
        pending.removeAll()
        return [.escape]
    }

    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    static let pasteStartMarker = "\u{1B}[200~"

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard pending.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= pending.count {
            if pending[index] == needle[0] && pending[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The key of the escape sequence at `start` and its length; `nil` when it is not complete yet.
    private func escapeSequence(at start: Int) -> (Key, Int)? {
        let available = pending.count - start
        if available < 2 { return nil }
        let second = pending[start + 1]
        switch second {
        case UInt8(ascii: "["):
            // CSI: parameters and intermediates, then a final byte in 0x40...0x7E.
            var index = start + 2
            while index < pending.count, !(0x40...0x7E).contains(pending[index]) {
                if pending[index] < 0x20 { return (.unknown, index - start) }  // broken: drop it
                index += 1
            }
            guard index < pending.count else { return nil }
            let parameters = String(decoding: pending[(start + 2)..<index], as: UTF8.self)
            let final = pending[index]
            return (csiKey(parameters: parameters, final: final), index - start + 1)
        case UInt8(ascii: "O"):
            // SS3: application-mode arrows, Home and End.
            guard available >= 3 else { return nil }
            let key: Key
            switch pending[start + 2] {
            case UInt8(ascii: "A"): key = .up
            case UInt8(ascii: "B"): key = .down
            case UInt8(ascii: "C"): key = .right
            case UInt8(ascii: "D"): key = .left
            case UInt8(ascii: "H"): key = .home
            case UInt8(ascii: "F"): key = .end
            case UInt8(ascii: "M"): key = .enter
            default: key = .unknown
            }
            return (key, 3)
        case 0x1B:
            // Esc pressed twice: the first one is an Esc of its own.
            return (.escape, 1)
        default:
            // Alt and a key: Esc followed by it. Alt-Backspace deletes a word, as in readline.
            if second == 0x7F || second == 0x08 { return (.control("w"), 2) }
            return (.unknown, second < 0x80 ? 2 : 1)
        }
    }

    private func csiKey(parameters: String, final: UInt8) -> Key {
        let first = parameters.split(separator: ";").first.map(String.init) ?? ""
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "200": return .paste(Self.pasteStartMarker)
            default: return .unknown
            }
        default: return .unknown
        }
    }
}
