/// frictionless's formula language (a `row-constraint`'s `formula`, a fields file's `@row`):
/// one Python expression, as simpleeval's `EvalWithCompoundTypes` evaluates it over a row's
/// typed cells. Parsed once, with each node's column for messages.
package indirect enum FormulaNode: Sendable {
    case constant(FormulaValue)
    case name(String, column: Int)
    /// A field's name resolved to its place in the row's typed values (`Formula.resolved`).
    case slot(Int, column: Int)
    case unary(String, FormulaNode)
    case binary(String, FormulaNode, FormulaNode, column: Int)
    /// `and` / `or`, each operand evaluated only as far as Python does.
    case boolean(isAnd: Bool, [FormulaNode])
    /// A chain `a < b <= c`: the first operand and each (operator, operand).
    case compare(FormulaNode, [(String, FormulaNode)], column: Int)
    case conditional(test: FormulaNode, then: FormulaNode, otherwise: FormulaNode)
    case call(FormulaNode, [FormulaNode], column: Int)
    case attribute(FormulaNode, String, column: Int)
    case item(FormulaNode, FormulaNode, column: Int)
    case list([FormulaNode]), tuple([FormulaNode]), set([FormulaNode])
    case dictionary([(FormulaNode, FormulaNode)])
}

/// Why a formula cannot be read: `syntax` where Python itself refuses it (frictionless then
/// fails every row, and fieldcheck does the same, saying so), `unsupported` where it is
/// Python that fieldcheck does not evaluate (refused by name).
package struct FormulaProblem: Error, Sendable, Equatable {
    package enum Kind: Sendable, Equatable { case syntax, unsupported }
    package var kind: Kind
    package var message: String
    /// From 1, in characters.
    package var column: Int
}

package struct Formula: Sendable {
    package let text: String
    package let root: FormulaNode
    /// The names it reads (fields, or a function's name), in order of first use.
    package let names: [String]

    init(text: String, root: FormulaNode, names: [String]) {
        self.text = text
        self.root = root
        self.names = names
    }

    package init(_ text: String) throws(FormulaProblem) {
        self.text = text
        var parser = FormulaParser(text)
        root = try parser.parseAll()
        names = parser.names
        if let start = parser.commentStart {
            var kept = Array(parser.scalars[..<start])
            while let last = kept.last, last.properties.isWhitespace { kept.removeLast() }
            commentless = String(String.UnicodeScalarView(kept))
        }
    }

    /// The text without a comment at its end (a fields file's `@row end > start  # why`).
    var commentless: String?

    /// The same formula, named by its text without its comment.
    package func withoutComment() -> Formula {
        guard let commentless, !commentless.isEmpty else { return self }
        var copy = Formula(text: commentless, root: root, names: names)
        copy.commentless = nil
        return copy
    }
}

struct FormulaParser {
    enum Token: Equatable {
        case name(String), number(String), string(String, bytes: Bool), op(String), end
    }

    var tokens: [(token: Token, column: Int)] = []
    var index = 0
    var names: [String] = []
    let scalars: [Unicode.Scalar]
    var lexProblem: FormulaProblem?
    /// Where a comment starts outside brackets (its `#`), in scalars from 0.
    var commentStart: Int?
    /// How deep the parse is (nested expressions, unary operators): bounded, as the stack is.
    var depth = 0
    static let depthLimit = 150

    static let keywords: Set<String> = [
        "and", "or", "not", "in", "is", "if", "else", "lambda", "True", "False", "None", "for", "await", "yield",
        "def", "class", "return", "import", "from", "as", "with", "while", "pass", "break", "continue", "del", "global",
        "nonlocal", "assert", "raise", "try", "except", "finally", "elif", "async",
    ]

    init(_ text: String) {
        // (simpleeval strips the expression before parsing it.)
        var scalars = Array(text.unicodeScalars)
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        self.scalars = scalars
        do {
            try lex()
        } catch {
            lexProblem = error
        }
    }

    static func syntax(_ message: String, _ column: Int) -> FormulaProblem { FormulaProblem(kind: .syntax, message: message, column: column) }
    static func unsupported(_ message: String, _ column: Int) -> FormulaProblem { FormulaProblem(kind: .unsupported, message: message, column: column) }

