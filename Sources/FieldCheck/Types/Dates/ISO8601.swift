import FieldCheckReference
import TextReading

/// fieldcheck's own reading of dates and times: ISO 8601 extended format as profiled by
/// RFC 3339.
///
/// - `date` `YYYY-MM-DD`, `yearmonth` `YYYY-MM`, `year` `YYYY`: exactly 4 year digits
///   (0000 to 9999; the calendar is the proleptic Gregorian one, in which year 0000 is a
///   leap year), 2 month digits and 2 day digits, hyphens between; the basic format
///   (`20240105`), signs and expanded years are not read.
/// - `time`: `HH:MM` or `HH:MM:SS`, then an optional fraction of the second (`.` or `,`
///   and any number of digits, kept as typed), then an optional offset: `Z` (or `z`),
///   `+HH:MM`, `+HHMM` or `+HH` (or `-`), from -23:59 to +23:59. `-00:00` reads as
///   `+00:00`.
/// - `datetime`: a date, `T` (or `t`, or one space), a time.
/// - Hour 24 is refused (RFC 3339 has 00 to 23; ISO 8601's end-of-day `24:00` is written
///   `00:00` of the next day).
/// - Second 60, a leap second, is taken only where RFC 3339 puts one: at 23:59:60 UTC
///   (the time with its offset subtracted; a time without an offset counts as UTC), and for
///   a `datetime` only on the last day of June or December (UTC). A time without an offset
///   whose second is 60 is an incomplete beginning when an offset could still place it
///   there (`12:00:60+12:01` is 23:59:60 UTC), and invalid when none can.
/// - Surrounding whitespace is ignored.
enum ISO8601 {
    static func parse(_ text: Substring, kind: DateKind) -> DateParse {
        let scalars = Array(Trimming.trimmed(text).unicodeScalars)
        if scalars.isEmpty { return .incomplete("empty") }
        var reader = ISOReader(scalars: scalars)
        do {
            let value = try reader.read(kind)
            return .valid(value)
        } catch {
            return error.verdict
        }
    }

    /// The canonical form: date `YYYY-MM-DD`; time `HH:MM:SS[.fraction][Z|±HH:MM]`;
    /// datetime `YYYY-MM-DDTHH:MM:SS[.fraction][Z|±HH:MM]`; year `YYYY`; yearmonth
    /// `YYYY-MM`. Upper-case `T` and `Z`, seconds always written, the fraction as typed
    /// (after a `.`), the offset as `Z` when it was written so, otherwise `±HH:MM`.
    static func canonical(_ value: DateTimeValue, kind: DateKind) -> String {
        let date = CivilDate.paddedYear(value.year) + "-" + CivilDate.twoDigits(value.month)
        switch kind {
        case .year:
            return CivilDate.paddedYear(value.year)
        case .yearmonth:
            return date
        case .date:
            return date + "-" + CivilDate.twoDigits(value.day)
        case .time:
            return timeText(value)
        case .datetime:
            return date + "-" + CivilDate.twoDigits(value.day) + "T" + timeText(value)
        }
    }

    private static func timeText(_ value: DateTimeValue) -> String {
        var text = CivilDate.twoDigits(value.hour) + ":" + CivilDate.twoDigits(value.minute) + ":"
            + CivilDate.twoDigits(value.second)
        if !value.fraction.isEmpty {
            text += "." + String(decoding: value.fraction, as: UTF8.self)
        }
        if value.zulu {
            text += "Z"
        } else if let offset = value.offsetMinutes {
            let magnitude = offset.magnitude
            text += (offset < 0 ? "-" : "+") + CivilDate.twoDigits(Int(magnitude / 60 % 100)) + ":"
                + CivilDate.twoDigits(Int(magnitude % 60))
        }
        return text
    }

