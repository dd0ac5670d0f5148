import FieldCheckIdentifiers
import FieldCheckReference

/// `vat`: a VAT number with its country prefix, for the EU member states (Greece as `EL`),
/// Northern Ireland (`XI`), the United Kingdom, Switzerland and Norway, as python-stdnum's
/// `stdnum.vatin` checks it (each country's own module: `VATNumber`). With `--region`, a
/// number written without its prefix is read as that country's.
enum VAT: IdentifierScheme {
    static let documentation = TypeDocumentation(
        name: "vat",
        summary: "a VAT number of the EU (EL for Greece), XI, GB, CH or NO with its check digits (python-stdnum)",
        canonicalForm: "the country prefix and the number, compact (BE0403019261)",
        markdownRow: ("a VAT number with its country prefix: the EU member states (`EL` for Greece), `XI`, `GB`, `CH`, `NO`, each with its own check digits (python-stdnum's `vatin`); `--region` for numbers without their prefix",
                      "prefix and number, compact: `BE0403019261`"),
        examples: ["BE 0403.019.261", "BE040301", "BE0403019262"],
        details: """
            A value added tax identification number, as python-stdnum 2.2's stdnum.vatin \
            checks it: a country prefix (the EU member states, EL for Greece, XI for Northern \
            Ireland, GB, CH, NO) and the number as that country's module checks it (its \
            length, format and check digits). Spaces, dots and hyphens are read as each \
            country's compact() reads them. With --region CC, a number written without a \
            prefix is read as CC's (GR for Greece). A beginning of a number is too-short. The \
            canonical form is the prefix and the compact number (stdnum's compact()). Other \
            countries' numbers, which python-stdnum also knows (BR, IN, RU...), fail: \
            'fieldcheck types vat' lists the prefixes.
            """)

    static func context(_ settings: TypeSettings) throws(RuleError) -> IdentifierContext {
        var region = settings.region
        if region == "GR" { region = "EL" }
        if let given = region, !VATNumber.countries.contains(given) {
            throw RuleError("--type vat: no VAT numbers of '\(given)' are checked; 'fieldcheck types vat' lists the countries")
        }
        return IdentifierContext(region: region, convert: false, pattern: nil, postalCountry: nil)
    }

    /// The value with the `--region` prefix put before it when it has no prefix of its own.
    static func prefixed(_ value: String, _ context: IdentifierContext) -> String {
        guard let region = context.region else { return value }
        let letters = StdnumText.strip(StdnumText.clean(value)).unicodeScalars.prefix(2)
        let hasPrefix = letters.count == 2 && letters.allSatisfy { ($0.value | 0x20) >= 0x61 && ($0.value | 0x20) <= 0x7A }
        return hasPrefix ? value : region + value
    }

    static func validate(_ value: String, _ context: IdentifierContext) -> Result<String, IdentifierFailure> {
        VATNumber.validate(prefixed(value, context))
    }

    static func printed(_ number: String, _ context: IdentifierContext) -> String { number }

    /// A beginning of a number of a known country (`VATNumber.isBeginning`), unless what is
    /// wrong is its check digits: a number of a complete length is judged.
    static func isBeginning(_ value: String, _ context: IdentifierContext) -> Bool {
        let value = prefixed(value, context)
        guard VATNumber.isBeginning(value) else { return false }
        if case .failure(let failure) = VATNumber.validate(value) { return failure.problem != .checksum }
        return false
    }

    // The fast tier (`VATQuick`): numbers with their prefix, as most are written. (A value
    // without one, for --region, is the port's: the tier does not see the region.)
    static var quickRemoves: [UInt8]? { [] }
    static var quickCompactsItself: Bool { true }
    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool { VATQuick.isValid(number) }
    static func quickPrinted(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        VATQuick.appendCompact(number, into: &form)
        return true
    }
    static func quickCompact(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) {
        VATQuick.appendCompact(number, into: &form)
    }

    static var reference: TypeReference? {
        TypeReference(title: "Country prefixes (--region takes GR for EL):", rows: VATNumber.countries.map { code in
            (code, code == "EL" ? "Greece" : code == "XI" ? "Northern Ireland" : PhoneRegions.name(code))
        })
    }
}
