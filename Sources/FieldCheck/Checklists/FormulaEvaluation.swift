/// Evaluating a formula over one row, as simpleeval's `EvalWithCompoundTypes` does with
/// `names=row`: a field's name is its typed cell (None when missing or not of its type),
/// the functions are simpleeval's (`int`, `float`, `str`, `list`, `tuple`, `dict`, `set`),
/// any other name raises NameNotDefined.
extension Formula {
    /// The functions simpleeval gives a formula; `rand` and `randint` are refused (a
    /// verdict that changes from run to run is no verdict).
    package static let functions: Set<String> = ["int", "float", "str", "list", "tuple", "dict", "set", "rand", "randint"]

    /// The formula's value over a row: `cell(name)` is the typed cell of a field, nil when
    /// the row has no such field.
    package func evaluate(_ cell: (String) -> FormulaValue?) throws(FormulaError) -> FormulaValue {
        try withoutActuallyEscaping(cell) { (cell) throws(FormulaError) in try FormulaEvaluator(cell: cell, slots: []).evaluate(root) }
    }

    /// The same formula with each field's name read from a place in the row's typed values
    /// (`places`: a field's place), so that a row costs no look-up by name.
    package func resolved(_ places: [String: Int]) -> Formula {
        func resolve(_ node: FormulaNode) -> FormulaNode {
            switch node {
            case .name(let name, let column): return places[name].map { .slot($0, column: column) } ?? node
            case .constant, .slot: return node
            case .unary(let op, let operand): return .unary(op, resolve(operand))
            case .binary(let op, let left, let right, let column): return .binary(op, resolve(left), resolve(right), column: column)
            case .boolean(let isAnd, let items): return .boolean(isAnd: isAnd, items.map(resolve))
            case .compare(let first, let rest, let column): return .compare(resolve(first), rest.map { ($0.0, resolve($0.1)) }, column: column)
            case .conditional(let test, let then, let otherwise): return .conditional(test: resolve(test), then: resolve(then), otherwise: resolve(otherwise))
            case .call(let function, let arguments, let column):
                // (A callee's name stays a name: it names a function, never a field.)
                if case .name = function { return .call(function, arguments.map(resolve), column: column) }
                return .call(resolve(function), arguments.map(resolve), column: column)
            case .attribute(let base, let name, let column): return .attribute(resolve(base), name, column: column)
            case .item(let base, let key, let column): return .item(resolve(base), resolve(key), column: column)
            case .list(let items): return .list(items.map(resolve))
            case .tuple(let items): return .tuple(items.map(resolve))
            case .set(let items): return .set(items.map(resolve))
            case .dictionary(let pairs): return .dictionary(pairs.map { (resolve($0.0), resolve($0.1)) })
            }
        }
        var copy = Formula(text: text, root: resolve(root), names: names)
        copy.commentless = commentless
        return copy
    }

    /// Whether a row satisfies a resolved formula, its typed values in `slots`.
    package func holds(slots: [FormulaValue]) throws(FormulaError) -> Bool {
        do {
            return try FormulaEvaluator(cell: { _ in nil }, slots: slots).evaluate(root).truthy()
        } catch .python {
            return false
        }
    }

    /// Whether the row satisfies it, as frictionless's `row-constraint` asks: a value that
    /// is true; false when it is not, or when Python raises.
    package func holds(_ cell: (String) -> FormulaValue?) throws(FormulaError) -> Bool {
        do {
            return try evaluate(cell).truthy()
        } catch .python {
            return false
        }
    }
}

struct FormulaEvaluator {
    let cell: (String) -> FormulaValue?
    let slots: [FormulaValue]

