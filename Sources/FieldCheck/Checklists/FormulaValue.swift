/// A value in frictionless's formula language: what a typed cell is in Python (None, bool,
/// int, Decimal, float, str, datetime.date, timedelta), a literal's, or a result's.
package enum FormulaValue: Sendable {
    case none
    case bool(Bool)
    case int(Int64)
    case decimal(ExactDecimal)
    case float(Double)
    case string(String)
    /// A date as its proleptic Gregorian ordinal (`date.toordinal()`: 0001-01-01 is 1).
    case date(Int)
    /// A difference of dates, in whole days.
    case timedelta(days: Int)
    case list([FormulaValue])
    case tuple([FormulaValue])
    case set([FormulaValue])
    case dictionary([(FormulaValue, FormulaValue)])
    /// A cell of a type the formula language here does not model (datetime, time, ...):
    /// any use of it in a formula is refused by name.
    case opaque(type: String, text: String)
    /// A function named in a formula (`int`, `str`, ...), or a bound method.
    case function(String)
    indirect case method(FormulaValue, String)
}

/// Why a formula did not give a value: `python` where Python raises (frictionless then
/// reports the row as failing the constraint), `cannot` where fieldcheck does not evaluate
/// what Python would (a run error naming it, never a verdict).
package enum FormulaError: Error, Sendable, Equatable {
    case python(String)
    case cannot(String)
}

extension FormulaValue {
    /// Python's type name, for messages.
    package var typeName: String {
        switch self {
        case .none: return "NoneType"
        case .bool: return "bool"
        case .int: return "int"
        case .decimal: return "decimal.Decimal"
        case .float: return "float"
        case .string: return "str"
        case .date: return "datetime.date"
        case .timedelta: return "datetime.timedelta"
        case .list: return "list"
        case .tuple: return "tuple"
        case .set: return "set"
        case .dictionary: return "dict"
        case .opaque(let type, _): return type
        case .function, .method: return "builtin_function_or_method"
        }
    }

    /// Python's truth value.
    package func truthy() throws(FormulaError) -> Bool {
        switch self {
        case .none: return false
        case .bool(let flag): return flag
        case .int(let value): return value != 0
        case .decimal(let value): return value.kind != .finite || value.coefficient != 0
        case .float(let value): return value != 0
        case .string(let text): return !text.isEmpty
        case .date: return true
        case .timedelta(let days): return days != 0
        case .list(let items), .tuple(let items), .set(let items): return !items.isEmpty
        case .dictionary(let pairs): return !pairs.isEmpty
        case .opaque(let type, _): throw .cannot("the truth of a \(type) value")
        case .function, .method: return true
        }
    }

    /// A number as Python's numeric tower sees it (a bool is an int).
    enum Number {
        case int(Int64), decimal(ExactDecimal), float(Double)
    }

    var number: Number? {
        switch self {
        case .bool(let flag): return .int(flag ? 1 : 0)
        case .int(let value): return .int(value)
        case .decimal(let value): return .decimal(value)
        case .float(let value): return .float(value)
        default: return nil
        }
    }

    init(_ number: Number) {
        switch number {
        case .int(let value): self = .int(value)
        case .decimal(let value): self = .decimal(value)
        case .float(let value): self = .float(value)
        }
    }

    static func sameScalars(_ a: String, _ b: String) -> Bool { a.unicodeScalars.elementsEqual(b.unicodeScalars) }

