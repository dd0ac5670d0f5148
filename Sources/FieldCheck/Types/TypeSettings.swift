/// The settings of a type that come from rule options: the same for every value. A few
/// apply to every type; the rest are each type's own (`PhoneSettings`, `BooleanSettings`,
/// ...), declared beside the type with the options that set them, and kept here under
/// their own type as key, as SwiftUI keeps environment values: a new type with options of
/// its own adds nothing to this file. A type reads its settings once, when it is made.
@usableFromInline package struct TypeSettings: Equatable, Sendable {
    /// `--table-schema`: values are read as a Frictionless Table Schema field reads them.
    package var tableSchema = false
    /// `-i`: spellings (boolean, country) without regard to case.
    package var caseless = false
    /// Every fast tier off (`JudgingMode.reference` when the rule was made).
    package var reference = false
    /// `--region`, when given: the country of phone numbers without a calling code, of VAT
    /// numbers without a prefix and of postal codes.
    package var region: String?
    /// Each type's own settings, by their type; absent: its defaults.
    private var own: [ObjectIdentifier: any OwnTypeSettings] = [:]

    package init() {}

    package subscript<Own: OwnTypeSettings>(_ kind: Own.Type) -> Own {
        get { own[ObjectIdentifier(kind)] as? Own ?? Own() }
        set { own[ObjectIdentifier(kind)] = newValue == Own() ? nil : newValue }
    }

    @usableFromInline package static func == (a: TypeSettings, b: TypeSettings) -> Bool {
        a.tableSchema == b.tableSchema && a.caseless == b.caseless && a.reference == b.reference && a.region == b.region
            && a.own.count == b.own.count
            && a.own.allSatisfy { key, value in b.own[key].map { AnyHashable(value) == AnyHashable($0) } ?? false }
    }
}

/// A type's own settings (see `TypeSettings`): its defaults are `init()`.
package protocol OwnTypeSettings: Hashable, Sendable {
    init()
}
