/// How frictionless reads a Table Schema field's cell into the Python value a checklist
/// sees (`row[field]`): None when the cell is one of the missing values or not of the type;
/// an int, a Decimal, a bool, a date or the str itself otherwise.
package struct CellTyping: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case string
        case integer(bareNumber: Bool)
        /// `processed`: decimalChar, groupChar or bareNumber was given (frictionless then
        /// strips and replaces; otherwise the text goes to `Decimal` as it is).
        case number(bareNumber: Bool, decimalChar: String, groupChar: String, processed: Bool)
        case boolean(trueValues: [String], falseValues: [String])
        /// Read through fieldcheck's date type (`format` as the schema gives it).
        case date(format: String)
        case year
        /// Another Table Schema type: its value is not modelled (`FormulaValue.opaque`).
        case other(String)
        /// A fields file's column (fieldcheck's type `integer`, `decimal`, `boolean`, `date`,
        /// or any other): None when empty or when the cell does not pass its rule; else the
        /// value of its canonical form (an int, a Decimal, a bool, a date), or the text.
        case fromRule(String)
    }

    package var kind: Kind
    package var missingValues: [String]

    package init(kind: Kind, missingValues: [String] = [""]) {
        self.kind = kind
        self.missingValues = missingValues
    }

    /// The Table Schema type's name (`string`, `integer`, ...).
    package var typeName: String {
        switch kind {
        case .string: return "string"
        case .integer: return "integer"
        case .number: return "number"
        case .boolean: return "boolean"
        case .date: return "date"
        case .year: return "year"
        case .other(let name), .fromRule(let name): return name
        }
    }

    /// ASCII digits with an optional sign, at most 18 of them.
    static func plainInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D {
            negative = bytes[index] == 0x2D
            index += 1
        }
        guard index < bytes.count, bytes.count - index <= 18 else { return nil }
        var value: Int64 = 0
        while index < bytes.count {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int64(digit)
            index += 1
        }
        return negative ? -value : value
    }

    /// The value of a cell; `canonical`: the cell's canonical form when it passes the
    /// field's rule (a date's ISO form: fieldcheck's date type reads the formats), nil
    /// otherwise.
    package func value(_ bytes: UnsafeBufferPointer<UInt8>, canonical: (UnsafeBufferPointer<UInt8>) -> String?) -> FormulaValue {
        let text = String(decoding: bytes, as: UTF8.self)
        if missingValues.contains(where: { FormulaValue.sameScalars($0, text) }) { return .none }
        switch kind {
        case .string: return .string(text)
        case .integer(let bareNumber):
            var body = Self.pythonStrip(text)
            if !bareNumber { body = Self.stripNonNumeric(body) }
            guard let parsed = PythonNumbers.int(body) else { return .none }
            guard let value = parsed else { return .opaque(type: "int", text: text) }
            return .int(value)
        case .number(let bareNumber, let decimalChar, let groupChar, let processed):
            var body = Self.pythonStrip(text)
            if processed {
                if !bareNumber { body = Self.stripNonNumeric(body) }
                if !groupChar.isEmpty { body = Self.replacing(body, groupChar, "") }
                if decimalChar != "." && body.unicodeScalars.contains(".") { return .none }
                if !decimalChar.isEmpty { body = Self.replacing(body, decimalChar, ".") }
            }
            var tooLong = false
            guard let value = ExactDecimal.parse(Substring(body), tooLong: &tooLong) else {
                return tooLong ? .opaque(type: "decimal.Decimal", text: text) : .none
            }
            return .decimal(value)
        case .boolean(let trueValues, let falseValues):
            // (The cell as it is, not stripped; falseValues last, as frictionless's mapping.)
            if falseValues.contains(where: { FormulaValue.sameScalars($0, text) }) { return .bool(false) }
            if trueValues.contains(where: { FormulaValue.sameScalars($0, text) }) { return .bool(true) }
            return .none
        case .date:
            guard let iso = canonical(bytes), let day = CalendarDay.parseISO(iso) else { return .none }
            return .date(day.ordinal)
        case .year:
            // (frictionless: a text of 4 characters, as int() reads it, from 0 to 9999.)
            guard text.unicodeScalars.count == 4, let parsed = PythonNumbers.int(text), let year = parsed, year >= 0, year <= 9999 else {
                return .none
            }
            return .int(year)
        case .other(let name):
            return .opaque(type: name, text: text)
        case .fromRule(let type):
            guard !text.isEmpty, let form = canonical(bytes) else { return .none }
            switch type {
            case "integer":
                guard let parsed = PythonNumbers.int(form), let value = parsed else { return .opaque(type: "int", text: text) }
                return .int(value)
            case "decimal":
                var tooLong = false
                guard let value = ExactDecimal.parse(Substring(form), tooLong: &tooLong) else { return .opaque(type: "decimal.Decimal", text: text) }
                return .decimal(value)
            case "boolean": return .bool(form == "true")
            case "date":
                guard let day = CalendarDay.parseISO(form) else { return .none }
                return .date(day.ordinal)
            default: return .string(text)
            }
        }
    }

    /// Python's `str.strip()`: white space at both ends.
    static func pythonStrip(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var start = 0, end = scalars.count
        while start < end && scalars[start].properties.isWhitespace { start += 1 }
        while end > start && scalars[end - 1].properties.isWhitespace { end -= 1 }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }

    /// frictionless's `((^[^-\d]*)|(\D*$))` removed: what precedes the first minus or digit,
    /// and what follows the last digit.
    static func stripNonNumeric(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        func isDigit(_ s: Unicode.Scalar) -> Bool { s.properties.numericType == .decimal }
        var start = 0
        while start < scalars.count && !(scalars[start] == "-" || isDigit(scalars[start])) { start += 1 }
        var end = scalars.count
        while end > start && !isDigit(scalars[end - 1]) { end -= 1 }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }

    static func replacing(_ text: String, _ old: String, _ new: String) -> String {
        let piece = Array(old.unicodeScalars)
        guard !piece.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var position = 0
        while position < scalars.count {
            if position + piece.count <= scalars.count && scalars[position..<position + piece.count].elementsEqual(piece) {
                out.append(contentsOf: new.unicodeScalars)
                position += piece.count
            } else {
                out.append(scalars[position])
                position += 1
            }
        }
        return String(out)
    }
}

