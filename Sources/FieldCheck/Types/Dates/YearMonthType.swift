/// `yearmonth`: a year and month, `YYYY-MM` (`2024-02`). Canonical: `YYYY-MM`.
struct YearMonthType: TypeUnit {
    static var name: String { "yearmonth" }
    static var summary: String { "a year and month: YYYY-MM" }
    static var canonicalForm: String { "YYYY-MM" }
    static var examples: [String] { ["2024-02", "2024-1", "2024-13"] }
    static var details: String { "A year and a month, YYYY-MM as ISO 8601 writes them (2024-02); surrounding whitespace is ignored; month 13 fails and 2024-1 is too-short. With --table-schema, as frictionless reads Table Schema's yearmonth: two integers that python's int() reads, joined by one hyphen (2024-1 passes). --minimum and --maximum compare them." }
    static var isOrdered: Bool { true }

    let reading: CalendarReading

    init(_ settings: TypeSettings) throws(RuleError) { reading = try CalendarReading(.yearmonth, settings) }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        reading.judge(value)
    }

    func compare(_ a: String, _ b: String) -> Int? { reading.compare(a, b) }
    func equalityKey(_ canonical: String) -> String? { reading.equalityKey(canonical) }

    static func accepts(_ character: Character) -> Bool {
        character.isNumber || character == "-"
    }
}
