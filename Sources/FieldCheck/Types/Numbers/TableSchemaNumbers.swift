import ArgumentParsing
import FieldCheckReference

/// Numbers as a Frictionless Table Schema field reads them (`--table-schema`), ported
/// from frictionless 5.21: the cell is stripped of whitespace; without `bareNumber`, the
/// characters before the first digit or minus sign and after the last digit go
/// (`$1,000.00 USD`); a number then drops its `groupChar`, refuses a `.` when its
/// `decimalChar` is another, and takes `decimalChar` as the point. An integer is then
/// what python's `int()` takes, a number what `Decimal()` takes: underscores, any
/// Unicode decimal digits, and for numbers exponents, `NaN` and `Infinity`.
/// Canonical forms are python's `str()` of the value.
package enum TableSchemaNumbers {
    static func judge(_ value: Substring, integer: Bool, _ settings: NumberSettings, reference: Bool) -> TypeJudgement {
        // An empty decimalChar: frictionless puts a point between every two characters
        // (python's `replace("", ".")`), and no cell reads as a number.
        if !integer, settings.decimalChar == "" {
            return .invalid("'\(Display.text(String(value), upTo: 200))' is not a number: no number reads with an empty decimal character")
        }
        // The commonest cell, ASCII digits with an optional sign, without string work.
        if !reference, settings.bareNumber, value.utf8.count < 19, let first = value.utf8.first, value.utf8.allSatisfy({ QuickAccept.isDigit($0) })
            || ((first == 0x2D || first == 0x2B) && value.utf8.count > 1 && value.utf8.dropFirst().allSatisfy({ QuickAccept.isDigit($0) })),
           let number = Int(value), integer || number != 0 || first != 0x2D {
            return .valid(canonical: String(number))
        }
        var text = String(pythonStripped(value))
        if !settings.bareNumber { text = strippedOfCurrency(text) }
        if !integer {
            if let group = settings.groupChar, !group.isEmpty { text = text.replacingAll(group, with: "") }
            let decimal = settings.decimalChar ?? "."
            if decimal != "." {
                if text.utf8.contains(0x2E) { return .invalid("'.' is not the decimal character here ('\(decimal)' is)") }
                text = text.replacingAll(decimal, with: ".")
            }
        }
        var parsed = integer ? pythonInt(text) : pythonDecimal(text)
        // Written back with the field's decimal character, so that the form reads again.
        if !integer, let decimal = settings.decimalChar, decimal != "." { parsed = parsed?.replacingAll(".", with: decimal) }
        guard let parsed else {
            if text.isEmpty || text == "-" || text == "+" { return .incomplete(text.isEmpty ? "empty" : "needs a digit") }
            return .invalid(integer ? "'\(Display.text(text, upTo: 200))' is not an integer" : "'\(Display.text(text, upTo: 200))' is not a number")
        }
        return .valid(canonical: parsed)
    }

    /// Python's `str.strip()`: Unicode whitespace and the separators U+001C to U+001F.
    static func pythonStripped(_ value: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { character in
            character.unicodeScalars.count == 1 && isPythonSpace(character.unicodeScalars.first!)
        }
        guard let start = value.firstIndex(where: { !isSpace($0) }), let end = value.lastIndex(where: { !isSpace($0) })
        else { return value[value.endIndex...] }
        return value[start...end]
    }

    static func isPythonSpace(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 0x1C && scalar.value <= 0x1F) || scalar.properties.isWhitespace
    }

    /// `re.sub(r"((^[^-\d]*)|(\D*$))", "", cell)`: what comes before the first digit or minus
    /// sign, and after the last digit (`\d` is any Unicode decimal digit).
    static func strippedOfCurrency(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let isDigit: (Unicode.Scalar) -> Bool = { $0.properties.numericType == .decimal }
        var start = 0
        while start < scalars.count && scalars[start] != "-" && !isDigit(scalars[start]) { start += 1 }
        var end = scalars.count
        while end > start && !isDigit(scalars[end - 1]) { end -= 1 }
        // A run of non-digits at the end that reaches back to `start` (no digit at all) goes too.
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[start..<end])
        return String(result)
    }

    /// The ASCII form of a scalar as `int()` and `Decimal()` see it: a Unicode decimal
    /// digit becomes its ASCII digit, whitespace a space; `nil` for anything else non-ASCII.
    static func asciiByte(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.isASCII { return UInt8(scalar.value) }
        if isPythonSpace(scalar) { return 0x20 }
        if scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue,
           digit >= 0, digit <= 9 { return 0x30 + UInt8(digit) }
        return nil
    }

    static func asciiForm(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            guard let byte = asciiByte(scalar) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }

    static func isASCIISpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }

    /// The bytes without surrounding whitespace and a leading sign, and whether it was `-`.
    static func signed(_ bytes: ArraySlice<UInt8>?) -> (negative: Bool, bytes: ArraySlice<UInt8>)? {
        guard var bytes else { return nil }
        while let first = bytes.first, isASCIISpace(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, isASCIISpace(last) { bytes = bytes.dropLast() }
        var negative = false
        if let first = bytes.first, first == 0x2B || first == 0x2D {
            negative = first == 0x2D
            bytes = bytes.dropFirst()
        }
        return (negative, bytes)
    }

    /// `str(int(text))`, or `nil` when `int()` refuses it: whitespace around, a sign,
    /// digits with single underscores between them.
    package static func pythonInt(_ text: String) -> String? {
        guard let (negative, bytes) = signed(asciiForm(text)?[...]) else { return nil }
        guard let first = bytes.first, QuickAccept.isDigit(first), let last = bytes.last, QuickAccept.isDigit(last) else { return nil }
        var digits: [UInt8] = []
        var previousUnderscore = false
        for b in bytes {
            if b == 0x5F {
                if previousUnderscore { return nil }
                previousUnderscore = true
            } else if QuickAccept.isDigit(b) {
                previousUnderscore = false
                digits.append(b)
            } else {
                return nil
            }
        }
        let significant = digits.drop(while: { $0 == 0x30 })
        if significant.isEmpty { return "0" }
        return (negative ? "-" : "") + String(decoding: significant, as: UTF8.self)
    }

    /// A decimal number taken apart: sign, coefficient digits, exponent; or a special value.
    package struct DecimalParts: Equatable {
        enum Kind: Equatable { case finite, infinity, nan }
        var kind: Kind
        var negative: Bool
        var coefficient: [UInt8]  // ASCII digits, at least one for finite values
        var exponent: Int
    }

    /// `str(Decimal(text))`, or `nil` when `Decimal()` refuses it.
    package static func pythonDecimal(_ text: String) -> String? {
        guard let parts = decimalParts(text) else { return nil }
        return decimalString(parts)
    }

    /// The parts of what `Decimal()` takes: underscores anywhere are dropped, whitespace
    /// around is stripped, then a sign, and digits with an optional point and an exponent,
    /// or `Inf`/`Infinity`/`NaN`/`sNaN` (with a payload) in any case.
    package static func decimalParts(_ text: String) -> DecimalParts? {
        guard let (negative, bytes) = signed(asciiForm(text)?.filter({ $0 != 0x5F })[...]) else { return nil }
        let lowered = String(decoding: bytes.map { QuickAccept.isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        if lowered == "inf" || lowered == "infinity" { return DecimalParts(kind: .infinity, negative: negative, coefficient: [], exponent: 0) }
        for prefix in ["nan", "snan"] where lowered.hasPrefix(prefix) {
            let payload = lowered.utf8.dropFirst(prefix.utf8.count)
            guard payload.allSatisfy(QuickAccept.isDigit) else { return nil }
            return DecimalParts(kind: .nan, negative: negative, coefficient: [], exponent: 0)
        }
        var coefficient: [UInt8] = []
        var fractionDigits = 0
        var sawPoint = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let b = bytes[index]
            if QuickAccept.isDigit(b) {
                coefficient.append(b)
                if sawPoint { fractionDigits += 1 }
            } else if b == 0x2E && !sawPoint {
                sawPoint = true
            } else {
                break
            }
            index += 1
        }
        guard !coefficient.isEmpty else { return nil }
        var exponent = 0
        if index < bytes.endIndex {
            guard bytes[index] | 0x20 == 0x65 else { return nil }
            index += 1
            var exponentNegative = false
            if index < bytes.endIndex, bytes[index] == 0x2B || bytes[index] == 0x2D {
                exponentNegative = bytes[index] == 0x2D
                index += 1
            }
            guard index < bytes.endIndex else { return nil }
            while index < bytes.endIndex {
                guard QuickAccept.isDigit(bytes[index]) else { return nil }
                // Held past the largest exponent Decimal takes (so past it is refused below,
                // exactly), never past what an Int holds.
                exponent = exponent >= exponentCeiling / 10 ? exponentCeiling : exponent * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        // Python's Decimal (libmpdec) takes an exponent from its Etiny up, and an adjusted
        // exponent (of the first significant digit) up to its Emax: beyond, it refuses the
        // text (InvalidOperation), and so does this. Within, every exponent is kept exactly.
        let finalExponent = exponent - fractionDigits
        let significant = max(1, coefficient.count - coefficient.prefix(while: { $0 == 0x30 }).count)
        guard finalExponent >= decimalEtiny, finalExponent + significant - 1 <= decimalEmax else { return nil }
        return DecimalParts(kind: .finite, negative: negative, coefficient: coefficient, exponent: finalExponent)
    }

    /// libmpdec's MPD_MAX_EMAX and MPD_MIN_ETINY (MPD_MIN_EMIN - (MPD_MAX_PREC - 1)) on
    /// 64-bit systems: the bounds of the exponents `Decimal()` reads.
    static let decimalEmax = 999_999_999_999_999_999
    static let decimalEtiny = -1_999_999_999_999_999_997
    /// Past both bounds, with room for a text's length on either side.
    static let exponentCeiling = 4_000_000_000_000_000_000

    /// Python's `str()` of a `Decimal`: plain notation while the exponent is at most 0
    /// and the adjusted exponent at least -6, scientific notation otherwise.
    package static func decimalString(_ parts: DecimalParts) -> String {
        let sign = parts.negative ? "-" : ""
        switch parts.kind {
        case .infinity: return sign + "Infinity"
        case .nan: return sign + "NaN"
        case .finite: break
        }
        var digits = Array(parts.coefficient.drop(while: { $0 == 0x30 }))
        if digits.isEmpty { digits = [0x30] }
        let text = String(decoding: digits, as: UTF8.self)
        let adjusted = parts.exponent + digits.count - 1
        if parts.exponent <= 0 && adjusted >= -6 {
            if parts.exponent == 0 { return sign + text }
            let pointAt = digits.count + parts.exponent
            if pointAt > 0 {
                return sign + String(text.prefix(pointAt)) + "." + String(text.dropFirst(pointAt))
            }
            return sign + "0." + String(repeating: "0", count: -pointAt) + text
        }
        let mantissa = digits.count == 1 ? text : String(text.prefix(1)) + "." + String(text.dropFirst())
        return sign + mantissa + "E" + (adjusted >= 0 ? "+" : "") + String(adjusted)
    }

    /// The value's order: exact over sign, magnitude and exponent; infinities at the ends;
    /// `nil` with a NaN (it has no order).
    package static func compare(_ a: String, _ b: String, decimalChar: String? = nil) -> Int? {
        let a = decimalChar.map { a.replacingAll($0, with: ".") } ?? a, b = decimalChar.map { b.replacingAll($0, with: ".") } ?? b
        guard let x = decimalParts(a), let y = decimalParts(b), x.kind != .nan, y.kind != .nan else { return nil }
        func rank(_ p: DecimalParts) -> Int {
            if p.kind == .infinity { return p.negative ? -2 : 2 }
            return p.coefficient.allSatisfy({ $0 == 0x30 }) ? 0 : (p.negative ? -1 : 1)
        }
        let (rx, ry) = (rank(x), rank(y))
        if rx != ry { return rx < ry ? -1 : 1 }
        if abs(rx) != 1 { return 0 }
        let magnitude = compareMagnitude(x, y)
        return rx > 0 ? magnitude : -magnitude
    }

    static func compareMagnitude(_ x: DecimalParts, _ y: DecimalParts) -> Int {
        let dx = Array(x.coefficient.drop(while: { $0 == 0x30 })), dy = Array(y.coefficient.drop(while: { $0 == 0x30 }))
        let ax = x.exponent + dx.count, ay = y.exponent + dy.count  // the position after the first digit
        if ax != ay { return ax < ay ? -1 : 1 }
        let tx = Array(dx.reversed().drop(while: { $0 == 0x30 }).reversed())
        let ty = Array(dy.reversed().drop(while: { $0 == 0x30 }).reversed())
        for (p, q) in zip(tx, ty) where p != q { return p < q ? -1 : 1 }
        if tx.count != ty.count { return tx.count < ty.count ? -1 : 1 }
        return 0
    }

    /// The key equal values share (`1.0` and `1`), for `--unique` and `--one-of`.
    static func equalityKey(_ canonical: String, decimalChar: String? = nil) -> String? {
        guard let parts = decimalParts(decimalChar.map { canonical.replacingAll($0, with: ".") } ?? canonical) else { return canonical }
        switch parts.kind {
        case .nan: return nil  // NaN equals nothing
        case .infinity: return parts.negative ? "-inf" : "inf"
        case .finite:
            let digits = Array(parts.coefficient.drop(while: { $0 == 0x30 }))
            let trimmed = Array(digits.reversed().drop(while: { $0 == 0x30 }).reversed())
            if trimmed.isEmpty { return "0" }
            return (parts.negative ? "-" : "") + String(decoding: trimmed, as: UTF8.self) + "e" + String(parts.exponent + digits.count)
        }
    }
}

extension String {
    /// Every occurrence of `target` replaced, by code points as python's `str.replace`
    /// does (not by characters: a quote followed by a combining mark is still a quote).
    func replacingAll(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return self }
        let bytes = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == first, index + pattern.count <= bytes.count,
               bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                result += replacement.utf8
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
