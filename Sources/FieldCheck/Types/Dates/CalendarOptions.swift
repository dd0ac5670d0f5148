import ArgumentParsing

/// The date types' own option: the form values are written in (date, time and datetime
/// declare it; the option table lists it once).
enum CalendarOptions {
    static var definitions: [OptionDefinition<RuleOptions>] { [
        OptionDefinition(
            "date-format", value: "FMT", section: "Rules",
            summary: "the input form of date, time and datetime values (strftime, or any)",
            discussion: """
                The form date, time and datetime values are written in, with strftime \
                directives, read as python's strptime reads them: %d/%m/%Y, %m/%d/%y, %Y%m%d, \
                %d %b %Y, %H:%M. Directives: %Y %y %m %d %H %I %p %M %S %f %z %b %B %a %A %j %%. \
                'any' reads each value as python-dateutil's free-form parser reads it (Table \
                Schema's format any: 'Feb 29 2024', '29.2.2024 1:45 pm', month first where it \
                is ambiguous, what the text leaves out taken from today). The canonical form \
                is still ISO 8601.
                """,
            scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            if case .value(let value) = argument { options.settings.calendar.format = try value.nonEmptyText() }
        },
    ] }
}

/// What `--date-format` sets.
package struct CalendarSettings: OwnTypeSettings {
    /// A strftime-style input form (date, time, datetime).
    package var format: String?

    package init() {}
}

extension TypeSettings {
    package var calendar: CalendarSettings {
        get { self[CalendarSettings.self] }
        set { self[CalendarSettings.self] = newValue }
    }
}