    mutating func lex() throws(FormulaProblem) {
        var position = 0
        var depth = 0
        func isIdentifierStart(_ s: Unicode.Scalar) -> Bool { s == "_" || s.properties.isXIDStart }
        func isIdentifierContinue(_ s: Unicode.Scalar) -> Bool { s.properties.isXIDContinue }
        let operators = [
            "**=", "//=", ">>=", "<<=", "...", "->", ":=", "**", "//", "<<", ">>", "<=", ">=", "==", "!=", "+=", "-=", "*=", "/=", "%=",
            "&=", "|=", "^=", "@=", "+", "-", "*", "/", "%", "@", "<", ">", "&", "|", "^", "~", "(", ")", "[", "]", "{", "}", ",",
            ":", ".", ";", "=",
        ]
        while position < scalars.count {
            let scalar = scalars[position]
            let column = position + 1
            if scalar == " " || scalar == "\t" || scalar == "\u{0C}" {
                position += 1
                continue
            }
            if scalar == "\\" && position + 1 < scalars.count && scalars[position + 1] == "\n" {
                position += 2
                continue
            }
            if scalar == "\n" || scalar == "\r" {
                if depth > 0 {
                    position += 1
                    continue
                }
                throw Self.unsupported("more than one line (a statement after the expression)", column)
            }
            if scalar == "#" {
                if commentStart == nil && depth == 0 { commentStart = position }
                while position < scalars.count && scalars[position] != "\n" { position += 1 }
                continue
            }
            // Strings, with their prefixes.
            if scalar == "'" || scalar == "\"" || (isIdentifierStart(scalar) && stringPrefixLength(at: position) > 0) {
                let prefixLength = scalar == "'" || scalar == "\"" ? 0 : stringPrefixLength(at: position)
                let prefix = String(String.UnicodeScalarView(scalars[position..<position + prefixLength])).lowercased()
                if prefix.contains("f") { throw Self.unsupported("an f-string", column) }
                position += prefixLength
                let (text, next) = try string(at: position, raw: prefix.contains("r"), bytes: prefix.contains("b"))
                tokens.append((.string(text, bytes: prefix.contains("b")), column))
                position = next
                continue
            }
            if isIdentifierStart(scalar) {
                var end = position + 1
                while end < scalars.count && isIdentifierContinue(scalars[end]) { end += 1 }
                tokens.append((.name(String(String.UnicodeScalarView(scalars[position..<end]))), column))
                position = end
                continue
            }
            if scalar.properties.numericType == .decimal && scalar.isASCII || (scalar == "." && position + 1 < scalars.count && scalars[position + 1].isASCII && scalars[position + 1].properties.numericType == .decimal) {
                // Python's number token: a prefixed integer, or digits, a fraction, an
                // exponent, a j; a keyword right after it is a token of its own (`0and`).
                func isDigit(_ at: Int) -> Bool { at < scalars.count && scalars[at].isASCII && scalars[at].properties.numericType == .decimal }
                func digitsOrUnderscores(from start: Int) -> Int {
                    var at = start
                    while at < scalars.count && (isDigit(at) || scalars[at] == "_") { at += 1 }
                    return at
                }
                var end = position
                let second = position + 1 < scalars.count ? Character(scalars[position + 1]).lowercased() : ""
                if scalar == "0" && ["x", "o", "b"].contains(second) {
                    end = position + 2
                    while end < scalars.count && (scalars[end].properties.isASCIIHexDigit || scalars[end] == "_") { end += 1 }
                } else {
                    end = digitsOrUnderscores(from: position)
                    if end < scalars.count && scalars[end] == "." { end = digitsOrUnderscores(from: end + 1) }
                    if end < scalars.count && (scalars[end] == "e" || scalars[end] == "E") {
                        var after = end + 1
                        if after < scalars.count && (scalars[after] == "+" || scalars[after] == "-") { after += 1 }
                        if isDigit(after) { end = digitsOrUnderscores(from: after) }
                    }
                    if end < scalars.count && (scalars[end] == "j" || scalars[end] == "J") { end += 1 }
                }
                tokens.append((.number(String(String.UnicodeScalarView(scalars[position..<end]))), column))
                position = end
                continue
            }
            var matched: String?
            for candidate in operators {
                let candidateScalars = Array(candidate.unicodeScalars)
                if position + candidateScalars.count <= scalars.count && Array(scalars[position..<position + candidateScalars.count]) == candidateScalars {
                    matched = candidate
                    break
                }
            }
            guard let op = matched else {
                if scalar == "!" { throw Self.syntax("invalid syntax", column) }
                throw Self.syntax("invalid character '\(Character(scalar))'", column)
            }
            if op == "(" || op == "[" || op == "{" { depth += 1 }
            if op == ")" || op == "]" || op == "}" { depth = max(0, depth - 1) }
            tokens.append((.op(op), column))
            position += op.unicodeScalars.count
        }
        tokens.append((.end, scalars.count + 1))
    }

