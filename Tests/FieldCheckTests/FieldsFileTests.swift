import ArgumentParsing
import FieldCheck
import Testing

/// The rule options alone, as a fields-file line sees them.
func rulesInterface() -> CommandLineInterface<RuleOptions> {
    CommandLineInterface(
        program: "fieldcheck", version: "0", summary: "s", discussion: "",
        commands: [CommandDefinition("check", summary: "s", usage: "")], defaultCommand: "check",
        options: RuleOptions.definitions, sectionOrder: ["Rules"], manual: [], initial: RuleOptions())
}

func parseFields(_ text: String) throws(FieldsFileError) -> [FieldDeclaration<RuleOptions>] {
    try FieldsFile.parse(Array(text.utf8), path: "contacts.fields", interface: rulesInterface(), initial: RuleOptions())
}

@Suite struct FieldsFileTests {
    @Test func declarationsWithQuotingAndComments() throws {
        let fields = try parseFields("""
            # contacts.fields
            name    --max-length 40
            tags    --pattern '[a-z]+' --separator ';'   # a list

            "zip code" -p "[0-9]{5}" --optional
            """)
        #expect(fields.map(\.column) == ["name", "tags", "zip code"])
        #expect(fields.map(\.line) == [2, 3, 5])
        #expect(fields[0].config.maxLength == 40)
        #expect(fields[1].config.pattern == "[a-z]+")
        #expect(fields[1].config.separators == [Array(";".utf8)])
        #expect(fields[1].config.many)
        #expect(fields[2].config.optional)
    }

    @Test func mistakesAreReportedWithFileAndLine() {
        func error(_ text: String) -> String? {
            do {
                _ = try parseFields(text)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error("name --max-length 40\nphone --patern x\n") ==
            "contacts.fields:2: unknown option '--patern' (did you mean '--pattern'?)")
        #expect(error("a --min-length -1") ==
            "contacts.fields:1: invalid value '-1' for '--min-length': must be a whole number from 0 to 1099511627776")
        #expect(error("a -p 'x") == "contacts.fields:1: unterminated ' quote (column 6)")
        #expect(error("a\nb\na") == "contacts.fields:3: column 'a' is declared twice (first on line 1)")
        #expect(error("--type zip") == "contacts.fields:1: a line starts with a column name, not an option ('--type')")
        #expect(error("a -p x extra") == "contacts.fields:1: unexpected argument 'extra': a fields file takes no values")
        #expect(error("# only comments\n\n") == "contacts.fields: declares no fields")
        #expect(error("a --pattern") == "contacts.fields:1: option '--pattern' needs a value (REGEX)")
    }
}
