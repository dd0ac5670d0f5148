/// `date`: a calendar date, ISO 8601 (`2024-02-29`) or in a `--date-format`. Canonical: `YYYY-MM-DD`.
struct DateType: TypeUnit {
    static var name: String { "date" }
    static var summary: String { "a calendar date: YYYY-MM-DD (ISO 8601), or --date-format" }
    static var canonicalForm: String { "YYYY-MM-DD" }
    static var examples: [String] { ["2024-02-29", "2024-0", "2023-02-29", "2024-13-01"] }
    static var details: String { "A real calendar date (proleptic Gregorian), written YYYY-MM-DD as ISO 8601 and RFC 3339 have it: 2024-02-29 passes, 2023-02-29 and 2024-13-01 fail, and a beginning of a date such as 2024-0 is too-short. Surrounding whitespace is ignored. --date-format FMT reads another form, with strftime directives as python's strptime reads them (%d/%m/%Y, %m/%d/%y, %Y%m%d, %d %b %Y). The canonical form is YYYY-MM-DD; --minimum and --maximum compare dates." }
    static var isOrdered: Bool { true }

    let reading: CalendarReading

    init(_ settings: TypeSettings) throws(RuleError) { reading = try CalendarReading(.date, settings) }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        reading.judge(value)
    }

    func compare(_ a: String, _ b: String) -> Int? { reading.compare(a, b) }
    func equalityKey(_ canonical: String) -> String? { reading.equalityKey(canonical) }

    static func accepts(_ character: Character) -> Bool {
        character.isNumber || "-/. ,".contains(character) || character.isLetter
    }
}
