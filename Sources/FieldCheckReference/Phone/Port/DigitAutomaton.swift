/// A region's national-number patterns (the general one and each kind's) as one automaton
/// over digits, whose states are made as numbers reach them: one walk over a number's
/// digits says which patterns match it whole and which some match begins with it, where
/// each pattern costs a PCRE2 match (or a partial match) of its own. A run that checks
/// numbers of every country tests some ten patterns a number; the walk is a table look-up
/// a digit once its states exist.
///
/// libphonenumber's national-number patterns use a small part of the regex syntax: digits,
/// `\d`, classes of digits, `(?:...)`, `|`, `?`, `{n}` and `{n,m}`. A pattern outside it
/// makes no automaton (`init` fails) and the patterns are matched as before; so does a
/// walk that would need more than `stateLimit` states (`walk` answers `nil`). Tests hold
/// the walk equal to PCRE2's whole and partial matches for every pattern of the metadata.
package final class DigitAutomaton {
    /// What a walk found: the patterns (bit n for pattern n) that match the digits whole,
    /// and those some of whose matches begin with them (PCRE2's hard partial match of the
    /// whole pattern, which a complete match counts as too).
    package struct Reach: Equatable {
        package var matched: UInt16
        package var begun: UInt16
    }

    /// The automaton's tables, behind a pointer: read and grown through it, they cost no
    /// exclusivity check or reference count per access, as a class's array properties do.
    private let machine: UnsafeMutablePointer<Machine>

    /// One automaton for up to 16 patterns (`nil` for a pattern that is absent: it matches
    /// nothing). Fails when a pattern is outside the syntax above.
    package init?(patterns: [String?], stateLimit: Int = 4096) {
        guard patterns.count <= 16 else { return nil }
        var made = Machine(stateLimit: stateLimit)
        var starts: [Int32] = []
        for (index, source) in patterns.enumerated() {
            guard let source else { continue }
            var parser = Parser(bytes: Array(source.utf8))
            guard let root = parser.parseAll() else { return nil }
            let accept = made.append(.accept(pattern: UInt8(index)), owner: index)
            guard let entry = made.compile(parser.tree, root, next: accept, owner: index) else { return nil }
            starts.append(entry)
        }
        made.start(from: starts)
        machine = .allocate(capacity: 1)
        machine.initialize(to: made)
    }

    deinit {
        machine.deinitialize(count: 1)
        machine.deallocate()
    }

    /// Walks the digits (ASCII `0`-`9`) from the start. `nil` for a byte that is no digit
    /// or when a new state would pass the limit.
    package func walk(_ digits: UnsafeBufferPointer<UInt8>) -> Reach? {
        state(after: digits).map { machine.pointee.reaches[Int($0)] }
    }

    /// The state the digits lead to (0 when no pattern can match them any more).
    private func state(after digits: UnsafeBufferPointer<UInt8>) -> Int32? {
        let machine = self.machine
        var state: Int32 = 1
        for byte in digits {
            let digit = byte &- 0x30
            guard digit < 10, let next = machine.pointee.next(state, digit) else { return nil }
            if next == 0 { return 0 }
            state = next
        }
        return state
    }

    /// What `fewestDigits` found.
    package enum Completion: Equatable {
        case digits(Int)
        case none
        /// A byte is no digit, or a state would pass the limit: search another way.
        case unknown
    }

    /// The fewest digits (more than the prefix has, fewer than 32) of a string that begins
    /// with `prefix`, that each pattern of `wanted` matches whole, and whose count is one
    /// of `lengths` (bit n for n digits): searched breadth first, a level of states a
    /// digit, where each state stands for every string that reaches it.
    func fewestDigits(after prefix: UnsafeBufferPointer<UInt8>, matching wanted: UInt16, lengths: UInt32) -> Completion {
        guard let start = state(after: prefix) else { return .unknown }
        let machine = self.machine
        var level: [Int32] = [start], next: [Int32] = []
        var seen = Set<Int32>()
        var count = prefix.count
        while !level.isEmpty && count < 31 && lengths >> UInt32(count + 1) != 0 {
            count += 1
            next.removeAll(keepingCapacity: true)
            seen.removeAll(keepingCapacity: true)
            let counts = lengths & (1 << UInt32(count)) != 0
            for state in level where machine.pointee.reaches[Int(state)].begun & wanted == wanted {
                for digit in UInt8(0)..<10 {
                    guard let target = machine.pointee.next(state, digit) else { return .unknown }
                    guard target != 0, seen.insert(target).inserted else { continue }
                    if counts && machine.pointee.reaches[Int(target)].matched & wanted == wanted { return .digits(count) }
                    next.append(target)
                }
            }
            swap(&level, &next)
        }
        return .none
    }

    /// A Thompson automaton's state: reads a digit of its mask, or splits, or accepts.
    fileprivate enum Step {
        case digit(mask: UInt16, next: Int32)
        case split(Int32, Int32)
        case accept(pattern: UInt8)
    }

    /// The Thompson automaton of the patterns and the states of the deterministic one made
    /// from it so far.
    fileprivate struct Machine {
        var steps: [Step] = []
        /// The pattern each step belongs to.
        var owners: [UInt8] = []
        /// Each made state's steps (those that read a digit or accept), sorted; state 0 is
        /// the dead state (no steps), state 1 the start.
        var states: [[Int32]] = []
        var stateIDs: [[Int32]: Int32] = [:]
        /// Ten entries a state: the next state for each digit, -1 while not made yet.
        var transitions: [Int32] = []
        var reaches: [Reach] = []
        let stateLimit: Int
        /// Marks of the closure being computed (a step is in it when its mark is `generation`).
        var marks: [UInt32] = []
        var generation: UInt32 = 0
        /// Reused by each closure.
        var pending: [Int32] = []
        var target: [Int32] = []

        init(stateLimit: Int) { self.stateLimit = stateLimit }

        /// Makes the dead state and the start state (the steps the patterns begin with).
        mutating func start(from entries: [Int32]) {
            marks = [UInt32](repeating: 0, count: steps.count)
            _ = intern([])
            generation &+= 1
            target.removeAll(keepingCapacity: true)
            for entry in entries { close(entry) }
            target.sort()
            _ = intern(target)
        }

        /// The state after a digit, made if need be; `nil` past the limit.
        @inline(__always)
        mutating func next(_ state: Int32, _ digit: UInt8) -> Int32? {
            let known = transitions[Int(state) &* 10 &+ Int(digit)]
            return known >= 0 ? known : makeTransition(from: state, digit: digit)
        }

        mutating func makeTransition(from state: Int32, digit: UInt8) -> Int32? {
            generation &+= 1
            target.removeAll(keepingCapacity: true)
            let bit = UInt16(1) << UInt16(digit)
            for index in states[Int(state)] {
                if case .digit(let mask, let next) = steps[Int(index)], mask & bit != 0 { close(next) }
            }
            target.sort()
            let id: Int32
            if let known = stateIDs[target] {
                id = known
            } else {
                guard states.count < stateLimit else { return nil }
                id = intern(target)
            }
            transitions[Int(state) &* 10 &+ Int(digit)] = id
            return id
        }

        /// Adds a made state; its reach is worked out from its steps.
        mutating func intern(_ set: [Int32]) -> Int32 {
            let id = Int32(states.count)
            var reach = Reach(matched: 0, begun: 0)
            for index in set {
                let owner = UInt16(1) << UInt16(owners[Int(index)])
                reach.begun |= owner
                if case .accept = steps[Int(index)] { reach.matched |= owner }
            }
            states.append(set)
            // (A start of no steps, when every pattern is absent, leaves the dead state 0.)
            if stateIDs[set] == nil { stateIDs[set] = id }
            reaches.append(reach)
            transitions.append(contentsOf: repeatElement(-1, count: 10))
            return id
        }

        /// The steps reached from `entry` without reading a digit (splits followed), those
        /// that read a digit or accept added to `target` once each.
        mutating func close(_ entry: Int32) {
            pending.removeAll(keepingCapacity: true)
            pending.append(entry)
            while let index = pending.popLast() {
                guard marks[Int(index)] != generation else { continue }
                marks[Int(index)] = generation
                switch steps[Int(index)] {
                case .split(let first, let second):
                    pending.append(second)
                    pending.append(first)
                case .digit, .accept:
                    target.append(index)
                }
            }
        }

        mutating func append(_ step: Step, owner: Int) -> Int32 {
            steps.append(step)
            owners.append(UInt8(owner))
            return Int32(steps.count - 1)
        }

        /// Compiles a node to go on to `next` once it has matched; returns its entry. Built
        /// back to front, so no step needs patching. `nil` past a size that no pattern of
        /// the metadata comes near (a guard against a repeat of a repeat blowing up).
        fileprivate mutating func compile(_ tree: Tree, _ node: Int32, next: Int32, owner: Int) -> Int32? {
            guard steps.count < 1 << 20 else { return nil }
            let node = tree.nodes[Int(node)]
            let children = Int(node.first)..<Int(node.first + node.count)
            switch node.kind {
            case .digits:
                return append(.digit(mask: node.mask, next: next), owner: owner)
            case .sequence:
                var entry = next
                for child in children.reversed() {
                    guard let made = compile(tree, tree.children[child], next: entry, owner: owner) else { return nil }
                    entry = made
                }
                return entry
            case .choice:
                guard let last = children.last, var entry = compile(tree, tree.children[last], next: next, owner: owner) else { return nil }
                for child in children.dropLast().reversed() {
                    guard let made = compile(tree, tree.children[child], next: next, owner: owner) else { return nil }
                    entry = append(.split(made, entry), owner: owner)
                }
                return entry
            case .repeated:
                // x{2,4} is x x (x (x)?)?: the optional copies nest, each may end the repeat.
                var entry = next
                for _ in node.least..<node.most {
                    guard let copy = compile(tree, node.first, next: entry, owner: owner) else { return nil }
                    entry = append(.split(copy, next), owner: owner)
                }
                for _ in 0..<node.least {
                    guard let copy = compile(tree, node.first, next: entry, owner: owner) else { return nil }
                    entry = copy
                }
                return entry
            }
        }
    }

    /// A parsed pattern, flat: its nodes in one array, the children of a sequence or a
    /// choice a run of `children` (a tree of enum boxes cost more to make and to walk than
    /// the automaton it is compiled to).
    fileprivate struct Tree {
        enum Kind { case digits, sequence, choice, repeated }

        struct Node {
            var kind: Kind
            /// The digits of `.digits`.
            var mask: UInt16 = 0
            var least: UInt8 = 0
            var most: UInt8 = 0
            /// The first child's place in `children` (of `.repeated`: the node repeated).
            var first: Int32 = 0
            var count: Int32 = 0
        }

        var nodes: [Node] = []
        var children: [Int32] = []
    }

    /// A recursive-descent parser for the syntax above; `nil` for anything else.
    private struct Parser {
        let bytes: [UInt8]
        var offset = 0
        var depth = 0
        var tree = Tree()
        /// The items of the sequences and branches of the choices being read.
        var pending: [Int32] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func parseAll() -> Int32? {
            guard let root = parseChoice(), offset == bytes.count else { return nil }
            return root
        }

        private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        private mutating func add(_ node: Tree.Node) -> Int32 {
            tree.nodes.append(node)
            return Int32(tree.nodes.count - 1)
        }

        /// The nodes pending from `height` on as one node of the kind (one alone as itself).
        private mutating func group(_ kind: Tree.Kind, from height: Int) -> Int32 {
            if pending.count - height == 1 { return pending.removeLast() }
            let first = Int32(tree.children.count)
            tree.children.append(contentsOf: pending[height...])
            let count = Int32(pending.count - height)
            pending.removeSubrange(height...)
            return add(Tree.Node(kind: kind, first: first, count: count))
        }

        private mutating func parseChoice() -> Int32? {
            depth += 1
            defer { depth -= 1 }
            guard depth < 32 else { return nil }
            let height = pending.count
            while true {
                guard let branch = parseSequence() else { return nil }
                pending.append(branch)
                guard current == UInt8(ascii: "|") else { break }
                offset += 1
            }
            return group(.choice, from: height)
        }

        private mutating func parseSequence() -> Int32? {
            let height = pending.count
            while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
                guard let atom = parseAtom(), let item = parseQuantifier(atom) else { return nil }
                pending.append(item)
            }
            return group(.sequence, from: height)
        }

        private mutating func parseAtom() -> Int32? {
            guard let byte = current else { return nil }
            offset += 1
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                return add(Tree.Node(kind: .digits, mask: 1 << UInt16(byte - 0x30)))
            case UInt8(ascii: "\\"):
                guard current == UInt8(ascii: "d") else { return nil }
                offset += 1
                return add(Tree.Node(kind: .digits, mask: 0x3FF))
            case UInt8(ascii: "["):
                return parseClass()
            case UInt8(ascii: "("):
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "?"), bytes[offset + 1] == UInt8(ascii: ":") else { return nil }
                offset += 2
                guard let inner = parseChoice(), current == UInt8(ascii: ")") else { return nil }
                offset += 1
                return inner
            default:
                return nil
            }
        }

        /// `[...]` of digits, ranges of digits and `\d`; the `[` is read.
        private mutating func parseClass() -> Int32? {
            var mask: UInt16 = 0
            while let byte = current, byte != UInt8(ascii: "]") {
                offset += 1
                if byte == UInt8(ascii: "\\") {
                    guard current == UInt8(ascii: "d") else { return nil }
                    offset += 1
                    mask |= 0x3FF
                    continue
                }
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                var last = byte
                if current == UInt8(ascii: "-"), offset + 1 < bytes.count, bytes[offset + 1] != UInt8(ascii: "]") {
                    last = bytes[offset + 1]
                    guard last >= byte && last <= 0x39 else { return nil }
                    offset += 2
                }
                for digit in byte...last { mask |= 1 << UInt16(digit - 0x30) }
            }
            guard current == UInt8(ascii: "]"), mask != 0 else { return nil }
            offset += 1
            return add(Tree.Node(kind: .digits, mask: mask))
        }

        /// `?`, `{n}` or `{n,m}` after an atom, if any (a lazy or possessive mark after it
        /// would change nothing a whole match accepts, but no pattern has one: refused).
        private mutating func parseQuantifier(_ atom: Int32) -> Int32? {
            guard let byte = current else { return atom }
            var least = 0, most = 0
            if byte == UInt8(ascii: "?") {
                offset += 1
                most = 1
            } else if byte == UInt8(ascii: "{") {
                offset += 1
                guard let lower = parseCount() else { return nil }
                least = lower
                most = lower
                if current == UInt8(ascii: ",") {
                    offset += 1
                    guard let upper = parseCount() else { return nil }
                    most = upper
                }
                guard current == UInt8(ascii: "}"), least <= most, most <= 64 else { return nil }
                offset += 1
            } else {
                return atom
            }
            if let next = current, next == UInt8(ascii: "?") || next == UInt8(ascii: "+") || next == UInt8(ascii: "{") { return nil }
            return add(Tree.Node(kind: .repeated, least: UInt8(least), most: UInt8(most), first: atom))
        }

        private mutating func parseCount() -> Int? {
            var value = 0, digits = 0
            while let byte = current, byte >= 0x30 && byte <= 0x39, digits < 3 {
                value = value * 10 + Int(byte - 0x30)
                digits += 1
                offset += 1
            }
            return digits == 0 ? nil : value
        }
    }
}
