import ArgumentParsing
import FieldCheckReference

/// The date and time types (`date`, `time`, `datetime`, `year`, `yearmonth`): one body, a
/// `DateKind` each, which tells its documentation (`CalendarDocumentation`), its reading
/// (`CalendarReading`: ISO 8601, a `--date-format`, or Table Schema's) and its fast tiers
/// (`CalendarQuickReading`: the fixed ISO shapes on their bytes).
struct CalendarType<Marker: CalendarMarker>: DocumentedUnit {
    package static var longestValue: Int? { shortValues }
    static var documentation: TypeDocumentation { Marker.kind.documentation }
    static var isOrdered: Bool { true }
    /// `--date-format`, for the kinds it reads (`CalendarOptions`).
    static var options: [OptionDefinition<RuleOptions>] {
        [.date, .time, .datetime].contains(Marker.kind) ? CalendarOptions.definitions : []
    }

    let reading: CalendarReading
    /// The fixed ISO shapes, when neither `--date-format` nor `--table-schema` is given.
    let quick: CalendarQuickReading?

    init(_ settings: TypeSettings) throws(RuleError) {
        reading = try CalendarReading(Marker.kind, settings)
        quick = reading.format == nil && reading.freeForm == nil && !reading.tableSchema ? CalendarQuickReading(kind: Marker.kind) : nil
    }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        reading.judge(value)
    }

    func quickStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        quick?.core(value) != nil ? .passed : nil
    }

    func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        quick?.writeCanonical(value, into: &form) ?? false
    }

    /// (A time with an offset is keyed by its instant.)
    var keysAreForms: Bool { Marker.kind != .time && Marker.kind != .datetime }

    func quickKey(_ value: UnsafeBufferPointer<UInt8>, into key: inout ByteBuffer) -> Bool {
        quick?.writeKey(value, into: &key) ?? false
    }

    func quickOrder(_ value: UnsafeBufferPointer<UInt8>, _ bound: UnsafeBufferPointer<UInt8>) -> Int? {
        quick?.order(value, bound)
    }

    func compare(_ a: String, _ b: String) -> Int? { reading.compare(a, b) }
    func equalityKey(_ canonical: String) -> String? { reading.equalityKey(canonical) }

    static func accepts(_ character: Character) -> Bool { Marker.kind.accepts(character) }
}

/// Names a `DateKind` as a type, for the registry (`FieldType`), which lists types.
protocol CalendarMarker: Sendable {
    static var kind: DateKind { get }
}

enum DateMarker: CalendarMarker { static var kind: DateKind { .date } }
enum TimeMarker: CalendarMarker { static var kind: DateKind { .time } }
enum DatetimeMarker: CalendarMarker { static var kind: DateKind { .datetime } }
enum YearMarker: CalendarMarker { static var kind: DateKind { .year } }
enum YearMonthMarker: CalendarMarker { static var kind: DateKind { .yearmonth } }
