/// The commands (and contexts such as a fields-file line) an option belongs to: a few
/// names, kept in an array. A `Set<String>` would do as well, but building the first one
/// costs a noticeable part of a start-up (the runtime looks up String's Hashable
/// conformance), and every run builds the option table.
public struct Scopes: ExpressibleByArrayLiteral, Equatable, Sendable, Sequence {
    public private(set) var names: [String]

    public init(_ names: [String]) {
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        self.names = unique
    }

    public init(arrayLiteral names: String...) { self.init(names) }

    public func contains(_ name: String) -> Bool {
        var index = 0
        while index < names.count {
            if names[index] == name { return true }
            index += 1
        }
        return false
    }

    public func union(_ other: Scopes) -> Scopes { Scopes(names + other.names) }

    public var isEmpty: Bool { names.isEmpty }

    public func makeIterator() -> IndexingIterator<[String]> { names.makeIterator() }
}
