/// `datetime`: a date and a time, ISO 8601 / RFC 3339 (`2024-01-05T12:30:00Z`). Canonical: `YYYY-MM-DDTHH:MM:SS` with the fraction and offset.
struct DatetimeType: TypeUnit {
    static var name: String { "datetime" }
    static var summary: String { "a date and a time (ISO 8601 / RFC 3339: 2024-01-05T12:30:00Z), or --date-format" }
    static var canonicalForm: String { "YYYY-MM-DDTHH:MM:SS, with the fraction as typed and the offset as Z or +HH:MM" }
    static var examples: [String] { ["2024-01-05 12:30", "2024-01-05T12:30:00.25+01:00", "2024-01-05T12", "2024-01-05T25:00"] }
    static var details: String { "A date and a time of day, as ISO 8601 and RFC 3339 write them: the date, T (or t, or one space), and the time as --type time reads it, with an optional offset. The date must exist and the time be real. A beginning such as 2024-01-05T12 is too-short. Surrounding whitespace is ignored; --date-format reads another form (%d/%m/%Y %H:%M). The canonical form is YYYY-MM-DDTHH:MM:SS with the fraction as typed and the offset as Z or +HH:MM; --minimum and --maximum compare them (values with offsets as instants)." }
    static var isOrdered: Bool { true }

    let reading: CalendarReading

    init(_ settings: TypeSettings) throws(RuleError) { reading = try CalendarReading(.datetime, settings) }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        reading.judge(value)
    }

    func compare(_ a: String, _ b: String) -> Int? { reading.compare(a, b) }
    func equalityKey(_ canonical: String) -> String? { reading.equalityKey(canonical) }

    static func accepts(_ character: Character) -> Bool {
        character.isNumber || ":.,+-TtZz ".contains(character)
    }
}
