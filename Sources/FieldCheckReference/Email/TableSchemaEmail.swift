/// Table Schema's email format as frictionless 5.21 checks it (`--type email
/// --table-schema`): python `validators.email` 0.36 with its defaults. One `@`; a local
/// part of at most 64 code points that is one Latin letter, a dot-atom of ASCII letters,
/// digits, `!#$%&'*+/=?^_`{}|~-` and the Latin-1 and Latin Extended-A/B letters, or a
/// quoted string; a domain of at most 253 code points, without whitespace or `__`, whose
/// IDNA form has two labels or more and a top-level label ending in a letter. The IDNA
/// step uses UTS #46 (non-transitional) in place of python's IDNA 2003 codec: the two
/// differ only on characters that IDNA 2003 maps or prohibits and UTS #46 does not.
package enum TableSchemaEmail {
    /// The judgement of a value as Table Schema's email format checks it (no canonical
    /// form but the value itself, no reason but one).
    package static func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool) -> TypeJudgement {
        let valid = value.allSatisfy({ $0 < 0x80 })
            ? isValid(scalars: value.map { UInt32($0) })
            : isValid(String(decoding: value, as: UTF8.self))
        guard valid else { return .invalid("not an e-mail address as Table Schema's email format checks it") }
        return .valid(canonical: wantsCanonical ? String(decoding: value, as: UTF8.self) : "")
    }

    static func isLatin(_ v: UInt32) -> Bool { (0xA0...0x24F).contains(v) }

    /// Python `re` with IGNORECASE: `[a-z]` also matches K (U+212A, KELVIN SIGN) and the
    /// other code points whose case folds into a-z.
    static func isAtomCharacter(_ v: UInt32) -> Bool {
        if isLatin(v) || v == 0x212A { return true }
        guard v < 0x80 else { return false }
        let b = UInt8(v)
        return QuickAccept.isLetter(b) || QuickAccept.isDigit(b) || "!#$%&'*+/=?^_`{}|~-".utf8.contains(b)
    }

    package static func isValid(_ value: String) -> Bool {
        isValid(scalars: value.unicodeScalars.map(\.value))
    }

    package static func isValid(scalars: [UInt32]) -> Bool {
        let scalars = scalars
        guard !scalars.isEmpty, scalars.filter({ $0 == 0x40 }).count == 1, let at = scalars.firstIndex(of: 0x40) else { return false }
        var local = Array(scalars[..<at])
        let domain = Array(scalars[(at + 1)...])
        guard local.count <= 64, domain.count <= 253 else { return false }
        // `$` matches before one final line feed.
        if local.last == 0x0A { local.removeLast() }
        guard localPartMatches(local) else { return false }
        return domainIsValid(domain)
    }

    static func localPartMatches(_ local: [UInt32]) -> Bool {
        if local.count == 1 && isLatin(local[0]) { return true }
        if local.first == 0x22 {
            guard local.count >= 2, local.last == 0x22 else { return false }
            var index = 1
            while index < local.count - 1 {
                let v = local[index]
                if v == 0x5C {
                    guard index + 1 < local.count - 1, local[index + 1] == 0x09 || local[index + 1] == 0x2E else {
                        // A backslash is also an ordinary quoted character? No: '\' (0x5C) is outside #-[ and ]-\x7f.
                        return false
                    }
                    index += 2
                    continue
                }
                let allowed = isLatin(v) || (0x01...0x08).contains(v) || v == 0x0B || v == 0x0C || (0x0E...0x1F).contains(v)
                    || v == 0x21 || (0x23...0x5B).contains(v) || (0x5D...0x7F).contains(v)
                guard allowed else { return false }
                index += 1
            }
            return true
        }
        var previousDot = true
        for v in local {
            if v == 0x2E {
                if previousDot { return false }
                previousDot = true
            } else if isAtomCharacter(v) {
                previousDot = false
            } else {
                return false
            }
        }
        return !previousDot
    }

    static func domainIsValid(_ domain: [UInt32]) -> Bool {
        // `re.search(r"\s|__+", value)`: Unicode whitespace, or two underscores.
        for (index, v) in domain.enumerated() {
            if v < 0x80 {
                if (v >= 0x09 && v <= 0x0D) || (v >= 0x1C && v <= 0x20) { return false }
            } else if let scalar = Unicode.Scalar(v), (scalar.value >= 0x1C && scalar.value <= 0x1F) || scalar.properties.isWhitespace {
                return false
            }
            if v == 0x5F && index + 1 < domain.count && domain[index + 1] == 0x5F { return false }
        }
        // The idna codec: labels split on the four full stops; a trailing dot dropped.
        // A trailing dot stays in the encoded name, which the pattern then refuses.
        var labels: [[UInt32]] = [[]]
        for v in domain {
            if v == 0x2E || v == 0x3002 || v == 0xFF0E || v == 0xFF61 { labels.append([]) } else { labels[labels.count - 1].append(v) }
        }
        var encoded: [UInt8] = []
        for (index, label) in labels.enumerated() {
            var ascii: [UInt32]
            if IDNA.isASCII(label) {
                ascii = label
            } else {
                guard let mapped = try? IDNA.uts46Remap(label) else { return false }
                if IDNA.isASCII(mapped) {
                    ascii = mapped
                } else {
                    guard let punycode = Punycode.encode(mapped) else { return false }
                    ascii = Array("xn--".unicodeScalars.map(\.value)) + punycode
                }
            }
            guard !ascii.isEmpty, ascii.count < 64 else { return false }
            if index > 0 { encoded.append(0x2E) }
            encoded += ascii.map { UInt8(truncatingIfNeeded: $0) }
        }
        guard encoded.count <= 253 else { return false }
        // `^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9][a-z0-9-]{0,61}[a-z]$`, any case.
        let parts = encoded.split(separator: 0x2E, omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        let isAlnum: (UInt8) -> Bool = { QuickAccept.isLetter($0) || QuickAccept.isDigit($0) }
        for (index, part) in parts.enumerated() {
            guard let first = part.first, let last = part.last, part.count <= 63, isAlnum(first),
                  part.allSatisfy({ isAlnum($0) || $0 == 0x2D }) else { return false }
            if index == parts.count - 1 {
                guard part.count >= 2, QuickAccept.isLetter(last) else { return false }
            } else {
                guard isAlnum(last) else { return false }
            }
        }
        return true
    }
}
