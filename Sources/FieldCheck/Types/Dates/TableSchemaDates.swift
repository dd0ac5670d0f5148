import TextReading

/// frictionless 5.21's reading of a CSV cell for the Table Schema field types `date`,
/// `time`, `datetime`, `year` and `yearmonth` (frictionless/fields/*.py), valid or not
/// exactly as it decides. The cell is read as it comes: no whitespace is trimmed.
///
/// - `date`: `datetime.strptime(cell, "%Y-%m-%d")`, or the field's strftime `format`.
/// - `time`: with the default format, `cell[5] == ":"` and at least 8 characters, then
///   dateutil's `isoparse("2000-01-01T" + cell)`; with a format, `strptime`.
/// - `datetime`: with the default format, `cell[16] == ":"` and at least 19 characters,
///   then dateutil's `isoparse(cell)` (any one character between date and time, week and
///   ordinal dates, `24:00:00`); with a format, `strptime`.
/// - `year`: exactly 4 characters that Python's `int()` reads, 0 to 9999 (so ` 123`,
///   `+123`, `1_00` and `-000` are years); the format is not used.
/// - `yearmonth`: exactly one `-`; both sides read by `int()`, the month 1 to 12, the year
///   any integer of up to 4,300 digits (a year beyond `Int` is kept as `Int.max`); the
///   format is not used.
///
/// The format `any` (dateutil's free-form parser, `DateutilParser`) is read by
/// `CalendarReading`, in and out of Table Schema's readings alike.
enum TableSchemaDates {
    static func parse(_ text: Substring, kind: DateKind, format: StrftimeFormat?) -> DateTimeValue? {
        let scalars = Array(text.unicodeScalars)
        switch kind {
        case .date:
            return strptime(scalars, format ?? .isoDate)
        case .time:
            if let format { return strptime(scalars, format) }
            guard scalars.count >= 8, scalars[5] == ":" else { return nil }
            guard var value = DateutilIsoparser.isoparse(Array("2000-01-01T".unicodeScalars) + scalars) else { return nil }
            (value.year, value.month, value.day) = (0, 1, 1)
            return value
        case .datetime:
            if let format { return strptime(scalars, format) }
            guard scalars.count >= 19, scalars[16] == ":" else { return nil }
            return DateutilIsoparser.isoparse(scalars)
        case .year:
            guard scalars.count == 4, case .value(let year) = PythonInt.parse(text), year >= 0 && year <= 9999
            else { return nil }
            return DateTimeValue(year: year)
        case .yearmonth:
            let parts = scalars.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let year = PythonInt.parse(parts[0]),
                  case .value(let month) = PythonInt.parse(parts[1]), month >= 1 && month <= 12
            else { return nil }
            switch year {
            case .value(let value): return DateTimeValue(year: value, month: month)
            case .beyondInt(let negative): return DateTimeValue(year: negative ? Int.min : Int.max, month: month)
            }
        }
    }

    private static func strptime(_ scalars: [Unicode.Scalar], _ format: StrftimeFormat) -> DateTimeValue? {
        if case .success(let value) = format.strptime(scalars) { return value }
        return nil
    }
}
