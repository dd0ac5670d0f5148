/// A port of python-dateutil's `isoparser().isoparse` (dateutil/parser/isoparser.py, the
/// version pip installs beside frictionless 5.21: 4.0.0), which frictionless uses for its
/// default `time` and `datetime` formats. Only the acceptance matters here, and the value.
/// (2.9.0 read some fields with `int()` and also took `+05:3` or a space after an offset.)
///
/// What it reads: ASCII only; a date `YYYY`, `YYYY-MM`, `YYYY-MM-DD`, `YYYYMMDD`, ISO week
/// dates (`YYYY-Www`, `YYYY-Www-D`, `YYYYWwwD`) or ordinal dates (`YYYY-DDD`, `YYYYDDD`);
/// then any one character and a time `HH`, `HH:MM`, `HHMM`, `HH:MM:SS`, `HHMMSS`, with a
/// fraction (`.` or `,`, any number of digits, microseconds kept) and an offset `Z`, `z`,
/// `±HH`, `±HHMM`, `±HH:MM` (hours up to 23, minutes up to 59). `24:00:00` is midnight of
/// the next day. Then Python's `datetime` checks the ranges (years 1 to 9999, seconds to 59).
enum DateutilIsoparser {
    struct Failure: Error {}

    private typealias Bytes = ArraySlice<UInt8>

