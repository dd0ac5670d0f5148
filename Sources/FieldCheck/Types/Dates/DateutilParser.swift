import TextReading

/// A port of python-dateutil's free-form `dateutil.parser.parse(text)` (dateutil/parser/
/// _parser.py, 4.0.0, the version pip installs beside frictionless 5.21) with its default
/// arguments: dayfirst and yearfirst off, not fuzzy, no `tzinfos`, time zones kept.
/// frictionless reads `date`, `time` and `datetime` fields with `"format": "any"` through it
/// (any exception makes the cell invalid). Only the acceptance matters here, and the value.
///
/// What it ports: the tokenizer `_timelex` (DateutilTokens.swift), `parserinfo`'s default
/// word lists, `_ymd` (which number is the year, the month, the day), `parser._parse` with
/// its rules for numbers (`20240229`, `13h45`, `10:36:28.5`, `12 pm`), `validate`
/// (two-digit years), `_build_naive` (what the text leaves out is today at midnight; a
/// missing day is today's, cut to the last day of the month; a weekday alone moves forward
/// to that day) and the time zone `_build_tzaware` gives: `UTC`, `GMT`, `Z`, `z` and a zero
/// offset are UTC; a numeric offset is kept (`+05:30`, `-0800`; `GMT+3` means UTC-3, as in
/// dateutil); any other name (`EST`, `BST`, `CET`) is ignored, as Python does after a
/// warning, and the value is naive.
///
/// What it does not: `fuzzy`, `tzinfos`, `_tzparser`. Python gives the machine's own zone
/// (`tzlocal()`) to a name in `time.tzname`; this port never looks at the machine, so such a
/// name is naive here (UTC and GMT still mean offset 0): it answers as Python does on a
/// machine whose zone is UTC. Python places a two-digit year within 50 years of the current
/// year, which is `today.year` here. Offsets are whole minutes (hours and minutes are all
/// the text can give); one of 24 hours or more (`+99:00`) is kept, as `tz.tzoffset` keeps it
/// (only `datetime.utcoffset()` would refuse it later).
enum DateutilParser {
    struct Failure: Error {}

    typealias Token = DateutilTokens.Token

    /// `dateutil.parser.parse(text, default=today at midnight)`, or nil where it (or the
    /// `datetime` it builds) raises.
    static func parse(_ scalars: [Unicode.Scalar], today: (year: Int, month: Int, day: Int)) -> DateTimeValue? {
        var parser = Parser(tokens: DateutilTokens.split(scalars), currentYear: today.year)
        do {
            return try build(parser.parse(), today: today)
        } catch {
            return nil
        }
    }

    /// Python's `int(text)`. A value beyond `Int` becomes `Int.max`: no field takes it, and a
    /// later token may still replace it (as in Python), so it must not fail at once.
    static func int(_ text: some Collection<Unicode.Scalar>) throws(Failure) -> Int {
        switch PythonInt.parse(text) {
        case .value(let value)?: return value
        case .beyondInt(let negative)?: return negative ? -Int.max : Int.max
        case nil: throw Failure()
        }
    }

    /// `parser._result`: what the text gave, nil where it said nothing.
    private struct Fields {
        var year: Int?, month: Int?, day: Int?
        /// Monday 0 ... Sunday 6.
        var weekday: Int?
        var hour: Int?, minute: Int?, second: Int?, microsecond: Int?
        var tzname: Token?
        /// Seconds east of UTC.
        var tzoffset: Int?
        var ampm: Int?

        /// `len(res) == 0`: "String does not contain a date".
        var isEmpty: Bool {
            year == nil && month == nil && day == nil && weekday == nil && hour == nil && minute == nil
                && second == nil && microsecond == nil && tzname == nil && tzoffset == nil && ampm == nil
        }
    }

    // MARK: - Building the datetime

