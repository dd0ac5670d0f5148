#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The methods a formula may call on a value, as Python's `str` and `datetime.date` have
/// them (the ones formulas use); another method Python has is refused by name
/// (`FormulaError.cannot`), one Python lacks raises as it does there.
enum FormulaMethods {
    static let stringMethods: Set<String> = [
        "lower", "upper", "strip", "lstrip", "rstrip", "startswith", "endswith", "isdigit", "isalpha", "isalnum", "isspace",
        "islower", "isupper", "isdecimal", "isnumeric", "count", "find", "replace", "split",
    ]
    static let dateMethods: Set<String> = ["weekday", "isoweekday", "isoformat"]

    /// Python's other attributes of these types (a formula using one is refused, not failed).
    static let pythonStringAttributes: Set<String> = [
        "capitalize", "casefold", "center", "encode", "expandtabs", "format", "format_map", "index", "isascii", "isidentifier",
        "isprintable", "istitle", "join", "ljust", "maketrans", "partition", "removeprefix", "removesuffix", "rfind", "rindex",
        "rjust", "rpartition", "rsplit", "splitlines", "swapcase", "title", "translate", "zfill",
    ]
    static let pythonDateAttributes: Set<String> = [
        "ctime", "fromisocalendar", "fromisoformat", "fromordinal", "fromtimestamp", "isocalendar", "max", "min", "replace",
        "resolution", "strftime", "timetuple", "today", "toordinal",
    ]
    static let pythonNumberAttributes: Set<String> = [
        "real", "imag", "numerator", "denominator", "conjugate", "bit_length", "bit_count", "as_integer_ratio", "is_integer",
        "to_bytes", "from_bytes", "hex", "fromhex", "quantize", "normalize", "sqrt", "exp", "ln", "log10", "adjusted",
        "as_tuple", "copy_abs", "copy_negate", "is_nan", "is_zero", "is_signed", "is_finite", "is_infinite", "to_integral",
        "to_integral_value", "compare", "max", "min", "scaleb", "exp",
    ]
    static let pythonContainerAttributes: Set<String> = [
        "append", "clear", "copy", "count", "extend", "index", "insert", "pop", "remove", "reverse", "sort", "add", "discard",
        "union", "intersection", "difference", "issubset", "issuperset", "get", "items", "keys", "values", "update",
        "setdefault", "popitem", "fromkeys",
    ]

    static func has(_ base: FormulaValue, _ name: String) -> Bool {
        switch base {
        case .string: return stringMethods.contains(name)
        case .date: return dateMethods.contains(name)
        case .timedelta: return name == "total_seconds"
        default: return false
        }
    }

    static func pythonHas(_ base: FormulaValue, _ name: String) -> Bool {
        switch base {
        case .string: return pythonStringAttributes.contains(name)
        case .date: return pythonDateAttributes.contains(name)
        case .timedelta: return ["max", "min", "resolution"].contains(name)
        case .int, .bool, .decimal, .float: return pythonNumberAttributes.contains(name)
        case .list, .tuple, .set, .dictionary: return pythonContainerAttributes.contains(name)
        default: return false
        }
    }

    static func string(_ value: FormulaValue, _ what: String) throws(FormulaError) -> String {
        guard case .string(let text) = value else { throw .python("TypeError: \(what) must be str, not \(value.typeName)") }
        return text
    }

    static func call(_ base: FormulaValue, _ name: String, _ arguments: [FormulaValue]) throws(FormulaError) -> FormulaValue {
        switch base {
        case .date(let ordinal):
            guard arguments.isEmpty else { throw .python("TypeError: \(name)() takes no arguments") }
            switch name {
            case "weekday": return .int(Int64((ordinal + 6) % 7))
            case "isoweekday": return .int(Int64((ordinal + 6) % 7 + 1))
            default: return .string(CalendarDay(ordinal: ordinal).iso)
            }
        case .timedelta(let days):
            guard arguments.isEmpty else { throw .python("TypeError: total_seconds() takes no arguments") }
            return .float(Double(days) * 86_400)
        case .string(let text):
            return try stringMethod(text, name, arguments)
        default:
            throw .cannot("the method \(name) of a \(base.typeName) value")
        }
    }

