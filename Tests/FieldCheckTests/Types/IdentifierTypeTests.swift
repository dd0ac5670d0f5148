import FieldCheckIdentifiers

@testable import FieldCheck
@testable import FieldCheckReference
import Foundation
import Testing

/// The identifier types as users meet them: reasons, too-short, options, masks, the Table
/// Schema mapping, and regions refused when the rule is made.
@Suite struct IdentifierTypeTests {
    func judge(_ type: String, _ value: String, configure: (inout TypeSettings) -> Void = { _ in }) throws -> TypeJudgement {
        var settings = TypeSettings()
        configure(&settings)
        return try TypeValidator(try #require(FieldType(rawValue: type)), settings: settings).judge(Substring(value))
    }

    @Test func reasonsNameWhatIsWrong() throws {
        #expect(try judge("iban", "DE88 3704 0044 0532 0130 00") == .invalid("the check digits should be 89, not 88"))
        #expect(try judge("iban", "DE89 3704 0044") == .incomplete("an IBAN of Germany has 22 characters, got 12"))
        #expect(try judge("iban", "XX89 3704") == .invalid("XX is not a country of the IBAN registry"))
        #expect(try judge("isbn", "0-306-40615-3") == .invalid("the check digit should be 2, not 3"))
        #expect(try judge("isbn", "978-0-306") == .incomplete("an ISBN has 10 or 13 digits, not 7"))
        #expect(try judge("ean", "4006381333932") == .invalid("the check digit should be 1, not 2"))
        #expect(try judge("bic", "DEUTXXFF") == .invalid("XX is not a country code"))
        #expect(try judge("ssn", "666-90-4399") == .invalid("no SSN has the area 666"))
        #expect(try judge("ssn", "536-90") == .incomplete("an SSN has 9 digits, got 5"))
        #expect(try judge("ein", "07-2103594") == .invalid("the IRS assigns no EIN beginning 07"))
        #expect(try judge("card", "") == .incomplete("empty"))
    }

    /// A complete length is judged, though a longer number may begin with it; a shorter
    /// one that could still become valid is too-short; one that cannot fails.
    @Test func beginningsAreTooShort() throws {
        #expect(try judge("ean", "40063813") == .invalid("the check digit should be 2, not 3"))
        if case .incomplete = try judge("ean", "400638133") {} else { Issue.record("9 digits of an EAN") }
        if case .invalid = try judge("iban", "D1") {} else { Issue.record("a digit where the country goes") }
        if case .incomplete = try judge("iban", "GB82 WEST") {} else { Issue.record("GB82 WEST") }
        if case .invalid = try judge("iban", "GB82 1234") {} else { Issue.record("digits where GB's bank code goes") }
        if case .invalid = try judge("ssn", "000-1") {} else { Issue.record("area 000") }
        if case .incomplete = try judge("postal", "SW1A", configure: { $0.region = "GB" }) {} else { Issue.record("SW1A") }
        if case .invalid = try judge("postal", "SW1A-", configure: { $0.region = "GB" }) {} else { Issue.record("SW1A-") }
    }

    @Test func compactAndConvertChooseTheCanonicalForm() throws {
        #expect(try judge("iban", "de89 3704 0044 0532 0130 00", configure: { $0.identifiers.compact = true }) == .valid(canonical: "DE89370400440532013000"))
        #expect(try judge("isbn", "0306406152") == .valid(canonical: "0-306-40615-2"))
        #expect(try judge("isbn", "0306406152", configure: { $0.identifiers.convert = true }) == .valid(canonical: "978-0-306-40615-7"))
        #expect(try judge("isbn", "0306406152", configure: { $0.identifiers.convert = true; $0.identifiers.compact = true }) == .valid(canonical: "0306406152"))
        #expect(try judge("card", "378282246310005") == .valid(canonical: "3782 822463 10005"))
        #expect(try judge("imei", "352099001761481") == .valid(canonical: "35-209900-176148-1"))
    }

    @Test func promptGroupsIBANsAndCardsInFours() {
        #expect(IdentifierType<IBAN>.mask("de8937040044") == "DE89 3704 0044")
        #expect(IdentifierType<Card>.mask("4111-1111-1") == "4111 1111 1")
        #expect(IdentifierType<ISBN>.mask("978") == nil)
    }

    @Test func aRegionWithoutPostalCodesIsRefusedWhenTheRuleIsMade() {
        var settings = TypeSettings()
        settings.region = "AE"
        #expect(throws: RuleError.self) { try TypeValidator(FieldType(rawValue: "postal")!, settings: settings) }
    }

    /// fieldcheck's identifier types on a Table Schema string field: `x-type`, which
    /// frictionless ignores (as a `format` it refuses them, and so does fieldcheck).
    @Test func aTableSchemaStringFieldTakesAnIdentifierTypeAsXType() throws {
        let schema = try TableSchema.parse(Array("""
            {"fields": [{"name": "account", "type": "string", "x-type": "iban"},
                        {"name": "postcode", "type": "string", "x-type": "postal", "x-region": "GB"}]}
            """.utf8))
        #expect(schema.fields[0].options.starts(with: ["--type", "iban"]))
        #expect(schema.fields[1].options.starts(with: ["--type", "postal"]))
        #expect(schema.fields[1].options.contains("--region"))
        for refused in [#""format": "iban""#, #""format": "ibn""#, #""x-type": "ibn""#, #""x-type": "iban", "format": "email""#] {
            #expect(throws: TableSchema.Problem.self) {
                try TableSchema.parse(Array(#"{"fields": [{"name": "a", "type": "string", \#(refused)}]}"#.utf8))
            }
        }
    }
}

/// `infer`'s candidates name types of the registry, and decide on samples as documented.
@Suite struct ColumnInferenceTests {
    @Test func everyCandidateIsARegisteredType() {
        for candidate in RuleCandidate.ordered {
            #expect(FieldType(rawValue: candidate.words[1]) == candidate.type, "\(candidate.words)")
        }
    }

    @Test func samplesGetTheMostSpecificRuleMostPass() {
        func chosen(_ name: String, _ values: [String]) -> [String]? {
            ColumnInference.choose(name: name, sample: values.map { Array($0.utf8) }, tableSchema: false)?.words
        }
        #expect(chosen("when", ["2024-01-05", "2023-12-31", "2020-02-29"]) == ["--type", "date"])
        #expect(chosen("when", ["05/01/2024", "31/12/2023", "29/02/2020"]) == ["--type", "date", "--date-format", "%d/%m/%Y"])
        #expect(chosen("n", ["12345", "54321", "10001"]) == ["--type", "integer"])
        #expect(chosen("zip", ["12345", "54321", "10001"]) == ["--type", "zip"])
        #expect(chosen("lat", ["31.95376472", "-89.2345", "45.1"]) == ["--type", "decimal"])
        #expect(chosen("x", ["a b", "c", "d e f"]) == nil)
        // Nine of ten is "most"; eight of ten is not.
        let ibans = Array(repeating: "DE89 3704 0044 0532 0130 00", count: 9)
        #expect(chosen("account", ibans + ["nope"]) == ["--type", "iban"])
        #expect(chosen("account", Array(ibans.prefix(8)) + ["nope", "no"]) == nil)
    }
}