    /// `_build_naive` and `_build_tzaware`.
    private static func build(_ fields: Fields, today: (year: Int, month: Int, day: Int)) throws(Failure) -> DateTimeValue {
        var value = DateTimeValue(year: fields.year ?? today.year, month: fields.month ?? today.month,
                                  day: fields.day ?? today.day)
        if fields.day == nil {
            // Today's day, cut to the month's last (calendar.monthrange raises for a bad month).
            guard value.month >= 1 && value.month <= 12 else { throw Failure() }
            value.day = min(value.day, CivilDate.daysInMonth(value.month, year: value.year))
        }
        value.hour = fields.hour ?? 0
        value.minute = fields.minute ?? 0
        value.second = fields.second ?? 0
        let microsecond = fields.microsecond ?? 0
        // datetime.replace
        guard value.year >= 1 && value.year <= 9999, value.month >= 1 && value.month <= 12,
              CivilDate.isValid(year: value.year, month: value.month, day: value.day),
              value.hour >= 0 && value.hour <= 23, value.minute >= 0 && value.minute <= 59,
              value.second >= 0 && value.second <= 59, microsecond >= 0 && microsecond <= 999_999
        else { throw Failure() }
        if let weekday = fields.weekday, fields.day == nil {
            // + relativedelta(weekday=...): forward to that weekday, or stay on it.
            let current = CivilDate.isoWeekday(year: value.year, month: value.month, day: value.day) - 1
            let ordinal = CivilDate.pythonOrdinal(year: value.year, month: value.month, day: value.day)
            guard let date = CivilDate.fromPythonOrdinal(ordinal + (7 - current + weekday) % 7)
            else { throw Failure() }  // OverflowError past 9999-12-31
            (value.year, value.month, value.day) = date
        }
        if microsecond != 0 {
            var digits = [UInt8](repeating: UInt8(ascii: "0"), count: 6)
            var rest = microsecond
            for index in stride(from: 5, through: 0, by: -1) {
                digits[index] += UInt8(rest % 10)
                rest /= 10
            }
            value.fraction = digits
        }
        value.offsetMinutes = try offsetMinutes(fields.tzoffset)
        return value
    }

    /// The offset `_build_tzaware` gives, in minutes: nil for none (also for a name alone,
    /// which dateutil does not understand), 0 for UTC. `tz.tzoffset` takes any
    /// `timedelta(seconds=offset)`, so only a magnitude beyond 999,999,999 days raises.
    private static func offsetMinutes(_ seconds: Int?) throws(Failure) -> Int? {
        guard let seconds else { return nil }
        guard seconds >= -86_399_999_913_600 && seconds <= 86_399_999_999_999 else { throw Failure() }
        return seconds / 60  // whole minutes: the parser only adds hours and minutes
    }

    // MARK: - Words

    /// `parserinfo`'s default word lists, looked up by `str.lower()` of the token. Only
    /// ASCII letters lower to the ASCII of these words (but the Kelvin sign, to a `k` none
    /// holds), so any other character means no match.
    private enum Words {
        static let jump: Set<String> = [" ", ".", ",", ";", "-", "/", "'", "at", "on", "and", "ad", "m", "t",
                                        "of", "st", "nd", "rd", "th"]
        static let weekdays = table([["mon", "monday"], ["tue", "tuesday"], ["wed", "wednesday"],
                                     ["thu", "thursday"], ["fri", "friday"], ["sat", "saturday"], ["sun", "sunday"]])
        static let months = table([["jan", "january"], ["feb", "february"], ["mar", "march"], ["apr", "april"],
                                   ["may"], ["jun", "june"], ["jul", "july"], ["aug", "august"],
                                   ["sep", "sept", "september"], ["oct", "october"], ["nov", "november"],
                                   ["dec", "december"]])
        static let hmsWords = table([["h", "hour", "hours"], ["m", "minute", "minutes"], ["s", "second", "seconds"]])
        static let ampmWords = table([["am", "a"], ["pm", "p"]])
        static let utc: Set<String> = ["utc", "gmt", "z"]

        private static func table(_ groups: [[String]]) -> [String: Int] {
            var table: [String: Int] = [:]
            for (index, group) in groups.enumerated() {
                for word in group { table[word] = index }
            }
            return table
        }