    /// Python's `==`.
    package static func equal(_ a: FormulaValue, _ b: FormulaValue) throws(FormulaError) -> Bool {
        if let x = a.number, let y = b.number { return try compareNumbers(x, y, ordering: false) == 0 }
        switch (a, b) {
        case (.none, .none): return true
        case (.string(let x), .string(let y)): return sameScalars(x, y)
        case (.date(let x), .date(let y)): return x == y
        case (.timedelta(let x), .timedelta(let y)): return x == y
        case (.list(let x), .list(let y)), (.tuple(let x), .tuple(let y)):
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) where !(try equal(p, q)) { return false }
            return true
        case (.set(let x), .set(let y)):
            guard x.count == y.count else { return false }
            for p in x where !(try contains(y, p)) { return false }
            return true
        case (.dictionary(let x), .dictionary(let y)):
            guard x.count == y.count else { return false }
            for (key, value) in x {
                var other: FormulaValue?
                for pair in y where try equal(pair.0, key) {
                    other = pair.1
                    break
                }
                guard let other, try equal(value, other) else { return false }
            }
            return true
        case (.opaque(let type, _), _), (_, .opaque(let type, _)):
            throw .cannot("comparing a \(type) value")
        case (.function(let x), .function(let y)): return x == y
        default: return false
        }
    }

    static func contains(_ items: [FormulaValue], _ item: FormulaValue) throws(FormulaError) -> Bool {
        for candidate in items where try equal(candidate, item) { return true }
        return false
    }

    /// -1, 0, 1 for two numbers; nil when unordered (a float NaN: every comparison false).
    /// A decimal NaN raises on `<` as Python's InvalidOperation, and is unequal on `==`.
    static func compareNumbers(_ a: Number, _ b: Number, ordering: Bool) throws(FormulaError) -> Int? {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y ? -1 : x > y ? 1 : 0
        case (.float(let x), .float(let y)):
            if x.isNaN || y.isNaN { return nil }
            return x < y ? -1 : x > y ? 1 : 0
        case (.int(let x), .float(let y)):
            return try compareNumbers(.decimal(ExactDecimal(x)), .float(y), ordering: ordering)
        case (.float(let x), .int(let y)):
            return try compareNumbers(.float(x), .decimal(ExactDecimal(y)), ordering: ordering)
        case (.int(let x), .decimal(let y)): return try compareNumbers(.decimal(ExactDecimal(x)), .decimal(y), ordering: ordering)
        case (.decimal(let x), .int(let y)): return try compareNumbers(.decimal(x), .decimal(ExactDecimal(y)), ordering: ordering)
        case (.decimal(let x), .decimal(let y)):
            guard let order = ExactDecimal.compare(x, y) else {
                if ordering { throw .python("InvalidOperation: comparison with NaN") }
                return nil
            }
            return order
        case (.decimal(let x), .float(let y)):
            guard let order = ExactDecimal.compare(x, y) else {
                if ordering && x.kind == .nan { throw .python("InvalidOperation: comparison with NaN") }
                return nil
            }
            return order
        case (.float(let x), .decimal(let y)):
            guard let order = ExactDecimal.compare(y, x) else {
                if ordering && y.kind == .nan { throw .python("InvalidOperation: comparison with NaN") }
                return nil
            }
            return -order
        }
    }

    /// Python's `<` and its kin: -1, 0, 1, nil when unordered; a TypeError between types
    /// that have no order.
    package static func order(_ a: FormulaValue, _ b: FormulaValue) throws(FormulaError) -> Int? {
        if let x = a.number, let y = b.number { return try compareNumbers(x, y, ordering: true) }
        switch (a, b) {
        case (.string(let x), .string(let y)):
            if sameScalars(x, y) { return 0 }
            return x.unicodeScalars.lexicographicallyPrecedes(y.unicodeScalars) ? -1 : 1
        case (.date(let x), .date(let y)): return x < y ? -1 : x > y ? 1 : 0
        case (.timedelta(let x), .timedelta(let y)): return x < y ? -1 : x > y ? 1 : 0
        case (.list(let x), .list(let y)), (.tuple(let x), .tuple(let y)):
            for (p, q) in zip(x, y) where !(try equal(p, q)) { return try order(p, q) }
            return x.count < y.count ? -1 : x.count > y.count ? 1 : 0
        case (.opaque(let type, _), _), (_, .opaque(let type, _)):
            throw .cannot("ordering a \(type) value")
        case (.set, .set): throw .cannot("ordering sets (subsets)")
        default:
            throw .python("TypeError: '<' not supported between instances of '\(a.typeName)' and '\(b.typeName)'")
        }
    }

    /// Python's `str(value)`.
    package func text() throws(FormulaError) -> String {
        switch self {
        case .none: return "None"
        case .bool(let flag): return flag ? "True" : "False"
        case .int(let value): return String(value)
        case .decimal(let value): return value.description
        case .float(let value): return Self.pythonRepr(value)
        case .string(let text): return text
        case .date(let ordinal): return CalendarDay(ordinal: ordinal).iso
        case .timedelta(let days):
            if days == 0 { return "0:00:00" }
            return "\(days) day\(abs(days) == 1 ? "" : "s"), 0:00:00"
        case .list(let items): return "[" + (try items.map { (item) throws(FormulaError) in try item.repr() }).joined(separator: ", ") + "]"
        case .tuple(let items):
            let inner = try items.map { (item) throws(FormulaError) in try item.repr() }
            return "(" + inner.joined(separator: ", ") + (items.count == 1 ? ",)" : ")")
        case .set, .dictionary, .function, .method: throw .cannot("str() of a \(typeName)")
        case .opaque(let type, _): throw .cannot("str() of a \(type) value")
        }
    }

    /// Python's `repr(value)` for what lists hold.
    func repr() throws(FormulaError) -> String {
        switch self {
        case .string(let text):
            let quote = text.contains("'") && !text.contains("\"") ? "\"" : "'"
            var out = quote
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    if String(scalar) == quote {
                        out += "\\" + quote
                    } else if scalar.value < 0x20 || scalar.value == 0x7F {
                        out += "\\x" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + quote
        case .decimal(let value): return "Decimal('\(value.description)')"
        case .date(let ordinal):
            let date = CalendarDay(ordinal: ordinal)
            return "datetime.date(\(date.year), \(date.month), \(date.day))"
        case .timedelta(let days): return days == 0 ? "datetime.timedelta(0)" : "datetime.timedelta(days=\(days))"
        default: return try text()
        }
    }

    /// The shortest text that reads back as the Double, as Python writes it (`1e+16`,
    /// `1e-05`, `0.1`, `5.0`).
    static func pythonRepr(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        var text = "\(value)"  // Swift's shortest round trip
        // Swift writes 1e-05 as "1e-05" and 1e16 as "1e+16", as Python; its plain range
        // differs: Python switches to exponents at 1e16 and below 1e-4.
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            let mantissa = String(text[..<e]), exponentText = String(text[text.index(after: e)...])
            guard let exponent = Int(exponentText) else { return text }
            let digits = mantissa.filter { $0.isNumber }
            let negative = mantissa.hasPrefix("-")
            let trimmed = digits.hasSuffix("0") && digits.count > 1 ? String(digits.reversed().drop { $0 == "0" }.reversed()) : digits
            if exponent >= -4 && exponent < 16 {
                let point = exponent + 1
                var plain: String
                if point <= 0 {
                    plain = "0." + String(repeating: "0", count: -point) + trimmed
                } else if point >= trimmed.count {
                    plain = trimmed + String(repeating: "0", count: point - trimmed.count) + ".0"
                } else {
                    plain = String(trimmed.prefix(point)) + "." + trimmed.dropFirst(point)
                }
                return (negative ? "-" : "") + plain
            }
            let body = trimmed.count > 1 ? String(trimmed.prefix(1)) + "." + trimmed.dropFirst() : trimmed
            return (negative ? "-" : "") + body + "e" + (exponent < 0 ? "-" : "+") + (abs(exponent) < 10 ? "0" : "") + String(abs(exponent))
        }
        // Plain from Swift; Python goes to exponents from 1e16 up.
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts[0]
        if whole.count > 16 {
            let fraction = parts.count > 1 ? parts[1] : ""
            var digits = String(whole) + (fraction == "0" ? "" : fraction)
            let exponent = whole.count - 1
            while digits.count > 1 && digits.hasSuffix("0") { digits.removeLast() }
            let body = digits.count > 1 ? String(digits.prefix(1)) + "." + digits.dropFirst() : digits
            return (negative ? "-" : "") + body + "e+" + String(exponent)
        }
        return (negative ? "-" : "") + text
    }
}

