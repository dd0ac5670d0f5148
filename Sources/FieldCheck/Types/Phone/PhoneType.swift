import FieldCheckReference

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

    /// The reference judgement (the port, and the North American reading's reasons), which
    /// every fast tier here falls back to and agrees with.
    let reference: PhoneReference
    /// The default region (`--region`), its calling code, `--allow-region`, `--phone-format`
    /// and whether the North American quick status applies: the reference's.
    var region: String { reference.region }
    var regionCallingCode: Int { reference.regionCallingCode }
    var allowedRegions: [String] { reference.allowedRegions }
    var form: PhoneFormat? { reference.form }
    var numbering: PhoneNumbering { reference.numbering }
    let readsNorthAmerican: Bool
    /// `NANPReading.walk`, held so that the quick status need not look up a global.
    let walk = NANPReading.walk

    package init(_ settings: TypeSettings) throws(RuleError) {
        let region = settings.region ?? settings.phone.region
        guard let reference = PhoneReference(region: region, allowedRegions: settings.phone.allowedRegions, form: settings.phone.format)
        else {
            throw RuleError("unknown region '\(region)' for --region")
        }
        self.reference = reference
        readsNorthAmerican = reference.readsNorthAmerican
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
        guard value.count <= PhoneSyntax.maximumInputLength, !PhoneReference.hasSecondNumberStart(value) else { return nil }
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
        switch reference.northAmerican(value, wantsReason: false) {
        case .invalid?: return .failed
        case .incomplete?: return .tooShort
        default: return nil
        }
    }

    /// A number in the plain shapes the quick status does not pass: the reason
    /// `settledNotValid` gives it (the reading's plain judgement of the trimmed bytes, when
    /// its kind is the quick status's), written as bytes.
    package func writeReason(_ value: UnsafeBufferPointer<UInt8>, quick: Status?, into reason: inout ByteBuffer) -> Status? {
        guard readsNorthAmerican, allowedRegions.isEmpty, !PhoneReference.hasSecondNumberStart(value),
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
            return reference.judge(value, wantsCanonical: wantsCanonical, wantsReason: wantsReason)
        }
        // With extensions read (no canonical form wanted), the quick status is the one
        // `settledNotValid` needs: no second pass.
        guard wantsCanonical else { return judge(value, wantsReason: wantsReason, quick: quickStatus(value)) }
        if NANPReading.quickStatus(value, walk: walk, extensions: false) == .passed {
            // Ten digits of the plan in a common shape (format's commonest value): the
            // forms need no metadata, nor the value as a String.
            return .valid(canonical: Self.canonicalOfQuick(value, form ?? .national))
        }
        return settledNotValid(value, wantsReason: wantsReason) ?? reference.judge(value, wantsCanonical: true, wantsReason: wantsReason)
    }

    /// The reference: the port of libphonenumber (parse, validity, formatting; reasons
    /// worded as the port's way words them), no North American shortcut before it.
    package func referenceJudge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        reference.judge(value, wantsCanonical: wantsCanonical, wantsReason: wantsReason)
    }

    /// `judge` without a canonical form, the quick status known (extensions read, as
    /// `judge` reads them then): no second walk.
    package func judge(_ value: UnsafeBufferPointer<UInt8>, wantsReason: Bool, quick: Status?) -> TypeJudgement {
        guard readsNorthAmerican, allowedRegions.isEmpty else {
            return reference.judge(value, wantsCanonical: false, wantsReason: wantsReason)
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
        return reference.judge(value, wantsCanonical: false, wantsReason: wantsReason)
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
        guard let quick, quick != .passed, let judgement = reference.northAmerican(value, wantsReason: wantsReason) else { return nil }
        switch (judgement, quick) {
        case (.invalid, .failed), (.incomplete, .tooShort): return judgement
        default: return nil
        }
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

