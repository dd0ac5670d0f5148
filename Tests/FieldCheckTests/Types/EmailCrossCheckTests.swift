@testable import FieldCheck
@testable import FieldCheckReference
import Foundation
import Testing

/// Full agreement with python email-validator (`validate_email(v, check_deliverability=False)`)
/// on a generated corpus labelled by scripts/generate-email-fixtures.py, by hand.
@Suite struct EmailCrossCheckTests {
    struct Case {
        let input: String
        let valid: Bool
        let normalized: String
        let message: String
    }

    static func cases() throws -> [Case] {
        try fixtureRows("email-cases.tsv").map { row in
            // The input column is a JSON string literal.
            let input = try JSONSerialization.jsonObject(with: Data(row[0].utf8), options: .fragmentsAllowed) as? String
            return Case(input: input ?? "", valid: row[1] == "1", normalized: row[2], message: row[3])
        }
    }

    @Test func verdictsAndNormalizedFormsAgreeWithEmailValidator() throws {
        let cases = try Self.cases()
        #expect(cases.count >= 10_000)
        var verdictMisses: [String] = []
        var formMisses: [String] = []
        for item in cases {
            switch EmailValidator.validate(item.input) {
            case .valid(let normalized):
                if !item.valid { verdictMisses.append("\(item.input.debugDescription) passed; expected: \(item.message)") }
                else if normalized != item.normalized { formMisses.append("\(item.input.debugDescription): \(normalized) vs \(item.normalized)") }
            case .invalid(let message):
                if item.valid { verdictMisses.append("\(item.input.debugDescription) failed: \(message)") }
            }
        }
        let agreement = Double(cases.count - verdictMisses.count) / Double(cases.count) * 100
        #expect(verdictMisses.isEmpty, "agreement \(agreement)%, \(verdictMisses.count) misses: \(verdictMisses.prefix(15))")
        #expect(formMisses.isEmpty, "\(formMisses.count) normalized forms differ: \(formMisses.prefix(10))")
    }

    /// The type as users meet it (its quick reading first, then the port): email-validator's
    /// verdict, normalized form and message (without its final period) for every address
    /// the type does not trim.
    @Test func theTypeAgreesWithEmailValidator() throws {
        let validator = try TypeValidator(.email)
        var misses: [String] = []
        for item in try Self.cases() where String(Trimming.trimmed(Substring(item.input))) == item.input {
            let judgement = validator.judge(Substring(item.input))
            switch judgement {
            case .valid(let canonical):
                if !item.valid || canonical != item.normalized { misses.append("\(item.input.debugDescription): \(judgement)") }
            case .invalid(let reason), .incomplete(let reason):
                let bracketed = item.message.contains("brackets") || item.message.contains("bracketed")
                let expected = item.message.hasSuffix(".") ? String(item.message.dropLast()) : item.message
                if item.valid || (!bracketed && reason != expected) {
                    misses.append("\(item.input.debugDescription): \(judgement) | expected \(item.message)")
                }
            }
        }
        #expect(misses.isEmpty, "\(misses.count) differ: \(misses.prefix(15))")
    }

    /// Characters listed in a message are told apart by code point, as Python's set of
    /// strings tells them (email-validator 2.4.0's words for these inputs).
    @Test func listedCharactersAreToldApartByCodePoint() {
        #expect(EmailReference.judge("a;\u{37E} <a@b.com>") == .invalid("The display name contains invalid characters when not quoted: ';', ';'"))
        #expect(EmailReference.judge("\u{91D1}\u{F90A} <a@b.com>") == .invalid("The display name contains invalid characters when not quoted: '金', '金'"))
    }

    @Test func messagesAgreeExceptForDomainLiterals() throws {
        var misses: [String] = []
        for item in try Self.cases() where !item.valid && !item.message.contains("brackets") && !item.message.contains("bracketed") {
            if case .invalid(let message) = EmailValidator.validate(item.input), message != item.message {
                misses.append("\(item.input.debugDescription): \(message) | expected \(item.message)")
            }
        }
        #expect(misses.isEmpty, "\(misses.count) messages differ: \(misses.prefix(15))")
    }
}
