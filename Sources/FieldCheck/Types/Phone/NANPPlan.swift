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
            for region in regions {
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
            for region in regions {
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
        return Array(national).withUnsafeBufferPointer { digits in
            regions.contains { region in
                region.types.contains { type in
                    switch type.pattern.match(digits) {
                    case .match, .partial: return true
                    default: return false
                    }
                }
            }
        }
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
