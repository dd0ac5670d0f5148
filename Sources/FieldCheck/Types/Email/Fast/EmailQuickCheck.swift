import FieldCheckReference

/// The quick check of `email`: an address in the common shapes, settled in one pass over
/// its bytes without the full validator (which allocates arrays of code points and words
/// messages): local parts of ASCII, Latin, Cyrillic and CJK letters, domains whose letters
/// beyond ASCII stay as they are under UTS #46 and IDNA 2008 (`münchen.de`, `bücher.рф`),
/// unfinished addresses and mistakes no ending mends (`EmailQuickReading.swift` words them).
enum EmailQuickCheck {
    /// The status the full check gives an address in a shape the scan settles (passed,
    /// too-short for `ann@example`, failed for `ann@exa mple.com`); `nil` for anything else.
    /// Allocates nothing.
    static func status(_ bytes: UnsafeBufferPointer<UInt8>, memo: DomainMemo) -> Status? {
        read(bytes, memo: memo)?.status
    }

    /// email-validator's normalized form of an address the quick check passes, or `nil`:
    /// the domain's ASCII letters lower-cased (its other letters are their own UTS #46
    /// mapping, and the local part's are in NFC), RFC 2142's mailbox names lower-cased.
    static func email(_ bytes: UnsafeBufferPointer<UInt8>, memo: DomainMemo) -> String? {
        guard let reading = read(bytes, memo: memo), reading.status == .passed else { return nil }
        return normalized(bytes, at: reading.at)
    }

    /// `email` of an address `read` passed with its @-sign at `at`.
    static func normalized(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) -> String {
        ByteBuffer.text(capacity: bytes.count + 1) { writeNormalized(bytes, at: at, into: &$0) }
    }

    /// `normalized`, written as bytes.
    static func writeNormalized(_ bytes: UnsafeBufferPointer<UInt8>, at: Int, into form: inout ByteBuffer) {
        let address = QuickAccept.trimmed(bytes)
        let local = UnsafeBufferPointer(rebasing: address[0..<at])
        // (No mailbox name is longer than ten letters.)
        let lowered = at <= 10 && isCaseInsensitiveMailbox(local)
        for byte in local { form.append(lowered && QuickAccept.isLetter(byte) ? byte | 0x20 : byte) }
        form.append(0x40)
        for byte in address[(at + 1)...] { form.append(QuickAccept.isLetter(byte) ? byte | 0x20 : byte) }
    }

    /// Whether ASCII bytes spell one of `EmailValidator.caseInsensitiveMailboxes` in any
    /// case, compared as bytes (a String lower-cased and hashed for each address cost a
    /// fifth of `--canonical`).
    static func isCaseInsensitiveMailbox(_ local: UnsafeBufferPointer<UInt8>) -> Bool {
        mailboxBytes.contains { name in
            name.count == local.count && zip(name, local).allSatisfy { name, byte in
                byte == name || (QuickAccept.isLetter(byte) && byte | 0x20 == name)
            }
        }
    }

    static let mailboxBytes: [[UInt8]] = EmailValidator.caseInsensitiveMailboxes.sorted().map { Array($0.utf8) }

    /// The special-use domains, as bytes, with the period that must precede them as a suffix.
    static let specialUse: [[UInt8]] = EmailValidator.specialUseDomains.map { $0.map { UInt8(truncatingIfNeeded: $0) } }

