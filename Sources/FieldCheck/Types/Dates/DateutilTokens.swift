import TextReading

/// python-dateutil's `_timelex` (dateutil/parser/_parser.py, 4.0.0), the tokenizer of
/// `dateutil.parser.parse`, and Python's readings of a token as a number (`float()`,
/// `Decimal()`, `int()`), as `DateutilParser` uses them.
///
/// A token is a run of letters (`str.isalpha`), a run of digits (`str.isdigit`, so also
/// `²`), one space (any `str.isspace` character becomes `" "`, each one a token of its
/// own), or any other single character. Dots and commas inside runs are kept together
/// while reading (`4:30:21.447`, `Sep.20.2009`) and split again afterwards unless the run
/// is one decimal number (`21.447`; `21,447` becomes `21.447`). NUL characters are skipped.
enum DateutilTokens {
    typealias Token = [Unicode.Scalar]

    static func split(_ text: [Unicode.Scalar]) -> [Token] {
        var lexer = Lexer(input: text.filter { $0 != "\u{0}" })
        var tokens: [Token] = []
        while let token = lexer.nextToken() { tokens.append(token) }
        return tokens
    }

    /// `get_token`'s states: `a`, `0`, `a.` and `0.`.
    private enum State { case word, number, wordDot, numberDot }

    private struct Lexer {
        let input: [Unicode.Scalar]
        var position = 0
        /// The character that ended the previous token (Python's `charstack`: never more than one).
        var pushedBack: Unicode.Scalar?
        /// The pieces of a split token still to hand out (`tokenstack`).
        var pending: [Token] = []

        init(input: [Unicode.Scalar]) { self.input = input }

        mutating func readCharacter() -> Unicode.Scalar? {
            if let scalar = pushedBack {
                pushedBack = nil
                return scalar
            }
            guard position < input.count else { return nil }
            position += 1
            return input[position - 1]
        }

        mutating func nextToken() -> Token? {
            if !pending.isEmpty { return pending.removeFirst() }
            var seenLetters = false
            var token: Token = []
            var state: State?
            reading: while let next = readCharacter() {
                switch state {
                case nil:
                    token = [next]
                    if PythonText.isAlpha(next) {
                        state = .word
                    } else if PythonText.isDigit(next) {
                        state = .number
                    } else if PythonText.isSpace(next) {
                        token = [" "]
                        break reading
                    } else {
                        break reading
                    }
                case .word:
                    seenLetters = true  // (set for any character read after a letter, as in Python)
                    if PythonText.isAlpha(next) {
                        token.append(next)
                    } else if next == "." {
                        token.append(next)
                        state = .wordDot
                    } else {
                        pushedBack = next
                        break reading
                    }
                case .number:
                    if PythonText.isDigit(next) {
                        token.append(next)
                    } else if next == "." || (next == "," && token.count >= 2) {
                        token.append(next)
                        state = .numberDot
                    } else {
                        pushedBack = next
                        break reading
                    }
                case .wordDot:
                    seenLetters = true
                    if next == "." || PythonText.isAlpha(next) {
                        token.append(next)
                    } else if PythonText.isDigit(next) && token.last == "." {
                        token.append(next)
                        state = .numberDot
                    } else {
                        pushedBack = next
                        break reading
                    }
                case .numberDot:
                    if next == "." || PythonText.isDigit(next) {
                        token.append(next)
                    } else if PythonText.isAlpha(next) && token.last == "." {
                        token.append(next)
                        state = .wordDot
                    } else {
                        pushedBack = next
                        break reading
                    }
                }
            }
            guard state != nil || !token.isEmpty else { return nil }  // end of the text

            let dots = token.count { $0 == "." }
            if state == .wordDot || state == .numberDot,
               seenLetters || dots > 1 || token.last == "." || token.last == "," {
                // re.split("([.,])", token): the first piece stays, the separators and the
                // non-empty pieces after it are handed out next.
                var pieces: [Token] = [[]]
                for scalar in token {
                    if scalar == "." || scalar == "," {
                        pieces.append([scalar])
                        pieces.append([])
                    } else {
                        pieces[pieces.count - 1].append(scalar)
                    }
                }
                token = pieces[0]
                pending.append(contentsOf: pieces.dropFirst().filter { !$0.isEmpty })
            }
            if state == .numberDot && !token.contains(".") {
                token = token.map { $0 == "," ? "." : $0 }
            }
            return token
        }
    }
}

