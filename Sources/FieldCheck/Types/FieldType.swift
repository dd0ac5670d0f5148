/// A built-in type of `--type`: a name for one `TypeUnit`. `allCases` is the one table
/// of types, in the order `types` lists them.
public struct FieldType: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    public let unit: any TypeUnit.Type

    public static let allCases: [FieldType] = [
        FieldType(TextType.self),
        FieldType(NameType.self),
        FieldType(PhoneType.self),
        FieldType(EmailType.self),
        FieldType(AddressType.self),
        FieldType(StateType.self),
        FieldType(ZipType.self),
        FieldType(NumeralType<NumberMarker>.self),
        FieldType(NumeralType<DecimalMarker>.self),
        FieldType(NumeralType<IntegerMarker>.self),
        FieldType(BooleanType.self),
        FieldType(CountryType.self),
        FieldType(URLType.self),
        FieldType(UUIDType.self),
        FieldType(CalendarType<DateMarker>.self),
        FieldType(CalendarType<TimeMarker>.self),
        FieldType(CalendarType<DatetimeMarker>.self),
        FieldType(CalendarType<YearMarker>.self),
        FieldType(CalendarType<YearMonthMarker>.self),
    ]

    init(_ unit: any TypeUnit.Type) { self.unit = unit }

    /// The type of values given no type.
    static let plainText = FieldType(TextType.self)

    /// The type named `name`, if there is one.
    public init?(rawValue name: String) {
        guard let found = FieldType.allCases.first(where: { $0.rawValue == name }) else { return nil }
        self = found
    }

    public var rawValue: String { unit.name }
    public var description: String { unit.name }
    public var summary: String { unit.summary }
    public var canonicalForm: String { unit.canonicalForm }
    public var examples: [String] { unit.examples }
    public var details: String { unit.details }

    /// The README's table of types, one row a type of the registry (Markdown).
    public static var markdownTable: String {
        var table = "| type | passes | canonical form |\n|---|---|---|\n"
        for type in allCases {
            let row = type.unit.markdownRow
            table += "| `\(type.rawValue)` | \(row.passes) | \(row.canonical) |\n"
        }
        return table
    }

    public static func == (a: FieldType, b: FieldType) -> Bool { ObjectIdentifier(a.unit) == ObjectIdentifier(b.unit) }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(unit)) }
}
