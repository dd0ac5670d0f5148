/// The North American reading fieldcheck had before the full port, kept for what it does
/// better than a yes or no: for a number of the plan (+1) that is not valid, it tells a
/// beginning that can still become valid (too-short) from a dead end, with reasons in the
/// plan's words (`area code 123 does not exist`), walking the generated automaton
/// (`NANPMetadata`). Its syntax: 10 digits after an optional `+1` or `1`; `( ) - . /` and
/// spaces anywhere among them; an optional extension (`x123`, `ext. 123`, `#123`, `;ext=123`).
/// Its quick status answers the common shapes in one pass and agrees with libphonenumber.
package enum NANPReading {
    /// The reason this reading gives a number of another country: the full parse decides.
    static let notNorthAmerican = "only North American numbers (+1) are read here"

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

    static func judge(_ value: Substring, wantsCanonical: Bool = true) -> TypeJudgement {
        var text = value
        return text.withUTF8 { judge($0, wantsCanonical: wantsCanonical) }
    }

    /// Judges the bytes of a value (valid UTF-8). Works on bytes: phone numbers are ASCII,
    /// and this runs for every value of a phone column.
    static func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool = true) -> TypeJudgement {
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
    static func plainJudgement(_ value: UnsafeBufferPointer<UInt8>) -> TypeJudgement? {
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
    static func plainReason(_ value: UnsafeBufferPointer<UInt8>, into reason: inout ByteBuffer) -> Status? {
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
    static func plainStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        var scratch = ByteBuffer(capacity: 64)
        return plainReason(value, into: &scratch)
    }

    /// The first byte of a trimmed value when `parse` refuses the value at it, a printable
    /// ASCII character alone (worded `'c' is not allowed`): neither a digit nor the
    /// punctuation of a number, nor `+`, `#`, `;` or `,`, nor the letters of an extension
    /// marker that begins there. `nil` otherwise.
    static func refusedFirst(_ value: UnsafeBufferPointer<UInt8>) -> UInt8? {
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
    static func trimmedASCII(_ value: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        var start = 0, end = value.count
        while start < end && isASCIISpace(value[start]) { start += 1 }
        while end > start && isASCIISpace(value[end - 1]) { end -= 1 }
        if start < end && (value[start] >= 0x80 || value[end - 1] >= 0x80) { return nil }
        return UnsafeBufferPointer(rebasing: value[start..<end])
    }

    /// Whether the first digit is glued to the next one and punctuation stands between two
    /// digits (`123-555`), as `parse` tells `leadingOneInGroup` (a final x ends the digits).
    static func leadingOneInGroup(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
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

    static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Without `wantsReason`, a value that does not pass gets an empty reason: building
    /// reasons is most of the cost for the callers that only count.
    static func judgeTrimmed(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
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
    static func judge(digits: [UInt8], extensionDigits: String?, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
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
    static func writeNotValid(_ digits: UnsafeBufferPointer<UInt8>, hasExtension: Bool, into reason: inout ByteBuffer) -> Status {
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

    /// For a value whose quick status passed: its form (`write(lastTenDigitsOf:as:to:)`)
    /// written in one pass when the walk met no byte it leaves to its tail (an extension,
    /// letters, a tab: blanks and one '+' first, then digits and `( ) - . /` and spaces
    /// alone), whose status is then the same with or without `extensions`; 0, with nothing
    /// written, for any other value.
    static func writeWithoutTail(_ value: UnsafeBufferPointer<UInt8>, as form: PhoneFormat, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var index = 0
        while index < value.count && (value[index] == 0x20 || value[index] == 0x09) { index += 1 }
        if index < value.count && value[index] == UInt8(ascii: "+") { index += 1 }
        let separators: UInt64 = 1 << 0x28 | 1 << 0x29 | 1 << 0x2D | 1 << 0x2E | 1 << 0x2F | 1 << 0x20
        // The digits as they come (a passed number has at most twelve: +1, a trunk 1, ten).
        var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &digits) { raw -> Int in
            guard let base = raw.baseAddress else { return 0 }
            let digit = base.assumingMemoryBound(to: UInt8.self)
            var count = 0
            while index < value.count {
                let byte = value[index]
                index += 1
                if byte &- 0x30 < 10 {
                    guard count < 32 else { return 0 }
                    digit[count] = byte
                    count += 1
                    continue
                }
                guard byte < 64 && (separators >> UInt64(byte)) & 1 != 0 else { return 0 }
            }
            guard count >= 10 else { return 0 }
            return write(tenDigits: digit + (count - 10), as: form, to: target)
        }
    }

    /// The status of a number in its common shapes, in one pass that walks the automaton
    /// as it meets the digits; `nil` for anything else (letters, an extension, a leading 1
    /// without `+`, more than ten digits, other characters), which the full parse handles.
    /// It agrees with `judge` wherever it answers.
    /// `walk` is `NANPReading.walk`, handed in by a rule that holds it: a global computed
    /// at first use costs a `swift_once` call at every use, and this runs for every value.
    /// Without `extensions`, a value with an extension gets `nil`: a passed status then
    /// means ten digits and nothing else, whose forms the digits alone make.
    package static func quickStatus(_ value: UnsafeBufferPointer<UInt8>, walk: [UInt16] = NANPReading.walk, extensions: Bool = true) -> Status? {
        // The row of the state (its number times `rowWidth`), as `walk` holds them.
        var state = 0
        var count = 0
        var index = 0
        var hadPlus = false
        let end = value.count
        // Leading blanks, then an optional "+1" (or "tel:+1": libphonenumber drops what
        // comes before the '+' when no phone-context follows).
        while index < end && (value[index] == 0x20 || value[index] == 0x09) { index += 1 }
        var uri = false
        if end - index > 5, value[index] == UInt8(ascii: "t"), value[index + 1] == UInt8(ascii: "e"),
            value[index + 2] == UInt8(ascii: "l"), value[index + 3] == UInt8(ascii: ":"), value[index + 4] == UInt8(ascii: "+")
        {
            index += 4
            uri = true
        } else if index < end && QuickAccept.isLetter(value[index]) {
            // (Words with a second number in them: the full check, see `classifyTail`.)
            return PhoneType.hasSecondNumberStart(value) ? nil : wordsStatus(UnsafeBufferPointer(rebasing: value[index...]))
        }
        if index < end && value[index] == UInt8(ascii: "+") {
            hadPlus = true
            index += 1
            // (Spaces only: libphonenumber finds no number in `+<tab>1 ...`.)
            while index < end && value[index] == 0x20 { index += 1 }
            guard index < end && value[index] == UInt8(ascii: "1") else { return nil }
            index += 1
        }
        let digitsStart = index
        // Without '+', the walk starts in a state that takes a leading 1 as the trunk
        // prefix (the ten digits after it then decide in the one pass); other digits walk as
        // from the start.
        state = hadPlus ? NANPMetadata.start * rowWidth : walk.count - rowWidth
        var extended = false, lettered = false
        var tail = Tail.none
        // State 0 is dead and stays dead (its row is zeros), so the walk needs no branch on it.
        return walk.withUnsafeBufferPointer { transitions -> Status? in
            while index < end {
                let byte = value[index]
                index += 1
                let digit = byte &- 0x30
                if digit < 10 {
                    count += 1
                    state = Int(transitions[state &+ Int(digit)])
                    continue
                }
                // `( ) - . /` and space (all below 64: one test of a mask). Not a tab: within
                // a number libphonenumber finds none (`201<tab>555 0123`); at its end and
                // before an extension the tail reads it.
                let separators: UInt64 = 1 << 0x28 | 1 << 0x29 | 1 << 0x2D | 1 << 0x2E | 1 << 0x2F | 1 << 0x20
                if byte < 64 && (separators >> UInt64(byte)) & 1 != 0 { continue }
                // Anything else ends the walk: what it is, the tail decides (out of line).
                tail = classifyTail(value, at: index - 1, digitsStart: digitsStart, extensions: extensions, state: state, count: count,
                                    transitions: transitions)
                break
            }
            switch tail {
            case .reject: return count == 0 ? noNumberStatus(value) : nil
            case .secondNumber: return nil
            case .letters(let walkedState, let walkedCount):
                state = walkedState
                count = walkedCount
                lettered = true
            case .extension: extended = true
            case .none, .finalX: break
            }
            let first = value[digitsStart..<end].first(where: { $0 &- 0x30 < 10 })
            if lettered {
                // The reading reads no letters (nor an extension made of them): a number that
                // is not valid is failed, whatever its length.
                let valid: Bool
                if first == 0x31 && !hadPlus {
                    // More than eleven: libphonenumber may read +1 and a trunk 1 before ten
                    // when a second 1 follows; otherwise too many, however it reads them.
                    if count > 11 { return digit(value, from: digitsStart, at: 1) == 0x31 ? nil : .failed }
                    // (A Canadian 310-xxxx after it: see the plain shapes.)
                    if mayEndInSevenOfThree(value, from: digitsStart, count: count) { return nil }
                    valid = count == 11 && accepts(state, transitions)
                } else if first == 0x30 && !hadPlus {
                    // No area code begins with 0: not valid, unless it is the prefix 011.
                    return beginsWith011(value, from: digitsStart) ? nil : .failed
                } else if first == nil || first == 0x31 || (count == 7 && first == 0x33) {
                    return nil
                } else {
                    // (A 0 after +1 too: it begins no area code, so the number is not valid.)
                    valid = count == 10 && accepts(state, transitions)
                }
                return valid ? .passed : .failed
            }
            if extended {
                // With an extension, libphonenumber judges the number before it; the reading
                // calls any number with an extension that is not valid failed.
                if first == 0x31 && !hadPlus && count == 11 { return accepts(state, transitions) ? .passed : .failed }
                if count == 10, let first, first >= 0x32 { return accepts(state, transitions) ? .passed : .failed }
                return extendedStatus(value, digitsStart: digitsStart, count: count, hadPlus: hadPlus, transitions: transitions)
            }
            if first == 0x31 && !hadPlus {
                // Eleven digits: the ten after the 1 decided. Ten: see `leadingOneStatus`.
                if count == 11 { return accepts(state, transitions) ? .passed : .failed }
                if count == 10 { return leadingOneStatus(UnsafeBufferPointer(rebasing: value[digitsStart..<end]), count) }
                // More: too many for the plan however the 1 is read, unless they begin 11
                // (libphonenumber may read +1, then a trunk 1 or two, then ten digits).
                if count > 11 { return digit(value, from: digitsStart, at: 1) == 0x31 ? nil : .failed }
                // Seven that 3 begins: libphonenumber may read the 1 as the country code
                // (and a second as the trunk prefix) before a Canadian 310-xxxx number; the
                // full check decides.
                if mayEndInSevenOfThree(value, from: digitsStart, count: count) { return nil }
                // Fewer (pasted with a digit lost): a number of +1 that is not valid, whose
                // status the port takes from the reading's plain judgement.
                return plainStatus(UnsafeBufferPointer(rebasing: value[digitsStart..<end]))
            }
            // A leading 1 after '+1': libphonenumber takes it as the national prefix only when
            // ten digits follow it (then they decide); fewer are no number (no area code
            // begins with 1).
            if first == 0x31 {
                if count == 11 { return trunkWalk(value, from: digitsStart, transitions: transitions) ? .passed : .failed }
                return count <= 10 ? .failed : nil
            }
            // Seven digits beginning with 3 may be a Canadian number of its own (310-xxxx).
            if count == 7 && first == 0x33 { return nil }
            // A URI of another length: the full parse finds the number, not valid, and the
            // reading cannot read a URI: failed.
            if uri && count != 10 { return .failed }
            // More than ten digits that no 1 begins: too many for the plan, whichever way they
            // are read, unless they begin with the prefix 011 (another country's number).
            if count > 10 {
                guard let first, first != 0x31 else { return nil }
                return first >= 0x32 || hadPlus || !beginsWith011(value, from: digitsStart) ? .failed : nil
            }
            if first == 0x30 && !hadPlus {
                // The international prefix 011, or a beginning of it, goes to the full parse;
                // any other number beginning with 0 has no area code (none begins with 0).
                let leading = value[digitsStart..<end].lazy.filter { $0 &- 0x30 < 10 }.prefix(3)
                // 0, 01 and 011 alone (a placeholder 0, mostly): too-short, as the port finds
                // them (the calling code is still to come).
                // (With a final x the port calls them failed: `0X`, `011 x`; it decides.)
                if count <= 3 && "011".utf8.starts(with: leading) {
                    if case .finalX = tail { return nil }
                    return .tooShort
                }
                return "011".utf8.starts(with: leading) || leading.starts(with: "011".utf8) ? nil : .failed
            }
            if count == 10 { return accepts(state, transitions) ? .passed : .failed }
            return state != 0 ? .tooShort : .failed
        }
    }

    /// The status of a number with an extension in the shapes `quickStatus` leaves to this:
    /// not ten digits, or ten that 0 or 1 begins. libphonenumber judges the number before
    /// the extension, and no such number is valid, except where it reads a trunk 1 (`+1 1`
    /// and ten digits; `1 1` and more), the prefix 011 (another country) or seven digits
    /// that 3 begins (a Canadian 310-xxxx): those go to the full check, as do fewer than
    /// three digits (no number before the extension for libphonenumber).
    @inline(never)
    static func extendedStatus(
        _ value: UnsafeBufferPointer<UInt8>, digitsStart: Int, count: Int, hadPlus: Bool, transitions: UnsafeBufferPointer<UInt16>
    ) -> Status? {
        guard count >= 3, let first = digit(value, from: digitsStart, at: 0) else { return nil }
        let second = digit(value, from: digitsStart, at: 1)
        if count == 7 && first == 0x33 { return nil }
        switch first {
        case 0x31 where hadPlus:
            if count == 11 { return trunkWalk(value, from: digitsStart, transitions: transitions) ? .passed : .failed }
            return count < 11 ? .failed : nil
        case 0x31:
            if mayEndInSevenOfThree(value, from: digitsStart, count: count) { return nil }
            return count > 11 && second == 0x31 ? nil : .failed
        case 0x30 where !hadPlus:
            return beginsWith011(value, from: digitsStart) ? nil : .failed
        default:
            return .failed
        }
    }

    /// Whether digits that a 1 begins (no '+') are that 1, maybe a second 1, and seven
    /// digits that 3 begins: libphonenumber reads the 1 as the country code and the second
    /// as the trunk prefix before what may be a Canadian 310-xxxx number.
    static func mayEndInSevenOfThree(_ value: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Bool {
        let second = digit(value, from: start, at: 1)
        return (count == 8 && second == 0x33) || (count == 9 && second == 0x31 && digit(value, from: start, at: 2) == 0x33)
    }

    /// The ASCII digit at a place among the digits from `start` (`nil` when there are fewer).
    static func digit(_ value: UnsafeBufferPointer<UInt8>, from start: Int, at place: Int) -> UInt8? {
        var seen = 0
        for index in start..<value.count where value[index] &- 0x30 < 10 {
            if seen == place { return value[index] }
            seen += 1
        }
        return nil
    }

    /// Whether the digits from `start` begin with 011, the US international prefix.
    static func beginsWith011(_ value: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        digit(value, from: start, at: 0) == 0x30 && digit(value, from: start, at: 1) == 0x31 && digit(value, from: start, at: 2) == 0x31
    }

    /// Whether the first eleven digits from `start`, a trunk 1 and ten after it, are a
    /// valid number (the walk from the trunk start).
    static func trunkWalk(_ value: UnsafeBufferPointer<UInt8>, from start: Int, transitions: UnsafeBufferPointer<UInt16>) -> Bool {
        var state = trunkRow(transitions), seen = 0
        for index in start..<value.count where value[index] &- 0x30 < 10 && seen < 11 {
            state = Int(transitions[state &+ Int(value[index] &- 0x30)])
            seen += 1
        }
        return seen == 11 && accepts(state, transitions)
    }

    /// A value that begins with a letter (`n/a`, `none`, `call me`): with no digit and no
    /// '+' it holds no number for libphonenumber, and the reading reads no such word
    /// (failed); a lone x is the reading's empty number (too-short: the full check says
    /// so). Anything else goes to the full check.
    @inline(never)
    static func wordsStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        guard value.allSatisfy({ $0 < 0x80 && $0 &- 0x30 >= 10 && $0 != UInt8(ascii: "+") }) else { return nil }
        if value[0] | 0x20 == UInt8(ascii: "x") && value.dropFirst().allSatisfy({ isASCIISpace($0) }) { return nil }
        return .failed
    }

    /// A value the walk refuses before any digit (`?`, `*`, `-?`): with no digit, no '+' and
    /// none of the extension marks `# ; ,` anywhere, libphonenumber finds no number in it,
    /// and the reading refuses it: failed. Anything else goes to the full check.
    @inline(never)
    static func noNumberStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        for byte in value {
            switch byte {
            // (A line break, form feed or vertical tab is trimmed as blank at an edge, and
            // the rest may be no text at all: too-short, which the full check says.)
            case 0x80...0xFF, UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: ";"),
                 UInt8(ascii: ","), 0x0A...0x0D:
                return nil
            default:
                continue
            }
        }
        return .failed
    }

    /// What ends a number's walk before its end.
    enum Tail {
        case none, finalX, `extension`, reject
        /// libphonenumber's second number (`/ x`): left to the full check.
        case secondNumber
        case letters(state: Int, count: Int)
    }

    /// What the byte at `start` (no digit, no separator) begins: a final x (punctuation to
    /// libphonenumber), an extension (x12, ext. 12, #12, ;ext=12, ,12: the number's status
    /// is then the status), letters after the number (three or more are keypad digits to
    /// libphonenumber, fewer are dropped: the walk goes on through them), or nothing the
    /// one pass reads.
    @inline(never)
    static func classifyTail(
        _ value: UnsafeBufferPointer<UInt8>, at start: Int, digitsStart: Int, extensions: Bool, state: Int, count: Int,
        transitions: UnsafeBufferPointer<UInt16>
    ) -> Tail {
        let byte = value[start]
        if byte == 0x09 {
            // Blanks with a tab: the end, or an extension after them, or no number
            // libphonenumber finds.
            if value[start...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return .none }
            return extensions && isExtensionAfterBlanks(value, from: start) ? .extension : .reject
        }
        // `/ x` (or `\ x`) anywhere starts a second number for libphonenumber, which reads
        // the text before it alone: the reading would misread the rest (an extension, a word
        // the walk stopped at before it); the full check decides. (Out of line: the plain
        // shapes, digits and separators, never get here, and need no x.)
        if PhoneType.hasSecondNumberStart(value) { return .secondNumber }
        if byte | 0x20 == UInt8(ascii: "x") {
            var after = start + 1
            while after < value.count && (value[after] == 0x20 || value[after] == 0x09) { after += 1 }
            if after == value.count { return .finalX }
        }
        guard extensions else { return .reject }
        if isExtension(value, from: start) { return .extension }
        guard QuickAccept.isLetter(byte), count >= 3, !value[digitsStart..<start].contains(0x09),
            let walked = lettersWalk(value, from: start, state: state, count: count, transitions: transitions)
                ?? lettersBeforeExtension(value, from: start, state: state, count: count, transitions: transitions)
        else { return .reject }
        return .letters(state: walked.state, count: walked.count)
    }

    /// The walk on through a word of letters that an extension follows (`1-800-FLOWERS
    /// x12`, `778.962.TRJW ext 5`, `1998908JGHM,596`): libphonenumber takes the extension
    /// off first, then reads three letters or more as keypad digits (fewer are dropped).
    /// Only a word without an x that does not end in `int`: an extension's label could
    /// begin inside any other, and libphonenumber takes the leftmost.
    @inline(never)
    static func lettersBeforeExtension(
        _ value: UnsafeBufferPointer<UInt8>, from start: Int, state: Int, count: Int, transitions: UnsafeBufferPointer<UInt16>
    ) -> (state: Int, count: Int)? {
        var index = start
        while index < value.count && QuickAccept.isLetter(value[index]) {
            if value[index] | 0x20 == UInt8(ascii: "x") { return nil }
            index += 1
        }
        let wordEnd = index
        if wordEnd - start >= 3, value[wordEnd - 3] | 0x20 == UInt8(ascii: "i"), value[wordEnd - 2] | 0x20 == UInt8(ascii: "n"),
            value[wordEnd - 1] | 0x20 == UInt8(ascii: "t")
        {
            return nil
        }
        guard isExtensionAfterBlanks(value, from: wordEnd) else { return nil }
        guard wordEnd - start >= 3 else { return (state, count) }
        var state = state
        for byte in value[start..<wordEnd] {
            guard let keypad = PhoneSyntax.keypadDigit(byte & 0xDF) else { return nil }
            state = Int(transitions[state &+ Int(keypad &- 0x30)])
        }
        return (state, count + wordEnd - start)
    }

    /// The walk on from the first letter of a number's tail, which holds only letters,
    /// digits and ` - . ( )` (blanks at the end): three or more letters walk as their keypad
    /// digits, fewer are dropped, as libphonenumber normalizes them. `nil` for any other
    /// tail, and for an x after a '/' (libphonenumber cuts a second number there).
    @inline(never)
    package static func lettersWalk(
        _ value: UnsafeBufferPointer<UInt8>, from start: Int, state: Int, count: Int, transitions: UnsafeBufferPointer<UInt16>
    ) -> (state: Int, count: Int)? {
        var letters = 0, digitsAfter = false
        var end = value.count
        while end > start && (value[end - 1] == 0x20 || value[end - 1] == 0x09) { end -= 1 }
        for index in start..<end {
            let byte = value[index]
            if QuickAccept.isLetter(byte) {
                letters += 1
            } else if byte &- 0x30 < 10 {
                digitsAfter = true
            } else if !(byte == 0x20 || byte == 0x2D || byte == 0x2E || byte == 0x28 || byte == 0x29) {
                return nil
            }
        }
        if digitsAfter {
            // Digits among the letters (a letter O for a zero): only when no extension can
            // end the tail (an x, "ext", "int" and their kin), which libphonenumber would
            // take off before reading the letters.
            let tail = UnsafeBufferPointer(rebasing: value[start..<end])
            if tail.contains(where: { $0 | 0x20 == UInt8(ascii: "x") }) { return nil }
            for offset in 0..<max(0, tail.count - 2)
            where tail[offset] | 0x20 == UInt8(ascii: "i") && tail[offset + 1] | 0x20 == UInt8(ascii: "n") && tail[offset + 2] | 0x20 == UInt8(ascii: "t") {
                return nil
            }
            if letters < 3 {
                // Letters dropped: the digits walk on.
                var state = state, count = count
                for byte in tail where byte &- 0x30 < 10 {
                    state = Int(transitions[state &+ Int(byte &- 0x30)])
                    count += 1
                }
                return (state, count)
            }
        }
        if value[start] | 0x20 == UInt8(ascii: "x") {
            var before = start - 1
            while before >= 0 && value[before] == 0x20 { before -= 1 }
            if before >= 0 && value[before] == UInt8(ascii: "/") { return nil }
        }
        guard letters >= 3 else { return (state, count) }
        var state = state, count = count
        for index in start..<end {
            let byte = value[index]
            let digit: UInt8
            if byte &- 0x30 < 10 {
                digit = byte
            } else if QuickAccept.isLetter(byte) {
                guard let keypad = PhoneSyntax.keypadDigit(byte & 0xDF) else { return nil }
                digit = keypad
            } else {
                continue
            }
            state = Int(transitions[state &+ Int(digit &- 0x30)])
            count += 1
        }
        return (state, count)
    }

    /// Whether blanks from `start` (maybe none) and then an extension end the value, as
    /// libphonenumber takes them: a tab among the blanks only before another form than
    /// `;ext=` (its RFC 3966 form takes no separator before it, and a tab is none of the
    /// number's punctuation).
    static func isExtensionAfterBlanks(_ value: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = start, tab = false
        while index < value.count && (value[index] == 0x20 || value[index] == 0x09) {
            if value[index] == 0x09 { tab = true }
            index += 1
        }
        return index < value.count && !(tab && isRFCExtension(value, at: index)) && isExtension(value, from: index)
    }

    /// Whether `;ext=` begins at `index`.
    static func isRFCExtension(_ value: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 4 < value.count && value[index] == UInt8(ascii: ";") && value[index + 1] | 0x20 == UInt8(ascii: "e")
            && value[index + 2] | 0x20 == UInt8(ascii: "x") && value[index + 3] | 0x20 == UInt8(ascii: "t") && value[index + 4] == UInt8(ascii: "=")
    }

    /// Whether the bytes from `start` are an extension as libphonenumber takes one at the
    /// end of a number and the reading reads it: `x`, `#`, `ext` (any case; then `.` or `:`
    /// maybe, blanks, commas or dashes), commas, or `;ext=`, then 1 to 6 digits, a `#`
    /// maybe, and blanks to the end. Short extensions only: every pattern takes them.
    @inline(never)
    package static func isExtension(_ value: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        let end = value.count
        var index = start
        func lower(_ at: Int) -> UInt8 { at < end ? value[at] | 0x20 : 0 }
        let marker = value[index]
        var rfc = false
        if marker == UInt8(ascii: ";") {
            guard lower(index + 1) == UInt8(ascii: "e"), lower(index + 2) == UInt8(ascii: "x"), lower(index + 3) == UInt8(ascii: "t"),
                index + 4 < end, value[index + 4] == UInt8(ascii: "=")
            else { return false }
            index += 5
            rfc = true
        } else {
            if marker | 0x20 == UInt8(ascii: "x") || marker == UInt8(ascii: "#") {
                index += 1
            } else if marker | 0x20 == UInt8(ascii: "e"), lower(index + 1) == UInt8(ascii: "x"), lower(index + 2) == UInt8(ascii: "t") {
                index += 3
            } else if marker == UInt8(ascii: ",") {
                while index < end && value[index] == UInt8(ascii: ",") { index += 1 }
            } else {
                return false
            }
            if index < end && (value[index] == UInt8(ascii: ".") || value[index] == UInt8(ascii: ":")) { index += 1 }
            while index < end, [0x20, 0x09, 0x2C, 0x2D].contains(value[index]) { index += 1 }
        }
        let digitsStart = index
        while index < end && value[index] &- 0x30 < 10 { index += 1 }
        guard index - digitsStart >= 1, index - digitsStart <= 6 else { return false }
        if !rfc && index < end && value[index] == UInt8(ascii: "#") { index += 1 }
        while index < end && (value[index] == 0x20 || value[index] == 0x09) { index += 1 }
        return index == end
    }

    /// The automaton's transitions with one state more, the trunk start (the last): a 1
    /// there goes to the start (the trunk prefix read), any other digit where the start
    /// takes it. Each entry is the next state's row (its number times ten), so that a step
    /// of the walk, whose steps wait on one another, is a load and an add.
    /// (Built in one loop into place: appending and mapping cost a phone rule's start-up
    /// 122,000 instructions.)
    package static let walk: [UInt16] = NANPMetadata.transitions.withUnsafeBufferPointer { transitions in
        let start = NANPMetadata.start, states = transitions.count
        return [UInt16](unsafeUninitializedCapacity: states + 10) { table, count in
            for index in 0..<states { table[index] = transitions[index] * 10 }
            for digit in 0..<10 { table[states + digit] = (digit == 1 ? UInt16(start) : transitions[start * 10 + digit]) * 10 }
            count = states + 10
        }
    }

    /// The entries of a row of `walk`: one a digit.
    package static var rowWidth: Int { 10 }
    /// The plan's automaton's start state and its accepting states (for the line
    /// automaton's builder, in `Sources/Generators`).
    package static var start: Int { NANPMetadata.start }
    package static var accepting: [UInt8] { NANPMetadata.accepting }

    /// The trunk start's row in `walk` (the last row).
    @inline(__always)
    static func trunkRow(_ transitions: UnsafeBufferPointer<UInt16>) -> Int { transitions.count - rowWidth }

    /// Whether the state of a row of `walk` accepts.
    @inline(__always)
    static func accepts(_ row: Int, _ transitions: UnsafeBufferPointer<UInt16>) -> Bool { NANPMetadata.accepting[row / rowWidth] != 0 }

    /// Ten digits of the plan in one of libphonenumber's forms (its US formatting rule).
    /// `format` of the last ten digits of `value` (there are ten or more), written at
    /// `target` (room for 22 bytes): how many bytes. No String, no array: `format`,
    /// `--unique` and `--one-of` make this for every valid number of a column.
    static func write(lastTenDigitsOf value: UnsafeBufferPointer<UInt8>, as form: PhoneFormat, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var digits: (UInt64, UInt64) = (0, 0)
        return withUnsafeMutableBytes(of: &digits) { raw -> Int in
            guard let base = raw.baseAddress else { return 0 }
            let digit = base.assumingMemoryBound(to: UInt8.self)
            var found = 10
            var index = value.count
            while found > 0 && index > 0 {
                index -= 1
                if value[index] &- 0x30 < 10 {
                    found -= 1
                    digit[found] = value[index]
                }
            }
            return write(tenDigits: digit, as: form, to: target)
        }
    }

    /// Ten digits (ASCII) in a form.
    @inline(__always)
    static func write(tenDigits digit: UnsafePointer<UInt8>, as form: PhoneFormat, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 0
        func put(_ byte: UInt8) {
            target[count] = byte
            count += 1
        }
        func put(_ range: Range<Int>) { for index in range { put(digit[index]) } }
        switch form {
        case .national:
            put(0x28); put(0..<3); put(0x29); put(0x20); put(3..<6); put(0x2D); put(6..<10)
        case .international:
            put(0x2B); put(0x31); put(0x20); put(0..<3); put(0x2D); put(3..<6); put(0x2D); put(6..<10)
        case .e164:
            put(0x2B); put(0x31); put(0..<10)
        case .rfc3966:
            for byte in "tel:+1-".utf8 { put(byte) }
            put(0..<3); put(0x2D); put(3..<6); put(0x2D); put(6..<10)
        }
        return count
    }

    /// The quick status of ten digits that begin with 1 (no '+'): `(123) 555-0192`, the
    /// area code 123, which does not exist, or `1-555-012-345`, a 1 and the beginning of a
    /// number. Kept out of the one-pass walk, which it would slow.
    @inline(never)
    static func leadingOneStatus(_ value: UnsafeBufferPointer<UInt8>, _ count: Int) -> Status? {
        guard count == 10 else { return nil }
        var digits = 0, glued = false, grouped = false, afterDigit = false, brokeAfterDigit = false
        var state = NANPMetadata.start
        for byte in value {
            if byte &- 0x30 < 10 {
                if digits == 1 && afterDigit { glued = true }
                if brokeAfterDigit { grouped = true }
                if digits > 0 { state = Int(NANPMetadata.transitions[state * 10 + Int(byte - 0x30)]) }
                digits += 1
                afterDigit = true
                brokeAfterDigit = false
            } else {
                if afterDigit { brokeAfterDigit = true }
                afterDigit = false
            }
        }
        // Ten digits that a 1 begins are no valid number for libphonenumber (no area code
        // begins with 1); the reading then takes the 1 as the trunk prefix, unless it was
        // typed into the first group, and the nine digits after it are the beginning of a
        // number, or of none.
        if glued && grouped { return .failed }
        return state != 0 ? .tooShort : .failed
    }

    /// `(201) 555-0123`
    static func format(_ digits: [UInt8]) -> String {
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

    enum ParseResult {
        case success(Parts)
        case failure(String)
        /// The character at this byte offset is not allowed in a phone number (worded by
        /// the caller: a report line writes it as bytes).
        case refused(at: Int)
    }

    /// Whether no number of the plan can be what libphonenumber reads in `number`, a viable
    /// ASCII number as `_extract_possible_number` keeps it, read as +1 (no '+', no prefix
    /// 011). Its national number is its normalized digits up to the extension, so a
    /// beginning of them under one of the two ways letters are read (dropped, or keypad
    /// digits when three or more are left before the extension), less any leading 1s (the
    /// country code and trunk prefix it may strip). No number is valid when, from each such
    /// start, fewer than ten digits follow or the ten that do are no valid number, and no
    /// seven that 310 begins follow (the only seven-digit numbers of the plan: Canada's
    /// 310-xxxx, libphonenumber's non-geographic "uan" pattern `310\d{4}`).
    static func noPlanNumber(_ number: UnsafeBufferPointer<UInt8>, walk: [UInt16]) -> Bool {
        walk.withUnsafeBufferPointer { transitions -> Bool in
            for keypad in [false, true] {
                // The first 16 normalized digits (past those, the answer is the same: ten
                // decide from any start among the first six).
                var digits: [UInt8] = []
                digits.reserveCapacity(16)
                for byte in number where digits.count < 16 {
                    if byte &- 0x30 < 10 {
                        digits.append(byte &- 0x30)
                    } else if keypad, (byte | 0x20) &- 0x61 < 26, let key = PhoneSyntax.keypadDigit(byte & 0xDF) {
                        digits.append(key &- 0x30)
                    }
                }
                var start = 0
                while true {
                    // (Seven digits are valid only as Canada's 310-xxxx.)
                    if digits.count - start >= 7 && digits[start] == 3 && digits[start + 1] == 1 && digits[start + 2] == 0 { return false }
                    if digits.count - start >= 10 {
                        var state = NANPMetadata.start * rowWidth
                        for digit in digits[start..<(start + 10)] {
                            state = Int(transitions[state &+ Int(digit)])
                        }
                        if accepts(state, transitions) { return false }
                    }
                    guard start < digits.count && digits[start] == 1 && start < 6 else { break }
                    start += 1
                }
            }
            return true
        }
    }

    /// The reading's status of trimmed text its parse does not take, with no reason built:
    /// failed when refused at a character or failing (`judgeTrimmed` then judges it
    /// invalid); `nil` when the parse takes it (the digits decide) or calls it another
    /// country's number (the port decides).
    static func refusalStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        switch parse(value, wantsReason: false) {
        case .refused: return .failed
        case .failure(let reason): return reason == notNorthAmerican ? nil : .failed
        case .success: return nil
        }
    }

    /// Splits off the extension and collects the digits of the number itself.
    static func parse(_ text: UnsafeBufferPointer<UInt8>, wantsReason: Bool = true) -> ParseResult {
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
    static func refusedCharacterReason(_ value: UnsafeBufferPointer<UInt8>, into reason: inout ByteBuffer) -> Status? {
        guard value.allSatisfy({ $0 < 0x80 }), case .refused(let index) = parse(value, wantsReason: false) else { return nil }
        let byte = value[index]
        guard byte > 0x20 && byte < 0x7F else { return nil }
        TextNormalization.describe(ascii: byte, into: &reason)
        reason.append(text: " is not allowed in a phone number")
        return .failed
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// The character at a byte offset, described for a reason (`'a'`, `U+0007`).
    static func describeCharacter(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> String {
        let rest = String(decoding: UnsafeBufferPointer(rebasing: text[index...]), as: UTF8.self)
        return rest.first.map(TextNormalization.describe) ?? "?"
    }

    /// The length of the extension marker the bytes begin with (any case; the longest
    /// first: `;ext=`, `extension`, `ext.`, `ext`, `x`, `#`), and whether it is a short one (`x`,
    /// `#`), whose extension takes 9 digits at most.
    static func extensionMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> (length: Int, short: Bool)? {
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
    static func parseExtension(_ bytes: UnsafeBufferPointer<UInt8>, marker: (length: Int, short: Bool)) -> Result<String, ExtensionError> {
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

    struct ExtensionError: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
