/// Byte-level checks that say yes, quickly, to the common shape of a valid value, for
/// the types a table column checks millions of times. They never say no: anything they
/// do not recognise goes to the type's full check, which alone gives reasons and
/// canonical forms. So they change speed, never verdicts.
enum QuickAccept {
    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inline(__always) static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }

    /// The bytes without ASCII spaces and tabs at either end.
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0, end = bytes.count
        while start < end && isSpace(bytes[start]) { start += 1 }
        while end > start && isSpace(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// `text`: anything with a printable ASCII character (whitespace alone is empty).
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { $0 > 0x20 && $0 < 0x7F }
    }

    /// `name`: letters (with the combining marks that follow them), spaces, tabs, `-`,
    /// `'`, `.`, with a letter. Any other character goes to the full check.
    static func name(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var letter = false
        var previousIsLetterOrMark = false
        var index = 0
        while index < bytes.count {
            let b = bytes[index]
            if b < 0x80 {
                if isLetter(b) {
                    letter = true
                    previousIsLetterOrMark = true
                } else if isSpace(b) || b == 0x2D || b == 0x27 || b == 0x2E {
                    previousIsLetterOrMark = false
                } else {
                    return false
                }
                index += 1
                continue
            }
            guard let (scalar, length) = decodeScalar(bytes, at: index) else { return false }
            if isLatinLetter(scalar.value) {
                letter = true
                previousIsLetterOrMark = true
                index += length
                continue
            }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
                letter = true
                previousIsLetterOrMark = true
            case .nonspacingMark, .spacingMark, .enclosingMark:
                // A mark belongs to the letter before it (one character); alone, it is not a letter.
                if !previousIsLetterOrMark { return false }
            default:
                return false
            }
            index += length
        }
        return letter
    }

    /// The scalar of the (valid) UTF-8 sequence at `index`, and its length.
    static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        // Validating: a bad sequence is nil, so the checks that decode with it need no
        // UTF-8 pass before them (the full check then fails the value with the offset).
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF  // the range of the second byte
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F  // no surrogates
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F  // nothing above U+10FFFF
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= low && second <= high else { return nil }
        var value = UInt32(lead) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
        value = (value << 6) | UInt32(second & 0x3F)
        var offset = 2
        while offset < length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return nil }
            value = (value << 6) | UInt32(next & 0x3F)
            offset += 1
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// `address`: printable ASCII (and tabs) with a letter or digit.
    static func address(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var letterOrDigit = false
        for b in bytes {
            if isLetter(b) || isDigit(b) { letterOrDigit = true; continue }
            if !(b == 0x09 || (b >= 0x20 && b < 0x7F)) { return false }
        }
        return letterOrDigit
    }

    /// `number`: digits, spaces around them.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let core = trimmed(bytes)
        return !core.isEmpty && core.allSatisfy(isDigit)
    }

    /// `zip`: 12345, 12345-6789, 123456789 or 12345 6789, spaces around them.
    static func zip(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let core = trimmed(bytes)
        switch core.count {
        case 5, 9: return core.allSatisfy(isDigit)
        case 10:
            return (core[5] == 0x2D || core[5] == 0x20) && core[0..<5].allSatisfy(isDigit) && core[6...].allSatisfy(isDigit)
        default: return false
        }
    }

    /// `decimal`: an optional sign, digits, an optional point and digits, with a digit.
    static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let core = trimmed(bytes)
        var index = 0
        if index < core.count && (core[index] == 0x2B || core[index] == 0x2D) { index += 1 }
        var digits = 0, point = false
        while index < core.count {
            let b = core[index]
            if isDigit(b) {
                digits += 1
            } else if b == 0x2E && !point {
                point = true
            } else {
                return false
            }
            index += 1
        }
        return digits > 0
    }

    /// `state`: a USPS code or a full name, in ASCII, any case, single spaces.
    static func state(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let core = trimmed(bytes)
        if core.count == 2 {
            guard isLetter(core[0]), isLetter(core[1]) else { return false }
            return StateType.packedCodes.contains((UInt16(core[0] & 0xDF) << 8) | UInt16(core[1] & 0xDF))
        }
        guard core.count > 2, core.count <= 32 else { return false }
        var lowered = [UInt8](repeating: 0, count: core.count)
        for (index, b) in core.enumerated() {
            guard isLetter(b) || b == 0x20 || b == 0x2E else { return false }
            if b == 0x20 && index > 0 && core[index - 1] == 0x20 { return false }
            lowered[index] = isLetter(b) ? b | 0x20 : b
        }
        return StateType.lookup[String(decoding: lowered, as: UTF8.self)] != nil
    }

    /// The letters of Latin-1 and Latin Extended-A and -B (U+00C0 to U+024F but for × and
    /// ÷), the commonest letters beyond ASCII in names, told without a Unicode table lookup.
    @inline(__always) static func isLatinLetter(_ value: UInt32) -> Bool {
        value >= 0xC0 && value < 0x250 && value != 0xD7 && value != 0xF7
    }

    /// RFC 5322 atext: letters, digits and `!#$%&'*+-/=?^_`{|}~`, as two bit masks
    /// (QuickAcceptTests compares them with the list).
    /// A letter, digit or hyphen (a host name's bytes besides the period), as two bit masks.
    @inline(__always) static func isHostByte(_ b: UInt8) -> Bool {
        b < 64 ? (0x03FF_2000_0000_0000 as UInt64) >> UInt64(b) & 1 == 1
            : b < 128 ? (0x07FF_FFFE_07FF_FFFE as UInt64) >> UInt64(b - 64) & 1 == 1 : false
    }

    @inline(__always) static func isAtext(_ b: UInt8) -> Bool {
        b < 64 ? (0xA3FF_ACFA_0000_0000 as UInt64) >> UInt64(b) & 1 == 1
            : b < 128 ? (0x7FFF_FFFF_C7FF_FFFE as UInt64) >> UInt64(b - 64) & 1 == 1 : false
    }

    /// Whether `email` accepts the address (without building its normalized form).
    static func isEmail(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        emailAt(bytes) != nil
    }

    /// `email`: email-validator's normalized form of an address `isEmail` accepts, or `nil`.
    static func email(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let at = emailAt(bytes) else { return nil }
        let address = trimmed(bytes)
        let host = String(decoding: address[(at + 1)...].map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        // The whole domain was checked ASCII; the local part may not be.
        var local = String(decoding: UnsafeBufferPointer(rebasing: address[0..<at]), as: UTF8.self)
        if local.utf8.allSatisfy({ $0 < 0x80 }), EmailValidator.caseInsensitiveMailboxes.contains(local.lowercased()) {
            local = local.lowercased()
        }
        return local + "@" + host
    }

    /// The special-use domains, as bytes, with the period that must precede them as a suffix.
    static let specialUse: [[UInt8]] = EmailValidator.specialUseDomains.map { Array($0.utf8) }

    /// A printable-ASCII address with one `@`, a dot-atom local part (besides ASCII, letters
    /// below U+0300) and a plain host name, no A-labels, no special-use domain: the `@`'s
    /// offset in the trimmed address; `nil` for the full check. Allocates nothing.
    static func emailAt(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let address = trimmed(bytes)
        guard address.count <= 254 else { return nil }
        // The local part, up to the @-sign: atext separated by single dots; besides ASCII,
        // letters below U+0300 (é, ü, ñ...), which NFC leaves as they are and every Unicode
        // version calls letters.
        var previousDot = true
        var index = 0
        while true {
            guard index < address.count else { return nil }  // no @-sign
            let b = address[index]
            if isAtext(b) {  // the commonest byte first
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
                guard let (scalar, length) = decodeScalar(address, at: index), scalar.value < 0x300 else { return nil }
                if !isLatinLetter(scalar.value) {
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
            guard isHostByte(b) else { return nil }
        }
        guard sawDot, let last = domain.last, isLetter(last) else { return nil }
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
