import ArgumentParsing
import Testing

@Suite struct InvariantTests {
    @Test func theSampleTableIsConsistent() {
        #expect(sampleInterface().problems(contexts: ["field"]) == [])
    }

    @Test func duplicateNamesAreFound() {
        var interface = sampleInterface()
        interface.options.append(OptionDefinition("pattern", short: "q", section: "Rules", summary: "again", scopes: ["check"]))
        let problems = interface.problems(contexts: ["field"])
        #expect(problems.contains("the long name '--pattern' is defined 2 times"))
        #expect(problems.contains("the short name '-q' is defined 2 times"))
    }

    @Test func negatedFormsCollideWithRealNames() {
        var interface = sampleInterface()
        interface.options.append(OptionDefinition("no-many", section: "Rules", summary: "x", scopes: ["check"]))
        #expect(interface.problems(contexts: ["field"]).contains("the long name '--no-many' is defined 2 times"))
    }

    @Test func valueNamesChoicesAndScopesAreChecked() {
        var interface = sampleInterface()
        interface.options.append(OptionDefinition("a", value: "", section: "Rules", summary: "x", scopes: ["check"]))
        interface.options.append(OptionDefinition("b", value: "V", section: "Rules", summary: "x", completion: .choices, scopes: ["check"]))
        interface.options.append(OptionDefinition("c", section: "Nowhere", summary: "x", scopes: ["elsewhere"]))
        interface.options.append(OptionDefinition("d", section: "Rules", summary: "", scopes: []))
        let problems = interface.problems(contexts: ["field"])
        #expect(problems.contains("option '--a' takes a value but names it with an empty string"))
        #expect(problems.contains("option '--b' completes choices but has none"))
        #expect(problems.contains("option '--c' names an unknown scope 'elsewhere'"))
        #expect(problems.contains("option '--c' is in section 'Nowhere', which help does not list"))
        #expect(problems.contains("option '--d' has no summary"))
        #expect(problems.contains("option '--d' applies nowhere"))
    }

    @Test func docCrossReferencesMustResolve() {
        var interface = sampleInterface()
        interface.options.append(OptionDefinition(
            "e", section: "Rules", summary: "like --patern, see --no-many and -- alone", scopes: ["check"]))
        #expect(interface.problems(contexts: ["field"]) == ["--e mentions '--patern', which is not an option"])
    }
}
