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
            let body = Self.pythonStrip(text)
            guard body.count == 4, body.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int64(body) else { return .none }
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
