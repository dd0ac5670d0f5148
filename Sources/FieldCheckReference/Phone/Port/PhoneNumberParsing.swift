/// A number as libphonenumber's `parse` leaves it (the fields fieldcheck uses).
package struct PhoneNumber: Equatable, Sendable {
    var countryCode: Int
    /// The national significant number, ASCII digits (with an Italian leading zero kept).
    var nationalNumber: String
    /// As written (its digits not normalized, as libphonenumber keeps them); nil for none.
    var `extension`: String?
    /// How the calling code was found: written after `+` or an international prefix, or
    /// taken from the default region.
    var hadInternationalPrefix: Bool
}

/// libphonenumber's `NumberParseException` error types.
package enum PhoneParseError: String, Error, Sendable {
    case invalidCountryCode = "INVALID_COUNTRY_CODE"
    case notANumber = "NOT_A_NUMBER"
    case tooShortAfterIDD = "TOO_SHORT_AFTER_IDD"
    case tooShortNSN = "TOO_SHORT_NSN"
    case tooLong = "TOO_LONG"
}

/// libphonenumber's `ValidationResult` for a length.
package enum PhoneLengthResult: String, Sendable {
    case possible = "IS_POSSIBLE", possibleLocalOnly = "IS_POSSIBLE_LOCAL_ONLY", tooShort = "TOO_SHORT"
    case invalidLength = "INVALID_LENGTH", tooLong = "TOO_LONG"
}

/// The patterns libphonenumber's parser is built from (phonenumberutil.py), as PCRE2 reads
/// them: `\d` is any Unicode decimal digit there as here (PCRE2_UCP).
package enum PhoneSyntax {
    static let validPunctuation =
        "-x\u{2010}-\u{2015}\u{2212}\u{30FC}\u{FF0D}-\u{FF0F} \u{00A0}\u{00AD}\u{200B}\u{2060}\u{3000}()\u{FF08}\u{FF09}\u{FF3B}\u{FF3D}.\\[\\]/~\u{2053}\u{223C}\u{FF5E}"
    static let validAlpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    static let plusChars = "+\u{FF0B}"
    static let validPhoneNumber =
        "\\d{2}|[" + plusChars + "]*(?:[" + validPunctuation + "*]*\\d){3,}[" + validPunctuation + "*" + validAlpha + "\\d]*"

    static func extensionDigits(_ limit: Int) -> String { "(\\d{1,\(limit)})" }

    /// `_create_extn_pattern(True)`: every way of writing an extension that parsing takes.
    static let extensionPatterns: String = {
        let separators = "[ \u{00A0}\\t,]*"
        let afterLabel = "[:\\.\u{FF0E}]?[ \u{00A0}\\t,-]*"
        let suffix = "#?"
        let explicitLabels = "(?:e?xt(?:ensi(?:o\u{0301}?|\u{00F3}))?n?|\u{FF45}?\u{FF58}\u{FF54}\u{FF4E}?|\u{0434}\u{043E}\u{0431}|anexo)"
        let ambiguousLabels = "(?:[x\u{FF58}#\u{FF03}~\u{FF5E}]|int|\u{FF49}\u{FF4E}\u{FF54})"
        let rfc = ";ext=" + extensionDigits(20)
        let explicit = separators + explicitLabels + afterLabel + extensionDigits(20) + suffix
        let ambiguous = separators + ambiguousLabels + afterLabel + extensionDigits(9) + suffix
        let american = "[- ]+" + extensionDigits(6) + "#"
        let separatorsNoComma = "[ \u{00A0}\\t]*"
        let autoDialling = separatorsNoComma + "(?:,{2}|;)" + afterLabel + extensionDigits(15) + suffix
        let onlyCommas = separatorsNoComma + "(?:,)+" + afterLabel + extensionDigits(9) + suffix
        return [rfc, explicit, ambiguous, american, autoDialling, onlyCommas].joined(separator: "|")
    }()

    /// `_VALID_PHONE_NUMBER_PATTERN` (matched whole, without regard to case).
    static let viablePhoneNumber = validPhoneNumber + "(?:" + extensionPatterns + ")?"
    /// `_EXTN_PATTERN` (searched, without regard to case).
    static let extensionAtEnd = "(?:" + extensionPatterns + ")$"
    static let globalNumberDigits = "^\\+(\\d|[\\-\\.\\(\\)]?)*\\d(\\d|[\\-\\.\\(\\)]?)*$"
    static let domainName: String = {
        let alphanumeric = validAlpha + "\\d"
        let label = "[" + alphanumeric + "]+((\\-)*[" + alphanumeric + "])*"
        let top = "[" + validAlpha + "]+((\\-)*[" + alphanumeric + "])*"
        return "^(" + label + "\\.)*" + top + "\\.?$"
    }()

    package static let maximumInputLength = 250
    static let minimumNationalLength = 2
    static let maximumNationalLength = 17

    static func isPlus(_ scalar: Unicode.Scalar) -> Bool { scalar == "+" || scalar == "\u{FF0B}" }

    /// python's `\d` (Unicode decimal digits).
    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x30 && scalar.value <= 0x39 }
        return scalar.properties.generalCategory == .decimalNumber
    }

    /// python's `unicodedata.digit(c, -1)`.
    package static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.isASCII { return scalar.value >= 0x30 && scalar.value <= 0x39 ? Int(scalar.value - 0x30) : nil }
        let properties = scalar.properties
        guard properties.numericType == .decimal || properties.numericType == .digit,
            let value = properties.numericValue, value >= 0, value <= 9
        else { return nil }
        return Int(value)
    }

    /// python's `\w` in a Unicode pattern: `_` or what `str.isalnum()` takes.
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x5F
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return properties.numericType != nil
        }
    }

    /// The keypad digit of a letter (ITU E.161), for vanity numbers.
    package static func keypadDigit(_ upper: UInt8) -> UInt8? {
        switch upper {
        case 0x41...0x43: return 0x32
        case 0x44...0x46: return 0x33
        case 0x47...0x49: return 0x34
        case 0x4A...0x4C: return 0x35
        case 0x4D...0x4F: return 0x36
        case 0x50...0x53: return 0x37
        case 0x54...0x56: return 0x38
        case 0x57...0x5A: return 0x39
        default: return nil
        }
    }
}

