/// A decimal number as Python's `decimal.Decimal` holds one (what frictionless reads a
/// `number` cell into): a coefficient, an exponent and a sign, with arithmetic rounded to 28
/// significant digits half to even (the default context), so that `total == net + tax`
/// holds where it holds in frictionless. The coefficient is 128 bits wide (38 digits): a
/// result past that is `FormulaError.cannot`, never a wrong number.
package struct ExactDecimal: Sendable {
    package enum Kind: Sendable { case finite, infinity, nan }
    package var kind = Kind.finite
    package var negative = false
    package var coefficient: UInt128 = 0
    package var exponent = 0

    /// The context's precision (Python's default).
    static let precision = 28
    /// 10^28: a coefficient below it has at most 28 digits.
    static let precisionLimit: UInt128 = 10_000_000_000_000_000_000_000_000_000

    package init(kind: Kind = .finite, negative: Bool = false, coefficient: UInt128 = 0, exponent: Int = 0) {
        self.kind = kind
        self.negative = negative
        self.coefficient = coefficient
        self.exponent = exponent
    }

    package init(_ integer: Int64) {
        negative = integer < 0
        coefficient = UInt128(integer.magnitude)
    }

    /// Reads text as `Decimal(text)` does (surrounding white space, a sign, digits with an
    /// optional point and underscores between digits, an exponent, `Infinity`, `Inf`,
    /// `NaN`); nil for anything else, and for more digits than 38 (`tooLong`).
    package static func parse(_ text: Substring, tooLong: inout Bool) -> ExactDecimal? {
        // (CPython's decimal drops every underscore before it reads the text.)
        var scalars = Array(text.unicodeScalars).filter { $0 != "_" }
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        var index = 0
        var result = ExactDecimal()
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" {
            result.negative = scalars[index] == "-"
            index += 1
        }
        let rest = String(String.UnicodeScalarView(scalars[index...])).lowercased()
        if rest == "inf" || rest == "infinity" {
            result.kind = .infinity
            return result
        }
        if rest == "nan" || rest == "snan" {
            result.kind = .nan
            return result
        }
        var digits = 0, fraction = 0, sawPoint = false, sawDigit = false, previousDigit = false
        while index < scalars.count {
            let scalar = scalars[index]
            if let digit = scalar.properties.numericType == .decimal ? scalar.properties.numericValue : nil {
                if result.coefficient == 0 && digit == 0 {
                    // (leading zeros take no room)
                } else {
                    digits += 1
                    if digits > 38 {
                        tooLong = true
                        return nil
                    }
                    result.coefficient = result.coefficient * 10 + UInt128(Int(digit))
                }
                if sawPoint { fraction += 1 }
                sawDigit = true
                previousDigit = true
            } else if scalar == "." && !sawPoint {
                sawPoint = true
                previousDigit = false
            } else {
                break
            }
            index += 1
        }
        guard sawDigit else { return nil }
        var exponent = 0
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            var minus = false
            if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" {
                minus = scalars[index] == "-"
                index += 1
            }
            var any = false
            while index < scalars.count, let digit = scalars[index].properties.numericType == .decimal ? scalars[index].properties.numericValue : nil {
                exponent = exponent * 10 + Int(digit)
                if exponent > 999_999_999 {
                    tooLong = true
                    return nil
                }
                any = true
                index += 1
            }
            guard any else { return nil }
            if minus { exponent = -exponent }
        }
        guard index == scalars.count else { return nil }
        result.exponent = exponent - fraction
        return result
    }

    /// The common shape read from bytes at once: an optional sign, ASCII digits with at
    /// most one point, no exponent, at most 38 digits. nil: not that shape (`parse` reads it).
    package static func parsePlain(_ bytes: UnsafeBufferPointer<UInt8>) -> ExactDecimal? {
        var index = 0
        var result = ExactDecimal()
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D {
            result.negative = bytes[index] == 0x2D
            index += 1
        }
        var digits = 0, fraction = 0, sawPoint = false, sawDigit = false
        var coefficient: UInt128 = 0
        while index < bytes.count {
            let byte = bytes[index]
            let digit = byte &- 0x30
            if digit < 10 {
                if coefficient != 0 || digit != 0 {
                    digits += 1
                    if digits > 38 { return nil }
                    coefficient = coefficient &* 10 &+ UInt128(digit)
                }
                if sawPoint { fraction += 1 }
                sawDigit = true
            } else if byte == 0x2E && !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
            index += 1
        }
        guard sawDigit else { return nil }
        result.coefficient = coefficient
        result.exponent = -fraction
        return result
    }

    static func digitCount(_ value: UInt128) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    static func power(_ exponent: Int) -> UInt128? {
        guard exponent >= 0 && exponent <= 38 else { return nil }
        var result: UInt128 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    /// The value rounded to the context's 28 digits, half to even; `sticky`: digits already
    /// dropped were not all zero.
    static func rounded(_ value: ExactDecimal, sticky: Bool = false) -> ExactDecimal {
        // (Most results have far fewer than 28 digits: one comparison says so.)
        if value.coefficient < precisionLimit { return value }
        var result = value
        var sticky = sticky
        var dropped: UInt128 = 0
        var droppedAny = false
        while result.coefficient >= precisionLimit {
            if droppedAny && dropped != 0 { sticky = true }
            dropped = result.coefficient % 10
            droppedAny = true
            result.coefficient /= 10
            result.exponent += 1
        }
        guard droppedAny else { return result }
        if dropped > 5 || (dropped == 5 && (sticky || result.coefficient % 2 == 1)) {
            result.coefficient += 1
            if result.coefficient >= precisionLimit {
                result.coefficient /= 10
                result.exponent += 1
            }
        }
        return result
    }

    var isZero: Bool { kind == .finite && coefficient == 0 }

    /// Both coefficients at the smaller exponent; nil past 38 digits.
    static func aligned(_ a: ExactDecimal, _ b: ExactDecimal) -> (UInt128, UInt128, Int)? {
        let exponent = min(a.exponent, b.exponent)
        func scaled(_ x: ExactDecimal) -> UInt128? {
            if x.coefficient == 0 { return 0 }
            guard let factor = power(x.exponent - exponent) else { return nil }
            let (product, overflow) = x.coefficient.multipliedReportingOverflow(by: factor)
            return overflow ? nil : product
        }
        guard let x = scaled(a), let y = scaled(b) else { return nil }
        return (x, y, exponent)
    }

    static func add(_ a: ExactDecimal, _ b: ExactDecimal) throws(FormulaError) -> ExactDecimal {
        if a.kind == .nan || b.kind == .nan { return ExactDecimal(kind: .nan) }
        if a.kind == .infinity || b.kind == .infinity {
            if a.kind == .infinity && b.kind == .infinity && a.negative != b.negative {
                throw .python("InvalidOperation")
            }
            return a.kind == .infinity ? a : b
        }
        guard let (x, y, exponent) = aligned(a, b) else { throw .cannot("a sum of decimals past 38 digits") }
        var result = ExactDecimal(exponent: exponent)
        if a.negative == b.negative {
            let (sum, overflow) = x.addingReportingOverflow(y)
            if overflow { throw .cannot("a sum of decimals past 38 digits") }
            result.coefficient = sum
            result.negative = a.negative
        } else if x >= y {
            result.coefficient = x - y
            result.negative = a.negative && x != y
        } else {
            result.coefficient = y - x
            result.negative = b.negative
        }
        return rounded(result)
    }

    package static prefix func - (value: ExactDecimal) -> ExactDecimal {
        var result = value
        result.negative.toggle()
        return result
    }

    static func multiply(_ a: ExactDecimal, _ b: ExactDecimal) throws(FormulaError) -> ExactDecimal {
        if a.kind == .nan || b.kind == .nan { return ExactDecimal(kind: .nan) }
        let negative = a.negative != b.negative
        if a.kind == .infinity || b.kind == .infinity {
            if a.isZero || b.isZero { throw .python("InvalidOperation") }
            return ExactDecimal(kind: .infinity, negative: negative)
        }
        let (high, low) = a.coefficient.multipliedFullWidth(by: b.coefficient)
        guard high == 0 else { throw .cannot("a product of decimals past 38 digits") }
        return rounded(ExactDecimal(negative: negative, coefficient: low, exponent: a.exponent + b.exponent))
    }

    /// `a / b`: exact when the quotient has at most 28 digits (at the exponent Python's
    /// ideal one allows), else rounded to 28.
    static func divide(_ a: ExactDecimal, _ b: ExactDecimal) throws(FormulaError) -> ExactDecimal {
        if a.kind == .nan || b.kind == .nan { return ExactDecimal(kind: .nan) }
        let negative = a.negative != b.negative
        if a.kind == .infinity {
            if b.kind == .infinity { throw .python("InvalidOperation") }
            return ExactDecimal(kind: .infinity, negative: negative)
        }
        if b.kind == .infinity { return ExactDecimal(negative: negative, coefficient: 0, exponent: 0) }
        if b.coefficient == 0 { throw .python(a.coefficient == 0 ? "DivisionUndefined" : "DivisionByZero") }
        let ideal = a.exponent - b.exponent
        if a.coefficient == 0 { return ExactDecimal(negative: negative, coefficient: 0, exponent: ideal) }
        var quotient = a.coefficient / b.coefficient
        var remainder = a.coefficient % b.coefficient
        var exponent = ideal
        while remainder != 0 && digitCount(quotient) <= precision || quotient == 0 {
            let (ten, overflow) = remainder.multipliedReportingOverflow(by: 10)
            guard !overflow else { throw .cannot("a quotient of decimals past 38 digits") }
            quotient = quotient * 10 + ten / b.coefficient
            remainder = ten % b.coefficient
            exponent -= 1
        }
        let result = rounded(ExactDecimal(negative: negative, coefficient: quotient, exponent: exponent), sticky: remainder != 0)
        guard remainder == 0 else { return result }
        // Exact: trailing zeros back off toward the ideal exponent.
        var reduced = result
        while reduced.exponent < ideal && reduced.coefficient % 10 == 0 && reduced.coefficient != 0 {
            reduced.coefficient /= 10
            reduced.exponent += 1
        }
        return reduced
    }

    /// `a // b` (truncated toward zero, as Decimal's) and `a % b` (the dividend's sign).
    static func divideInteger(_ a: ExactDecimal, _ b: ExactDecimal) throws(FormulaError) -> (quotient: ExactDecimal, remainder: ExactDecimal) {
        guard a.kind == .finite && b.kind == .finite else { throw .python("InvalidOperation") }
        if b.coefficient == 0 { throw .python("DivisionByZero") }
        guard let (x, y, exponent) = aligned(a, b) else { throw .cannot("a quotient of decimals past 38 digits") }
        let quotient = ExactDecimal(negative: a.negative != b.negative, coefficient: x / y, exponent: 0)
        let remainder = ExactDecimal(negative: a.negative, coefficient: x % y, exponent: exponent)
        if digitCount(quotient.coefficient) > precision { throw .python("DivisionImpossible") }
        return (quotient, rounded(remainder))
    }

    /// -1, 0, 1; nil when either is NaN (Python's `<` then raises, `==` is false).
    static func compare(_ a: ExactDecimal, _ b: ExactDecimal) -> Int? {
        if a.kind == .nan || b.kind == .nan { return nil }
        func rank(_ x: ExactDecimal) -> Int { x.kind == .infinity ? (x.negative ? -2 : 2) : 0 }
        if rank(a) != 0 || rank(b) != 0 { return rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0 }
        let signA = a.isZero ? 0 : (a.negative ? -1 : 1), signB = b.isZero ? 0 : (b.negative ? -1 : 1)
        if signA != signB { return signA < signB ? -1 : 1 }
        if signA == 0 { return 0 }
        if a.exponent == b.exponent {
            // (The common case: the same scale.)
            let order = a.coefficient < b.coefficient ? -1 : a.coefficient > b.coefficient ? 1 : 0
            return signA < 0 ? -order : order
        }
        // Same sign: magnitudes by their adjusted exponents first, then aligned.
        let adjustedA = a.exponent + digitCount(a.coefficient), adjustedB = b.exponent + digitCount(b.coefficient)
        var order: Int
        if adjustedA != adjustedB {
            order = adjustedA < adjustedB ? -1 : 1
        } else if let (x, y, _) = aligned(a, b) {
            order = x < y ? -1 : x > y ? 1 : 0
        } else {
            order = 0
        }
        return signA < 0 ? -order : order
    }

    /// Python's `str(Decimal)`: plain notation down to 6 zeros after the point, scientific
    /// past it or with a positive exponent.
    package var description: String {
        let sign = negative ? "-" : ""
        switch kind {
        case .nan: return sign + "NaN"
        case .infinity: return sign + "Infinity"
        case .finite: break
        }
        let digits = String(coefficient)
        let adjusted = exponent + digits.count - 1
        if exponent <= 0 && adjusted >= -6 {
            if exponent == 0 { return sign + digits }
            let point = digits.count + exponent
            if point > 0 {
                return sign + digits.prefix(point) + "." + digits.dropFirst(point)
            }
            return sign + "0." + String(repeating: "0", count: -point) + digits
        }
        var text = sign + digits.prefix(1)
        if digits.count > 1 { text += "." + digits.dropFirst() }
        return text + "E" + (adjusted >= 0 ? "+" : "") + String(adjusted)
    }

    /// The nearest Double (as `float(Decimal)`).
    var double: Double {
        switch kind {
        case .nan: return .nan
        case .infinity: return negative ? -.infinity : .infinity
        case .finite: return Double(description) ?? .nan
        }
    }

    /// The value when it is a whole number in 64 bits.
    var integerValue: Int64? {
        guard kind == .finite else { return nil }
        // (Whole when the digits after the point, if any, are zeros.)
        if exponent < 0 && coefficient != 0 {
            guard exponent >= -38, let scale = Self.power(-exponent), coefficient % scale == 0 else { return nil }
        }
        return truncated
    }

    /// Truncated toward zero (`int(Decimal)`).
    var truncated: Int64? {
        guard kind == .finite else { return nil }
        if coefficient == 0 || exponent < -38 { return 0 }
        guard exponent <= 38 else { return nil }
        var coefficient = coefficient, exponent = exponent
        while exponent < 0 {
            coefficient /= 10
            exponent += 1
        }
        while exponent > 0 {
            let (product, overflow) = coefficient.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            coefficient = product
            exponent -= 1
        }
        guard coefficient <= UInt128(Int64.max) else { return nil }
        return negative ? -Int64(coefficient) : Int64(coefficient)
    }

    /// The order of a decimal against a Double, exact (Python compares `Decimal` and
    /// `float` by their exact values): nil when either is NaN.
    static func compare(_ a: ExactDecimal, _ b: Double) -> Int? {
        if b.isNaN || a.kind == .nan { return nil }
        if b.isInfinite { return compare(a, ExactDecimal(kind: .infinity, negative: b < 0)) }
        if a.kind == .infinity { return a.negative ? -1 : 1 }
        let nearest = a.double
        if nearest < b { return -1 }
        if nearest > b { return 1 }
        // The nearest Double is b: the decimal is b or within half an ulp of it. Compare
        // exactly: b = m * 2^e; both sides as integers (BigDigits).
        let exact = ExactBinary(b)
        return exact.compare(to: a)
    }
}