/// A token read as Python's `Decimal(token)`, finite: digits of any script (`str.isdecimal`)
/// with at most one point. Tokens never hold a sign, an exponent, spaces or underscores
/// (those are tokens of their own, or end a digit run), so no other form reaches here.
struct DateutilNumber {
    /// `int(value)`, the integer part; `Int.max` when larger (never a valid field, as in Python).
    var whole: Int
    /// Digits of the integer part, leading zeros left out.
    var wholeDigits: Int
    /// The digits after the point (0...9 each).
    var fraction: [UInt8]

    /// `Decimal(token)` when finite; nil where `_to_decimal` raises (also for `NaN`, `Infinity`).
    init?(_ token: some Collection<Unicode.Scalar>) {
        var whole = 0, wholeDigits = 0, digits = 0
        var fraction: [UInt8] = []
        var afterPoint = false
        for scalar in token {
            if scalar == "." {
                guard !afterPoint else { return nil }
                afterPoint = true
                continue
            }
            guard let digit = PythonText.decimalValue(scalar) else { return nil }
            digits += 1
            if afterPoint {
                fraction.append(UInt8(digit))
            } else if wholeDigits > 0 || digit != 0 {
                wholeDigits += 1
                let (times10, o1) = whole.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(digit)
                whole = o1 || o2 ? Int.max : sum
            }
        }
        guard digits > 0 else { return nil }
        (self.whole, self.wholeDigits, self.fraction) = (whole, wholeDigits, fraction)
    }

    /// Whether Python's `float(token)` reads it: a number as above, or `inf`, `infinity`,
    /// `nan` in any ASCII case (which the parser then rejects as not finite).
    static func isFloat(_ token: DateutilTokens.Token) -> Bool {
        if DateutilNumber(token) != nil { return true }
        let word = String(String.UnicodeScalarView(token.map { $0.isASCII ? PythonText.lower($0) : $0 }))
        return word == "inf" || word == "infinity" || word == "nan"
    }

    var hasFraction: Bool { fraction.contains { $0 != 0 } }

    /// `value < limit`
    func isBelow(_ limit: Int) -> Bool { whole < limit }

    /// `value > limit`
    func isAbove(_ limit: Int) -> Bool { whole > limit || (whole == limit && hasFraction) }

    /// `limit <= value`
    func isAtLeast(_ limit: Int) -> Bool { whole >= limit }

    /// `int(60 * (value % 1))`, or nil where `value % 1` is 0, in Python's `Decimal` with its
    /// default context (28 significant digits, rounding half to even): the remainder is
    /// rounded to 28 digits, and so is the product (so 0.999… with 29 nines gives 60).
    /// Throws where `value % 1` raises (`DivisionImpossible`: more than 28 integer digits).
    func sixtiethsOfFraction() throws(DateutilParser.Failure) -> Int? {
        guard wholeDigits <= 28 else { throw DateutilParser.Failure() }
        let remainder = Self.rounded(fraction, exponent: -fraction.count)
        guard remainder.digits.contains(where: { $0 != 0 }) else { return nil }
        // The coefficient times 60, digit by digit from the right.
        var product: [UInt8] = []
        var carry = 0
        for digit in remainder.digits.reversed() {
            let value = Int(digit) * 60 + carry
            product.append(UInt8(value % 10))
            carry = value / 10
        }
        while carry > 0 {
            product.append(UInt8(carry % 10))
            carry /= 10
        }
        let result = Self.rounded(Array(product.reversed()), exponent: remainder.exponent)
        // int(): the digits before the point (the value is at most 60).
        let integerDigits = result.digits.count + result.exponent
        var integer = 0
        for digit in result.digits.prefix(max(0, integerDigits)) { integer = integer * 10 + Int(digit) }
        if integerDigits > result.digits.count {
            for _ in result.digits.count..<integerDigits { integer *= 10 }
        }
        return integer
    }

    /// `digits × 10^exponent` rounded to 28 significant digits, half to even.
    private static func rounded(_ digits: [UInt8], exponent: Int) -> (digits: [UInt8], exponent: Int) {
        let significant = Array(digits.drop { $0 == 0 })
        guard significant.count > 28 else { return (significant, exponent) }
        var kept = Array(significant.prefix(28))
        let dropped = significant.dropFirst(28)
        let exponent = exponent + dropped.count
        let first = dropped.first ?? 0
        let restNonZero = dropped.dropFirst().contains { $0 != 0 }
        let up = first > 5 || (first == 5 && (restNonZero || (kept.last ?? 0) % 2 == 1))
        guard up else { return (kept, exponent) }
        var index = kept.count - 1
        while index >= 0 && kept[index] == 9 {
            kept[index] = 0
            index -= 1
        }
        if index >= 0 { kept[index] += 1 } else { kept.insert(1, at: 0) }
        return (kept, exponent)
    }
}
