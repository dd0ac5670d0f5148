// The library's public API as a Swift program sees it: imported without @testable, so
// this file compiles only against what is public.
import FieldCheck
@testable import FieldCheckReference
import Testing

@Suite struct PublicAPITests {
    @Test func aRuleFromOptionsChecksAndFormatsAsTheCommandLineDoes() throws {
        let phone = try Rule.make(options: ["--type", "phone"])
        #expect(phone.check("(201) 555-0123").status == .passed)
        #expect(phone.check("(201) 555-0123").reason == nil)
        let short = phone.check("(201) 555-01")
        #expect(short.status == .tooShort)
        #expect(short.reason == "needs 10 digits, got 8")
        #expect(phone.format("+1 1 877 215 5230").formatted == "(877) 215-5230")
        #expect(phone.format("555-0100").formatted == nil)
        #expect(Status.tooShort.name == "too-short")
    }

    @Test func aRuleFromALineOfOptionsReadsShellQuotes() throws {
        let code = try Rule.make(optionLine: "-p '[A-Z]{3} [0-9]{2}'")
        #expect(code.check("ABC 12").status == .passed)
        #expect(code.check("ABC 1").status == .tooShort)
        #expect(throws: RuleError.self) { try Rule.make(optionLine: "-p '[A-Z]") }
    }

    @Test func mistakesInOptionsAreErrorsWithTheirReasons() {
        do {
            _ = try Rule.make(options: ["--type", "phon"])
            Issue.record("an unknown type was taken")
        } catch {
            #expect(error.message.contains("did you mean 'phone'?"), "\(error)")
        }
        do {
            _ = try Rule.make(options: ["--one-of-file", "list.txt"])
            Issue.record("--one-of-file was taken")
        } catch {
            #expect(error.message.contains("reads no files"), "\(error)")
        }
        #expect(throws: RuleError.self) { try Rule.make(options: ["--min-length", "5", "--max-length", "2"]) }
    }

    @Test func aFieldsFileGivesARuleForEachColumn() throws {
        let rules = try FieldsFile.rules(in: "# a form\nzip  --type zip\nplan --one-of free --one-of pro\n")
        #expect(rules.map(\.column) == ["zip", "plan"])
        #expect(rules[0].rule.check("1234").status == .tooShort)
        #expect(rules[1].rule.check("pro").status == .passed)
        #expect(rules[1].rule.check("gold").status == .failed)
        do {
            _ = try FieldsFile.rules(in: "zip --type zip\nage --type integr\n", path: "form.fields")
            Issue.record("a bad type was taken")
        } catch {
            #expect(error.line == 2)
            #expect(error.description.hasPrefix("form.fields:2: "), "\(error)")
        }
    }

    @Test func theAsYouTypeFormatterMasksAsTheFieldGrows() throws {
        let typing = AsYouType(rule: try Rule.make(options: ["--type", "phone"]))
        #expect(typing.format("2015550") == "(201) 555-0")
        #expect(typing.accepts("5"))
        #expect(!typing.accepts("\u{7}"))
    }
}
