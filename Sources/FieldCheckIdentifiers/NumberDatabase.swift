/// python-stdnum's number database (`stdnum.numdb`): nested prefix ranges with
/// properties, read from its `.dat` text (`StdnumData`). `info` splits a number into its
/// parts as stdnum does, comparing parts as Python compares strings (by code point).
package struct NumberDatabase: Sendable {
    package struct Prefix: Sendable {
        package var length: Int
        package var low: [UInt32]
        package var high: [UInt32]
        package var properties: [String: String]
        /// The level (`levels`) of the prefixes under this one; -1 for none.
        package var children: Int
    }

    /// Each level's prefixes: the top level first, then the children of each line, by
    /// index (children as indices, not copies: a lookup walks them without copying).
    package let levels: [[Prefix]]
    package var prefixes: [Prefix] { levels[0] }

    /// The database of a `.dat` text: each line a range list (`low-high` or one value,
    /// comma-separated) and `key="value"` properties, indented under its parent.
    package init(_ text: String) {
        var entries: [(indent: Int, ranges: [(String, String)], properties: [String: String])] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let first = line.first, first != "#", !line.allSatisfy({ $0 == " " }) else { continue }
            let indent = line.prefix(while: { $0 == " " }).count
            let rest = line.dropFirst(indent)
            let rangeText = rest.prefix(while: { $0 != " " && $0 != "\t" })
            var ranges: [(String, String)] = []
            for range in rangeText.split(separator: ",") {
                let bounds = range.split(separator: "-", maxSplits: 1)
                ranges.append((String(bounds[0]), String(bounds.count > 1 ? bounds[1] : bounds[0])))
            }
            entries.append((indent, ranges, Self.properties(rest.dropFirst(rangeText.count))))
        }
        var levels: [[Prefix]] = [[]]
        var index = 0
        Self.level(entries, &index, indent: entries.first?.indent ?? 0, into: 0, &levels)
        self.levels = levels
        digitLevels = Self.digitLevels(levels)
    }

    /// `key="value"` pairs.
    private static func properties(_ text: Substring) -> [String: String] {
        var found: [String: String] = [:]
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].split(separator: " ").last.map(String.init) ?? ""
            let afterEquals = rest[rest.index(after: equals)...]
            guard afterEquals.first == "\"", let close = afterEquals.dropFirst().firstIndex(of: "\"") else { break }
            found[key] = String(afterEquals[afterEquals.index(after: afterEquals.startIndex)..<close])
            rest = afterEquals[afterEquals.index(after: close)...]
        }
        return found
    }

    /// The entries from `index` at `indent` into level `target`, each with the deeper ones
    /// after it as a level of its own (shared by the line's ranges, as stdnum shares them).
    private static func level(_ entries: [(indent: Int, ranges: [(String, String)], properties: [String: String])],
                              _ index: inout Int, indent: Int, into target: Int, _ levels: inout [[Prefix]]) {
        while index < entries.count, entries[index].indent >= indent {
            let entry = entries[index]
            index += 1
            var children = -1
            if index < entries.count, entries[index].indent > entry.indent {
                children = levels.count
                levels.append([])
                level(entries, &index, indent: entries[index].indent, into: children, &levels)
            }
            for (low, high) in entry.ranges {
                levels[target].append(Prefix(length: low.unicodeScalars.count, low: low.unicodeScalars.map(\.value),
                                             high: high.unicodeScalars.map(\.value), properties: entry.properties, children: children))
            }
        }
    }

    /// `NumDB.info`: the number's parts, each with the properties of the prefixes it matched.
    package func info(_ number: String) -> [(part: String, properties: [String: String])] {
        var result: [(part: String, properties: [String: String])] = []
        let scalars = number.unicodeScalars.map(\.value)
        walk(scalars[...]) { part, matched in
            var properties: [String: String] = [:]
            for prefix in matched { properties.merge(prefix.properties) { _, new in new } }
            var text = String.UnicodeScalarView()
            for value in part { if let scalar = Unicode.Scalar(value) { text.append(scalar) } }
            result.append((String(text), properties))
        }
        return result
    }

    /// `NumDB.split`, as the lengths of the parts (no properties, no strings).
    package func splitLengths(_ number: ArraySlice<UInt32>) -> [Int] {
        if let digitLevels, number.count <= 19, number.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            return Self.splitDigits(number.map { UInt8($0 - 0x30) }, digitLevels)
        }
        var lengths: [Int] = []
        walk(number) { part, _ in lengths.append(part.count) }
        return lengths
    }

    /// A prefix of a database whose bounds are all digits, its bounds as numbers: for a
    /// number of digits, comparing a head with a bound of the same length as numbers is
    /// comparing them as strings, without a string.
    package struct DigitPrefix: Sendable {
        package var length: Int
        package var low: UInt64
        package var high: UInt64
        package var children: Int
    }

    /// `levels` as `DigitPrefix`es, when every bound is at most 19 digits; nil otherwise.
    package let digitLevels: [[DigitPrefix]]?

    package static func digitLevels(_ levels: [[Prefix]]) -> [[DigitPrefix]]? {
        var result: [[DigitPrefix]] = []
        for level in levels {
            var converted: [DigitPrefix] = []
            for prefix in level {
                guard prefix.length <= 19, prefix.low.count == prefix.length, prefix.high.count == prefix.length,
                      (prefix.low + prefix.high).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
                let value = { (digits: [UInt32]) in digits.reduce(UInt64(0)) { $0 * 10 + UInt64($1 - 0x30) } }
                converted.append(DigitPrefix(length: prefix.length, low: value(prefix.low), high: value(prefix.high), children: prefix.children))
            }
            result.append(converted)
        }
        return result
    }

    /// `walk` on digits (values 0-9), as the lengths of the parts.
    package static func splitDigits(_ digits: [UInt8], _ levels: [[DigitPrefix]]) -> [Int] {
        var lengths: [Int] = []
        digits.withUnsafeBufferPointer { buffer in
            splitDigits(buffer, levels) { lengths.append($0) }
        }
        return lengths
    }

    /// `walk` on digits, each part's length handed to `body`; no allocation (the levels a
    /// part leads to are kept in a small buffer: at most 16, where a database has one).
    package static func splitDigits(_ digits: UnsafeBufferPointer<UInt8>, _ levels: [[DigitPrefix]], _ body: (Int) -> Void) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 32) { buffer in
            var current = 0, currentCount = 1, next = 16, nextCount = 0
            buffer[0] = 0
            var start = 0
            while start < digits.count {
                var partLength = digits.count - start
                nextCount = 0
                for slot in 0..<currentCount {
                    for prefix in levels[buffer[current + slot]] where partLength >= prefix.length {
                        var head: UInt64 = 0
                        for index in start..<(start + prefix.length) { head = head * 10 + UInt64(digits[index]) }
                        guard head >= prefix.low && head <= prefix.high else { continue }
                        if prefix.length < partLength {
                            partLength = prefix.length
                            nextCount = 0
                        }
                        if prefix.children >= 0 && nextCount < 16 {
                            buffer[next + nextCount] = prefix.children
                            nextCount += 1
                        }
                    }
                }
                body(partLength)
                start += partLength
                swap(&current, &next)
                currentCount = nextCount
            }
        }
    }

    /// `NumDB._find`: each part of the number in turn, with the prefixes that matched it
    /// (only the shortest match's information is kept).
    private func walk(_ number: ArraySlice<UInt32>, _ body: (ArraySlice<UInt32>, [Prefix]) -> Void) {
        var rest = number
        var current = [0]
        while !rest.isEmpty {
            var part = rest
            var matched: [Prefix] = []
            var next: [Int] = []
            for level in current {
                for prefix in levels[level] where part.count >= prefix.length {
                    let head = part.prefix(prefix.length)
                    guard !head.lexicographicallyPrecedes(prefix.low), !prefix.high.lexicographicallyPrecedes(head) else { continue }
                    if prefix.length < part.count {
                        part = head
                        matched = []
                        next = []
                    }
                    matched.append(prefix)
                    if prefix.children >= 0 { next.append(prefix.children) }
                }
            }
            body(part, matched)
            rest = rest.dropFirst(part.count)
            current = next
        }
    }

    package static let iban = NumberDatabase(StdnumData.iban)
    package static let isbn = NumberDatabase(StdnumData.isbn)
    package static let ein = NumberDatabase(StdnumData.ein)
    package static let belgianBanks = NumberDatabase(StdnumData.belgianBanks)
}