    func evaluate(_ node: FormulaNode) throws(FormulaError) -> FormulaValue {
        switch node {
        case .constant(let value): return value
        case .slot(let index, _): return slots[index]
        case .name(let name, _):
            // frictionless hands simpleeval its row, whose look-up of a name that is no field
            // gives None (a function's name as a value too).
            return cell(name) ?? .none
        case .unary(let op, let operand):
            let value = try evaluate(operand)
            return try Self.unary(op, value)
        case .binary(let op, let left, let right, _):
            return try Self.binary(op, try evaluate(left), try evaluate(right))
        case .boolean(let isAnd, let items):
            var result = FormulaValue.bool(false)
            for item in items {
                result = try evaluate(item)
                let truth = try result.truthy()
                if isAnd ? !truth : truth { break }
            }
            return result
        case .compare(let first, let rest, _):
            var left = try evaluate(first)
            for (op, operand) in rest {
                let right = try evaluate(operand)
                if !(try Self.compare(op, left, right)) { return .bool(false) }
                left = right
            }
            return .bool(true)
        case .conditional(let test, let then, let otherwise):
            return try evaluate(test).truthy() ? try evaluate(then) : try evaluate(otherwise)
        case .call(let function, let arguments, _):
            // A name called is simpleeval's function of that name, never a field.
            let callee: FormulaValue
            switch function {
            case .name(let name, _):
                guard Formula.functions.contains(name) else { throw .python("FunctionNotDefined: '\(name)'") }
                if name == "rand" || name == "randint" { throw .cannot("the random function \(name)") }
                callee = .function(name)
            default: callee = try evaluate(function)
            }
            var values: [FormulaValue] = []
            for argument in arguments { values.append(try evaluate(argument)) }
            return try Self.call(callee, values)
        case .attribute(let base, let name, _):
            if name.hasPrefix("_") || name.hasPrefix("func_") { throw .python("FeatureNotAvailable: access to \(name)") }
            return try Self.attribute(try evaluate(base), name)
        case .item(let base, let key, _):
            return try Self.item(try evaluate(base), try evaluate(key))
        case .list(let items): return .list(try items.map { (item) throws(FormulaError) in try evaluate(item) })
        case .tuple(let items): return .tuple(try items.map { (item) throws(FormulaError) in try evaluate(item) })
        case .set(let items):
            var values: [FormulaValue] = []
            for item in items {
                let value = try evaluate(item)
                try Self.requireHashable(value)
                if !(try FormulaValue.contains(values, value)) { values.append(value) }
            }
            return .set(values)
        case .dictionary(let pairs):
            var values: [(FormulaValue, FormulaValue)] = []
            for (keyNode, valueNode) in pairs {
                let key = try evaluate(keyNode)
                try Self.requireHashable(key)
                let value = try evaluate(valueNode)
                var at: Int?
                for (index, pair) in values.enumerated() where try FormulaValue.equal(pair.0, key) {
                    at = index
                    break
                }
                if let at { values[at].1 = value } else { values.append((key, value)) }
            }
            return .dictionary(values)
        }
    }

    static func requireHashable(_ value: FormulaValue) throws(FormulaError) {
        switch value {
        case .list, .set, .dictionary: throw .python("TypeError: unhashable type: '\(value.typeName)'")
        case .tuple(let items): for item in items { try requireHashable(item) }
        default: break
        }
    }

    static func typeError(_ op: String, _ a: FormulaValue, _ b: FormulaValue) -> FormulaError {
        .python("TypeError: unsupported operand type(s) for \(op): '\(a.typeName)' and '\(b.typeName)'")
    }

    static func unary(_ op: String, _ value: FormulaValue) throws(FormulaError) -> FormulaValue {
        if case .opaque(let type, _) = value { throw .cannot("'\(op)' on a \(type) value") }
        switch op {
        case "not": return .bool(!(try value.truthy()))
        case "-", "+":
            switch value.number {
            case .int(let x)?:
                if op == "+" { return .int(x) }
                guard x != .min else { throw .cannot("an integer past 64 bits") }
                return .int(-x)
            case .decimal(let x)?:
                // (Unary plus and minus round to the context, as Python's do.)
                return .decimal(ExactDecimal.rounded(op == "-" ? -x : x))
            case .float(let x)?: return .float(op == "-" ? -x : x)
            case nil:
                if case .timedelta(let days) = value { return .timedelta(days: op == "-" ? -days : days) }
                throw .python("TypeError: bad operand type for unary \(op): '\(value.typeName)'")
            }
        default:  // ~
            guard case .int(let x)? = value.number, !(value.isDecimalOrFloat) else {
                throw .python("TypeError: bad operand type for unary ~: '\(value.typeName)'")
            }
            return .int(~x)
        }
    }

