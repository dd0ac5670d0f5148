/// Lines of North American numbers counted a buffer at a time: one automaton over the
/// bytes of whole lines, walked on four quarters of the buffer at once.
///
/// Why: `NANPReading.quickStatus` walks a number's digits through the plan's automaton,
/// but a line costs more than its walk: finding its end, a call, the prologue (blanks,
/// `+1`, `tel:`), a branch for each separator and the tail's tests, and each step of the
/// walk waits on the one before. Here the prologue, the separators and the tail are states
/// too, and so is a line's end: a byte is a table step with no branch (the state a line
/// feed leads to picks a lane of packed counts; a line left over is noted at its line
/// feed, for after the round), and four quarters of the buffer are walked together so
/// that the steps of each fill the waits of the others. With a branch at each line's end,
/// 1.5 mispredicted branches a line (its end, its status) cost more than the walk.
///
/// The states are the plan's automaton (from `NANPReading.walk`) crossed with what
/// `quickStatus` remembers of a line: a trunk 1, `+1` or a `tel:` URI before the digits,
/// their count, whether 3 began them; and the shapes around a number the quick status
/// reads (extensions, a keypad word, words, text with no number). Each state holds the
/// status the rule gives a line that ends there, or none: a line that reaches such a
/// state, or any byte the states do not read (other scripts, most junk), is left to the
/// caller, who checks it the usual way. So the automaton need only be right where it
/// answers, and is held to `Rule.status` there by tests and a fuzz target.
public struct NANPLineAutomaton: LineCounter {
    /// Inputs shorter than this are best checked a line at a time (`check` does): building
    /// the automaton (a few million instructions, once) pays only on more.
    public static let walkedFrom = 512 * 1024
    public var walkedFrom: Int { Self.walkedFrom }

    public init() {}

    /// Byte classes: a digit is its value; then these.
    /// (`(` and `)` are one class, `/`, `-` and `.` each their own: a word after a number
    /// may have brackets but no slash, an extension's label may be followed by a `.`, and
    /// its digits by dashes. Letters by keypad digit, and those of `tel:` and `ext` of
    /// their own.)
    static let bracket: UInt8 = 10, space: UInt8 = 11, tab: UInt8 = 12, plus: UInt8 = 13, carriageReturn: UInt8 = 14
    static let lineFeed: UInt8 = 15, letterT: UInt8 = 16, letterE: UInt8 = 17, letterL: UInt8 = 18, colon: UInt8 = 19, other: UInt8 = 20
    static let capitalT: UInt8 = 21, capitalE: UInt8 = 22, letterX: UInt8 = 23, semicolon: UInt8 = 24, equals: UInt8 = 25
    static let hash: UInt8 = 26, comma: UInt8 = 27, dash: UInt8 = 28, dot: UInt8 = 29
    /// Other ASCII letters; bytes no state reads past: not ASCII, and the vertical tab and
    /// form feed (blanks to the reading, unlike the rest of `other`).
    static let unread: UInt8 = 31
    static let slash: UInt8 = 30
    /// Other ASCII letters, by their keypad digit (2 to 9: the range's first to its last;
    /// a keypad word walks as its digits).
    static let keypadLetters: ClosedRange<UInt8> = 32...39
    static let width = 40

    /// The keypad digit of a letter's class.
    static func keypadDigit(_ byteClass: UInt8) -> UInt8? {
        switch byteClass {
        case letterT, capitalT: return 8
        case letterE, capitalE: return 3
        case letterL: return 5
        case letterX: return 9
        case keypadLetters: return byteClass - keypadLetters.lowerBound + 2
        default: return nil
        }
    }

    /// The classes of ASCII letters.
    static func isLetter(_ byteClass: UInt8) -> Bool {
        switch byteClass {
        case letterT, letterE, letterL, capitalT, capitalE, letterX, keypadLetters: return true
        default: return false
        }
    }

    /// The letters that may begin an extension's label after a number (`x`, `ext`).
    static func mayBeginExtension(_ byteClass: UInt8) -> Bool { byteClass == letterX || byteClass == letterE || byteClass == capitalE }

    /// The separators a number's digits may have between them: `( ) - . /` (and spaces).
    static func isSeparator(_ byteClass: UInt8) -> Bool { byteClass == bracket || byteClass == slash || byteClass == dash || byteClass == dot }

    /// A line's status, as an index into the counts; `unsettled` for a line left to the caller.
    enum Verdict {
        static let passed: UInt8 = 0, tooShort: UInt8 = 1, failed: UInt8 = 2, unsettled: UInt8 = 3
    }

    /// What a state remembers of the line so far.
    enum Node: Hashable {
        /// Nothing this automaton settles can follow.
        case sink
        /// Nothing read yet (at the start of the buffer).
        case lead
        /// Blanks only, so far.
        case blanks
        /// A line feed just passed, ending a line of this status; then as `lead`.
        case lineEnd(UInt8)
        /// `t`, `te`, `tel`, `tel:` at the line's start.
        case uriScheme(Int)
        /// Separators after the blanks, no digit yet (no '+').
        case openNumber
        /// A letter first (after blanks), then no digit, '+' or byte that is not ASCII:
        /// no number for libphonenumber, no word the reading reads (`wordsStatus`).
        case words
        /// An x first, then only blanks: the reading's empty number, for the full check.
        case loneX
        /// No digit, then a byte that refuses a number (`?`, `*`, a letter after a
        /// separator), then none of a digit, '+', an extension's mark `# ; ,`, or a byte
        /// that is not ASCII: libphonenumber finds no number (`noNumberStatus`).
        case noNumber
        /// A 0 first (no '+'), and the digits after it so far the beginning of 011 (1 to
        /// 3 digits: too short), or not (failed), as `quickStatus` reads them.
        case zeroPrefix(Int)
        case zeroOther
        /// '+' (after `tel:` for a URI), maybe spaces: a 1 must follow.
        case plus(uri: Bool)
        /// `+1`, maybe separators, no digit after it yet.
        case afterCountryCode(uri: Bool)
        /// Digits: `row` in `NANPReading.walk` (0: no number of the plan begins so),
        /// `count` of them after the country code or trunk 1 (12 stands for more), and
        /// whether 3 began them (which matters only at seven).
        case number(kind: Kind, row: Int, count: Int, firstThree: Bool)
        /// A word after six digits (a keypad word for the last four: `552.521.MVAR`): the
        /// walk through the letters' keypad digits (`row`) and the digits and letters so far
        /// (`count`; 11 stands for more). Three letters or more walk as digits, fewer are
        /// dropped, as `NANPReading.lettersWalk` reads them.
        case keypadWord(row: Int, count: Int)
        /// A word after ten digits (`cell`, `mobile`): whether the ten are valid, and the
        /// letters so far (3 stands for more).
        case wordAfterNumber(valid: Bool, letters: Int)
        /// One or two letters after three digits or more of another count than six or ten,
        /// maybe digits after them (a letter O for a zero: `(201) 5O5-0123`): the reading
        /// drops fewer than three letters, so the digits' `count` decides but at ten (or
        /// seven that 3 began), where the full check walks them (`NANPReading.lettersWalk`).
        /// `letters` 3: a word of three or more after eight digits or more and no digit
        /// after it (`201 555 012 cell`), whose keypad digits make too many (`count` 12).
        case droppedLetters(kind: Kind, count: Int, letters: Int, firstThree: Bool, digitsAfter: Bool)
        /// Six digits (of a kind a keypad word may follow) and a '/' after them, spaces
        /// maybe: as the number, but an x after it begins no keypad word (libphonenumber
        /// cuts a second number at `/x`, `NANPReading.lettersWalk`).
        case slashedSix(kind: Kind, row: Int, firstThree: Bool)
        /// An x after six digits: a final x or an extension's label (as `ext(.finalX, ...)`),
        /// or, when a letter follows, a keypad word's first letter (`552.521.XRAY`).
        case xAfterSix(row: Int, status: UInt8, withExtension: UInt8)
        /// An e after six digits: `ext`'s first letter, or a keypad word's when a letter
        /// other than x follows (`552.521.EMMA`).
        case eAfterSix(row: Int, withExtension: UInt8)
        /// A tab after the number, then only blanks: the line's status is the number's
        /// (the first), or with an extension after them, the second.
        case trailing(UInt8, UInt8)
        /// An extension after a number (`x12`, `ext. 12`, `#12`, `,12`, `;ext=12`): where
        /// it is, the number's status without one (for a final x) and with one.
        case ext(ExtensionPlace, UInt8, UInt8)
        /// A CR after the number: the line's status is the number's if the line ends here.
        case carriageReturn(UInt8)
    }