    /// Orders two values of a kind (-1, 0, 1), for `--minimum` and `--maximum`.
    /// Dates, years and year-months compare on the calendar. Times and datetimes compare
    /// as instants: the offset is subtracted, and a value without an offset counts as UTC
    /// (so `12:00` equals `12:00Z` and `12:00+00:00`). Times compare within one nominal
    /// day, without wrapping around midnight: `23:00-02:00` (01:00 UTC the next day) is
    /// after `23:00Z`. A leap second comes after :59 and before the next minute; fractions
    /// compare as decimals (`.5` equals `.50`).
    static func compare(_ a: DateTimeValue, _ b: DateTimeValue, kind: DateKind) -> Int {
        switch kind {
        case .year:
            return order(a.year, b.year)
        case .yearmonth:
            return first(order(a.year, b.year), order(a.month, b.month))
        case .date:
            return first(order(a.year, b.year), order(a.month, b.month), order(a.day, b.day))
        case .time, .datetime:
            let withDate = kind == .datetime
            return first(order(utcMinutes(a, withDate: withDate), utcMinutes(b, withDate: withDate)),
                         order(min(a.second, 59), min(b.second, 59)),
                         order(a.second >= 60 ? 1 : 0, b.second >= 60 ? 1 : 0),
                         compareFractions(a.fraction, b.fraction))
        }
    }

    private static func utcMinutes(_ value: DateTimeValue, withDate: Bool) -> Int {
        let hour = min(max(value.hour, -1_000_000), 1_000_000)
        let minute = min(max(value.minute, -1_000_000), 1_000_000)
        let offset = min(max(value.offsetMinutes ?? 0, -1_000_000), 1_000_000)
        let day = withDate ? CivilDate.dayNumber(year: value.year, month: value.month, day: value.day) : 0
        return day * 1440 + hour * 60 + minute - offset
    }

    private static func compareFractions(_ a: [UInt8], _ b: [UInt8]) -> Int {
        let zero = UInt8(ascii: "0")
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : zero
            let y = index < b.count ? b[index] : zero
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }

    private static func order(_ a: Int, _ b: Int) -> Int { a < b ? -1 : (a > b ? 1 : 0) }

    private static func first(_ orders: Int...) -> Int { orders.first(where: { $0 != 0 }) ?? 0 }

    // MARK: leap seconds

    /// Whether a second 60 at `hour:minute` local time is 23:59:60 UTC with the given
    /// offset, on the last day of June or December when there is a date.
    static func isLeapSecond(date: (year: Int, month: Int, day: Int)?, hour: Int, minute: Int, offset: Int) -> Bool {
        let total = hour * 60 + minute - offset
        let dayShift = total >= 0 ? total / 1440 : -((-total + 1439) / 1440)
        guard total - dayShift * 1440 == 1439 else { return false }
        guard let date else { return true }
        let utc = CivilDate.civil(fromDayNumber: CivilDate.dayNumber(year: date.year, month: date.month, day: date.day) + dayShift)
        return (utc.month == 6 && utc.day == 30) || (utc.month == 12 && utc.day == 31)
    }

    /// The offsets (minutes) whose spellings begin with `typed` (`+`, `-01`, `+05:3`, ...),
    /// or every offset when nothing is typed yet (nil: none written counts as UTC).
    static func offsets(beginningWith typed: [Unicode.Scalar]?) -> [Int] {
        guard let typed, !typed.isEmpty else { return Array(-1439...1439) }
        if typed == ["Z"] || typed == ["z"] { return [0] }
        var found: [Int] = []
        for offset in -1439...1439 {
            let magnitude = abs(offset)
            let hours = CivilDate.twoDigits(magnitude / 60), minutes = CivilDate.twoDigits(magnitude % 60)
            let signs: [String] = offset == 0 ? ["+", "-"] : [offset < 0 ? "-" : "+"]
            var spellings: [String] = []
            for sign in signs {
                spellings += [sign + hours + ":" + minutes, sign + hours + minutes]
                if magnitude % 60 == 0 { spellings.append(sign + hours) }
            }
            if spellings.contains(where: { Array($0.unicodeScalars).starts(with: typed) }) { found.append(offset) }
        }
        return found
    }
}

