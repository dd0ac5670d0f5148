import ArgumentParsing
import FieldCheckReference

/// The phone type's own options (`TypeUnit.options`): the default region, the regions that
/// pass, and the canonical form.
extension PhoneType {
    package static var options: [OptionDefinition<RuleOptions>] { RuleOptions.phoneDefinitions }
}

/// What the phone options set.
package struct PhoneSettings: OwnTypeSettings {
    /// `--region`: the default region, an ISO 3166-1 alpha-2 code libphonenumber knows.
    package var region = "US"
    /// Whether `--region` was given (`types phone --region GB` then tells that region).
    package var regionGiven = false
    /// `--allow-region`: the regions a number must be valid for; empty for any.
    package var allowedRegions: [String] = []
    /// `--phone-format`: the canonical form; nil for the default.
    package var format: PhoneFormat?

    package init() {}
}

extension TypeSettings {
    package var phone: PhoneSettings {
        get { self[PhoneSettings.self] }
        set { self[PhoneSettings.self] = newValue }
    }
}

extension RuleOptions {
    static let phoneFormatChoices: [Choice] = [
        Choice("national", "as dialled in the country: (201) 555-0123, 020 7946 0958"),
        Choice("international", "+1 201-555-0123, +44 20 7946 0958"),
        Choice("e164", "+12015550123, without the extension"),
        Choice("rfc3966", "a tel: URI (tel:+1-201-555-0123)"),
    ]

    static var phoneDefinitions: [OptionDefinition<RuleOptions>] { [
        OptionDefinition(
            "region", value: "CC", section: "Rules",
            summary: "the region (country) of --type phone, postal and vat values (phone, postal: default US)",
            discussion: """
                The region whose numbering --type phone numbers written without an \
                international prefix belong to, as libphonenumber's parse(value, CC) takes it: \
                an ISO 3166-1 alpha-2 code, any case (GB, de, IN); default US. It decides the \
                national prefix (0 in GB), the international prefix (00, 011) and the default \
                canonical form (national for numbers of its calling code, else international). \
                'fieldcheck types phone' lists the codes; 'fieldcheck types phone --region CC' \
                tells that region's numbers. For --type postal, the country whose postal codes \
                pass (default US); for --type vat, the country of numbers written without their \
                country prefix (GR for EL; without it, a number needs its prefix).
                """,
            scopes: Scope.rules.union([Scope.types])
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            guard case .value(let value) = argument else { return }
            let region = try Self.region(value)
            options.settings.phone.region = region
            options.settings.phone.regionGiven = true
            options.settings.region = region
        },
        OptionDefinition(
            "allow-region", value: "CC", section: "Rules",
            summary: "only --type phone numbers of these regions pass (repeatable)",
            discussion: """
                Only numbers valid for one of these regions pass (libphonenumber's \
                is_valid_number_for_region); others fail with a reason naming their region. \
                Repeat the option or separate codes with commas: --allow-region US,CA. A number \
                of Canada is not one of US, though both use +1.
                """,
            repetition: .accumulates, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            guard case .value(let value) = argument else { return }
            for part in try value.nonEmptyText().split(separator: ",", omittingEmptySubsequences: false) {
                let code = try Self.regionCode(String(part), option: value.option)
                if !options.settings.phone.allowedRegions.contains(code) { options.settings.phone.allowedRegions.append(code) }
            }
        },
        OptionDefinition(
            "phone-format", value: "F", section: "Rules",
            summary: "the canonical form of --type phone numbers",
            discussion: """
                The canonical form of --type phone numbers, as libphonenumber's format_number \
                writes it, extension included. Default: national for numbers of the --region's \
                calling code, international for the others.
                """,
            choices: RuleOptions.phoneFormatChoices, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in
            guard case .value(let value) = argument else { return }
            options.settings.phone.format = PhoneFormat(rawValue: try value.choice(from: RuleOptions.phoneFormatChoices))
        },
    ] }

    static func region(_ value: ArgumentValue) throws(ArgumentError) -> String {
        try regionCode(try value.nonEmptyText(), option: value.option)
    }

    /// A region code libphonenumber knows, upper-cased; otherwise a usage error naming the
    /// code meant when one is plain (UK for GB, an alpha-3 code or an English name).
    static func regionCode(_ text: String, option: String) throws(ArgumentError) -> String {
        let code = text.trimmingASCIISpaces().uppercased()
        if PhoneNumbering.isSupportedRegion(code) { return code }
        var message = "unknown region '\(text)' for '\(option)'"
        if let guess = guessRegion(text) { message += " (did you mean '\(guess)'?)" }
        throw ArgumentError(message + "; 'fieldcheck types phone' lists the regions")
    }

    static func guessRegion(_ text: String) -> String? {
        let key = CountryType.key(text)
        if key == "uk" { return "GB" }
        if let code = CountryType.lookup[key], PhoneNumbering.isSupportedRegion(code) { return code }
        return Suggestions.closest(to: text.uppercased(), among: PhoneNumbering.supportedRegions)
    }
}

extension String {
    func trimmingASCIISpaces() -> String {
        var view = Substring(self)
        while view.first == " " { view = view.dropFirst() }
        while view.last == " " { view = view.dropLast() }
        return String(view)
    }
}
