/// libphonenumber's `PhoneNumberFormat`: the written forms of a number.
package enum PhoneFormat: String, CaseIterable, Sendable {
    case national, international, e164, rfc3966
}

extension PhoneNumbering {
    /// libphonenumber's `format_number`.
    package func format(_ number: PhoneNumber, as form: PhoneFormat) -> String {
        let code = number.countryCode
        let national = number.nationalNumber
        if form == .e164 { return "+\(code)" + national }
        guard Self.regionsByCallingCode[code] != nil,
            let metadata = metadata(callingCode: code, region: Self.mainRegion(forCallingCode: code))
        else { return national }
        var formatted = formatNational(national, metadata, form)
        if let ext = number.extension {
            if form == .rfc3966 {
                formatted += ";ext=" + ext
            } else {
                formatted += (metadata.preferredExtensionPrefix ?? " ext. ") + ext
            }
        }
        switch form {
        case .international: return "+\(code) " + formatted
        case .rfc3966: return "tel:+\(code)-" + formatted
        default: return formatted
        }
    }

    /// `_format_nsn`.
    func formatNational(_ national: String, _ metadata: PhoneMetadata, _ form: PhoneFormat) -> String {
        let available = metadata.internationalFormats.isEmpty || form == .national ? metadata.formats : metadata.internationalFormats
        guard let chosen = formattingPattern(for: national, in: available) else { return national }
        var rule = chosen.format
        if form == .national, let prefixRule = chosen.nationalPrefixRule, !prefixRule.isEmpty {
            rule = Self.replacingFirstGroup(in: rule, with: prefixRule)
        }
        var formatted = substitute(chosen.pattern, in: national, with: rule, id: chosen.patternID)
        if form == .rfc3966 {
            formatted = Self.dashedRFC3966(formatted)
        }
        return formatted
    }

    /// `_choose_formatting_pattern_for_number`.
    func formattingPattern(for national: String, in formats: [PhoneNumberFormat]) -> PhoneNumberFormat? {
        for format in formats {
            if let leading = format.leadingDigits.last, matchAtStart(format.lastLeadingDigitsID, leading, national) == nil { continue }
            if matchesWhole(format.patternID, format.pattern, national) { return format }
        }
        return nil
    }

    /// The format rule with its first `\N` replaced by the national prefix rule, in which
    /// `\1` stands for that `\N` (python's `re.sub(_FIRST_GROUP_PATTERN, rule, format, count=1)`).
    static func replacingFirstGroup(in format: String, with prefixRule: String) -> String {
        let bytes = Array(format.utf8)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] >= 0x30, bytes[index + 1] <= 0x39 { break }
            index += 1
        }
        guard index + 1 < bytes.count else { return format }
        let group = Array(bytes[index...(index + 1)])
        var replacement: [UInt8] = []
        let rule = Array(prefixRule.utf8)
        var r = 0
        while r < rule.count {
            if rule[r] == UInt8(ascii: "\\"), r + 1 < rule.count {
                if rule[r + 1] == UInt8(ascii: "1") { replacement += group } else { replacement.append(rule[r + 1]) }
                r += 2
                continue
            }
            replacement.append(rule[r])
            r += 1
        }
        return String(decoding: Array(bytes[..<index]) + replacement + Array(bytes[(index + 2)...]), as: UTF8.self)
    }

    /// RFC 3966's form: leading punctuation dropped, every other run of it one dash.
    static func dashedRFC3966(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var inSeparator = false
        var started = false
        for scalar in text.unicodeScalars {
            if isSeparator(scalar) {
                inSeparator = true
                continue
            }
            if inSeparator && started { out.append("-") }
            inSeparator = false
            started = true
            out.append(scalar)
        }
        if inSeparator && started { out.append("-") }
        return String(out)
    }

    /// A character of `_VALID_PUNCTUATION`.
    package static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x78, 0x20, 0x28, 0x29, 0x2E, 0x5B, 0x5D, 0x2F, 0x7E: return true
        case 0x2010...0x2015, 0x2212, 0x30FC, 0xFF0D...0xFF0F, 0x00A0, 0x00AD, 0x200B, 0x2060, 0x3000,
            0xFF08, 0xFF09, 0xFF3B, 0xFF3D, 0x2053, 0x223C, 0xFF5E:
            return true
        default: return false
        }
    }
}
