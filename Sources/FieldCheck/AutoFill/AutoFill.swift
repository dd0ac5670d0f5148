/// Auto-fill candidates from a list (one entry per line): those that begin with the query,
/// then those that contain it elsewhere, case-insensitively, each entry once, in the list's
/// order. Works on the list's bytes: ASCII entries are compared without building strings,
/// so a list of a million lines answers in a fraction of a second.
package enum AutoFill {
    /// One line of a list: where its text is (without CR LF or LF).
    package struct Entry: Equatable, Sendable {
        package var text: Range<Int>
        /// The whole line, terminator included.
        package var line: Range<Int>
    }

    /// The lines of a list.
    package static func entries(_ list: UnsafeBufferPointer<UInt8>) -> [Entry] {
        var entries: [Entry] = []
        var start = 0
        while start < list.count {
            var end = start
            while end < list.count && list[end] != 0x0A { end += 1 }
            let lineEnd = end < list.count ? end + 1 : end
            var textEnd = end
            if textEnd > start && list[textEnd - 1] == 0x0D { textEnd -= 1 }
            entries.append(Entry(text: start..<textEnd, line: start..<lineEnd))
            start = lineEnd
        }
        return entries
    }

    /// The candidates for `query`, at most `limit` of them.
    package static func candidates(
        _ list: UnsafeBufferPointer<UInt8>, entries: [Entry], query: String, limit: Int?
    ) -> [Entry] {
        let folded = query.lowercased()
        let asciiQuery = folded.utf8.allSatisfy { $0 < 0x80 } ? Array(folded.utf8) : nil
        var prefixed: [Entry] = [], containing: [Entry] = []
        var seen = Set<[UInt8]>()
        let maximum = limit ?? Int.max
        for entry in entries where !entry.text.isEmpty {
            let text = UnsafeBufferPointer(rebasing: list[entry.text])
            let place: Place
            if let asciiQuery, UTF8Validation.isASCII(text) {
                place = asciiPlace(of: asciiQuery, in: text)
            } else {
                place = unicodePlace(of: folded, in: String(decoding: text, as: UTF8.self).lowercased())
            }
            guard place != .none, seen.insert(Array(text)).inserted else { continue }
            if place == .prefix {
                prefixed.append(entry)
                if prefixed.count >= maximum { break }
            } else {
                containing.append(entry)
            }
        }
        return Array((prefixed + containing).prefix(maximum))
    }

    enum Place { case prefix, inside, none }

    static func asciiPlace(of query: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> Place {
        guard query.count <= text.count else { return .none }
        if query.isEmpty { return .prefix }
        @inline(__always) func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
        var start = 0
        while start + query.count <= text.count {
            var index = 0
            while index < query.count && lower(text[start + index]) == query[index] { index += 1 }
            if index == query.count { return start == 0 ? .prefix : .inside }
            start += 1
        }
        return .none
    }

    static func unicodePlace(of query: String, in text: String) -> Place {
        if text.hasPrefix(query) { return .prefix }
        return text.contains(query) ? .inside : .none
    }
}