        static func lowered(_ token: Token) -> String? {
            guard token.allSatisfy(\.isASCII) else { return nil }
            return String(String.UnicodeScalarView(token.map(PythonText.lower)))
        }

        static func isJump(_ token: Token) -> Bool { lowered(token).map(jump.contains) ?? false }
        static func weekday(_ token: Token) -> Int? { lowered(token).flatMap { weekdays[$0] } }
        static func month(_ token: Token) -> Int? { lowered(token).flatMap { months[$0] }.map { $0 + 1 } }
        static func hms(_ token: Token) -> Int? { lowered(token).flatMap { hmsWords[$0] } }
        static func ampm(_ token: Token) -> Int? { lowered(token).flatMap { ampmWords[$0] } }
        static func isPertain(_ token: Token) -> Bool { lowered(token) == "of" }
        static func isUTC(_ token: Token) -> Bool { lowered(token).map(utc.contains) ?? false }
    }

    // MARK: - Year, month and day

    /// `_ymd`: the numbers that may be the year, the month or the day, in order, and the
    /// places of those known for sure (a month name; a year written with 3 or more digits).
    private struct Ymd {
        enum Label { case year, month, day }

        var values: [Int] = []
        var centurySpecified = false
        var yearIndex: Int?, monthIndex: Int?, dayIndex: Int?

        /// `append(str)`: digits (`str.isdigit`) of more than two characters are the year.
        mutating func append(text: some Collection<Unicode.Scalar>, label: Label? = nil) throws(Failure) {
            var label = label
            if !text.isEmpty && text.allSatisfy(PythonText.isDigit) && text.count > 2 {
                centurySpecified = true
                guard label == nil || label == .year else { throw Failure() }
                label = .year
            }
            try store(DateutilParser.int(text), label: label)
        }

        /// `append(Decimal)`: a number above 100 is the year; the fraction is dropped.
        mutating func append(number: DateutilNumber) throws(Failure) {
            var label: Label?
            if number.isAbove(100) {
                centurySpecified = true
                label = .year
            }
            try store(number.whole, label: label)
        }

        mutating func append(month: Int) throws(Failure) {
            try store(month, label: .month)
        }

        private mutating func store(_ value: Int, label: Label?) throws(Failure) {
            values.append(value)
            let index = values.count - 1
            switch label {
            case .year?:
                guard yearIndex == nil else { throw Failure() }  // "Year is already set"
                yearIndex = index
            case .month?:
                guard monthIndex == nil else { throw Failure() }
                monthIndex = index
            case .day?:
                guard dayIndex == nil else { throw Failure() }
                dayIndex = index
            case nil:
                break
            }
        }

        /// `could_be_day`: within the month's days (a leap year when the year is unknown).
        func couldBeDay(_ number: DateutilNumber) -> Bool {
            let last: Int
            if dayIndex != nil {
                return false
            } else if let monthIndex {
                last = CivilDate.daysInMonth(values[monthIndex], year: yearIndex.map { values[$0] } ?? 2000)
            } else {
                last = 31
            }
            return number.isAtLeast(1) && !number.isAbove(last)
        }

        /// `resolve_ymd(yearfirst=False, dayfirst=False)`: (year, month, day).
        func resolve() throws(Failure) -> (Int?, Int?, Int?) {
            let count = values.count
            let known = [yearIndex, monthIndex, dayIndex].compactMap { $0 }.count
            if (count == known && known > 0) || (count == 3 && known == 2) {
                return resolveFromKnown()
            }
            guard count <= 3 else { throw Failure() }  // "More than three YMD values"
            if count == 1 || (count == 2 && monthIndex != nil) {
                // One number, or a month name and a number.
                guard let monthIndex else { return values[0] > 31 ? (values[0], nil, nil) : (nil, nil, values[0]) }
                let month = values[monthIndex]
                guard count == 2 else { return (nil, month, nil) }
                let other = values[1 - monthIndex]
                return other > 31 ? (other, month, nil) : (nil, month, other)
            }
            if count == 2 {
                if values[0] > 31 { return (values[0], values[1], nil) }  // 99-01
                if values[1] > 31 { return (values[1], values[0], nil) }  // 01-99
                return (nil, values[0], values[1])  // 01-13
            }
            return count == 3 ? resolveThree() : (nil, nil, nil)
        }

