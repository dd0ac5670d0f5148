/// python-stdnum's number database (`stdnum.numdb`): nested prefix ranges with
/// properties, read from its `.dat` text (`StdnumData`). `info` splits a number into its
/// parts as stdnum does, comparing parts as Python compares strings (by code point).
struct NumberDatabase: Sendable {
    struct Prefix: Sendable {
        var length: Int
        var low: [UInt32]
        var high: [UInt32]
        var properties: [String: String]
        var children: [Prefix]
    }

    let prefixes: [Prefix]

    /// The database of a `.dat` text: each line a range list (`low-high` or one value,
    /// comma-separated) and `key="value"` properties, indented under its parent.
    init(_ text: String) {
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
        var index = 0
        prefixes = Self.level(entries, &index, indent: entries.first?.indent ?? 0)
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

    /// The entries from `index` at `indent`, each with the deeper ones after it as children.
    private static func level(_ entries: [(indent: Int, ranges: [(String, String)], properties: [String: String])],
                              _ index: inout Int, indent: Int) -> [Prefix] {
        var result: [Prefix] = []
        while index < entries.count, entries[index].indent >= indent {
            let entry = entries[index]
            index += 1
            var children: [Prefix] = []
            if index < entries.count, entries[index].indent > entry.indent {
                children = level(entries, &index, indent: entries[index].indent)
            }
            for (low, high) in entry.ranges {
                result.append(Prefix(length: low.unicodeScalars.count, low: low.unicodeScalars.map(\.value),
                                     high: high.unicodeScalars.map(\.value), properties: entry.properties, children: children))
            }
        }
        return result
    }

    /// `NumDB.info`: the number's parts, each with the properties of the prefixes it matched.
    func info(_ number: String) -> [(part: String, properties: [String: String])] {
        var result: [(part: String, properties: [String: String])] = []
        var rest = number.unicodeScalars.map(\.value)[...]
        var level = prefixes
        while !rest.isEmpty {
            var part = rest
            var properties: [String: String] = [:]
            var next: [Prefix] = []
            for prefix in level where part.count >= prefix.length {
                let head = part.prefix(prefix.length)
                guard !head.lexicographicallyPrecedes(prefix.low), !prefix.high.lexicographicallyPrecedes(head) else { continue }
                // Only the shortest match's information is kept.
                if prefix.length < part.count {
                    part = head
                    properties = [:]
                    next = []
                }
                properties.merge(prefix.properties) { _, new in new }
                next.append(contentsOf: prefix.children)
            }
            var text = String.UnicodeScalarView()
            for value in part { if let scalar = Unicode.Scalar(value) { text.append(scalar) } }
            result.append((String(text), properties))
            rest = rest.dropFirst(part.count)
            level = next
        }
        return result
    }

    static let iban = NumberDatabase(StdnumData.iban)
    static let isbn = NumberDatabase(StdnumData.isbn)
    static let ein = NumberDatabase(StdnumData.ein)
    static let belgianBanks = NumberDatabase(StdnumData.belgianBanks)
}
