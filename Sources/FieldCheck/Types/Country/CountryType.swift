import ArgumentParsing
import FieldCheckReference

/// `country`: an ISO 3166-1 country: its alpha-2 or alpha-3 code or an English name
/// (the ISO short name, a common or official one, or one of CLDR's), in any case, with surrounding and
/// doubled whitespace ignored. Canonical: the alpha-2 code, as `state` gives USPS codes.
struct CountryType: TypeUnit {
    package static var longestValue: Int? { shortValues }
    static var name: String { "country" }
    /// (A Table Schema string field may name it as its `format`: fieldcheck's extension.)
    static var isStringFormat: Bool { true }
    static var summary: String { "an ISO 3166-1 alpha-2 or alpha-3 code or English name, any case" }
    static var canonicalForm: String { "the alpha-2 code, upper case" }
    /// The row of the README's table of types (Markdown).
    static var markdownRow: (passes: String, canonical: String) {
        ("ISO 3166-1 alpha-2 or alpha-3 code or English name (short, common, official, or as CLDR has it: UK, Ivory Coast), any case",
         "the alpha-2 code")
    }
    static var examples: [String] { ["deu", "united kingdom", "Bolivia", "Ger", "XX"] }
    static var details: String {
        "One of the \(CountryData.countries.count) countries of ISO 3166-1 (\(CountryData.source)): its alpha-2 code (DE), alpha-3 code (DEU) or English name: the ISO short name (Germany; Korea, Republic of), a common or official name (South Korea; Federal Republic of Germany), or a name or alternative of Unicode CLDR's English (UK, Russia, Turkey, Ivory Coast, Cape Verde, Vatican City, Czech Republic), in any case, with surrounding and doubled whitespace ignored. The canonical form is the alpha-2 code. The beginning of a name is too-short; 'fieldcheck types country' lists the codes."
    }
    static var reference: TypeReference? {
        TypeReference(title: "Codes", rows: CountryData.countries.map { ("\($0.alpha2)  \($0.alpha3)", $0.name) })
    }

    /// Lower-cased code or name → alpha-2 code.
    static let lookup: [String: String] = {
        var table: [String: String] = [:]
        for country in CountryData.countries {
            for spelling in [country.alpha2, country.alpha3, country.name] + country.otherNames {
                table[key(spelling)] = country.alpha2
            }
        }
        return table
    }()

    /// Every lower-cased spelling with its code, for beginnings and suggestions.
    static let spellings: [(key: String, code: String, shown: String)] = CountryData.countries.flatMap { country in
        ([country.name] + country.otherNames).map { (key($0), country.alpha2, $0) }
    }

    static let spellingKeys: [String] = spellings.map(\.key)
    static let keysByFirstLetter: [Character: [String]] = Dictionary(grouping: spellingKeys, by: { $0.first ?? " " })

    /// Every beginning of every name, so that a value that begins none is told at once.
    static let beginnings = TextNormalization.beginnings(of: spellingKeys)

    static func key(_ text: String) -> String {
        TextNormalization.collapsed(Substring(text)).lowercased().replacingAll("\u{2019}", with: "'")
    }

    init(_ settings: TypeSettings) {}

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        let shown = TextNormalization.collapsed(Self.text(value))
        let key = Self.key(shown)
        if key.isEmpty { return .incomplete("empty") }
        if let code = Self.lookup[key] { return .valid(canonical: code) }
        let beginnings = Self.beginnings.contains(key) ? Self.spellings.filter { $0.key.hasPrefix(key) } : []
        if !beginnings.isEmpty {
            var seen: Set<String> = []
            let names = beginnings.filter { seen.insert($0.code).inserted }.map { "\($0.code) (\($0.shown))" }
            let few = names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", ..." : "")
            return .incomplete("incomplete: could become \(few)")
        }
        guard wantsReason else { return .invalid("") }
        if key.count <= 3 && key.allSatisfy({ $0.isASCII && $0.isLetter }) {
            return .invalid("'\(Quoting.display(shown))' is not an ISO 3166-1 country code")
        }
        var reason = "'\(Quoting.display(shown))' is not an ISO 3166-1 country"
        // Names that begin with the same letter: a misspelling seldom changes the first one,
        // and comparing with every name would cost an edit distance each.
        if key.count <= 64, let first = key.first, let guess = Suggestions.closest(to: key, among: Self.keysByFirstLetter[first] ?? []),
           let match = Self.spellings.first(where: { $0.key == guess }) {
            reason += " (did you mean '\(match.shown)'?)"
        }
        return .invalid(reason)
    }

    /// A code in ASCII letters, any case, spaces around it.
    func quickStatus(_ bytes: UnsafeBufferPointer<UInt8>) -> Status? {
        let core = QuickAccept.trimmed(bytes)
        guard core.count == 2 || core.count == 3, core.allSatisfy(QuickAccept.isLetter) else { return nil }
        return Self.lookup[String(decoding: core.map { $0 | 0x20 }, as: UTF8.self)] != nil ? .passed : nil
    }

    static func accepts(_ character: Character) -> Bool {
        character.isLetter || character == " " || character == "." || character == "'" || character == ","
            || character == "-" || character == "(" || character == ")" || character == "\u{2019}"
    }
}
