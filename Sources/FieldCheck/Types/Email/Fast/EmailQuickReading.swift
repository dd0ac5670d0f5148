import FieldCheckReference

/// What the e-mail quick check settles, and its words: the status, what an unfinished
/// address lacks, and where a failed one's mistake is, worded as email-validator words its
/// first complaint (without the final period, as the type gives reasons).
extension EmailQuickCheck {
    /// What the scan settled: the @-sign's offset in the trimmed address (passed), what
    /// an unfinished address lacks (too-short), or a mistake no ending mends (failed).
    struct Reading {
        let at: Int
        let missing: Missing?
        /// Where a failed address's mistake is.
        let fault: Fault?
        let status: Status

        init(at: Int, missing: Missing) {
            self.at = at
            self.missing = missing
            fault = nil
            status = .tooShort
        }

        private init(at: Int, status: Status, fault: Fault? = nil) {
            self.at = at
            missing = nil
            self.fault = fault
            self.status = status
        }

        static func passed(at: Int) -> Reading { Reading(at: at, status: .passed) }

        /// Failed, for UTF-8 (the rule tells other bytes first): a local part email-validator
        /// refuses (an ASCII character outside atext, a period first, last or doubled; empty),
        /// or an ASCII character that is no letter, digit, hyphen or period after the @-sign,
        /// which its domain check refuses before any other.
        static func failed(_ address: UnsafeBufferPointer<UInt8>, at: Int, _ fault: Fault) -> Reading? {
            UTF8Validation.firstInvalidOffset(address) == nil ? Reading(at: at, status: .failed, fault: fault) : nil
        }
    }

    enum Fault { case localPart, domain, shape(DomainShape) }

    /// What email-validator first finds wrong with the shape of a domain of letters,
    /// digits, hyphens and periods, when no ending mends it (its messages, in its order).
    enum DomainShape: Equatable {
        case periodFirst, periodsInARow, hyphenFirst, periodAndHyphen, twoDashes, labelTooLong(Int), notTopLevel, specialUse

        func write(into reason: inout ByteBuffer) {
            switch self {
            case .periodFirst: reason.append(text: "An email address cannot have a period immediately after the @-sign")
            case .periodsInARow: reason.append(text: "An email address cannot have two periods in a row")
            case .hyphenFirst: reason.append(text: "An email address cannot have a hyphen immediately after the @-sign")
            case .periodAndHyphen: reason.append(text: "An email address cannot have a period and a hyphen next to each other")
            case .twoDashes:
                reason.append(text: "An email address cannot have two letters followed by two dashes immediately after the @-sign or after a period, except Punycode")
            case .labelTooLong(let length):
                reason.append(text: "After the @-sign, periods cannot be separated by so many characters (")
                reason.append(decimal: length - 63)
                reason.append(text: length - 63 > 1 ? " characters too many)" : " character too many)")
            case .notTopLevel: reason.append(text: "The part after the @-sign is not valid. It is not within a valid top-level domain")
            case .specialUse: reason.append(text: "The part after the @-sign is a special-use or reserved name that cannot be used with email")
            }
        }
    }

    /// The reason `judge` gives a failed reading (email-validator's message without its
    /// final period), as bytes: the local part's first complaint in email-validator's order
    /// (empty, characters outside atext, then the periods), or the domain's (brackets,
    /// then the characters no host name holds).
    static func writeFailure(_ bytes: UnsafeBufferPointer<UInt8>, _ reading: Reading, into reason: inout ByteBuffer) -> Bool {
        guard let fault = reading.fault else { return false }
        let address = QuickAccept.trimmed(bytes)
        switch fault {
        case .localPart:
            let local = UnsafeBufferPointer(rebasing: address[0..<reading.at])
            if local.isEmpty {
                reason.append(text: "There must be something before the @-sign")
            } else if local.contains(where: { $0 < 0x80 && !QuickAccept.isAtext($0) && $0 != 0x2E }) {
                reason.append(text: "The email address contains invalid characters before the @-sign: ")
                appendCharacterList(local, refused: { !QuickAccept.isAtext($0) && $0 != 0x2E }, into: &reason)
            } else if local.last == 0x2E {
                reason.append(text: "An email address cannot have a period immediately before the @-sign")
            } else if local.first == 0x2E {
                reason.append(text: "An email address cannot start with a period")
            } else {
                reason.append(text: "An email address cannot have two periods in a row")
            }
        case .shape(let shape):
            shape.write(into: &reason)
        case .domain:
            let domain = UnsafeBufferPointer(rebasing: address[(reading.at + 1)...])
            // (More than 253 characters: the length is the first complaint.)
            guard domain.count <= 253 else { return false }
            if domain.first == 0x5B && domain.last == 0x5D {
                reason.append(text: "A bracketed IP address after the @-sign is not allowed here")
            } else {
                reason.append(text: "The part after the @-sign contains invalid characters: ")
                appendCharacterList(domain, refused: { !QuickAccept.isHostByte($0) && $0 != 0x2E }, into: &reason)
            }
        }
        return true
    }

    /// `EmailValidator.characterList` of the ASCII characters of `text` that `refused`
    /// says are bad, without its final period.
    static func appendCharacterList(_ text: UnsafeBufferPointer<UInt8>, refused: (UInt8) -> Bool, into reason: inout ByteBuffer) {
        var seen: (UInt64, UInt64) = (0, 0)
        var shown: [String] = []
        for b in text where b < 0x80 && refused(b) {
            let bit: UInt64 = 1 << UInt64(b & 63)
            if b < 64 { if seen.0 & bit != 0 { continue }; seen.0 |= bit } else { if seen.1 & bit != 0 { continue }; seen.1 |= bit }
            shown.append(EmailValidator.display(UInt32(b)))
        }
        shown.sort { $0.unicodeScalars.map(\.value).lexicographicallyPrecedes($1.unicodeScalars.map(\.value)) }
        for (index, text) in shown.enumerated() {
            if index > 0 { reason.append(text: ", ") }
            reason.append(text)
        }
    }

    /// What a beginning of a valid address lacks, as email-validator words its first
    /// complaint (the type calls each too-short, since an ending completes it: see
    /// `EmailReference.unfinished`), without the final period, as the type gives reasons.
    enum Missing {
        case atSign, afterAtSign, lastLabel, period

        var reason: StaticString {
            switch self {
            case .atSign: return "An email address must have an @-sign"
            case .afterAtSign: return "There must be something after the @-sign"
            case .lastLabel: return "An email address cannot end with a period"
            case .period: return "The part after the @-sign is not valid. It should have a period"
            }
        }

        /// The bytes of the ending that completes such a beginning (the first the type
        /// tries for the message), so the lengths the scan checks are those of the whole.
        var ending: Int {
            switch self {
            case .atSign: return 13  // x@example.com (@example.com fails after a period)
            case .afterAtSign: return 11  // example.com
            case .lastLabel: return 3  // com
            case .period: return 4  // .com
            }
        }
    }
}
