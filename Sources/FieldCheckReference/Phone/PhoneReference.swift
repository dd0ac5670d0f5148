/// The reference judgement of a phone number: the port of libphonenumber (parse,
/// validity, formatting over its full metadata), with the North American reading's
/// verdicts and reasons for numbers of the plan that are not valid (`NANPReading`: it tells
/// a beginning that can still become valid from a dead end, in the plan's words). What
/// `FIELDCHECK_REFERENCE=1` judges with, and what `PhoneType`'s fast tiers fall back to and
/// are held to: this module cannot import them.
package struct PhoneReference: Sendable {
    /// The default region (`--region`) and its calling code.
    package let region: String
    package let regionCallingCode: Int
    /// `--allow-region`: the regions a number must be valid for (empty: any).
    package let allowedRegions: [String]
    /// `--phone-format`; nil: national for the default region's calling code, else international.
    package let form: PhoneFormat?
    package let numbering = PhoneNumbering()
    /// Whether the North American reasons apply: a default region of the plan whose
    /// parsing is the US's (prefix 1, no seven-digit local numbers).
    package let readsNorthAmerican: Bool

    /// `nil` for a region libphonenumber does not know.
    package init?(region: String, allowedRegions: [String], form: PhoneFormat?) {
        guard let code = PhoneMetadataData.callingCode(ofRegion: region) else { return nil }
        self.region = region
        regionCallingCode = code
        self.allowedRegions = allowedRegions
        self.form = form
        readsNorthAmerican = ["US", "CA", "DO", "JM", "PR"].contains(region)
    }

    /// The verdict by the port of libphonenumber (and the reading's reasons where it has them).
    package func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        let text = String(decoding: value, as: UTF8.self)
        let judgement = judge(text, value, wantsCanonical: wantsCanonical, wantsReason: wantsReason)
        if case .invalid = judgement, beginsInternationalPrefix(text) {
            return .incomplete(wantsReason ? "needs the country calling code after the international prefix" : "")
        }
        return judgement
    }

    /// Whether the value is digits that begin (or are) the default region's international
    /// prefix (`01`, `011` in the US), which a country calling code follows.
    package func beginsInternationalPrefix(_ text: String) -> Bool {
        guard let metadata = numbering.metadata(forRegion: region), let idd = metadata.internationalPrefix else { return false }
        var bytes = text
        let digits: String?
        switch bytes.withUTF8({ Self.prefixDigitsASCII($0, first: metadata.internationalPrefixFirstDigit) }) {
        case .no: return false
        case .digits(let ascii): digits = ascii
        case .notASCII: digits = nil
        }
        let candidate: String
        if let digits {
            candidate = digits
        } else {
            let extracted = numbering.extractPossibleNumber(text)
            guard !extracted.isEmpty,
                extracted.unicodeScalars.allSatisfy({ PhoneSyntax.digitValue($0) != nil || PhoneNumbering.isSeparator($0) }),
                text.unicodeScalars.allSatisfy({
                    PhoneSyntax.digitValue($0) != nil || PhoneNumbering.isSeparator($0) || $0.properties.isWhitespace
                })
            else { return false }
            candidate = numbering.normalize(extracted)
        }
        // (By the pattern's number: a lookup by its text hashes the text at every call.)
        let id = metadata.internationalPrefixID
        return numbering.couldContinue(id, idd, candidate) || numbering.matchesWhole(id, idd, candidate)
    }

    package enum PrefixDigits {
        case no, digits(String), notASCII
    }

    /// `beginsInternationalPrefix`'s tests on the bytes of ASCII text (the commonest, and
    /// what a column of pasted numbers sends here): `no` when the text holds anything but
    /// digits, separators and blanks (or its digits begin with another digit than the
    /// prefix's `first`), else the digits to try the prefix on. `notASCII` (and three x's
    /// or more, which normalizing reads as keypad letters) takes the longer way.
    package static func prefixDigitsASCII(_ bytes: UnsafeBufferPointer<UInt8>, first: UInt8?) -> PrefixDigits {
        var digitCount = 0, letters = 0
        for byte in bytes {
            if byte >= 0x80 { return .notASCII }
            if byte &- 0x30 < 10 {
                if digitCount == 0, let first, byte != first { return .no }
                digitCount += 1
            } else if byte == 0x78 {
                letters += 1
            } else if !(PhoneNumbering.isSeparator(Unicode.Scalar(byte)) || byte &- 0x09 < 5) {
                return .no
            }
        }
        if letters >= 3 { return .notASCII }
        guard let extracted = PhoneNumbering.extractPossibleASCIINumber(bytes), !extracted.isEmpty else { return .no }
        var text = extracted
        return text.withUTF8 { kept -> PrefixDigits in
            // Within the number only separators (a space, not a tab or line break).
            guard kept.allSatisfy({ $0 &- 0x30 < 10 || PhoneNumbering.isSeparator(Unicode.Scalar($0)) }) else { return .no }
            return .digits(PhoneNumbering.asciiDigits(kept))
        }
    }

    /// Where the default region's international prefix ends in the digits of the value,
    /// when it begins with one.
    package func internationalPrefixEnd(_ text: String) -> (digits: String, end: Int)? {
        guard let metadata = numbering.metadata(forRegion: region), let idd = metadata.internationalPrefix else { return nil }
        // ASCII whose first digit cannot begin the prefix (most text) needs no more.
        var bytes = text
        if let required = metadata.internationalPrefixFirstDigit, let first = bytes.withUTF8(PhoneNumbering.firstNormalizedASCIIDigit),
            first != required
        {
            return nil
        }
        let digits = numbering.normalize(numbering.extractPossibleNumber(text))
        guard let groups = numbering.matchAtStart(idd, digits), let whole = groups[0], whole.upperBound > 0 else { return nil }
        return (digits, whole.upperBound)
    }

    func judge(_ text: String, _ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        // (A value the quick status passes never gets here: `judge` answered it.)
        let number: PhoneNumber
        do {
            number = try numbering.parse(text, region: region)
        } catch {
            if error != .tooShortAfterIDD, readsNorthAmerican, internationalPrefixEnd(text) == nil,
                let judgement = northAmerican(value, wantsReason: wantsReason)
            {
                return judgement
            }
            return unparsed(text, error, wantsReason: wantsReason)
        }
        if numbering.isValid(number) {
            if !allowedRegions.isEmpty && !allowedRegions.contains(where: { numbering.isValid(number, forRegion: $0) }) {
                guard wantsReason else { return .invalid("") }
                let home = numbering.region(of: number) ?? "?"
                return .invalid("a number of \(PhoneRegions.describe(home)); only numbers of \(allowedRegions.joined(separator: ", ")) pass")
            }
            guard wantsCanonical else { return .valid(canonical: "") }
            let chosen = form ?? (number.countryCode == regionCallingCode ? .national : .international)
            return .valid(canonical: numbering.format(number, as: chosen))
        }
        if readsNorthAmerican && number.countryCode == 1, let judgement = northAmerican(value, wantsReason: wantsReason) {
            return judgement
        }
        return notValid(number, wantsReason: wantsReason)
    }

    /// The North American reading's verdict on a number that is not valid, when its syntax
    /// takes the value (and it does not call valid what libphonenumber does not).
    package func northAmerican(_ value: UnsafeBufferPointer<UInt8>, wantsReason: Bool) -> TypeJudgement? {
        // (A second number's start: libphonenumber reads what is before it alone, the
        // reading would take the rest for an extension.)
        if Self.hasSecondNumberStart(value) { return nil }
        switch NANPReading.judge(value, wantsCanonical: false, wantsReason: wantsReason) {
        case .valid: return nil
        case .invalid(let reason) where reason.hasPrefix(NANPReading.notNorthAmerican): return nil
        case let judgement: return judgement
        }
    }

    /// Whether libphonenumber's second-number pattern (`[\\/] *x`) matches in the value:
    /// its extraction then keeps only the text before it (`0 / x 08` is `0`, a beginning of
    /// the prefix 011), which the North American reading, taking `x 08` for an extension,
    /// would judge otherwise (a fuzz run found `0 / x 08-x x`).
    package static func hasSecondNumberStart(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "x"), startsSecondNumber(value, at: index) { return true }
            index += 1
        }
        return false
    }

    /// Whether the `x` at `index` ends a match of `[\\/] *x` (a slash or backslash, spaces).
    package static func startsSecondNumber(_ value: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var before = index - 1
        while before >= 0 && value[before] == 0x20 { before -= 1 }
        return before >= 0 && (value[before] == UInt8(ascii: "/") || value[before] == UInt8(ascii: "\\"))
    }

    /// A parsed number that is not valid: too-short when it can still grow into a valid
    /// one, failed otherwise.
    package func notValid(_ number: PhoneNumber, wantsReason: Bool) -> TypeJudgement {
        let national = number.nationalNumber
        var candidates = [national]
        if !number.hadInternationalPrefix, let metadata = numbering.metadata(forRegion: region) {
            let (stripped, didStrip) = numbering.stripNationalPrefix(national, metadata)
            if didStrip { candidates.append(stripped) }
        }
        if number.extension == nil, let growing = candidates.first(where: { canGrow($0, callingCode: number.countryCode) }) {
            guard wantsReason else { return .incomplete("") }
            return .incomplete(needsMore(growing, callingCode: number.countryCode, international: number.hadInternationalPrefix))
        }
        guard wantsReason else { return .invalid("") }
        let home = PhoneNumbering.mainRegion(forCallingCode: number.countryCode)
        guard let metadata = numbering.metadata(callingCode: number.countryCode, region: home) else {
            return .invalid("not a valid number")
        }
        let lengths = metadata.general.possibleLengths
        let count = national.utf8.count
        let place = number.countryCode == regionCallingCode ? PhoneRegions.describe(region) : "+\(number.countryCode)"
        switch numbering.testLength(national, metadata) {
        case .tooLong:
            return .invalid("numbers of \(place) have at most \(lengths.last ?? 0) digits, got \(count)")
        case .tooShort, .invalidLength, .possibleLocalOnly:
            return .invalid("numbers of \(place) have \(Self.list(lengths)) digits, got \(count)")
        case .possible:
            return .invalid("\(numbering.format(number, as: .international)) is not a valid number of \(place)")
        }
    }

    /// Whether some valid number of the calling code begins with these national digits.
    package func canGrow(_ national: String, callingCode: Int) -> Bool {
        lengthToReach(national, callingCode: callingCode, anyWillDo: true) != nil
    }

    /// The fewest digits of a valid number of the calling code that begins with these
    /// national digits (a hard partial match of the general pattern and of a kind's), or
    /// `nil` when none does; with `anyWillDo`, the first such length found (a yes or no
    /// needs no more). A kind's lengths are looked at before its pattern: a partial
    /// match costs a thousand instructions, a kind with no longer length none.
    package func lengthToReach(_ national: String, callingCode: Int, anyWillDo: Bool = false) -> Int? {
        let regions = PhoneNumbering.regionsByCallingCode[callingCode] ?? []
        let count = national.utf8.count
        var best: Int?
        for home in regions {
            guard let metadata = numbering.metadata(callingCode: callingCode, region: home) else { continue }
            let general = metadata.general
            guard let longest = general.possibleLengths.last, count < longest, general.pattern != nil else { continue }
            // Which patterns some match begins with these digits: one walk of the region's
            // automaton, else a partial match a pattern.
            var text = national
            let begun = national.isEmpty ? nil : text.withUTF8 { numbering.kindAutomaton(metadata)?.walk($0)?.begun }
            func couldBegin(_ kind: PhoneNumberKind, _ description: PhoneNumberDescription) -> Bool {
                if national.isEmpty { return true }
                if let begun { return begun & (1 << UInt16(kind.index)) != 0 }
                return description.pattern.map { numbering.couldContinue(description.patternID, $0, national) } ?? false
            }
            guard couldBegin(.general, general) else { continue }
            for kind in PhoneNumberKind.allCases where kind != .general {
                guard let description = metadata.descriptions[kind], description.pattern != nil else { continue }
                let lengths = description.possibleLengths.isEmpty ? general.possibleLengths : description.possibleLengths
                guard let reach = lengths.lazy.filter({ $0 > count }).min(), reach < (best ?? .max),
                    couldBegin(kind, description)
                else { continue }
                if anyWillDo { return reach }
                best = reach
            }
        }
        return best
    }

    /// The fewest digits of a valid number that begins with these national digits: for
    /// each kind, a search of the region's automaton, else of digits tried one at a time.
    /// For reasons only.
    package func exactLengthToReach(_ national: String, callingCode: Int) -> Int? {
        var exhausted = false
        return exactLengthToReach(national, callingCode: callingCode, automaton: true, budget: 400, exhausted: &exhausted)
    }

    /// The same, with or without the automaton; without it, digits are tried one at a time
    /// (pruned by partial matches), and a length whose search runs past the budget counts as
    /// not found (`exhausted` then tells).
    package func exactLengthToReach(_ national: String, callingCode: Int, automaton useAutomaton: Bool, budget: Int, exhausted: inout Bool) -> Int? {
        let count = national.utf8.count
        var best: Int?
        for home in PhoneNumbering.regionsByCallingCode[callingCode] ?? [] {
            guard let metadata = numbering.metadata(callingCode: callingCode, region: home),
                let general = metadata.general.pattern
            else { continue }
            let automaton = useAutomaton ? numbering.kindAutomaton(metadata) : nil
            for kind in PhoneNumberKind.allCases where kind != .general {
                guard let description = metadata.descriptions[kind], let pattern = description.pattern else { continue }
                let kindLengths = description.possibleLengths.isEmpty ? metadata.general : description
                let lengths = kindLengths.possibleLengths
                if let automaton {
                    let below = best.map { UInt32(1) << UInt32(min($0, 31)) &- 1 } ?? UInt32.max
                    let bits = kindLengths.lengthBits & below
                    let wanted = UInt16(1) << UInt16(PhoneNumberKind.general.index) | UInt16(1) << UInt16(kind.index)
                    var text = national
                    switch text.withUTF8({ automaton.fewestDigits(after: $0, matching: wanted, lengths: bits) }) {
                    case .digits(let found):
                        best = found
                        continue
                    case .none: continue
                    case .unknown: break
                    }
                }
                for length in lengths.sorted() where length > count && length < (best ?? Int.max) {
                    var left = budget
                    if reaches(national, length: length, pattern: pattern, general: general, budget: &left) {
                        best = length
                        break
                    }
                    if left <= 0 { exhausted = true }
                }
            }
        }
        return best
    }

    private func reaches(_ prefix: String, length: Int, pattern: String, general: String, budget: inout Int) -> Bool {
        budget -= 1
        if budget <= 0 { return false }
        let count = prefix.utf8.count
        if count == length { return numbering.matchesWhole(pattern, prefix) && numbering.matchesWhole(general, prefix) }
        if count > 0 && !(numbering.couldContinue(pattern, prefix) && numbering.couldContinue(general, prefix)) { return false }
        for digit in "0123456789" where reaches(prefix + String(digit), length: length, pattern: pattern, general: general, budget: &budget) {
            return true
        }
        return false
    }

    /// `needs 10 digits after 44, got 6`
    package func needsMore(_ national: String, callingCode: Int, international: Bool) -> String {
        let count = national.utf8.count
        let needed = exactLengthToReach(national, callingCode: callingCode) ?? lengthToReach(national, callingCode: callingCode) ?? count + 1
        return international || callingCode != regionCallingCode
            ? "needs \(needed) digits after \(callingCode), got \(count)"
            : "needs \(needed) digits, got \(count)"
    }

    /// A value libphonenumber does not parse: too-short when what it holds so far can
    /// still begin a number (`+4`, `+44`, `011 44`, `020`), failed otherwise.
    package func unparsed(_ text: String, _ error: PhoneParseError, wantsReason: Bool) -> TypeJudgement {
        switch error {
        case .tooLong:
            return .invalid(wantsReason ? "too long to be a phone number" : "")
        case .tooShortAfterIDD:
            return .incomplete(wantsReason ? "needs the number after the international prefix" : "")
        case .invalidCountryCode, .notANumber, .tooShortNSN:
            break
        }
        let extracted = numbering.extractPossibleNumber(text)
        let scalars = extracted.unicodeScalars
        func isTyped(_ scalar: Unicode.Scalar) -> Bool {
            PhoneSyntax.isPlus(scalar) || PhoneSyntax.digitValue(scalar) != nil || PhoneNumbering.isSeparator(scalar)
                || scalar.properties.isWhitespace
        }
        guard text.unicodeScalars.allSatisfy(isTyped) || (!extracted.isEmpty && scalars.allSatisfy(isTyped)) else {
            guard wantsReason else { return .invalid("") }
            if let odd = text.unicodeScalars.first(where: { !isTyped($0) }) {
                return .invalid("\(CharacterDescription.describe(Character(odd))) is not allowed in a phone number here")
            }
            return .invalid("not a phone number")
        }
        let digits = numbering.normalize(extracted)
        if extracted.isEmpty, text.unicodeScalars.contains(where: PhoneSyntax.isPlus) {
            return afterPlus("", wantsReason: wantsReason)
        }
        if let first = scalars.first, PhoneSyntax.isPlus(first) {
            return afterPlus(digits, wantsReason: wantsReason)
        }
        if let (prefixed, end) = internationalPrefixEnd(text), prefixed == digits {
            return afterPlus(String(digits.dropFirst(end)), wantsReason: wantsReason)
        }
        if let metadata = numbering.metadata(forRegion: region) {
            var candidates = [digits]
            let (stripped, didStrip) = numbering.stripNationalPrefix(digits, metadata)
            if didStrip { candidates.append(stripped) }
            if let prefix = metadata.nationalPrefix, digits.hasPrefix(prefix) { candidates.append(String(digits.dropFirst(prefix.count))) }
            if let growing = candidates.first(where: { canGrow($0, callingCode: regionCallingCode) }) {
                return .incomplete(wantsReason ? needsMore(growing, callingCode: regionCallingCode, international: false) : "")
            }
        }
        guard wantsReason else { return .invalid("") }
        return .invalid("no number of \(PhoneRegions.describe(region)) begins with \(digits)")
    }

    /// What follows a `+` that did not parse: a calling code still being typed, or one
    /// that does not exist.
    package func afterPlus(_ digits: String, wantsReason: Bool) -> TypeJudgement {
        if digits.isEmpty { return .incomplete(wantsReason ? "needs a country calling code after +" : "") }
        let (code, rest) = PhoneNumbering.leadingCallingCode(digits)
        if code != 0 {
            if canGrow(rest, callingCode: code) {
                return .incomplete(wantsReason ? needsMore(rest, callingCode: code, international: true) : "")
            }
            return .invalid(wantsReason ? "no number of +\(code) begins with \(rest)" : "")
        }
        let beginsCode = digits.utf8.count < 3 && !digits.hasPrefix("0")
            && PhoneNumbering.regionsByCallingCode.keys.contains { String($0).hasPrefix(digits) }
        if beginsCode { return .incomplete(wantsReason ? "needs a country calling code after +" : "") }
        return .invalid(wantsReason ? "no country has the calling code +\(digits.prefix(3))" : "")
    }

    package static func list(_ lengths: [Int]) -> String {
        let words = lengths.map(String.init)
        guard words.count > 1 else { return words.first ?? "?" }
        return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }

}

/// Region names for reasons and `types phone`.
package enum PhoneRegions {
    /// libphonenumber's regions that ISO 3166-1 does not list.
    static let extraNames = ["AC": "Ascension Island", "TA": "Tristan da Cunha", "XK": "Kosovo", "001": "non-geographic"]

    static let names: [String: String] = {
        var table = extraNames
        for country in CountryData.countries { table[country.alpha2] = country.name }
        return table
    }()

    package static func name(_ region: String) -> String { names[region] ?? region }

    /// `GB (United Kingdom)`
    package static func describe(_ region: String) -> String { "\(region) (\(name(region)))" }
}
