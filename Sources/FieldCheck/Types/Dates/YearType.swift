/// `year`: a year, four digits (`2024`). Canonical: the four digits.
struct YearType: TypeUnit {
    static var name: String { "year" }
    static var summary: String { "a year: four digits (YYYY)" }
    static var canonicalForm: String { "YYYY" }
    static var examples: [String] { ["2024", "202", "20245"] }
    static var details: String { "A year written with four digits, 0000 to 9999, as ISO 8601 writes years; surrounding whitespace is ignored. Fewer digits are too-short. With --table-schema, as frictionless reads Table Schema's year: four characters that python's int() reads (so +202 is the year 202). --minimum and --maximum compare years." }
    static var isOrdered: Bool { true }

    let reading: CalendarReading

    init(_ settings: TypeSettings) throws(RuleError) { reading = try CalendarReading(.year, settings) }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        reading.judge(value)
    }

    func compare(_ a: String, _ b: String) -> Int? { reading.compare(a, b) }
    func equalityKey(_ canonical: String) -> String? { reading.equalityKey(canonical) }

    static func accepts(_ character: Character) -> Bool {
        character.isNumber || false
    }
}
