import TextReading

/// The few Python `str` and `int` operations python-stdnum's VAT modules use, on Unicode
/// scalars (a Python `str` is a sequence of code points), so the port can follow each module
/// step by step: slices, `isdigits`, `int()`, `zfill`, `upper`, `datetime.date` validity.

extension VATNumber {
    /// A Python `str`: its code points.
    package typealias PyText = [Unicode.Scalar]

    /// How a stdnum function ends when it does not return.
    package enum Raised: Error {
        /// One of stdnum's ValidationError exceptions.
        case invalid(IdentifierFailure)
        /// Another Python exception (`ValueError`, `KeyError`, `IndexError`): stdnum itself
        /// fails on the input. `problem` is how the port reports it.
        case crash(exception: String, problem: IdentifierProblem)
    }

    /// A ValidationError of the given kind.
    package static func refuse(_ problem: IdentifierProblem, _ detail: String) -> Raised {
        .invalid(IdentifierFailure(problem: problem, detail: detail))
    }

    /// Python's `int(text)`, kept as sign and digits so that no value can overflow.
    package struct PyInt {
        package var negative: Bool
        package var digits: [Int]

        /// Python's `value % modulus` for a positive modulus (never negative), digit by digit.
        package func mod(_ modulus: Int) -> Int {
            var rest = 0
            for digit in digits { rest = (rest * 10 + digit) % modulus }
            return negative && rest != 0 ? modulus - rest : rest
        }

        /// The value, held at ±Int.max when larger: enough for comparisons with small numbers.
        package var clamped: Int {
            var value = 0
            for digit in digits {
                let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(digit)
                if o1 || o2 { value = Int.max; break }
                value = sum
            }
            return negative ? -value : value
        }
    }

    package enum Py {
        /// `int(text)`: a ValueError (a crash) for anything Python's `int` refuses, including
        /// more than 4,300 digits (Python's default limit, reported as a length problem).
        package static func int(_ text: PyText) throws(Raised) -> PyInt {
            // (ASCII digits, the usual case, read directly: what the general reading gives them.)
            if !text.isEmpty, text.count <= PythonInt.maxDigits, text.allSatisfy({ $0.value >= 0x30 && $0.value <= 0x39 }) {
                return PyInt(negative: false, digits: text.map { Int($0.value - 0x30) })
            }
            guard PythonInt.parse(text) != nil else {
                let digitCount = text.lazy.filter { PythonText.decimalValue($0) != nil }.count
                throw .crash(exception: "ValueError", problem: digitCount > PythonInt.maxDigits ? .length : .format)
            }
            // A valid literal: blanks, one sign, underscores and decimal digits of any script.
            return PyInt(negative: text.contains("-"), digits: text.compactMap(PythonText.decimalValue))
        }

        /// `int(character)` for one code point, as the checksum loops use it.
        package static func int(_ character: Unicode.Scalar) throws(Raised) -> Int {
            if character.value >= 0x30 && character.value <= 0x39 { return Int(character.value - 0x30) }
            return try int([character]).clamped
        }

        /// Python's `a % b` and `a // b` for a positive `b` (rounding towards minus infinity).
        package static func mod(_ a: Int, _ b: Int) -> Int { ((a % b) + b) % b }
        package static func floorDiv(_ a: Int, _ b: Int) -> Int { (a - mod(a, b)) / b }

        /// `str(value)` of an Int.
        package static func str(_ value: Int) -> PyText { PyText(py: String(value)) }

        /// `'%02d' % value` for a non-negative value.
        package static func twoDigits(_ value: Int) -> PyText { value < 10 ? ["0"] + str(value) : str(value) }

        /// `haystack.find(needle)` (nil for -1); `str.index` raises ValueError there.
        package static func index(of needle: PyText, in haystack: PyText) -> Int? {
            if needle.isEmpty { return 0 }
            guard needle.count <= haystack.count else { return nil }
            for start in 0...(haystack.count - needle.count)
            where haystack[start..<(start + needle.count)].elementsEqual(needle) {
                return start
            }
            return nil
        }

        /// `literal.index(text)`: a ValueError (a crash) when not found.
        package static func index(_ text: PyText, in literal: String) throws(Raised) -> Int {
            guard let found = index(of: text, in: PyText(literal.unicodeScalars)) else {
                throw .crash(exception: "ValueError", problem: .format)
            }
            return found
        }

        /// Python 3.11's `str.upper()`: full case mapping from Unicode 14.0, the version that
        /// Python knows. A code point assigned later, or one whose mapping names a later code
        /// point (Unicode 16 gave "ƛ" an uppercase), stays as it is.
        package static func upper(_ text: PyText) -> PyText {
            var out = PyText()
            out.reserveCapacity(text.count)
            for scalar in text {
                let value = scalar.value
                if value < 0x80 {
                    out.append(value >= 0x61 && value <= 0x7A ? Unicode.Scalar(UInt8(value - 0x20)) : scalar)
                    continue
                }
                guard PythonText.isKnown(scalar) else { out.append(scalar); continue }
                let mapped = scalar.properties.uppercaseMapping.unicodeScalars
                if mapped.allSatisfy(PythonText.isKnown) {
                    out.append(contentsOf: mapped)
                } else {
                    out.append(scalar)
                }
            }
            return out
        }

        /// Whether `datetime.date(year, month, day)` accepts the values (proleptic Gregorian,
        /// years 1 to 9999).
        package static func isDate(year: Int, month: Int, day: Int) -> Bool {
            guard (1...9999).contains(year), (1...12).contains(month) else { return false }
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
            return day >= 1 && day <= lengths[month - 1]
        }

        /// `sum(w * int(n) for w, n in zip(weights, text))` (zip stops at the shorter).
        package static func weightedSum(_ text: PyText, _ weights: [Int]) throws(Raised) -> Int {
            var sum = 0
            for (weight, character) in zip(weights, text) { sum += try weight * int(character) }
            return sum
        }
    }

