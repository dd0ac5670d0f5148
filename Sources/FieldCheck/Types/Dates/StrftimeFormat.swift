import FieldCheckReference
import TextReading

/// A strftime-style format (`--date-format`, or a Table Schema field's `format`), read
/// as Python 3.11's `datetime.strptime` reads it (`_strptime.py` in the C locale).
///
/// Directives: `%Y` (4 digits), `%y` (2 digits; 69-99 are 19xx, 00-68 20xx), `%m` `%d`
/// `%H` `%I` `%M` `%S` (1 or 2 digits; `%d` also a space and 1 digit), `%j` (1 to 3
/// digits), `%f` (1 to 6 ASCII digits), `%z` (`+HHMM`, `+HH:MM`, with optional seconds
/// and microseconds, or `Z`), `%b` `%B` `%a` `%A` (English names, any case), `%p`
/// (`AM`/`PM`, any case, with `%I`), `%%`. "Digits" are decimal digits of any script, as
/// Python's `\d`, except for `%f` and the first digit of ranges such as `1[0-2]`.
/// Whitespace in the format matches any run of whitespace; other characters match
/// themselves in any case. As in Python, the first way the format matches (trying each
/// directive's longest choices first) must use up the whole text: `%m%d` reads `111` as
/// November 1; a weekday name is read but not checked against the date; Feb 29 without a
/// year is refused (Python's default year is 1900); second 60 and 61 are refused.
struct StrftimeFormat: Sendable {
    enum Directive: Character, Sendable, CaseIterable {
        case year4 = "Y", year2 = "y", month = "m", day = "d", hour24 = "H", hour12 = "I"
        case minute = "M", second = "S", fraction = "f", offset = "z", monthAbbreviation = "b"
        case monthName = "B", weekdayAbbreviation = "a", weekdayName = "A", ampm = "p", dayOfYear = "j"
    }

    enum Token: Sendable, Equatable {
        case literal(Unicode.Scalar)
        case whitespace
        case directive(Directive)
    }

    /// The format as given.
    let format: String
    let tokens: [Token]

    init(_ format: String) throws(DateFormatError) {
        try self.init(format, source: "--date-format")
    }

