/// The date and time types: `date`, `time`, `datetime`, `year` and `yearmonth`.
enum DateKind: String, Sendable, CaseIterable {
    case date, time, datetime, year, yearmonth
}

/// A date, a time or both, as read from a value. Which fields mean something
/// depends on the kind: a `time` has no date, a `yearmonth` has no day.
struct DateTimeValue: Equatable, Sendable {
    var year = 0, month = 1, day = 1
    var hour = 0, minute = 0, second = 0
    /// The digits after the decimal point as typed (ASCII), `[]` when there are none.
    var fraction: [UInt8] = []
    /// Minutes east of UTC; nil when no offset was given, 0 with `Z`.
    var offsetMinutes: Int?
    /// The offset was written as `Z` (or `z`).
    var zulu = false
}

/// What a reading of a value makes of it: valid, an incomplete beginning of a
/// valid value (typing more can still make it valid), or invalid. Reasons are plain words.
enum DateParse: Equatable, Sendable {
    case valid(DateTimeValue)
    case incomplete(String)
    case invalid(String)
}

/// A `--date-format` (or a schema's `format`) that cannot be used.
struct DateFormatError: Error, Equatable, Sendable {
    var message: String
}