    /// A trimmed address of at most 254 bytes with one `@`, a dot-atom local part (besides
    /// ASCII, letters below U+0300) and a host name of plain labels (no A-labels, no
    /// special-use name, a last label ending in a letter).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, memo: DomainMemo) -> Reading? {
        let address = QuickAccept.trimmed(bytes)
        // The type trims line breaks, vertical tabs and form feeds at either end too
        // (`Trimming`): a value with one there is the full check's.
        guard address.count <= 254, !(address.first.map(isOtherBlank) ?? false), !(address.last.map(isOtherBlank) ?? false)
        else { return nil }
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
                guard length >= 1, length <= 63, domain[labelStart] != 0x2D, domain[offset - 1] != 0x2D,
                    !(length >= 4 && domain[labelStart + 2] == 0x2D && domain[labelStart + 3] == 0x2D)
                else { return endsWithPeriod ? nil : misshapen(domain, address: address, at: at) }
                if offset == domainCount { break }
                sawDot = true
                labelStart = offset + 1
                continue
            }
            guard QuickAccept.isHostByte(b) else {
                return b >= 0x80
                    ? readInternationalDomain(domain, address: address, at: at, endsWithPeriod: endsWithPeriod, memo: memo)
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
        guard asciiDomainLength <= 253 else { return nil }
        // The first complaint and the ending that answers it: the whole must fit every limit.
        let missing: Missing? = endsWithPeriod ? .lastLabel : sawDot ? nil : .period
        // A last label that no top-level domain is, or a special-use name: email-validator's
        // last complaints about a domain, before any about the whole address's length.
        if missing == nil && !lastEndsInLetter { return .failed(address, at: at, .shape(.notTopLevel)) }
        if missing == nil && isSpecialUse(lastLabel) { return .failed(address, at: at, .shape(.specialUse)) }
        guard at + 1 + asciiDomainLength <= 254 else { return nil }
        if let missing {
            // (The final period and `com` after it: four more bytes in the ASCII form.)
            let more = missing == .lastLabel ? 4 : missing.ending
            guard address.count + missing.ending <= 254, asciiDomainLength + more <= 253, at + 1 + asciiDomainLength + more <= 254
            else { return nil }
            return Reading(at: at, missing: missing)
        }
        return .passed(at: at)
    }

    /// An ASCII domain (no final period) whose labels are not all well formed: failed with
    /// email-validator's first complaint (a character no host name holds, then the periods
    /// and hyphens, two dashes, a label too long), or `nil` where an ending could mend it
    /// (a final hyphen, no period), an A-label asks IDNA, or a character is not ASCII.
    static func misshapen(_ domain: UnsafeBufferPointer<UInt8>, address: UnsafeBufferPointer<UInt8>, at: Int) -> Reading? {
        for b in domain where !QuickAccept.isHostByte(b) && b != 0x2E {
            return b < 0x80 ? .failed(address, at: at, .domain) : nil
        }
        func contains(_ first: UInt8, _ second: UInt8) -> Bool {
            domain.indices.dropLast().contains { domain[$0] == first && domain[$0 + 1] == second }
        }
        let shape: DomainShape
        if domain.first == 0x2E {
            shape = .periodFirst
        } else if contains(0x2E, 0x2E) {
            shape = .periodsInARow
        } else if domain.last == 0x2D {
            return nil  // "cannot end with a hyphen": `a.com` may mend it
        } else if domain.first == 0x2D {
            shape = .hyphenFirst
        } else if contains(0x2E, 0x2D) || contains(0x2D, 0x2E) {
            shape = .periodAndHyphen
        } else {
            var twoDashes = false, aLabel = false, tooLong: Int?
            var labelStart = 0
            for offset in 0...domain.count where offset == domain.count || domain[offset] == 0x2E {
                let length = offset - labelStart
                if length >= 4 && domain[labelStart + 2] == 0x2D && domain[labelStart + 3] == 0x2D {
                    if domain[labelStart] | 0x20 == 0x78 && domain[labelStart + 1] | 0x20 == 0x6E { aLabel = true } else { twoDashes = true }
                }
                if length > 63 && tooLong == nil { tooLong = length }
                labelStart = offset + 1
            }
            if twoDashes {
                shape = .twoDashes
            } else if aLabel {
                return nil
            } else if let tooLong {
                shape = .labelTooLong(tooLong)
            } else {
                return nil
            }
        }
        return .failed(address, at: at, .shape(shape))
    }

    /// LF, VT, FF or CR: blanks the type trims that `QuickAccept.trimmed` leaves.
    static func isOtherBlank(_ b: UInt8) -> Bool { b >= 0x0A && b <= 0x0D }

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
        _ domain: UnsafeBufferPointer<UInt8>, address: UnsafeBufferPointer<UInt8>, at: Int, endsWithPeriod: Bool, memo: DomainMemo
    ) -> Reading? {
        switch memo.measure(domain, { measureInternationalDomain(domain, memo: memo) }) {
        case .labels(let asciiLength, let sawDot, let lastEndsInLetter, let lastLabelStart):
            return settle(address: address, at: at, asciiDomainLength: asciiLength, sawDot: sawDot, endsWithPeriod: endsWithPeriod,
                          lastEndsInLetter: lastEndsInLetter, lastLabel: UnsafeBufferPointer(rebasing: domain[lastLabelStart...]))
        case .badCharacter:
            return .failed(address, at: at, .domain)
        case .other:
            return nil
        }
    }

    /// What `readInternationalDomain` finds in a domain, whatever address it ends: a
    /// column names the same domains again and again, and this is the costly part.
    enum DomainMeasure: Equatable {
        /// Labels that pass: the length of the ASCII form, whether there is a period,
        /// whether the ASCII form ends in a letter, and where the last label starts.
        case labels(asciiLength: Int, sawDot: Bool, lastEndsInLetter: Bool, lastLabelStart: Int)
        /// An ASCII character no host name holds.
        case badCharacter
        /// Anything else, for the full check.
        case other
    }

    static func measureInternationalDomain(_ domain: UnsafeBufferPointer<UInt8>, memo: DomainMemo) -> DomainMeasure {
        // A label of more than 62 code points has a longer A-label than 63 (the full check
        // says so); a label's code points fit on the stack.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 63) { label -> DomainMeasure in
            var count = 0, international = false, nonBasic = 0
            var asciiLength = 0
            var sawDot = false
            var lastEndsInLetter = false, lastLabelStart = 0
            var index = 0, labelStart = 0
            while true {
                let atEnd = index == domain.count
                if atEnd || domain[index] == 0x2E {
                    guard count >= 1, label[0] != 0x2D, label[count - 1] != 0x2D else { return .other }
                    if count >= 4 && label[2] == 0x2D && label[3] == 0x2D { return .other }
                    var length = count
                    if international && !atEnd && 5 + count + 9 * nonBasic <= 63 {
                        // A label before the last: only its A-label's length matters, and only
                        // against limits (63 and 253), so a bound that is within them will do.
                        // Punycode writes the basic code points, a '-', then one number a
                        // code point more, of at most 9 digits in base 36 for any label of 63
                        // code points or fewer (its delta is under 64 * 0x110000, and each digit
                        // divides what is left by 10 at least).
                        length = 4 + 1 + count + 9 * nonBasic
                    } else if international {
                        var produced = 0
                        var last: UInt32 = 0
                        guard Punycode.encode(UnsafeBufferPointer(rebasing: label[0..<count]), { produced += 1; last = $0 }) else { return .other }
                        length = 4 + produced
                        lastEndsInLetter = last >= 0x61 && last <= 0x7A
                    } else {
                        lastEndsInLetter = label[count - 1] >= 0x61 && label[count - 1] <= 0x7A
                    }
                    guard length <= 63 else { return .other }
                    asciiLength += length
                    lastLabelStart = labelStart
                    if atEnd { break }
                    asciiLength += 1
                    sawDot = true
                    count = 0
                    international = false
                    nonBasic = 0
                    index += 1
                    labelStart = index
                    continue
                }
                guard count < 63 else { return .other }
                let b = domain[index]
                if b < 0x80 {
                    guard QuickAccept.isHostByte(b) else { return .badCharacter }
                    label[count] = UInt32(QuickAccept.isLetter(b) ? b | 0x20 : b)  // as UTS #46 maps it
                    index += 1
                } else {
                    guard let (scalar, length) = QuickAccept.decodeScalar(domain, at: index), memo.isPlain(scalar.value) else {
                        return .other
                    }
                    label[count] = scalar.value
                    international = true
                    nonBasic += 1
                    index += length
                }
                count += 1
            }
            return .labels(asciiLength: asciiLength, sawDot: sawDot, lastEndsInLetter: lastEndsInLetter, lastLabelStart: lastLabelStart)
        }
    }
}
