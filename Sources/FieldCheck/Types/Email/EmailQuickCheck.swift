/// The quick check of `email`: an address in the common shapes, settled in one pass over
/// its bytes without the full validator (which allocates arrays of code points and words
/// messages): printable ASCII, Latin letters in the local part, and domains whose letters
/// beyond ASCII stay as they are under UTS #46 and IDNA 2008 (`münchen.de`, `bücher.рф`).
enum EmailQuickCheck {
    /// The status the full check gives an address in a shape the scan settles: passed, or
    /// too-short for a domain without a period (`x@localhost`, which `.com` completes);
    /// `nil` for anything else. Allocates nothing.
    static func status(_ bytes: UnsafeBufferPointer<UInt8>, letters: DomainLetters) -> Status? {
        read(bytes, letters: letters)?.status
    }

    /// email-validator's normalized form of an address the quick check passes, or `nil`:
    /// the domain's ASCII letters lower-cased (its other letters are their own UTS #46
    /// mapping, and the local part's are in NFC), RFC 2142's mailbox names lower-cased.
    static func email(_ bytes: UnsafeBufferPointer<UInt8>, letters: DomainLetters) -> String? {
        guard let reading = read(bytes, letters: letters), reading.status == .passed else { return nil }
        return normalized(bytes, at: reading.at)
    }

