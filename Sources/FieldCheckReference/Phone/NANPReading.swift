/// The North American reading fieldcheck had before the full port, kept for what it does
/// better than a yes or no: for a number of the plan (+1) that is not valid, it tells a
/// beginning that can still become valid (too-short) from a dead end, with reasons in the
/// plan's words (`area code 123 does not exist`), walking the generated automaton
/// (`NANPMetadata`). Its syntax: 10 digits after an optional `+1` or `1`; `( ) - . /` and
/// spaces anywhere among them; an optional extension (`x123`, `ext. 123`, `#123`, `;ext=123`).
/// Its quick status answers the common shapes in one pass and agrees with libphonenumber.
package enum NANPReading {
    /// The reason this reading gives a number of another country: the full parse decides.
    package static let notNorthAmerican = "only North American numbers (+1) are read here"

    /// A value taken apart: its digits (without a `+1`) and the extension.
    package struct Parts: Equatable {
        var national: [UInt8]
        /// Whether `+1` was given (then `national` no longer has the 1).
        var hasCountryCode: Bool
        /// Whether the digits were typed as groups (`201-555`) and a leading 1 was glued
        /// into the first group (`123-555`): then that 1 belongs to the area code.
        var leadingOneInGroup = false
        var extensionDigits: String?
    }

    package static func judge(_ value: Substring, wantsCanonical: Bool = true) -> TypeJudgement {
        var text = value
        return text.withUTF8 { judge($0, wantsCanonical: wantsCanonical) }
    }

    /// Judges the bytes of a value (valid UTF-8). Works on bytes: phone numbers are ASCII,
    /// and this runs for every value of a phone column.
    package static func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool = true) -> TypeJudgement {
        guard let trimmed = trimmedASCII(value) else {
            // Non-ASCII at an edge may be Unicode whitespace: trim as the other types do.
            var trimmed = String(Trimming.trimmed(Substring(String(decoding: value, as: UTF8.self))))
            return trimmed.withUTF8 { judgeTrimmed($0, wantsCanonical: wantsCanonical, wantsReason: wantsReason) }
        }
        if wantsReason, !wantsCanonical, let plain = plainJudgement(trimmed) { return plain }
        return judgeTrimmed(trimmed, wantsCanonical: wantsCanonical, wantsReason: wantsReason)
    }

    /// `judgeTrimmed`'s judgement of a number that is not valid, for the plain shapes
    /// (`plainReason`); `nil` for anything else, and for a valid number (which the
    /// caller's longer way judges, with its canonical form).
    package static func plainJudgement(_ value: UnsafeBufferPointer<UInt8>) -> TypeJudgement? {
        var status: Status?
        let reason = ByteBuffer.text { status = plainReason(value, into: &$0) }
        switch status {
        case .failed?: return .invalid(reason)
        case .tooShort?: return .incomplete(reason)
        default: return nil
        }
    }

    /// For a number in the plain shapes that is not valid: `judgeTrimmed`'s status, its
    /// reason written into `reason`. The plain shapes: an optional `+1`, then digits and
    /// `( ) - . /`, spaces among them (a final x too; blanks at the end). One pass over the bytes, no
    /// allocation: a table's report line for each bad number of a column costs this.
    /// `nil`, with nothing written, for anything else and for a valid number.
    package static func plainReason(_ value: UnsafeBufferPointer<UInt8>, into reason: inout ByteBuffer) -> Status? {
        var index = 0
        let end = value.count
        var hasCountryCode = false
        if index < end && value[index] == UInt8(ascii: "+") {
            index += 1
            while index < end && value[index] == 0x20 { index += 1 }
            guard index < end && value[index] == UInt8(ascii: "1") else { return nil }
            index += 1
            hasCountryCode = true
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { digits -> Status? in
            var count = 0
            let digitsStart = index
            while index < end {
                let byte = value[index]
                index += 1
                if byte &- 0x30 < 10 {
                    guard count < 32 else { return nil }
                    digits[count] = byte
                    count += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"),
                     UInt8(ascii: " "):
                    continue
                case UInt8(ascii: "\t"):
                    // Only among the blanks at the end: within a number, libphonenumber finds none.
                    while index < end && (value[index] == 0x20 || value[index] == 0x09) { index += 1 }
                    if index < end { return nil }
                case UInt8(ascii: "x"), UInt8(ascii: "X"):
                    // A final x alone is punctuation, as `parse` reads it.
                    while index < end && (value[index] == 0x20 || value[index] == 0x09) { index += 1 }
                    if index < end { return nil }
                default:
                    return nil
                }
            }
            var national = UnsafeBufferPointer(start: digits.baseAddress, count: count)
            if !hasCountryCode && count > 0 && digits[0] == UInt8(ascii: "1") {
                // As `judgeTrimmed` reads a leading 1: the trunk prefix before ten digits, or
                // before fewer that can begin a number when it is not glued into a group.
                let rest = UnsafeBufferPointer(rebasing: national[1...])
                if rest.count == 10
                    || (rest.count < 10 && !leadingOneInGroup(UnsafeBufferPointer(rebasing: value[digitsStart...]))
                        && (rest.isEmpty || NANPAutomaton.state(after: rest) != 0))
                {
                    national = rest
                }
            }
            if national.count == 10 && NANPAutomaton.isValid(national) { return nil }
            return writeNotValid(national, hasExtension: false, into: &reason)
        }
    }

    /// `plainReason`'s status alone, out of line: for the rare plain shapes the one pass
    /// leaves to it.
    @inline(never)
    package static func plainStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        var scratch = ByteBuffer(capacity: 64)
        return plainReason(value, into: &scratch)
    }

    /// The first byte of a trimmed value when `parse` refuses the value at it, a printable
    /// ASCII character alone (worded `'c' is not allowed`): neither a digit nor the
    /// punctuation of a number, nor `+`, `#`, `;` or `,`, nor the letters of an extension
    /// marker that begins there. `nil` otherwise.
    package static func refusedFirst(_ value: UnsafeBufferPointer<UInt8>) -> UInt8? {
        guard let first = value.first, first > 0x20, first < 0x7F, value.count == 1 || value[1] < 0x80 else { return nil }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: ";"), UInt8(ascii: ","):
            // (A ',' is refused unless an extension follows somewhere: `parse` decides.)
            return nil
        default:
            break
        }
        if isASCIILetter(first) {
            // A letter starts the extension: the markers are read there.
            if extensionMarker(value) != nil { return nil }
        }
        return first
    }

    /// The value without ASCII blanks around it; `nil` when a byte above ASCII stands at an
    /// edge then (it may be Unicode whitespace, which the longer way trims).
    package static func trimmedASCII(_ value: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        var start = 0, end = value.count
        while start < end && isASCIISpace(value[start]) { start += 1 }
        while end > start && isASCIISpace(value[end - 1]) { end -= 1 }
        if start < end && (value[start] >= 0x80 || value[end - 1] >= 0x80) { return nil }
        return UnsafeBufferPointer(rebasing: value[start..<end])
    }

    /// Whether the first digit is glued to the next one and punctuation stands between two
    /// digits (`123-555`), as `parse` tells `leadingOneInGroup` (a final x ends the digits).
    package static func leadingOneInGroup(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var count = 0
        var firstDigitGlued = false, groupedDigits = false, previousWasDigit = false, sawBreakAfterDigit = false
        for byte in text {
            if byte | 0x20 == UInt8(ascii: "x") { break }
            if byte &- 0x30 < 10 {
                if count == 1 && previousWasDigit { firstDigitGlued = true }
                if sawBreakAfterDigit { groupedDigits = true }
                previousWasDigit = true
                sawBreakAfterDigit = false
                count += 1
                continue
            }
            if previousWasDigit { sawBreakAfterDigit = true }
            previousWasDigit = false
        }
        return firstDigitGlued && groupedDigits
    }

    package static func isASCIISpace(_ byte: UInt8) -> Bool { QuickAccept.isASCIIWhitespace(byte) }

    /// Without `wantsReason`, a value that does not pass gets an empty reason: building
    /// reasons is most of the cost for the callers that only count.
    package static func judgeTrimmed(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        let parts: Parts
        switch parse(value, wantsReason: wantsReason) {
        case .failure(let reason): return .invalid(reason)
        case .refused(let index):
            return .invalid(wantsReason ? "\(describeCharacter(value, at: index)) is not allowed in a phone number" : "")
        case .success(let parsed): parts = parsed
        }
        var digits = parts.national
        if !parts.hasCountryCode, digits.first == UInt8(ascii: "1") {
            // A leading 1 is the country code (or trunk prefix) when 10 digits follow it, or
            // when fewer follow and they can begin a number: area codes never start with 1.
            // Otherwise the digits are the national number itself (and its area code fails).
            let rest = Array(digits.dropFirst())
            if rest.count == 10 || (rest.count < 10 && !parts.leadingOneInGroup && NANPAutomaton.canBegin(rest[...])) {
                digits = rest
            }
        }
        return judge(digits: digits, extensionDigits: parts.extensionDigits, wantsCanonical: wantsCanonical, wantsReason: wantsReason)
    }

    /// The judgement of a number's digits (without a `+1` or trunk 1), with its extension.
    package static func judge(digits: [UInt8], extensionDigits: String?, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        if digits.count == 10, NANPAutomaton.isValid(digits) {
            guard wantsCanonical else { return .valid(canonical: "") }
            var canonical = format(digits)
            if let ext = extensionDigits { canonical += " ext. " + ext }
            return .valid(canonical: canonical)
        }
        guard wantsReason else {
            return digits.count < 10 && extensionDigits == nil && NANPAutomaton.canBegin(digits[...])
                ? .incomplete("") : .invalid("")
        }
        var status = Status.failed
        let reason = ByteBuffer.text { buffer in
            status = digits.withUnsafeBufferPointer { writeNotValid($0, hasExtension: extensionDigits != nil, into: &buffer) }
        }
        return status == .tooShort ? .incomplete(reason) : .invalid(reason)
    }

    /// Why digits (without a `+1` or trunk 1) that are not a valid number are not one,
    /// written into `reason`; too-short when more digits can still make one.
    package static func writeNotValid(_ digits: UnsafeBufferPointer<UInt8>, hasExtension: Bool, into reason: inout ByteBuffer) -> Status {
        if digits.count > 10 {
            reason.append(text: "needs 10 digits, got ")
            reason.append(decimal: digits.count)
            return .failed
        }
        if NANPAutomaton.writeDeadEnd(digits, into: &reason) { return .failed }
        if digits.count == 10 {
            reason.append(format(Array(digits)))
            reason.append(text: " is not a valid number")
            return .failed
        }
        reason.append(text: hasExtension ? "needs 10 digits before the extension, got " : "needs 10 digits, got ")
        reason.append(decimal: digits.count)
        return hasExtension ? .failed : .tooShort
    }

    /// Whether `;ext=` begins at `index`.
    package static func isRFCExtension(_ value: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 4 < value.count && value[index] == UInt8(ascii: ";") && value[index + 1] | 0x20 == UInt8(ascii: "e")
            && value[index + 2] | 0x20 == UInt8(ascii: "x") && value[index + 3] | 0x20 == UInt8(ascii: "t") && value[index + 4] == UInt8(ascii: "=")
    }

    /// `(201) 555-0123`
    package static func format(_ digits: [UInt8]) -> String {
        guard digits.count == 10 else {
            return "(" + String(decoding: digits.prefix(3), as: UTF8.self) + ") " + String(decoding: digits.dropFirst(3).prefix(3), as: UTF8.self)
                + "-" + String(decoding: digits.dropFirst(6), as: UTF8.self)
        }
        // Written in place: format writes this for every valid number of a column.
        return String(unsafeUninitializedCapacity: 14) { target in
            target[0] = 0x28
            for index in 0..<3 { target[1 + index] = digits[index] }
            target[4] = 0x29
            target[5] = 0x20
            for index in 3..<6 { target[3 + index] = digits[index] }
            target[9] = 0x2D
            for index in 6..<10 { target[4 + index] = digits[index] }
            return 14
        }
    }

    /// As-you-type formatting of a partial number for `prompt`: `5551` → `(555) 1`,
    /// `555123` → `(555) 123`, `5551234` → `(555) 123-4`. Non-digits are dropped, and so
    /// is a leading `1`, the country code.
    package static func formatPartial(_ input: String) -> String {
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

    package enum ParseResult {
        case success(Parts)
        case failure(String)
        /// The character at this byte offset is not allowed in a phone number (worded by
        /// the caller: a report line writes it as bytes).
        case refused(at: Int)
    }

    /// The reading's status of trimmed text its parse does not take, with no reason built:
    /// failed when refused at a character or failing (`judgeTrimmed` then judges it
    /// invalid); `nil` when the parse takes it (the digits decide) or calls it another
    /// country's number (the port decides).
    package static func refusalStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        switch parse(value, wantsReason: false) {
        case .refused: return .failed
        case .failure(let reason): return reason == notNorthAmerican ? nil : .failed
        case .success: return nil
        }
    }

    /// Splits off the extension and collects the digits of the number itself.
    package static func parse(_ text: UnsafeBufferPointer<UInt8>, wantsReason: Bool = true) -> ParseResult {
        // The extension starts at the first ASCII letter, '#' or ';'.
        let split = text.firstIndex { isASCIILetter($0) || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: ";") } ?? text.count
        // A final x alone is punctuation to libphonenumber, not an extension without digits.
        let finalX = split < text.count && text[split] | 0x20 == UInt8(ascii: "x")
            && text[(split + 1)...].allSatisfy({ isASCIISpace($0) })
        let hasExtension = split < text.count && !finalX
        var sawPlus = false
        var count = 0
        // The number's bytes checked first, and its digits gathered only then: most values
        // this refuses are refused before any array is made.
        for index in 0..<split {
            let byte = text[index]
            if byte >= 0x30 && byte <= 0x39 {
                count += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "+"):
                if index != 0 || sawPlus { return .failure("'+' goes only before the country code") }
                sawPlus = true
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"),
                 UInt8(ascii: " "):
                continue
            case UInt8(ascii: "\t") where hasExtension && !isRFCExtension(text, at: split)
                && text[index..<split].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ",") }):
                // Blanks before an extension (not `;ext=`) may hold a tab; a number may not.
                continue
            case UInt8(ascii: ",") where hasExtension:
                continue
            default:
                return .refused(at: index)
            }
        }
        let number = UnsafeBufferPointer(rebasing: text[..<split])
        var hasCountryCode = false
        if sawPlus {
            guard number.first(where: { $0 &- 0x30 < 10 }) == UInt8(ascii: "1") else { return .failure(notNorthAmerican) }
            hasCountryCode = true
        }
        var extensionDigits: String?
        if hasExtension {
            // No extension's marker where the letters begin: that character is refused.
            let rest = UnsafeBufferPointer(rebasing: text[split...])
            guard let marker = extensionMarker(rest) else { return .refused(at: split) }
            switch parseExtension(rest, marker: marker) {
            case .failure(let error): return .failure(error.reason)
            case .success(let ext): extensionDigits = ext
            }
            if count == (hasCountryCode ? 1 : 0) { return .failure("an extension needs a number before it") }
        }
        var digits: [UInt8] = []
        digits.reserveCapacity(count)
        for byte in number where byte &- 0x30 < 10 { digits.append(byte) }
        if hasCountryCode { digits.removeFirst() }
        return .success(Parts(
            national: digits, hasCountryCode: hasCountryCode, leadingOneInGroup: leadingOneInGroup(UnsafeBufferPointer(rebasing: text[..<split])),
            extensionDigits: extensionDigits))
    }

    /// For ASCII text that `parse` refuses at a character (a word, a letter O, a label:
    /// `555-0123 mobile`, `(201) 5o5-0123`, `201-555-0123 (home)`): `.failed`, with the
    /// reason `judgeTrimmed` gives written into `reason`. `nil`, with nothing written, for
    /// anything else (and for a character `describeCharacter` shows otherwise than in quotes).
    package static func refusedCharacterReason(_ value: UnsafeBufferPointer<UInt8>, into reason: inout ByteBuffer) -> Status? {
        guard value.allSatisfy({ $0 < 0x80 }), case .refused(let index) = parse(value, wantsReason: false) else { return nil }
        let byte = value[index]
        guard byte > 0x20 && byte < 0x7F else { return nil }
        CharacterDescription.describe(ascii: byte, into: &reason)
        reason.append(text: " is not allowed in a phone number")
        return .failed
    }

    package static func isASCIILetter(_ byte: UInt8) -> Bool { QuickAccept.isLetter(byte) }

    /// The character at a byte offset, described for a reason (`'a'`, `U+0007`).
    package static func describeCharacter(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> String {
        let rest = String(decoding: UnsafeBufferPointer(rebasing: text[index...]), as: UTF8.self)
        return rest.first.map(CharacterDescription.describe) ?? "?"
    }

    /// The length of the extension marker the bytes begin with (any case; the longest
    /// first: `;ext=`, `extension`, `ext.`, `ext`, `x`, `#`), and whether it is a short one (`x`,
    /// `#`), whose extension takes 9 digits at most.
    package static func extensionMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> (length: Int, short: Bool)? {
        func lower(_ at: Int) -> UInt8 { at < bytes.count ? bytes[at] | 0x20 : 0 }
        guard let first = bytes.first else { return nil }
        switch first {
        case UInt8(ascii: ";"):
            if lower(1) == UInt8(ascii: "e") && lower(2) == UInt8(ascii: "x") && lower(3) == UInt8(ascii: "t") && bytes.count > 4
                && bytes[4] == UInt8(ascii: "=")
            {
                return (5, false)
            }
            return nil
        case UInt8(ascii: "e"), UInt8(ascii: "E"):
            guard lower(1) == UInt8(ascii: "x") && lower(2) == UInt8(ascii: "t") else { return nil }
            let rest = "ension".utf8
            if bytes.count >= 9 && zip(bytes[3..<9], rest).allSatisfy({ $0 | 0x20 == $1 }) { return (9, false) }
            if bytes.count > 3 && bytes[3] == UInt8(ascii: ".") { return (4, false) }
            return (3, false)
        case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "#"):
            return (1, true)
        default:
            return nil
        }
    }

    /// `x123`, `ext. 123`, `extension 123`, `#123`, `;ext=123` → `123`, after the marker
    /// (`extensionMarker`) the bytes begin with.
    package static func parseExtension(_ bytes: UnsafeBufferPointer<UInt8>, marker: (length: Int, short: Bool)) -> Result<String, ExtensionError> {
        var start = marker.length, end = bytes.count
        while start < end && isASCIISpace(bytes[start]) { start += 1 }
        while end > start && isASCIISpace(bytes[end - 1]) { end -= 1 }
        if start == end { return .failure(ExtensionError("the extension has no digits")) }
        let rest = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard rest.allSatisfy({ $0 &- 0x30 < 10 }) else {
            return .failure(ExtensionError("an extension has only digits"))
        }
        let limit = marker.short ? 9 : 20
        if rest.count > limit { return .failure(ExtensionError("the extension is longer than \(limit) digits")) }
        return .success(String(decoding: rest, as: UTF8.self))
    }

    package struct ExtensionError: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
