/// libphonenumber's numbering data as a phone rule uses it: each region's metadata read the
/// first time a number needs it, and each pattern compiled once (PCRE2, JIT) the first time
/// it is used, as libphonenumber's regex cache does. One per rule (and per thread): the
/// compiled patterns carry their match data.
final class PhoneNumbering: @unchecked Sendable {
    private var metadataByKey: [String: PhoneMetadata?] = [:]
    private var patterns: [PatternKey: CompiledPattern] = [:]

    init() {}

    /// How a pattern is applied: a whole value (python's `fullmatch`), from the start
    /// (`match`), or anywhere (`search`).
    enum PatternUse: Hashable { case whole, start, anywhere }

    private struct PatternKey: Hashable {
        var source: String
        var use: PatternUse
    }

    /// The regions of each calling code, the main one first.
    static let regionsByCallingCode: [Int: [String]] = {
        var table: [Int: [String]] = [:]
        for (code, regions) in PhoneMetadataData.regionsByCallingCode { table[code] = regions }
        return table
    }()

    /// The calling code of each region.
    static let callingCodeByRegion: [String: Int] = {
        var table: [String: Int] = [:]
        for (code, regions) in PhoneMetadataData.regionsByCallingCode {
            for region in regions where region != "001" { table[region] = code }
        }
        return table
    }()

    /// Every region code libphonenumber knows (`SUPPORTED_REGIONS`), sorted.
    static let supportedRegions: [String] = callingCodeByRegion.keys.sorted()

    static func isSupportedRegion(_ region: String) -> Bool { callingCodeByRegion[region] != nil }

    /// `region_code_for_country_code`: the main region of a calling code, `001` for a
    /// non-geographic one, `ZZ` for an unknown code.
    static func mainRegion(forCallingCode code: Int) -> String {
        regionsByCallingCode[code]?.first ?? "ZZ"
    }

    /// The metadata of a region (`GB`).
    func metadata(forRegion region: String) -> PhoneMetadata? {
        lookup(region)
    }

    /// `metadata_for_region_or_calling_code`.
    func metadata(callingCode: Int, region: String) -> PhoneMetadata? {
        region == "001" ? lookup("001+\(callingCode)") : lookup(region)
    }

    private func lookup(_ key: String) -> PhoneMetadata? {
        if let known = metadataByKey[key] { return known }
        let metadata = PhoneMetadataData.record(key).flatMap { PhoneMetadata(record: $0) }
        metadataByKey[key] = metadata
        return metadata
    }

    /// A pattern from the metadata (or the parser's own), compiled on first use. A pattern
    /// that does not compile (never, for libphonenumber's data: a test compiles them all)
    /// matches nothing.
    func pattern(_ source: String, _ use: PatternUse, caseless: Bool = false) -> CompiledPattern? {
        let key = PatternKey(source: caseless ? "(?i)" + source : source, use: use)
        if let known = patterns[key] { return known }
        var options = PatternOptions(search: use != .whole, caseless: false, ucp: true)
        options.anchored = use == .start
        guard let compiled = try? CompiledPattern(key.source, options: options) else { return nil }
        patterns[key] = compiled
        return compiled
    }

    /// Whether a pattern matches the whole of ASCII text.
    func matchesWhole(_ source: String, _ text: String) -> Bool {
        guard let compiled = pattern(source, .whole) else { return false }
        var text = text
        return text.withUTF8 { compiled.captures($0) != nil }
    }

    /// The groups of a match at the start of the text, or `nil`.
    func matchAtStart(_ source: String, _ text: String) -> [Range<Int>?]? {
        guard let compiled = pattern(source, .start) else { return nil }
        var text = text
        return text.withUTF8 { compiled.captures($0) }
    }

    /// Whether the whole text matches a pattern that could still match more: some longer
    /// text beginning with it is matched (PCRE2's hard partial match).
    func couldContinue(_ source: String, _ text: String) -> Bool {
        guard let compiled = pattern(source, .whole) else { return false }
        var text = text
        return text.withUTF8 { compiled.couldContinue($0) }
    }

    /// python's `re.sub(pattern, replacement, text, count)`: every match (or the first
    /// `count`) replaced, `\N` in the replacement naming a group.
    func substitute(_ source: String, in text: String, with replacement: String, count: Int = 0) -> String {
        guard let compiled = pattern(source, .anywhere) else { return text }
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