    /// `email` of an address `read` passed with its @-sign at `at`.
    static func normalized(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) -> String {
        let address = QuickAccept.trimmed(bytes)
        let host = String(decoding: address[(at + 1)...].map { QuickAccept.isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        var local = String(decoding: UnsafeBufferPointer(rebasing: address[0..<at]), as: UTF8.self)
        // (No mailbox name is longer than ten letters.)
        if at <= 10, local.utf8.allSatisfy({ $0 < 0x80 }), EmailValidator.caseInsensitiveMailboxes.contains(local.lowercased()) {
            local = local.lowercased()
        }
        return local + "@" + host
    }

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

    enum Fault { case localPart, domain }

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
    /// `EmailType.unfinished`), without the final period, as the type gives reasons.
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

    /// The special-use domains, as bytes, with the period that must precede them as a suffix.
    static let specialUse: [[UInt8]] = EmailValidator.specialUseDomains.map { $0.map { UInt8(truncatingIfNeeded: $0) } }

    /// A trimmed address of at most 254 bytes with one `@`, a dot-atom local part (besides
    /// ASCII, letters below U+0300) and a host name of plain labels (no A-labels, no
    /// special-use name, a last label ending in a letter).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, letters: DomainLetters) -> Reading? {
        let address = QuickAccept.trimmed(bytes)
        guard address.count <= 254 else { return nil }
        // The local part, up to the @-sign: atext separated by single dots; besides ASCII,
        // letters below U+0300 (é, ü, ñ...), which NFC leaves as they are and every Unicode
        // version calls letters.
        var previousDot = true
        var index = 0
        while true {
            guard index < address.count else {
                // No @-sign: a dot-atom so far, which `@example.com` (or after a final
                // period, `x@example.com`) completes.
                guard index > 0, index + Missing.atSign.ending <= 254 else { return nil }
                return Reading(at: index, missing: .atSign)
            }
            let b = address[index]
            if QuickAccept.isAtext(b) {  // the commonest byte first
                previousDot = false
                index += 1
                continue
            }
            if b == 0x40 { break }
            if b == 0x2E {
                if previousDot { return refusedLocalPart(address, from: index) }
                previousDot = true
                index += 1
            } else if b < 0x80 {
                return refusedLocalPart(address, from: index)
            } else {
                guard let (scalar, length) = QuickAccept.decodeScalar(address, at: index), isLocalLetter(scalar) else { return nil }
                previousDot = false
                index += length
            }
        }
        let at = index
        // An empty local part, or one that ends with a period.
        if previousDot { return .failed(address, at: at, .localPart) }
        // The domain: letters, digits, hyphens in labels of 1 to 63, no label starting or
        // ending with a hyphen, none with "--" in 3rd and 4th place (that is A-labels'
        // business), a last label ending in a letter. A second @-sign fails here.
        var domainCount = address.count - at - 1
        if domainCount == 0 {
            guard address.count + Missing.afterAtSign.ending <= 254 else { return nil }
            return Reading(at: at, missing: .afterAtSign)
        }
        // A final period, after labels that pass: `com` completes it (`a@b.` too).
        let endsWithPeriod = address[address.count - 1] == 0x2E
        if endsWithPeriod {
            guard domainCount >= 2, address.count + Missing.lastLabel.ending <= 254 else { return nil }
            domainCount -= 1
        }
        guard domainCount >= 1, domainCount <= 253 else { return nil }
        let domain = UnsafeBufferPointer(rebasing: address[(at + 1)..<(at + 1 + domainCount)])
        var labelStart = 0
        var sawDot = false
        for offset in 0...domainCount {
            let b: UInt8 = offset < domainCount ? domain[offset] : 0x2E
            if b == 0x2E {
                let length = offset - labelStart
                guard length >= 1, length <= 63, domain[labelStart] != 0x2D, domain[offset - 1] != 0x2D else { return nil }
                if length >= 4 && domain[labelStart + 2] == 0x2D && domain[labelStart + 3] == 0x2D { return nil }
                if offset == domainCount { break }
                sawDot = true
                labelStart = offset + 1
                continue
            }
            guard QuickAccept.isHostByte(b) else {
                return b >= 0x80
                    ? readInternationalDomain(domain, address: address, at: at, endsWithPeriod: endsWithPeriod, letters: letters)
                    : .failed(address, at: at, .domain)
            }
        }
        return settle(address: address, at: at, asciiDomainLength: domainCount, sawDot: sawDot, endsWithPeriod: endsWithPeriod,
                      lastEndsInLetter: domain.last.map(QuickAccept.isLetter) ?? false,
                      lastLabel: UnsafeBufferPointer(rebasing: domain[labelStart...]))
    }

    /// A local part that email-validator refuses whatever follows (a period first or after
    /// another, an ASCII character outside atext, at `index`): failed when an @-sign ends
    /// it with no quote or angle bracket before (which would change where the local part
    /// ends); `nil` otherwise.
    static func refusedLocalPart(_ address: UnsafeBufferPointer<UInt8>, from index: Int) -> Reading? {
        var index = index
        while index < address.count {
            switch address[index] {
            case 0x40: return .failed(address, at: index, .localPart)
            case 0x22, 0x3C: return nil
            default: index += 1
            }
        }
        return nil
    }

    /// A local part's character beyond ASCII the scan takes: a letter that NFC leaves as it
    /// is and that never composes with a neighbour (below U+0300, Cyrillic letters, CJK
    /// ideographs), so safe, as the validator's own tables say.
    static func isLocalLetter(_ scalar: Unicode.Scalar) -> Bool {
        let c = scalar.value
        if QuickAccept.isLatinLetter(c) { return true }
        guard PythonUnicode.isComposedAlone(c) else { return false }
        let category = PythonUnicode.categoryIndex(c)
        return category >= EmailValidator.Categories.firstL && category < EmailValidator.Categories.firstM
    }

    /// The status of an address whose labels passed (the domain without the final period
    /// of `endsWithPeriod`), from the lengths of its ASCII form and its last label.
    static func settle(
        address: UnsafeBufferPointer<UInt8>, at: Int, asciiDomainLength: Int, sawDot: Bool, endsWithPeriod: Bool,
        lastEndsInLetter: Bool, lastLabel: UnsafeBufferPointer<UInt8>
    ) -> Reading? {
        guard asciiDomainLength <= 253, at + 1 + asciiDomainLength <= 254 else { return nil }
        // The first complaint and the ending that answers it: the whole must fit every limit.
        let missing: Missing? = endsWithPeriod ? .lastLabel : sawDot ? nil : .period
        if let missing {
            // (The final period and `com` after it: four more bytes in the ASCII form.)
            let more = missing == .lastLabel ? 4 : missing.ending
            guard address.count + missing.ending <= 254, asciiDomainLength + more <= 253, at + 1 + asciiDomainLength + more <= 254
            else { return nil }
            return Reading(at: at, missing: missing)
        }
        guard lastEndsInLetter, !isSpecialUse(lastLabel) else { return nil }
        return .passed(at: at)
    }

    /// The special-use names are single labels: only the last label can be one.
    static func isSpecialUse(_ lastLabel: UnsafeBufferPointer<UInt8>) -> Bool {
        for name in specialUse where name.count == lastLabel.count {
            var same = true
            for position in 0..<name.count where (lastLabel[position] | 0x20) != name[position] {
                same = false
                break
            }
            if same { return true }
        }
        return false
    }

    /// The domain of `read` when it has letters beyond ASCII: each such letter one that
    /// UTS #46 keeps and IDNA 2008 allows as it is (`isPlainDomainLetter`), each label's
    /// A-label (`xn--` and its Punycode, counted as it is made, no array) at most 63
    /// bytes, the ASCII form at most 253, and the address with it at most 254.
    static func readInternationalDomain(
        _ domain: UnsafeBufferPointer<UInt8>, address: UnsafeBufferPointer<UInt8>, at: Int, endsWithPeriod: Bool, letters: DomainLetters
    ) -> Reading? {
        // A label of more than 62 code points has a longer A-label than 63 (the full check
        // says so); a label's code points fit on the stack.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 63) { label -> Reading? in
            var count = 0, international = false
            var asciiLength = 0
            var sawDot = false
            var lastEndsInLetter = false, lastLabelStart = 0
            var index = 0, labelStart = 0
            while true {
                let atEnd = index == domain.count
                if atEnd || domain[index] == 0x2E {
                    guard count >= 1, label[0] != 0x2D, label[count - 1] != 0x2D else { return nil }
                    if count >= 4 && label[2] == 0x2D && label[3] == 0x2D { return nil }
                    var length = count
                    if international {
                        var produced = 0
                        var last: UInt32 = 0
                        guard Punycode.encode(UnsafeBufferPointer(rebasing: label[0..<count]), { produced += 1; last = $0 }) else { return nil }
                        length = 4 + produced
                        lastEndsInLetter = last >= 0x61 && last <= 0x7A
                    } else {
                        lastEndsInLetter = label[count - 1] >= 0x61 && label[count - 1] <= 0x7A
                    }
                    guard length <= 63 else { return nil }
                    asciiLength += length
                    lastLabelStart = labelStart
                    if atEnd { break }
                    asciiLength += 1
                    sawDot = true
                    count = 0
                    international = false
                    index += 1
                    labelStart = index
                    continue
                }
                guard count < 63 else { return nil }
                let b = domain[index]
                if b < 0x80 {
                    guard QuickAccept.isHostByte(b) else { return .failed(address, at: at, .domain) }
                    label[count] = UInt32(QuickAccept.isLetter(b) ? b | 0x20 : b)  // as UTS #46 maps it
                    index += 1
                } else {
                    guard let (scalar, length) = QuickAccept.decodeScalar(domain, at: index), letters.isPlain(scalar.value) else {
                        return nil
                    }
                    label[count] = scalar.value
                    international = true
                    index += length
                }
                count += 1
            }
            return settle(address: address, at: at, asciiDomainLength: asciiLength, sawDot: sawDot, endsWithPeriod: endsWithPeriod,
                          lastEndsInLetter: lastEndsInLetter, lastLabel: UnsafeBufferPointer(rebasing: domain[lastLabelStart...]))
        }
    }

