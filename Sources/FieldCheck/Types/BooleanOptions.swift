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
                or without regard to case with -i. --no-true-value: no spelling is true (Table \
                Schema's "trueValues": []), with --table-schema.
                """,
            repetition: .accumulates, negatable: true, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            switch argument {
            case .value(let value): options.settings.boolean.trueValues.append(try value.text())
            case .negated: options.settings.boolean.noTrueValues = true
            case .flag: break
            }
        },
        OptionDefinition(
            "false-value", value: "V", section: "Rules",
            summary: "a spelling of false for --type boolean (repeatable)",
            discussion: """
                A spelling of false for --type boolean, in place of the default ones (false, \
                False, FALSE, 0), as --true-value; --no-false-value: no spelling is false.
                """,
            repetition: .accumulates, negatable: true, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            switch argument {
            case .value(let value): options.settings.boolean.falseValues.append(try value.text())
            case .negated: options.settings.boolean.noFalseValues = true
            case .flag: break
            }
        },
    ] }
}

/// What the boolean options set.
package struct BooleanSettings: OwnTypeSettings {
    /// `--true-value`, `--false-value`: the spellings taken for true and false.
    package var trueValues: [String] = []
    package var falseValues: [String] = []
    /// `--no-true-value`, `--no-false-value`: no spelling at all (not the default ones).
    package var noTrueValues = false
    package var noFalseValues = false

    package init() {}
}

extension TypeSettings {
    package var boolean: BooleanSettings {
        get { self[BooleanSettings.self] }
        set { self[BooleanSettings.self] = newValue }
    }
}
