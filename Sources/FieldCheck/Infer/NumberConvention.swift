/// How a table writes the point and the digit groups of its numbers: `1.5` and `1,234.5`,
/// or `1,5` and `1.234,5` (Brazil, Germany, France, most of Europe). Found over every
/// column's sample at once, since `1.234` alone could be either: a table whose numbers
/// show a decimal comma somewhere (`0,088`, `8,33`, `1.727,5`) writes them all so.
package enum NumberConvention: Sendable, Equatable {
    case point
    case comma

    /// The convention of a table whose columns' samples are `samples`: `comma` when some
    /// column's values are mostly numbers written with a decimal comma, one of them surely
    /// so (a fraction not of three digits, a whole part 0 or with point groups: `1,000` is
    /// a thousand in a table written the other way).
    package static func of(_ samples: [[[UInt8]]]) -> NumberConvention {
        for sample in samples where !sample.isEmpty {
            var numerals = 0, sure = false
            for value in sample {
                guard let shape = commaShape(value) else { continue }
                numerals += 1
                sure = sure || shape
            }
            if sure && Double(numerals) >= ColumnInference.threshold * Double(sample.count) { return .comma }
        }
        return .point
    }

    /// Whether `value` is a number written the comma way (`-1.234,5`, `12`, `0,5`): nil when
    /// not; true when it surely is (it has a comma no thousands separator could be).
    static func commaShape(_ value: [UInt8]) -> Bool? {
        var body = value[...]
        if body.first == 0x2D || body.first == 0x2B { body = body.dropFirst() }
        let comma = body.firstIndex(of: 0x2C)
        let whole = body[..<(comma ?? body.endIndex)]
        let fraction = comma.map { body[($0 + 1)...] } ?? []
        guard !whole.isEmpty, fraction.allSatisfy(isDigit), comma == nil || !fraction.isEmpty else { return nil }
        let groups = whole.split(separator: 0x2E, omittingEmptySubsequences: false)
        guard groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }),
              groups.count == 1 || groups.first!.count <= 3 && groups.dropFirst().allSatisfy({ $0.count == 3 })
        else { return nil }
        guard comma != nil else { return false }
        return fraction.count != 3 || groups.count > 1 || whole.elementsEqual([0x30])
    }

    /// Whether `value` is a number with comma groups, written the point way (`1,234`,
    /// `-12,345,678.9`).
    static func hasCommaGroups(_ value: [UInt8]) -> Bool {
        var body = value[...]
        if body.first == 0x2D || body.first == 0x2B { body = body.dropFirst() }
        let point = body.firstIndex(of: 0x2E)
        let whole = body[..<(point ?? body.endIndex)]
        if let point, !body[(point + 1)...].allSatisfy(isDigit) || body.index(after: point) == body.endIndex { return false }
        let groups = whole.split(separator: 0x2C, omittingEmptySubsequences: false)
        return groups.count > 1 && (1...3).contains(groups[0].count) && groups.allSatisfy { $0.allSatisfy(isDigit) }
            && groups.dropFirst().allSatisfy { $0.count == 3 }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The candidate for numbers with a fraction: a plain decimal, or (read as Table Schema
    /// reads numbers) one with a decimal comma and point groups, or with comma groups when
    /// some value of `sample` has them.
    package func decimal(for sample: [[UInt8]]) -> RuleCandidate {
        switch self {
        case .comma:
            return RuleCandidate("decimal", ["--table-schema", "--decimal-char", ",", "--group-char", "."])
        case .point:
            guard sample.contains(where: Self.hasCommaGroups) else { return RuleCandidate("decimal") }
            return RuleCandidate("decimal", ["--table-schema", "--group-char", ","])
        }
    }
}
