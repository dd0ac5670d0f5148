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

    /// The benchmark's pasted shapes (tel: URIs, a trunk 1, slashes, extensions, letters,
    /// junk), labelled by libphonenumber (scripts/generate-phone-mixed-fixtures.py): the
    /// full check and the quick status both agree with it on every one.
    @Test func agreesWithLibphonenumberOnPastedShapes() throws {
        let rows = try fixtureRows("phone-mixed-cases.tsv").filter { $0.count == 2 }
        #expect(rows.count >= 29_900)  // those starting with # read as comments
        let rule = try typeRule(.phone)
        var disagreements: [String] = []
        for row in rows {
            let value = Array(row[0].replacingOccurrences(of: "\\t", with: "\t").replacingOccurrences(of: "\\\\", with: "\\").utf8)
            let expected = row[1] == "1"
            let full = rule.check(value).status == .passed
            let quick = value.withUnsafeBufferPointer { rule.status($0) } == .passed
            if full != expected || quick != expected {
                disagreements.append("\(row[0].debugDescription) expected \(row[1]): check \(full), status \(quick)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagree; first: \(disagreements.prefix(10))")
    }
}
