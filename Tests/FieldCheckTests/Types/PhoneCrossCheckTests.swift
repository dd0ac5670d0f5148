import FieldCheck
import Foundation
import Testing

/// Reads a fixture (`INPUT<TAB>EXPECTED...`, `#` comments) from Tests/FieldCheckTests/Fixtures.
func fixtureRows(_ name: String) throws -> [[String]] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/\(name)")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
}

/// Full agreement with libphonenumber (python phonenumbers, `is_valid_number(parse(v, "US"))`)
/// on a generated corpus: scripts/generate-phone-fixtures.py labels it, by hand.
@Suite struct PhoneCrossCheckTests {
    @Test func agreesWithLibphonenumberOnTheWholeCorpus() throws {
        let rows = try fixtureRows("phone-cases.tsv")
        #expect(rows.count >= 10_000)
        let rule = try typeRule(.phone)
        var disagreements: [String] = []
        for row in rows {
            let passed = rule.check(Array(row[0].utf8)).status == .passed
            if passed != (row[1] == "1") {
                disagreements.append("\(row[0]) expected \(row[1]): \(rule.check(Array(row[0].utf8)).reason ?? "passed")")
            }
        }
        let agreement = Double(rows.count - disagreements.count) / Double(rows.count) * 100
        #expect(disagreements.isEmpty, "agreement \(agreement)%; first: \(disagreements.prefix(10))")
    }
}
