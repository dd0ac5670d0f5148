/// The kinds of number libphonenumber's metadata describes, in the order its
/// `_number_type_helper` tries them after the general description.
package enum PhoneNumberKind: String, CaseIterable, Sendable {
    case general, premium, tollfree, shared, voip, personal, pager, uan, voicemail, fixed, mobile

    /// How a reason or `types phone` names the kind.
    package var words: String {
        switch self {
        case .general: return "any"
        case .premium: return "premium rate"
        case .tollfree: return "toll free"
        case .shared: return "shared cost"
        case .voip: return "VoIP"
        case .personal: return "personal"
        case .pager: return "pager"
        case .uan: return "UAN"
        case .voicemail: return "voicemail"
        case .fixed: return "fixed line"
        case .mobile: return "mobile"
        }
    }
}

/// One number description (`PhoneNumberDesc`): the lengths and the pattern of a kind.
package struct PhoneNumberDescription: Sendable {
    /// `[-1]` when no number of the kind exists.
    package var possibleLengths: [Int]
    var localOnlyLengths: [Int]
    package var example: String?
    var pattern: String?
    /// The pattern's number in its `PhoneNumbering` (-1 until it is given one).
    var patternID = -1

    /// The possible lengths as bits (bit n for n digits; lengths past 31 left out).
    var lengthBits: UInt32 {
        possibleLengths.reduce(0) { $1 >= 0 && $1 < 32 ? $0 | 1 << UInt32($1) : $0 }
    }
}

/// One formatting rule (`NumberFormat`).
package struct PhoneNumberFormat: Sendable {
    var pattern: String
    /// `\1 \2`: groups of `pattern`.
    var format: String
    var nationalPrefixRule: String?
    var nationalPrefixOptional: Bool
    var carrierCodeRule: String?
    /// Patterns for the leading digits, each more detailed than the one before.
    var leadingDigits: [String]
    /// The numbers of `pattern` and of the last leading-digits pattern in their
    /// `PhoneNumbering` (-1 until given).
    var patternID = -1
    var lastLeadingDigitsID = -1
}

/// The descriptions of a region by kind, in an array (looked up for every number).
package struct PhoneNumberDescriptions: Sendable {
    private var byKind = [PhoneNumberDescription?](repeating: nil, count: PhoneNumberKind.allCases.count)

    package subscript(kind: PhoneNumberKind) -> PhoneNumberDescription? {
        get { byKind[kind.index] }
        set { byKind[kind.index] = newValue }
    }
}

extension PhoneNumberKind {
    package var index: Int {
        switch self {
        case .general: return 0
        case .premium: return 1
        case .tollfree: return 2
        case .shared: return 3
        case .voip: return 4
        case .personal: return 5
        case .pager: return 6
        case .uan: return 7
        case .voicemail: return 8
        case .fixed: return 9
        case .mobile: return 10
        }
    }
}

