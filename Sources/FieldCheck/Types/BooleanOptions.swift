import ArgumentParsing

/// The boolean type's own options: other spellings of true and false.
extension BooleanType {
    static var options: [OptionDefinition<RuleOptions>] { [
        OptionDefinition(
            "true-value", value: "V", section: "Rules",
            summary: "a spelling of true for --type boolean (repeatable)",
            discussion: """
                A spelling of true for --type boolean, in place of the default ones (true, True, \
                TRUE, 1); repeat for several: --true-value yes --true-value y. Matched exactly, \
                or without regard to case with -i.
                """,
            repetition: .accumulates, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.settings.boolean.trueValues.append(try value.nonEmptyText()) }
        },
        OptionDefinition(
            "false-value", value: "V", section: "Rules",
            summary: "a spelling of false for --type boolean (repeatable)",
            discussion: "A spelling of false for --type boolean, in place of the default ones (false, False, FALSE, 0), as --true-value.",
            repetition: .accumulates, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.settings.boolean.falseValues.append(try value.nonEmptyText()) }
        },
    ] }
}

/// What the boolean options set.
package struct BooleanSettings: OwnTypeSettings {
    /// `--true-value`, `--false-value`: the spellings taken for true and false.
    package var trueValues: [String] = []
    package var falseValues: [String] = []

    package init() {}
}

extension TypeSettings {
    package var boolean: BooleanSettings {
        get { self[BooleanSettings.self] }
        set { self[BooleanSettings.self] = newValue }
    }
}
