/// libphonenumber's `AsYouTypeFormatter` (python phonenumbers' asyoutypeformatter.py): a phone
/// number formatted as it is typed, one character at a time. A port of the python class,
/// method for method (each names its python original); the tests compare every step with
/// python phonenumbers on Tests/FieldCheckTests/Fixtures/phone-as-you-type.tsv.
///
/// python indexes strings by code point, so the formatter's text is kept as arrays of
/// Unicode scalars (the template holds U+2008, and typed text may hold anything).
package struct PhoneAsYouTypeFormatter {
    package typealias Text = [Unicode.Scalar]

    /// `_SEPARATOR_BEFORE_NATIONAL_NUMBER`.
    static let separatorBeforeNationalNumber: Unicode.Scalar = " "
    /// `_DIGIT_PLACEHOLDER`: a digit not typed yet, in the template (punctuation space).
    static let digitPlaceholder: Unicode.Scalar = "\u{2008}"
    /// `_MIN_LEADING_DIGITS_LENGTH`: national digits needed before a format is chosen.
    static let minLeadingDigitsLength = 3
    /// The number matched against a format's pattern to build its template.
    static let longestPhoneNumber = "999999999999999"
    /// `_ELIGIBLE_FORMAT_PATTERN`: a format only of `\N` groups and punctuation, the first
    /// group included (so a format like Israel's `*\1` never puts `*` in the output).
    static let eligibleFormatPattern =
        "[" + PhoneSyntax.validPunctuation + "]*\\\\1[" + PhoneSyntax.validPunctuation + "]*(\\\\\\d["
        + PhoneSyntax.validPunctuation + "]*)*"
    /// `_FIRST_GROUP_ONLY_PREFIX_PATTERN` (phonenumberutil).
    static let firstGroupOnlyPrefixPattern = "\\(?\\\\1\\)?"
    /// `_EMPTY_METADATA`: for a region (or calling code) without metadata, so that only
    /// numbers typed with `+` are formatted.
    static let emptyMetadata = PhoneMetadata(emptyWithInternationalPrefix: "NA")

    private let numbering: PhoneNumbering
    private let defaultCountry: String
    private let defaultMetadata: PhoneMetadata
    private var currentMetadata: PhoneMetadata

    private var currentOutput: Text = []
    private var accruedInput: Text = []
    private var accruedInputWithoutFormatting: Text = []
    private var formattingTemplate: Text = []
    private var lastMatchPosition = 0
    /// The pattern of the format the template was made from ("" for none).
    private var currentFormattingPattern = ""
    /// What was typed before the national significant number (IDD, calling code, national
    /// prefix), formatted.
    private var prefixBeforeNationalNumber: Text = []
    private var shouldAddSpaceAfterNationalPrefix = false
    /// The national prefix taken off, digits only.
    private var extractedNationalPrefix: Text = []
    private var nationalNumber: Text = []
    private var ableToFormat = true
    /// Set once the user types their own formatting: from then on nothing is formatted.
    private var inputHasFormatting = false
    private var positionToRemember = 0
    private var originalPosition = 0
    /// Set once a national or international prefix shows the whole number is being typed:
    /// formats for local numbers no longer apply.
    private var isCompleteNumber = false
    private var isExpectingCountryCallingCode = false
    private var possibleFormats: [PhoneNumberFormat] = []

    /// `AsYouTypeFormatter(region_code)`: any region code (an unknown one gets the empty
    /// metadata).
    package init(region: String, numbering: PhoneNumbering) {
        self.numbering = numbering
        defaultCountry = region.uppercased()
        defaultMetadata = Self.metadata(forRegion: defaultCountry, numbering: numbering)
        currentMetadata = defaultMetadata
    }

    /// Every character of `typed` fed in turn (one Unicode scalar at a time, as python feeds
    /// code points); the last output, "" for empty input.
    package static func format(_ typed: String, region: String, numbering: PhoneNumbering) -> String {
        var formatter = PhoneAsYouTypeFormatter(region: region, numbering: numbering)
        var output = ""
        for scalar in typed.unicodeScalars {
            output = formatter.inputScalar(scalar, rememberPosition: false)
        }
        return output
    }

    /// `_get_metadata_for_region`: the metadata of the main region of the region's calling
    /// code (all regions sharing a code format alike), or the empty metadata.
    static func metadata(forRegion region: String, numbering: PhoneNumbering) -> PhoneMetadata {
        let callingCode = PhoneMetadataData.callingCode(ofRegion: region) ?? 0
        let mainCountry = PhoneNumbering.mainRegion(forCallingCode: callingCode)
        return numbering.metadata(forRegion: mainCountry) ?? emptyMetadata
    }

    /// `clear`: ready for another number.
    package mutating func clear() {
        currentOutput = []
        accruedInput = []
        accruedInputWithoutFormatting = []
        formattingTemplate = []
        lastMatchPosition = 0
        currentFormattingPattern = ""
        prefixBeforeNationalNumber = []
        shouldAddSpaceAfterNationalPrefix = false
        extractedNationalPrefix = []
        nationalNumber = []
        ableToFormat = true
        inputHasFormatting = false
        positionToRemember = 0
        originalPosition = 0
        isCompleteNumber = false
        isExpectingCountryCallingCode = false
        possibleFormats = []
        currentMetadata = defaultMetadata
    }

    /// `input_digit(next_char, remember_position)`: the number so far, formatted. A
    /// character of several scalars is fed one scalar at a time (python takes one code
    /// point per call).
    package mutating func inputDigit(_ character: Character, rememberPosition: Bool = false) -> String {
        var output = Self.string(currentOutput)
        for scalar in character.unicodeScalars {
            output = inputScalar(scalar, rememberPosition: rememberPosition)
        }
        return output
    }

    /// `get_remembered_position`: where, in the last output, the character last typed with
    /// `rememberPosition` now stands.
    package var rememberedPosition: Int {
        if !ableToFormat { return originalPosition }
        var accruedInputIndex = 0
        var currentOutputIndex = 0
        while accruedInputIndex < positionToRemember && accruedInputIndex < accruedInputWithoutFormatting.count
            && currentOutputIndex < currentOutput.count
        {
            if accruedInputWithoutFormatting[accruedInputIndex] == currentOutput[currentOutputIndex] {
                accruedInputIndex += 1
            }
            currentOutputIndex += 1
        }
        return currentOutputIndex
    }

    // MARK: - Input

    /// `input_digit` for one code point (`_input_digit_with_option_to_remember_position` in
    /// the Java original).
    private mutating func inputScalar(_ scalar: Unicode.Scalar, rememberPosition: Bool) -> String {
        accruedInput.append(scalar)
        if rememberPosition { originalPosition = accruedInput.count }
        var nextChar = scalar
        // Formatting as you type only while every character is a digit (or a leading plus).
        if !isDigitOrLeadingPlusSign(scalar) {
            ableToFormat = false
            inputHasFormatting = true
        } else {
            nextChar = normalizeAndAccrueDigitsAndPlusSign(scalar, rememberPosition: rememberPosition)
        }
        if !ableToFormat {
            // Unable to format for another reason than typed formatting: perhaps a long IDD
            // or NDD, after which formatting may work again.
            if inputHasFormatting {
                return output(accruedInput)
            } else if attemptToExtractIDD() {
                if attemptToExtractCountryCallingCode() {
                    return output(attemptToChoosePatternWithPrefixExtracted())
                }
            } else if ableToExtractLongerNDD() {
                // A space keeps a long NDD apart; not through shouldAddSpaceAfterNationalPrefix,
                // which a later template would change.
                prefixBeforeNationalNumber.append(Self.separatorBeforeNationalNumber)
                return output(attemptToChoosePatternWithPrefixExtracted())
            }
            return output(accruedInput)
        }
        // Formatting starts at three characters (a plus counts as one).
        let inputLength = accruedInputWithoutFormatting.count
        if inputLength <= 2 {
            return output(accruedInput)
        } else if inputLength == 3 {
            if attemptToExtractIDD() {
                isExpectingCountryCallingCode = true
            } else {
                // No IDD or plus: perhaps a national number.
                extractedNationalPrefix = removeNationalPrefixFromNationalNumber()
                return output(attemptToChooseFormattingPattern())
            }
        }
        if isExpectingCountryCallingCode {
            if attemptToExtractCountryCallingCode() {
                isExpectingCountryCallingCode = false
            }
            return output(prefixBeforeNationalNumber + nationalNumber)
        }
        if !possibleFormats.isEmpty {
            // The formats are chosen: format with the template, unless the digits now match
            // a format exactly.
            let tempNationalNumber = inputDigitHelper(nextChar)
            let formattedNumber = attemptToFormatAccruedDigits()
            if !formattedNumber.isEmpty {
                return output(formattedNumber)
            }
            narrowDownPossibleFormats(nationalNumber)
            if maybeCreateNewTemplate() {
                return output(inputAccruedNationalNumber())
            }
            if ableToFormat {
                return output(appendNationalNumber(tempNationalNumber))
            }
            return output(accruedInput)
        }
        return output(attemptToChooseFormattingPattern())
    }

    private mutating func output(_ text: Text) -> String {
        currentOutput = text
        return Self.string(text)
    }

    /// `_is_digit_or_leading_plus_sign` (python's `str.isdigit`: Unicode decimal digits and
    /// other digits such as superscripts).
    private func isDigitOrLeadingPlusSign(_ scalar: Unicode.Scalar) -> Bool {
        Self.isPythonDigit(scalar) || (accruedInput.count == 1 && PhoneSyntax.isPlus(scalar))
    }

    static func isPythonDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x30 && scalar.value <= 0x39 }
        let type = scalar.properties.numericType
        return type == .decimal || type == .digit
    }

    /// `_normalize_and_accrue_digits_and_plus_sign`: the character, a digit made ASCII. A
    /// fullwidth plus is kept as it is (and so lands in the national number, as in python).
    private mutating func normalizeAndAccrueDigitsAndPlusSign(_ scalar: Unicode.Scalar, rememberPosition: Bool) -> Unicode.Scalar {
        let normalized: Unicode.Scalar
        if scalar == "+" {
            normalized = scalar
            accruedInputWithoutFormatting.append(scalar)
        } else {
            if let digit = PhoneSyntax.digitValue(scalar) {
                normalized = Unicode.Scalar(UInt8(0x30 + digit))
            } else {
                normalized = scalar
            }
            accruedInputWithoutFormatting.append(normalized)
            nationalNumber.append(normalized)
        }
        if rememberPosition { positionToRemember = accruedInputWithoutFormatting.count }
        return normalized
    }

    // MARK: - Prefixes

    /// `_attempt_to_choose_pattern_with_prefix_extracted`.
    private mutating func attemptToChoosePatternWithPrefixExtracted() -> Text {
        ableToFormat = true
        isExpectingCountryCallingCode = false
        possibleFormats = []
        lastMatchPosition = 0
        formattingTemplate = []
        currentFormattingPattern = ""
        return attemptToChooseFormattingPattern()
    }

    /// `_able_to_extract_longer_ndd`: some national prefixes begin others; when the shorter
    /// one gave nothing to format, try for a longer one. (As in python, the extracted prefix
    /// itself is not updated here.)
    private mutating func ableToExtractLongerNDD() -> Bool {
        if !extractedNationalPrefix.isEmpty {
            // Put the NDD back, and take it out of the prefix: from its last occurrence, as
            // it may follow a calling code (+44 (0)20...). python's rfind gives -1 when it is
            // absent, and [:-1] then drops the last character.
            nationalNumber = extractedNationalPrefix + nationalNumber
            let end = Self.lastIndex(of: extractedNationalPrefix, in: prefixBeforeNationalNumber)
                ?? max(prefixBeforeNationalNumber.count - 1, 0)
            prefixBeforeNationalNumber = Array(prefixBeforeNationalNumber[..<end])
        }
        let removed = removeNationalPrefixFromNationalNumber()
        return extractedNationalPrefix != removed
    }

    /// `_is_nanpa_number_with_national_prefix`: a NANPA number typed 1[2-9]... has 1 as its
    /// national prefix (1[01] begins only short numbers). python raises on fewer than two
    /// digits; that case is taken as no prefix.
    private func isNANPANumberWithNationalPrefix() -> Bool {
        currentMetadata.countryCode == 1 && nationalNumber.count >= 2 && nationalNumber[0] == "1"
            && nationalNumber[1] != "0" && nationalNumber[1] != "1"
    }

    /// `_remove_national_prefix_from_national_number`: the national prefix taken off the
    /// national number (and added to the prefix), or nothing.
    private mutating func removeNationalPrefixFromNationalNumber() -> Text {
        var startOfNationalNumber = 0
        if isNANPANumberWithNationalPrefix() {
            startOfNationalNumber = 1
            prefixBeforeNationalNumber += ["1", Self.separatorBeforeNationalNumber]
            isCompleteNumber = true
        } else if let prefixForParsing = currentMetadata.nationalPrefixForParsing {
            // Some prefixes for parsing are optional: only a non-empty match counts.
            if let groups = numbering.matchAtStart(prefixForParsing, Self.string(nationalNumber)),
                let whole = groups[0], whole.upperBound > 0
            {
                // With a national prefix, the number is complete: no local formats.
                isCompleteNumber = true
                startOfNationalNumber = Self.scalarOffset(ofByte: whole.upperBound, in: nationalNumber)
                prefixBeforeNationalNumber += nationalNumber[..<startOfNationalNumber]
            }
        }
        let nationalPrefix = Array(nationalNumber[..<startOfNationalNumber])
        nationalNumber = Array(nationalNumber[startOfNationalNumber...])
        return nationalPrefix
    }

    /// `_attempt_to_extract_idd`: whether the input begins with a plus or the region's
    /// international prefix; if so it goes to the prefix and the rest to the national
    /// number. (Without an international prefix, the pattern `\+|` matches every input.)
    private mutating func attemptToExtractIDD() -> Bool {
        let source = "\\+|" + (currentMetadata.internationalPrefix ?? "")
        guard let groups = numbering.matchAtStart(source, Self.string(accruedInputWithoutFormatting)),
            let whole = groups[0]
        else { return false }
        isCompleteNumber = true
        let startOfCountryCallingCode = Self.scalarOffset(ofByte: whole.upperBound, in: accruedInputWithoutFormatting)
        nationalNumber = Array(accruedInputWithoutFormatting[startOfCountryCallingCode...])
        prefixBeforeNationalNumber = Array(accruedInputWithoutFormatting[..<startOfCountryCallingCode])
        if accruedInputWithoutFormatting.first != "+" {
            prefixBeforeNationalNumber.append(Self.separatorBeforeNationalNumber)
        }
        return true
    }

    /// `_attempt_to_extract_ccc`: a known calling code at the start of the national number
    /// goes to the prefix (and its metadata is used from now on).
    private mutating func attemptToExtractCountryCallingCode() -> Bool {
        if nationalNumber.isEmpty { return false }
        let (countryCode, numberWithoutCountryCode) = PhoneNumbering.leadingCallingCode(Self.string(nationalNumber))
        if countryCode == 0 { return false }
        nationalNumber = Array(numberWithoutCountryCode.unicodeScalars)
        let newRegionCode = PhoneNumbering.mainRegion(forCallingCode: countryCode)
        if newRegionCode == "001" {
            currentMetadata = numbering.metadata(callingCode: countryCode, region: "001") ?? Self.emptyMetadata
        } else if newRegionCode != defaultCountry {
            currentMetadata = Self.metadata(forRegion: newRegionCode, numbering: numbering)
        }
        prefixBeforeNationalNumber += Array(String(countryCode).unicodeScalars)
        prefixBeforeNationalNumber.append(Self.separatorBeforeNationalNumber)
        // After a calling code, an NDD extracted before no longer holds.
        extractedNationalPrefix = []
        return true
    }

    // MARK: - Formats and templates

    /// `_attempt_to_choose_formatting_pattern`: the digits so far, formatted once at least
    /// three national digits are in.
    private mutating func attemptToChooseFormattingPattern() -> Text {
        if nationalNumber.count >= Self.minLeadingDigitsLength {
            getAvailableFormats(nationalNumber)
            // The digits may already match a format exactly.
            let formattedNumber = attemptToFormatAccruedDigits()
            if !formattedNumber.isEmpty { return formattedNumber }
            return maybeCreateNewTemplate() ? inputAccruedNationalNumber() : accruedInput
        }
        return appendNationalNumber(nationalNumber)
    }

    /// `_get_available_formats`: the formats that can apply (international ones for a number
    /// typed with its calling code), narrowed by the leading digits.
    private mutating func getAvailableFormats(_ leadingDigits: Text) {
        let isInternationalNumber = isCompleteNumber && extractedNationalPrefix.isEmpty
        let formatList = isInternationalNumber && !currentMetadata.internationalFormats.isEmpty
            ? currentMetadata.internationalFormats : currentMetadata.formats
        for format in formatList {
            if !extractedNationalPrefix.isEmpty && hasFirstGroupOnly(format.nationalPrefixRule)
                && !format.nationalPrefixOptional && format.carrierCodeRule == nil
            {
                // Typed with a national prefix: drop rules that are not written with one (a
                // rule with a carrier-code rule stays: the "prefix" may be a carrier code).
                continue
            } else if extractedNationalPrefix.isEmpty && !isCompleteNumber
                && !hasFirstGroupOnly(format.nationalPrefixRule) && !format.nationalPrefixOptional
            {
                // Typed without a national prefix, and the rule needs one.
                continue
            }
            if numbering.matchesWhole(Self.eligibleFormatPattern, format.format) {
                possibleFormats.append(format)
            }
        }
        narrowDownPossibleFormats(leadingDigits)
    }

    /// `_formatting_rule_has_first_group_only` (phonenumberutil): no rule, or one that does
    /// not add a national prefix.
    private func hasFirstGroupOnly(_ rule: String?) -> Bool {
        guard let rule else { return true }
        return numbering.matchesWhole(Self.firstGroupOnlyPrefixPattern, rule)
    }

    /// `_narrow_down_possible_formats`: the formats whose leading-digits pattern for this
    /// many digits (the last one for more) matches the start of the digits.
    private mutating func narrowDownPossibleFormats(_ leadingDigits: Text) {
        let indexOfLeadingDigitsPattern = leadingDigits.count - Self.minLeadingDigitsLength
        let text = Self.string(leadingDigits)
        let numbering = self.numbering
        possibleFormats = possibleFormats.filter { format in
            // Formats without leading digits are kept.
            if format.leadingDigits.isEmpty { return true }
            var last = min(indexOfLeadingDigitsPattern, format.leadingDigits.count - 1)
            // python's negative index counts from the end (below -count it raises; dropped).
            if last < 0 { last += format.leadingDigits.count }
            guard last >= 0 else { return false }
            return numbering.matchAtStart(format.leadingDigits[last], text) != nil
        }
    }

    /// `_maybe_create_new_template`: whether a new template was made (from the first format
    /// that gives one; formats that give none are dropped), rather than the current one kept.
    private mutating func maybeCreateNewTemplate() -> Bool {
        while let numberFormat = possibleFormats.first {
            if currentFormattingPattern == numberFormat.pattern { return false }
            if createFormattingTemplate(numberFormat) {
                currentFormattingPattern = numberFormat.pattern
                shouldAddSpaceAfterNationalPrefix = numberFormat.nationalPrefixRule.map(Self.hasNationalPrefixSeparator) ?? false
                // A new template: the position matched in the old one no longer holds.
                lastMatchPosition = 0
                return true
            }
            possibleFormats.removeFirst()
        }
        ableToFormat = false
        return false
    }

    /// `_NATIONAL_PREFIX_SEPARATORS_PATTERN.search`: a rule that separates the national
    /// prefix from the number.
    static func hasNationalPrefixSeparator(_ rule: String) -> Bool {
        rule.unicodeScalars.contains { $0 == "-" || $0 == " " }
    }

    /// `_create_formatting_template`. (python clears a misspelt attribute first, so a
    /// failed attempt leaves the old template in place; so here.)
    private mutating func createFormattingTemplate(_ numberFormat: PhoneNumberFormat) -> Bool {
        let template = getFormattingTemplate(numberFormat.pattern, numberFormat.format)
        if !template.isEmpty {
            formattingTemplate = template
            return true
        }
        return false
    }

    /// `_get_formatting_template`: the format applied to the longest run of 9s the pattern
    /// matches, each 9 then made a placeholder; nothing when the digits typed are more than
    /// the pattern takes.
    private func getFormattingTemplate(_ numberPattern: String, _ numberFormat: String) -> Text {
        // python assumes the search succeeds; a pattern that matches no 9s gives no template.
        guard let match = numbering.firstMatch(numberPattern, in: Self.longestPhoneNumber) else { return [] }
        let digits = Array(Self.longestPhoneNumber.utf8)
        let aPhoneNumber = String(decoding: digits[match], as: UTF8.self)
        if aPhoneNumber.utf8.count < nationalNumber.count { return [] }
        let template = numbering.substitute(numberPattern, in: aPhoneNumber, with: numberFormat)
        return template.unicodeScalars.map { $0 == "9" ? Self.digitPlaceholder : $0 }
    }

    /// `_attempt_to_format_accrued_digits`: the digits formatted by a format whose pattern
    /// matches them exactly, provided the result holds the same digits as typed (some
    /// formats drop a digit, as Mexico's mobile token); nothing otherwise.
    private mutating func attemptToFormatAccruedDigits() -> Text {
        let national = Self.string(nationalNumber)
        for numberFormat in possibleFormats {
            guard numbering.matchesWhole(numberFormat.pattern, national) else { continue }
            shouldAddSpaceAfterNationalPrefix = numberFormat.nationalPrefixRule.map(Self.hasNationalPrefixSeparator) ?? false
            let formattedNumber = numbering.substitute(numberFormat.pattern, in: national, with: numberFormat.format)
            let fullOutput = appendNationalNumber(Array(formattedNumber.unicodeScalars))
            if Self.diallableCharsOnly(fullOutput) == accruedInputWithoutFormatting {
                return fullOutput
            }
        }
        return []
    }

    /// `normalize_diallable_chars_only` (phonenumberutil): ASCII digits, `+`, `*` and `#`.
    static func diallableCharsOnly(_ text: Text) -> Text {
        text.filter { scalar in
            switch scalar {
            case "0"..."9", "+", "*", "#": return true
            default: return false
            }
        }
    }

    /// `_append_national_number`: the prefix and the national number, with a space between
    /// when the format's national prefix rule has one (and the prefix does not end in one,
    /// as after a long NDD).
    private func appendNationalNumber(_ national: Text) -> Text {
        if shouldAddSpaceAfterNationalPrefix && !prefixBeforeNationalNumber.isEmpty
            && prefixBeforeNationalNumber.last != Self.separatorBeforeNationalNumber
        {
            return prefixBeforeNationalNumber + [Self.separatorBeforeNationalNumber] + national
        }
        return prefixBeforeNationalNumber + national
    }

    /// `_input_accrued_national_number`: every national digit through the template.
    private mutating func inputAccruedNationalNumber() -> Text {
        if nationalNumber.isEmpty { return prefixBeforeNationalNumber }
        var tempNationalNumber: Text = []
        for digit in nationalNumber {
            tempNationalNumber = inputDigitHelper(digit)
        }
        return ableToFormat ? appendNationalNumber(tempNationalNumber) : accruedInput
    }

    /// `_input_digit_helper`: the digit put in the template's first placeholder, and the
    /// template up to it; when no placeholder is left at or after the last match, the
    /// template is given up (and formatting too, when no other format remains).
    private mutating func inputDigitHelper(_ nextChar: Unicode.Scalar) -> Text {
        // The template may be empty, e.g. right after an IDD or NDD was extracted.
        let placeholderAhead = lastMatchPosition <= formattingTemplate.count
            && formattingTemplate[lastMatchPosition...].contains(Self.digitPlaceholder)
        if placeholderAhead, let first = formattingTemplate.firstIndex(of: Self.digitPlaceholder) {
            formattingTemplate[first] = nextChar
            lastMatchPosition = first
            return Array(formattingTemplate[...first])
        }
        if possibleFormats.count == 1 {
            // More digits than the only format takes.
            ableToFormat = false
        }
        currentFormattingPattern = ""
        return accruedInput
    }

    // MARK: - Text helpers

    static func string(_ text: Text) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text)
        return String(view)
    }

    /// The number of scalars in the first `byte` UTF-8 bytes of the text (a match boundary).
    static func scalarOffset(ofByte byte: Int, in text: Text) -> Int {
        var bytes = 0
        var index = 0
        while index < text.count && bytes < byte {
            bytes += UTF8.width(text[index])
            index += 1
        }
        return index
    }

    /// python's `str.rfind` for a non-empty needle, `nil` for -1.
    static func lastIndex(of needle: Text, in text: Text) -> Int? {
        guard !needle.isEmpty, needle.count <= text.count else { return nil }
        var start = text.count - needle.count
        while start >= 0 {
            if text[start..<(start + needle.count)].elementsEqual(needle) { return start }
            start -= 1
        }
        return nil
    }
}


extension PhoneNumbering {
    /// python's `re.search(pattern, text).span()`, as UTF-8 byte offsets, or `nil`.
    func firstMatch(_ source: String, in text: String) -> Range<Int>? {
        guard let compiled = pattern(source, .anywhere) else { return nil }
        var text = text
        return text.withUTF8 { buffer -> Range<Int>? in
            guard let groups = compiled.captures(buffer), let whole = groups[0] else { return nil }
            return whole
        }
    }
}