/// An early end of a reading: the value is incomplete or invalid.
struct DateStop: Error {
    let verdict: DateParse
    static func incomplete(_ reason: String) -> DateStop { DateStop(verdict: .incomplete(reason)) }
    static func invalid(_ reason: String) -> DateStop { DateStop(verdict: .invalid(reason)) }
}

/// Reads one ISO 8601 value from the start of `scalars` to its end.
private struct ISOReader {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func describe(_ scalar: Unicode.Scalar) -> String {
        let shown = TextNormalization.describe(Character(scalar))
        return !scalar.isASCII && PythonText.decimalValue(scalar) != nil ? shown + " (only ASCII digits)" : shown
    }

    func digit(at position: Int) -> Int? {
        guard position < scalars.count else { return nil }
        let value = scalars[position].value
        return value >= 0x30 && value <= 0x39 ? Int(value - 0x30) : nil
    }

    mutating func read(_ kind: DateKind) throws(DateStop) -> DateTimeValue {
        var value = DateTimeValue()
        switch kind {
        case .year:
            value.year = try year()
            try end(after: "the year")
        case .yearmonth:
            value.year = try year()
            try expect("-", after: "the year", then: "a month")
            value.month = try month()
            try end(after: "the month")
        case .date:
            try date(into: &value)
            if let next = current, next == "T" || next == "t" || (next == " " && index + 1 < scalars.count) {
                throw .invalid("a date has no time (found \(describe(next)); --type datetime reads both)")
            }
            try end(after: "the date")
        case .datetime:
            try date(into: &value)
            guard let separator = current else { throw .incomplete("needs 'T' and a time after the date") }
            guard separator == "T" || separator == "t" || separator == " " else {
                throw .invalid("expected 'T' between the date and the time, found \(describe(separator))")
            }
            index += 1
            if atEnd {
                throw .incomplete(separator == " " ? "needs a time after the date" : "needs a time after 'T'")
            }
            try time(into: &value, date: (value.year, value.month, value.day))
        case .time:
            try time(into: &value, date: nil)
        }
        return value
    }

    mutating func end(after what: String) throws(DateStop) {
        if let next = current { throw .invalid("unexpected \(describe(next)) after \(what)") }
    }

    mutating func expect(_ separator: Unicode.Scalar, after what: String, then next: String) throws(DateStop) {
        guard let found = current else { throw .incomplete("needs '\(separator)' and \(next) after \(what)") }
        guard found == separator else {
            throw .invalid("expected '\(separator)' after \(what), found \(describe(found))")
        }
        index += 1
    }

    mutating func year() throws(DateStop) -> Int {
        var year = 0
        for got in 0..<4 {
            guard let scalar = current else { throw .incomplete("the year needs 4 digits, got \(got)") }
            guard let digit = digit(at: index) else { throw .invalid("the year needs 4 digits, found \(describe(scalar))") }
            year = year * 10 + digit
            index += 1
        }
        return year
    }

    /// Two digits of a field from 0 to `maximum`, with the reasons for each way to fail.
    mutating func twoDigits(_ name: String, plural: String, minimum: Int, maximum: Int,
                            hint: (Int) -> String = { _ in "" }) throws(DateStop) -> Int {
        let range = CivilDate.twoDigits(minimum) + " to " + CivilDate.twoDigits(maximum)
        guard let first = current else { throw .incomplete("needs the \(name) (\(range))") }
        guard let tens = digit(at: index) else { throw .invalid("the \(name) needs 2 digits, found \(describe(first))") }
        if let reason = leadingZeroMissing(name, tens, minimum: minimum, maximum: maximum) { throw .invalid(reason) }
        if tens > maximum / 10 { throw .invalid("no \(name) begins with \(tens) (\(plural) are \(range))") }
        index += 1
        guard let second = current else { throw .incomplete("the \(name) needs 2 digits, got 1") }
        guard let units = digit(at: index) else { throw .invalid("the \(name) needs 2 digits, found \(describe(second))") }
        let value = tens * 10 + units
        if value > maximum || value < minimum {
            throw .invalid("\(name) \(CivilDate.twoDigits(value)) does not exist" + hint(value))
        }
        index += 1
        return value
    }