/// A proleptic Gregorian date and its ordinal (Python's `date.toordinal`).
package struct CalendarDay: Sendable, Equatable {
    package var year: Int
    package var month: Int
    package var day: Int

    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    // (The calendar is `CivilDate`'s, the date types'; this is a value of it.)
    package var ordinal: Int { CivilDate.pythonOrdinal(year: year, month: month, day: day) }

    package init(ordinal: Int) {
        // (Ordinals come from dates in range and from arithmetic held inside it.)
        let (year, month, day) = CivilDate.fromPythonOrdinal(ordinal) ?? (1, 1, 1)
        self.init(year: year, month: month, day: day)
    }

    /// Reads exactly `YYYY-MM-DD` in ASCII digits (a date's canonical form, and the
    /// default format's usual shape); nil for anything else or an impossible date.
    package static func parseISO(bytes: UnsafeBufferPointer<UInt8>) -> CalendarDay? {
        guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = bytes[index] &- 0x30
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), valid(year: year, month: month, day: day)
        else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// Valid in Python's range (years 1 to 9999).
    package static func valid(year: Int, month: Int, day: Int) -> Bool {
        (1...9999).contains(year) && CivilDate.isValid(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`, as `str(date)`.
    package var iso: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// Reads `YYYY-MM-DD` (a date's canonical form).
    package static func parseISO(_ text: some StringProtocol) -> CalendarDay? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), valid(year: year, month: month, day: day)
        else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }
}
