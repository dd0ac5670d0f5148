@testable import FieldCheckReference
import Foundation
import Testing

@testable import FieldCheck

/// The fixture's escapes (`\\`, `\t`, `\n`, `\r`) undone.
func unescapeFixtureField(_ field: String) -> String {
    var out = ""
    var escaping = false
    for character in field {
        if escaping {
            switch character {
            case "t": out.append("\t")
            case "n": out.append("\n")
            case "r": out.append("\r")
            default: out.append(character)
            }
            escaping = false
        } else if character == "\\" {
            escaping = true
        } else {
            out.append(character)
        }
    }
    return out
}

/// The libphonenumber port, row by row, against python phonenumbers: the parse outcome,
/// validity, region, possibility and the four formats. The fixture is written by
/// scripts/generate-phone-world-fixtures.py (by hand); `PHONE_WORLD_FIXTURE` names another
/// file of the same columns.
@Suite struct PhoneWorldCrossCheckTests {
    static func compare(_ rows: [[String]]) -> [String] {
        let numbering = PhoneNumbering()
        var disagreements: [String] = []
        for row in rows {
            guard row.count == 10 else {
                disagreements.append("a row of \(row.count) columns: \(row)")
                continue
            }
            let input = unescapeFixtureField(row[0]), region = row[1]
            var got: [String]
            do {
                let number = try numbering.parse(input, region: region)
                got = ["ok", numbering.isValid(number) ? "1" : "0", numbering.region(of: number) ?? "-",
                       numbering.possibility(of: number).rawValue]
                got += [PhoneFormat.e164, .international, .national, .rfc3966].map { numbering.format(number, as: $0) }
            } catch {
                got = [error.rawValue, "0", "-", "-", "-", "-", "-", "-"]
            }
            let expected = [row[2], row[3], row[4], row[5]] + row[6...].map(unescapeFixtureField)
            if got != expected {
                disagreements.append("\(input.debugDescription) \(region): expected \(expected), got \(got)")
            }
        }
        return disagreements
    }

    @Test func agreesWithLibphonenumberOnEveryRow() throws {
        let rows: [[String]]
        if let path = ProcessInfo.processInfo.environment["PHONE_WORLD_FIXTURE"] {
            rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
                .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        } else {
            rows = try fixtureRows("phone-world-cases.tsv")
            #expect(rows.count >= 30_000)
        }
        let disagreements = Self.compare(rows)
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(rows.count) differ; first: \(disagreements.prefix(12).joined(separator: "\n"))")
    }

    /// Every record of the generated metadata reads whole: its region and calling code, a
    /// general description, and as many descriptions and formats as it has lines for.
    @Test func everyRegionsRecordReads() throws {
        let numbering = PhoneNumbering()
        for region in PhoneNumbering.supportedRegions {
            let record = try #require(PhoneMetadataData.record(region))
            let lines = record.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }.split(separator: "\n")
            let metadata = try #require(numbering.metadata(forRegion: region), "\(region)")
            #expect(metadata.id == region)
            #expect(metadata.countryCode == PhoneMetadataData.callingCode(ofRegion: region))
            #expect(metadata.descriptions[.general] != nil, "\(region)")
            let kinds = PhoneNumberKind.allCases.filter { metadata.descriptions[$0] != nil }.count
            #expect(kinds == lines.filter { $0.hasPrefix("d ") }.count, "\(region)")
            #expect(metadata.formats.count == lines.filter { $0.hasPrefix("f ") }.count, "\(region)")
            #expect(metadata.internationalFormats.count == lines.filter { $0.hasPrefix("i ") }.count, "\(region)")
            #expect((metadata.internationalPrefix != nil) == lines.contains { $0.hasPrefix("idd ") }, "\(region)")
            for line in lines where line.hasPrefix("ld ") { #expect(metadata.leadingDigits == String(line.dropFirst(3))) }
        }
    }

    /// The values of the issue that asked for all this, pasted as people paste them.
    @Test func agreesOnTheIssueExamples() throws {
        let rows = try fixtureRows("phone-issue-examples.tsv")
        #expect(rows.count >= 14)
        let disagreements = Self.compare(rows)
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }
}
