/// Lines of North American numbers counted a buffer at a time: one automaton over the
/// bytes of whole lines, walked on two halves of the buffer at once.
///
/// Why: `NANPReading.quickStatus` walks a number's digits through the plan's automaton,
/// but a line costs more than its walk: finding its end, a call, the prologue (blanks,
/// `+1`, `tel:`), a branch for each separator and the tail's tests, and each step of the
/// walk waits on the one before. Here the prologue, the separators and the end are states
/// too, so that a byte is a table step, and two halves of the buffer are walked together
/// so that the steps of one fill the waits of the other.
///
/// The states are the plan's automaton (from `NANPReading.walk`) crossed with what
/// `quickStatus` remembers of a line: a trunk 1 or a `tel:` URI before the digits, their
/// count, whether 3 began them. Each state holds the status `quickStatus` gives a line
/// that ends there, or none: a line that reaches such a state, or any byte the states do
/// not read (letters, an extension, a '+' later on, other scripts), is left to the caller,
/// who checks it the usual way. So the automaton need only be right where it answers,
/// and is held to `quickStatus` there by tests.
public struct NANPLineAutomaton: Sendable {
    /// Each row: the next state's row for each byte class (rows premultiplied by `width`).
    let table: [UInt16]
    /// The class of each byte.
    let classes: [UInt8]
    /// Each state's status at a line's end (`Verdict`), by row / `width`.
    let verdicts: [UInt8]
    /// The row of a line's first byte, and of a line after its `tel:+`.
    let lead: UInt16
    let uriLead: UInt16

    /// Byte classes: a digit is its value; then these.
    static let separator: UInt8 = 10, space: UInt8 = 11, tab: UInt8 = 12, plus: UInt8 = 13, carriageReturn: UInt8 = 14, other: UInt8 = 15
    static let width = 16

    /// A line's status, as an index into the counts; `unsettled` for a line left to the caller.
    enum Verdict {
        static let passed: UInt8 = 0, tooShort: UInt8 = 1, failed: UInt8 = 2, unsettled: UInt8 = 3
    }

    /// What a state remembers of the line so far.
    enum Node: Hashable {
        /// Nothing this automaton settles can follow.
        case sink
        /// Blanks only, so far.
        case lead
        /// Separators after the blanks, no digit yet (no '+').
        case openNumber
        /// '+' (after `tel:` for a URI), maybe spaces: a 1 must follow.
        case plus(uri: Bool)
        /// `+1`, maybe separators, no digit after it yet.
        case afterCountryCode(uri: Bool)
        /// Digits: `row` in `NANPReading.walk` (0: no number of the plan begins so),
        /// `count` of them after the country code or trunk 1 (12 stands for more), and
        /// whether 3 began them (which matters only at seven).
        case number(kind: Kind, row: Int, count: Int, firstThree: Bool)
        /// A tab after the number, then only blanks: the line's status is the number's.
        case trailing(UInt8)
        /// A CR after the number: the line's status is the number's if the line ends here.
        case carriageReturn(UInt8)
    }

    /// How the digits were introduced.
    enum Kind: Hashable {
        /// None, or `+1`.
        case plain
        /// A 1 without '+' (the trunk prefix, or the country code).
        case trunk
        /// `tel:+1`.
        case uri
    }

    /// The automaton built from the plan's walk (`NANPReading.walk`).
    public static let shared = NANPLineAutomaton(walk: NANPReading.walk)

    init(walk: [UInt16]) {
        var classes = [UInt8](repeating: Self.other, count: 256)
        for digit in 0..<10 { classes[0x30 + digit] = UInt8(digit) }
        for byte in "()-./".utf8 { classes[Int(byte)] = Self.separator }
        classes[0x20] = Self.space
        classes[0x09] = Self.tab
        classes[Int(UInt8(ascii: "+"))] = Self.plus
        classes[0x0D] = Self.carriageReturn
        self.classes = classes

        let startRow = NANPMetadata.start * NANPReading.rowWidth
        // Breadth first from the two leads, numbering states as they are met.
        var numbers: [Node: Int] = [:]
        var nodes: [Node] = []
        func number(_ node: Node) -> Int {
            if let known = numbers[node] { return known }
            numbers[node] = nodes.count
            nodes.append(node)
            return nodes.count - 1
        }
        _ = number(.sink)
        let lead = number(.lead), uriLead = number(.plus(uri: true))
        var table: [UInt16] = []
        var verdicts: [UInt8] = []
        var next = 0
        while next < nodes.count {
            let node = nodes[next]
            next += 1
            verdicts.append(Self.verdict(node))
            for byteClass in 0..<UInt8(Self.width) {
                let target = Self.step(node, byteClass, walk: walk, startRow: startRow)
                table.append(UInt16(number(target) * Self.width))
            }
        }
        // (A few hundred states a kind; `UInt16` rows hold 4,096.)
        precondition(nodes.count * Self.width <= Int(UInt16.max), "the line automaton outgrew its rows")
        self.table = table
        self.verdicts = verdicts
        self.lead = UInt16(lead * Self.width)
        self.uriLead = UInt16(uriLead * Self.width)
    }

