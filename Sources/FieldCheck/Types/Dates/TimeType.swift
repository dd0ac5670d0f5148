/// `time`: a time of day, ISO 8601 / RFC 3339 (`12:30`, `12:30:00.5+02:00`). Canonical: `HH:MM:SS` with the fraction and offset.
struct TimeType: TypeUnit {
    static var name: String { "time" }
    static var summary: String { "a time of day: HH:MM[:SS[.fff]] with an optional offset (ISO 8601), or --date-format" }
    static var canonicalForm: String { "HH:MM:SS, with the fraction as typed and the offset as Z or +HH:MM" }
    static var examples: [String] { ["12:30", "23:59:59.5Z", "12:3", "24:00"] }
    static var details: String { "A time of day as ISO 8601 and RFC 3339 write it: HH:MM or HH:MM:SS, an optional fraction of the second (.5 or ,5), and an optional offset (Z, +02:00, +0200, +02). Hours run from 00 to 23; a leap second (:60) only where it can be 23:59:60 UTC. A beginning such as 12:3 is too-short. Surrounding whitespace is ignored; --date-format reads another form (%H:%M, %I:%M %p). The canonical form writes the seconds always, the fraction as typed and the offset as Z or +HH:MM. --minimum and --maximum compare times (with offsets, as instants)." }
    static var isOrdered: Bool { true }

    let reading: CalendarReading

    init(_ settings: TypeSettings) throws(RuleError) { reading = try CalendarReading(.time, settings) }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        reading.judge(value)
    }

    func compare(_ a: String, _ b: String) -> Int? { reading.compare(a, b) }
    func equalityKey(_ canonical: String) -> String? { reading.equalityKey(canonical) }

    static func accepts(_ character: Character) -> Bool {
        character.isNumber || ":.,+-Zz ".contains(character) || character.isLetter
    }
}
