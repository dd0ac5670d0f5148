/// libphonenumber's numbering data as a phone rule uses it: each region's metadata read the
/// first time a number needs it, and each pattern compiled once (PCRE2, JIT) the first time
/// it is used, as libphonenumber's regex cache does. One per rule (and per thread): the
/// compiled patterns carry their match data.
package final class PhoneNumbering: @unchecked Sendable {
    private var patterns: [PatternKey: CompiledPattern] = [:]
    /// The metadata's patterns by number (see `intern`), compiled on first use per use.
    private var internedIDs: [String: Int] = [:]
    private var internedSources: [String] = []
    /// Compiled patterns by number and use (three slots a number; room for 10,922 numbers,
    /// where the metadata has 1,972 distinct patterns: one beyond would be compiled at each
    /// use). Small, since a call for one value makes the table and frees it.
    private let slots = SlotTable(capacity: 1 << 15)
    /// Metadata by region (`regionSlot`) and, after those, of non-geographic calling codes:
    /// a column of numbers from every country looks one up several times a number, and a
    /// dictionary of region names hashes the name each time.
    private let metadataSlots = SlotTable(capacity: 26 * 26 + 1000)

    package init() {}

    /// How a pattern is applied: a whole value (python's `fullmatch`), from the start
    /// (`match`), or anywhere (`search`).
    package enum PatternUse: Hashable { case whole, start, anywhere }

    /// Patterns are long (2 KB for some fixed-line descriptions) and looked up many times
    /// per number: the hash takes the length and a few bytes, not the whole text (equal
    /// sources are usually the same string, which compares at once).
    private struct PatternKey: Hashable {
        var source: String
        var use: PatternUse

        func hash(into hasher: inout Hasher) {
            hasher.combine(use)
            var source = source
            source.withUTF8 { bytes in
                hasher.combine(bytes.count)
                for index in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 24)) { hasher.combine(bytes[index]) }
            }
        }
    }

    /// The regions of each calling code, the main one first.
    static let regionsByCallingCode: [Int: [String]] = {
        var table: [Int: [String]] = [:]
        for (code, regions) in PhoneMetadataData.regionsByCallingCode { table[code] = regions }
        return table
    }()

    /// The same by code, 0 to 999 (none for an unknown code): read by index where a number
    /// is parsed, not hashed.
    static let regionsByCode: [[String]] = {
        var table = [[String]](repeating: [], count: 1000)
        for (code, regions) in PhoneMetadataData.regionsByCallingCode where code >= 0 && code < 1000 { table[code] = regions }
        return table
    }()

    /// Whether a calling code exists.
    static func isCallingCode(_ code: Int) -> Bool { code >= 0 && code < 1000 && !regionsByCode[code].isEmpty }

    /// Every region code libphonenumber knows (`SUPPORTED_REGIONS`), sorted.
    package static let supportedRegions: [String] =
        PhoneMetadataData.regionsByCallingCode.flatMap(\.regions).filter { $0 != "001" }.sorted()

    package static func isSupportedRegion(_ region: String) -> Bool { PhoneMetadataData.callingCode(ofRegion: region) != nil }

    /// `isSupportedRegion` of the last region asked (a rule's default region, asked for
    /// every number: the generated look-up compares region names one by one).
    func isSupported(_ region: String) -> Bool {
        if let known = lastSupported, known.region == region { return known.supported }
        let supported = Self.isSupportedRegion(region)
        lastSupported = (region, supported)
        return supported
    }
    private var lastSupported: (region: String, supported: Bool)?

    /// `region_code_for_country_code`: the main region of a calling code, `001` for a
    /// non-geographic one, `ZZ` for an unknown code.
    static func mainRegion(forCallingCode code: Int) -> String {
        code >= 0 && code < 1000 ? regionsByCode[code].first ?? "ZZ" : "ZZ"
    }

    /// The metadata of a region (`GB`). Every record is a region's two capital letters or a
    /// non-geographic code's: text of another shape has none.
    package func metadata(forRegion region: String) -> PhoneMetadata? {
        guard let slot = Self.regionSlot(region) else { return read(region) }
        return metadata(slot: slot) { read(region) }
    }

    /// `metadata_for_region_or_calling_code`.
    func metadata(callingCode: Int, region: String) -> PhoneMetadata? {
        if let slot = Self.regionSlot(region) { return metadata(slot: slot) { read(region) } }
        guard region == "001" else { return read(region) }
        guard callingCode >= 0 && callingCode < 1000 else { return read("001+\(callingCode)") }
        return metadata(slot: 26 * 26 + callingCode) { read("001+\(callingCode)") }
    }

    /// The metadata in a slot, read (by `reading`) the first time.
    @inline(__always)
    private func metadata(slot: Int, reading: () -> PhoneMetadata?) -> PhoneMetadata? {
        switch metadataSlots[slot] {
        case .object(let metadata): return unsafeDowncast(metadata, to: PhoneMetadata.self)
        case .absent: return nil
        case .empty:
            let metadata = reading()
            metadataSlots[slot] = metadata.map { .object($0) } ?? .absent
            return metadata
        }
    }

    /// The slot of a two-letter region code (`US`), `nil` for anything else.
    static func regionSlot(_ region: String) -> Int? {
        var text = region
        return text.withUTF8 { bytes in
            guard bytes.count == 2, bytes[0] &- 0x41 < 26, bytes[1] &- 0x41 < 26 else { return nil }
            return Int(bytes[0] &- 0x41) * 26 + Int(bytes[1] &- 0x41)
        }
    }

    /// A record read, its patterns numbered, so that the hot paths find their compiled
    /// patterns by index rather than by hashing long pattern texts.
    private func read(_ key: String) -> PhoneMetadata? {
        guard let record = PhoneMetadataData.record(key), let metadata = PhoneMetadata(record: record) else { return nil }
        metadata.internationalPrefixID = metadata.internationalPrefix.map(intern) ?? -1
        metadata.internationalPrefixFirstDigit = metadata.internationalPrefix.flatMap(Self.requiredFirstDigit)
        if let idd = metadata.internationalPrefix, !idd.isEmpty, idd.utf8.allSatisfy({ $0 &- 0x30 < 10 }) {
            metadata.internationalPrefixLiteral = Array(idd.utf8)
        }
        metadata.nationalPrefixForParsingID = metadata.nationalPrefixForParsing.map(intern) ?? -1
        metadata.leadingDigitsID = metadata.leadingDigits.map(intern) ?? -1
        for kind in PhoneNumberKind.allCases {
            guard let description = metadata.descriptions[kind], let pattern = description.pattern else { continue }
            let id = intern(pattern)
            metadata.descriptions[kind]?.patternID = id
            guard !pattern.isEmpty else { continue }
            metadata.kindPatternIDs[kind.index] = id
            metadata.kindLengths[kind.index] = description.possibleLengths.isEmpty ? UInt32.max : description.lengthBits
        }
        metadata.mobileIsFixed = metadata.sameMobileAndFixedLinePattern
        for index in metadata.formats.indices {
            metadata.formats[index].patternID = intern(metadata.formats[index].pattern)
            metadata.formats[index].lastLeadingDigitsID = metadata.formats[index].leadingDigits.last.map(intern) ?? -1
        }
        for index in metadata.internationalFormats.indices {
            metadata.internationalFormats[index].patternID = intern(metadata.internationalFormats[index].pattern)
            metadata.internationalFormats[index].lastLeadingDigitsID =
                metadata.internationalFormats[index].leadingDigits.last.map(intern) ?? -1
        }
        return metadata
    }

    /// The number of a pattern text (the same text, the same number).
    func intern(_ source: String) -> Int {
        if let id = internedIDs[source] { return id }
        let id = internedSources.count
        internedIDs[source] = id
        internedSources.append(source)
        return id
    }

    /// A numbered pattern, compiled for a use on first need; `nil` for none (-1) or one
    /// that does not compile.
    func compiled(_ id: Int, _ use: PatternUse) -> CompiledPattern? {
        guard id >= 0 else { return nil }
        let slot = 3 * id + (use == .whole ? 0 : (use == .start ? 1 : 2))
        switch slots[slot] {
        case .object(let compiled): return unsafeDowncast(compiled, to: CompiledPattern.self)
        case .absent: return nil
        case .empty:
            guard id < internedSources.count else { return nil }
            let compiled = pattern(internedSources[id], use)
            slots[slot] = compiled.map { .object($0) } ?? .absent
            return compiled
        }
    }

    /// Whether a numbered pattern (else the text) matches the whole of `text`.
    package func matchesWhole(_ id: Int, _ source: String?, _ text: String) -> Bool {
        guard let compiled = id >= 0 ? compiled(id, .whole) : source.flatMap({ pattern($0, .whole) }) else { return false }
        var text = text
        return text.withUTF8 { compiled.matches($0) }
    }

    /// The parser's own patterns (`PhoneSyntax`), compiled once each.
    private(set) lazy var viablePattern = pattern(PhoneSyntax.viablePhoneNumber, .whole, caseless: true)
    private(set) lazy var extensionPattern = pattern(PhoneSyntax.extensionAtEnd, .anywhere, caseless: true)

    /// The groups of a numbered pattern (else the text) matched at the start of `text`.
    func matchAtStart(_ id: Int, _ source: String?, _ text: String) -> [Range<Int>?]? {
        guard let compiled = id >= 0 ? compiled(id, .start) : source.flatMap({ pattern($0, .start) }) else { return nil }
        var text = text
        return text.withUTF8 { compiled.captures($0) }
    }

    /// `couldContinue` for a numbered pattern (else the text).
    package func couldContinue(_ id: Int, _ source: String?, _ text: String) -> Bool {
        guard let compiled = id >= 0 ? compiled(id, .whole) : source.flatMap({ pattern($0, .whole) }) else { return false }
        var text = text
        return text.withUTF8 { compiled.couldContinue($0) }
    }

    /// A pattern from the metadata (or the parser's own), compiled on first use. A pattern
    /// that does not compile (never, for libphonenumber's data: a test compiles them all)
    /// matches nothing.
    func pattern(_ source: String, _ use: PatternUse, caseless: Bool = false) -> CompiledPattern? {
        let key = PatternKey(source: caseless ? "(?i)" + source : source, use: use)
        if let known = patterns[key] { return known }
        var options = PatternOptions(search: use != .whole, caseless: false, ucp: true)
        options.anchored = use == .start
        // JIT after the 16th use: compiling costs what some dozens of interpreted matches
        // do (100,000 numbers of every region: 870 million instructions with 16, 881 with
        // 32, 865 with 8; 64 took 3% more than 16).
        options.deferredJITUses = 16
        guard let compiled = try? CompiledPattern(key.source, options: options) else { return nil }
        patterns[key] = compiled
        return compiled
    }

    /// Whether a pattern matches the whole of ASCII text.
    package func matchesWhole(_ source: String, _ text: String) -> Bool {
        guard let compiled = pattern(source, .whole) else { return false }
        var text = text
        return text.withUTF8 { compiled.matches($0) }
    }

    /// The groups of a match at the start of the text, or `nil`.
    package func matchAtStart(_ source: String, _ text: String) -> [Range<Int>?]? {
        guard let compiled = pattern(source, .start) else { return nil }
        var text = text
        return text.withUTF8 { compiled.captures($0) }
    }

    /// Whether the whole text matches a pattern that could still match more: some longer
    /// text beginning with it is matched (PCRE2's hard partial match).
    package func couldContinue(_ source: String, _ text: String) -> Bool {
        guard let compiled = pattern(source, .whole) else { return false }
        var text = text
        return text.withUTF8 { compiled.couldContinue($0) }
    }

    /// python's `re.sub(pattern, replacement, text, count)`: every match (or the first
    /// `count`) replaced, `\N` in the replacement naming a group.
    func substitute(_ source: String, in text: String, with replacement: String, count: Int = 0, id: Int = -1) -> String {
        guard let compiled = id >= 0 ? compiled(id, .anywhere) : pattern(source, .anywhere) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var position = 0, done = 0
        bytes.withUnsafeBufferPointer { buffer in
            while position <= buffer.count, count == 0 || done < count,
                let groups = compiled.captures(buffer, from: position), let whole = groups[0]
            {
                out += buffer[position..<whole.lowerBound]
                Self.expand(replacement, groups: groups, subject: buffer, into: &out)
                done += 1
                if whole.isEmpty {
                    if whole.upperBound < buffer.count { out.append(buffer[whole.upperBound]) }
                    position = whole.upperBound + 1
                } else {
                    position = whole.upperBound
                }
            }
            if position < buffer.count { out += buffer[position...] }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A replacement with `\1`..`\9` taken from the groups (an unmatched group is empty).
    private static func expand(_ replacement: String, groups: [Range<Int>?], subject: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        let bytes = Array(replacement.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                if next >= 0x30 && next <= 0x39 {
                    let group = Int(next - 0x30)
                    if group < groups.count, let range = groups[group] { out += subject[range] }
                    index += 2
                    continue
                }
                out.append(next)
                index += 2
                continue
            }
            out.append(byte)
            index += 1
        }
    }
}
