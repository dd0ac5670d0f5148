import ArgumentParsing

/// The number types' own options: how `--table-schema` numbers are written (integer,
/// number and decimal declare them; the option table lists them once).
enum NumberOptions {
    static var definitions: [OptionDefinition<RuleOptions>] { [
        OptionDefinition(
            "decimal-char", value: "C", section: "Rules",
            summary: "the decimal point of --table-schema numbers (default .)",
            discussion: """
                The decimal point of --table-schema numbers (default .), as Table Schema's \
                decimalChar; an empty one, which frictionless accepts, reads no value as a number.
                """,
            scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.settings.numbers.decimalChar = try value.text() }
        },
        OptionDefinition(
            "group-char", value: "C", section: "Rules",
            summary: "the digit group separator of --table-schema numbers (dropped)",
            scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.settings.numbers.groupChar = try value.text() }
        },
        OptionDefinition(
            "bare-number", section: "Rules",
            summary: "--no-bare-number: --table-schema numbers may carry text around them ($1.5, 10%)",
            discussion: """
                --no-bare-number lets --table-schema integers and numbers carry text before the \
                first digit or minus sign and after the last digit ($1.5, 10 %, EUR 5), which is \
                dropped, as Table Schema's bareNumber: false does. --bare-number (the default) \
                does not.
                """,
            negatable: true, scopes: Scope.rules
        ) { options, argument in options.settings.numbers.bareNumber = argument.isOn },
    ] }
}

/// What the number options set (Table Schema's decimalChar, groupChar, bareNumber).
package struct NumberSettings: OwnTypeSettings {
    package var decimalChar: String?
    package var groupChar: String?
    package var bareNumber = true

    package init() {}
}

extension TypeSettings {
    package var numbers: NumberSettings {
        get { self[NumberSettings.self] }
        set { self[NumberSettings.self] = newValue }
    }
}
