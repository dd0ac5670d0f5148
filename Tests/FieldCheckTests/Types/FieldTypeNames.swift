import FieldCheck

/// The built-in types by name, for tables of test cases (the library lists them in one
/// table, `FieldType.allCases`, and names none).
extension FieldType {
    static func named(_ name: String) -> FieldType {
        guard let type = FieldType(rawValue: name) else { fatalError("no type \(name)") }
        return type
    }
    static var text: FieldType { named("text") }
    static var name: FieldType { named("name") }
    static var phone: FieldType { named("phone") }
    static var email: FieldType { named("email") }
    static var address: FieldType { named("address") }
    static var state: FieldType { named("state") }
    static var zip: FieldType { named("zip") }
    static var number: FieldType { named("number") }
    static var decimal: FieldType { named("decimal") }
}

extension FieldType {
    static var integer: FieldType { named("integer") }
    static var boolean: FieldType { named("boolean") }
    static var country: FieldType { named("country") }
    static var url: FieldType { named("url") }
    static var uuid: FieldType { named("uuid") }
    static var date: FieldType { named("date") }
    static var time: FieldType { named("time") }
    static var datetime: FieldType { named("datetime") }
    static var year: FieldType { named("year") }
    static var yearmonth: FieldType { named("yearmonth") }
}
