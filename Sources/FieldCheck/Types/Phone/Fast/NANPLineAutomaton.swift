import FieldCheckReference
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
package struct NANPLineAutomaton: LineCounter {
    /// Inputs shorter than this are best checked a line at a time (`check` does): building
    /// the automaton (a few million instructions, once) pays only on more.
    package static let walkedFrom = 512 * 1024
    package var walkedFrom: Int { Self.walkedFrom }

    package init() {}

    /// Byte classes: a digit is its value; then these.
    /// (`(` and `)` are one class, `/`, `-` and `.` each their own: a word after a number
    /// may have brackets but no slash, an extension's label may be followed by a `.`, and
    /// its digits by dashes. Letters by keypad digit, and those of `tel:` and `ext` of
    /// their own.)
    package static let bracket: UInt8 = 10, space: UInt8 = 11, tab: UInt8 = 12, plus: UInt8 = 13, carriageReturn: UInt8 = 14
    package static let lineFeed: UInt8 = 15, letterT: UInt8 = 16, letterE: UInt8 = 17, letterL: UInt8 = 18, colon: UInt8 = 19, other: UInt8 = 20
    package static let capitalT: UInt8 = 21, capitalE: UInt8 = 22, letterX: UInt8 = 23, semicolon: UInt8 = 24, equals: UInt8 = 25
    package static let hash: UInt8 = 26, comma: UInt8 = 27, dash: UInt8 = 28, dot: UInt8 = 29
    /// Other ASCII letters; bytes no state reads past: not ASCII, and the vertical tab and
    /// form feed (blanks to the reading, unlike the rest of `other`).
    package static let unread: UInt8 = 31
    package static let slash: UInt8 = 30
    /// Other ASCII letters, by their keypad digit (2 to 9: the range's first to its last;
    /// a keypad word walks as its digits).
    package static let keypadLetters: ClosedRange<UInt8> = 32...39
    package static let width = 40

    /// The keypad digit of a letter's class.
    package static func keypadDigit(_ byteClass: UInt8) -> UInt8? {
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
    package static func isLetter(_ byteClass: UInt8) -> Bool {
        switch byteClass {
        case letterT, letterE, letterL, capitalT, capitalE, letterX, keypadLetters: return true
        default: return false
        }
    }

    /// The letters that may begin an extension's label after a number (`x`, `ext`).
    package static func mayBeginExtension(_ byteClass: UInt8) -> Bool { byteClass == letterX || byteClass == letterE || byteClass == capitalE }

    /// The separators a number's digits may have between them: `( ) - . /` (and spaces).
    package static func isSeparator(_ byteClass: UInt8) -> Bool { byteClass == bracket || byteClass == slash || byteClass == dash || byteClass == dot }

    /// A line's status, as an index into the counts; `unsettled` for a line left to the caller.
    package enum Verdict {
        package static let passed: UInt8 = 0, tooShort: UInt8 = 1, failed: UInt8 = 2, unsettled: UInt8 = 3
    }

    /// The automaton's tables, built at the first walk.
    /// Column by column (a class's next states for every state, then the next class's):
    /// a step reads two bytes where the states a column of numbers visits lie close
    /// together. Row by row, a state's row of 32 entries took a cache line of its own, and
    /// the states that random area codes visit (1,500 of them) filled 96 KiB, three times
    /// the first-level cache.
    package struct Tables: Sendable {
        /// The next state's number for a byte's column (`offsets`) plus a state's number.
        package let columns: [UInt16]
        /// Where each byte's class's column begins.
        package let offsets: [UInt32]
        /// Each state's lane of the packed counts: its `Verdict` + 1 for a line's end, else 0.
        package let laneOf: [UInt8]
        package static let lanes: [UInt64] = [0, 1, 1 << 16, 1 << 32, 1 << 48]
        /// States 1 to 4 are the line's end with each `Verdict` (a line feed leads there,
        /// and nothing else does); 0 is the sink.
        package static let lineEnds = 1...4
        /// The state the buffer's first line begins in.
        package static let lead = 5

        /// Read from `NANPLineAutomatonData`, which the builder (`Sources/Generators`, run
        /// by scripts/generate-line-automaton) made from the same walk; a test holds them
        /// equal. `nil` only if the data does not fit together: then no rule has the
        /// automaton, and lines are checked one by one.
        package static let shared = Tables(states: NANPLineAutomatonData.states, encoded: NANPLineAutomatonData.columns)
    }

    /// Counts the lines of `bytes` (each ending in a line feed, but maybe the last; a CR
    /// before it is not the value's) by status into `counts` (passed, too-short, failed),
    /// and hands each line the automaton leaves, without its line feed and final CR, to
    /// `other`, in no particular order. With `handsOnPassed`, the lines it passes are handed
    /// on too (not counted), marked so (`other`'s second argument): a rule with a list
    /// looks up only those. `other` returns false to stop: then so does this.
    package func tally(
        _ bytes: UnsafeBufferPointer<UInt8>, into counts: inout (passed: Int, tooShort: Int, failed: Int), handsOnPassed: Bool,
        other: (UnsafeBufferPointer<UInt8>, Bool) -> Bool
    ) -> Bool {
        // A line with libphonenumber's second number (`0 / x 08`: the text before it is read
        // alone) is left to the caller: the states take `x` after a slash for an extension.
        // (One memchr for `x` over the buffer; lines with one are few.)
        guard let base = bytes.baseAddress else { return true }
        var start = 0
        var search = 0
        while search < bytes.count, let found = memchr(base + search, 0x78, bytes.count - search) {
            let at = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            search = at + 1
            guard PhoneReference.startsSecondNumber(bytes, at: at) else { continue }
            var lineStart = at
            while lineStart > start && base[lineStart - 1] != 0x0A { lineStart -= 1 }
            var lineEnd = at
            while lineEnd < bytes.count && base[lineEnd] != 0x0A { lineEnd += 1 }
            if lineStart > start {
                let before = UnsafeBufferPointer(rebasing: bytes[start..<lineStart])
                guard tallyWalking(before, into: &counts, handsOnPassed: handsOnPassed, other: other) else { return false }
            }
            guard other(Self.value(base, lineStart, lineEnd), false) else { return false }
            start = min(lineEnd + 1, bytes.count)
            search = start
        }
        return tallyWalking(UnsafeBufferPointer(rebasing: bytes[start...]), into: &counts, handsOnPassed: handsOnPassed, other: other)
    }

    /// `tally` of lines the states read as the quick status does.
    func tallyWalking(
        _ bytes: UnsafeBufferPointer<UInt8>, into counts: inout (passed: Int, tooShort: Int, failed: Int), handsOnPassed: Bool,
        other: (UnsafeBufferPointer<UInt8>, Bool) -> Bool
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
            guard let tables = Tables.shared else { return Self.handOnEach(bytes, other) }
            let keptOn = tables.columns.withUnsafeBufferPointer { columns in
                tables.offsets.withUnsafeBufferPointer { offsets in
                    tables.laneOf.withUnsafeBufferPointer { laneOf in
                        Tables.lanes.withUnsafeBufferPointer { lanes in
                            // (None of the tables is empty.)
                            guard let columns = columns.baseAddress, let offsets = offsets.baseAddress, let laneOf = laneOf.baseAddress,
                                let lanes = lanes.baseAddress
                            else { return true }
                            let walker = Walker(columns: columns, offsets: offsets, laneOf: laneOf, lanes: lanes)
                            return handsOnPassed
                                ? Self.walkHandingPassed(base, cuts, walker, &counts, other)
                                : Self.walk(base, cuts, walker, &counts) { other($0, false) }
                        }
                    }
                }
            }
            guard keptOn else { return false }
        }
        return complete < end ? other(Self.value(base, complete, end), false) : true
    }

    /// Each line handed on, as the walk hands on those it leaves (without tables).
    private static func handOnEach(_ bytes: UnsafeBufferPointer<UInt8>, _ other: (UnsafeBufferPointer<UInt8>, Bool) -> Bool) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var start = 0
        for index in 0..<bytes.count where base[index] == 0x0A {
            guard other(value(base, start, index), false) else { return false }
            start = index + 1
        }
        return start < bytes.count ? other(value(base, start, bytes.count), false) : true
    }

    /// Marks a passed line's note (a round's offsets are below 2^14).
    static let passedMark: Int32 = 1 << 30

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

    /// As `walk`, and the lines the automaton passes are handed on too, their notes marked
    /// (for a rule with a list). A copy, not one generic body with `walk`: that cost the
    /// plain count 12%, its loop keeping other values in registers.
    private static func walkHandingPassed(
        _ base: UnsafePointer<UInt8>, _ cuts: [Int], _ walker: Walker,
        _ counts: inout (passed: Int, tooShort: Int, failed: Int), _ other: (UnsafeBufferPointer<UInt8>, Bool) -> Bool
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
        let passed = Tables.lineEnds.lowerBound + Int(Verdict.passed)
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
                notes0[left0] = Int32(truncatingIfNeeded: index) | (s0 == passed ? passedMark : 0)
                notes1[left1] = Int32(truncatingIfNeeded: index) | (s1 == passed ? passedMark : 0)
                notes2[left2] = Int32(truncatingIfNeeded: index) | (s2 == passed ? passedMark : 0)
                notes3[left3] = Int32(truncatingIfNeeded: index) | (s3 == passed ? passedMark : 0)
                left0 &+= s0 == left || s0 == passed ? 1 : 0
                left1 &+= s1 == left || s1 == passed ? 1 : 0
                left2 &+= s2 == left || s2 == passed ? 1 : 0
                left3 &+= s3 == left || s3 == passed ? 1 : 0
                index &+= 1
            }
            // The longer streams' rest of their rounds, alone.
            walkAloneHandingPassed(bytes0, index, steps0, walker, &s0, &packed, notes0, &left0)
            walkAloneHandingPassed(bytes1, index, steps1, walker, &s1, &packed, notes1, &left1)
            walkAloneHandingPassed(bytes2, index, steps2, walker, &s2, &packed, notes2, &left2)
            walkAloneHandingPassed(bytes3, index, steps3, walker, &s3, &packed, notes3, &left3)
            state0 = s0
            state1 = s1
            state2 = s2
            state3 = s3
            counts.passed += Int(packed & 0xFFFF)
            counts.tooShort += Int((packed >> 16) & 0xFFFF)
            counts.failed += Int((packed >> 32) & 0xFFFF)
            // (Passed lines handed on are the caller's to count.)
            var handedPassed = 0
            let keptOn = handOnLeftMarked(base, notes0, left0, round: position0, from: cuts[0], &handedPassed, other)
                && handOnLeftMarked(base, notes1, left1, round: position1, from: cuts[1], &handedPassed, other)
                && handOnLeftMarked(base, notes2, left2, round: position2, from: cuts[2], &handedPassed, other)
                && handOnLeftMarked(base, notes3, left3, round: position3, from: cuts[3], &handedPassed, other)
            counts.passed -= handedPassed
            guard keptOn else { return false }
            position0 += steps0
            position1 += steps1
            position2 += steps2
            position3 += steps3
        }
        return true
    }

    /// One stream's steps from `from` to `to` of its round, as in the walk of four.
    @inline(__always)
    private static func walkAloneHandingPassed(
        _ bytes: UnsafePointer<UInt8>, _ from: Int, _ to: Int, _ walker: Walker, _ state: inout Int, _ packed: inout UInt64,
        _ notes: UnsafeMutablePointer<Int32>, _ left: inout Int
    ) {
        let passed = Tables.lineEnds.lowerBound + Int(Verdict.passed)
        var index = from
        while index < to {
            state = Int(walker.columns[Int(walker.offsets[Int(bytes[index])]) &+ state])
            packed &+= walker.lanes[Int(walker.laneOf[state])]
            notes[left] = Int32(truncatingIfNeeded: index) | (state == passed ? passedMark : 0)
            left &+= state == Tables.lineEnds.upperBound || state == passed ? 1 : 0
            index &+= 1
        }
    }

    /// The lines left in a round, from their line feeds: each begins after the line feed
    /// before it (or at the stream's start). Counts the passed lines among them.
    private static func handOnLeftMarked(
        _ base: UnsafePointer<UInt8>, _ notes: UnsafeMutablePointer<Int32>, _ count: Int, round: Int, from streamStart: Int,
        _ handedPassed: inout Int, _ other: (UnsafeBufferPointer<UInt8>, Bool) -> Bool
    ) -> Bool {
        for index in 0..<count {
            let note = notes[index]
            let wasPassed = note & passedMark != 0
            let lineFeed = round + Int(note & (passedMark - 1))
            var start = lineFeed
            while start > streamStart && base[start - 1] != 0x0A { start -= 1 }
            if wasPassed { handedPassed += 1 }
            guard other(value(base, start, lineFeed), wasPassed) else { return false }
        }
        return true
    }

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
    package init(states: Int, columns: [UInt16]) {
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

    package static let base64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

}