    /// A field written with one digit where two are needed (`2024-2-29`, `9:30`): the digit
    /// at `index` is the field's only one (a separator follows it, or the end where no
    /// second digit could follow), and with a leading zero it would be a value of the field.
    /// The reason names the missing zero rather than what the digit cannot begin.
    func leadingZeroMissing(_ name: String, _ digit: Int, minimum: Int, maximum: Int) -> String? {
        guard digit >= minimum, digit <= maximum else { return nil }
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        // (What follows a field in ISO 8601: a letter or a digit there is another mistake.)
        if let next, !"-:T t.Z+".unicodeScalars.contains(next) { return nil }
        // (At the end, a digit that more digits can still complete is an unfinished value.)
        if next == nil && digit <= maximum / 10 { return nil }
        return "the \(name) needs 2 digits: 0\(digit), not \(digit)"
    }

    mutating func month() throws(DateStop) -> Int {
        try twoDigits("month", plural: "months", minimum: 1, maximum: 12)
    }

    mutating func date(into value: inout DateTimeValue) throws(DateStop) {
        value.year = try year()
        try expect("-", after: "the year", then: "a month")
        value.month = try month()
        try expect("-", after: "the month", then: "a day")
        let days = CivilDate.daysInMonth(value.month, year: value.year)
        guard let first = current else { throw .incomplete("needs the day (01 to \(days))") }
        guard let tens = digit(at: index) else { throw .invalid("the day needs 2 digits, found \(describe(first))") }
        if let reason = leadingZeroMissing("day", tens, minimum: 1, maximum: days) { throw .invalid(reason) }
        if tens > 3 { throw .invalid("no day begins with \(tens) (days are 01 to 31)") }
        if tens * 10 > days {
            throw .invalid(CivilDate.missingDayReason(year: value.year, month: value.month, day: tens * 10))
        }
        index += 1
        guard let second = current else { throw .incomplete("the day needs 2 digits, got 1") }
        guard let units = digit(at: index) else { throw .invalid("the day needs 2 digits, found \(describe(second))") }
        let day = tens * 10 + units
        if day < 1 || day > days {
            throw .invalid(CivilDate.missingDayReason(year: value.year, month: value.month, day: day))
        }
        index += 1
        value.day = day
    }

