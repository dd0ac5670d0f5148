/// `phone`: a number that libphonenumber judges valid, read as its `parse(value, REGION)`
/// reads it, for every region it knows (`PhoneNumbering`, a port of its parser, validity
/// and formatting over its full metadata). North American numbers in their common shapes
/// take the generated automaton's one-pass quick status (`NANPReading`).
package struct PhoneType: TypeUnit {
    package static var longestValue: Int? { shortValues }
    package static var name: String { "phone" }
    /// (A Table Schema string field may name it as its `format`: fieldcheck's extension.)
    package static var isStringFormat: Bool { true }
    package static var summary: String { "a phone number of any country that libphonenumber judges valid (--region sets the default)" }
    package static var canonicalForm: String {
        "national form for the default region's calling code ((201) 555-0123, with ' ext. 123'), else international (+44 20 7946 0958); --phone-format chooses"
    }
    /// The row of the README's table of types (Markdown).
    package static var markdownRow: (passes: String, canonical: String) {
        ("a number of any country that libphonenumber judges valid, read as its `parse(value, REGION)` reads it (text around it, `tel:` URIs, digits of any script, `+` or the region's international prefix, national prefixes, extensions in all its spellings, letters as keypad digits); `--region` sets the default region (default `US`), `--allow-region` the regions that pass",
         "national form for the default region's calling code (`(201) 555-0123`, with ` ext. 123`), else international (`+44 20 7946 0958`); `--phone-format national\\|international\\|e164\\|rfc3966` chooses")
    }
    package static var examples: [String] {
        ["201.555.0123", "+1 201 555 0123 x12", "tel:+44-20-7946-0958", "+49 30 901820", "201555", "123-555-0123", "+44 20 7946"]
    }
    package static var details: String {
        """
        Valid exactly when libphonenumber's is_valid_number(parse(value, REGION)) says so \
        (its metadata as python phonenumbers \(PhoneMetadataData.libraryVersion) ships it), \
        for every region it knows. The value is read as parse reads it: the number is found \
        in surrounding text (Tel: ..., a trailing comma or question mark), tel: URIs with \
        their ;phone-context= and ;isub= parameters, digits of any script (fullwidth, \
        Arabic-Indic, Devanagari...), a leading + or the default region's international \
        prefix (011 in the US, 00 in most of Europe), the national prefix and carrier codes, \
        extensions in every spelling libphonenumber takes (x123, ext. 123, #123, ;ext=123, \
        ,,123), and letters as keypad digits when there are three or more (1-800-FLOWERS). \
        --region CC sets the default region for numbers written without + (ISO 3166-1 \
        alpha-2, any case; default US); --allow-region CC lets only numbers of the listed \
        regions pass. A beginning of a number that can still become valid is too-short \
        (+44 20 7946); a number that cannot is failed, with a reason naming the region.
        """
    }

    package static var reference: TypeReference? {
        TypeReference(
            title: "Regions (--region, --allow-region) and their calling codes",
            rows: PhoneNumbering.supportedRegions.map { region in
                (code: region, name: "+\(PhoneMetadataData.callingCode(ofRegion: region) ?? 0)  \(PhoneRegions.name(region))")
            })
    }

    /// The default region (`--region`) and its calling code.
    let region: String
    let regionCallingCode: Int
    /// `--allow-region`: the regions a number must be valid for (empty: any).
    let allowedRegions: [String]
    /// `--phone-format`; nil: national for the default region's calling code, else international.
    let form: PhoneFormat?
    let numbering = PhoneNumbering()
    /// Whether the North American quick status and reasons apply: a default region of the
    /// plan whose parsing is the US's (prefix 1, no seven-digit local numbers).
    let readsNorthAmerican: Bool
    /// `NANPReading.walk`, held so that the quick status need not look up a global.
    let walk = NANPReading.walk

    package init(_ settings: TypeSettings) throws(RuleError) {
        region = settings.region ?? settings.phone.region
        guard let code = PhoneMetadataData.callingCode(ofRegion: region) else {
            throw RuleError("unknown region '\(region)' for --region")
        }
        regionCallingCode = code
        allowedRegions = settings.phone.allowedRegions
        form = settings.phone.format
        readsNorthAmerican = ["US", "CA", "DO", "JM", "PR"].contains(region)
    }

    package func quickStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        guard readsNorthAmerican, allowedRegions.isEmpty else { return nil }
        return NANPReading.quickStatus(value, walk: walk)
    }

    /// Where `quickStatus` reads the plan's numbers, whole lines of them can be counted by
    /// one automaton (see `NANPLineAutomaton`).
    package var lineCounter: (any LineCounter)? {
        readsNorthAmerican && allowedRegions.isEmpty && NANPLineAutomaton.Tables.shared != nil ? NANPLineAutomaton() : nil
    }

    /// The status of ASCII text that libphonenumber cannot take for a valid number, found
    /// on the bytes; `nil` for anything else. What people paste as junk is mostly such
    /// text, and it took the port's longer way (some 6,000 instructions a value: a third of
    /// the time of a column of pasted numbers with 2% junk). `judge` asks it when the
    /// quick status gives none. The kinds:
    /// - text in which libphonenumber finds no number (`_is_viable_phone_number` false on
    ///   what `_extract_possible_number` keeps: a '+' after a digit, letters or '#' before
    ///   the third digit, a '*' or '(' after an extension...), judged with the port's own
    ///   functions: its parse fails (not a number);
    /// - text whose number is the plan's (no '+' before the first digit, which is not 0)
    ///   and too short to be valid: fewer than 7 digits and letters (each letter is at most
    ///   a keypad digit), or fewer than 10 with none that could be a 3 (seven digits are
    ///   valid only as a Canadian 3xx-xxxx): its parse fails, or gives +1 and a number that
    ///   is not valid.
    /// - text whose +1 number begins with 0 (no number of the plan does), not with the
    ///   prefix 011, or whose digits no number of the plan can be (`noPlanNumber`).
    /// Either way `judge(_:_:...)` gives the reading's judgement when no international
    /// prefix begins the digits: so where the first two digits are not 0 and 1 (the prefix
    /// 011's, of every region of the plan; a keypad letter is never a 0 or 1), or where
    /// there is no digit and no '+' at all (nothing is extracted); the same keeps
    /// `beginsInternationalPrefix` false. The reading decides, unless it calls the text
    /// valid or another country's (then the port's way does).
    @inline(never)
    func notValidStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        guard value.count <= PhoneSyntax.maximumInputLength, !Self.hasSecondNumberStart(value) else { return nil }
        // Text that '+' begins (after blanks) is left to the port: it is mostly another
        // country's number, which these tests would only delay.
        if let lead = value.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }), value[lead] == UInt8(ascii: "+") { return nil }
        var first: UInt8?, second: UInt8?
        var plus = false, plusFirst = false, three = false
        var digitsAndLetters = 0
        for byte in value {
            // (No ';': the parse reads URI parameters then. No line break, form feed or
            // vertical tab: blanks to the reading at an edge, and not to the port.)
            if byte >= 0x80 || byte == UInt8(ascii: ";") || byte &- 0x0A < 4 { return nil }
            if byte &- 0x30 < 10 {
                if first == nil { first = byte } else if second == nil { second = byte }
                digitsAndLetters += 1
                if byte == UInt8(ascii: "3") { three = true }
            } else if (byte | 0x20) &- 0x61 < 26 {
                digitsAndLetters += 1
                if (byte | 0x20) &- 0x64 < 3 { three = true }  // d, e, f: a keypad 3
            } else if byte == UInt8(ascii: "+") {
                plus = true
                if first == nil { plusFirst = true }
            }
        }
        // A 0 and then a 1 may begin the prefix 011 (so may a 0 alone).
        let zero = first == UInt8(ascii: "0")
        if (zero && (second == nil || second == UInt8(ascii: "1"))) || (first == nil && plus) { return nil }
        guard let range = PhoneNumbering.extractPossibleASCIIRange(value) else { return nil }
        if PhoneNumbering.isViableASCII(UnsafeBufferPointer(rebasing: value[range])) != false {
            // (A number the plan's that 0 begins is not valid, whatever its length.)
            guard first != nil, !plusFirst,
                zero || digitsAndLetters < 7 || (digitsAndLetters < 10 && !three)
                    || NANPReading.noPlanNumber(UnsafeBufferPointer(rebasing: value[range]), walk: walk)
            else { return nil }
        }
        if let trimmed = NANPReading.trimmedASCII(value), let refused = NANPReading.refusalStatus(trimmed) { return refused }
        switch northAmerican(value, wantsReason: false) {
        case .invalid?: return .failed
        case .incomplete?: return .tooShort
        default: return nil
        }
    }

    /// A number in the plain shapes the quick status does not pass: the reason
    /// `settledNotValid` gives it (the reading's plain judgement of the trimmed bytes, when
    /// its kind is the quick status's), written as bytes.
    package func writeReason(_ value: UnsafeBufferPointer<UInt8>, quick: Status?, into reason: inout ByteBuffer) -> Status? {
        guard readsNorthAmerican, allowedRegions.isEmpty, !Self.hasSecondNumberStart(value),
            let quick = quick ?? NANPReading.quickStatus(value, walk: walk), quick != .passed
        else { return nil }
        guard let trimmed = NANPReading.trimmedASCII(value) else { return nil }
        if quick == .failed, let refused = NANPReading.refusedFirst(trimmed) {
            // `call me`, `N/A`, `tel:...` (which the reading refuses at its first character).
            reason.append(0x27)
            reason.append(refused)
            reason.append(text: "' is not allowed in a phone number")
            return .failed
        }
        let mark = reason.count
        guard let status = NANPReading.plainReason(trimmed, into: &reason)
            ?? (quick == .failed ? NANPReading.refusedCharacterReason(trimmed, into: &reason) : nil)
        else {
            // An extension, or another shape the bytes alone do not word: the reading's
            // judgement where it settles the value (as `judge` then ends), a String reason,
            // but no verdict, no copy of the value, no port.
            switch settledNotValid(value, wantsReason: true, quick: quick) {
            case .invalid(let text)?:
                reason.append(text)
                return .failed
            case .incomplete(let text)?:
                reason.append(text)
                return .tooShort
            default:
                return nil
            }
        }
        if status != quick {
            reason.truncate(to: mark)
            return nil
        }
        return status
    }

    package func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        guard readsNorthAmerican, allowedRegions.isEmpty else {
            return judgeThroughPort(value, wantsCanonical: wantsCanonical, wantsReason: wantsReason)
        }
        // With extensions read (no canonical form wanted), the quick status is the one
        // `settledNotValid` needs: no second pass.
        guard wantsCanonical else { return judge(value, wantsReason: wantsReason, quick: quickStatus(value)) }
        if NANPReading.quickStatus(value, walk: walk, extensions: false) == .passed {
            // Ten digits of the plan in a common shape (format's commonest value): the
            // forms need no metadata, nor the value as a String.
            return .valid(canonical: Self.canonicalOfQuick(value, form ?? .national))
        }
        return settledNotValid(value, wantsReason: wantsReason) ?? judgeThroughPort(value, wantsCanonical: true, wantsReason: wantsReason)
    }

    /// The reference: the port of libphonenumber (parse, validity, formatting; reasons
    /// worded as the port's way words them), no North American shortcut before it.
    package func referenceJudge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        judgeThroughPort(value, wantsCanonical: wantsCanonical, wantsReason: wantsReason)
    }

    /// `judge` without a canonical form, the quick status known (extensions read, as
    /// `judge` reads them then): no second walk.
    package func judge(_ value: UnsafeBufferPointer<UInt8>, wantsReason: Bool, quick: Status?) -> TypeJudgement {
        guard readsNorthAmerican, allowedRegions.isEmpty else {
            return judgeThroughPort(value, wantsCanonical: false, wantsReason: wantsReason)
        }
        if quick == .passed { return .valid(canonical: "") }
        // Junk the quick status leaves is settled here, on the bytes, not in the quick
        // status: there its call cost every plain number 17 instructions (3% of a column).
        var quick = quick
        if quick == nil {
            quick = notValidStatus(value)
            // The reading's judgement without a reason is its status: `settledNotValid`
            // would make it again (a refusal `refusalStatus` finds, the reading's parse
            // finds too, and calls invalid).
            if let status = quick, !wantsReason { return status == .failed ? .invalid("") : .incomplete("") }
        }
        if let settled = settledNotValid(value, wantsReason: wantsReason, quick: quick) { return settled }
        return judgeThroughPort(value, wantsCanonical: false, wantsReason: wantsReason)
    }

    /// Ten digits of the plan in a common shape, no extension: `canonicalOfQuick`.
    /// (Its quick status passed: a value of digits and the walk's separators alone, after
    /// blanks and a '+', has no extension, and needs no second walk to say so.)
    public func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        guard readsNorthAmerican, allowedRegions.isEmpty else { return false }
        let chosen = self.form ?? .national
        var written = 0
        form.append(reserving: 24) { target in
            written = NANPReading.writeWithoutTail(value, as: chosen, to: target)
            return written
        }
        if written > 0 { return true }
        guard NANPReading.quickStatus(value, walk: walk, extensions: false) == .passed else { return false }
        form.append(reserving: 24) { NANPReading.write(lastTenDigitsOf: value, as: chosen, to: $0) }
        return true
    }

    /// `--canonical` of a number the quick status passed, in the national form (the default
    /// for the plan's regions), on its shape: `(DDD) DDD-DDDD` exactly is its own form (the
    /// form of a number without an extension is its last ten digits so written); any other
    /// value of digits, blanks and `( ) - . + /` alone has no extension, so its form is that
    /// shape and not the value. Anything else (letters: an extension, `tel:`) is left to
    /// the form made (`quickCanonical`).
    package func quickIsCanonical(_ value: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard readsNorthAmerican, allowedRegions.isEmpty, (form ?? .national) == .national else { return nil }
        if value.count == 14, value[0] == 0x28, value[4] == 0x29, value[5] == 0x20, value[9] == 0x2D {
            var digits = 0
            for index in [1, 2, 3, 6, 7, 8, 10, 11, 12, 13] where value[index] >= 0x30 && value[index] <= 0x39 { digits += 1 }
            if digits == 10 { return true }
        }
        for byte in value {
            switch byte {
            case 0x30...0x39, 0x20, 0x28, 0x29, 0x2D, 0x2E, 0x2B, 0x2F: continue
            default: return nil
            }
        }
        return false
    }

    /// The form of a number the quick status passes (no extension read): its last ten
    /// digits, whatever comes before them (`1`, `+1`, and a trunk 1 after `+1`: `+1 1 877
    /// 215 5230` is (877) 215-5230, as libphonenumber reads it; dropping one leading digit
    /// of eleven wrote a wrong number for twelve).
    static func canonicalOfQuick(_ value: UnsafeBufferPointer<UInt8>, _ form: PhoneFormat) -> String {
        ByteBuffer.text(capacity: 24) { text in text.append(reserving: 24) { NANPReading.write(lastTenDigitsOf: value, as: form, to: $0) } }
    }

    /// A value the North American reading's one pass settles as not valid: its verdict and
    /// reason are the reading's, which is where the port's longer way (parse, then every
    /// region of +1 tried) ends for it too (PhoneShortcutTests holds them equal on every
    /// value of the fixtures and of the benchmark's shapes). Reasons for a column of bad
    /// numbers then cost what checking them costs.
    func settledNotValid(_ value: UnsafeBufferPointer<UInt8>, wantsReason: Bool) -> TypeJudgement? {
        guard readsNorthAmerican, allowedRegions.isEmpty else { return nil }
        return settledNotValid(value, wantsReason: wantsReason, quick: NANPReading.quickStatus(value, walk: walk))
    }

    /// `settledNotValid` with the quick status (extensions read) already known.
    func settledNotValid(_ value: UnsafeBufferPointer<UInt8>, wantsReason: Bool, quick: Status?) -> TypeJudgement? {
        guard let quick, quick != .passed, let judgement = northAmerican(value, wantsReason: wantsReason) else { return nil }
        switch (judgement, quick) {
        case (.invalid, .failed), (.incomplete, .tooShort): return judgement
        default: return nil
        }
    }

    /// The verdict by the port of libphonenumber (and the reading's reasons where it has them).
    func judgeThroughPort(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        let text = String(decoding: value, as: UTF8.self)
        let judgement = judge(text, value, wantsCanonical: wantsCanonical, wantsReason: wantsReason)
        if case .invalid = judgement, beginsInternationalPrefix(text) {
            return .incomplete(wantsReason ? "needs the country calling code after the international prefix" : "")
        }
        return judgement
    }

    /// Whether the value is digits that begin (or are) the default region's international
    /// prefix (`01`, `011` in the US), which a country calling code follows.
    func beginsInternationalPrefix(_ text: String) -> Bool {
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

    enum PrefixDigits {
        case no, digits(String), notASCII
    }

    /// `beginsInternationalPrefix`'s tests on the bytes of ASCII text (the commonest, and
    /// what a column of pasted numbers sends here): `no` when the text holds anything but
    /// digits, separators and blanks (or its digits begin with another digit than the
    /// prefix's `first`), else the digits to try the prefix on. `notASCII` (and three x's
    /// or more, which normalizing reads as keypad letters) takes the longer way.
    static func prefixDigitsASCII(_ bytes: UnsafeBufferPointer<UInt8>, first: UInt8?) -> PrefixDigits {
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
    func internationalPrefixEnd(_ text: String) -> (digits: String, end: Int)? {
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
    func northAmerican(_ value: UnsafeBufferPointer<UInt8>, wantsReason: Bool) -> TypeJudgement? {
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
    static func hasSecondNumberStart(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "x"), startsSecondNumber(value, at: index) { return true }
            index += 1
        }
        return false
    }

    /// Whether the `x` at `index` ends a match of `[\\/] *x` (a slash or backslash, spaces).
    static func startsSecondNumber(_ value: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var before = index - 1
        while before >= 0 && value[before] == 0x20 { before -= 1 }
        return before >= 0 && (value[before] == UInt8(ascii: "/") || value[before] == UInt8(ascii: "\\"))
    }

    /// A parsed number that is not valid: too-short when it can still grow into a valid
    /// one, failed otherwise.
    func notValid(_ number: PhoneNumber, wantsReason: Bool) -> TypeJudgement {
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
    func canGrow(_ national: String, callingCode: Int) -> Bool {
        lengthToReach(national, callingCode: callingCode, anyWillDo: true) != nil
    }

    /// The fewest digits of a valid number of the calling code that begins with these
    /// national digits (a hard partial match of the general pattern and of a kind's), or
    /// `nil` when none does; with `anyWillDo`, the first such length found (a yes or no
    /// needs no more). A kind's lengths are looked at before its pattern: a partial
    /// match costs a thousand instructions, a kind with no longer length none.
    func lengthToReach(_ national: String, callingCode: Int, anyWillDo: Bool = false) -> Int? {
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
    func exactLengthToReach(_ national: String, callingCode: Int) -> Int? {
        var exhausted = false
        return exactLengthToReach(national, callingCode: callingCode, automaton: true, budget: 400, exhausted: &exhausted)
    }

    /// The same, with or without the automaton; without it, digits are tried one at a time
    /// (pruned by partial matches), and a length whose search runs past the budget counts as
    /// not found (`exhausted` then tells).
    func exactLengthToReach(_ national: String, callingCode: Int, automaton useAutomaton: Bool, budget: Int, exhausted: inout Bool) -> Int? {
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
    func needsMore(_ national: String, callingCode: Int, international: Bool) -> String {
        let count = national.utf8.count
        let needed = exactLengthToReach(national, callingCode: callingCode) ?? lengthToReach(national, callingCode: callingCode) ?? count + 1
        return international || callingCode != regionCallingCode
            ? "needs \(needed) digits after \(callingCode), got \(count)"
            : "needs \(needed) digits, got \(count)"
    }

    /// A value libphonenumber does not parse: too-short when what it holds so far can
    /// still begin a number (`+4`, `+44`, `011 44`, `020`), failed otherwise.
    func unparsed(_ text: String, _ error: PhoneParseError, wantsReason: Bool) -> TypeJudgement {
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
                return .invalid("\(TextNormalization.describe(Character(odd))) is not allowed in a phone number here")
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
    func afterPlus(_ digits: String, wantsReason: Bool) -> TypeJudgement {
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

    static func list(_ lengths: [Int]) -> String {
        let words = lengths.map(String.init)
        guard words.count > 1 else { return words.first ?? "?" }
        return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }

    // As-you-type, for `prompt`.
    package static func accepts(_ character: Character) -> Bool {
        if character.isNumber { return true }
        return "()-./+ #;,=xXeEtT*".contains(character)
    }

    /// The number, then an extension (from its first letter, # or ;) as typed.
    package static func mask(_ text: String) -> String? {
        withExtension(text) { NANPReading.formatPartial($0) }
    }

    /// As libphonenumber's AsYouTypeFormatter formats for the default region (`+44 20 79`,
    /// `020 7946 0`), except North American numbers typed in the plan, which keep the
    /// plan's mask (`(201) 555-0`).
    package func typingMask(_ text: String) -> String? {
        Self.withExtension(text) { number in
            if usesNorthAmericanMask(number) { return NANPReading.formatPartial(number) }
            var typed = ""
            for character in number {
                if character.isNumber {
                    typed.append(character)
                } else if typed.isEmpty && (character == "+" || character == "\u{FF0B}") {
                    typed.append("+")
                }
            }
            return PhoneAsYouTypeFormatter.format(typed, region: region, numbering: numbering)
        }
    }

    package func typingMaskDrops(_ raw: String) -> Int {
        usesNorthAmericanMask(raw) ? Self.maskDrops(raw) : 0
    }

    /// Whether a number being typed is one of the plan typed in the plan: the default
    /// region's calling code is 1, and the number does not begin with another calling
    /// code or the international prefix.
    func usesNorthAmericanMask(_ text: String) -> Bool {
        guard regionCallingCode == 1 else { return false }
        let significant = text.filter { $0.isNumber || $0 == "+" }
        if significant.hasPrefix("+") { return significant.dropFirst().first == "1" }
        return !significant.hasPrefix("0")
    }

    /// The number part through `format`, then the extension (from its first letter, # or ;).
    static func withExtension(_ text: String, _ format: (String) -> String) -> String {
        guard let marker = text.firstIndex(where: { $0.isLetter || $0 == "#" || $0 == ";" }) else {
            return format(text)
        }
        let number = format(String(text[..<marker]))
        let rest = text[marker...].filter { $0 != " " }
        return number.isEmpty ? String(rest) : number + " " + rest
    }

    package static func isSignificant(_ character: Character) -> Bool {
        if character.isASCII && character.isNumber { return true }
        return !" ()-./+".contains(character)
    }

    /// The leading 1 is the country code, which the mask drops on purpose.
    package static func maskDrops(_ raw: String) -> Int {
        raw.first(where: { $0.isASCII && $0.isNumber }) == "1" ? 1 : 0
    }
}

/// Region names for reasons and `types phone`.
enum PhoneRegions {
    /// libphonenumber's regions that ISO 3166-1 does not list.
    static let extraNames = ["AC": "Ascension Island", "TA": "Tristan da Cunha", "XK": "Kosovo", "001": "non-geographic"]

    static let names: [String: String] = {
        var table = extraNames
        for country in CountryData.countries { table[country.alpha2] = country.name }
        return table
    }()

    static func name(_ region: String) -> String { names[region] ?? region }

    /// `GB (United Kingdom)`
    static func describe(_ region: String) -> String { "\(region) (\(name(region)))" }
}