    /// `source` names where the format came from in error messages.
    init(_ format: String, source: String) throws(DateFormatError) {
        let scalars = Array(format.unicodeScalars)
        var tokens: [Token] = []
        var seen: Set<Character> = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%" {
                guard index + 1 < scalars.count else {
                    throw DateFormatError(message: "a lone '%' at the end of \(source) (write %% for a percent sign)")
                }
                let letter = scalars[index + 1]
                if letter == "%" {
                    tokens.append(.literal("%"))
                } else if let directive = Directive(rawValue: Character(letter)) {
                    if seen.contains(directive.rawValue) {
                        throw DateFormatError(message: "directive '%\(directive.rawValue)' appears twice in \(source)")
                    }
                    seen.insert(directive.rawValue)
                    tokens.append(.directive(directive))
                } else if PythonText.isSpace(letter) || letter.properties.generalCategory == .control {
                    throw DateFormatError(message: "'%' followed by U+\(TextNormalization.hex(letter.value)) in \(source) "
                        + "is not a directive (write %% for a percent sign)")
                } else {
                    throw DateFormatError(message: "unsupported directive '%\(Character(letter))' in \(source) (supported: "
                        + "%Y %y %m %d %H %I %M %S %f %z %b %B %a %A %p %j %%)")
                }
                index += 2
            } else if PythonText.isSpace(scalar) {
                while index < scalars.count && PythonText.isSpace(scalars[index]) { index += 1 }
                tokens.append(.whitespace)
            } else {
                tokens.append(.literal(scalar))
                index += 1
            }
        }
        self.format = format
        self.tokens = tokens
    }

    init(tokens: [Token], format: String) {
        self.tokens = tokens
        self.format = format
    }

    /// `%Y-%m-%d`, Table Schema's default date format.
    static let isoDate = StrftimeFormat(
        tokens: [.directive(.year4), .literal("-"), .directive(.month), .literal("-"), .directive(.day)],
        format: "%Y-%m-%d")

    /// fieldcheck's reading of a value with this format: surrounding whitespace is
    /// ignored; then valid as Python's strptime reads it, or an incomplete beginning
    /// (some text typed after it is valid), or invalid.
    func parse(_ text: Substring, kind: DateKind) -> DateParse {
        let scalars = Array(Trimming.trimmed(text).unicodeScalars)
        if scalars.isEmpty { return .incomplete("empty") }
        switch strptime(scalars) {
        case .success(let value):
            return .valid(value)
        case .failure(let reason):
            if let missing = incompleteReason(scalars) { return .incomplete(missing) }
            return .invalid(reason)
        }
    }

    // MARK: matching, as Python's `re` does with the pattern `_strptime` builds

    /// One position of a directive's regular expression.
    enum Matcher: Sendable {
        case digit  // \d: a decimal digit of any script
        case range(UInt8, UInt8)  // an ASCII range such as [0-5]
        case exact(Unicode.Scalar)
        case caseless(Unicode.Scalar)  // a literal under IGNORECASE
        case sign  // [+-]

        func matches(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .digit: return PythonText.decimalValue(scalar) != nil
            case .range(let low, let high): return scalar.value >= UInt32(low) && scalar.value <= UInt32(high)
            case .exact(let wanted): return scalar == wanted
            case .caseless(let wanted): return PythonText.ignoreCaseMatches(pattern: wanted, text: scalar)
            case .sign: return scalar == "+" || scalar == "-"
            }
        }
    }

    typealias Alternative = [Matcher]

    private static func digits(_ text: String) -> Alternative {
        text.unicodeScalars.map { scalar -> Matcher in
            switch scalar {
            case "D": return .digit
            case "a": return .range(0x30, 0x31)  // [0-1]
            case "b": return .range(0x30, 0x32)  // [0-2]
            case "c": return .range(0x30, 0x33)  // [0-3]
            case "e": return .range(0x30, 0x35)  // [0-5]
            case "f": return .range(0x30, 0x36)  // [0-6]
            case "n": return .range(0x31, 0x39)  // [1-9]
            case "t": return .range(0x31, 0x32)  // [1-2]
            case "A": return .range(0x30, 0x39)  // [0-9]
            default: return .exact(scalar)
            }
        }
    }

    /// Each directive's alternatives in the order `re` tries them (TimeRE of _strptime.py).
    static let alternatives: [Character: [Alternative]] = {
        func names(_ list: [String]) -> [Alternative] {
            // __seqToRE: longest first, in the given order among equal lengths.
            let sorted = list.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }
            return sorted.map { $0.element.unicodeScalars.map { Matcher.caseless($0) } }
        }
        let months = CivilDate.monthNames.map { $0.lowercased() }
        let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        var offsets: [Alternative] = []
        for firstColon in [true, false] {
            let head: Alternative = [.sign, .digit, .digit] + (firstColon ? [.exact(":")] : []) + digits("eD")
            for secondColon in [true, false] {
                let seconds: Alternative = head + (secondColon ? [.exact(":")] : []) + digits("eD")
                for count in stride(from: 6, through: 1, by: -1) {
                    offsets.append(seconds + [.exact(".")] + Array(repeating: .digit, count: count))
                }
                offsets.append(seconds)
            }
            offsets.append(head)
        }
        offsets.append([.exact("Z")])
        return [
            "d": ["3a", "tD", "0n", "n", " n"].map(digits),
            "f": stride(from: 6, through: 1, by: -1).map { Array(repeating: Matcher.range(0x30, 0x39), count: $0) },
            "H": ["2c", "aD", "D"].map(digits),
            "I": ["1b", "0n", "n"].map(digits),
            "j": ["36f", "3eD", "tDD", "0nD", "00n", "nD", "0n", "n"].map(digits),
            "m": ["1b", "0n", "n"].map(digits),
            "M": ["eD", "D"].map(digits),
            "S": ["6a", "eD", "D"].map(digits),
            "y": ["DD"].map(digits),
            "Y": ["DDDD"].map(digits),
            "z": offsets,
            "A": names(weekdays),
            "a": names(weekdays.map { String($0.prefix(3)) }),
            "B": names(months),
            "b": names(months.map { String($0.prefix(3)) }),
            "p": names(["am", "pm"]),
        ]
    }()

    private static func matches(_ alternative: Alternative, _ scalars: [Unicode.Scalar], at position: Int) -> Bool {
        guard alternative.count <= scalars.count - position else { return false }
        for (offset, matcher) in alternative.enumerated() where !matcher.matches(scalars[position + offset]) {
            return false
        }
        return true
    }

    /// Calls `body` with each place token `k` can end when it starts at `position`, in the
    /// order `re` tries them, until `body` returns true; returns whether it did. A run of
    /// whitespace is walked from its end without listing its ends.
    private func forEachEnd(_ k: Int, _ scalars: [Unicode.Scalar], at position: Int, _ body: (Int) -> Bool) -> Bool {
        switch tokens[k] {
        case .literal(let scalar):
            guard position < scalars.count, Matcher.caseless(scalar).matches(scalars[position]) else { return false }
            return body(position + 1)
        case .whitespace:
            var end = position
            while end < scalars.count && PythonText.isSpace(scalars[end]) { end += 1 }
            // `re` tries every shorter run too, but after a shorter one the next token
            // meets whitespace, which only `%d` (` [1-9]`) can begin with, using one space;
            // and a last token succeeds with the longest run. So only these can match.
            let shortest = k + 1 < tokens.count && tokens[k + 1] == .directive(.day) ? end - 1 : end
            while end > position && end >= shortest {
                if body(end) { return true }
                end -= 1
            }
            return false
        case .directive(let directive):
            for alternative in Self.alternatives[directive.rawValue] ?? [] where Self.matches(alternative, scalars, at: position) {
                if body(position + alternative.count) { return true }
            }
            return false
        }
    }

    /// Whether token `k` matches anything at `position`.
    private func canMatch(_ k: Int, _ scalars: [Unicode.Scalar], at position: Int) -> Bool {
        forEachEnd(k, scalars, at: position) { _ in true }
    }

    /// The first match `re.match` finds (it need not reach the end of the text): where
    /// each token ends. Otherwise nil, with the furthest place a token failed.
    private func firstMatch(_ scalars: [Unicode.Scalar]) -> (ends: [Int]?, failure: (position: Int, token: Int)) {
        var ends = Array(repeating: 0, count: tokens.count)
        var failure = (position: -1, token: 0)
        var budget = 1_000_000
        func walk(_ k: Int, _ position: Int) -> Bool {
            if k == tokens.count { return true }
            budget -= 1
            if budget < 0 { return false }
            if position > failure.position && !canMatch(k, scalars, at: position) { failure = (position, k) }
            return forEachEnd(k, scalars, at: position) { end in
                ends[k] = end
                return walk(k + 1, end)
            }
        }
        return walk(0, 0) ? (ends, failure) : (nil, failure)
    }

    // MARK: the values, as `_strptime` computes them

    enum Strptime: Equatable, Sendable {
        case success(DateTimeValue)
        case failure(String)
    }

    /// Python's `datetime.strptime(text, format)`: the value, or why it raises.
    func strptime(_ scalars: [Unicode.Scalar]) -> Strptime {
        let (found, failure) = firstMatch(scalars)
        guard let ends = found else {
            let at = failure.position < scalars.count
                ? "at " + Self.quote(scalars[max(0, failure.position)...]) : "at the end"
            return .failure("expected \(Self.describe(tokens[failure.token])) \(at) (the format is \(format))")
        }
        let matchEnd = ends.last ?? 0
        if matchEnd != scalars.count {
            return .failure("unexpected \(Self.quote(scalars[matchEnd...])) after the format \(format)")
        }
        var year: Int?
        var month = 1, day = 1, hour = 0, minute = 0, second = 0
        var fraction: [UInt8] = []
        var julian: Int?
        var offset: (seconds: Int, microseconds: Int, text: String)?
        var zulu = false
        var ampm = ""
        for (k, token) in tokens.enumerated() {
            if case .directive(.ampm) = token {
                ampm = String(String.UnicodeScalarView(scalars[(k == 0 ? 0 : ends[k - 1])..<ends[k]])).lowercased()
            }
        }
        for (k, token) in tokens.enumerated() {
            guard case .directive(let directive) = token else { continue }
            let captured = Array(scalars[(k == 0 ? 0 : ends[k - 1])..<ends[k]])
            let number = Self.number(captured)
            switch directive {
            case .year2: year = number <= 68 ? number + 2000 : number + 1900
            case .year4: year = number
            case .month: month = number
            case .monthName, .monthAbbreviation:
                guard let index = Self.nameIndex(captured, CivilDate.monthNames, abbreviated: directive == .monthAbbreviation)
                else { return .failure("\(Self.quote(captured[...])) is not an English month name") }
                month = index + 1
            case .day: day = number
            case .hour24: hour = number
            case .hour12:
                hour = number
                if ampm == "" || ampm == "am" {
                    if hour == 12 { hour = 0 }
                } else if ampm == "pm" && hour != 12 {
                    hour += 12
                }
            case .minute: minute = number
            case .second: second = number
            case .fraction: fraction = captured.map { UInt8(truncatingIfNeeded: $0.value) }
            case .weekdayName, .weekdayAbbreviation:
                let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
                if Self.nameIndex(captured, weekdays, abbreviated: directive == .weekdayAbbreviation) == nil {
                    return .failure("\(Self.quote(captured[...])) is not an English weekday name")
                }
            case .ampm: break
            case .dayOfYear: julian = number
            case .offset:
                let text = String(String.UnicodeScalarView(captured))
                if captured == ["Z"] {
                    offset = (0, 0, text)
                    zulu = true
                    break
                }
                guard let parsed = Self.offset(captured) else {
                    return .failure("the offset \(Self.quote(captured[...])) mixes ':' and no ':'")
                }
                offset = (parsed.seconds, parsed.microseconds, text)
            }
        }
        var leapYearFix = false
        if year == nil && month == 2 && day == 29 {
            year = 1904
            leapYearFix = true
        }
        var resolvedYear = year ?? 1900
        if let julian {
            guard resolvedYear >= 1 && resolvedYear <= 9999 else {
                return .failure("year \(CivilDate.paddedYear(resolvedYear)) is out of range (0001 to 9999)")
            }
            let first = CivilDate.pythonOrdinal(year: resolvedYear, month: 1, day: 1)
            guard let date = CivilDate.fromPythonOrdinal(first + julian - 1) else {
                return .failure("day \(julian) of \(resolvedYear) is after 9999-12-31")
            }
            (resolvedYear, month, day) = date
        } else {
            guard resolvedYear >= 1 && resolvedYear <= 9999 else {
                return .failure("year \(CivilDate.paddedYear(resolvedYear)) is out of range (0001 to 9999)")
            }
            guard CivilDate.isValid(year: resolvedYear, month: month, day: day) else {
                return .failure(CivilDate.missingDayReason(year: resolvedYear, month: month, day: day))
            }
        }
        if leapYearFix {
            resolvedYear = 1900
            if !CivilDate.isValid(year: 1900, month: month, day: day) {
                return .failure("February 29 needs a year in the format (without one the year is 1900, not a leap year)")
            }
        }
        var offsetMinutes: Int?
        if let offset {
            let total = offset.seconds * 1_000_000 + offset.microseconds
            guard total.magnitude < 86_400_000_000 else {
                return .failure("the offset \(offset.text) is out of range (-23:59 to +23:59)")
            }
            offsetMinutes = offset.seconds / 60
        }
        if second > 59 { return .failure("second \(second) does not exist") }
        return .success(DateTimeValue(
            year: resolvedYear, month: month, day: day, hour: hour, minute: minute, second: second,
            fraction: fraction, offsetMinutes: offsetMinutes, zulu: zulu))
    }

    /// The value of a run of digits of any script (a leading space is skipped, as `int()` does).
    private static func number(_ scalars: [Unicode.Scalar]) -> Int {
        var value = 0
        for scalar in scalars {
            guard let digit = PythonText.decimalValue(scalar) else { continue }
            value = value &* 10 &+ digit
        }
        return value
    }

    /// The index of an English name (`.lower()` of the text must be the name, lower-cased).
    private static func nameIndex(_ captured: [Unicode.Scalar], _ names: [String], abbreviated: Bool) -> Int? {
        guard captured.allSatisfy({ $0.isASCII }) else { return nil }
        let lowered = String(String.UnicodeScalarView(captured)).lowercased()
        return names.firstIndex { (abbreviated ? String($0.prefix(3)) : $0).lowercased() == lowered }
    }

    /// `_strptime`'s reading of a `%z` match other than `Z`: seconds and microseconds east
    /// of UTC, or nil where Python raises (a ':' used in one place and not the other).
    private static func offset(_ captured: [Unicode.Scalar]) -> (seconds: Int, microseconds: Int)? {
        var z = captured
        if z.count > 3 && z[3] == ":" {
            z.remove(at: 3)
            if z.count > 5 {
                if z[5] != ":" { return nil }
                z.remove(at: 5)
            }
        }
        func value(_ range: Range<Int>) -> Int? {
            let part = z[min(range.lowerBound, z.count)..<min(range.upperBound, z.count)]
            if part.isEmpty { return 0 }
            var result = 0
            for scalar in part {
                guard let digit = PythonText.decimalValue(scalar) else { return nil }
                result = result * 10 + digit
            }
            return result
        }
        guard let hours = value(1..<3), let minutes = value(3..<5), let seconds = value(5..<7) else { return nil }
        var microseconds = 0
        if z.count > 8 {
            let digits = z[8...]
            guard digits.count <= 6 else { return nil }
            for scalar in digits {
                guard let digit = PythonText.decimalValue(scalar) else { return nil }
                microseconds = microseconds * 10 + digit
            }
            for _ in digits.count..<6 { microseconds *= 10 }
        }
        let sign = z.first == "-" ? -1 : 1
        return (sign * (hours * 3600 + minutes * 60 + seconds), sign * microseconds)
    }

    // MARK: incomplete beginnings

    /// Representative completions of a token that is not typed yet.
    private static func representatives(_ token: Token) -> [String] {
        switch token {
        case .literal(let scalar): return [String(Character(scalar))]
        case .whitespace: return [" "]
        case .directive(let directive):
            switch directive {
            case .year4: return ["2000"]
            case .year2: return ["00"]
            case .month, .day, .hour12: return ["01"]
            case .hour24, .minute, .second: return ["00"]
            case .fraction: return ["0"]
            case .offset: return ["+0000", "Z"]
            case .monthAbbreviation: return ["jan"]
            case .monthName: return ["january"]
            case .weekdayAbbreviation: return ["mon"]
            case .weekdayName: return ["monday"]
            case .ampm: return ["am"]
            case .dayOfYear: return ["001"]
            }
        }
    }

    /// The ways to finish token `k` whose beginning `typed` is already there.
    private static func finishings(_ directive: Directive, typed: ArraySlice<Unicode.Scalar>) -> [String] {
        if directive == .fraction { return [] }  // more digits change nothing
        var found: [String] = []
        let zeroOnly = directive == .offset
        for alternative in alternatives[directive.rawValue] ?? [] where alternative.count > typed.count {
            guard zip(alternative, typed).allSatisfy({ $0.0.matches($0.1) }) else { continue }
            var partial = [""]
            for matcher in alternative[typed.count...] {
                let choices: [String]
                switch matcher {
                case .digit: choices = zeroOnly ? ["0"] : (0...9).map(String.init)
                case .range(let low, let high):
                    choices = zeroOnly ? [String(Character(Unicode.Scalar(low)))] : (low...high).map { String(Character(Unicode.Scalar($0))) }
                case .exact(let scalar), .caseless(let scalar): choices = [String(Character(scalar))]
                case .sign: choices = ["+", "-"]
                }
                partial = partial.flatMap { head in choices.map { head + $0 } }
            }
            found += partial
        }
        return found
    }

    /// Why `scalars` is an incomplete beginning (some text after it makes a valid value),
    /// or nil when nothing typed after it can.
    private func incompleteReason(_ scalars: [Unicode.Scalar]) -> String? {
        // Each completion tried re-reads the whole text: past this length (only runs of
        // whitespace can make a date this long) none is searched for.
        guard scalars.count <= 4096 else { return nil }
        var tried: Set<String> = []
        var budget = 200_000
        var reason: String?
        let text = String(String.UnicodeScalarView(scalars))
        func rest(from k: Int) -> [String] {
            var results = [""]
            for token in tokens[min(k, tokens.count)...] {
                results = results.flatMap { head in Self.representatives(token).map { head + $0 } }
            }
            return results
        }
        func works(_ suffix: String) -> Bool {
            guard tried.insert(suffix).inserted else { return false }
            budget -= 1
            if case .success = strptime(Array((text + suffix).unicodeScalars)) { return true }
            return false
        }
        func walk(_ k: Int, _ position: Int) -> Bool {
            budget -= 1
            if budget < 0 || k >= tokens.count { return false }
            if position == scalars.count {
                if rest(from: k).contains(where: works) {
                    reason = "needs \(Self.describe(tokens[k]))"
                    return true
                }
                return false
            }
            if case .directive(let directive) = tokens[k] {
                let tails = rest(from: k + 1)
                for finishing in Self.finishings(directive, typed: scalars[position...]) {
                    if tails.contains(where: { works(finishing + $0) }) {
                        reason = "the \(Self.noun(directive)) is not finished"
                        return true
                    }
                    if budget < 0 { return false }
                }
            }
            return forEachEnd(k, scalars, at: position) { walk(k + 1, $0) }
        }
        return walk(0, 0) ? reason : nil
    }

    // MARK: words

    static func describe(_ token: Token) -> String {
        switch token {
        case .literal(let scalar): return TextNormalization.describe(Character(scalar))
        case .whitespace: return "a space"
        case .directive(let directive):
            switch directive {
            case .year4: return "a 4-digit year"
            case .year2: return "a 2-digit year"
            case .month: return "a month (1 to 12)"
            case .day: return "a day (1 to 31)"
            case .hour24: return "an hour (0 to 23)"
            case .hour12: return "an hour (1 to 12)"
            case .minute: return "minutes (0 to 59)"
            case .second: return "seconds (0 to 59)"
            case .fraction: return "a fraction of a second (1 to 6 digits)"
            case .offset: return "an offset (+HHMM, +HH:MM or Z)"
            case .monthAbbreviation: return "a month name (Jan)"
            case .monthName: return "a month name (January)"
            case .weekdayAbbreviation: return "a weekday name (Mon)"
            case .weekdayName: return "a weekday name (Monday)"
            case .ampm: return "AM or PM"
            case .dayOfYear: return "a day of the year (1 to 366)"
            }
        }
    }

    static func noun(_ directive: Directive) -> String {
        switch directive {
        case .year4, .year2: return "year"
        case .month, .monthAbbreviation, .monthName: return "month"
        case .day: return "day"
        case .hour24, .hour12: return "hour"
        case .minute: return "minutes"
        case .second: return "seconds"
        case .fraction: return "fraction"
        case .offset: return "offset"
        case .weekdayAbbreviation, .weekdayName: return "weekday"
        case .ampm: return "AM/PM"
        case .dayOfYear: return "day of the year"
        }
    }

    /// A piece of the text in quotes, shortened past 12 characters.
    static func quote(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        let shown = String(String.UnicodeScalarView(scalars.prefix(12)))
        return "'" + shown + (scalars.count > 12 ? "…" : "") + "'"
    }
}
