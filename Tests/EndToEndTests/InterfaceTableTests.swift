import ArgumentParsing
import FieldCheck
import Testing

@testable import fieldcheck

/// Invariants over fieldcheck's real option table.
@Suite struct InterfaceTableTests {
    @Test func theTableIsConsistent() {
        #expect(FieldCheckInterface.make().problems(contexts: [Scope.fieldsFile, Scope.readDirective]) == [])
    }

    @Test func everyRuleOptionWorksInAFieldsFile() {
        let interface = FieldCheckInterface.make()
        let fieldOptions = Set(interface.options(in: Scope.fieldsFile).map(\.name))
        // The rules, and what prompt's forms read from each line.
        #expect(fieldOptions == Set(RuleOptions.definitions.map(\.name)).union(["label", "placeholder", "value", "from"]))
    }

    @Test func everyRuleOptionWorksInPrompt() {
        let interface = FieldCheckInterface.make()
        let promptOptions = Set(interface.options(in: Scope.prompt).map(\.name))
        // All but --primary-key, which only a table has, --warn, which concerns a run's
        // exit status (a prompt takes only a value that passes), and --one-of-none, a
        // schema's empty enum (no value would pass a prompt).
        #expect(Set(RuleOptions.definitions.map(\.name)).subtracting(["primary-key", "warn", "one-of-none"]).isSubset(of: promptOptions))
    }

    @Test func everyVisibleOptionHasALongDiscussionOrASummary() {
        for option in FieldCheckInterface.make().options where !option.hidden {
            #expect(!option.summary.isEmpty)
            #expect(!option.summary.hasSuffix("."), "--\(option.name): summaries are fragments")
        }
    }
}