    /// Where an extension is read, as `NANPReading.isExtension` reads one: a label (`x`,
    /// `#`, `ext` in any case, commas, or `;ext=`), then for all but `;ext=` a `.` or `:`
    /// maybe and blanks, commas or dashes, then 1 to 6 digits, a `#` maybe (not after
    /// `;ext=`), and blanks to the end.
    enum ExtensionPlace: Hashable {
        /// An x right after the number (its separators): alone, or with blanks after it,
        /// it ends the line as the number does (libphonenumber drops a final x).
        case finalX
        /// An x and blanks after it.
        case finalXBlanks
        /// `x` (after a tab), `#`, `ext`: a `.` or `:` may come.
        case label
        /// Commas: more may come, then as after a label.
        case commas
        /// After the label's `.` or `:`, or blanks, commas or dashes.
        case beforeDigits
        /// `e`, `ex` of `ext`.
        case partOfExt(Int)
        /// `;`, `;e`, `;ex`, `;ext` of `;ext=`.
        case partOfRFC(Int)
        /// `;ext=`: digits must come.
        case rfc
        /// Digits of the extension (how many), after `;ext=` or not.
        case digits(Int, rfc: Bool)
        /// A `#` after the digits, or blanks after them: only blanks may follow.
        case end

        var key: Int {
            switch self {
            case .finalX: return 0
            case .finalXBlanks: return 1
            case .label: return 2
            case .commas: return 3
            case .beforeDigits: return 4
            case .partOfExt(let length): return 4 + length  // 5, 6
            case .partOfRFC(let length): return 6 + length  // 7...10
            case .rfc: return 11
            case .digits(let count, let rfc): return 11 + count + (rfc ? 6 : 0)  // 12...23
            case .end: return 24
            }
        }
        static let keys = 25
    }

    /// How the digits were introduced.
    enum Kind: Int, Hashable {
        /// None, or `+1`.
        case plain
        /// A 1 without '+' (the trunk prefix, or the country code).
        case trunk
        /// `tel:+1`.
        case uri
        /// `1` and `1` (no '+'): libphonenumber may read the country code and a trunk 1.
        case trunkOne
        /// `+1 1` (or `tel:+1 1`): a trunk 1 after the country code, which libphonenumber
        /// takes only with ten digits after it. `count` includes the 1.
        case plusOne
    }

    /// The automaton's tables, built at the first walk.
    /// Column by column (a class's next states for every state, then the next class's):
    /// a step reads two bytes where the states a column of numbers visits lie close
    /// together. Row by row, a state's row of 32 entries took a cache line of its own, and
    /// the states that random area codes visit (1,500 of them) filled 96 KiB, three times
    /// the first-level cache.
    struct Tables: Sendable {
        /// The next state's number for a byte's column (`offsets`) plus a state's number.
        let columns: [UInt16]
        /// Where each byte's class's column begins.
        let offsets: [UInt32]
        /// Each state's lane of the packed counts: its `Verdict` + 1 for a line's end, else 0.
        let laneOf: [UInt8]
        static let lanes: [UInt64] = [0, 1, 1 << 16, 1 << 32, 1 << 48]
        /// States 1 to 4 are the line's end with each `Verdict` (a line feed leads there,
        /// and nothing else does); 0 is the sink.
        static let lineEnds = 1...4
        /// The state the buffer's first line begins in.
        static let lead = 5

        /// Read from `NANPLineAutomatonData` (what this builder made from the same walk, a
        /// test holds them equal): building took 17 million instructions, some 4 ms of a
        /// count, reading them one.
        static let shared = Tables(states: NANPLineAutomatonData.states, encoded: NANPLineAutomatonData.columns)
            ?? Tables(walk: NANPReading.walk)
    }

    /// Counts the lines of `bytes` (each ending in a line feed, but maybe the last; a CR
    /// before it is not the value's) by status into `counts` (passed, too-short, failed),
    /// and hands each line the automaton leaves, without its line feed and final CR, to
    /// `other`, in no particular order. `other` returns false to stop: then so does this.
    public func tally(
        _ bytes: UnsafeBufferPointer<UInt8>, into counts: inout (passed: Int, tooShort: Int, failed: Int),
        other: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        let end = bytes.count
        // The lines with their line feed, and a last one without.
        var complete = end
        while complete > 0 && base[complete - 1] != 0x0A { complete -= 1 }
        if complete > 0 {
            // Four quarters, each but the first from the line after its start.
            var cuts = [0, 0, 0, 0, complete]
            for quarter in 1..<4 {
                var cut = max(complete * quarter / 4, cuts[quarter - 1])
                while cut < complete && base[cut] != 0x0A { cut += 1 }
                cuts[quarter] = min(cut + 1, complete)
            }
            let tables = Tables.shared
            let keptOn = tables.columns.withUnsafeBufferPointer { columns in
                tables.offsets.withUnsafeBufferPointer { offsets in
                    tables.laneOf.withUnsafeBufferPointer { laneOf in
                        Tables.lanes.withUnsafeBufferPointer { lanes in
                            // (None of the tables is empty.)
                            guard let columns = columns.baseAddress, let offsets = offsets.baseAddress, let laneOf = laneOf.baseAddress,
                                let lanes = lanes.baseAddress
                            else { return true }
                            let walker = Walker(columns: columns, offsets: offsets, laneOf: laneOf, lanes: lanes)
                            return Self.walk(base, cuts, walker, &counts, other)
                        }
                    }
                }
            }
            guard keptOn else { return false }
        }
        return complete < end ? other(Self.value(base, complete, end)) : true
    }