        private func resolveThree() -> (Int?, Int?, Int?) {
            let (a, b, c) = (values[0], values[1], values[2])
            switch monthIndex {
            case 0?:
                return b > 31 ? (b, a, c) : (c, a, b)  // Apr-2003-25, Apr-25-2003
            case 1?:
                return a > 31 ? (a, b, c) : (c, b, a)  // 99-Jan-01, 01-Jan-01
            case 2?:
                return b > 31 ? (b, c, a) : (a, c, b)  // 01-99-Jan, 99-01-Jan
            default:
                if a > 31 || yearIndex == 0 { return (a, b, c) }  // 99-01-01
                if a > 12 { return (c, b, a) }  // 13-01-01
                return (c, a, b)  // 01-13-01
            }
        }

        /// `_resolve_from_stridxs`: the known places, and the third when two are known.
        private func resolveFromKnown() -> (Int?, Int?, Int?) {
            var (year, month, day) = (yearIndex, monthIndex, dayIndex)
            if values.count == 3 {
                let missing = (0..<3).first { $0 != year && $0 != month && $0 != day }
                if year == nil { year = missing } else if month == nil { month = missing } else if day == nil { day = missing }
            }
            return (year.map { values[$0] }, month.map { values[$0] }, day.map { values[$0] })
        }
    }

    // MARK: - Reading the tokens

    /// `parser._parse` over the tokens of one text.
    private struct Parser {
        var tokens: [Token]
        let currentYear: Int
        var fields = Fields()
        var ymd = Ymd()

        init(tokens: [Token], currentYear: Int) {
            self.tokens = tokens
            self.currentYear = currentYear
        }

        /// `tokens[index]`, failing where Python raises IndexError.
        func token(_ index: Int) throws(Failure) -> Token {
            guard index >= 0 && index < tokens.count else { throw Failure() }
            return tokens[index]
        }

        /// Whether `tokens[index]` exists and is `text`.
        func token(_ index: Int, is text: Unicode.Scalar) -> Bool {
            index >= 0 && index < tokens.count && tokens[index] == [text]
        }

        mutating func parse() throws(Failure) -> Fields {
            var i = 0
            while i < tokens.count {
                let current = tokens[i]
                if DateutilNumber.isFloat(current) {
                    i = try parseNumericToken(i)
                } else if let weekday = Words.weekday(current) {
                    fields.weekday = weekday
                } else if let month = Words.month(current) {
                    try parseMonthName(month, at: &i)
                } else if let ampm = Words.ampm(current) {
                    // _ampm_valid: not fuzzy, so an hour of 0 to 12 must come first.
                    guard let hour = fields.hour, hour >= 0 && hour <= 12 else { throw Failure() }
                    fields.hour = adjustAmpm(hour, ampm)
                    fields.ampm = ampm
                } else if couldBeTzname(current, tzoffset: fields.tzoffset) {
                    readTzname(at: i)
                } else if fields.hour != nil && (current == ["+"] || current == ["-"]) {
                    try parseOffset(at: &i)
                } else if !Words.isJump(current) {
                    throw Failure()
                }
                i += 1
            }
            (fields.year, fields.month, fields.day) = try ymd.resolve()
            validate()
            guard !fields.isEmpty else { throw Failure() }
            return fields
        }

        /// A month name, and what may follow it: `Jan-01[-99]`, `Jan of 01`.
        mutating func parseMonthName(_ month: Int, at i: inout Int) throws(Failure) {
            try ymd.append(month: month)
            guard i + 1 < tokens.count else { return }
            if token(i + 1, is: "-") || token(i + 1, is: "/") {
                let separator = tokens[i + 1]
                try ymd.append(text: token(i + 2))
                if i + 3 < tokens.count && tokens[i + 3] == separator {
                    try ymd.append(text: token(i + 4))
                    i += 2
                }
                i += 2
            } else if i + 4 < tokens.count && token(i + 1, is: " ") && token(i + 3, is: " ")
                        && Words.isPertain(tokens[i + 2]) {
                // Jan of 01: that is the year. Any other word there is skipped.
                let candidate = tokens[i + 4]
                if !candidate.isEmpty && candidate.allSatisfy(PythonText.isDigit) {
                    let year = convertYear(try DateutilParser.int(candidate), centurySpecified: false)
                    try ymd.append(text: Array(String(year).unicodeScalars), label: .year)
                }
                i += 4
            }
        }