    static func compare(_ op: String, _ a: FormulaValue, _ b: FormulaValue) throws(FormulaError) -> Bool {
        switch op {
        case "==": return try FormulaValue.equal(a, b)
        case "!=": return !(try FormulaValue.equal(a, b))
        case "in": return try contains(b, a)
        case "not in": return !(try contains(b, a))
        case "is", "is not":
            // Identity: None, True and False are one object each; values read from cells
            // or computed are objects of their own (CPython caches small ints, which a
            // formula cannot rely on).
            var same = false
            switch (a, b) {
            case (.none, .none): same = true
            case (.bool(let x), .bool(let y)): same = x == y
            case (.opaque(let type, _), _), (_, .opaque(let type, _)): throw .cannot("'is' on a \(type) value")
            case (.int, .int), (.string, .string), (.float, .float), (.decimal, .decimal):
                throw .cannot("'\(op)' between two \(a.typeName) values (identity, which Python does not promise)")
            default: same = false
            }
            return op == "is" ? same : !same
        default:
            guard let order = try FormulaValue.order(a, b) else { return false }
            switch op {
            case "<": return order < 0
            case "<=": return order <= 0
            case ">": return order > 0
            default: return order >= 0
            }
        }
    }

    static func contains(_ container: FormulaValue, _ item: FormulaValue) throws(FormulaError) -> Bool {
        switch container {
        case .string(let text):
            guard case .string(let part) = item else {
                throw .python("TypeError: 'in <string>' requires string as left operand, not \(item.typeName)")
            }
            if part.isEmpty { return true }
            let whole = Array(text.unicodeScalars), piece = Array(part.unicodeScalars)
            guard piece.count <= whole.count else { return false }
            for start in 0...(whole.count - piece.count) where whole[start..<start + piece.count].elementsEqual(piece) { return true }
            return false
        case .list(let items), .tuple(let items): return try FormulaValue.contains(items, item)
        case .set(let items):
            try requireHashable(item)
            return try FormulaValue.contains(items, item)
        case .dictionary(let pairs):
            try requireHashable(item)
            return try FormulaValue.contains(pairs.map(\.0), item)
        case .opaque(let type, _): throw .cannot("'in' on a \(type) value")
        default:
            throw .python("TypeError: argument of type '\(container.typeName)' is not iterable")
        }
    }