    /// `isoparse(text)`, or nil where it (or the `datetime` it builds) raises.
    static func isoparse(_ scalars: some Collection<Unicode.Scalar>) -> DateTimeValue? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars {
            guard scalar.isASCII else { return nil }  // "ISO-8601 strings should contain only ASCII characters"
            bytes.append(UInt8(scalar.value))
        }
        return try? isoparse(bytes[...])
    }

    private static func isoparse(_ text: Bytes) throws(Failure) -> DateTimeValue {
        let (date, position) = try parseIsodate(text)
        var value = DateTimeValue(year: date.year, month: date.month, day: date.day)
        var hasTime = false
        if text.count > position {
            // No separator was given to the parser: any one character separates.
            let time = try parseIsotime(text.dropFirst(position + 1))
            value.hour = time.hour
            value.minute = time.minute
            value.second = time.second
            value.fraction = time.fraction
            value.offsetMinutes = time.offset
            value.zulu = time.zulu
            hasTime = true
        }
        // datetime(*components)
        guard value.year >= 1 && value.year <= 9999, value.month >= 1 && value.month <= 12,
              CivilDate.isValid(year: value.year, month: value.month, day: value.day)
        else { throw Failure() }
        if hasTime {
            let midnightOfNextDay = value.hour == 24
            if midnightOfNextDay { value.hour = 0 }
            guard value.hour <= 23, value.minute <= 59, value.second <= 59 else { throw Failure() }
            if midnightOfNextDay {
                let next = CivilDate.pythonOrdinal(year: value.year, month: value.month, day: value.day) + 1
                guard let date = CivilDate.fromPythonOrdinal(next) else { throw Failure() }  // OverflowError
                (value.year, value.month, value.day) = date
            }
        }
        return value
    }

    private static func parseDigits(_ text: Bytes, _ position: Int, _ count: Int) throws(Failure) -> Int {
        let start = text.startIndex + position
        guard position >= 0, position + count <= text.count else { throw Failure() }
        var value = 0
        for byte in text[start..<(start + count)] {
            guard byte >= 0x30 && byte <= 0x39 else { throw Failure() }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    private static func byte(_ text: Bytes, _ position: Int) -> UInt8? {
        position >= 0 && position < text.count ? text[text.startIndex + position] : nil
    }

    private static func parseIsodate(_ text: Bytes) throws(Failure) -> (date: (year: Int, month: Int, day: Int), position: Int) {
        do {
            return try parseIsodateCommon(text)
        } catch {
            return try parseIsodateUncommon(text)
        }
    }

    private static func parseIsodateCommon(_ text: Bytes) throws(Failure) -> (date: (year: Int, month: Int, day: Int), position: Int) {
        let length = text.count
        guard length >= 4 else { throw Failure() }
        let year = try parseDigits(text, 0, 4)
        var position = 4
        if position >= length { return ((year, 1, 1), position) }
        let hasSeparator = byte(text, position) == UInt8(ascii: "-")
        if hasSeparator { position += 1 }
        guard length - position >= 2 else { throw Failure() }
        let month = try parseDigits(text, position, 2)
        position += 2
        if position >= length {
            if hasSeparator { return ((year, month, 1), position) }
            throw Failure()
        }
        if hasSeparator {
            guard byte(text, position) == UInt8(ascii: "-") else { throw Failure() }
            position += 1
        }
        guard length - position >= 2 else { throw Failure() }
        let day = try parseDigits(text, position, 2)
        return ((year, month, day), position + 2)
    }

    private static func parseIsodateUncommon(_ text: Bytes) throws(Failure) -> (date: (year: Int, month: Int, day: Int), position: Int) {
        guard text.count >= 4 else { throw Failure() }
        let year = try parseDigits(text, 0, 4)
        let hasSeparator = byte(text, 4) == UInt8(ascii: "-")
        var position = 4 + (hasSeparator ? 1 : 0)
        if byte(text, position) == UInt8(ascii: "W") {
            position += 1
            let week = try parseDigits(text, position, 2)
            position += 2
            var weekday = 1
            if text.count > position {
                if (byte(text, position) == UInt8(ascii: "-")) != hasSeparator { throw Failure() }
                position += hasSeparator ? 1 : 0
                weekday = try parseDigits(text, position, 1)
                position += 1
            }
            return (try weekDate(year: year, week: week, weekday: weekday), position)
        }
        guard text.count - position >= 3 else { throw Failure() }
        let ordinal = try parseDigits(text, position, 3)
        position += 3
        guard ordinal >= 1 && ordinal <= 365 + (CivilDate.isLeapYear(year) ? 1 : 0) else { throw Failure() }
        guard year >= 1 else { throw Failure() }  // date(year, 1, 1)
        let first = CivilDate.pythonOrdinal(year: year, month: 1, day: 1)
        guard let date = CivilDate.fromPythonOrdinal(first + ordinal - 1) else { throw Failure() }
        return (date, position)
    }

    private static func weekDate(year: Int, week: Int, weekday: Int) throws(Failure) -> (year: Int, month: Int, day: Int) {
        guard week > 0 && week < 54, weekday > 0 && weekday < 8 else { throw Failure() }
        guard year >= 1 && year <= 9999 else { throw Failure() }  // date(year, 1, 4)
        let january4 = CivilDate.pythonOrdinal(year: year, month: 1, day: 4)
        let week1 = january4 - (CivilDate.isoWeekday(year: year, month: 1, day: 4) - 1)
        guard let date = CivilDate.fromPythonOrdinal(week1 + (week - 1) * 7 + (weekday - 1)) else { throw Failure() }
        return date
    }

    private struct Time {
        var hour = 0, minute = 0, second = 0
        var fraction: [UInt8] = []
        var offset: Int?
        var zulu = false
    }

    private static func parseIsotime(_ text: Bytes) throws(Failure) -> Time {
        let length = text.count
        var time = Time()
        guard length >= 2 else { throw Failure() }
        var position = 0
        var component = -1
        var hasSeparator = false
        var microsecondsZero = true
        while position < length && component < 5 {
            component += 1
            if let next = byte(text, position), next == UInt8(ascii: "-") || next == UInt8(ascii: "+")
                || next == UInt8(ascii: "Z") || next == UInt8(ascii: "z") {
                let (offset, zulu) = try parseTzstr(text.dropFirst(position))
                time.offset = offset
                time.zulu = zulu
                position = length
                break
            }
            if component == 1 && byte(text, position) == UInt8(ascii: ":") {
                hasSeparator = true
                position += 1
            } else if component == 2 && hasSeparator {
                guard byte(text, position) == UInt8(ascii: ":") else { throw Failure() }
                position += 1
            }
            if component < 3 {
                let value = try parseDigits(text, position, 2)
                switch component {
                case 0: time.hour = value
                case 1: time.minute = value
                default: time.second = value
                }
                position += 2
            }
            if component == 3 {
                // [\.,]([0-9]+)
                guard let point = byte(text, position), point == UInt8(ascii: ".") || point == UInt8(ascii: ","),
                      let first = byte(text, position + 1), first >= 0x30 && first <= 0x39
                else { continue }
                var end = position + 1
                while let digit = byte(text, end), digit >= 0x30 && digit <= 0x39 { end += 1 }
                let kept = text.dropFirst(position + 1).prefix(min(6, end - position - 1))
                time.fraction = Array(kept)
                microsecondsZero = kept.allSatisfy { $0 == 0x30 }
                position = end
            }
        }
        guard position >= length else { throw Failure() }
        if time.hour == 24 && (time.minute != 0 || time.second != 0 || !microsecondsZero) { throw Failure() }
        return time
    }

    private static func parseTzstr(_ text: Bytes) throws(Failure) -> (offset: Int, zulu: Bool) {
        if text.count == 1, let only = text.first, only == UInt8(ascii: "Z") || only == UInt8(ascii: "z") {
            return (0, true)
        }
        guard text.count == 3 || text.count == 5 || text.count == 6 else { throw Failure() }
        let sign: Int
        switch byte(text, 0) {
        case UInt8(ascii: "-"): sign = -1
        case UInt8(ascii: "+"): sign = 1
        default: throw Failure()
        }
        let hours = try parseDigits(text, 1, 2)
        var minutes = 0
        if text.count != 3 {
            let position = byte(text, 3) == UInt8(ascii: ":") ? 4 : 3
            guard text.count == position + 2 else { throw Failure() }
            minutes = try parseDigits(text, position, 2)
        }
        if hours == 0 && minutes == 0 { return (0, false) }
        guard minutes <= 59, hours <= 23 else { throw Failure() }
        return (sign * (hours * 60 + minutes), false)
    }
}
