/// The quick check of `email`: a printable-ASCII address in the common shape, accepted
/// (and normalized) in one pass without the full validator.
enum EmailQuickCheck {
    /// Whether `email` accepts the address (without building its normalized form).
    static func isEmail(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        emailAt(bytes) != nil
    }

    /// `email`: email-validator's normalized form of an address `isEmail` accepts, or `nil`.
    static func email(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let at = emailAt(bytes) else { return nil }
        let address = QuickAccept.trimmed(bytes)
        let host = String(decoding: address[(at + 1)...].map { QuickAccept.isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        // The whole domain was checked ASCII; the local part may not be.
        var local = String(decoding: UnsafeBufferPointer(rebasing: address[0..<at]), as: UTF8.self)
        if local.utf8.allSatisfy({ $0 < 0x80 }), EmailValidator.caseInsensitiveMailboxes.contains(local.lowercased()) {
            local = local.lowercased()
        }
        return local + "@" + host
    }

    /// The special-use domains, as bytes, with the period that must precede them as a suffix.
    static let specialUse: [[UInt8]] = EmailValidator.specialUseDomains.map { $0.map { UInt8(truncatingIfNeeded: $0) } }

    /// A printable-ASCII address with one `@`, a dot-atom local part (besides ASCII, letters
    /// below U+0300) and a plain host name, no A-labels, no special-use domain: the `@`'s
    /// offset in the trimmed address; `nil` for the full check. Allocates nothing.
    static func emailAt(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let address = QuickAccept.trimmed(bytes)
        guard address.count <= 254 else { return nil }
        // The local part, up to the @-sign: atext separated by single dots; besides ASCII,
        // letters below U+0300 (é, ü, ñ...), which NFC leaves as they are and every Unicode
        // version calls letters.
        var previousDot = true
        var index = 0
        while true {
            guard index < address.count else { return nil }  // no @-sign
            let b = address[index]
            if QuickAccept.isAtext(b) {  // the commonest byte first
                previousDot = false
                index += 1
                continue
            }
            if b == 0x40 { break }
            if b == 0x2E {
                if previousDot { return nil }
                previousDot = true
                index += 1
            } else if b < 0x80 {
                return nil
            } else {
                guard let (scalar, length) = QuickAccept.decodeScalar(address, at: index), scalar.value < 0x300 else { return nil }
                if !QuickAccept.isLatinLetter(scalar.value) {
                    switch scalar.properties.generalCategory {
                    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: break
                    default: return nil
                    }
                }
                previousDot = false
                index += length
            }
        }
        let at = index
        guard at > 0, !previousDot else { return nil }
        // The domain: letters, digits, hyphens in labels of 1 to 63, no label starting or
        // ending with a hyphen, none with "--" in 3rd and 4th place (that is A-labels'
        // business), a period, and a last label ending in a letter. A second @-sign fails here.
        let domainCount = address.count - at - 1
        guard domainCount >= 1, domainCount <= 253 else { return nil }
        let domain = UnsafeBufferPointer(rebasing: address[(at + 1)...])
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
            guard QuickAccept.isHostByte(b) else { return nil }
        }
        guard sawDot, let last = domain.last, QuickAccept.isLetter(last) else { return nil }
        // The special-use names are single labels: only the last label can be one.
        let lastLabel = UnsafeBufferPointer(rebasing: domain[labelStart...])
        for name in specialUse where name.count == lastLabel.count {
            var same = true
            for position in 0..<name.count where (lastLabel[position] | 0x20) != name[position] {
                same = false
                break
            }
            if same { return nil }
        }
        return at
    }
}
