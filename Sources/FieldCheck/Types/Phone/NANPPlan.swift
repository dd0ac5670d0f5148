/// The North American numbering plan, compiled: libphonenumber's patterns for every
/// region of +1, as PCRE2 patterns. Built when a phone rule is made, not before; one per
/// rule, since compiled patterns carry match data of their own.
final class NANPPlan {
    struct Desc {
        let pattern: CompiledPattern
        let lengths: [Int]
    }

    struct Region {
        let code: String
        /// Matches at the start of a national number (libphonenumber's `re.match`).
        let leadingDigits: CompiledPattern?
        let general: Desc
        let types: [Desc]
    }

    let regions: [Region]
    /// For each area code seen so far (as a number 0...999), the regions in plan order
    /// whose leading digits or number patterns can begin with it: no other region can
    /// claim or validate a number with that area code. Filled on first sight, so a run
    /// pays for the few area codes its data has, not for all of them up front.
    private var regionsByAreaCode = [[Int]?](repeating: nil, count: 1000)

    init() throws(PatternError) {
        var compiled: [Region] = []
        for region in NANPMetadata.regions {
            func desc(_ source: NANPMetadata.Desc) throws(PatternError) -> Desc {
                Desc(pattern: try CompiledPattern(source.pattern), lengths: source.lengths)
            }
            var types: [Desc] = []
            for type in region.types { types.append(try desc(type)) }
            let leading = try region.leadingDigits.map { (source: String) throws(PatternError) -> CompiledPattern in
                try CompiledPattern("^(?:" + source + ")", options: PatternOptions(search: true))
            }
            compiled.append(Region(code: region.code, leadingDigits: leading, general: try desc(region.general), types: types))
        }
        regions = compiled
    }

    /// `is_valid_number`: the number belongs to the first region whose leading digits
    /// match its start, or else the first region where it has a type; it is valid when it
    /// has a type in that region.
    func isValid(_ national: [UInt8]) -> Bool {
        national.withUnsafeBufferPointer { digits in
            for index in candidates(national) {
                let region = regions[index]
                if let leading = region.leadingDigits {
                    if leading.matches(digits) { return hasType(digits, in: region) }
                } else if hasType(digits, in: region) {
                    return true
                }
            }
            return false
        }
    }

    /// The region a valid number belongs to (for tests and `types phone`).
    func region(of national: [UInt8]) -> String? {
        national.withUnsafeBufferPointer { digits in
            for index in candidates(national) {
                let region = regions[index]
                if let leading = region.leadingDigits {
                    if leading.matches(digits) { return hasType(digits, in: region) ? region.code : nil }
                } else if hasType(digits, in: region) {
                    return region.code
                }
            }
            return nil
        }
    }

    private func hasType(_ digits: UnsafeBufferPointer<UInt8>, in region: Region) -> Bool {
        guard matches(digits, region.general, general: region.general) else { return false }
        return region.types.contains { matches(digits, $0, general: region.general) }
    }

    private func matches(_ digits: UnsafeBufferPointer<UInt8>, _ desc: Desc, general: Desc) -> Bool {
        let lengths = desc.lengths.isEmpty ? general.lengths : desc.lengths
        if !lengths.isEmpty && !lengths.contains(digits.count) { return false }
        return desc.pattern.matches(digits)
    }

    /// Whether some number of some region begins with these digits (a partial match of
    /// a number type's pattern).
    func canBegin(_ national: ArraySlice<UInt8>) -> Bool {
        if national.isEmpty { return true }
        let prefix = Array(national)
        return prefix.withUnsafeBufferPointer { digits in
            candidates(prefix).contains { index in
                regions[index].types.contains { type in Self.begins(type.pattern, digits) }
            }
        }
    }

    /// A pattern matches the digits, or could once more digits follow.
    private static func begins(_ pattern: CompiledPattern, _ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        switch pattern.match(digits) {
        case .match, .partial: return true
        default: return false
        }
    }

    /// The regions worth trying for a number (or beginning) by its area code; all of
    /// them while fewer than three digits are known.
    private func candidates(_ national: [UInt8]) -> [Int] {
        guard national.count >= 3 else { return Array(regions.indices) }
        let areaCode = national[0..<3].reduce(0) { $0 * 10 + Int($1 &- 0x30) }
        guard areaCode >= 0 && areaCode < 1000 else { return Array(regions.indices) }
        if let known = regionsByAreaCode[areaCode] { return known }
        let found = Array(national[0..<3]).withUnsafeBufferPointer { digits in
            regions.indices.filter { index in
                let region = regions[index]
                if let leading = region.leadingDigits, Self.begins(leading, digits) { return true }
                return region.types.contains { Self.begins($0.pattern, digits) }
            }
        }
        regionsByAreaCode[areaCode] = found
        return found
    }

    /// Why no valid number can begin with these digits, or `nil` when one can.
    func deadEnd(_ national: [UInt8]) -> String? {
        if canBegin(national[...]) && national.count < 10 { return nil }
        let text = String(decoding: national, as: UTF8.self)
        let characters = Array(text)
        if !canBegin(national.prefix(3)) {
            if national.count >= 3 { return "area code \(String(characters[0..<3])) does not exist" }
            return "no area code begins with \(text)"
        }
        if national.count >= 6 && !canBegin(national.prefix(6)) {
            let area = String(characters[0..<3]), exchange = String(characters[3..<6])
            return "exchange \(exchange) does not exist in area code \(area)"
        }
        if national.count < 10 && !canBegin(national[...]) {
            return "no valid number begins with \(text)"
        }
        return nil
    }
}