    /// Which letters beyond ASCII a domain may hold as they are (`isPlainDomainLetter`),
    /// remembered: a look-up in four Unicode tables costs some hundred instructions a
    /// letter, and a column's domains use the same few scripts again and again. Latin
    /// letters come from a table made once; the rest of the Basic Multilingual Plane is
    /// looked up the first time a rule meets each letter. One per rule, so one per thread
    /// (never shared, hence unchecked).
    final class DomainLetters: @unchecked Sendable {
        /// Two bits a code point of the plane, made at the first letter past Latin: known, plain.
        private var known: UnsafeMutablePointer<UInt64>?
        private var plain: UnsafeMutablePointer<UInt64>?
        static let words = 0x10000 / 64

        init() {}

        deinit {
            known?.deallocate()
            plain?.deallocate()
        }

        @inline(__always)
        func isPlain(_ c: UInt32) -> Bool {
            if c < 0x250 { return EmailQuickCheck.plainLatin[Int(c >> 6)] >> UInt64(c & 63) & 1 == 1 }
            guard c < 0x10000 else { return EmailQuickCheck.isPlainDomainLetterByTables(c) }
            return remembered(c)
        }

        private func remembered(_ c: UInt32) -> Bool {
            let known: UnsafeMutablePointer<UInt64>, plain: UnsafeMutablePointer<UInt64>
            if let k = self.known, let p = self.plain {
                known = k
                plain = p
            } else {
                known = .allocate(capacity: Self.words)
                known.initialize(repeating: 0, count: Self.words)
                plain = .allocate(capacity: Self.words)
                plain.initialize(repeating: 0, count: Self.words)
                self.known = known
                self.plain = plain
            }
            let word = Int(c >> 6), bit: UInt64 = 1 << UInt64(c & 63)
            if known[word] & bit == 0 {
                known[word] |= bit
                if EmailQuickCheck.isPlainDomainLetterByTables(c) { plain[word] |= bit }
            }
            return plain[word] & bit != 0
        }
    }