        /// A name that may be a time zone; `GMT+3` reverses the sign that follows.
        mutating func readTzname(at i: Int) {
            let name = tokens[i]
            fields.tzname = name
            // parserinfo.tzoffset looks the name up as written among lowercase keys: only `z`
            // is found here; `validate` gives UTC, GMT and Z their 0 later.
            fields.tzoffset = ["utc", "gmt", "z"].contains(String(String.UnicodeScalarView(name))) ? 0 : nil
            if token(i + 1, is: "+") || token(i + 1, is: "-") {
                // "my time +3 is GMT": the offset is the other way round.
                tokens[i + 1] = token(i + 1, is: "+") ? ["-"] : ["+"]
                fields.tzoffset = nil
                if Words.isUTC(name) { fields.tzname = nil }
            }
        }

        /// `+0300`, `-03:00`, `+3`, then maybe a name in parentheses: `-0300 (BRST)`.
        mutating func parseOffset(at i: inout Int) throws(Failure) {
            let sign = tokens[i] == ["+"] ? 1 : -1
            let next = try token(i + 1)
            let hours: Int, minutes: Int
            if next.count == 4 {
                hours = try DateutilParser.int(next.prefix(2))
                minutes = try DateutilParser.int(next.dropFirst(2))
            } else if token(i + 2, is: ":") {
                hours = try DateutilParser.int(next)
                minutes = try DateutilParser.int(token(i + 3))
                i += 2
            } else if next.count <= 2 {
                hours = try DateutilParser.int(next.prefix(2))
                minutes = 0
            } else {
                throw Failure()
            }
            fields.tzoffset = sign * Self.saturatingSum(Self.saturatingProduct(hours, 3600), Self.saturatingProduct(minutes, 60))
            if i + 5 < tokens.count && Words.isJump(tokens[i + 2]) && token(i + 3, is: "(") && token(i + 5, is: ")")
                && tokens[i + 4].count >= 3 && couldBeTzname(tokens[i + 4], tzoffset: nil) {
                fields.tzname = tokens[i + 4]
                i += 4
            }
            i += 1
        }

        static func saturatingProduct(_ a: Int, _ b: Int) -> Int {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            return overflow ? Int.max : product
        }

        static func saturatingSum(_ a: Int, _ b: Int) -> Int {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? Int.max : sum
        }

        /// `_could_be_tzname`: after an hour, no zone yet, up to 5 capitals or a UTC name.
        func couldBeTzname(_ token: Token, tzoffset: Int?) -> Bool {
            guard fields.hour != nil, fields.tzname == nil, tzoffset == nil, token.count <= 5 else { return false }
            return token.allSatisfy { $0.value >= 0x41 && $0.value <= 0x5A }
                || token == ["U", "T", "C"] || token == ["G", "M", "T"] || token == ["Z"] || token == ["z"]
        }

        func adjustAmpm(_ hour: Int, _ ampm: Int) -> Int {
            if hour < 12 && ampm == 1 { return hour + 12 }
            if hour == 12 && ampm == 0 { return 0 }
            return hour
        }

        /// `parserinfo.convertyear`: a two-digit year within 50 years of the current one.
        func convertYear(_ year: Int, centurySpecified: Bool) -> Int {
            guard year < 100 && !centurySpecified else { return year }
            var year = year + currentYear / 100 * 100
            if year >= currentYear + 50 {
                year -= 100
            } else if year < currentYear - 50 {
                year += 100
            }
            return year
        }