/// The metadata of one region (or non-geographic calling code), read from its record in
/// `PhoneMetadataData`. A class: it is looked up for every number, and a copy of its many
/// fields would cost more than the look-up. Not changed once its patterns are numbered.
package final class PhoneMetadata: @unchecked Sendable {
    package var id: String
    package var countryCode: Int
    package var internationalPrefix: String?
    package var preferredInternationalPrefix: String?
    package var nationalPrefix: String?
    var nationalPrefixForParsing: String?
    var nationalPrefixTransformRule: String?
    var preferredExtensionPrefix: String?
    package var leadingDigits: String?
    var isMainCountryForCode = false
    package var descriptions = PhoneNumberDescriptions()
    package var formats: [PhoneNumberFormat] = []
    package var internationalFormats: [PhoneNumberFormat] = []
    /// The numbers of the international prefix, national prefix and leading-digits
    /// patterns in their `PhoneNumbering` (-1 until given, or for none).
    var internationalPrefixID = -1
    var nationalPrefixForParsingID = -1
    var leadingDigitsID = -1
    /// The digit the international prefix always begins with, when its pattern says so
    /// (`PhoneNumbering.requiredFirstDigit`): a number whose digits begin otherwise skips
    /// the prefix's regex.
    package var internationalPrefixFirstDigit: UInt8?
    /// The international prefix when its pattern is digits alone (`011`, `00`): then it is
    /// found by comparing bytes, not by the regex.
    package var internationalPrefixLiteral: [UInt8]?
    /// For each kind (by its `index`), what `_is_number_matching_desc` reads, held apart so
    /// that testing a kind copies no description: the lengths its numbers may have as bits
    /// (bit n for n digits; every bit when the kind lists none; 0 when it has no pattern)
    /// and its pattern's number.
    var kindLengths = [UInt32](repeating: 0, count: PhoneNumberKind.allCases.count)
    var kindPatternIDs = [Int](repeating: -1, count: PhoneNumberKind.allCases.count)
    /// `sameMobileAndFixedLinePattern`, worked out once.
    package var mobileIsFixed = true
    /// The kinds' patterns as one automaton (by kind `index`), made the first time a
    /// number of the region is tested (`PhoneNumbering.kindAutomaton`).
    var kindAutomaton: DigitAutomaton?
    var kindAutomatonMade = false

    package var general: PhoneNumberDescription { descriptions[.general] ?? PhoneNumberDescription(possibleLengths: [], localOnlyLengths: []) }

    /// libphonenumber's `same_mobile_and_fixed_line_pattern`.
    package var sameMobileAndFixedLinePattern: Bool {
        switch (descriptions[.mobile], descriptions[.fixed]) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (mobile?, fixed?): return mobile.pattern == fixed.pattern
        }
    }

    /// Empty metadata with only an international prefix (the as-you-type formatter's
    /// `_EMPTY_METADATA`, for an unknown calling code).
    init(emptyWithInternationalPrefix internationalPrefix: String) {
        id = ""
        countryCode = 0
        self.internationalPrefix = internationalPrefix
    }

    /// Reads a record (see scripts/generate-phone-metadata.py for its lines). On its bytes:
    /// splitting by Character cost more than half a million instructions a region, read
    /// whenever a number of a new region comes.
    init?(record: StaticString) {
        id = ""
        countryCode = 0
        var failed = false
        record.withUTF8Buffer { text in
            func string(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
            }
            /// The fields of a value split at a separator byte (at most `limit` splits).
            func fields(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ separator: UInt8, limit: Int = .max) -> [String] {
                var result: [String] = []
                var start = bytes.startIndex
                var index = bytes.startIndex
                while index < bytes.endIndex {
                    if bytes[index] == separator && result.count < limit {
                        result.append(string(bytes[start..<index]))
                        start = index + 1
                    }
                    index += 1
                }
                result.append(string(bytes[start..<bytes.endIndex]))
                return result
            }
            var lineStart = 0
            while lineStart < text.count && !failed {
                var lineEnd = lineStart
                while lineEnd < text.count && text[lineEnd] != 0x0A { lineEnd += 1 }
                defer { lineStart = lineEnd + 1 }
                if lineEnd == lineStart { continue }
                var keyEnd = lineStart
                while keyEnd < lineEnd && text[keyEnd] != 0x20 { keyEnd += 1 }
                let key = string(text[lineStart..<keyEnd])
                let valueBytes = text[min(keyEnd + 1, lineEnd)..<lineEnd]
                let value = string(valueBytes)
                switch key {
                case "id": id = value
                case "cc": countryCode = Int(value) ?? 0
                case "idd": internationalPrefix = value
                case "pidd": preferredInternationalPrefix = value
                case "np": nationalPrefix = value
                case "npp": nationalPrefixForParsing = value
                case "npt": nationalPrefixTransformRule = value
                case "ext": preferredExtensionPrefix = value
                case "ld": leadingDigits = value
                case "main": isMainCountryForCode = true
                case "d":
                    let parts = fields(valueBytes, 0x20, limit: 4)
                    guard parts.count == 5, let kind = PhoneNumberKind(rawValue: parts[0]) else {
                        failed = true
                        return
                    }
                    func lengths(_ field: String) -> [Int] { field == "-" ? [] : field.split(separator: ",").compactMap { Int($0) } }
                    descriptions[kind] = PhoneNumberDescription(
                        possibleLengths: lengths(parts[1]), localOnlyLengths: lengths(parts[2]),
                        example: parts[3] == "-" ? nil : parts[3],
                        pattern: parts[4] == "-" ? nil : parts[4])
                case "f", "i":
                    let parts = fields(valueBytes, 0x09)
                    guard parts.count >= 5 else {
                        failed = true
                        return
                    }
                    let format = PhoneNumberFormat(
                        pattern: parts[0], format: parts[1], nationalPrefixRule: parts[2].isEmpty ? nil : parts[2],
                        nationalPrefixOptional: parts[3] == "1", carrierCodeRule: parts[4].isEmpty ? nil : parts[4],
                        leadingDigits: Array(parts[5...]))
                    if key == "f" { formats.append(format) } else { internationalFormats.append(format) }
                default:
                    failed = true
                }
            }
        }
        if failed { return nil }
        guard !id.isEmpty, countryCode > 0 else { return nil }
    }
}