    static func binary(_ op: String, _ a: FormulaValue, _ b: FormulaValue) throws(FormulaError) -> FormulaValue {
        if case .opaque(let type, _) = a { throw .cannot("'\(op)' on a \(type) value") }
        if case .opaque(let type, _) = b { throw .cannot("'\(op)' on a \(type) value") }
        if let x = a.number, let y = b.number {
            if ["&", "|", "^", "<<", ">>"].contains(op) {
                guard case .int(let p) = x, case .int(let q) = y, !a.isDecimalOrFloat, !b.isDecimalOrFloat else { throw typeError(op, a, b) }
                switch op {
                case "&":
                    if case .bool(let s) = a, case .bool(let t) = b { return .bool(s && t) }
                    return .int(p & q)
                case "|":
                    if case .bool(let s) = a, case .bool(let t) = b { return .bool(s || t) }
                    return .int(p | q)
                case "^":
                    if case .bool(let s) = a, case .bool(let t) = b { return .bool(s != t) }
                    return .int(p ^ q)
                default:
                    // (simpleeval's safe shifts: bounded operands.)
                    guard q >= 0 else { throw .python("ValueError: negative shift count") }
                    if q > 10_000 { throw .python("NumberTooHigh") }
                    if op == ">>" { return .int(q >= 64 ? (p < 0 ? -1 : 0) : p >> q) }
                    guard q < 64, p.magnitude <= UInt64(Int64.max) >> q else { throw .cannot("an integer past 64 bits") }
                    return .int(p << q)
                }
            }
            return FormulaValue(try arithmetic(op, x, y, a, b))
        }
        switch (op, a, b) {
        case ("+", .string(let x), .string(let y)):
            guard x.unicodeScalars.count + y.unicodeScalars.count <= 100_000 else { throw .python("IterableTooLong") }
            return .string(x + y)
        case ("+", .list(let x), .list(let y)): return .list(x + y)
        case ("+", .tuple(let x), .tuple(let y)): return .tuple(x + y)
        case ("+", .date(let x), .timedelta(let days)), ("+", .timedelta(let days), .date(let x)), ("-", .date(let x), .timedelta(let days)):
            let result = op == "-" ? x - days : x + days
            guard result >= 1 && result <= CalendarDay(year: 9999, month: 12, day: 31).ordinal else {
                throw .python("OverflowError: date value out of range")
            }
            return .date(result)
        case ("-", .date(let x), .date(let y)): return .timedelta(days: x - y)
        case ("+", .timedelta(let x), .timedelta(let y)): return .timedelta(days: x + y)
        case ("-", .timedelta(let x), .timedelta(let y)): return .timedelta(days: x - y)
        case ("*", .string(let text), _), ("*", _, .string(let text)):
            let other = a.isString ? b : a
            guard case .int(let count)? = other.number, !other.isDecimalOrFloat else { throw typeError(op, a, b) }
            let (length, overflow) = Int64(text.unicodeScalars.count).multipliedReportingOverflow(by: count)
            guard count <= 0 || (!overflow && length <= 100_000) else { throw .python("IterableTooLong") }
            return .string(count <= 0 ? "" : String(repeating: text, count: Int(count)))
        case ("*", .list(let items), _), ("*", _, .list(let items)):
            let other = a.isList ? b : a
            guard case .int(let count)? = other.number, !other.isDecimalOrFloat else { throw typeError(op, a, b) }
            let (length, overflow) = Int64(items.count).multipliedReportingOverflow(by: count)
            guard count <= 0 || (!overflow && length <= 100_000) else { throw .python("IterableTooLong") }
            return .list(count <= 0 ? [] : Array((0..<Int(count)).map { _ in items }.joined()))
        case ("%", .string, _): throw .cannot("'%' formatting of a string")
        case ("-", .set, .set), ("&", .set, .set), ("|", .set, .set), ("^", .set, .set): throw .cannot("set operations")
        case ("*", .timedelta, _), ("*", _, .timedelta), ("/", .timedelta, _), ("//", .timedelta, _):
            throw .cannot("arithmetic on a timedelta other than + and -")
        default:
            throw typeError(op, a, b)
        }
    }

