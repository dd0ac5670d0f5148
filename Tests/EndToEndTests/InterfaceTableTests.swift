import ArgumentParsing
import FieldCheck
import Testing

@testable import fieldcheck

/// Invariants over fieldcheck's real option table.
@Suite struct InterfaceTableTests {
    @Test func theTableIsConsistent() {
        #expect(FieldCheckInterface.make().problems(contexts: [Scope.fieldsFile]) == [])
    }

    @Test func everyRuleOptionWorksInAFieldsFile() {
        let interface = FieldCheckInterface.make()
        let fieldOptions = Set(interface.options(in: Scope.fieldsFile).map(\.name))
        #expect(fieldOptions == Set(RuleOptions.definitions.map(\.name)))
    }

    @Test func everyVisibleOptionHasALongDiscussionOrASummary() {
        for option in FieldCheckInterface.make().options where !option.hidden {
            #expect(!option.summary.isEmpty)
            #expect(!option.summary.hasSuffix("."), "--\(option.name): summaries are fragments")
        }
    }
}
