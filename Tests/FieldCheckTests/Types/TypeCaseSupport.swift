import FieldCheck
@testable import FieldCheckReference
import Testing

/// One table row: a value, the status it must get, and the canonical form (passed)
/// or a piece of the reason (otherwise).
struct TypeCase: CustomTestStringConvertible, Sendable {
    let value: String
    let status: Status
    let expected: String

    init(_ value: String, _ status: Status, _ expected: String = "") {
        self.value = value
        self.status = status
        self.expected = expected
    }

    var testDescription: String { "\"\(value)\" \(status.name)" }
}

func typeRule(_ type: FieldType, canonical: Bool = false, settings: TypeSettings = TypeSettings()) throws -> Rule {
    var options = RuleOptions()
    options.settings = settings
    options.type = type
    options.canonical = canonical
    options.minLength = 0
    return try options.makeRule()
}

/// Checks a row against the lenient check, `format`, and the round trips: the
/// canonical form is itself canonical, formats to itself, and passes `--canonical`.
func verify(
    _ type: FieldType, _ row: TypeCase, settings: TypeSettings = TypeSettings(), sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let rule = try typeRule(type, settings: settings)
    let (verdict, formatted) = rule.format(Array(row.value.utf8))
    #expect(verdict.status == row.status, "\(row.value): \(verdict.reason ?? "")", sourceLocation: sourceLocation)
    if row.status == .passed {
        #expect(formatted == row.expected, sourceLocation: sourceLocation)
        guard let formatted else { return }
        let again = rule.format(Array(formatted.utf8))
        #expect(again.formatted == formatted, "format is idempotent", sourceLocation: sourceLocation)
        let strict = try typeRule(type, canonical: true, settings: settings)
        #expect(strict.check(Array(formatted.utf8)).status == .passed, "canonical passes --canonical", sourceLocation: sourceLocation)
        if formatted != row.value {
            let reason = strict.check(Array(row.value.utf8)).reason ?? ""
            #expect(reason == "not in canonical form; the canonical form is \(formatted)", sourceLocation: sourceLocation)
        }
    } else {
        #expect(formatted == nil, sourceLocation: sourceLocation)
        #expect(verdict.reason?.contains(row.expected) == true, "reason: \(verdict.reason ?? "nil")", sourceLocation: sourceLocation)
    }
}