    static func arithmetic(
        _ op: String, _ x: FormulaValue.Number, _ y: FormulaValue.Number, _ a: FormulaValue, _ b: FormulaValue
    ) throws(FormulaError) -> FormulaValue.Number {
        if op == "@" { throw typeError(op, a, b) }
        switch (x, y) {
        case (.int(let p), .int(let q)):
            switch op {
            case "+":
                let (r, o) = p.addingReportingOverflow(q)
                if o { throw .cannot("an integer past 64 bits") }
                return .int(r)
            case "-":
                let (r, o) = p.subtractingReportingOverflow(q)
                if o { throw .cannot("an integer past 64 bits") }
                return .int(r)
            case "*":
                let (r, o) = p.multipliedReportingOverflow(by: q)
                if o { throw .cannot("an integer past 64 bits") }
                return .int(r)
            case "/":
                if q == 0 { throw .python("ZeroDivisionError: division by zero") }
                guard p.magnitude <= 1 << 53 && q.magnitude <= 1 << 53 else { throw .cannot("dividing integers past 2^53 (Python rounds their exact quotient)") }
                return .float(Double(p) / Double(q))
            case "//", "%":
                if q == 0 { throw .python("ZeroDivisionError: integer division or modulo by zero") }
                if p == .min && q == -1 { throw .cannot("an integer past 64 bits") }
                var quotient = p / q, remainder = p % q
                if remainder != 0 && (remainder < 0) != (q < 0) {
                    quotient -= 1
                    remainder += q
                }
                return .int(op == "//" ? quotient : remainder)
            default:  // **
                if p.magnitude > 4_000_000 || q.magnitude > 4_000_000 { throw .python("NumberTooHigh") }
                if q < 0 {
                    if p == 0 { throw .python("ZeroDivisionError") }
                    return .float(FormulaMath.power(Double(p), Double(q)))
                }
                var result: Int64 = 1
                for _ in 0..<q {
                    let (r, o) = result.multipliedReportingOverflow(by: p)
                    if o { throw .cannot("an integer past 64 bits") }
                    result = r
                    if result == 0 || result == 1 { break }
                }
                if p == -1 { return .int(q % 2 == 0 ? 1 : -1) }
                return .int(result)
            }
        case (.float, _), (_, .float):
            if case .decimal = x { throw typeError(op, a, b) }
            if case .decimal = y { throw typeError(op, a, b) }
            let p = x.double, q = y.double
            switch op {
            case "+": return .float(p + q)
            case "-": return .float(p - q)
            case "*": return .float(p * q)
            case "/":
                if q == 0 { throw .python("ZeroDivisionError: float division by zero") }
                return .float(p / q)
            case "//", "%":
                if q == 0 { throw .python("ZeroDivisionError: float modulo") }
                var remainder = p.truncatingRemainder(dividingBy: q)
                if remainder != 0 && (remainder < 0) != (q < 0) { remainder += q }
                if op == "%" { return .float(remainder) }
                return .float(((p - remainder) / q).rounded())
            default:
                if abs(p) > 4_000_000 || abs(q) > 4_000_000 { throw .python("NumberTooHigh") }
                if p < 0 && q != q.rounded() { throw .cannot("a negative number to a fractional power (a complex number)") }
                if p == 0 && q < 0 { throw .python("ZeroDivisionError") }
                let result = FormulaMath.power(p, q)
                if result.isInfinite && p.isFinite && q.isFinite { throw .python("OverflowError: Numerical result out of range") }
                return .float(result)
            }
        default:
            let p = x.decimal, q = y.decimal
            switch op {
            case "+": return .decimal(try ExactDecimal.add(p, q))
            case "-": return .decimal(try ExactDecimal.add(p, -q))
            case "*": return .decimal(try ExactDecimal.multiply(p, q))
            case "/": return .decimal(try ExactDecimal.divide(p, q))
            case "//": return .decimal(try ExactDecimal.divideInteger(p, q).quotient)
            case "%": return .decimal(try ExactDecimal.divideInteger(p, q).remainder)
            default:
                guard let exponent = q.integerValue, exponent >= 0, exponent <= 64 else {
                    throw .cannot("a decimal to a power other than a small whole number")
                }
                if ExactDecimal.compare(ExactDecimal(kind: p.kind, negative: false, coefficient: p.coefficient, exponent: p.exponent), ExactDecimal(4_000_000)) ?? 1 > 0 {
                    throw .python("NumberTooHigh")
                }
                if exponent == 0 && p.isZero { throw .python("InvalidOperation: 0 ** 0") }
                var result = ExactDecimal(1)
                for _ in 0..<exponent { result = try ExactDecimal.multiply(result, p) }
                return .decimal(result)
            }
        }
    }

    static func call(_ callee: FormulaValue, _ arguments: [FormulaValue]) throws(FormulaError) -> FormulaValue {
        switch callee {
        case .function(let name):
            return try function(name, arguments)
        case .method(let base, let name):
            return try FormulaMethods.call(base, name, arguments)
        default:
            if case .opaque(let type, _) = callee { throw .cannot("calling a \(type) value") }
            throw .python("TypeError: '\(callee.typeName)' object is not callable")
        }
    }