    /// A time, its fraction and offset, up to the end of the text.
    mutating func time(into value: inout DateTimeValue, date: (year: Int, month: Int, day: Int)?) throws(DateStop) {
        let leapReason = date == nil
            ? "second 60 exists only at 23:59:60 UTC (a leap second)"
            : "second 60 exists only at 23:59:60 UTC on June 30 or December 31 (a leap second)"
        value.hour = try twoDigits("hour", plural: "hours", minimum: 0, maximum: 23) { hour in
            hour == 24 ? " (midnight is 00:00 of the next day)" : ""
        }
        try expect(":", after: "the hour", then: "the minutes")
        value.minute = try twoDigits("minute", plural: "minutes", minimum: 0, maximum: 59)
        let (hour, minute) = (value.hour, value.minute)
        var leap = false
        var hadSeconds = false
        var offsetStart: Int?
        // Checks that some offset that can still be typed makes second 60 a leap second.
        func leapPossible(_ typedOffset: [Unicode.Scalar]?) -> Bool {
            ISO8601.offsets(beginningWith: typedOffset).contains {
                ISO8601.isLeapSecond(date: date, hour: hour, minute: minute, offset: $0)
            }
        }
        do throws(DateStop) {
            if current == ":" {
                index += 1
                guard let first = current else { throw DateStop.incomplete("needs the seconds after ':'") }
                guard let tens = digit(at: index) else {
                    throw DateStop.invalid("the second needs 2 digits, found \(describe(first))")
                }
                if tens > 6 { throw DateStop.invalid("no second begins with \(tens) (seconds are 00 to 59)") }
                index += 1
                guard let next = current else {
                    if tens == 6 && !leapPossible(nil) { throw DateStop.invalid(leapReason) }
                    throw DateStop.incomplete("the second needs 2 digits, got 1")
                }
                guard let units = digit(at: index) else {
                    throw DateStop.invalid("the second needs 2 digits, found \(describe(next))")
                }
                let second = tens * 10 + units
                if second > 60 { throw DateStop.invalid("second \(second) does not exist") }
                leap = second == 60
                hadSeconds = true
                value.second = second
                index += 1
                if let point = current, point == "." || point == "," {
                    index += 1
                    guard let first = current else { throw DateStop.incomplete("needs digits after '\(point)'") }
                    guard digit(at: index) != nil else {
                        throw DateStop.invalid("expected digits after '\(point)', found \(describe(first))")
                    }
                    while let scalar = current, digit(at: index) != nil {
                        value.fraction.append(UInt8(scalar.value))
                        index += 1
                    }
                }
            } else if let point = current, point == "." || point == "," {
                throw DateStop.invalid("a fraction goes after the seconds (HH:MM:SS\(point)fff)")
            }
            guard let next = current else {
                if leap && !ISO8601.isLeapSecond(date: date, hour: hour, minute: minute, offset: 0) {
                    if leapPossible(nil) {
                        throw DateStop.incomplete("second 60 needs an offset that puts it at 23:59:60 UTC")
                    }
                    throw DateStop.invalid(leapReason)
                }
                return
            }
            let after = !value.fraction.isEmpty ? "the fraction" : (hadSeconds ? "the seconds" : "the minutes")
            switch next {
            case "Z", "z":
                offsetStart = index
                index += 1
                value.offsetMinutes = 0
                value.zulu = true
                if let extra = current { throw DateStop.invalid("unexpected \(describe(extra)) after 'Z'") }
            case "+", "-":
                offsetStart = index
                index += 1
                let sign = next == "-" ? -1 : 1
                let hours = try twoDigits("offset hour", plural: "offset hours", minimum: 0, maximum: 23) { _ in
                    " (offsets are -23:59 to +23:59)"
                }
                var minutes = 0
                if current == ":" {
                    index += 1
                    if atEnd { throw DateStop.incomplete("needs the offset minutes after ':'") }
                    minutes = try twoDigits("offset minute", plural: "offset minutes", minimum: 0, maximum: 59)
                } else if digit(at: index) != nil {
                    minutes = try twoDigits("offset minute", plural: "offset minutes", minimum: 0, maximum: 59)
                }
                if let extra = current { throw DateStop.invalid("unexpected \(describe(extra)) after the offset") }
                value.offsetMinutes = sign * (hours * 60 + minutes)
            default:
                throw DateStop.invalid("unexpected \(describe(next)) after \(after)")
            }
            if leap && !ISO8601.isLeapSecond(date: date, hour: hour, minute: minute, offset: value.offsetMinutes ?? 0) {
                // `+00` can still become `+00:30`.
                if let offsetStart, leapPossible(Array(scalars[offsetStart...])) {
                    throw DateStop.incomplete("second 60 needs an offset that puts it at 23:59:60 UTC")
                }
                throw DateStop.invalid(leapReason)
            }
        } catch {
            // An incomplete leap second stays incomplete only if an offset can still fix it.
            if leap, case .incomplete = error.verdict {
                let typed = offsetStart.map { Array(scalars[$0...]) }
                if !leapPossible(typed) { throw DateStop.invalid(leapReason) }
            }
            throw error
        }
    }
}