    /// The tables a walk reads, as pointers.
    struct Walker {
        let columns: UnsafePointer<UInt16>
        let offsets: UnsafePointer<UInt32>
        /// Each state's lane of the packed counts (see `lanes`).
        let laneOf: UnsafePointer<UInt8>
        /// The lines ended, packed: 16 bits a status (the line's end states 1 to 4 have
        /// lanes 1 to 4; other states lane 0, which counts nothing). A round's lines fill
        /// no lane.
        let lanes: UnsafePointer<UInt64>
    }

    /// The bytes of a round a stream walks at most: the line feeds of four streams' rounds
    /// must not fill a lane of the packed counts (16 bits).
    static let round = 8 * 1024

    /// Walks four ranges of whole lines together (`cuts`: their starts, and the end), a
    /// round at a time, then what is left of each; after each round, counts its lines and
    /// hands on the lines left. Four streams, not two: the loads of each fill the waits of
    /// the others (3 to 4% less time than two streams, on plain and pasted numbers alike).
    /// (Plain variables and pointers: with the streams as structs the states went through
    /// the stack, a store and a load more on each step's chain.)
    private static func walk(
        _ base: UnsafePointer<UInt8>, _ cuts: [Int], _ walker: Walker,
        _ counts: inout (passed: Int, tooShort: Int, failed: Int), _ other: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        var state0 = Tables.lead, state1 = Tables.lead, state2 = Tables.lead, state3 = Tables.lead
        var position0 = cuts[0], position1 = cuts[1], position2 = cuts[2], position3 = cuts[3]
        let end0 = cuts[1], end1 = cuts[2], end2 = cuts[3], end3 = cuts[4]
        // Where each left line's line feed is in its round (a note is written at every
        // byte; only a left line's moves past it).
        let notes0 = UnsafeMutablePointer<Int32>.allocate(capacity: 4 * (round + 1))
        defer { notes0.deallocate() }
        let notes1 = notes0 + round + 1, notes2 = notes1 + round + 1, notes3 = notes2 + round + 1
        let left = Tables.lineEnds.upperBound
        let columns = walker.columns, offsets = walker.offsets, laneOf = walker.laneOf, lanes = walker.lanes
        while position0 < end0 || position1 < end1 || position2 < end2 || position3 < end3 {
            let steps0 = min(round, end0 - position0), steps1 = min(round, end1 - position1)
            let steps2 = min(round, end2 - position2), steps3 = min(round, end3 - position3)
            let together = min(min(steps0, steps1), min(steps2, steps3))
            let bytes0 = base + position0, bytes1 = base + position1, bytes2 = base + position2, bytes3 = base + position3
            var packed: UInt64 = 0
            var left0 = 0, left1 = 0, left2 = 0, left3 = 0
            var s0 = state0, s1 = state1, s2 = state2, s3 = state3
            var index = 0
            while index < together {
                s0 = Int(columns[Int(offsets[Int(bytes0[index])]) &+ s0])
                s1 = Int(columns[Int(offsets[Int(bytes1[index])]) &+ s1])
                s2 = Int(columns[Int(offsets[Int(bytes2[index])]) &+ s2])
                s3 = Int(columns[Int(offsets[Int(bytes3[index])]) &+ s3])
                packed &+= (lanes[Int(laneOf[s0])] &+ lanes[Int(laneOf[s1])]) &+ (lanes[Int(laneOf[s2])] &+ lanes[Int(laneOf[s3])])
                notes0[left0] = Int32(truncatingIfNeeded: index)
                notes1[left1] = Int32(truncatingIfNeeded: index)
                notes2[left2] = Int32(truncatingIfNeeded: index)
                notes3[left3] = Int32(truncatingIfNeeded: index)
                left0 &+= s0 == left ? 1 : 0
                left1 &+= s1 == left ? 1 : 0
                left2 &+= s2 == left ? 1 : 0
                left3 &+= s3 == left ? 1 : 0
                index &+= 1
            }
            // The longer streams' rest of their rounds, alone.
            walkAlone(bytes0, index, steps0, walker, &s0, &packed, notes0, &left0)
            walkAlone(bytes1, index, steps1, walker, &s1, &packed, notes1, &left1)
            walkAlone(bytes2, index, steps2, walker, &s2, &packed, notes2, &left2)
            walkAlone(bytes3, index, steps3, walker, &s3, &packed, notes3, &left3)
            state0 = s0
            state1 = s1
            state2 = s2
            state3 = s3
            counts.passed += Int(packed & 0xFFFF)
            counts.tooShort += Int((packed >> 16) & 0xFFFF)
            counts.failed += Int((packed >> 32) & 0xFFFF)
            guard handOnLeft(base, notes0, left0, round: position0, from: cuts[0], other),
                handOnLeft(base, notes1, left1, round: position1, from: cuts[1], other),
                handOnLeft(base, notes2, left2, round: position2, from: cuts[2], other),
                handOnLeft(base, notes3, left3, round: position3, from: cuts[3], other)
            else { return false }
            position0 += steps0
            position1 += steps1
            position2 += steps2
            position3 += steps3
        }
        return true
    }

    /// One stream's steps from `from` to `to` of its round, as in the walk of four.
    @inline(__always)
    private static func walkAlone(
        _ bytes: UnsafePointer<UInt8>, _ from: Int, _ to: Int, _ walker: Walker, _ state: inout Int, _ packed: inout UInt64,
        _ notes: UnsafeMutablePointer<Int32>, _ left: inout Int
    ) {
        var index = from
        while index < to {
            state = Int(walker.columns[Int(walker.offsets[Int(bytes[index])]) &+ state])
            packed &+= walker.lanes[Int(walker.laneOf[state])]
            notes[left] = Int32(truncatingIfNeeded: index)
            left &+= state == Tables.lineEnds.upperBound ? 1 : 0
            index &+= 1
        }
    }

    /// The lines left in a round, from their line feeds: each begins after the line feed
    /// before it (or at the stream's start).
    private static func handOnLeft(
        _ base: UnsafePointer<UInt8>, _ notes: UnsafeMutablePointer<Int32>, _ count: Int, round: Int, from streamStart: Int,
        _ other: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        for index in 0..<count {
            let lineFeed = round + Int(notes[index])
            var start = lineFeed
            while start > streamStart && base[start - 1] != 0x0A { start -= 1 }
            guard other(value(base, start, lineFeed)) else { return false }
        }
        return true
    }

    /// A line's value: without its final CR.
    static func value(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
        var end = end
        if end > start && base[end - 1] == 0x0D { end -= 1 }
        return UnsafeBufferPointer(start: base + start, count: end - start)
    }
}

extension NANPLineAutomaton.Tables {
    typealias Node = NANPLineAutomaton.Node
    typealias Verdict = NANPLineAutomaton.Verdict

