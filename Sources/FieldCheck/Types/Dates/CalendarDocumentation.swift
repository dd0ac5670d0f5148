/// The documentation of each date and time type (see `CalendarType`).
extension DateKind {
    var documentation: TypeDocumentation {
        switch self {
        case .date: return TypeDocumentation(name: "date", summary: "a calendar date: YYYY-MM-DD (ISO 8601), or --date-format", canonicalForm: "YYYY-MM-DD", markdownRow: ("`YYYY-MM-DD` (ISO 8601 / RFC 3339, real calendar), or `--date-format` (strftime)", "`YYYY-MM-DD`"), examples: ["2024-02-29", "2024-0", "2023-02-29", "2024-13-01"], details: "A real calendar date (proleptic Gregorian), written YYYY-MM-DD as ISO 8601 and RFC 3339 have it: 2024-02-29 passes, 2023-02-29 and 2024-13-01 fail, and a beginning of a date such as 2024-0 is too-short. Surrounding whitespace is ignored. --date-format FMT reads another form, with strftime directives as python's strptime reads them (%d/%m/%Y, %m/%d/%y, %Y%m%d, %d %b %Y). The canonical form is YYYY-MM-DD; --minimum and --maximum compare dates.")
        case .time: return TypeDocumentation(name: "time", summary: "a time of day: HH:MM[:SS[.fff]] with an optional offset (ISO 8601), or --date-format", canonicalForm: "HH:MM:SS, with the fraction as typed and the offset as Z or +HH:MM", markdownRow: ("`HH:MM[:SS[.fff]]` with an optional offset (`Z`, `+02:00`, `+0200`)", "`HH:MM:SS[.fff][Z\\|±HH:MM]`"), examples: ["12:30", "23:59:59.5Z", "12:3", "24:00"], details: "A time of day as ISO 8601 and RFC 3339 write it: HH:MM or HH:MM:SS, an optional fraction of the second (.5 or ,5), and an optional offset (Z, +02:00, +0200, +02). Hours run from 00 to 23; a leap second (:60) only where it can be 23:59:60 UTC. A beginning such as 12:3 is too-short. Surrounding whitespace is ignored; --date-format reads another form (%H:%M, %I:%M %p). The canonical form writes the seconds always, the fraction as typed and the offset as Z or +HH:MM. --minimum and --maximum compare times (with offsets, as instants).")
        case .datetime: return TypeDocumentation(name: "datetime", summary: "a date and a time (ISO 8601 / RFC 3339: 2024-01-05T12:30:00Z), or --date-format", canonicalForm: "YYYY-MM-DDTHH:MM:SS, with the fraction as typed and the offset as Z or +HH:MM", markdownRow: ("a date, `T` (or a space), a time", "`YYYY-MM-DDTHH:MM:SS[.fff][Z\\|±HH:MM]`"), examples: ["2024-01-05 12:30", "2024-01-05T12:30:00.25+01:00", "2024-01-05T12", "2024-01-05T25:00"], details: "A date and a time of day, as ISO 8601 and RFC 3339 write them: the date, T (or t, or one space), and the time as --type time reads it, with an optional offset. The date must exist and the time be real. A beginning such as 2024-01-05T12 is too-short. Surrounding whitespace is ignored; --date-format reads another form (%d/%m/%Y %H:%M). The canonical form is YYYY-MM-DDTHH:MM:SS with the fraction as typed and the offset as Z or +HH:MM; --minimum and --maximum compare them (values with offsets as instants).")
        case .year: return TypeDocumentation(name: "year", summary: "a year: four digits (YYYY)", canonicalForm: "YYYY", markdownRow: ("`YYYY`", "the same"), examples: ["2024", "202", "20245"], details: "A year written with four digits, 0000 to 9999, as ISO 8601 writes years; surrounding whitespace is ignored. Fewer digits are too-short. With --table-schema, as frictionless reads Table Schema's year: four characters that python's int() reads (so +202 is the year 202). --minimum and --maximum compare years.")
        case .yearmonth: return TypeDocumentation(name: "yearmonth", summary: "a year and month: YYYY-MM", canonicalForm: "YYYY-MM", markdownRow: ("`YYYY-MM`", "the same"), examples: ["2024-02", "2024-1", "2024-13"], details: "A year and a month, YYYY-MM as ISO 8601 writes them (2024-02); surrounding whitespace is ignored; month 13 fails and 2024-1 is too-short. With --table-schema, as frictionless reads Table Schema's yearmonth: two integers that python's int() reads, joined by one hyphen (2024-1 passes). --minimum and --maximum compare them.")
        }
    }

    /// Whether a field of the kind can hold the character at all (`prompt`).
    func accepts(_ character: Character) -> Bool {
        switch self {
        case .date: return character.isNumber || "-/. ,".contains(character) || character.isLetter
        case .time: return character.isNumber || ":.,+-Zz ".contains(character) || character.isLetter
        case .datetime: return character.isNumber || ":.,+-TtZz ".contains(character)
        case .year: return character.isNumber
        case .yearmonth: return character.isNumber || character == "-"
        }
    }
}