    static func function(_ name: String, _ arguments: [FormulaValue]) throws(FormulaError) -> FormulaValue {
        if arguments.count > 1 && name != "dict" { throw .cannot("\(name)() with \(arguments.count) arguments") }
        let argument = arguments.first
        switch name {
        case "int":
            guard let argument else { return .int(0) }
            switch argument {
            case .bool(let flag): return .int(flag ? 1 : 0)
            case .int(let value): return .int(value)
            case .float(let value):
                if value.isNaN { throw .python("ValueError: cannot convert float NaN to integer") }
                if value.isInfinite { throw .python("OverflowError: cannot convert float infinity to integer") }
                guard let result = Int64(exactly: value.rounded(.towardZero)) else { throw .cannot("an integer past 64 bits") }
                return .int(result)
            case .decimal(let value):
                if value.kind == .nan { throw .python("ValueError: cannot convert NaN to integer") }
                if value.kind == .infinity { throw .python("OverflowError: cannot convert Infinity to integer") }
                guard let result = value.truncated else { throw .cannot("an integer past 64 bits") }
                return .int(result)
            case .string(let text):
                guard let result = PythonNumbers.int(text) else {
                    throw .python("ValueError: invalid literal for int() with base 10")
                }
                guard let value = result else { throw .cannot("an integer past 64 bits") }
                return .int(value)
            case .opaque(let type, _): throw .cannot("int() of a \(type) value")
            default: throw .python("TypeError: int() argument must be a string or a number, not '\(argument.typeName)'")
            }
        case "float":
            guard let argument else { return .float(0) }
            switch argument {
            case .bool(let flag): return .float(flag ? 1 : 0)
            case .int(let value): return .float(Double(value))
            case .float(let value): return .float(value)
            case .decimal(let value): return .float(value.double)
            case .string(let text):
                guard let value = PythonNumbers.float(text) else { throw .python("ValueError: could not convert string to float") }
                return .float(value)
            case .opaque(let type, _): throw .cannot("float() of a \(type) value")
            default: throw .python("TypeError: float() argument must be a string or a real number, not '\(argument.typeName)'")
            }
        case "str":
            guard let argument else { return .string("") }
            return .string(try argument.text())
        case "list", "tuple", "set":
            var items: [FormulaValue] = []
            if let argument { items = try iterate(argument) }
            if name == "list" { return .list(items) }
            if name == "tuple" { return .tuple(items) }
            var unique: [FormulaValue] = []
            for item in items {
                try requireHashable(item)
                if !(try FormulaValue.contains(unique, item)) { unique.append(item) }
            }
            return .set(unique)
        case "dict":
            if arguments.isEmpty { return .dictionary([]) }
            throw .cannot("dict() with arguments")
        default:
            throw .cannot("the function \(name)")
        }
    }

    static func iterate(_ value: FormulaValue) throws(FormulaError) -> [FormulaValue] {
        switch value {
        case .string(let text): return text.unicodeScalars.map { .string(String($0)) }
        case .list(let items), .tuple(let items), .set(let items): return items
        case .dictionary(let pairs): return pairs.map(\.0)
        case .opaque(let type, _): throw .cannot("iterating a \(type) value")
        default: throw .python("TypeError: '\(value.typeName)' object is not iterable")
        }
    }

    static func attribute(_ base: FormulaValue, _ name: String) throws(FormulaError) -> FormulaValue {
        switch base {
        case .date(let ordinal):
            let date = CalendarDay(ordinal: ordinal)
            switch name {
            case "year": return .int(Int64(date.year))
            case "month": return .int(Int64(date.month))
            case "day": return .int(Int64(date.day))
            default: break
            }
        case .timedelta(let days):
            switch name {
            case "days": return .int(Int64(days))
            case "seconds", "microseconds": return .int(0)
            default: break
            }
        case .dictionary(let pairs):
            // (simpleeval falls back to the item of that name.)
            if let pair = pairs.first(where: { if case .string(let key) = $0.0 { return FormulaValue.sameScalars(key, name) } else { return false } }) {
                return pair.1
            }
        case .opaque(let type, _): throw .cannot("the attribute .\(name) of a \(type) value")
        default: break
        }
        if FormulaMethods.has(base, name) { return .method(base, name) }
        if FormulaMethods.pythonHas(base, name) { throw .cannot("the attribute .\(name) of a \(base.typeName) value") }
        throw .python("AttributeDoesNotExist: \(name)")
    }

