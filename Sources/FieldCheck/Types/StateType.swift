import FieldCheckReference

/// `state`: a USPS state or territory code, or its full name, in any case, with
/// surrounding whitespace ignored. Canonical: the two-letter code, upper case.
package struct StateType: TypeUnit {
    package static var longestValue: Int? { shortValues }
    package static var name: String { "state" }
    /// (A Table Schema string field may name it as its `format`: fieldcheck's extension.)
    package static var isStringFormat: Bool { true }
    package static var summary: String { "a USPS state or territory code, or its full name, any case" }
    package static var canonicalForm: String { "the two-letter code, upper case" }
    /// The row of the README's table of types (Markdown).
    package static var markdownRow: (passes: String, canonical: String) {
        ("one of the 62 USPS codes or its full name, any case",
         "the two-letter code")
    }
    package static var examples: [String] { ["new york", "ca", "new", "XX"] }
    package static var details: String { "One of the 62 USPS codes (the 50 states, DC, the territories AS GU MP PR VI, the freely associated states FM MH PW, and the armed forces codes AA AE AP) or its full name, in any case, with surrounding and doubled whitespace ignored. The beginning of a name or code is too-short." }

    package static var reference: TypeReference? { TypeReference(title: "Codes", rows: codes) }

    package init(_ settings: TypeSettings) {}

    package func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        // Printable ASCII that the byte look-up settles (a report's failed value, format's
        // passed one): the reason or the code from the collapsed bytes, no character walk.
        switch quickStatus(value) {
        case .failed:
            if let shown = Self.collapsed(value, lowercased: false) { return Self.invalid(shown: shown) }
        case .passed:
            var found = false
            let code = ByteBuffer.text(capacity: 8) { found = quickCanonical(value, into: &$0) }
            if found { return .valid(canonical: code) }
        case .tooShort:
            // The beginnings it could become, from the collapsed bytes.
            var status: Status?
            let reason = ByteBuffer.text(capacity: 128) { reason in status = writeReason(value, quick: .tooShort, into: &reason) }
            if status == .tooShort { return .incomplete(reason) }
        default:
            break
        }
        return Self.judge(Self.text(value))
    }

    /// The code of what the quick status passed: two letters upper-cased, or the code of
    /// the spelling the collapsed bytes name.
    package func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        let core = QuickAccept.trimmed(value)
        if core.count == 2 {
            form.append(core[0] & 0xDF)
            form.append(core[1] & 0xDF)
            return true
        }
        guard let key = Self.collapsed(value, lowercased: true), let code = Self.lookup[key] else { return false }
        form.append(code)
        return true
    }

    /// The reference: the check of the characters alone.
    package func referenceJudge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        Self.judge(Self.text(value))
    }

    /// Printable ASCII, any case and spacing: the full check's verdict (code or name,
    /// the beginning of one, or neither) from the lower-cased, collapsed bytes, looked up
    /// in `table`.
    package func quickStatus(_ bytes: UnsafeBufferPointer<UInt8>) -> Status? {
        let core = QuickAccept.trimmed(bytes)
        let isLetter = QuickAccept.isLetter
        if core.count == 2, isLetter(core[0]), isLetter(core[1]),
            Self.isCode(core[0], core[1], in: codeBits)
        {
            return .passed
        }
        guard core.count <= 64 else { return nil }
        if Self.isLettersAndSingleSpaces(core) {
            // (Most names: their collapsed, lower-cased bytes are theirs, case folded.)
            switch table.match(core, fold: 0x20) {
            case .whole: return .passed
            case .beginning: return .tooShort
            case .neither: return .failed
            }
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(core.count, 1)) { buffer -> Status? in
            guard let count = Self.collapse(core, lowercased: true, into: buffer) else { return nil }
            // As `judge`: empty is too short, a spelling passes, a beginning of one is too short.
            if count == 0 { return .tooShort }
            switch table.match(UnsafeBufferPointer(rebasing: buffer[0..<count])) {
            case .whole: return .passed
            case .beginning: return .tooShort
            case .neither: return .failed
            }
        }
    }

    /// Whether trimmed bytes are ASCII letters with single spaces between them (`collapse`
    /// leaves them as they are, but for case).
    @inline(__always)
    static func isLettersAndSingleSpaces(_ core: UnsafeBufferPointer<UInt8>) -> Bool {
        var afterLetter = false
        for byte in core {
            if QuickAccept.isLetter(byte) {
                afterLetter = true
            } else if byte == 0x20 && afterLetter {
                afterLetter = false
            } else {
                return false
            }
        }
        return afterLetter
    }

    /// Printable ASCII without the blanks around it, runs of spaces and tabs as one space
    /// (as `TextNormalization.collapsed` makes it), lower-cased when asked, written into
    /// `buffer` (as long as the trimmed bytes): how many bytes, or `nil` for another byte.
    static func collapse(_ core: UnsafeBufferPointer<UInt8>, lowercased: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var count = 0
        var pendingSpace = false
        for byte in core {
            if QuickAccept.isSpace(byte) {
                pendingSpace = true
                continue
            }
            guard byte > 0x20 && byte < 0x7F else { return nil }
            if pendingSpace {
                buffer[count] = 0x20
                count += 1
                pendingSpace = false
            }
            buffer[count] = lowercased && QuickAccept.isLetter(byte) ? byte | 0x20 : byte
            count += 1
        }
        return count
    }

    /// `collapse` of a value, as a String.
    static func collapsed(_ value: UnsafeBufferPointer<UInt8>, lowercased: Bool) -> String? {
        let core = QuickAccept.trimmed(value)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(core.count, 1)) { buffer in
            collapse(core, lowercased: lowercased, into: buffer).map { String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<$0]), as: UTF8.self) }
        }
    }

    /// Every spelling and its beginnings, held by the rule (a global would be looked up
    /// through `swift_once` for every value).
    let table = StateType.prefixTable
    let codeBits = StateType.codeBits
    static let prefixTable = PrefixTable(spellingKeys)
    /// Each spelling's lower-cased bytes, in the order of `spellings`.
    static let spellingKeys = spellings.map { Array($0.key.utf8) }

    package static func accepts(_ character: Character) -> Bool {
        character.isLetter || character == " " || character == "."
    }

    /// The 62 USPS codes: 50 states, DC, 5 territories, 3 freely associated states and
    /// 3 armed forces codes.
    package static let codes: [(code: String, name: String)] = [
        ("AL", "Alabama"), ("AK", "Alaska"), ("AZ", "Arizona"), ("AR", "Arkansas"), ("CA", "California"),
        ("CO", "Colorado"), ("CT", "Connecticut"), ("DE", "Delaware"), ("FL", "Florida"), ("GA", "Georgia"),
        ("HI", "Hawaii"), ("ID", "Idaho"), ("IL", "Illinois"), ("IN", "Indiana"), ("IA", "Iowa"),
        ("KS", "Kansas"), ("KY", "Kentucky"), ("LA", "Louisiana"), ("ME", "Maine"), ("MD", "Maryland"),
        ("MA", "Massachusetts"), ("MI", "Michigan"), ("MN", "Minnesota"), ("MS", "Mississippi"),
        ("MO", "Missouri"), ("MT", "Montana"), ("NE", "Nebraska"), ("NV", "Nevada"), ("NH", "New Hampshire"),
        ("NJ", "New Jersey"), ("NM", "New Mexico"), ("NY", "New York"), ("NC", "North Carolina"),
        ("ND", "North Dakota"), ("OH", "Ohio"), ("OK", "Oklahoma"), ("OR", "Oregon"), ("PA", "Pennsylvania"),
        ("RI", "Rhode Island"), ("SC", "South Carolina"), ("SD", "South Dakota"), ("TN", "Tennessee"),
        ("TX", "Texas"), ("UT", "Utah"), ("VT", "Vermont"), ("VA", "Virginia"), ("WA", "Washington"),
        ("WV", "West Virginia"), ("WI", "Wisconsin"), ("WY", "Wyoming"),
        ("DC", "District of Columbia"),
        ("AS", "American Samoa"), ("GU", "Guam"), ("MP", "Northern Mariana Islands"), ("PR", "Puerto Rico"),
        ("VI", "Virgin Islands"),
        ("FM", "Federated States of Micronesia"), ("MH", "Marshall Islands"), ("PW", "Palau"),
        ("AA", "Armed Forces Americas"), ("AE", "Armed Forces Europe"), ("AP", "Armed Forces Pacific"),
    ]

    /// The codes as bits, one for each pair of letters (`AA` is bit 0, `ZZ` bit 675), for
    /// the quick check: a set of numbers would hash each one.
    static let codeBits: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: (26 * 26 + 63) / 64)
        for (code, _) in codes {
            let bytes = Array(code.utf8)
            let index = Int(bytes[0] - 0x41) * 26 + Int(bytes[1] - 0x41)
            bits[index >> 6] |= 1 << UInt64(index & 63)
        }
        return bits
    }()

    /// Whether two ASCII letters, in any case, are a code.
    @inline(__always)
    static func isCode(_ first: UInt8, _ second: UInt8, in bits: [UInt64]) -> Bool {
        let index = Int((first & 0xDF) &- 0x41) * 26 + Int((second & 0xDF) &- 0x41)
        return bits[index >> 6] >> UInt64(index & 63) & 1 == 1
    }

    /// Other spellings accepted for a code.
    static let aliases: [(name: String, code: String)] = [("U.S. Virgin Islands", "VI"), ("US Virgin Islands", "VI")]

    /// Lower-cased code or name → code.
    static let lookup: [String: String] = {
        var table: [String: String] = [:]
        for (code, name) in codes {
            table[code.lowercased()] = code
            table[name.lowercased()] = code
        }
        for (name, code) in aliases { table[name.lowercased()] = code }
        return table
    }()

    /// Every spelling, lower-cased once: (its code, the name shown, the lower-cased spelling).
    static let spellings: [(code: String, name: String, key: String)] =
        codes.flatMap { [($0.code, $0.name, $0.code.lowercased()), ($0.code, $0.name, $0.name.lowercased())] }
        + aliases.map { ($0.code, $0.name, $0.name.lowercased()) }


    static func judge(_ value: Substring) -> TypeJudgement {
        let key = TextNormalization.collapsed(value).lowercased()
        if key.isEmpty { return .incomplete("empty") }
        if let code = lookup[key] { return .valid(canonical: code) }
        // The spellings are ASCII: a key that begins none is told by the prefix table.
        var bytes = key
        guard bytes.withUTF8({ prefixTable.match($0) }) != .neither else { return invalid(value) }
        var begins = false
        let reason = ByteBuffer.text { reason in begins = bytes.withUTF8 { writeBeginnings($0, into: &reason) } }
        return begins ? .incomplete(reason) : invalid(value)
    }

    /// The spellings in the order of their bytes (as indices of `spellings`): those a
    /// beginning begins are one run of them, found by a binary search.
    static let sortedSpellings: [Int] = spellingKeys.indices.sorted { spellingKeys[$0].lexicographicallyPrecedes(spellingKeys[$1]) }

    /// Each spelling's code as its index in `codes` (aliases included), to tell codes
    /// apart without comparing strings.
    static let spellingCodes: [Int] = spellings.map { spelling in codes.firstIndex { $0.code == spelling.code } ?? -1 }

    /// `judge`'s reason for the lower-cased, collapsed `key` of a beginning of spellings
    /// (the first four codes they spell, in the order of `spellings`); false, with nothing
    /// written, when it begins none.
    static func writeBeginnings(_ key: UnsafeBufferPointer<UInt8>, into reason: inout ByteBuffer) -> Bool {
        let sorted = sortedSpellings
        func precedes(_ spelling: [UInt8]) -> Bool {
            spelling.withUnsafeBufferPointer { bytes in
                for offset in 0..<min(bytes.count, key.count) where bytes[offset] != key[offset] { return bytes[offset] < key[offset] }
                return bytes.count < key.count
            }
        }
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if precedes(spellingKeys[sorted[middle]]) { low = middle + 1 } else { high = middle }
        }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: sorted.count) { found -> Bool in
            var count = 0
            while low < sorted.count, spellingKeys[sorted[low]].starts(with: key) {
                found[count] = sorted[low]
                count += 1
                low += 1
            }
            guard count > 0 else { return false }
            var beginnings = UnsafeMutableBufferPointer(rebasing: found[0..<count])
            beginnings.sort()
            reason.append(text: "incomplete: could become ")
            var shown = (-1, -1, -1, -1), shownCount = 0
            for index in beginnings {
                let code = spellingCodes[index]
                if code == shown.0 || code == shown.1 || code == shown.2 || code == shown.3 { continue }
                if shownCount == 4 {
                    reason.append(text: ", ...")
                    break
                }
                if shownCount > 0 { reason.append(text: ", ") }
                switch shownCount {
                case 0: shown.0 = code
                case 1: shown.1 = code
                case 2: shown.2 = code
                default: shown.3 = code
                }
                shownCount += 1
                reason.append(codes[code].code)
                reason.append(text: " (")
                reason.append(spellings[index].name)
                reason.append(text: ")")
            }
            return true
        }
    }

    static func invalid(_ value: Substring) -> TypeJudgement {
        invalid(shown: TextNormalization.collapsed(value))
    }

    static func invalid(shown: String) -> TypeJudgement {
        var shown = shown
        let characters = shown.count
        return .invalid(ByteBuffer.text { reason in shown.withUTF8 { writeInvalid($0, characters: characters, into: &reason) } })
    }

    /// `invalid`'s words for the collapsed value `shown` (of so many characters).
    static func writeInvalid(_ shown: UnsafeBufferPointer<UInt8>, characters: Int, into reason: inout ByteBuffer) {
        reason.append(0x27)
        reason.append(shown)
        reason.append(0x27)
        reason.append(text: characters == 2 ? " is not a USPS state code" : " is not a US state, territory or USPS code")
    }

    /// A value the byte look-up fails or finds the beginning of spellings: `judge`'s reason
    /// from its collapsed bytes.
    package func writeReason(_ value: UnsafeBufferPointer<UInt8>, quick: Status?, into reason: inout ByteBuffer) -> Status? {
        let status = quick ?? quickStatus(value)
        guard status == .failed || status == .tooShort else { return nil }
        let core = QuickAccept.trimmed(value)
        guard core.count <= 64 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(core.count, 1)) { buffer -> Status? in
            guard let count = Self.collapse(core, lowercased: status == .tooShort, into: buffer) else { return nil }
            let collapsed = UnsafeBufferPointer(rebasing: buffer[0..<count])
            if status == .tooShort {
                if count == 0 {
                    reason.append(text: "empty")
                    return .tooShort
                }
                return Self.writeBeginnings(collapsed, into: &reason) ? .tooShort : nil
            }
            // Printable ASCII: each byte one character.
            Self.writeInvalid(collapsed, characters: count, into: &reason)
            return .failed
        }
    }
}
