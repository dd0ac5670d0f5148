import FieldCheck
import FieldCheckReference

// The line automaton's builder (`NANPLineAutomaton`): the states it walks, built from the
// plan's walk (`NANPReading.walk`) into the tables `NANPLineAutomatonData` holds. Not part
// of the runtime library: scripts/generate-line-automaton runs it (`fieldcheck-generate
// line-automaton`), and a test holds the stored tables to what it builds now.

extension NANPLineAutomaton {
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
}

extension NANPLineAutomaton.Tables {
    typealias Node = NANPLineAutomaton.Node
    typealias Verdict = NANPLineAutomaton.Verdict

    /// The columns as `init(states:encoded:)` reads them.
    package func encodedColumns() -> [String] {
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
    package init(walk: [UInt16]) {
        let width = NANPLineAutomaton.width
        let startRow = NANPReading.start * NANPReading.rowWidth
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
        let accepted = row != 0 && NANPReading.accepting[row / NANPReading.rowWidth] != 0
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
            let accepted = row != 0 && NANPReading.accepting[row / NANPReading.rowWidth] != 0
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
            return count == 10 && row != 0 && NANPReading.accepting[row / NANPReading.rowWidth] != 0 ? Verdict.passed : Verdict.failed
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

/// The Swift source of `NANPLineAutomatonData` for tables the builder made.
package func lineAutomatonDataSource(_ tables: NANPLineAutomaton.Tables) -> String {
    var text = """
        // Generated by scripts/generate-line-automaton (fieldcheck-generate line-automaton:
        // Sources/Generators) from the plan's walk (NANPReading.walk). Do not edit.

        /// The line automaton's table (`NANPLineAutomaton.Tables`), as its builder makes it: for
        /// each byte class, the next state of every state, three characters of the base64
        /// alphabet a state.
        enum NANPLineAutomatonData {
            static let states = \(tables.laneOf.count)
            static let columns: [StaticString] = [

        """
    for column in tables.encodedColumns() { text += "        \"\(column)\",\n" }
    text += "    ]\n}\n"
    return text
}
