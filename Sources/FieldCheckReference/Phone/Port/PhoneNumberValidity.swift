extension PhoneNumbering {
    /// `_number_type_helper`: the kind of a national number in a region, or `nil` when it
    /// is none (libphonenumber's UNKNOWN). Fixed line or mobile answers `.fixed`.
    package func kind(of national: String, in metadata: PhoneMetadata) -> PhoneNumberKind? {
        var text = national
        return text.withUTF8 { bytes -> PhoneNumberKind? in
            // A length the general description does not have: no kind, by either way (the
            // automaton is not made for it: junk reaches many regions, mostly so).
            guard bytes.count < 32, metadata.kindLengths[PhoneNumberKind.general.index] & (1 << UInt32(bytes.count)) != 0 else { return nil }
            if let reach = kindAutomaton(metadata)?.walk(bytes) { return kind(matched: reach.matched, count: bytes.count, metadata) }
            return kindByPatterns(bytes, metadata)
        }
    }

    /// The kind of region's automaton found for a number of `count` digits, in the order
    /// of `_number_type_helper`: the patterns that matched (bits by kind `index`) and the
    /// kinds' lengths.
    func kind(matched: UInt16, count: Int, _ metadata: PhoneMetadata) -> PhoneNumberKind? {
        guard count < 32 else { return nil }
        return Self.firstKind(metadata) { kind in
            matched & (1 << UInt16(kind.index)) != 0 && metadata.kindLengths[kind.index] & (1 << UInt32(count)) != 0
        }
    }

    /// `_number_type_helper` by the kinds' patterns, one PCRE2 match each (the reference
    /// for the automaton, and the way when it has none).
    package func kindByPatterns(_ bytes: UnsafeBufferPointer<UInt8>, _ metadata: PhoneMetadata) -> PhoneNumberKind? {
        Self.firstKind(metadata) { matchesKind(bytes, $0, metadata) }
    }

    /// The first kind a number is, in `_number_type_helper`'s order, by a test of each kind
    /// (asked only as far as the answer needs): none unless the general description fits.
    @inline(__always)
    static func firstKind(_ metadata: PhoneMetadata, _ fits: (PhoneNumberKind) -> Bool) -> PhoneNumberKind? {
        guard fits(.general) else { return nil }
        for kind in [PhoneNumberKind.premium, .tollfree, .shared, .voip, .personal, .pager, .uan, .voicemail] where fits(kind) {
            return kind
        }
        if fits(.fixed) { return .fixed }
        if !metadata.mobileIsFixed && fits(.mobile) { return .mobile }
        return nil
    }

    /// The region's kinds' patterns as one automaton, made on first use; `nil` when a
    /// pattern is outside its syntax (never for libphonenumber's data: a test makes them all).
    package func kindAutomaton(_ metadata: PhoneMetadata) -> DigitAutomaton? {
        if !metadata.kindAutomatonMade {
            metadata.kindAutomatonMade = true
            metadata.kindAutomaton = DigitAutomaton(patterns: PhoneNumberKind.allCases.map { kind in
                metadata.kindPatternIDs[kind.index] >= 0 ? metadata.descriptions[kind]?.pattern : nil
            })
        }
        return metadata.kindAutomaton
    }

    /// `_is_number_matching_desc` for a kind of a region, on the national number's bytes,
    /// from the lengths and pattern number `read` set apart (PortBytesTests hold it equal
    /// to `matchesDescription`, which reads the description itself).
    @inline(__always)
    package func matchesKind(_ national: UnsafeBufferPointer<UInt8>, _ kind: PhoneNumberKind, _ metadata: PhoneMetadata) -> Bool {
        let index = kind.index
        guard national.count < 32, metadata.kindLengths[index] & (1 << UInt32(national.count)) != 0,
            let compiled = compiled(metadata.kindPatternIDs[index], .whole)
        else { return false }
        return compiled.matches(national)
    }

    /// `_is_number_matching_desc`, from the description itself (the reference for
    /// `matchesKind`).
    package func matchesDescription(_ national: String, _ description: PhoneNumberDescription?) -> Bool {
        guard let description else { return false }
        if !description.possibleLengths.isEmpty && !description.possibleLengths.contains(national.utf8.count) { return false }
        return matchesNational(national, description)
    }

    /// `region_code_for_number`: the region a number belongs to, or `nil`.
    package func region(of number: PhoneNumber) -> String? {
        guard let regions = Self.regionsByCallingCode[number.countryCode] else { return nil }
        if regions.count == 1 { return regions[0] }
        for region in regions {
            guard let metadata = metadata(forRegion: region) else { continue }
            if let leading = metadata.leadingDigits {
                if matchAtStart(metadata.leadingDigitsID, leading, number.nationalNumber) != nil { return region }
            } else if kind(of: number.nationalNumber, in: metadata) != nil {
                return region
            }
        }
        return nil
    }

    /// `is_valid_number`. For the North American plan (+1, 25 regions to try in turn) a
    /// ten-digit number takes the generated automaton, which is compiled from the same
    /// patterns and region rules (PhoneShortcutTests holds the two equal); only Canada has
    /// numbers of another length (seven, beginning with 3, which no region before it in
    /// the plan's order claims by its leading digits): Canada's patterns decide those.
    package func isValid(_ number: PhoneNumber) -> Bool {
        if number.countryCode == 1 {
            var national = number.nationalNumber
            switch national.utf8.count {
            case 10: return national.withUTF8 { NANPAutomaton.isValid($0) }
            case 7:
                guard national.utf8.first == UInt8(ascii: "3"), let canada = metadata(forRegion: "CA") else { return false }
                return kind(of: national, in: canada) != nil
            default: return false
            }
        }
        return isValidByRegions(number)
    }

    /// `is_valid_number_for_region` with the region `region_code_for_number` finds, in one
    /// pass over the regions of the calling code.
    package func isValidByRegions(_ number: PhoneNumber) -> Bool {
        guard Self.isCallingCode(number.countryCode) else { return false }
        let regions = Self.regionsByCode[number.countryCode]
        if regions.count == 1 { return isValid(number, forRegion: regions[0]) }
        for region in regions {
            guard let metadata = metadata(forRegion: region) else { continue }
            if let leading = metadata.leadingDigits {
                if matchAtStart(metadata.leadingDigitsID, leading, number.nationalNumber) != nil {
                    return kind(of: number.nationalNumber, in: metadata) != nil
                }
            } else if kind(of: number.nationalNumber, in: metadata) != nil {
                return true
            }
        }
        return false
    }

    /// `is_valid_number_for_region`.
    func isValid(_ number: PhoneNumber, forRegion region: String) -> Bool {
        guard let metadata = metadata(callingCode: number.countryCode, region: region) else { return false }
        if region != "001" && number.countryCode != metadata.countryCode { return false }
        return kind(of: number.nationalNumber, in: metadata) != nil
    }

    /// `is_possible_number_with_reason`.
    package func possibility(of number: PhoneNumber) -> PhoneLengthResult {
        let region = Self.mainRegion(forCallingCode: number.countryCode)
        guard Self.regionsByCallingCode[number.countryCode] != nil,
            let metadata = metadata(callingCode: number.countryCode, region: region)
        else { return .invalidLength }
        return testLength(number.nationalNumber, metadata)
    }
}