    static func item(_ base: FormulaValue, _ key: FormulaValue) throws(FormulaError) -> FormulaValue {
        switch base {
        case .string, .list, .tuple:
            guard case .int(let index)? = key.number, !key.isDecimalOrFloat else {
                throw .python("TypeError: indices must be integers, not '\(key.typeName)'")
            }
            let items: [FormulaValue]
            if case .string(let text) = base { items = text.unicodeScalars.map { .string(String($0)) } } else { items = try iterate(base) }
            let position = index < 0 ? Int64(items.count) + index : index
            guard position >= 0 && position < Int64(items.count) else { throw .python("IndexError: index out of range") }
            return items[Int(position)]
        case .dictionary(let pairs):
            try requireHashable(key)
            for (candidate, value) in pairs where try FormulaValue.equal(candidate, key) { return value }
            throw .python("KeyError")
        case .opaque(let type, _): throw .cannot("an item of a \(type) value")
        default:
            throw .python("TypeError: '\(base.typeName)' object is not subscriptable")
        }
    }
}

extension FormulaValue {
    var isDecimalOrFloat: Bool {
        switch self {
        case .decimal, .float: return true
        default: return false
        }
    }

    var isString: Bool {
        if case .string = self { return true }
        return false
    }

    var isList: Bool {
        if case .list = self { return true }
        return false
    }
}

extension FormulaValue.Number {
    var double: Double {
        switch self {
        case .int(let value): return Double(value)
        case .float(let value): return value
        case .decimal(let value): return value.double
        }
    }

    var decimal: ExactDecimal {
        switch self {
        case .int(let value): return ExactDecimal(value)
        case .decimal(let value): return value
        case .float: return ExactDecimal(kind: .nan)  // (never reached: floats meet decimals as a TypeError)
        }
    }
}

/// Python's readings of text as numbers (`int(text)`, `float(text)`).
enum PythonNumbers {
    /// nil: not an int literal; .some(nil): one past 64 bits.
    static func int(_ text: String) -> Int64?? {
        var body = Substring(text).drop { $0.isWhitespace }
        while body.last?.isWhitespace == true { body = body.dropLast() }
        var negative = false
        if body.first == "+" || body.first == "-" {
            negative = body.first == "-"
            body = body.dropFirst()
        }
        guard !body.isEmpty, !body.hasPrefix("_"), !body.hasSuffix("_"), !body.contains("__") else { return nil }
        var digits = ""
        for character in body {
            if character == "_" { continue }
            guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue
            else { return nil }
            digits.append(Character(String(Int(value))))
        }
        guard let magnitude = UInt64(digits) else { return .some(nil) }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return .some(nil) }
            return magnitude == UInt64(Int64.max) + 1 ? .some(Int64.min) : .some(-Int64(magnitude))
        }
        guard magnitude <= UInt64(Int64.max) else { return .some(nil) }
        return .some(Int64(magnitude))
    }

    static func float(_ text: String) -> Double? {
        var body = Substring(text).drop { $0.isWhitespace }
        while body.last?.isWhitespace == true { body = body.dropLast() }
        var sign = ""
        if body.first == "+" || body.first == "-" {
            sign = String(body.prefix(1))
            body = body.dropFirst()
        }
        let lowered = body.lowercased()
        if lowered == "inf" || lowered == "infinity" { return sign == "-" ? -.infinity : .infinity }
        if lowered == "nan" { return .nan }
        guard !lowered.isEmpty, !lowered.hasPrefix("_"), !lowered.hasSuffix("_"), !lowered.contains("__"),
            lowered.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "e" || $0 == "_" || $0 == "+" || $0 == "-") }),
            !lowered.hasPrefix("e"), lowered.contains(where: \.isNumber)
        else { return nil }
        let plain = lowered.filter { $0 != "_" }
        if plain.hasPrefix(".") && plain.count == 1 { return nil }
        return Double(sign + (plain.hasPrefix(".") ? "0" + plain : plain))
    }
}