    /// A letter beyond ASCII that a domain may hold as it is: in NFC and never composing
    /// with a neighbour, a letter (so safe), kept by UTS #46 (valid or a deviation, which
    /// nontransitional processing keeps), PVALID in IDNA 2008, and left-to-right (so no
    /// Bidi rule applies).
    static func isPlainDomainLetter(_ c: UInt32) -> Bool {
        c < 0x250 ? plainLatin[Int(c >> 6)] >> UInt64(c & 63) & 1 == 1 : isPlainDomainLetterByTables(c)
    }

    /// `isPlainDomainLetter` below U+0250, a bit a code point.
    static let plainLatin: [UInt64] = {
        var words = [UInt64](repeating: 0, count: (0x250 + 63) / 64)
        for c in UInt32(0x80)..<0x250 where isPlainDomainLetterByTables(c) {
            words[Int(c >> 6)] |= 1 << UInt64(c & 63)
        }
        return words
    }()

    static let bidiL = UInt32(IDNAData.bidiClassNames.firstIndex(of: "L") ?? -1)

    static func isPlainDomainLetterByTables(_ c: UInt32) -> Bool {
        guard c >= 0x80, PythonUnicode.isComposedAlone(c) else { return false }
        let category = PythonUnicode.categoryIndex(c)
        guard category >= EmailValidator.Categories.firstL && category < EmailValidator.Categories.firstM,
            EmailValidator.isUTS46Valid(c)
        else { return false }
        let status = IDNAData.uts46[PythonUnicode.packedIndex(IDNAData.uts46, c)] & 0xFF
        guard status == 0x56 || status == 0x44 else { return false }  // V, D
        return PythonUnicode.inPairs(IDNAData.pvalid, c) && PythonUnicode.packed(IDNAData.bidiClasses, c) == bidiL
    }
}