    /// The check digit algorithms stdnum shares between modules.
    package enum Luhn {
        /// `luhn.checksum(text)`: each character's place in "0123456789" (a ValueError
        /// otherwise), from the right, every second one doubled and its digits added.
        package static func checksum(_ text: PyText) throws(Raised) -> Int {
            var sum = 0
            for (position, character) in text.reversed().enumerated() {
                let value = try Py.index([character], in: "0123456789")
                sum += position % 2 == 0 ? value : (value * 2) / 10 + (value * 2) % 10
            }
            return sum % 10
        }

        /// `luhn.calc_check_digit(text)`: the digit that makes the checksum 0.
        package static func checkDigit(_ text: PyText) throws(Raised) -> PyText {
            let check = try checksum(text + ["0"])
            return Py.str((10 - check) % 10)
        }

        /// `luhn.validate(text)`; `of` names the number in messages ("the SIREN").
        package static func validate(_ text: PyText, of whole: String? = nil) throws(Raised) -> PyText {
            let subject = whole.map { " of \($0)" } ?? ""
            guard !text.isEmpty else { throw refuse(.format, "\(whole ?? "the number") is empty") }
            let valid: Bool
            do { valid = try checksum(text) == 0 } catch { throw refuse(.format, "only digits are allowed\(subject)") }
            guard valid else {
                // The Luhn digit is the last one: say which it should be.
                if let expected = try? checkDigit(text.upTo(-1)), let last = text.last {
                    throw refuse(.checksum, "the check digit\(subject) is \(expected.string), not \(String(last))")
                }
                throw refuse(.checksum, "the check digit\(subject) does not match")
            }
            return text
        }
    }

    /// ISO 7064 Mod 11, 10 (`stdnum.iso7064.mod_11_10`).
    package enum Mod11_10 {
        package static func checksum(_ text: PyText) throws(Raised) -> Int {
            var check = 5
            for character in text { check = (((check == 0 ? 10 : check) * 2) % 11 + (try Py.int(character))) % 10 }
            return check
        }

        package static func checkDigit(_ text: PyText) throws(Raised) -> Int {
            let check = try checksum(text)
            return Py.mod(1 - ((check == 0 ? 10 : check) * 2) % 11, 10)
        }

        /// `mod_11_10.validate`: any exception in the checksum becomes InvalidFormat.
        package static func validate(_ text: PyText) throws(Raised) -> PyText {
            let valid: Bool
            do { valid = try checksum(text) == 1 } catch { throw refuse(.format, "only digits are allowed") }
            guard valid else {
                if let expected = try? checkDigit(text.upTo(-1)), let last = text.last {
                    throw refuse(.checksum, "the check digit is \(expected), not \(String(last))")
                }
                throw refuse(.checksum, "the check digit does not match")
            }
            return text
        }
    }

    /// ISO 7064 Mod 97, 10 (`stdnum.iso7064.mod_97_10`), as far as `is_valid` goes.
    package enum Mod97_10 {
        /// `int(_to_base10(text)) % 97`: each character read with `int(x, 36)` and its decimal
        /// spelling appended; nil where stdnum raises (its `validate` makes that InvalidFormat).
        package static func checksum(_ text: PyText) -> Int? {
            var rest = 0
            for character in text {
                guard let value = base36(character) else { return nil }
                for digit in Py.str(value) { rest = (rest * 10 + Int(digit.value - 0x30)) % 97 }
            }
            return text.isEmpty ? nil : rest  // int('') raises
        }

        package static func isValid(_ text: PyText) -> Bool { checksum(text) == 1 }

        /// `int(character, 36)` for one code point: a digit of any script or an ASCII letter.
        private static func base36(_ character: Unicode.Scalar) -> Int? {
            let value = character.value
            if value >= 0x41 && value <= 0x5A { return Int(value - 0x41) + 10 }
            if value >= 0x61 && value <= 0x7A { return Int(value - 0x61) + 10 }
            return PythonText.decimalValue(character)
        }
    }
}

extension Array where Element == Unicode.Scalar {
    package init(py text: String) { self.init(text.unicodeScalars) }