    /// The state after a byte of a class.
    static func step(_ node: Node, _ byteClass: UInt8, walk: [UInt16], startRow: Int) -> Node {
        let isDigit = byteClass < 10
        switch node {
        case .sink:
            return .sink
        case .lead, .openNumber:
            if isDigit { return firstDigit(Int(byteClass), walk: walk, startRow: startRow) }
            switch byteClass {
            case space: return node
            case separator: return .openNumber
            // (Blanks before anything are skipped; a tab after a separator is no number.)
            case tab: return node == .lead ? .lead : .sink
            case plus: return node == .lead ? .plus(uri: false) : .sink
            default: return .sink
            }
        case .plus(let uri):
            if byteClass == space { return node }
            return byteClass == 1 ? .afterCountryCode(uri: uri) : .sink
        case .afterCountryCode(let uri):
            if byteClass == space || byteClass == separator { return node }
            guard isDigit else { return .sink }
            // `+1 1...`: libphonenumber may read a trunk 1 there; the full check decides.
            if byteClass == 1 { return .sink }
            let row = Int(walk[startRow + Int(byteClass)])
            return .number(kind: uri ? .uri : .plain, row: row, count: 1, firstThree: byteClass == 3)
        case .number(let kind, let row, let count, let firstThree):
            if isDigit {
                let counted = min(count + 1, 12)
                return .number(kind: kind, row: Int(walk[row + Int(byteClass)]), count: counted, firstThree: firstThree && counted <= 7)
            }
            switch byteClass {
            case space, separator: return node
            case tab: return ending(Node.trailing, verdict(node))
            case carriageReturn: return ending(Node.carriageReturn, verdict(node))
            default: return .sink
            }
        case .trailing(let status):
            switch byteClass {
            case space, tab: return node
            case carriageReturn: return .carriageReturn(status)
            default: return .sink
            }
        case .carriageReturn:
            return .sink
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
        if digit == 0 { return .sink }
        return .number(kind: .plain, row: Int(walk[startRow + digit]), count: 1, firstThree: digit == 3)
    }

    /// The status `NANPReading.quickStatus` gives a line that ends in this state, with
    /// nothing after its digits but separators and blanks; unsettled where it gives none or
    /// looks at more than the state keeps.
    static func verdict(_ node: Node) -> UInt8 {
        switch node {
        case .trailing(let status), .carriageReturn(let status):
            return status
        case .number(let kind, let row, let count, let firstThree):
            let accepted = row != 0 && NANPMetadata.accepting[row / NANPReading.rowWidth] != 0
            switch kind {
            case .trunk:
                // Ten after the 1 decide; fewer or more, the full check (a 310-xxxx after
                // it, or `1 1` and more).
                return count == 10 ? (accepted ? Verdict.passed : Verdict.failed) : Verdict.unsettled
            case .plain, .uri:
                // Seven that 3 begins may be a Canadian 310-xxxx of its own.
                if count == 7 && firstThree { return Verdict.unsettled }
                if count == 10 { return accepted ? Verdict.passed : Verdict.failed }
                // A URI of another length, or more than ten digits: failed.
                if kind == .uri || count > 10 { return Verdict.failed }
                return row != 0 ? Verdict.tooShort : Verdict.failed
            }
        default:
            return Verdict.unsettled
        }
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
        guard let lastFeed = (0..<end).reversed().first(where: { base[$0] == 0x0A }) else {
            return other(Self.value(base, 0, end))
        }
        let complete = lastFeed + 1
        // Two halves, the second from the line after the middle.
        var middle = complete / 2
        while middle < complete && base[middle] != 0x0A { middle += 1 }
        middle = min(middle + 1, complete)
        var tallies = (0, 0, 0, 0)
        let keepGoing = table.withUnsafeBufferPointer { table in
            classes.withUnsafeBufferPointer { classes in
                verdicts.withUnsafeBufferPointer { verdicts in
                    walk(base, (0, middle), (middle, complete), table, classes, verdicts, &tallies, other)
                }
            }
        }
        counts.passed += tallies.0
        counts.tooShort += tallies.1
        counts.failed += tallies.2
        guard keepGoing else { return false }
        return complete < end ? other(Self.value(base, complete, end)) : true
    }

    /// One stream of the walk: where it is, its state, where its line began.
    struct Stream {
        var position: Int
        let end: Int
        var state: Int
        var lineStart: Int
    }

    /// Walks the two ranges of whole lines together, then what is left of the longer.
    @inline(__always)
    private func walk(
        _ base: UnsafePointer<UInt8>, _ first: (Int, Int), _ second: (Int, Int), _ table: UnsafeBufferPointer<UInt16>,
        _ classes: UnsafeBufferPointer<UInt8>, _ verdicts: UnsafeBufferPointer<UInt8>, _ tallies: inout (Int, Int, Int, Int),
        _ other: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        var a = Stream(position: first.0, end: first.1, state: 0, lineStart: first.0)
        var b = Stream(position: second.0, end: second.1, state: 0, lineStart: second.0)
        a.state = leadRow(base, &a)
        b.state = leadRow(base, &b)
        while a.position < a.end && b.position < b.end {
            let byteA = base[a.position], byteB = base[b.position]
            a.position &+= 1
            b.position &+= 1
            if byteA == 0x0A {
                guard settle(base, &a, verdicts, &tallies, other) else { return false }
            } else {
                a.state = Int(table[a.state &+ Int(classes[Int(byteA)])])
            }
            if byteB == 0x0A {
                guard settle(base, &b, verdicts, &tallies, other) else { return false }
            } else {
                b.state = Int(table[b.state &+ Int(classes[Int(byteB)])])
            }
        }
        for stream in [a, b] {
            var stream = stream
            while stream.position < stream.end {
                let byte = base[stream.position]
                stream.position &+= 1
                if byte == 0x0A {
                    guard settle(base, &stream, verdicts, &tallies, other) else { return false }
                } else {
                    stream.state = Int(table[stream.state &+ Int(classes[Int(byte)])])
                }
            }
        }
        return true
    }

    /// At a line feed (just passed): counts the line, or hands it on; the next line begins.
    @inline(__always)
    private func settle(
        _ base: UnsafePointer<UInt8>, _ stream: inout Stream, _ verdicts: UnsafeBufferPointer<UInt8>,
        _ tallies: inout (Int, Int, Int, Int), _ other: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        let verdict = verdicts[stream.state / Self.width]
        switch verdict {
        case Verdict.passed: tallies.0 &+= 1
        case Verdict.tooShort: tallies.1 &+= 1
        case Verdict.failed: tallies.2 &+= 1
        default:
            guard other(Self.value(base, stream.lineStart, stream.position - 1)) else { return false }
        }
        stream.lineStart = stream.position
        stream.state = leadRow(base, &stream)
        return true
    }

    /// The row a line starts in; past `tel:+` when the line begins so (the automaton reads
    /// no letters: a URI is told at the line's start, the common place for it).
    @inline(__always)
    private func leadRow(_ base: UnsafePointer<UInt8>, _ stream: inout Stream) -> Int {
        let at = stream.position
        guard at + 5 <= stream.end, base[at] == UInt8(ascii: "t") else { return Int(lead) }
        let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt32.self)
        // "tel:" as a little-endian word, then '+'.
        guard word.littleEndian == 0x3A6C_6574, base[at + 4] == UInt8(ascii: "+") else { return Int(lead) }
        stream.position = at + 5
        return Int(uriLead)
    }

    /// A line's value: without its final CR.
    static func value(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
        var end = end
        if end > start && base[end - 1] == 0x0D { end -= 1 }
        return UnsafeBufferPointer(start: base + start, count: end - start)
    }
}
