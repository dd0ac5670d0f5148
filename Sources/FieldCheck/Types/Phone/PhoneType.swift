/// `phone`: a North American number, valid exactly when libphonenumber's
/// `is_valid_number(parse(value, "US"))` says so, for this syntax: 10 digits after an
/// optional `+1` or `1`; `( ) - . /` and spaces anywhere among them; an optional
/// extension (`x123`, `ext. 123`, `extension 123`, `#123`, `;ext=123`).
/// Canonical: `(201) 555-0123`, with ` ext. 123` when there is one.
public enum PhoneType {
    /// A value taken apart: its digits (without a `+1`) and the extension.
    struct Parts: Equatable {
        var national: [UInt8]
        /// Whether `+1` was given (then `national` no longer has the 1).
        var hasCountryCode: Bool
        /// Whether the digits were typed as groups (`201-555`) and a leading 1 was glued
        /// into the first group (`123-555`): then that 1 belongs to the area code.
        var leadingOneInGroup = false
        var extensionDigits: String?
    }

    static let punctuation: Set<Character> = ["(", ")", "-", ".", "/", " ", "\t"]

    static func judge(_ value: Substring, plan: NANPPlan) -> TypeJudgement {
        let parts: Parts
        switch parse(Trimming.trimmed(value)) {
        case .failure(let reason): return .invalid(reason)
        case .success(let parsed): parts = parsed
        }
        var digits = parts.national
        if !parts.hasCountryCode, digits.first == UInt8(ascii: "1") {
            // A leading 1 is the country code (or trunk prefix) when 10 digits follow it, or
            // when fewer follow and they can begin a number: area codes never start with 1.
            // Otherwise the digits are the national number itself (and its area code fails).
            let rest = Array(digits.dropFirst())
            if rest.count == 10 || (rest.count < 10 && !parts.leadingOneInGroup && plan.canBegin(rest[...])) {
                digits = rest
            }
        }
        if digits.count > 10 { return .invalid("needs 10 digits, got \(digits.count)") }
        if digits.count == 10, plan.isValid(digits) {
            var canonical = format(digits)
            if let ext = parts.extensionDigits { canonical += " ext. " + ext }
            return .valid(canonical: canonical)
        }
        if let reason = plan.deadEnd(digits) { return .invalid(reason) }
        if digits.count == 10 { return .invalid("\(format(digits)) is not a valid number") }
        if parts.extensionDigits != nil { return .invalid("needs 10 digits before the extension, got \(digits.count)") }
        return .incomplete("needs 10 digits, got \(digits.count)")
    }

    /// `(201) 555-0123`
    static func format(_ digits: [UInt8]) -> String {
        let text = String(decoding: digits, as: UTF8.self)
        let characters = Array(text)
        return "(" + String(characters[0..<3]) + ") " + String(characters[3..<6]) + "-" + String(characters[6...])
    }

    /// As-you-type formatting of a partial number for `prompt`: `5551` → `(555) 1`,
    /// `555123` → `(555) 123`, `5551234` → `(555) 123-4`. Non-digits are dropped, and so
    /// is a leading `1`, the country code.
    public static func formatPartial(_ input: String) -> String {
        var digits = Array(input.filter { $0.isASCII && $0.isNumber })
        if digits.first == "1" { digits.removeFirst() }
        digits = Array(digits.prefix(10))
        switch digits.count {
        case 0: return ""
        case 1...3: return "(" + String(digits)
        case 4...6: return "(" + String(digits[0..<3]) + ") " + String(digits[3...])
        default:
            return "(" + String(digits[0..<3]) + ") " + String(digits[3..<6]) + "-" + String(digits[6...])
        }
    }

    enum ParseResult {
        case success(Parts)
        case failure(String)
    }

    /// Splits off the extension and collects the digits of the number itself.
    static func parse(_ text: Substring) -> ParseResult {
        let characters = Array(text)
        // The extension starts at the first letter, '#' or ';'.
        let split = characters.firstIndex { $0.isLetter || $0 == "#" || $0 == ";" } ?? characters.count
        var digits: [UInt8] = []
        var sawPlus = false
        var firstDigitGlued = false  // the first digit is followed directly by another
        var groupedDigits = false  // punctuation stands between two digits
        var previousWasDigit = false
        var sawBreakAfterDigit = false
        for (index, character) in characters[..<split].enumerated() {
            if let ascii = character.asciiValue, ascii >= 0x30, ascii <= 0x39 {
                if digits.count == 1 && previousWasDigit { firstDigitGlued = true }
                if sawBreakAfterDigit { groupedDigits = true }
                digits.append(ascii)
                previousWasDigit = true
                sawBreakAfterDigit = false
                continue
            }
            if previousWasDigit { sawBreakAfterDigit = true }
            previousWasDigit = false
            if character == "+" {
                if index != 0 || sawPlus { return .failure("'+' goes only before the country code") }
                sawPlus = true
            } else if punctuation.contains(character) || character == "," && split < characters.count {
                continue
            } else {
                return .failure("\(TextNormalization.describe(character)) is not allowed in a phone number")
            }
        }
        var hasCountryCode = false
        if sawPlus {
            guard let first = digits.first else {
                return .failure("'+' must be followed by the country code 1")
            }
            if first != UInt8(ascii: "1") {
                return .failure("only North American numbers (+1) are phone numbers here")
            }
            digits.removeFirst()
            hasCountryCode = true
        }
        var extensionDigits: String?
        if split < characters.count {
            switch parseExtension(characters[split...]) {
            case .failure(let error): return .failure(error.reason)
            case .success(let ext): extensionDigits = ext
            }
            if digits.isEmpty { return .failure("an extension needs a number before it") }
        }
        return .success(Parts(
            national: digits, hasCountryCode: hasCountryCode, leadingOneInGroup: firstDigitGlued && groupedDigits,
            extensionDigits: extensionDigits))
    }

    static let extensionMarkers = [";ext=", "extension", "ext.", "ext", "x", "#"]

    /// `x123`, `ext. 123`, `extension 123`, `#123`, `;ext=123` → `123`.
    static func parseExtension(_ characters: ArraySlice<Character>) -> Result<String, ExtensionError> {
        let lowered = String(characters).lowercased()
        guard let marker = extensionMarkers.first(where: { lowered.hasPrefix($0) }) else {
            let first = characters.first.map(TextNormalization.describe) ?? "?"
            return .failure(ExtensionError("\(first) is not allowed in a phone number"))
        }
        let rest = Trimming.trimmed(Substring(lowered.dropFirst(marker.count)))
        if rest.isEmpty { return .failure(ExtensionError("the extension has no digits")) }
        guard rest.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .failure(ExtensionError("an extension has only digits"))
        }
        let limit = marker == "x" || marker == "#" ? 9 : 20
        if rest.count > limit { return .failure(ExtensionError("the extension is longer than \(limit) digits")) }
        return .success(String(rest))
    }

    struct ExtensionError: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