        /// `parserinfo.validate`: the full year; `Z` and a zero offset are named UTC, and a
        /// UTC name has offset 0 whatever came before it.
        mutating func validate() {
            if let year = fields.year { fields.year = convertYear(year, centurySpecified: ymd.centurySpecified) }
            let name = fields.tzname ?? []
            if (fields.tzoffset == 0 && name.isEmpty) || name == ["Z"] || name == ["z"] {
                fields.tzname = ["U", "T", "C"]
                fields.tzoffset = 0
            } else if fields.tzoffset != 0 && !name.isEmpty && Words.isUTC(name) {
                fields.tzoffset = 0
            }
        }

        // MARK: Numbers

        /// `_parse_numeric_token`: what a number means, by its length and its neighbours.
        /// Returns the index of the last token it used.
        mutating func parseNumericToken(_ start: Int) throws(Failure) -> Int {
            var idx = start
            let text = tokens[idx]
            guard let value = DateutilNumber(text) else { throw Failure() }  // NaN, Infinity
            let length = text.count
            let count = tokens.count
            let nextIsLabel = idx + 1 < count && (tokens[idx + 1] == [":"] || Words.hms(tokens[idx + 1]) != nil)
            if ymd.values.count == 3 && (length == 2 || length == 4) && fields.hour == nil && !nextIsLabel {
                // 19990101T23[59]
                fields.hour = try DateutilParser.int(text.prefix(2))
                if length == 4 { fields.minute = try DateutilParser.int(text.dropFirst(2)) }
            } else if length == 6 || (length > 6 && text.firstIndex(of: ".") == 6) {
                try parseSixDigits(text)
            } else if length == 8 || length == 12 || length == 14 {
                // YYYYMMDD[HHMM[SS]]
                try ymd.append(text: text[0..<4], label: .year)
                try ymd.append(text: text[4..<6])
                try ymd.append(text: text[6..<8])
                if length > 8 {
                    fields.hour = try DateutilParser.int(text[8..<10])
                    fields.minute = try DateutilParser.int(text[10..<12])
                    if length > 12 { fields.second = try DateutilParser.int(text[12...]) }
                }
            } else if let hmsIndex = findHmsIndex(idx) {
                // HH[ ]h, MM[ ]m, SS[.ss][ ]s
                let hms: Int
                if hmsIndex > idx {
                    hms = Words.hms(tokens[hmsIndex]) ?? 0
                    idx = hmsIndex
                } else {
                    hms = (Words.hms(tokens[hmsIndex]) ?? 0) + 1  // the unit after the one before
                }
                try assignHms(text, value, hms)
            } else if idx + 2 < count && tokens[idx + 1] == [":"] {
                try parseClock(&idx, hour: value)
            } else if idx + 1 < count && (token(idx + 1, is: "-") || token(idx + 1, is: "/") || token(idx + 1, is: ".")) {
                try parseSeparatedDate(&idx)
            } else if idx + 1 >= count || Words.isJump(tokens[idx + 1]) {
                if idx + 2 < count, let ampm = Words.ampm(tokens[idx + 2]) {
                    fields.hour = adjustAmpm(value.whole, ampm)  // 12 am (any hour: 13 pm is 13)
                    idx += 1
                } else {
                    try ymd.append(number: value)  // a year, a month or a day
                }
                idx += 1
            } else if let ampm = Words.ampm(tokens[idx + 1]), value.isBelow(24) {
                fields.hour = adjustAmpm(value.whole, ampm)  // 12am
                idx += 1
            } else if ymd.couldBeDay(value) {
                try ymd.append(number: value)
            } else {
                throw Failure()
            }
            return idx
        }

        /// YYMMDD (the first date numbers, without a point) or HHMMSS[.ss].
        mutating func parseSixDigits(_ text: Token) throws(Failure) {
            if ymd.values.isEmpty && !text.contains(".") {
                try ymd.append(text: text[0..<2])
                try ymd.append(text: text[2..<4])
                try ymd.append(text: text[4...])
            } else {
                fields.hour = try DateutilParser.int(text[0..<2])
                fields.minute = try DateutilParser.int(text[2..<4])
                (fields.second, fields.microsecond) = try parseSeconds(text[4...])
            }
        }

