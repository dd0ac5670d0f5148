@testable import FieldCheck
import Foundation
import Testing

/// One line of `Fixtures/dateutil-parse.tsv`: a text and what `dateutil.parser.parse` makes of it.
struct DateutilParseRow: Sendable {
    let input: [Unicode.Scalar]
    /// `error`, or `YYYY-MM-DDTHH:MM:SS.ffffff` and maybe an offset `+HH:MM`.
    let result: String
}

/// Reads `Tests/FieldCheckTests/Fixtures/dateutil-parse.tsv` (scripts/generate-dateutil-fixtures.py):
/// INPUT, RESULT, with `\\ \t \n \r \xNN` escapes in INPUT; `#` starts a comment line.
func dateutilParseRows() throws -> [DateutilParseRow] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/dateutil-parse.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.unicodeScalars.split(separator: "\n").filter { $0.first != "#" }.compactMap { line in
        guard let tab = line.lastIndex(of: "\t") else { return nil }
        return DateutilParseRow(input: Array(unescapeDateFixture(Substring(String(String.UnicodeScalarView(line[..<tab])))).unicodeScalars),
                                result: String(String.UnicodeScalarView(line[line.index(after: tab)...])))
    }
}

/// The fixture's RESULT for a parse.
private func dateutilResult(_ value: DateTimeValue?) -> String {
    guard let value else { return "error" }
    func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    let fraction = value.fraction.isEmpty ? "000000" : String(decoding: value.fraction, as: UTF8.self)
    var out = "\(padded(value.year, 4))-\(padded(value.month, 2))-\(padded(value.day, 2))T"
        + "\(padded(value.hour, 2)):\(padded(value.minute, 2)):\(padded(value.second, 2)).\(fraction)"
    if let offset = value.offsetMinutes {
        out += (offset < 0 ? "-" : "+") + padded(abs(offset) / 60, 2) + ":" + padded(abs(offset) % 60, 2)
    }
    return out
}

/// Full agreement with python-dateutil 4.0.0's free-form parser (frictionless's `"format":
/// "any"`) on a generated corpus labelled by dateutil itself, its default day 2026-11-27.
@Suite struct DateutilParserTests {
    static let today = (year: 2026, month: 11, day: 27)

    @Test func agreesWithDateutilOnTheWholeCorpus() throws {
        let rows = try dateutilParseRows()
        var mismatches: [String] = []  // the first 20
        var disagreements = 0
        for row in rows {
            let got = dateutilResult(DateutilParser.parse(row.input, today: Self.today))
            guard got != row.result else { continue }
            disagreements += 1
            if mismatches.count < 20 {
                let input = String(String.UnicodeScalarView(row.input)).debugDescription
                mismatches.append("\(input.prefix(120)): expected \(row.result), got \(got)")
            }
        }
        #expect(mismatches == [], "\(disagreements) of \(rows.count) lines disagree")
    }

    @Test func corpusIsLargeWithBothOutcomes() throws {
        let rows = try dateutilParseRows()
        #expect(rows.count > 2000)
        #expect(rows.contains { $0.result == "error" })
        #expect(rows.contains { $0.result != "error" })
        #expect(rows.contains { $0.result.hasSuffix("+00:00") })
    }

    /// The corpus's default day (the 27th) exists in every month; a 31st does not.
    /// (Values from dateutil with those defaults.)
    @Test(arguments: [
        DefaultDayCase("Feb", (2024, 1, 31), "2024-02-29T00:00:00.000000"),
        DefaultDayCase("Feb 2023", (2024, 1, 31), "2023-02-28T00:00:00.000000"),
        DefaultDayCase("April", (2024, 1, 31), "2024-04-30T00:00:00.000000"),
        DefaultDayCase("2023", (2024, 1, 31), "2023-01-31T00:00:00.000000"),
        DefaultDayCase("April 2009", (2010, 1, 31), "2009-04-30T00:00:00.000000"),
        DefaultDayCase("Thu", (2024, 1, 31), "2024-02-01T00:00:00.000000"),
        DefaultDayCase("Wed", (2024, 1, 31), "2024-01-31T00:00:00.000000"),
        DefaultDayCase("Fri", (9999, 12, 31), "9999-12-31T00:00:00.000000"),
        DefaultDayCase("Sun", (9999, 12, 31), "error"),
    ])
    func missingFieldsComeFromToday(_ test: DefaultDayCase) {
        let value = DateutilParser.parse(Array(test.text.unicodeScalars), today: test.today)
        #expect(dateutilResult(value) == test.expected)
    }
}

struct DefaultDayCase: CustomTestStringConvertible, Sendable {
    let text: String
    let today: (year: Int, month: Int, day: Int)
    let expected: String

    init(_ text: String, _ today: (Int, Int, Int), _ expected: String) {
        (self.text, self.today, self.expected) = (text, (today.0, today.1, today.2), expected)
    }

    var testDescription: String { "\"\(text)\" on \(today.year)-\(today.month)-\(today.day)" }
}