extension PhoneNumbering {
    /// libphonenumber's `parse(number, region)`, for a region it knows.
    package func parse(_ number: String, region: String) throws(PhoneParseError) -> PhoneNumber {
        if number.utf8.count > PhoneSyntax.maximumInputLength && number.unicodeScalars.count > PhoneSyntax.maximumInputLength {
            throw .tooLong
        }
        var national: String
        var text = number
        // ASCII without a ';' (no URI parameters): the number found and judged viable on the
        // bytes, and made a String only when it is (most text refused here is refused so).
        let plain = text.withUTF8 { bytes -> (range: Range<Int>, viable: Bool?)? in
            guard !bytes.contains(UInt8(ascii: ";")), let range = Self.extractPossibleASCIIRange(bytes) else { return nil }
            return (range, Self.isViableASCII(UnsafeBufferPointer(rebasing: bytes[range])))
        }
        if let plain {
            if plain.viable == false { throw .notANumber }
            national = text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[plain.range]), as: UTF8.self) }
            if plain.viable == nil, !isViableByPattern(national) { throw .notANumber }
        } else {
            national = try nationalNumberForParsing(number)
            guard isViable(national) else { throw .notANumber }
        }
        if !isSupported(region) && !(national.unicodeScalars.first.map(PhoneSyntax.isPlus) ?? false) {
            throw .invalidCountryCode
        }
        let (extensionText, beforeExtension) = stripExtension(national)
        national = beforeExtension
        var metadata = self.metadata(forRegion: region)
        var countryCode: Int
        var normalized: String
        var international: Bool
        do {
            (countryCode, normalized, international) = try extractCountryCode(national, metadata: metadata)
        } catch .invalidCountryCode {
            let scalars = national.unicodeScalars
            guard let first = scalars.first, PhoneSyntax.isPlus(first) else { throw .invalidCountryCode }
            let rest = String(String.UnicodeScalarView(scalars.drop(while: PhoneSyntax.isPlus)))
            (countryCode, normalized, international) = try extractCountryCode(rest, metadata: metadata)
            if countryCode == 0 { throw .invalidCountryCode }
        }
        if countryCode != 0 {
            let numberRegion = Self.mainRegion(forCallingCode: countryCode)
            if numberRegion != region { metadata = self.metadata(callingCode: countryCode, region: numberRegion) }
        } else {
            normalized += normalize(national)
            guard let metadata else { throw .invalidCountryCode }
            countryCode = metadata.countryCode
        }
        if normalized.utf8.count < PhoneSyntax.minimumNationalLength { throw .tooShortNSN }
        if let metadata {
            let (potential, _) = stripNationalPrefix(normalized, metadata)
            switch testLength(potential, metadata) {
            case .tooShort, .possibleLocalOnly, .invalidLength: break
            default: normalized = potential
            }
        }
        let length = normalized.utf8.count
        if length < PhoneSyntax.minimumNationalLength { throw .tooShortNSN }
        if length > PhoneSyntax.maximumNationalLength { throw .tooLong }
        return PhoneNumber(
            countryCode: countryCode, nationalNumber: normalized,
            extension: extensionText.isEmpty ? nil : extensionText, hadInternationalPrefix: international)
    }

    /// `_build_national_number_for_parsing`: the number out of an RFC 3966 URI, or out of
    /// the text around it.
    func nationalNumberForParsing(_ number: String) throws(PhoneParseError) -> String {
        // Without a ';' there is no phone-context and no isub parameter.
        if !number.utf8.contains(UInt8(ascii: ";")) { return extractPossibleNumber(number) }
        let bytes = Array(number.utf8)
        let contextMarker = Array(";phone-context=".utf8)
        var national: [UInt8]
        if let contextIndex = Self.find(contextMarker, in: bytes) {
            let start = contextIndex + contextMarker.count
            let end = start < bytes.count ? (bytes[start...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count) : start
            let context = start < bytes.count ? Array(bytes[start..<end]) : []
            let contextText = String(decoding: context, as: UTF8.self)
            guard !context.isEmpty,
                matchesWhole(PhoneSyntax.globalNumberDigits, contextText) || matchesWhole(PhoneSyntax.domainName, contextText)
            else { throw .notANumber }
            national = context[0] == UInt8(ascii: "+") ? context : []
            let tel = Array("tel:".utf8)
            let numberStart = Self.find(tel, in: bytes).map { $0 + tel.count } ?? 0
            if numberStart < contextIndex { national += bytes[numberStart..<contextIndex] }
        } else {
            national = Array(extractPossibleNumber(number).utf8)
        }
        if let isdn = Self.find(Array(";isub=".utf8), in: national), isdn > 0 {
            national = Array(national[..<isdn])
        }
        return String(decoding: national, as: UTF8.self)
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = 0
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0] && haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// `_extract_possible_number`: from the first `+` or digit, without trailing
    /// characters that are neither letters, digits nor `#`, and without a second number
    /// (`x302/x2303`).
    package func extractPossibleNumber(_ number: String) -> String {
        var text = number
        if let ascii = text.withUTF8({ Self.extractPossibleASCIINumber($0) }) { return ascii }
        let scalars = Array(number.unicodeScalars)
        guard let start = scalars.firstIndex(where: { PhoneSyntax.isPlus($0) || PhoneSyntax.isDecimalDigit($0) }) else {
            return ""
        }
        var end = scalars.count
        while end > start {
            let last = scalars[end - 1]
            if last == "_" || !(last == "#" || PhoneSyntax.isWordCharacter(last)) { end -= 1 } else { break }
        }
        var index = start
        while index < end {
            if scalars[index] == "\\" || scalars[index] == "/" {
                var next = index + 1
                while next < end && scalars[next] == " " { next += 1 }
                if next < end && scalars[next] == "x" {
                    end = index
                    break
                }
            }
            index += 1
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        return String(view)
    }

    /// `extractPossibleNumber` for ASCII text, on its bytes; `nil` for other text.
    static func extractPossibleASCIINumber(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let range = extractPossibleASCIIRange(bytes) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Where `extractPossibleNumber` finds the number in ASCII text (an empty range for
    /// none); `nil` for other text.
    package static func extractPossibleASCIIRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = 0
        while start < bytes.count {
            let byte = bytes[start]
            if byte >= 0x80 { return nil }
            if byte == UInt8(ascii: "+") || (byte >= 0x30 && byte <= 0x39) { break }
            start += 1
        }
        guard start < bytes.count else { return 0..<0 }
        var end = bytes.count
        for byte in bytes[start...] where byte >= 0x80 { return nil }
        while end > start {
            let last = bytes[end - 1]
            let word = (last >= 0x30 && last <= 0x39) || ((last | 0x20) >= 0x61 && (last | 0x20) <= 0x7A)
            if last == UInt8(ascii: "#") || word { break }
            end -= 1
        }
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "\\") || bytes[index] == UInt8(ascii: "/") {
                var next = index + 1
                while next < end && bytes[next] == 0x20 { next += 1 }
                if next < end && bytes[next] == UInt8(ascii: "x") {
                    end = index
                    break
                }
            }
            index += 1
        }
        return start..<end
    }

    /// The first digit of `normalize(extractPossibleNumber(text))` for ASCII text: `.some(nil)`
    /// when it has none, `nil` for other text.
    package static func firstNormalizedASCIIDigit(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8?? {
        guard let range = extractPossibleASCIIRange(bytes) else { return nil }
        let number = bytes[range]
        let keypad = number.lazy.filter({ ($0 | 0x20) &- 0x61 < 26 }).count >= 3
        for byte in number {
            if byte &- 0x30 < 10 { return .some(byte) }
            if keypad, (byte | 0x20) &- 0x61 < 26 { return .some(PhoneSyntax.keypadDigit(byte & 0xDF)) }
        }
        return .some(nil)
    }

    /// `_is_viable_phone_number`.
    func isViable(_ number: String) -> Bool {
        var text = number
        return text.withUTF8(Self.isViableASCII) ?? isViableByPattern(number)
    }

    /// `isViable` by the pattern itself.
    func isViableByPattern(_ number: String) -> Bool {
        if number.unicodeScalars.count < PhoneSyntax.minimumNationalLength { return false }
        guard let viable = viablePattern else { return false }
        var text = number
        return text.withUTF8 { viable.matches($0) }
    }

    /// `isViable` for ASCII text, on its bytes, where the answer is plain; `nil` (the
    /// pattern decides) otherwise and for other text. The pattern, matched whole: two
    /// digits alone, or `+` signs, then three digits with only punctuation (`- x ( ) . [ ]
    /// / ~`, space) or `*` before each, then punctuation, `*`, letters and digits, then
    /// maybe an extension. What comes after the longest such beginning must be the
    /// extension, which holds only blanks, `, : . - # ~ ; =`, letters and digits: anything
    /// else there (a `+`, `*`, `/`, `(`, `?`...) means no match.
    package static func isViableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let count = bytes.count
        if count < PhoneSyntax.minimumNationalLength { return bytes.allSatisfy({ $0 < 0x80 }) ? false : nil }
        var index = 0
        while index < count && bytes[index] == UInt8(ascii: "+") { index += 1 }
        // The first three digits, with punctuation or '*' alone before each.
        var digits = 0
        while index < count && digits < 3 {
            let byte = bytes[index]
            if byte >= 0x80 { return nil }
            if byte &- 0x30 < 10 {
                digits += 1
            } else if !(isPunctuation(byte) || byte == UInt8(ascii: "*")) {
                break
            }
            index += 1
        }
        if digits < 3 {
            if bytes.contains(where: { $0 >= 0x80 }) { return nil }
            return count == 2 && bytes[0] &- 0x30 < 10 && bytes[1] &- 0x30 < 10
        }
        // Then the longest run of punctuation, '*', letters and digits.
        while index < count {
            let byte = bytes[index]
            if byte >= 0x80 { return nil }
            guard byte &- 0x30 < 10 || isPunctuation(byte) || byte == UInt8(ascii: "*") || (byte | 0x20) &- 0x61 < 26 else { break }
            index += 1
        }
        if index == count { return true }
        for byte in bytes[index...] {
            if byte >= 0x80 { return nil }
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x20, 0x09, UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "."),
                 UInt8(ascii: "-"), UInt8(ascii: "#"), UInt8(ascii: "~"), UInt8(ascii: ";"), UInt8(ascii: "="):
                continue
            default:
                return false
            }
        }
        return nil
    }

    /// libphonenumber's valid punctuation among ASCII bytes (x in either case: the pattern
    /// is matched without regard to case).
    static func isPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: " "), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "/"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// `_maybe_strip_extension`: the extension (as written) and the number before it.
    func stripExtension(_ number: String) -> (String, String) {
        // Every way of writing an extension has a letter, '#', ';', ',', '~' or a character
        // beyond ASCII: ASCII text without them has none (most numbers; the search is dear).
        var text = number
        let mayHaveOne = text.withUTF8 { bytes in
            bytes.contains { byte in
                byte >= 0x80 || (byte | 0x20) &- 0x61 < 26 || byte == UInt8(ascii: "#") || byte == UInt8(ascii: ";")
                    || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "~")
            }
        }
        guard mayHaveOne, let compiled = extensionPattern else { return ("", number) }
        return text.withUTF8 { buffer -> (String, String) in
            guard let groups = compiled.captures(buffer), let whole = groups[0] else { return ("", number) }
            let before = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<whole.lowerBound]), as: UTF8.self)
            guard isViable(before) else { return ("", number) }
            for group in groups.dropFirst() {
                if let group { return (String(decoding: UnsafeBufferPointer(rebasing: buffer[group]), as: UTF8.self), before) }
            }
            return ("", number)
        }
    }

    /// The digit every match of a prefix pattern begins with, when its source says so
    /// plainly (`011`, `0(?:0|1[0-9])`: a digit first, not made optional or repeated, no
    /// alternative at the top level); `nil` otherwise.
    package static func requiredFirstDigit(_ pattern: String) -> UInt8? {
        var text = pattern
        return text.withUTF8 { bytes -> UInt8? in
            guard let first = bytes.first, first &- 0x30 < 10 else { return nil }
            if bytes.count > 1, [UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "{")].contains(bytes[1]) { return nil }
            var depth = 0
            var escaped = false, inClass = false
            for byte in bytes {
                if escaped {
                    escaped = false
                    continue
                }
                if inClass {
                    if byte == UInt8(ascii: "]") { inClass = false }
                    if byte == UInt8(ascii: "\\") { escaped = true }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\\"): escaped = true
                case UInt8(ascii: "["): inClass = true
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"): depth -= 1
                case UInt8(ascii: "|") where depth == 0: return nil
                default: break
                }
            }
            return first
        }
    }

    /// The ASCII digits of some bytes, the rest dropped.
    static func asciiDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { target in
            var count = 0
            for byte in bytes where byte &- 0x30 < 10 {
                target[count] = byte
                count += 1
            }
            return count
        }
    }

    /// `normalize` for ASCII bytes, in one pass (two with three letters or more, which
    /// pasted junk such as `53( *.1xaX0*XY78275` has); `nil` for anything else.
    package static func asciiNormalized(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var letters = 0, high: UInt8 = 0, newline = false
        for byte in bytes {
            if (byte | 0x20) &- 0x61 < 26 { letters += 1 }
            high |= byte
            newline = newline || byte == 0x0A
        }
        guard high < 0x80 else { return nil }
        guard letters >= 3 && !newline else { return asciiDigits(bytes) }
        return String(unsafeUninitializedCapacity: bytes.count) { target in
            var count = 0
            for byte in bytes {
                if byte &- 0x30 < 10 {
                    target[count] = byte
                } else if (byte | 0x20) &- 0x61 < 26, let digit = PhoneSyntax.keypadDigit(byte & 0xDF) {
                    target[count] = digit
                } else {
                    continue
                }
                count += 1
            }
            return count
        }
    }

    /// `_normalize`: letters to keypad digits when there are three or more of them (and
    /// everything else but ASCII digits dropped), otherwise every digit to ASCII.
    package func normalize(_ number: String) -> String {
        var text = number
        if let ascii = text.withUTF8(Self.asciiNormalized) { return ascii }
        return normalizeByScalars(number)
    }

    /// `normalize` a Unicode scalar at a time (the way for text that is not ASCII, and
    /// the reference for `asciiNormalized`).
    package func normalizeByScalars(_ number: String) -> String {
        var letters = 0
        var newline = false
        for byte in number.utf8 {
            if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A { letters += 1 }
            if byte == 0x0A { newline = true }
        }
        var out: [UInt8] = []
        out.reserveCapacity(number.utf8.count)
        if letters >= 3 && !newline {
            for scalar in number.unicodeScalars {
                if scalar.isASCII {
                    let byte = UInt8(scalar.value)
                    if byte >= 0x30 && byte <= 0x39 {
                        out.append(byte)
                    } else if let digit = PhoneSyntax.keypadDigit(byte & 0xDF), (byte | 0x20) >= 0x61 {
                        out.append(digit)
                    }
                    continue
                }
                // python upper-cases before looking up: U+0131 (dotless i) is I, U+017F is S.
                let upper = scalar.properties.uppercaseMapping.unicodeScalars
                if upper.count == 1, let only = upper.first, only.isASCII, let digit = PhoneSyntax.keypadDigit(UInt8(only.value)) {
                    out.append(digit)
                }
            }
        } else {
            for scalar in number.unicodeScalars {
                if let value = PhoneSyntax.digitValue(scalar) { out.append(UInt8(0x30 + value)) }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `_maybe_extract_country_code`: the calling code and the rest, or 0 and "" when the
    /// number does not carry one.
    func extractCountryCode(_ number: String, metadata: PhoneMetadata?) throws(PhoneParseError) -> (Int, String, Bool) {
        if number.isEmpty { return (0, "", false) }
        let (international, full) = stripInternationalPrefix(number, metadata: metadata)
        if international {
            if full.utf8.count <= PhoneSyntax.minimumNationalLength { throw .tooShortAfterIDD }
            let (code, rest) = Self.leadingCallingCode(full)
            if code != 0 { return (code, rest, true) }
            throw .invalidCountryCode
        }
        if let metadata {
            let codeText = String(metadata.countryCode)
            if full.hasPrefix(codeText) {
                let (potential, _) = stripNationalPrefix(String(full.dropFirst(codeText.count)), metadata)
                let general = metadata.general
                if (!matchesNational(full, general) && matchesNational(potential, general))
                    || testLength(full, metadata) == .tooLong
                {
                    return (metadata.countryCode, potential, false)
                }
            }
        }
        return (0, "", false)
    }

    /// `_extract_country_code`: a known calling code of one to three digits at the start.
    static func leadingCallingCode(_ number: String) -> (Int, String) {
        var text = number
        let found = text.withUTF8 { digits -> (code: Int, length: Int)? in
            guard let first = digits.first, first != UInt8(ascii: "0") else { return nil }
            var code = 0
            for length in 1...min(digits.count, 3) {
                let digit = digits[length - 1]
                guard digit >= 0x30 && digit <= 0x39 else { return nil }
                code = code * 10 + Int(digit - 0x30)
                if isCallingCode(code) { return (code, length) }
            }
            return nil
        }
        guard let found else { return (0, number) }
        return (found.code, text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[found.length...]), as: UTF8.self) })
    }

    /// `_maybe_strip_i18n_prefix_and_normalize`: whether a `+` or the region's
    /// international prefix began the number, and the normalized rest.
    func stripInternationalPrefix(_ number: String, metadata: PhoneMetadata?) -> (Bool, String) {
        if number.isEmpty { return (false, number) }
        var text = number
        let afterPlus = text.withUTF8 { bytes -> String? in
            // The run of plus signs: '+' (2B) and the fullwidth one (EF BC 8B).
            var start = 0
            while start < bytes.count {
                if bytes[start] == 0x2B {
                    start += 1
                } else if bytes[start] == 0xEF, start + 2 < bytes.count, bytes[start + 1] == 0xBC, bytes[start + 2] == 0x8B {
                    start += 3
                } else {
                    break
                }
            }
            guard start > 0 else { return nil }
            let rest = UnsafeBufferPointer(rebasing: bytes[start...])
            return Self.asciiNormalized(rest) ?? normalize(String(decoding: rest, as: UTF8.self))
        }
        if let afterPlus { return (true, afterPlus) }
        let normalized = normalize(number)
        if let literal = metadata?.internationalPrefixLiteral {
            // A prefix of digits alone: its match is the digits themselves.
            var digits = normalized
            return digits.withUTF8 { bytes -> (Bool, String) in
                guard bytes.starts(with: literal) else { return (false, normalized) }
                let rest = UnsafeBufferPointer(rebasing: bytes[literal.count...])
                // A calling code never begins with 0: then the prefix was not one.
                if rest.first == UInt8(ascii: "0") { return (false, normalized) }
                return (true, String(decoding: rest, as: UTF8.self))
            }
        }
        // Without metadata (or its prefix), python's never-matching "NonMatch".
        if let metadata, let idd = metadata.internationalPrefix,
            metadata.internationalPrefixFirstDigit.map({ normalized.utf8.first == $0 }) ?? true,
            let groups = matchAtStart(metadata.internationalPrefixID, idd, normalized), let whole = groups[0]
        {
            let rest = Array(normalized.utf8)[whole.upperBound...]
            // A calling code never begins with 0: then the prefix was not one.
            if rest.first == UInt8(ascii: "0") { return (false, normalized) }
            return (true, String(decoding: rest, as: UTF8.self))
        }
        return (false, normalized)
    }

    /// `_maybe_strip_national_prefix_carrier_code` (without the carrier code, which
    /// fieldcheck does not report): the number without its national prefix, and whether
    /// one was taken off.
    func stripNationalPrefix(_ number: String, _ metadata: PhoneMetadata) -> (String, Bool) {
        guard !number.isEmpty, let prefix = metadata.nationalPrefixForParsing, !prefix.isEmpty,
            let groups = matchAtStart(metadata.nationalPrefixForParsingID, prefix, number), let whole = groups[0]
        else { return (number, false) }
        let general = metadata.general
        let viableOriginal = matchesNational(number, general)
        let groupCount = groups.count - 1
        if let rule = metadata.nationalPrefixTransformRule, !rule.isEmpty, groupCount > 0, groups[groupCount] != nil {
            let transformed = substitute(prefix, in: number, with: rule, count: 1)
            if viableOriginal && !matchesNational(transformed, general) { return (number, false) }
            return (transformed, true)
        }
        let rest = String(decoding: Array(number.utf8)[whole.upperBound...], as: UTF8.self)
        if viableOriginal && !matchesNational(rest, general) { return (number, false) }
        return (rest, true)
    }

    /// `_match_national_number(number, desc, False)`.
    func matchesNational(_ number: String, _ description: PhoneNumberDescription?) -> Bool {
        guard let description, let pattern = description.pattern, !pattern.isEmpty else { return false }
        return matchesWhole(description.patternID, pattern, number)
    }

    /// `_test_number_length(number, metadata)` with the general description.
    func testLength(_ number: String, _ metadata: PhoneMetadata) -> PhoneLengthResult {
        let general = metadata.general
        let length = number.utf8.count
        if general.localOnlyLengths.contains(length) { return .possibleLocalOnly }
        guard let minimum = general.possibleLengths.first, let maximum = general.possibleLengths.last else {
            return .invalidLength
        }
        if minimum == length { return .possible }
        if minimum > length { return .tooShort }
        if maximum < length { return .tooLong }
        return general.possibleLengths.dropFirst().contains(length) ? .possible : .invalidLength
    }
}