    /// Each byte's class.
    static let classes: [UInt8] = {
        var classes = [UInt8](repeating: NANPLineAutomaton.other, count: 256)
        for byte in 0x41...0x5A {
            let digit = PhoneSyntax.keypadDigit(UInt8(byte)).map { $0 - 0x30 } ?? 9
            classes[byte] = NANPLineAutomaton.keypadLetters.lowerBound + digit - 2
            classes[byte + 0x20] = classes[byte]
        }
        for byte in 0x80...0xFF { classes[byte] = NANPLineAutomaton.unread }
        classes[0x0B] = NANPLineAutomaton.unread
        classes[0x0C] = NANPLineAutomaton.unread
        for digit in 0..<10 { classes[0x30 + digit] = UInt8(digit) }
        for byte in "()".utf8 { classes[Int(byte)] = NANPLineAutomaton.bracket }
        classes[Int(UInt8(ascii: "/"))] = NANPLineAutomaton.slash
        classes[Int(UInt8(ascii: "-"))] = NANPLineAutomaton.dash
        classes[Int(UInt8(ascii: "."))] = NANPLineAutomaton.dot
        classes[Int(UInt8(ascii: "T"))] = NANPLineAutomaton.capitalT
        classes[Int(UInt8(ascii: "E"))] = NANPLineAutomaton.capitalE
        classes[Int(UInt8(ascii: "x"))] = NANPLineAutomaton.letterX
        classes[Int(UInt8(ascii: "X"))] = NANPLineAutomaton.letterX
        classes[Int(UInt8(ascii: ";"))] = NANPLineAutomaton.semicolon
        classes[Int(UInt8(ascii: "="))] = NANPLineAutomaton.equals
        classes[Int(UInt8(ascii: "#"))] = NANPLineAutomaton.hash
        classes[Int(UInt8(ascii: ","))] = NANPLineAutomaton.comma
        classes[0x20] = NANPLineAutomaton.space
        classes[0x09] = NANPLineAutomaton.tab
        classes[Int(UInt8(ascii: "+"))] = NANPLineAutomaton.plus
        classes[0x0D] = NANPLineAutomaton.carriageReturn
        classes[0x0A] = NANPLineAutomaton.lineFeed
        classes[Int(UInt8(ascii: "t"))] = NANPLineAutomaton.letterT
        classes[Int(UInt8(ascii: "e"))] = NANPLineAutomaton.letterE
        classes[Int(UInt8(ascii: "l"))] = NANPLineAutomaton.letterL
        classes[Int(UInt8(ascii: ":"))] = NANPLineAutomaton.colon
        return classes
    }()

    /// The tables from their columns (each class's next states, one after another).
    init(states: Int, columns: [UInt16]) {
        self.columns = columns
        self.offsets = Self.classes.map { UInt32(Int($0) * states) }
        self.laneOf = (0..<states).map { Self.lineEnds.contains($0) ? UInt8($0) : 0 }
    }

    /// The tables as `NANPLineAutomatonData` holds them (three characters of the base64
    /// alphabet a state, a column a string); `nil` when the data does not fit together.
    init?(states: Int, encoded: [StaticString]) {
        let width = NANPLineAutomaton.width
        guard states > Self.lead, states <= Int(UInt16.max), encoded.count == width else { return nil }
        var digits = [UInt8](repeating: 0xFF, count: 256)
        for (value, byte) in Self.base64.utf8.enumerated() { digits[Int(byte)] = UInt8(value) }
        var fits = encoded.allSatisfy { $0.hasPointerRepresentation && $0.utf8CodeUnitCount == 3 * states }
        // (Bytes outside the alphabet are 0xFF, whose top bits the test after the loop finds;
        // the largest state too.)
        var outside: UInt8 = 0, largest = 0
        let columns = [UInt16](unsafeUninitializedCapacity: states * width) { columns, count in
            digits.withUnsafeBufferPointer { digits in
                guard let base = columns.baseAddress else { return }
                for (byteClass, column) in encoded.enumerated() where fits {
                    let text = column.utf8Start, target = base + byteClass * states
                    for state in 0..<states {
                        let a = digits[Int(text[3 * state])], b = digits[Int(text[3 * state + 1])], c = digits[Int(text[3 * state + 2])]
                        outside |= a | b | c
                        let next = Int(a & 63) << 12 | Int(b & 63) << 6 | Int(c & 63)
                        largest = max(largest, next)
                        target[state] = UInt16(truncatingIfNeeded: next)
                    }
                }
            }
            // (Every entry written, or the array is not used: zeros when one did not fit.)
            if !fits { columns.initialize(repeating: 0) }
            count = states * width
        }
        fits = fits && outside < 64 && largest < states
        guard fits else { return nil }
        self.init(states: states, columns: columns)
    }

    static let base64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