        /// HH:MM[:SS[.ss]]; the minutes may have a fraction (`10:30.5` is 10:30:30).
        mutating func parseClock(_ idx: inout Int, hour: DateutilNumber) throws(Failure) {
            fields.hour = hour.whole
            guard let minutes = DateutilNumber(tokens[idx + 2]) else { throw Failure() }
            (fields.minute, fields.second) = try parseMinutes(minutes)
            if idx + 4 < tokens.count && tokens[idx + 3] == [":"] {
                (fields.second, fields.microsecond) = try parseSeconds(tokens[idx + 4][...])
                idx += 2
            }
            idx += 2
        }

        /// 01-01[-01], 01-Jan[-01], 2024.2.9 (a separator `-`, `/` or `.`).
        mutating func parseSeparatedDate(_ idx: inout Int) throws(Failure) {
            let separator = tokens[idx + 1]
            try ymd.append(text: tokens[idx])
            if idx + 2 < tokens.count && !Words.isJump(tokens[idx + 2]) {
                let second = tokens[idx + 2]
                if !second.isEmpty && second.allSatisfy(PythonText.isDigit) {
                    try ymd.append(text: second)
                } else if let month = Words.month(second) {
                    try ymd.append(month: month)
                } else {
                    throw Failure()
                }
                if idx + 3 < tokens.count && tokens[idx + 3] == separator {
                    let third = try token(idx + 4)
                    if let month = Words.month(third) {
                        try ymd.append(month: month)
                    } else {
                        try ymd.append(text: third)
                    }
                    idx += 2
                }
                idx += 1
            }
            idx += 1
        }

        /// `_find_hms_idx` (allow_jump): the place of an `h`, `m` or `s` word for the number
        /// at `idx`: right after it, after one space, right before it, or (for the last
        /// token) before it and one space.
        func findHmsIndex(_ idx: Int) -> Int? {
            let count = tokens.count
            if idx + 1 < count && Words.hms(tokens[idx + 1]) != nil { return idx + 1 }
            if idx + 2 < count && tokens[idx + 1] == [" "] && Words.hms(tokens[idx + 2]) != nil { return idx + 2 }
            if idx > 0 && Words.hms(tokens[idx - 1]) != nil { return idx - 1 }
            if idx > 1 && idx == count - 1 && tokens[idx - 1] == [" "] && Words.hms(tokens[idx - 2]) != nil {
                return idx - 2
            }
            return nil
        }

        /// `_assign_hms`: 0 hours (a fraction gives minutes), 1 minutes, 2 seconds; 3 (after
        /// an `s`) nothing.
        mutating func assignHms(_ text: Token, _ value: DateutilNumber, _ hms: Int) throws(Failure) {
            switch hms {
            case 0:
                fields.hour = value.whole
                if let minute = try value.sixtiethsOfFraction() { fields.minute = minute }
            case 1:
                (fields.minute, fields.second) = try parseMinutes(value)
            case 2:
                (fields.second, fields.microsecond) = try parseSeconds(text[...])
            default:
                break
            }
        }

        /// `_parse_min_sec`: minutes, and seconds from a fraction (nil without one: a second
        /// read before is forgotten, as in Python).
        func parseMinutes(_ value: DateutilNumber) throws(Failure) -> (Int?, Int?) {
            (value.whole, try value.sixtiethsOfFraction())
        }

        /// `_parsems`: `I[.F]` seconds, the fraction cut or padded to 6 digits.
        func parseSeconds(_ text: ArraySlice<Unicode.Scalar>) throws(Failure) -> (Int?, Int?) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            switch parts.count {
            case 1:
                return (try DateutilParser.int(text), 0)
            case 2:
                let fraction = Array(parts[1].prefix(6)) + Array(repeating: "0", count: max(0, 6 - parts[1].count))
                return (try DateutilParser.int(parts[0]), try DateutilParser.int(fraction))
            default:
                throw Failure()  // too many values to unpack
            }
        }
    }
}
