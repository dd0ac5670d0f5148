@testable import FieldCheckReference
import Foundation
import Testing

@testable import FieldCheck

/// The as-you-type formatter, step by step, against python phonenumbers' AsYouTypeFormatter.
/// The fixture is written by scripts/generate-phone-as-you-type-fixtures.py (by hand);
/// `PHONE_AS_YOU_TYPE_FIXTURE` names another file of the same columns. The literal
/// expectations below are python's too (phonenumbers 9.0.43, real metadata).
@Suite struct PhoneAsYouTypeTests {
    /// The output after each code point of `typed`, as python feeds them.
    static func steps(_ typed: String, region: String, numbering: PhoneNumbering) -> [String] {
        var formatter = PhoneAsYouTypeFormatter(region: region, numbering: numbering)
        return typed.unicodeScalars.map { formatter.inputDigit(Character($0)) }
    }

    static func compare(_ rows: [[String]]) -> [String] {
        let numbering = PhoneNumbering()
        var disagreements: [String] = []
        for row in rows {
            guard row.count == 3 else {
                disagreements.append("a row of \(row.count) columns: \(row)")
                continue
            }
            let region = row[0], typed = unescapeFixtureField(row[1])
            let expected = row[2].split(separator: "\u{1F}", omittingEmptySubsequences: false)
                .map { unescapeFixtureField(String($0)) }
            let got = steps(typed, region: region, numbering: numbering)
            if got != expected {
                let step = zip(got, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(got.count, expected.count)
                disagreements.append(
                    "\(region) \(typed.debugDescription), step \(step + 1): expected \(expected), got \(got)")
            }
        }
        return disagreements
    }

    @Test func agreesWithLibphonenumberOnEveryStep() throws {
        let rows: [[String]]
        if let path = ProcessInfo.processInfo.environment["PHONE_AS_YOU_TYPE_FIXTURE"] {
            rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
                .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        } else {
            rows = try fixtureRows("phone-as-you-type.tsv")
            #expect(rows.count >= 5_000)
        }
        let disagreements = Self.compare(rows)
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(rows.count) differ; first: \(disagreements.prefix(12).joined(separator: "\n"))")
    }

    @Test func usNationalNumber() {
        let steps = Self.steps("6502530000", region: "US", numbering: PhoneNumbering())
        #expect(steps == ["6", "65", "650", "650-2", "650-25", "650-253", "650-2530", "(650) 253-00", "(650) 253-000", "(650) 253-0000"])
    }

    @Test func gbInternationalAndNational() {
        let numbering = PhoneNumbering()
        #expect(Self.steps("+4420794", region: "GB", numbering: numbering)
            == ["+", "+4", "+44 ", "+44 2", "+44 20", "+44 20 7", "+44 20 79", "+44 20 794"])
        #expect(Self.steps("0207946", region: "GB", numbering: numbering)
            == ["0", "02", "020", "020 7", "020 79", "020 794", "020 7946"])
        #expect(PhoneAsYouTypeFormatter.format("02079460958", region: "GB", numbering: numbering) == "020 7946 0958")
        #expect(PhoneAsYouTypeFormatter.format("+442079460958", region: "US", numbering: numbering) == "+44 20 7946 0958")
    }

    @Test func internationalPrefix() {
        let steps = Self.steps("01144207", region: "US", numbering: PhoneNumbering())
        #expect(steps == ["0", "01", "011 ", "011 4", "011 44 ", "011 44 2", "011 44 20", "011 44 20 7"])
    }

    @Test func unknownRegionFormatsOnlyWithPlus() {
        let numbering = PhoneNumbering()
        #expect(PhoneAsYouTypeFormatter.format("+48881231212", region: "ZZ", numbering: numbering) == "+48 881 231 212")
        #expect(PhoneAsYouTypeFormatter.format("650253", region: "ZZ", numbering: numbering) == "650253")
        #expect(PhoneAsYouTypeFormatter.format("", region: "US", numbering: numbering) == "")
    }

    @Test func typedFormattingStopsTheFormatter() {
        let numbering = PhoneNumbering()
        #expect(Self.steps("(650) 253", region: "US", numbering: numbering)
            == ["(", "(6", "(65", "(650", "(650)", "(650) ", "(650) 2", "(650) 25", "(650) 253"])
        #expect(PhoneAsYouTypeFormatter.format("12345678901234567", region: "US", numbering: numbering) == "12345678901234567")
    }

    @Test func otherDigitsAreNormalizedOnceFormatting() {
        let steps = Self.steps("\u{FF16}\u{FF15}\u{FF10}\u{FF12}", region: "US", numbering: PhoneNumbering())
        #expect(steps == ["\u{FF16}", "\u{FF16}\u{FF15}", "650", "650-2"])
    }

    @Test func clearAndRememberedPosition() {
        var formatter = PhoneAsYouTypeFormatter(region: "US", numbering: PhoneNumbering())
        #expect(formatter.inputDigit("1", rememberPosition: true) == "1")
        #expect(formatter.inputDigit("6") == "16")
        #expect(formatter.inputDigit("5") == "1 65")
        #expect(formatter.inputDigit("0", rememberPosition: true) == "1 (650")
        #expect(formatter.inputDigit("2") == "1 (650) 2")
        #expect(formatter.inputDigit("5") == "1 (650) 25")
        #expect(formatter.rememberedPosition == 6)
        formatter.clear()
        #expect(formatter.inputDigit("+") == "+")
        #expect(formatter.inputDigit("4") == "+4")
        #expect(formatter.inputDigit("4") == "+44 ")
        #expect(formatter.inputDigit("2") == "+44 2")
    }
}