    static func stringMethod(_ text: String, _ name: String, _ arguments: [FormulaValue]) throws(FormulaError) -> FormulaValue {
        let scalars = Array(text.unicodeScalars)
        func noArguments() throws(FormulaError) {
            guard arguments.isEmpty else { throw .python("TypeError: \(name)() takes no arguments") }
        }
        func predicate(_ test: (Unicode.Scalar) -> Bool) throws(FormulaError) -> FormulaValue {
            try noArguments()
            return .bool(!scalars.isEmpty && scalars.allSatisfy(test))
        }
        switch name {
        case "lower":
            try noArguments()
            return .string(text.lowercased())
        case "upper":
            try noArguments()
            return .string(text.uppercased())
        case "strip", "lstrip", "rstrip":
            guard arguments.count <= 1 else { throw .python("TypeError: \(name) expected at most 1 argument") }
            var strip: (Unicode.Scalar) -> Bool = isPythonSpace
            if let argument = arguments.first, !(argument.isNone) {
                let characters = Set(try string(argument, "\(name) arg").unicodeScalars)
                strip = { characters.contains($0) }
            }
            var start = 0, end = scalars.count
            if name != "rstrip" { while start < end && strip(scalars[start]) { start += 1 } }
            if name != "lstrip" { while end > start && strip(scalars[end - 1]) { end -= 1 } }
            return .string(String(String.UnicodeScalarView(scalars[start..<end])))
        case "startswith", "endswith":
            guard arguments.count == 1 else { throw .cannot("\(name)() with start and end") }
            var candidates: [String] = []
            switch arguments[0] {
            case .string(let piece): candidates = [piece]
            case .tuple(let items):
                for item in items { candidates.append(try string(item, "tuple for \(name)")) }
            default:
                throw .python("TypeError: \(name) first arg must be str or a tuple of str, not \(arguments[0].typeName)")
            }
            for candidate in candidates {
                let piece = Array(candidate.unicodeScalars)
                if piece.count <= scalars.count
                    && (name == "startswith" ? scalars.prefix(piece.count).elementsEqual(piece) : scalars.suffix(piece.count).elementsEqual(piece)) {
                    return .bool(true)
                }
            }
            return .bool(false)
        case "isdigit", "isdecimal":
            return try predicate { $0.properties.numericType == .decimal || (name == "isdigit" && $0.properties.numericType == .digit) }
        case "isnumeric": return try predicate { $0.properties.numericType != nil }
        case "isalpha": return try predicate(isLetter)
        case "isalnum": return try predicate { isLetter($0) || $0.properties.numericType != nil }
        case "isspace": return try predicate(isPythonSpace)
        case "islower", "isupper":
            try noArguments()
            let cased = scalars.filter { $0.properties.isCased }
            guard !cased.isEmpty else { return .bool(false) }
            return .bool(cased.allSatisfy { name == "islower" ? $0.properties.isLowercase : $0.properties.isUppercase })
        case "count", "find":
            guard arguments.count == 1 else { throw .cannot("\(name)() with start and end") }
            let piece = Array(try string(arguments[0], "must be str").unicodeScalars)
            var found: [Int] = []
            var position = 0
            while position + piece.count <= scalars.count {
                if scalars[position..<position + piece.count].elementsEqual(piece) {
                    found.append(position)
                    if name == "find" { break }
                    position += max(piece.count, 1)
                } else {
                    position += 1
                }
            }
            if name == "find" { return .int(Int64(found.first ?? -1)) }
            return .int(Int64(found.count))
        case "replace":
            guard arguments.count == 2 else { throw .cannot("replace() with a count") }
            let old = try string(arguments[0], "replace() argument 1"), new = try string(arguments[1], "replace() argument 2")
            guard !old.isEmpty else { throw .cannot("replace() of an empty string") }
            return .string(CellTyping.replacing(text, old, new))
        case "split":
            guard arguments.count <= 1 else { throw .cannot("split() with maxsplit") }
            if let argument = arguments.first, !argument.isNone {
                let separator = Array(try string(argument, "must be str or None").unicodeScalars)
                guard !separator.isEmpty else { throw .python("ValueError: empty separator") }
                var parts: [FormulaValue] = []
                var current = String.UnicodeScalarView()
                var position = 0
                while position < scalars.count {
                    if position + separator.count <= scalars.count && scalars[position..<position + separator.count].elementsEqual(separator) {
                        parts.append(.string(String(current)))
                        current = String.UnicodeScalarView()
                        position += separator.count
                    } else {
                        current.append(scalars[position])
                        position += 1
                    }
                }
                parts.append(.string(String(current)))
                return .list(parts)
            }
            var parts: [FormulaValue] = []
            var current = String.UnicodeScalarView()
            for scalar in scalars {
                if isPythonSpace(scalar) {
                    if !current.isEmpty { parts.append(.string(String(current))) }
                    current = String.UnicodeScalarView()
                } else {
                    current.append(scalar)
                }
            }
            if !current.isEmpty { parts.append(.string(String(current))) }
            return .list(parts)
        default:
            throw .cannot("the method \(name) of a str value")
        }
    }
}

/// Python's letters (`str.isalpha`): the general categories L*.
func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    default: return false
    }
}

/// Python's white space (`str.isspace`, `strip()`, `split()`): Unicode's, and the
/// separators U+001C to U+001F.
func isPythonSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || (0x1C...0x1F).contains(scalar.value)
}

extension FormulaValue {
    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}

/// A real power without Foundation (the C library's).
enum FormulaMath {
    static func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
}
