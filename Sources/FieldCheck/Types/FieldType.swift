import FieldCheckIdentifiers

/// A built-in type of `--type`: a name for one `TypeUnit`. `allCases` is the one table
/// of types, in the order `types` lists them.
package struct FieldType: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    package let unit: any TypeUnit.Type

    package static let allCases: [FieldType] = [
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
        FieldType(IdentifierType<IBAN>.self),
        FieldType(IdentifierType<BIC>.self),
        FieldType(IdentifierType<VAT>.self),
        FieldType(IdentifierType<ISBN>.self),
        FieldType(IdentifierType<ISSN>.self),
        FieldType(IdentifierType<EAN>.self),
        FieldType(IdentifierType<ISIN>.self),
        FieldType(IdentifierType<LEI>.self),
        FieldType(IdentifierType<CUSIP>.self),
        FieldType(IdentifierType<IMEI>.self),
        FieldType(IdentifierType<Card>.self),
        FieldType(IdentifierType<SSN>.self),
        FieldType(IdentifierType<EIN>.self),
        FieldType(IdentifierType<Postal>.self),
    ]

    init(_ unit: any TypeUnit.Type) { self.unit = unit }

    /// The type of values given no type.
    static let plainText = FieldType(TextType.self)

    /// The type named `name`, if there is one.
    package init?(rawValue name: String) {
        guard let found = FieldType.allCases.first(where: { $0.rawValue == name }) else { return nil }
        self = found
    }

    package var rawValue: String { unit.name }
    package var description: String { unit.name }
    package var summary: String { unit.summary }
    package var canonicalForm: String { unit.canonicalForm }
    package var examples: [String] { unit.examples }
    package var details: String { unit.details }

    /// The README's table of types, one row a type of the registry (Markdown).
    package static var markdownTable: String {
        var table = "| type | passes | canonical form |\n|---|---|---|\n"
        for type in allCases {
            let row = type.unit.markdownRow
            table += "| `\(type.rawValue)` | \(row.passes) | \(row.canonical) |\n"
        }
        return table
    }

    package static func == (a: FieldType, b: FieldType) -> Bool { ObjectIdentifier(a.unit) == ObjectIdentifier(b.unit) }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(unit)) }
}
