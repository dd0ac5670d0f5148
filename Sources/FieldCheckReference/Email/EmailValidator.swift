/// python email-validator 2.4.0's `validate_email(address, check_deliverability=False)`
/// with every other argument at its default, ported check for check: the same verdicts,
/// the same normalized form, and (but for domain literals) the same messages.
package enum EmailValidator {
    package typealias Text = [UInt32]

    /// The email-validator release this port follows.
    package static let referenceVersion = "2.4.0"

    package enum Outcome: Equatable {
        case valid(normalized: String)
        case invalid(String)
    }

    /// A complaint: its text, or its text and the characters it lists, worded only when
    /// asked (listing characters by name costs several thousand instructions, and a count
    /// of bad addresses needs none of it).
    package struct Failure: Error {
        package let text: String
        package let listed: [UInt32]?
        init(_ message: String) {
            text = message
            listed = nil
        }
        /// `text` followed by the characters as `characterList` shows them.
        init(listing characters: [UInt32], after text: String) {
            self.text = text
            listed = characters
        }
        package var message: String { listed.map { text + characterList($0) } ?? text }
    }

    /// Without `wantsNormalized`, a valid address's normalized form is left empty.
    package static func validate(_ address: String, domains: DomainCache? = nil, wantsNormalized: Bool = true) -> Outcome {
        switch judge(address, domains: domains, wantsNormalized: wantsNormalized) {
        case .success(let normalized): return .valid(normalized: normalized)
        case .failure(let failure): return .invalid(failure.message)
        }
    }

    /// `validate`, with the complaint unworded.
    package static func judge(_ address: String, domains: DomainCache? = nil, wantsNormalized: Bool = true) -> Result<String, Failure> {
        do {
            let normalized = try check(PythonUnicode.codePoints(address), domains: domains)
            return .success(wantsNormalized ? PythonUnicode.string(normalized) : "")
        } catch {
            return .failure(error)
        }
    }

    /// Domains already judged, with what `validateDomain` gave: a column of addresses names
    /// the same few domains again and again, and an international domain costs far more to
    /// judge (UTS #46, IDNA 2008, Punycode both ways) than its local part. One per rule,
    /// so one per thread (never shared, hence unchecked); emptied when full, so memory stays
    /// bounded.
    package final class DomainCache: @unchecked Sendable {
        var entries: [Key: Result<(Text, Text), Failure>] = [:]
        static let limit = 4096

        /// A domain as a key hashed in one go (an array of code points hashes them one call
        /// at a time).
        struct Key: Hashable {
            let text: Text
            func hash(into hasher: inout Hasher) { text.withUnsafeBytes { hasher.combine(bytes: $0) } }
        }

        package init() {}

        func validate(_ domain: Text) throws(Failure) -> (Text, Text) {
            let key = Key(text: domain)
            if let known = entries[key] { return try known.get() }
            let result: Result<(Text, Text), Failure>
            do {
                result = .success(try validateDomain(domain))
            } catch {
                result = .failure(error)
            }
            if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = result
            return try result.get()
        }
    }

    // MARK: Character classes (rfc_constants.py)

    /// RFC 5322 atext (letters, digits and `_!#$%&'*+-/=?^`{|}~`), by the quick check's masks.
    static func isATEXT(_ c: UInt32) -> Bool {
        c < 0x80 && QuickAccept.isAtext(UInt8(truncatingIfNeeded: c))
    }

    /// `[ATEXT]+(\.[ATEXT]+)*`, over the whole text; with `international`, any code point
    /// from U+0080 counts as ATEXT.
    static func isDotAtom(_ text: Text, international: Bool) -> Bool {
        guard !text.isEmpty, text.first != 0x2E, text.last != 0x2E else { return false }
        var previousDot = false
        for c in text {
            if c == 0x2E {
                if previousDot { return false }
                previousDot = true
            } else {
                previousDot = false
                if !(isATEXT(c) || (international && c >= 0x80)) { return false }
            }
        }
        return true
    }

    static func isHostnameCharacter(_ c: UInt32) -> Bool {
        switch c {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E: return true
        default: return c >= 0x80
        }
    }

    /// `LABEL(\.LABEL)*` with LABEL `[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?`, over the whole text.
    static func isHostname(_ text: Text) -> Bool {
        // One scan, label by label (no arrays made): each non-empty, alphanumeric at both
        // ends, alphanumeric or '-' inside.
        func alphanumeric(_ c: UInt32) -> Bool {
            (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) || (0x30...0x39).contains(c)
        }
        var labelStart = 0
        for index in 0...text.count {
            guard index == text.count || text[index] == 0x2E else {
                if !(alphanumeric(text[index]) || text[index] == 0x2D) { return false }
                continue
            }
            guard index > labelStart, alphanumeric(text[labelStart]), alphanumeric(text[index - 1]) else { return false }
            labelStart = index + 1
        }
        return true
    }

    // MARK: Messages

    /// `safe_character_display(c)`.
    package static func display(_ c: UInt32) -> String {
        if c == 0x5C { return "\"\\\"" }
        let category = PythonUnicode.category(c)
        if let first = category.first, "LNPS".contains(first) { return PythonUnicode.repr([c]) }
        if let name = PythonUnicode.name(c) { return name }
        return "U+" + PythonUnicode.hex(c, digits: c < 0xFFFF ? 4 : 8)
    }

    /// The displayed characters as a set, sorted as Python sorts strings (by code point).
    static func characterList(_ characters: [UInt32]) -> String {
        // A set of the code points each display has, as Python's set of strings is: Swift's
        // strings are equal when canonically equivalent (';' and U+037E show alike).
        let shown = Set(characters.map { display($0).unicodeScalars.map(\.value) })
        let sorted = shown.sorted { $0.lexicographicallyPrecedes($1) }
        return sorted.map { PythonUnicode.string($0) }.joined(separator: ", ") + "."
    }

    static func lengthReason(_ count: Int, _ limit: Int) -> String {
        let difference = count - limit
        return "(\(difference) character\(difference > 1 ? "s" : "") too many)"
    }

    // MARK: validate_email

    static let whitespace: Set<UInt32> = [
        0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1C, 0x1D, 0x1E, 0x1F, 0x20, 0x85, 0xA0, 0x1680,
        0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A,
        0x2028, 0x2029, 0x202F, 0x205F, 0x3000,
    ]

    static func check(_ email: Text, domains: DomainCache? = nil) throws(Failure) -> Text {
        let (left, right) = try splitAtUnquotedSpecial(email, specials: [0x40, 0x3C])
        var localPart = left
        var domainPart = right
        var displayName = false
        if right.first == 0x3C {
            // Display-name form: always refused in the end ("not permitted here"); the
            // name and the address inside are checked first, so their mistakes are reported.
            displayName = true
            var name = left
            while let last = name.last, whitespace.contains(last) { name.removeLast() }
            let (unquotedName, nameQuoted) = try unquote(name)
            if !nameQuoted {
                let bad = unquotedName.filter { c in (!(isATEXT(c) || c == 0x2E) && c != 0x20) || c == 0x2E }
                if !bad.isEmpty {
                    throw Failure(listing: bad, after: "The display name contains invalid characters when not quoted: ")
                }
            }
            if let message = unsafeCharacters(unquotedName, allowSpace: true) { throw Failure(message) }
            guard right.contains(0x3E) else {
                throw Failure("An open angle bracket at the start of the email address has to be followed by a close angle bracket at the end.")
            }
            var inner = right
            while inner.last == 0x20 { inner.removeLast() }
            guard inner.last == 0x3E else { throw Failure("There can't be anything after the email address.") }
            let spec = Array(inner.dropFirst().dropLast())
            (localPart, domainPart) = try splitAtUnquotedSpecial(spec, specials: [0x40])
        }
        if domainPart.first == 0x40 { domainPart.removeFirst() }
        let (unescaped, quoted) = try unquote(localPart)

        var info: (local: Text, ascii: Text?)
        info = try validateLocalPart(unescaped, quoted: quoted)
        let normalizedLocal = PythonUnicode.nfc(unescaped)
        if normalizedLocal != unescaped {
            do {
                info = try validateLocalPart(normalizedLocal, quoted: quoted)
            } catch {
                throw Failure("After Unicode normalization: " + error.message)
            }
        }
        if quoted { throw Failure("Quoting the part before the @-sign is not allowed here.") }
        if let ascii = info.ascii {
            let lowered = IDNA.asciiLowercased(ascii)
            if lowered.count <= 10, caseInsensitiveMailboxes.contains(PythonUnicode.string(lowered)) {
                info = (lowered, lowered)
            }
        }

        if domainPart.isEmpty { throw Failure("There must be something after the @-sign.") }
        if domainPart.first == 0x5B && domainPart.last == 0x5D {
            // email-validator checks the literal (IPv4, IPv6) before refusing it; every
            // bracketed domain is refused with the defaults, whatever it holds.
            throw Failure("A bracketed IP address after the @-sign is not allowed here.")
        }
        let (domain, asciiDomain): (Text, Text)
        if let domains {
            (domain, asciiDomain) = try domains.validate(domainPart)
        } else {
            (domain, asciiDomain) = try validateDomain(domainPart)
        }
        /// `a@b` in one reserved array.
        func address(_ local: Text, _ domain: Text) -> Text {
            var text: Text = []
            text.reserveCapacity(local.count + 1 + domain.count)
            text += local
            text.append(0x40)
            text += domain
            return text
        }
        let normalized = address(info.local, domain)

        // Lengths, in UTF-8 octets.
        func octets(_ text: Text) -> Int {
            text.reduce(0) { $0 + ($1 < 0x80 ? 1 : $1 < 0x800 ? 2 : $1 < 0x10000 ? 3 : 4) }
        }
        let original = address(localPart, domainPart)
        let originalOctets = octets(original)
        if originalOctets > 254 {
            let difference = originalOctets - 254
            let reason: String
            if original.count == originalOctets {
                reason = lengthReason(original.count, 254)
            } else {
                let widest = original.map { octets([$0]) }.max() ?? 1
                let fewest = max(1, difference / widest)
                let plural = difference > 1 ? "s" : ""
                reason = fewest == difference
                    ? "(\(difference) character\(plural) too many)"
                    : "(\(fewest)-\(difference) character\(plural) too many)"
            }
            throw Failure("The email address is too long \(reason).")
        }
        let normalizedOctets = octets(normalized)
        if normalizedOctets > 254 {
            let difference = normalizedOctets - 254
            throw Failure("The email address is too long after normalization (\(difference) byte\(difference > 1 ? "s" : "") too many).")
        }
        let asciiOctets = octets(info.ascii ?? info.local) + 1 + octets(asciiDomain)
        if asciiOctets > 254 {
            let difference = asciiOctets - 254
            throw Failure("The email address is too long when the part after the @-sign is converted to IDNA ASCII (\(difference) byte\(difference > 1 ? "s" : "") too many).")
        }
        if displayName {
            throw Failure("A display name and angle brackets around the email address are not permitted here.")
        }
        return normalized
    }

    /// `split_string_at_unquoted_special`: the text before the first special outside
    /// quotes, and the rest (starting with that special).
    static func splitAtUnquotedSpecial(_ text: Text, specials: [UInt32]) throws(Failure) -> (Text, Text) {
        var left: Text = []
        left.reserveCapacity(text.count)
        var insideQuote = false, escaped = false
        var index = 0
        var found = false
        while index < text.count {
            let c = text[index]
            // A character that composes with what follows (`<` + U+0338 is `≮`) is not itself.
            if (c == 0x3C || c == 0x3D || c == 0x3E), index + 1 < text.count, text[index + 1] >= 0x300 {
                let window = PythonUnicode.nfc(Array(text[index..<min(index + 32, text.count)]))
                if window.first != c {
                    left.append(c)
                    index += 1
                    continue
                }
            }
            if insideQuote {
                left.append(c)
                if c == 0x5C && !escaped {
                    escaped = true
                } else if c == 0x22 && !escaped {
                    insideQuote = false
                    escaped = false
                } else {
                    escaped = false
                }
            } else if c == 0x22 {
                left.append(c)
                insideQuote = true
            } else if specials.contains(c) {
                found = true
                break
            } else {
                left.append(c)
            }
            index += 1
        }
        if !found {
            if text.contains(0xFF20) {
                throw Failure("The email address has the \"full-width\" at-sign (@) character instead of a regular at-sign.")
            }
            if text.contains(0xFE6B) {
                throw Failure("The email address has the \"small commercial at\" character instead of a regular at-sign.")
            }
            throw Failure("An email address must have an @-sign.")
        }
        return (left, Array(text[left.count...]))
    }

    /// `unquote_quoted_string`: the text without its quotes and escapes, and whether it was quoted.
    static func unquote(_ text: Text) throws(Failure) -> (Text, Bool) {
        // Not quoted (nearly every address): the text as it is.
        if text.first != 0x22 { return (text, false) }
        var value: Text = []
        value.reserveCapacity(text.count)
        var quoted = false, escaped = false
        for (index, c) in text.enumerated() {
            if quoted {
                if escaped {
                    value.append(c)
                    escaped = false
                } else if c == 0x5C {
                    escaped = true
                } else if c == 0x22 {
                    if index != text.count - 1 {
                        let extra = text[(index + 1)...].map(display).joined(separator: ", ")
                        throw Failure("Extra character(s) found after close quote: " + extra)
                    }
                    break
                } else {
                    value.append(c)
                }
            } else if index == 0 && c == 0x22 {
                quoted = true
            } else {
                value.append(c)
            }
        }
        return (value, quoted)
    }

    /// `validate_email_local_part`: the local part as normalized, and its ASCII form when it has one.
    static func validateLocalPart(_ local: Text, quoted: Bool) throws(Failure) -> (Text, Text?) {
        if local.isEmpty { throw Failure("There must be something before the @-sign.") }
        if isDotAtom(local, international: false) { return (local, local) }
        var kind: String?
        var smtputf8 = false
        if isDotAtom(local, international: true) {
            kind = "dot-atom"
            smtputf8 = true
        } else if quoted {
            let bad = local.filter { !((0x20...0x7E).contains($0) || $0 >= 0x80) }
            if !bad.isEmpty {
                throw Failure(listing: bad, after: "The email address contains invalid characters in quotes before the @-sign: ")
            }
            if local.contains(where: { !(0x20...0x7E).contains($0) }) { smtputf8 = true }
            kind = "quoted"
        }
        if let kind {
            if let message = unsafeCharacters(local, allowSpace: kind == "quoted") { throw Failure(message) }
            var result = local
            if kind == "quoted" {
                result = [0x22]
                for c in local {
                    if c == 0x22 || c == 0x5C { result.append(0x5C) }
                    result.append(c)
                }
                result.append(0x22)
            }
            return (result, smtputf8 ? nil : result)
        }
        let bad = local.filter { !(isATEXT($0) || $0 == 0x2E || $0 >= 0x80) }
        if !bad.isEmpty {
            throw Failure(listing: bad, after: "The email address contains invalid characters before the @-sign: ")
        }
        try checkDotAtom(local, start: "An email address cannot start with a %.",
                         end: "An email address cannot have a % immediately before the @-sign.", hostname: false)
        throw Failure("The email address contains invalid characters before the @-sign.")
    }

    /// `check_unsafe_chars`: the message, or `nil` when every character is safe.
    static func unsafeCharacters(_ text: Text, allowSpace: Bool) -> String? {
        var bad: [UInt32] = []
        for (index, c) in text.enumerated() {
            // ASCII without a table: printable characters are L, N, P or S; space is Zs;
            // the rest are Cc.
            if c < 0x80 {
                if c > 0x20 && c < 0x7F { continue }
                if !(c == 0x20 && allowSpace) { bad.append(c) }
                continue
            }
            if QuickAccept.isLatinLetter(c) { continue }  // L, without a look-up
            let category = PythonUnicode.categoryIndex(c)
            if category >= Categories.firstL && category < Categories.firstM || category >= Categories.firstN && category < Categories.firstZ {
                continue  // L, N, P, S
            }
            if category >= Categories.firstM && category < Categories.firstN {
                if index == 0 { bad.append(c) }
            } else if category >= Categories.firstZ {
                if !(category == Categories.zs && allowSpace) { bad.append(c) }
            } else {
                bad.append(c)
            }
        }
        if bad.isEmpty { return nil }
        let sorted = Set(bad).sorted()
        return "The email address contains unsafe characters: " + sorted.map(display).joined(separator: ", ") + "."
    }

    /// Where each major class starts among the general category indices, found once.
    package enum Categories {
        static let names = IDNAData.generalCategoryNames
        package static let firstL = names.firstIndex { $0.hasPrefix("L") } ?? 0
        package static let firstM = names.firstIndex { $0.hasPrefix("M") } ?? 0
        static let firstN = names.firstIndex { $0.hasPrefix("N") } ?? 0
        static let firstZ = names.firstIndex { $0.hasPrefix("Z") } ?? 0
        static let zs = names.firstIndex(of: "Zs") ?? -1
        /// Cf, Cn, Co, Cs, Zs, Zl, Zp: what UTS #46 refuses.
        static let notUTS46: Set<Int> = Set(["Cf", "Cn", "Co", "Cs", "Zs", "Zl", "Zp"].compactMap { names.firstIndex(of: $0) })
    }

    /// `check_dot_atom`: the period (and for host names, hyphen) rules. `%` in the
    /// descriptions stands for "period" or "hyphen".
    static func checkDotAtom(_ label: Text, start: String, end: String, hostname: Bool) throws(Failure) {
        func describe(_ template: String, _ word: String) -> String {
            // Around the one '%', as slices of the UTF-8 (a split and join of Characters
            // cost some 25,000 instructions).
            guard let mark = template.utf8.firstIndex(of: UInt8(ascii: "%")) else { return template }
            return String(template[..<mark]) + word + String(template[template.utf8.index(after: mark)...])
        }
        if label.last == 0x2E { throw Failure(describe(end, "period")) }
        if label.first == 0x2E { throw Failure(describe(start, "period")) }
        if zip(label, label.dropFirst()).contains(where: { $0 == 0x2E && $1 == 0x2E }) {
            throw Failure("An email address cannot have two periods in a row.")
        }
        guard hostname else { return }
        if label.last == 0x2D { throw Failure(describe(end, "hyphen")) }
        if label.first == 0x2D { throw Failure(describe(start, "hyphen")) }
        if zip(label, label.dropFirst()).contains(where: { ($0 == 0x2E && $1 == 0x2D) || ($0 == 0x2D && $1 == 0x2E) }) {
            throw Failure("An email address cannot have a period and a hyphen next to each other.")
        }
    }

    /// `uts46_valid_char`.
    package static func isUTS46Valid(_ c: UInt32) -> Bool {
        if c < 0x80 { return c != 0x20 }  // only the space is Zs; the rest is Cc, L, N, P or S
        // Latin letters (U+00C0 to U+024F but × and ÷) are all L, and none decomposes to a
        // full stop: the commonest non-ASCII characters of domains, without a look-up.
        if QuickAccept.isLatinLetter(c) { return true }
        if (0x80...0x9F).contains(c) { return false }
        if ((0x2010...0x2060).contains(c) && !(0x2024...0x2026).contains(c) && !(0x2028...0x202E).contains(c))
            || c == 0x00AD || c == 0x2064 || c == 0xFF0E || (0x200B...0x200D).contains(c) || (0x1BCA0...0x1BCA3).contains(c)
        {
            return true
        }
        if Categories.notUTS46.contains(PythonUnicode.categoryIndex(c)) { return false }
        if IDNAData.decomposesToFullStop.contains(c) { return false }
        return true
    }

    package static let specialUseDomains: [Text] = ["arpa", "invalid", "local", "localhost", "onion", "test"].map { $0.unicodeScalars.map(\.value) }

    /// RFC 2142's mailbox names, lower-cased in the normalized form.
    package static let caseInsensitiveMailboxes: Set<String> = [
        "info", "marketing", "sales", "support", "abuse", "noc", "security", "postmaster",
        "hostmaster", "usenet", "news", "webmaster", "www", "uucp", "ftp",
    ]

    /// `validate_email_domain_name`: the domain as normalized (Unicode) and its ASCII form.
    static func validateDomain(_ input: Text) throws(Failure) -> (Text, Text) {
        if input.count > 253 {
            throw Failure("The email address is too long after the @-sign \(lengthReason(input.count, 253)).")
        }
        var bad = input.filter { !isHostnameCharacter($0) }
        if !bad.isEmpty { throw Failure(listing: bad, after: "The part after the @-sign contains invalid characters: ") }
        if let message = unsafeCharacters(input, allowSpace: false) { throw Failure(message) }
        bad = input.filter { !isUTS46Valid($0) }
        if !bad.isEmpty { throw Failure(listing: bad, after: "The part after the @-sign contains invalid characters: ") }
        let domain: Text
        do {
            domain = try IDNA.uts46Remap(input)
        } catch {
            throw Failure("The part after the @-sign contains invalid characters (\(error.message)).")
        }
        bad = domain.filter { !isHostnameCharacter($0) }
        if !bad.isEmpty {
            throw Failure(listing: bad, after: "The part after the @-sign contains invalid characters after Unicode normalization: ")
        }
        try checkDotAtom(domain, start: "An email address cannot have a % immediately after the @-sign.",
                         end: "An email address cannot end with a %.", hostname: true)
        let labels = IDNA.split(domain)
        for label in labels where label.count >= 4 && label[2] == 0x2D && label[3] == 0x2D {
            if IDNA.asciiLowercased(Array(label[0..<2])) != [0x78, 0x6E] {
                throw Failure("An email address cannot have two letters followed by two dashes immediately after the @-sign or after a period, except Punycode.")
            }
        }
        var ascii: Text
        if isHostname(domain) {
            ascii = domain
        } else {
            var encoded: [Text] = []
            for label in labels {
                do {
                    encoded.append(try IDNA.alabel(label))
                } catch {
                    throw Failure("The part after the @-sign is invalid (\(error.message)).")
                }
            }
            ascii = Array(encoded.joined(separator: [0x2E]))
        }
        if ascii.count > 253 {
            if ascii == input {
                throw Failure("The email address is too long after the @-sign \(lengthReason(ascii.count, 253)).")
            }
            let difference = ascii.count - 253
            throw Failure("The email address is too long after the @-sign (\(difference) byte\(difference == 1 ? "" : "s") too many after IDNA encoding).")
        }
        // The first label longer than 63, found by a scan.
        var labelStart = 0
        for index in 0...ascii.count where index == ascii.count || ascii[index] == 0x2E {
            let length = index - labelStart
            if length > 63 {
                throw Failure("After the @-sign, periods cannot be separated by so many characters \(lengthReason(length, 63)).")
            }
            labelStart = index + 1
        }
        if !ascii.contains(0x2E) { throw Failure("The part after the @-sign is not valid. It should have a period.") }
        if let last = ascii.last, !((0x41...0x5A).contains(last) || (0x61...0x7A).contains(last)) {
            throw Failure("The part after the @-sign is not valid. It is not within a valid top-level domain.")
        }
        for name in specialUseDomains where ascii == name || (ascii.count > name.count && ascii.suffix(name.count + 1).elementsEqual([0x2E] + name)) {
            throw Failure("The part after the @-sign is a special-use or reserved name that cannot be used with email.")
        }
        let xn: Text = [0x78, 0x6E, 0x2D, 0x2D]
        if !ascii.indices.contains(where: { ascii[$0...].starts(with: xn) }) { return (ascii, ascii) }
        // The A-labels made here from U-labels decode to those same labels, already checked:
        // only A-labels given in the address need decoding (and checking) again.
        let unicode: Text
        if !labels.contains(where: { IDNA.asciiLowercased(Array($0.prefix(4))) == xn }) {
            unicode = domain
        } else {
            do {
                unicode = try IDNA.decode(ascii)
            } catch {
                throw Failure("The part after the @-sign is not valid IDNA (\(error.message)).")
            }
        }
        bad = unicode.filter { !isHostnameCharacter($0) }
        if !bad.isEmpty { throw Failure(listing: bad, after: "The part after the @-sign contains invalid characters: ") }
        if let message = unsafeCharacters(unicode, allowSpace: false) { throw Failure(message) }
        // ASCII and Latin letters are never R, AL or AN: only other characters are looked up.
        if unicode.contains(where: { $0 >= 0x80 && !QuickAccept.isLatinLetter($0) && ["R", "AL", "AN"].contains(PythonUnicode.bidi($0)) }) {
            for label in IDNA.split(unicode) {
                do {
                    try IDNA.checkBidi(label, checkLTR: true)
                } catch {
                    throw Failure("The part after the @-sign is not valid IDNA (\(error.message)).")
                }
            }
        }
        return (unicode, ascii)
    }
}