    /// The length of a string prefix (r, b, u, f, rb, br, fr, rf, any case) before a quote.
    func stringPrefixLength(at position: Int) -> Int {
        for length in [2, 1] where position + length < scalars.count {
            let prefix = String(String.UnicodeScalarView(scalars[position..<position + length])).lowercased()
            let quote = scalars[position + length]
            guard quote == "'" || quote == "\"" else { continue }
            if ["r", "b", "u", "f", "rb", "br", "fr", "rf"].contains(prefix) {
                // (Not the end of a longer name: `xr'a'` is a name and a string.)
                if position > 0 && scalars[position - 1].properties.isXIDContinue { return 0 }
                return length
            }
        }
        return 0
    }

    func string(at start: Int, raw: Bool, bytes: Bool) throws(FormulaProblem) -> (String, Int) {
        let quote = scalars[start]
        let triple = start + 2 < scalars.count && scalars[start + 1] == quote && scalars[start + 2] == quote
        var position = start + (triple ? 3 : 1)
        var text = String.UnicodeScalarView()
        while true {
            guard position < scalars.count else { throw Self.syntax("a string not closed", start + 1) }
            let scalar = scalars[position]
            if scalar == quote {
                if !triple { return (String(text), position + 1) }
                if position + 2 < scalars.count && scalars[position + 1] == quote && scalars[position + 2] == quote {
                    return (String(text), position + 3)
                }
            }
            if (scalar == "\n" || scalar == "\r") && !triple { throw Self.syntax("a string not closed", start + 1) }
            if bytes && !scalar.isASCII { throw Self.syntax("bytes can only contain ASCII characters", position + 1) }
            if scalar == "\\" && position + 1 < scalars.count {
                let next = scalars[position + 1]
                if raw {
                    text.append(scalar)
                    text.append(next)
                    position += 2
                    continue
                }
                position += 2
                switch next {
                case "\n": continue
                case "\\": text.append("\\")
                case "'": text.append("'")
                case "\"": text.append("\"")
                case "a": text.append("\u{07}")
                case "b": text.append("\u{08}")
                case "f": text.append("\u{0C}")
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                case "v": text.append("\u{0B}")
                case "0"..."7":
                    var value = Int(next.value - 0x30)
                    var count = 1
                    while count < 3 && position < scalars.count && ("0"..."7").contains(scalars[position]) {
                        value = value * 8 + Int(scalars[position].value - 0x30)
                        position += 1
                        count += 1
                    }
                    guard let decoded = Unicode.Scalar(value) else { throw Self.syntax("an escape out of range", position) }
                    text.append(decoded)
                case "x", "u", "U", "N":
                    if next == "N" || (bytes && next != "x") {
                        if next == "N" { throw Self.unsupported("a \\N{...} escape", position - 1) }
                        text.append("\\")
                        text.append(next)
                        continue
                    }
                    let width = next == "x" ? 2 : next == "u" ? 4 : 8
                    guard position + width <= scalars.count else { throw Self.syntax("a truncated \\\(next) escape", position - 1) }
                    let digits = String(String.UnicodeScalarView(scalars[position..<position + width]))
                    guard digits.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }), let value = UInt32(digits, radix: 16),
                        let decoded = Unicode.Scalar(value)
                    else { throw Self.syntax("a truncated \\\(next) escape", position - 1) }
                    text.append(decoded)
                    position += width
                default:
                    text.append("\\")
                    text.append(next)
                }
                continue
            }
            text.append(scalar)
            position += 1
        }
    }

    // MARK: Parsing (Python's expression grammar, by precedence)

    var current: Token { tokens[index].token }
    var column: Int { tokens[index].column }

    mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    mutating func accept(_ op: String) -> Bool {
        if current == .op(op) {
            advance()
            return true
        }
        return false
    }

    mutating func acceptName(_ word: String) -> Bool {
        if current == .name(word) {
            advance()
            return true
        }
        return false
    }

    mutating func expect(_ op: String) throws(FormulaProblem) {
        guard accept(op) else { throw unexpected() }
    }

    func unexpected() -> FormulaProblem {
        switch current {
        case .end: return Self.syntax("the formula ends too early", column)
        case .op(let op) where ["=", "+=", "-=", "*=", "/=", ":="].contains(op):
            return Self.unsupported("an assignment ('\(op)'); to compare, write '=='", column)
        case .op(let op): return Self.syntax("invalid syntax at '\(op)'", column)
        case .name(let name): return Self.syntax("invalid syntax at '\(name)'", column)
        case .number(let text): return Self.syntax("invalid syntax at '\(text)'", column)
        case .string: return Self.syntax("invalid syntax at a string", column)
        }
    }

    mutating func parseAll() throws(FormulaProblem) -> FormulaNode {
        if let lexProblem { throw lexProblem }
        guard current != .end else { throw Self.syntax("the formula is empty", 1) }
        let node = try expressionList()
        if current == .op(";") { throw Self.unsupported("several statements (';')", column) }
        guard current == .end else { throw unexpected() }
        return node
    }

    /// `a, b` at the top or in parentheses is a tuple.
    mutating func expressionList() throws(FormulaProblem) -> FormulaNode {
        let first = try test()
        guard current == .op(",") else { return first }
        var items = [first]
        while accept(",") {
            if [.op(")"), .end, .op("]"), .op("}")].contains(current) { break }
            items.append(try test())
        }
        return .tuple(items)
    }

    mutating func test() throws(FormulaProblem) -> FormulaNode {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.depthLimit { throw Self.unsupported("an expression nested more than \(Self.depthLimit) deep", column) }
        if current == .name("lambda") { throw Self.unsupported("a lambda", column) }
        if case .name(let word) = current, Self.keywords.contains(word), !["not", "True", "False", "None", "await", "lambda"].contains(word) {
            throw Self.syntax("invalid syntax at '\(word)'", column)
        }
        let body = try orTest()
        if current == .name("if") {
            advance()
            let condition = try orTest()
            guard acceptName("else") else { throw current == .end ? Self.syntax("expected 'else' after 'if' expression", column) : unexpected() }
            let otherwise = try test()
            return .conditional(test: condition, then: body, otherwise: otherwise)
        }
        if current == .op(":=") { throw Self.unsupported("an assignment (':=')", column) }
        if current == .name("for") { throw Self.unsupported("a comprehension", column) }
        return body
    }

    mutating func orTest() throws(FormulaProblem) -> FormulaNode {
        var items = [try andTest()]
        while acceptName("or") { items.append(try andTest()) }
        return items.count == 1 ? items[0] : .boolean(isAnd: false, items)
    }

    mutating func andTest() throws(FormulaProblem) -> FormulaNode {
        var items = [try notTest()]
        while acceptName("and") { items.append(try notTest()) }
        return items.count == 1 ? items[0] : .boolean(isAnd: true, items)
    }

    mutating func notTest() throws(FormulaProblem) -> FormulaNode {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.depthLimit { throw Self.unsupported("an expression nested more than \(Self.depthLimit) deep", column) }
        if acceptName("not") { return .unary("not", try notTest()) }
        return try comparison()
    }

    mutating func comparison() throws(FormulaProblem) -> FormulaNode {
        let start = column
        let first = try bitOr()
        var rest: [(String, FormulaNode)] = []
        while true {
            var op: String?
            switch current {
            case .op(let symbol) where ["<", ">", "==", ">=", "<=", "!="].contains(symbol):
                op = symbol
                advance()
            case .name("in"):
                op = "in"
                advance()
            case .name("not"):
                let save = index
                advance()
                if acceptName("in") { op = "not in" } else { index = save }
            case .name("is"):
                advance()
                op = acceptName("not") ? "is not" : "is"
            default: break
            }
            guard let op else { break }
            rest.append((op, try bitOr()))
        }
        return rest.isEmpty ? first : .compare(first, rest, column: start)
    }

    mutating func binaryLevel(_ ops: [String], _ next: (inout FormulaParser) throws(FormulaProblem) -> FormulaNode) throws(FormulaProblem) -> FormulaNode {
        var node = try next(&self)
        while case .op(let op) = current, ops.contains(op) {
            let at = column
            advance()
            node = .binary(op, node, try next(&self), column: at)
        }
        return node
    }

    mutating func bitOr() throws(FormulaProblem) -> FormulaNode { try binaryLevel(["|"]) { (p: inout FormulaParser) throws(FormulaProblem) in try p.bitXor() } }
    mutating func bitXor() throws(FormulaProblem) -> FormulaNode { try binaryLevel(["^"]) { (p: inout FormulaParser) throws(FormulaProblem) in try p.bitAnd() } }
    mutating func bitAnd() throws(FormulaProblem) -> FormulaNode { try binaryLevel(["&"]) { (p: inout FormulaParser) throws(FormulaProblem) in try p.shift() } }
    mutating func shift() throws(FormulaProblem) -> FormulaNode { try binaryLevel(["<<", ">>"]) { (p: inout FormulaParser) throws(FormulaProblem) in try p.arithmetic() } }
    mutating func arithmetic() throws(FormulaProblem) -> FormulaNode { try binaryLevel(["+", "-"]) { (p: inout FormulaParser) throws(FormulaProblem) in try p.term() } }
    mutating func term() throws(FormulaProblem) -> FormulaNode { try binaryLevel(["*", "/", "//", "%", "@"]) { (p: inout FormulaParser) throws(FormulaProblem) in try p.factor() } }

    mutating func factor() throws(FormulaProblem) -> FormulaNode {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.depthLimit { throw Self.unsupported("an expression nested more than \(Self.depthLimit) deep", column) }
        if case .op(let op) = current, ["+", "-", "~"].contains(op) {
            advance()
            return .unary(op, try factor())
        }
        return try power()
    }

    mutating func power() throws(FormulaProblem) -> FormulaNode {
        if current == .name("await") { throw Self.unsupported("await", column) }
        let base = try primary()
        if current == .op("**") {
            let at = column
            advance()
            return .binary("**", base, try factor(), column: at)
        }
        return base
    }

    mutating func primary() throws(FormulaProblem) -> FormulaNode {
        var node = try atom()
        while true {
            let at = column
            if accept(".") {
                guard case .name(let name) = current, !Self.keywords.contains(name) else { throw unexpected() }
                advance()
                node = .attribute(node, name, column: at)
            } else if accept("(") {
                var arguments: [FormulaNode] = []
                while !accept(")") {
                    if case .name = current, tokens[index + 1].token == .op("=") {
                        throw Self.unsupported("a keyword argument", column)
                    }
                    if current == .op("*") || current == .op("**") { throw Self.unsupported("a starred argument", column) }
                    arguments.append(try test())
                    if current == .name("for") { throw Self.unsupported("a generator expression", column) }
                    if !accept(",") {
                        try expect(")")
                        break
                    }
                }
                node = .call(node, arguments, column: at)
            } else if accept("[") {
                if current == .op(":") { throw Self.unsupported("a slice", column) }
                let key = try expressionList()
                if current == .op(":") { throw Self.unsupported("a slice", column) }
                try expect("]")
                node = .item(node, key, column: at)
            } else {
                return node
            }
        }
    }

    mutating func atom() throws(FormulaProblem) -> FormulaNode {
        let at = column
        switch current {
        case .name(let word):
            switch word {
            case "True":
                advance()
                return .constant(.bool(true))
            case "False":
                advance()
                return .constant(.bool(false))
            case "None":
                advance()
                return .constant(.none)
            default:
                if Self.keywords.contains(word) { throw unexpected() }
                advance()
                if !names.contains(word) { names.append(word) }
                return .name(word, column: at)
            }
        case .number(let text):
            advance()
            return .constant(try Self.number(text, at))
        case .string(var text, let bytes):
            advance()
            // Adjacent literals are one.
            while case .string(let more, let moreBytes) = current {
                if moreBytes != bytes { throw Self.syntax("cannot mix bytes and nonbytes literals", column) }
                text += more
                advance()
            }
            if bytes { throw Self.unsupported("a bytes literal", at) }
            return .constant(.string(text))
        case .op("("):
            advance()
            if accept(")") { return .tuple([]) }
            if current == .name("yield") { throw Self.unsupported("yield", column) }
            let inner = try expressionList()
            if current == .name("for") { throw Self.unsupported("a generator expression", column) }
            try expect(")")
            return inner
        case .op("["):
            advance()
            var items: [FormulaNode] = []
            while !accept("]") {
                if current == .op("*") { throw Self.unsupported("a starred item", column) }
                items.append(try test())
                if current == .name("for") { throw Self.unsupported("a comprehension", column) }
                if !accept(",") {
                    try expect("]")
                    break
                }
            }
            return .list(items)
        case .op("{"):
            advance()
            if accept("}") { return .dictionary([]) }
            if current == .op("**") || current == .op("*") { throw Self.unsupported("a starred item", column) }
            let first = try test()
            if accept(":") {
                var pairs = [(first, try test())]
                if current == .name("for") { throw Self.unsupported("a comprehension", column) }
                while accept(",") {
                    if accept("}") { return .dictionary(pairs) }
                    let key = try test()
                    try expect(":")
                    pairs.append((key, try test()))
                }
                try expect("}")
                return .dictionary(pairs)
            }
            if current == .name("for") { throw Self.unsupported("a comprehension", column) }
            var items = [first]
            while accept(",") {
                if accept("}") { return .set(items) }
                items.append(try test())
            }
            try expect("}")
            return .set(items)
        case .op("..."):
            throw Self.unsupported("Ellipsis", at)
        default:
            throw unexpected()
        }
    }

    /// A Python number literal: an int (decimal, 0x, 0o, 0b, underscores between digits)
    /// or a float; an imaginary one is refused.
    static func number(_ text: String, _ column: Int) throws(FormulaProblem) -> FormulaValue {
        let lowered = text.lowercased()
        if lowered.hasSuffix("j") { throw unsupported("a complex number", column) }
        func cleaned(_ digits: Substring) throws(FormulaProblem) -> String {
            // Underscores only between digits.
            if digits.isEmpty || digits.hasPrefix("_") || digits.hasSuffix("_") || digits.contains("__") { throw syntax("invalid number '\(text)'", column) }
            return String(digits.filter { $0 != "_" })
        }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where lowered.hasPrefix(prefix) {
            var digits = lowered.dropFirst(2)
            if digits.hasPrefix("_") { digits = digits.dropFirst() }
            let plain = try cleaned(digits)
            guard let value = Int64(plain, radix: radix) else {
                if UInt64(plain, radix: radix) == nil && plain.allSatisfy({ ($0.hexDigitValue ?? radix) < radix }) {
                    throw unsupported("an integer past 64 bits", column)
                }
                throw syntax("invalid number '\(text)'", column)
            }
            return .int(value)
        }
        if lowered.contains(".") || lowered.contains("e") {
            let parts = lowered.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
            var mantissa = parts[0]
            let pointParts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
            guard pointParts.count <= 2 else { throw syntax("invalid number '\(text)'", column) }
            var rebuilt = try pointParts[0].isEmpty ? "" : cleaned(pointParts[0])
            if pointParts.count == 2 { rebuilt += "." + (pointParts[1].isEmpty ? "" : try cleaned(pointParts[1])) }
            guard rebuilt != "." else { throw syntax("invalid number '\(text)'", column) }
            mantissa = Substring(rebuilt)
            var literal = String(mantissa)
            if parts.count == 2 {
                var exponent = parts[1]
                var sign = ""
                if exponent.hasPrefix("+") || exponent.hasPrefix("-") {
                    sign = String(exponent.prefix(1))
                    exponent = exponent.dropFirst()
                }
                let digits = try cleaned(exponent)
                guard digits.allSatisfy(\.isNumber) else { throw syntax("invalid number '\(text)'", column) }
                literal += "e" + sign + digits
            }
            guard let value = Double(literal.hasPrefix(".") ? "0" + literal : literal) else { throw syntax("invalid number '\(text)'", column) }
            return .float(value)
        }
        let plain = try cleaned(Substring(lowered))
        guard plain.allSatisfy(\.isASCII), plain.allSatisfy(\.isNumber) else { throw syntax("invalid number '\(text)'", column) }
        // (Python refuses leading zeros in a decimal integer other than 0.)
        if plain.count > 1 && plain.hasPrefix("0") && plain.contains(where: { $0 != "0" }) {
            throw syntax("leading zeros in decimal integer literals are not permitted", column)
        }
        guard let value = Int64(plain) else { throw unsupported("an integer past 64 bits", column) }
        return .int(value)
    }
}
