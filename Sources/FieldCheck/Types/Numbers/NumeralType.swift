import ArgumentParsing
import FieldCheckReference

/// The number types (`number`, `integer`, `decimal`): one body, a `NumeralKind` each, which
/// tells its documentation (`NumeralDocumentation`), its reference reading
/// (`NumeralReadings`; Table Schema's with `--table-schema`, `TableSchemaNumbers`) and the
/// shape its fast tiers read on the bytes (`NumeralBytes`).
struct NumeralType<Marker: NumeralMarker>: DocumentedUnit {
    static var documentation: TypeDocumentation { Marker.kind.documentation }
    static var isOrdered: Bool { true }
    static var refusesDeadEnds: Bool { true }
    /// (A decimal's next digit may come after a point: it grows by more than digits.)
    static var growsByDigits: Bool { Marker.kind != .decimal }
    static func accepts(_ character: Character) -> Bool { Marker.kind.accepts(character) }

    /// How `--table-schema` numbers are written, for the kinds Table Schema has (`NumberOptions`).
    static var options: [OptionDefinition<RuleOptions>] { Marker.kind != .number ? NumberOptions.definitions : [] }

    let settings: NumberSettings
    /// Read as Table Schema reads integers and numbers (`number` has no such reading).
    let tableSchema: Bool
    /// Every fast tier off.
    let reference: Bool

    init(_ settings: TypeSettings) throws(RuleError) {
        self.settings = settings.numbers
        reference = settings.reference
        tableSchema = settings.tableSchema && Marker.kind != .number
        // (Without --table-schema they would be ignored: `1,5` would fail and say nothing of why.)
        if !tableSchema && Marker.kind != .number && settings.numbers != NumberSettings() {
            let given = settings.numbers.decimalChar != nil ? "--decimal-char" : settings.numbers.groupChar != nil ? "--group-char" : "--no-bare-number"
            throw RuleError("\(given) says how --table-schema numbers are written: add --table-schema")
        }
    }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        if tableSchema { return TableSchemaNumbers.judge(Self.text(value), integer: Marker.kind == .integer, settings, reference: reference) }
        return Marker.kind.judgeCharacters(Self.text(value))
    }

    /// The kind's shape (`NumeralBytes`), spaces around it but with Table Schema (whose
    /// integers are python's int(), and whose plain numbers are python's Decimal(), unless
    /// the point or the digit groups are spelled otherwise).
    func quickStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        if tableSchema && Marker.kind == .decimal
            && (settings.decimalChar.map { $0 != "." } ?? false || !(settings.groupChar ?? "").isEmpty)
        {
            return nil
        }
        return NumeralBytes(tableSchema ? value : QuickAccept.trimmed(value), Marker.kind) != nil ? .passed : nil
    }

    func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        guard !tableSchema, let numeral = NumeralBytes(QuickAccept.trimmed(value), Marker.kind) else { return false }
        numeral.writeCanonical(into: &form)
        return true
    }

    func quickOrder(_ value: UnsafeBufferPointer<UInt8>, _ bound: UnsafeBufferPointer<UInt8>) -> Int? {
        tableSchema ? nil : DecimalOrder.compare(QuickAccept.trimmed(value), bound)
    }

    func compare(_ a: String, _ b: String) -> Int? {
        guard tableSchema else { return DecimalOrder.compare(a, b) }
        return TableSchemaNumbers.compare(a, b, decimalChar: Marker.kind == .decimal ? settings.decimalChar : nil)
    }

    func equalityKey(_ canonical: String) -> String? {
        tableSchema && Marker.kind == .decimal ? TableSchemaNumbers.equalityKey(canonical, decimalChar: settings.decimalChar) : canonical
    }
}

/// The number types.
enum NumeralKind: Sendable {
    /// Digits alone, kept as typed (`007`).
    case number
    /// A sign and digits, without leading zeros.
    case integer
    /// A sign, digits, a point and a fraction.
    case decimal
}

/// Names a `NumeralKind` as a type, for the registry (`FieldType`), which lists types.
protocol NumeralMarker: Sendable {
    static var kind: NumeralKind { get }
}

enum NumberMarker: NumeralMarker { static var kind: NumeralKind { .number } }
enum IntegerMarker: NumeralMarker { static var kind: NumeralKind { .integer } }
enum DecimalMarker: NumeralMarker { static var kind: NumeralKind { .decimal } }