    /// The text as a Swift `String` (scalar for scalar).
    package var string: String {
        // (ASCII, almost always, straight from its bytes: appending scalars one by one to a
        // view cost a third of a VAT number's check.)
        if allSatisfy({ $0.value < 0x80 }) {
            return String(unsafeUninitializedCapacity: count) { buffer in
                for (index, scalar) in enumerated() { buffer[index] = UInt8(truncatingIfNeeded: scalar.value) }
                return count
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: self)
        return String(view)
    }

    /// Python's `text[start:end]` (nil for an omitted bound; negative counts from the end).
    package func py(_ start: Int?, _ end: Int?) -> VATNumber.PyText {
        func bound(_ index: Int?, _ omitted: Int) -> Int {
            guard let index else { return omitted }
            if index < 0 { return Swift.max(0, index + count) }
            return Swift.min(index, count)
        }
        let lower = bound(start, 0)
        let upper = bound(end, count)
        return lower < upper ? VATNumber.PyText(self[lower..<upper]) : []
    }

    /// `text[start:]`
    package func from(_ start: Int) -> VATNumber.PyText { py(start, nil) }
    /// `text[:end]`
    package func upTo(_ end: Int) -> VATNumber.PyText { py(nil, end) }

    /// Python's `text[index]`; an IndexError (a crash) when out of range.
    package func at(_ index: Int) throws(VATNumber.Raised) -> Unicode.Scalar {
        let position = index < 0 ? index + count : index
        guard position >= 0 && position < count else {
            throw .crash(exception: "IndexError", problem: .format)
        }
        return self[position]
    }

    /// `text[start::step]` for a positive step.
    package func every(_ step: Int, from start: Int) -> VATNumber.PyText {
        guard start < count else { return [] }
        return VATNumber.PyText(Swift.stride(from: start, to: count, by: step).map { self[$0] })
    }

    /// `text == literal`
    package func eq(_ literal: String) -> Bool { elementsEqual(literal.unicodeScalars) }

    /// `text.startswith(literal)`
    package func startsWith(_ literal: String) -> Bool { starts(with: literal.unicodeScalars) }

    /// `text.endswith(literal)`
    package func endsWith(_ literal: String) -> Bool {
        let suffix = VATNumber.PyText(literal.unicodeScalars)
        return count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }

    /// `text in literal` (a substring test: the empty text is in every literal).
    package func isIn(_ literal: String) -> Bool { VATNumber.Py.index(of: self, in: VATNumber.PyText(literal.unicodeScalars)) != nil }

    /// `stdnum.util.isdigits`: `^[0-9]+$`, where Python's `$` also matches before one final
    /// line feed, so "123\n" counts as digits.
    package var isDigits: Bool {
        var body = self[...]
        if body.last == "\n" { body = body.dropLast() }
        return !body.isEmpty && body.allSatisfy { $0.value >= 0x30 && $0.value <= 0x39 }
    }

    /// Python's `str.strip()`.
    package var strip: VATNumber.PyText {
        guard let first = firstIndex(where: { !PythonText.isSpace($0) }),
              let last = lastIndex(where: { !PythonText.isSpace($0) }) else { return [] }
        return VATNumber.PyText(self[first...last])
    }

    /// Python 3.11's `str.upper()` (Unicode 14.0, full case mapping: "ß" becomes "SS").
    package var upper: VATNumber.PyText { VATNumber.Py.upper(self) }

    /// Python's `str.zfill(width)`: zeros after a leading sign, up to `width` code points.
    package func zfill(_ width: Int) -> VATNumber.PyText {
        guard count < width else { return self }
        let zeros = VATNumber.PyText(repeating: "0", count: width - count)
        if let first, first == "+" || first == "-" { return [first] + zeros + self.dropFirst() }
        return zeros + self
    }

    /// `stdnum.util.clean(text, deleting)`.
    package func clean(_ deleting: String) -> VATNumber.PyText {
        var out = VATNumber.PyText()
        out.reserveCapacity(count)
        for scalar in self {
            // (Of ASCII, stdnum's table maps only the grave accent.)
            let mapped = scalar.value < 0x80 ? (scalar == "`" ? "'" : scalar)
                : StdnumText.asciiCounterpart[scalar.value].flatMap(Unicode.Scalar.init) ?? scalar
            if !deleting.unicodeScalars.contains(mapped) { out.append(mapped) }
        }
        return out
    }

    /// The compact() of most VAT modules: `clean(text, deleting).upper().strip()`.
    package func cleanUpperStrip(_ deleting: String) -> VATNumber.PyText { clean(deleting).upper.strip }

    /// The text without `prefix` if it starts with it (the modules' "if number.startswith").
    package func dropping(_ prefix: String) -> VATNumber.PyText {
        startsWith(prefix) ? from(prefix.unicodeScalars.count) : self
    }

    /// Python's `<` between two `str`s: code point by code point.
    package func lexicographicallyBefore(_ other: VATNumber.PyText) -> Bool {
        lexicographicallyPrecedes(other) { $0.value < $1.value }
    }
}
