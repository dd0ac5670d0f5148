/// The North American reading's fast tier: its one-pass quick status over the generated
/// automaton (`walk`), the forms of ten digits written on the bytes, and what the line
/// automaton and the table's shortcuts ask of it. Its reasons, parse and validity are the
/// reference's (`FieldCheckReference`'s `NANPReading`), which this extends and never the
/// other way round: the reference module cannot see this file.
import FieldCheckReference

extension NANPReading {
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
            return PhoneReference.hasSecondNumberStart(value) ? nil : wordsStatus(UnsafeBufferPointer(rebasing: value[index...]))
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
        if value[0] | 0x20 == UInt8(ascii: "x") && value.dropFirst().allSatisfy({ QuickAccept.isASCIIWhitespace($0) }) { return nil }
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
        if PhoneReference.hasSecondNumberStart(value) { return .secondNumber }
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

}
