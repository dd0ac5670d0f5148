/// The proleptic Gregorian calendar in integer arithmetic (no Foundation, no C time
/// functions). Year 0 exists here and is a leap year (ISO 8601's astronomical numbering).
package enum CivilDate {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Days in `month` (1...12) of `year`; 0 for a month that does not exist.
    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: return 31
        case 4, 6, 9, 11: return 30
        case 2: return isLeapYear(year) ? 29 : 28
        default: return 0
        }
    }

    static func isValid(year: Int, month: Int, day: Int) -> Bool {
        day >= 1 && day <= daysInMonth(month, year: year)
    }

    /// Days since 1970-01-01 (negative before it). Years are clamped to ±10,000,000 so
    /// that no value can overflow; every date this program reads is far inside that.
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let year = min(max(year, -10_000_000), 10_000_000)
        let month = min(max(month, 1), 12)
        let day = min(max(day, -100_000), 100_000)
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = (month + 9) % 12  // March is 0
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// A day as YYYY-MM-DD (UTC) from seconds since 1970 (SOURCE_DATE_EPOCH's).
    package static func isoDate(unixSeconds seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let (year, month, day) = civil(fromDayNumber: days)
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    /// The date of a day number (the inverse of `dayNumber`).
    static func civil(fromDayNumber number: Int) -> (year: Int, month: Int, day: Int) {
        let z = min(max(number, -4_000_000_000), 4_000_000_000) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Python's `date.toordinal()`: 0001-01-01 is day 1.
    static func pythonOrdinal(year: Int, month: Int, day: Int) -> Int {
        dayNumber(year: year, month: month, day: day) + 719_163
    }

    /// Python's `date.fromordinal`, nil outside 0001-01-01 ... 9999-12-31.
    static func fromPythonOrdinal(_ ordinal: Int) -> (year: Int, month: Int, day: Int)? {
        guard ordinal >= 1 && ordinal <= 3_652_059 else { return nil }
        return civil(fromDayNumber: ordinal - 719_163)
    }

    /// The ISO weekday: Monday 1 ... Sunday 7.
    static func isoWeekday(year: Int, month: Int, day: Int) -> Int {
        let number = dayNumber(year: year, month: month, day: day)  // 1970-01-01 was a Thursday
        return ((number % 7 + 7) % 7 + 3) % 7 + 1
    }

    /// Why `day` does not exist in `month` of `year` (month 1...12): `April has 30 days`,
    /// `2023 is not a leap year: February has 28 days`, `day 32 does not exist`.
    static func missingDayReason(year: Int, month: Int, day: Int) -> String {
        guard month >= 1 && month <= 12 else { return "month \(twoDigits(month)) does not exist" }
        if day < 1 { return "day 00 does not exist" }
        if day > 31 { return "day \(day) does not exist" }
        if month == 2 {
            if day == 29 { return "\(paddedYear(year)) is not a leap year: February has 28 days" }
            return "February has \(daysInMonth(2, year: year)) days in \(paddedYear(year))"
        }
        return "\(monthNames[month - 1]) has \(daysInMonth(month, year: year)) days"
    }

    /// A year written with at least 4 digits.
    static func paddedYear(_ year: Int) -> String {
        guard year >= 0 else { return String(year) }
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func twoDigits(_ value: Int) -> String {
        value >= 0 && value < 10 ? "0\(value)" : String(value)
    }
}