    /// The columns as `init(states:encoded:)` reads them.
    func encodedColumns() -> [String] {
        let states = laneOf.count
        let alphabet = Array(Self.base64.utf8)
        return (0..<NANPLineAutomaton.width).map { byteClass in
            var text: [UInt8] = []
            text.reserveCapacity(3 * states)
            for state in 0..<states {
                let next = Int(columns[byteClass * states + state])
                text += [alphabet[next >> 12 & 63], alphabet[next >> 6 & 63], alphabet[next & 63]]
            }
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// Builds the automaton from the plan's `walk` (see `Node` and `step`).
    init(walk: [UInt16]) {
        let width = NANPLineAutomaton.width
        let startRow = NANPMetadata.start * NANPReading.rowWidth
        let walkRows = walk.count / NANPReading.rowWidth
        let numbersFrom = 40 + NANPLineAutomaton.ExtensionPlace.keys * 16 + 12 + 5 * walkRows
        // States numbered as met, breadth first; a node's key indexes their numbers (an
        // array, not a dictionary: hashing the nodes cost 17 million instructions).
        func key(_ node: Node) -> Int {
            switch node {
            case .sink: return 0
            case .lead: return 1
            case .openNumber: return 2
            case .plus(let uri): return uri ? 4 : 3
            case .afterCountryCode(let uri): return uri ? 6 : 5
            case .trailing(let status, let withExtension): return 24 + Int(status) * 4 + Int(withExtension)
            case .ext(let place, let status, let withExtension): return 40 + (place.key * 4 + Int(status)) * 4 + Int(withExtension)
            case .carriageReturn(let status): return 11 + Int(status)
            case .lineEnd(let status): return 15 + Int(status)
            case .uriScheme(let length): return 18 + length
            case .blanks: return 23
            case .words: return 7
            case .loneX: return 8
            case .noNumber: return 9
            case .zeroOther: return 10
            case .zeroPrefix(let length): return 440 + length  // (after the extensions' keys)
            case .wordAfterNumber(let valid, let letters): return 444 + (valid ? 4 : 0) + letters
            case .keypadWord(let row, let count): return 452 + (count - 7) * walkRows + row / NANPReading.rowWidth
            case .number(let kind, let row, let count, let firstThree):
                return numbersFrom + ((kind.rawValue * 13 + count) * 2 + (firstThree ? 1 : 0)) * walkRows + row / NANPReading.rowWidth
            case .droppedLetters(let kind, let count, let letters, let firstThree, let digitsAfter):
                return droppedFrom + (((kind.rawValue * 13 + count) * 2 + (firstThree ? 1 : 0)) * 2 + (digitsAfter ? 1 : 0)) * 3 + letters - 1
            case .slashedSix(let kind, let row, let firstThree):
                return slashedFrom + (kind.rawValue * 2 + (firstThree ? 1 : 0)) * walkRows + row / NANPReading.rowWidth
            case .xAfterSix(let row, let status, let withExtension):
                return xFrom + (Int(status) * 4 + Int(withExtension)) * walkRows + row / NANPReading.rowWidth
            case .eAfterSix(let row, let withExtension):
                return eFrom + Int(withExtension) * walkRows + row / NANPReading.rowWidth
            }
        }
        let droppedFrom = numbersFrom + 5 * 13 * 2 * walkRows
        let slashedFrom = droppedFrom + 5 * 13 * 2 * 2 * 3
        let xFrom = slashedFrom + 5 * 2 * walkRows
        let eFrom = xFrom + 4 * 4 * walkRows
        var numbers = [Int32](repeating: -1, count: eFrom + 4 * walkRows)
        var nodes: [Node] = []
        func number(_ node: Node) -> Int {
            let key = key(node)
            if numbers[key] >= 0 { return Int(numbers[key]) }
            numbers[key] = Int32(nodes.count)
            nodes.append(node)
            return nodes.count - 1
        }
        // (The sink, the line's ends and the lead first: see `lineEnds` and `lead`.)
        _ = number(.sink)
        for status in [Verdict.passed, Verdict.tooShort, Verdict.failed, Verdict.unsettled] { _ = number(.lineEnd(status)) }
        precondition(number(.lead) == Self.lead)
        var afterNumbers = [Int32](repeating: -1, count: 16 * width)
        var afterLetters = [Int32](repeating: -1, count: 5 * 13 * 2 * width)
        var rows: [UInt32] = []
        rows.reserveCapacity(4096 * width)
        var next = 0
        while next < nodes.count {
            let node = nodes[next]
            let this = next
            next += 1
            let verdict = Self.verdict(node)
            let lineEnd = number(.lineEnd(verdict))
            if case .number(let kind, let row, let count, let firstThree) = node {
                // (Most states are numbers: their digits and separators are taken here,
                // not by `step`, which a build ran some 30,000 times.)
                let withExtension = Self.extensionVerdict(node)
                for byteClass in 0..<UInt8(width) {
                    let target: Int
                    if byteClass < 10 {
                        target = number(Self.afterDigit(kind, row, count, firstThree, byteClass, walk: walk))
                    } else if byteClass == NANPLineAutomaton.slash && count == 6 && Self.takesKeypadWords(kind) {
                        target = number(.slashedSix(kind: kind, row: row, firstThree: firstThree))
                    } else if byteClass == NANPLineAutomaton.space || NANPLineAutomaton.isSeparator(byteClass) {
                        target = this
                    } else if byteClass == NANPLineAutomaton.lineFeed {
                        target = lineEnd
                    } else if NANPLineAutomaton.isLetter(byteClass) && count == 6 {
                        // (A word after six digits: a keypad word's walk, state by state.)
                        target = number(Self.afterNumber(byteClass, verdict, withExtension, node, walk: walk))
                    } else if !NANPLineAutomaton.isLetter(byteClass) || NANPLineAutomaton.mayBeginExtension(byteClass) {
                        // (What follows a number depends on its two statuses alone, but for
                        // a word: worked out once for each.)
                        let memo = (Int(verdict) * 4 + Int(withExtension)) * width + Int(byteClass)
                        if afterNumbers[memo] < 0 {
                            afterNumbers[memo] = Int32(number(Self.afterNumber(byteClass, verdict, withExtension, node, walk: walk)))
                        }
                        target = Int(afterNumbers[memo])
                    } else if count != 10 {
                        // (A letter after another count: by the kind, count and 3 first alone.)
                        let memo = ((kind.rawValue * 13 + count) * 2 + (firstThree ? 1 : 0)) * width + Int(byteClass)
                        if afterLetters[memo] < 0 {
                            afterLetters[memo] = Int32(number(Self.afterNumber(byteClass, verdict, withExtension, node, walk: walk)))
                        }
                        target = Int(afterLetters[memo])
                    } else {
                        target = number(Self.afterNumber(byteClass, verdict, withExtension, node, walk: walk))
                    }
                    rows.append(UInt32(target))
                }
                continue
            }
            for byteClass in 0..<UInt8(width) {
                if byteClass == NANPLineAutomaton.lineFeed {
                    rows.append(UInt32(lineEnd))
                } else {
                    rows.append(UInt32(number(Self.step(node, byteClass, walk: walk, startRow: startRow))))
                }
            }
        }
        // (About 1,200 states; `UInt16` rows hold 3,120.)
        let states = nodes.count
        precondition(states <= Int(UInt16.max), "the line automaton outgrew its states")
        // The states plain numbers visit numbered first (after the sink, the line's ends and
        // the lead), the rest after them: a column's entries for the common states then lie
        // in fewer cache lines. (Numbered as met, the states of words and extensions came
        // between them, and a column of plain numbers ran 9% slower.)
        var renumbered = [Int](repeating: -1, count: states)
        var order: [Int] = Array(0...Self.lead)
        for pass in 0..<2 {
            for state in (Self.lead + 1)..<states where Self.isCommon(nodes[state]) == (pass == 0) { order.append(state) }
        }
        for (new, old) in order.enumerated() { renumbered[old] = new }
        let columns = [UInt16](unsafeUninitializedCapacity: states * width) { columns, count in
            for (new, old) in order.enumerated() {
                for byteClass in 0..<width { columns[byteClass * states + new] = UInt16(renumbered[Int(rows[old * width + byteClass])]) }
            }
            count = states * width
        }
        self.init(states: states, columns: columns)
    }

    /// The states a column of numbers in the common shapes visits.
    static func isCommon(_ node: Node) -> Bool {
        switch node {
        case .number, .blanks, .openNumber, .plus, .afterCountryCode, .uriScheme, .trailing, .carriageReturn: return true
        default: return false
        }
    }

    /// The state after a byte of a class (not a line feed).
    static func step(_ node: Node, _ byteClass: UInt8, walk: [UInt16], startRow: Int) -> Node {
        typealias A = NANPLineAutomaton
        let isDigit = byteClass < 10
        switch node {
        case .sink:
            return .sink
        case .lead, .lineEnd, .blanks, .openNumber:
            if isDigit { return firstDigit(Int(byteClass), walk: walk, startRow: startRow) }
            let opened = node == .openNumber
            switch byteClass {
            case A.space: return opened ? .openNumber : .blanks
            case A.bracket, A.slash, A.dash, A.dot: return .openNumber
            // (Blanks before anything are skipped; a tab after a separator is no number.)
            case A.tab: return opened ? .sink : .blanks
            case A.plus: return opened ? .sink : .plus(uri: false)
            // `tel:+` after blanks maybe; other words, as `wordsStatus` reads them.
            case A.letterT: return opened ? .sink : .uriScheme(1)
            case A.letterX: return opened ? .sink : .loneX
            case A.other, A.colon, A.equals: return .noNumber
            // (After a separator, a letter other than x or e refuses the number too.)
            case A.keypadLetters, A.letterL, A.capitalT: return opened ? .noNumber : .words
            default: return !opened && A.isLetter(byteClass) ? .words : .sink
            }
        case .noNumber:
            switch byteClass {
            case A.plus, A.hash, A.semicolon, A.comma, A.unread, A.lineFeed: return .sink
            case A.carriageReturn: return .carriageReturn(Verdict.failed)
            default: return isDigit ? .sink : .noNumber
            }
        case .zeroPrefix(let length):
            if isDigit {
                // 011 is the international prefix (what follows, the full check reads).
                if length < 3 && byteClass == 1 { return .zeroPrefix(length + 1) }
                return length == 3 ? .sink : .zeroOther
            }
            return zeroTail(node, byteClass)
        case .zeroOther:
            return isDigit ? .zeroOther : zeroTail(node, byteClass)
        case .words:
            return isWordByte(byteClass) ? .words : .sink
        case .loneX:
            switch byteClass {
            case A.space, A.tab, A.carriageReturn: return .loneX
            // (Other blanks, a vertical tab or form feed, are among `other`.)
            case A.other: return .sink
            default: return isWordByte(byteClass) ? .words : .sink
            }
        case .uriScheme(let length):
            let expected = [A.letterE, A.letterL, A.colon, A.plus][length - 1]
            guard byteClass == expected else { return isWordByte(byteClass) ? .words : .sink }
            return length == 4 ? .plus(uri: true) : .uriScheme(length + 1)
        case .plus(let uri):
            if byteClass == A.space { return node }
            return byteClass == 1 ? .afterCountryCode(uri: uri) : .sink
        case .afterCountryCode(let uri):
            if byteClass == A.space || A.isSeparator(byteClass) { return node }
            guard isDigit else { return .sink }
            // `+1 1...`: libphonenumber may read a trunk 1 there.
            if byteClass == 1 { return .number(kind: .plusOne, row: startRow, count: 1, firstThree: false) }
            let row = Int(walk[startRow + Int(byteClass)])
            return .number(kind: uri ? .uri : .plain, row: row, count: 1, firstThree: byteClass == 3)
        case .number(let kind, let row, let count, let firstThree):
            if isDigit { return afterDigit(kind, row, count, firstThree, byteClass, walk: walk) }
            if byteClass == A.space || A.isSeparator(byteClass) { return node }
            return afterNumber(byteClass, verdict(node), extensionVerdict(node), node, walk: walk)
        case .keypadWord(let row, let count):
            if let keypad = A.keypadDigit(byteClass) {
                return count >= 11 ? .keypadWord(row: 0, count: 11) : .keypadWord(row: Int(walk[row + Int(keypad)]), count: count + 1)
            }
            return afterWord(node, byteClass)
        case .wordAfterNumber(let valid, let letters):
            if A.keypadDigit(byteClass) != nil { return .wordAfterNumber(valid: valid, letters: min(letters + 1, 3)) }
            return afterWord(node, byteClass)
        case .slashedSix(let kind, let row, let firstThree):
            let number = Node.number(kind: kind, row: row, count: 6, firstThree: firstThree)
            if isDigit { return afterDigit(kind, row, 6, firstThree, byteClass, walk: walk) }
            switch byteClass {
            case A.space, A.slash: return node
            case A.bracket, A.dash, A.dot: return number
            case A.letterX: return extensionNode(.finalX, verdict(number), extensionVerdict(number))
            default: return afterNumber(byteClass, verdict(number), extensionVerdict(number), number, walk: walk)
            }
        case .xAfterSix(let row, let status, let withExtension):
            if let keypad = A.keypadDigit(byteClass) { return .keypadWord(row: Int(walk[Int(walk[row + 9]) + Int(keypad)]), count: 8) }
            return extensionStep(.finalX, byteClass, status, withExtension)
        case .eAfterSix(let row, let withExtension):
            if byteClass == A.letterX { return extensionNode(.partOfExt(2), Verdict.unsettled, withExtension) }
            if let keypad = A.keypadDigit(byteClass) { return .keypadWord(row: Int(walk[Int(walk[row + 3]) + Int(keypad)]), count: 8) }
            return extensionStep(.partOfExt(1), byteClass, Verdict.unsettled, withExtension)
        case .droppedLetters(let kind, let count, let letters, let firstThree, let digitsAfter):
            if isDigit {
                // (After a word, digits: the reading looks for `int` and an x in the tail.)
                guard letters < 3 else { return .sink }
                let counted = min(count + 1, 12)
                return .droppedLetters(kind: kind, count: counted, letters: letters, firstThree: firstThree && counted <= 7, digitsAfter: true)
            }
            // Another letter, not an x (an extension may end the line, which the reading
            // takes off first). Three walk as keypad digits: after eight digits or more
            // they make too many, whatever they are (with no digit after them).
            if A.isLetter(byteClass) {
                guard byteClass != A.letterX else { return .sink }
                if letters == 1 { return .droppedLetters(kind: kind, count: count, letters: 2, firstThree: firstThree, digitsAfter: digitsAfter) }
                guard !digitsAfter && count >= 8 else { return .sink }
                return .droppedLetters(kind: kind, count: 12, letters: 3, firstThree: false, digitsAfter: false)
            }
            return afterWord(node, byteClass)
        case .trailing(let status, let withExtension):
            switch byteClass {
            case A.space, A.tab: return node
            case A.carriageReturn: return ending(Node.carriageReturn, status)
            // After a tab an x is a label like any (no final x), and `;ext=` is none:
            // libphonenumber finds no extension there.
            case A.letterX: return extensionNode(.label, Verdict.unsettled, withExtension)
            case A.semicolon: return .sink
            default: return extensionLabel(byteClass, Verdict.unsettled, withExtension)
            }
        case .ext(let place, let status, let withExtension):
            return extensionStep(place, byteClass, status, withExtension)
        case .carriageReturn:
            return .sink
        }
    }

    /// The state after a number's digits (and separators) and a byte of another class:
    /// `status` is the number's, `withExtension` its status with an extension after it.
    static func afterNumber(_ byteClass: UInt8, _ status: UInt8, _ withExtension: UInt8, _ node: Node, walk: [UInt16]) -> Node {
        typealias A = NANPLineAutomaton
        if case .number(let kind, let row, 6, _) = node, takesKeypadWords(kind), let keypad = A.keypadDigit(byteClass) {
            // (An x or e may begin an extension's label too: those states read either.)
            if byteClass == A.letterX { return .xAfterSix(row: row, status: status, withExtension: withExtension) }
            if byteClass == A.letterE || byteClass == A.capitalE { return .eAfterSix(row: row, withExtension: withExtension) }
            return .keypadWord(row: Int(walk[row + Int(keypad)]), count: 7)
        }
        if case .number(let kind, _, let count, let firstThree) = node, takesKeypadWords(kind),
            !A.mayBeginExtension(byteClass), A.keypadDigit(byteClass) != nil
        {
            // (An x or e may begin an extension's label: those states read it.)
            if count == 10 { return .wordAfterNumber(valid: status == Verdict.passed, letters: 1) }
            // (The reading reads letters after three digits or more, a trunk 1 among them.)
            if count >= (kind == .trunk ? 2 : 3) {
                return .droppedLetters(kind: kind, count: count, letters: 1, firstThree: firstThree, digitsAfter: false)
            }
        }
        switch byteClass {
        case A.tab: return trailing(status, withExtension)
        case A.carriageReturn: return ending(Node.carriageReturn, status)
        case A.letterX: return extensionNode(.finalX, status, withExtension)
        default: return extensionLabel(byteClass, status, withExtension)
        }
    }

    /// The kinds of number that letters may follow (not those that 1 1 or +1 1 begin).
    static func takesKeypadWords(_ kind: NANPLineAutomaton.Kind) -> Bool { kind == .plain || kind == .uri || kind == .trunk }

    /// A tab after a number: blanks may end the line, or an extension may follow them.
    static func trailing(_ status: UInt8, _ withExtension: UInt8) -> Node {
        status == Verdict.unsettled && withExtension == Verdict.unsettled ? .sink : .trailing(status, withExtension)
    }

    /// An extension's state, or the sink when neither status is known.
    static func extensionNode(_ place: NANPLineAutomaton.ExtensionPlace, _ status: UInt8, _ withExtension: UInt8) -> Node {
        let keeps = place == .finalX || place == .finalXBlanks ? status : Verdict.unsettled
        return keeps == Verdict.unsettled && withExtension == Verdict.unsettled ? .sink : .ext(place, keeps, withExtension)
    }

    /// The first byte of an extension's label other than an x (after a number or a tab).
    static func extensionLabel(_ byteClass: UInt8, _ status: UInt8, _ withExtension: UInt8) -> Node {
        typealias A = NANPLineAutomaton
        switch byteClass {
        case A.hash: return extensionNode(.label, status, withExtension)
        case A.letterE, A.capitalE: return extensionNode(.partOfExt(1), status, withExtension)
        case A.comma: return extensionNode(.commas, status, withExtension)
        case A.semicolon: return extensionNode(.partOfRFC(1), status, withExtension)
        default: return .sink
        }
    }

    /// A step within an extension.
    static func extensionStep(_ place: NANPLineAutomaton.ExtensionPlace, _ byteClass: UInt8, _ status: UInt8, _ withExtension: UInt8) -> Node {
        typealias A = NANPLineAutomaton
        let isDigit = byteClass < 10, isBlank = byteClass == A.space || byteClass == A.tab
        // Blanks, commas or dashes before the digits.
        let isFiller = isBlank || byteClass == A.comma || byteClass == A.dash
        func to(_ next: NANPLineAutomaton.ExtensionPlace) -> Node { extensionNode(next, status, withExtension) }
        if byteClass == A.carriageReturn {
            // The line may end after it: as it would have ended here.
            return ending(Node.carriageReturn, verdictOf(place, status, withExtension))
        }
        switch place {
        case .finalX, .label:
            if isDigit { return to(.digits(1, rfc: false)) }
            if byteClass == A.dot || byteClass == A.colon { return to(.beforeDigits) }
            if isBlank && place == .finalX { return to(.finalXBlanks) }
            return isFiller ? to(.beforeDigits) : .sink
        case .finalXBlanks:
            if isDigit { return to(.digits(1, rfc: false)) }
            if isBlank { return to(.finalXBlanks) }
            return byteClass == A.comma || byteClass == A.dash ? to(.beforeDigits) : .sink
        case .commas:
            if isDigit { return to(.digits(1, rfc: false)) }
            if byteClass == A.comma { return to(.commas) }
            if byteClass == A.dot || byteClass == A.colon { return to(.beforeDigits) }
            return isFiller ? to(.beforeDigits) : .sink
        case .beforeDigits:
            if isDigit { return to(.digits(1, rfc: false)) }
            return isFiller ? to(.beforeDigits) : .sink
        case .partOfExt(let length):
            let expected: [UInt8] = length == 1 ? [A.letterX] : [A.letterT, A.capitalT]
            guard expected.contains(byteClass) else { return .sink }
            return length == 1 ? to(.partOfExt(2)) : to(.label)
        case .partOfRFC(let length):
            let expected: [[UInt8]] = [[A.letterE, A.capitalE], [A.letterX], [A.letterT, A.capitalT], [A.equals]]
            guard expected[length - 1].contains(byteClass) else { return .sink }
            return length == 4 ? to(.rfc) : to(.partOfRFC(length + 1))
        case .rfc:
            return isDigit ? to(.digits(1, rfc: true)) : .sink
        case .digits(let count, let rfc):
            if isDigit { return count < 6 ? to(.digits(count + 1, rfc: rfc)) : .sink }
            if byteClass == A.hash && !rfc { return to(.end) }
            return isBlank ? to(.end) : .sink
        case .end:
            return isBlank ? to(.end) : .sink
        }
    }

    /// A line's status when it ends within an extension.
    static func verdictOf(_ place: NANPLineAutomaton.ExtensionPlace, _ status: UInt8, _ withExtension: UInt8) -> UInt8 {
        switch place {
        case .finalX, .finalXBlanks: return status
        case .digits, .end: return withExtension
        default: return Verdict.unsettled
        }
    }

    /// The status `quickStatus` gives a number in this state with an extension after it
    /// (it judges the number before the extension).
    static func extensionVerdict(_ node: Node) -> UInt8 {
        guard case .number(let kind, let row, let count, let firstThree) = node else { return Verdict.unsettled }
        let accepted = row != 0 && NANPMetadata.accepting[row / NANPReading.rowWidth] != 0
        switch kind {
        case .trunkOne:
            // (`1 1` and more: libphonenumber may read a trunk 1 after the country code.)
            return count == 10 ? Verdict.failed : Verdict.unsettled
        case .plusOne:
            if count == 11 { return accepted ? Verdict.passed : Verdict.failed }
            return count < 3 || count > 11 ? Verdict.unsettled : Verdict.failed
        case .trunk:
            if count == 10 { return accepted ? Verdict.passed : Verdict.failed }
            // Fewer than three digits with the 1: no number before the extension for
            // libphonenumber; seven that 3 begins after it: maybe Canada's 310-xxxx.
            return count < 2 || (count == 7 && firstThree) ? Verdict.unsettled : Verdict.failed
        case .plain, .uri:
            if count == 10 { return accepted ? Verdict.passed : Verdict.failed }
            // Fewer than three digits (no number before the extension for libphonenumber),
            // seven that 3 begins: the full check.
            return count < 3 || (count == 7 && firstThree) ? Verdict.unsettled : Verdict.failed
        }
    }

    /// A number after one more digit. (After a trunk 1, a second 1 makes it `trunkOne`;
    /// whether 3 is the first digit after the trunk 1 matters to an extension.)
    static func afterDigit(_ kind: NANPLineAutomaton.Kind, _ row: Int, _ count: Int, _ firstThree: Bool, _ digit: UInt8, walk: [UInt16]) -> Node {
        let next = Int(walk[row + Int(digit)])
        if kind == .trunk && count == 0 { return .number(kind: digit == 1 ? .trunkOne : .trunk, row: next, count: 1, firstThree: digit == 3) }
        let counted = min(count + 1, 12)
        return .number(kind: kind, row: next, count: counted, firstThree: firstThree && counted <= 7)
    }

    /// After digits that a 0 begins (no '+'), a byte other than a digit: separators and
    /// blanks go on; a tab or CR may end the line as here; anything else, the full check.
    static func zeroTail(_ node: Node, _ byteClass: UInt8) -> Node {
        typealias A = NANPLineAutomaton
        switch byteClass {
        case A.space, A.bracket, A.slash, A.dash, A.dot: return node
        case A.tab: return trailing(verdict(node), Verdict.unsettled)
        case A.carriageReturn: return ending(Node.carriageReturn, verdict(node))
        default: return .sink
        }
    }

    /// Within a word after a number, a byte other than a letter: spaces, dashes, dots and
    /// brackets go on (`(home)`); a tab or CR may end the line as here (blanks after the
    /// word are trimmed); digits, a slash and the rest, the full check.
    static func afterWord(_ node: Node, _ byteClass: UInt8) -> Node {
        typealias A = NANPLineAutomaton
        switch byteClass {
        case A.space, A.dash, A.dot, A.bracket: return node
        case A.tab: return trailing(verdict(node), Verdict.unsettled)
        case A.carriageReturn: return ending(Node.carriageReturn, verdict(node))
        default: return .sink
        }
    }

    /// A byte `wordsStatus` reads on: ASCII, not a digit, not '+' (a line feed ends the line).
    static func isWordByte(_ byteClass: UInt8) -> Bool {
        byteClass >= 10 && byteClass != NANPLineAutomaton.plus && byteClass != NANPLineAutomaton.unread
            && byteClass != NANPLineAutomaton.lineFeed
    }

    /// Whether no byte of the line has been read yet.
    static func isLineStart(_ node: Node) -> Bool {
        switch node {
        case .lead, .lineEnd: return true
        default: return false
        }
    }

    /// An ending state that keeps a status, or the sink when there is none to keep.
    static func ending(_ make: (UInt8) -> Node, _ status: UInt8) -> Node {
        status == Verdict.unsettled ? .sink : make(status)
    }

    /// The first digit of a line without '+': a 1 is a trunk prefix (or the country code),
    /// which walks from the plan's start; a 0 is left to the full check (the international
    /// prefix 011, or no area code).
    static func firstDigit(_ digit: Int, walk: [UInt16], startRow: Int) -> Node {
        if digit == 1 { return .number(kind: .trunk, row: startRow, count: 0, firstThree: false) }
        if digit == 0 { return .zeroPrefix(1) }
        return .number(kind: .plain, row: Int(walk[startRow + digit]), count: 1, firstThree: digit == 3)
    }

    /// The status `NANPReading.quickStatus` gives a line that ends in this state, with
    /// nothing after its digits but separators and blanks; unsettled where it gives none or
    /// looks at more than the state keeps.
    static func verdict(_ node: Node) -> UInt8 {
        switch node {
        case .trailing(let status, _), .carriageReturn(let status):
            return status
        case .ext(let place, let status, let withExtension):
            return verdictOf(place, status, withExtension)
        case .number(let kind, let row, let count, let firstThree):
            let accepted = row != 0 && NANPMetadata.accepting[row / NANPReading.rowWidth] != 0
            switch kind {
            case .trunk:
                // Ten after the 1 decide; more are too many however the 1 is read; fewer,
                // the full check (a 310-xxxx after it, a lost digit).
                if count == 10 { return accepted ? Verdict.passed : Verdict.failed }
                return count > 10 ? Verdict.failed : Verdict.unsettled
            case .trunkOne:
                // `1 1` and nine more: no area code begins with 1. Other counts: the full check.
                return count == 10 ? Verdict.failed : Verdict.unsettled
            case .plusOne:
                // Ten after the 1 decide; fewer, no area code begins with 1: failed.
                if count == 11 { return accepted ? Verdict.passed : Verdict.failed }
                return count < 11 ? Verdict.failed : Verdict.unsettled
            case .plain, .uri:
                // Seven that 3 begins may be a Canadian 310-xxxx of its own.
                if count == 7 && firstThree { return Verdict.unsettled }
                if count == 10 { return accepted ? Verdict.passed : Verdict.failed }
                // A URI of another length, or more than ten digits: failed.
                if kind == .uri || count > 10 { return Verdict.failed }
                return row != 0 ? Verdict.tooShort : Verdict.failed
            }
        // No digit (blanks, separators, `+1`): the reading's empty number, too short; a
        // URI's, failed. Words: failed.
        case .blanks, .openNumber, .afterCountryCode(uri: false): return Verdict.tooShort
        case .afterCountryCode(uri: true), .words, .uriScheme, .noNumber, .zeroOther: return Verdict.failed
        // Letters after six digits: three or more walk as keypad digits (valid only as the
        // last four), fewer are dropped (six digits: failed). Letters after ten digits:
        // fewer than three dropped (the ten decide), more make too many.
        case .keypadWord(let row, let count):
            return count == 10 && row != 0 && NANPMetadata.accepting[row / NANPReading.rowWidth] != 0 ? Verdict.passed : Verdict.failed
        case .wordAfterNumber(let valid, let letters):
            return letters < 3 && valid ? Verdict.passed : Verdict.failed
        case .slashedSix(let kind, let row, let firstThree):
            return verdict(.number(kind: kind, row: row, count: 6, firstThree: firstThree))
        // An x alone after the digits: the number's status.
        case .xAfterSix(_, let status, _):
            return status
        // Letters dropped: ten digits (after a trunk 1) are walked, seven that 3 began may
        // be Canada's 310-xxxx; other counts are not valid (the kind's first digit is no 1).
        case .droppedLetters(_, let count, _, let firstThree, _):
            return count == 10 || (count == 7 && firstThree) ? Verdict.unsettled : Verdict.failed
        // 0, 01, 011 alone (a placeholder 0, mostly): the calling code is still to come.
        case .zeroPrefix: return Verdict.tooShort
        default:
            return Verdict.unsettled
        }
    }
}