/// A finite Double as `mantissa * 2^exponent`, compared exactly with a decimal through
/// arbitrary-precision integers (rarely reached: only when the decimal rounds to it).
struct ExactBinary {
    var negative: Bool
    var mantissa: UInt64
    var exponent: Int

    init(_ value: Double) {
        negative = value < 0
        var mantissa = value.significandBitPattern | (value.exponentBitPattern == 0 ? 0 : 1 << 52)
        var exponent = (value.exponentBitPattern == 0 ? 1 : Int(value.exponentBitPattern)) - 1075
        while mantissa != 0 && mantissa & 1 == 0 {
            mantissa >>= 1
            exponent += 1
        }
        self.mantissa = mantissa
        self.exponent = exponent
    }

    /// The order of the decimal against this number: -1 when the decimal is smaller.
    func compare(to decimal: ExactDecimal) -> Int {
        let signB = mantissa == 0 ? 0 : (negative ? -1 : 1)
        let signA = decimal.isZero ? 0 : (decimal.negative ? -1 : 1)
        if signA != signB { return signA < signB ? -1 : 1 }
        if signA == 0 { return 0 }
        // |decimal| = c * 10^k, |binary| = m * 2^e. Multiply both by 2^max(0,-e) * 10^max(0,-k).
        var left = BigNatural(decimal.coefficient)
        var right = BigNatural(UInt128(mantissa))
        if decimal.exponent >= 0 { left.multiply(byPowerOf: 10, decimal.exponent) } else { right.multiply(byPowerOf: 10, -decimal.exponent) }
        if exponent >= 0 { right.multiply(byPowerOf: 2, exponent) } else { left.multiply(byPowerOf: 2, -exponent) }
        let order = left.compare(to: right)
        return signA < 0 ? -order : order
    }
}

/// A natural number of any size, little-endian 32-bit limbs: enough to multiply by small
/// numbers and compare.
struct BigNatural {
    var limbs: [UInt32]

    init(_ value: UInt128) {
        limbs = []
        var rest = value
        while rest != 0 {
            limbs.append(UInt32(truncatingIfNeeded: rest))
            rest >>= 32
        }
    }

    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    mutating func multiply(byPowerOf base: UInt32, _ count: Int) {
        var left = count
        while left > 0 {
            let step = min(left, base == 2 ? 31 : 9)
            var factor: UInt32 = 1
            for _ in 0..<step { factor *= base }
            multiply(by: factor)
            left -= step
        }
    }

    func compare(to other: BigNatural) -> Int {
        var a = limbs, b = other.limbs
        while a.last == 0 { a.removeLast() }
        while b.last == 0 { b.removeLast() }
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for index in stride(from: a.count - 1, through: 0, by: -1) where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return 0
    }
}