/// A field's typing made ready for its cells: the common shapes read from the bytes at once
/// (plain integers, decimals, ISO dates, and a fields file's cells that pass their rule in
/// those shapes), the rest through `CellTyping.value`.
package struct CellReader {
    package enum Shape {
        case skipped
        case integer, decimal, date, year
        case ruleInteger, ruleDecimal, ruleDate
        case general
    }

    let typing: CellTyping
    let rule: Rule?
    package let shape: Shape
    /// The missing values are the default (an empty cell).
    package let emptyIsMissing: Bool

    package init(_ typing: CellTyping, rule: Rule?) {
        self.typing = typing
        self.rule = rule
        let plain = typing.missingValues == [""]
        emptyIsMissing = plain
        switch typing.kind {
        case .integer where plain: shape = .integer
        case .year where plain: shape = .year
        case .number(_, _, _, false) where plain: shape = .decimal
        case .date("default") where plain: shape = .date
        case .fromRule("integer") where rule != nil: shape = .ruleInteger
        case .fromRule("decimal") where rule != nil: shape = .ruleDecimal
        case .fromRule("date") where rule != nil: shape = .ruleDate
        default: shape = .general
        }
    }

    package func value(_ bytes: UnsafeBufferPointer<UInt8>) -> FormulaValue {
        if bytes.isEmpty && (emptyIsMissing || shape == .ruleInteger || shape == .ruleDecimal || shape == .ruleDate) { return .none }
        switch shape {
        case .integer:
            if let value = CellTyping.plainInteger(bytes) { return .int(value) }
        case .year:
            if bytes.count == 4, bytes[0] != 0x2B, bytes[0] != 0x2D, let value = CellTyping.plainInteger(bytes) { return .int(value) }
        case .decimal:
            if let value = ExactDecimal.parsePlain(bytes) { return .decimal(value) }
        case .date:
            if let day = CalendarDay.parseISO(bytes: bytes) { return .date(day.ordinal) }
        case .ruleInteger, .ruleDecimal, .ruleDate:
            // A cell that passes its rule, in the plain shape its canonical form has.
            guard let rule, rule.status(bytes) == .passed else { return .none }
            switch shape {
            case .ruleInteger: if let value = CellTyping.plainInteger(bytes) { return .int(value) }
            case .ruleDecimal: if let value = ExactDecimal.parsePlain(bytes) { return .decimal(value) }
            default: if let day = CalendarDay.parseISO(bytes: bytes) { return .date(day.ordinal) }
            }
        case .general, .skipped: break
        }
        return typing.value(bytes) { raw in
            guard let rule else { return nil }
            let (verdict, form) = rule.format(raw)
            return verdict.status == .passed ? form : nil
        }
    }
}
