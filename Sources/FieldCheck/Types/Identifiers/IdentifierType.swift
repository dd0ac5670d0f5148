import ArgumentParsing
import FieldCheckIdentifiers
import FieldCheckReference

/// One identifier as python-stdnum's module for it (or Google's address data, for postal
/// codes) reads it: `validate` (the compact number, or what is wrong), the printed form
/// (`format()`), and which values are beginnings of a valid one. Each scheme is one file
/// (`IBAN`, `ISBN`, ...) and one line of the registry: `FieldType(IdentifierType<IBAN>.self)`.
protocol IdentifierScheme: Sendable {
    static var documentation: TypeDocumentation { get }
    /// The reference's `validate(value)`: the number in its compact form, or the failure.
    static func validate(_ value: String, _ context: IdentifierContext) -> Result<String, IdentifierFailure>
    /// The reference's printed form of a number `validate` gave (`format()`).
    static func printed(_ number: String, _ context: IdentifierContext) -> String
    /// Whether a value `validate` refused is a beginning of a valid number: fewer characters
    /// than a complete one, and every character so far possible where it stands (a value
    /// of a complete length is judged: a wrong check digit fails).
    static func isBeginning(_ value: String, _ context: IdentifierContext) -> Bool
    /// What a beginning lacks, in words (after `incomplete: `); by default the failure's.
    static func incompleteDetail(_ value: String, _ failure: IdentifierFailure, _ context: IdentifierContext) -> String
    /// Checks the rule's settings once, when the rule is made (a `--region` the scheme has
    /// no data for); the context the scheme reads.
    static func context(_ settings: TypeSettings) throws(RuleError) -> IdentifierContext
    /// Characters `prompt` takes for the type.
    static func accepts(_ character: Character) -> Bool
    /// The significant characters `prompt` groups in fours while typing (IBAN, card
    /// numbers); false for types typed as they are.
    static var groupsInFours: Bool { get }
    /// A list `types TYPE` prints (countries and their lengths); nil for none.
    static var reference: TypeReference? { get }
    /// Whether the scheme reads `--convert` (an ISBN-10's form is its ISBN-13): the option
    /// is declared for it alone, so that another type refuses it rather than ignore it.
    static var converts: Bool { get }

    // The fast tier, on the bytes of printable ASCII values (`IdentifierType.quickStatus`).
    /// The ASCII bytes `compact()` removes; nil for a scheme without a fast tier.
    static var quickRemoves: [UInt8]? { get }
    /// The fast tier takes the value as it is (printable ASCII, at most 64 bytes) and
    /// compacts it itself (`vat`: the separators depend on the country); `quickRemoves`
    /// and `quickUpperCases` are then not used.
    static var quickCompactsItself: Bool { get }
    /// Whether `compact()` upper-cases.
    static var quickUpperCases: Bool { get }
    /// Whether a compact number of printable ASCII (no spaces) is valid: true only where
    /// `validate` passes it (false hands the value to `validate`).
    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool
    /// The printed form of a number `quickValid` passed, appended; false to leave it to
    /// `printed` (nothing appended).
    static func quickPrinted(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool
    /// The compact form of a number `quickValid` passed, appended (by default the bytes
    /// themselves: `quickRemoves` made them compact).
    static func quickCompact(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer)
}

extension IdentifierScheme {
    static func context(_ settings: TypeSettings) throws(RuleError) -> IdentifierContext {
        IdentifierContext(region: settings.region, convert: settings.identifiers.convert, pattern: nil, postalCountry: nil)
    }
    static func accepts(_ character: Character) -> Bool { character.isASCII && (character.isLetter || character.isNumber || " -.".contains(character)) }
    static var groupsInFours: Bool { false }
    static var quickRemoves: [UInt8]? { nil }
    static var quickCompactsItself: Bool { false }
    static var quickUpperCases: Bool { true }
    static func quickValid(_ number: UnsafeBufferPointer<UInt8>) -> Bool { false }
    static func quickPrinted(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        form.append(number)
        return true
    }
    static func quickCompact(_ number: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) { form.append(number) }
    static func incompleteDetail(_ value: String, _ failure: IdentifierFailure, _ context: IdentifierContext) -> String { failure.detail }
    static var reference: TypeReference? { nil }
    static var converts: Bool { false }
}

/// What a scheme reads of the rule: the country (`--region`), `--convert`, and what the
/// scheme made of them once (the postal code pattern of the country).
struct IdentifierContext: @unchecked Sendable {
    var region: String?
    var convert: Bool
    /// Compiled for this rule alone (each thread's rule is made apart), so its match data
    /// is never shared.
    var pattern: CompiledPattern?
    var postalCountry: PostalCountry?

    /// What a port of python-stdnum reads of it.
    var stdnum: StdnumContext { StdnumContext(region: region, convert: convert) }
}

/// A port of python-stdnum (FieldCheckIdentifiers) is a scheme through its own functions.
extension IdentifierScheme where Self: StdnumScheme {
    static func validate(_ value: String, _ context: IdentifierContext) -> Result<String, IdentifierFailure> { validate(value, context.stdnum) }
    static func printed(_ number: String, _ context: IdentifierContext) -> String { printed(number, context.stdnum) }
    static func isBeginning(_ value: String, _ context: IdentifierContext) -> Bool { isBeginning(value, context.stdnum) }
    static func incompleteDetail(_ value: String, _ failure: IdentifierFailure, _ context: IdentifierContext) -> String {
        incompleteDetail(value, failure, context.stdnum)
    }
}

/// The type unit of every identifier scheme: the reference's verdict, too-short for a
/// beginning, the printed form as the canonical one (`--compact`: the compact form).
struct IdentifierType<Scheme: IdentifierScheme>: DocumentedUnit {
    package static var longestValue: Int? { shortValues }
    static var documentation: TypeDocumentation { Scheme.documentation }
    static var options: [OptionDefinition<RuleOptions>] {
        IdentifierSettings.definitions.filter { Scheme.converts || $0.name != "convert" }
    }
    static var reference: TypeReference? { Scheme.reference }
    static var isStringFormat: Bool { true }
    static func accepts(_ character: Character) -> Bool { Scheme.accepts(character) }
    static func isSignificant(_ character: Character) -> Bool { character.isASCII && (character.isLetter || character.isNumber) }

    let context: IdentifierContext
    let compactForm: Bool

    init(_ settings: TypeSettings) throws(RuleError) {
        context = try Scheme.context(settings)
        compactForm = settings.identifiers.compact
    }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        let text = String(decoding: value, as: UTF8.self)
        switch Scheme.validate(text, context) {
        case .success(let number):
            guard wantsCanonical else { return .valid(canonical: "") }
            return .valid(canonical: compactForm ? number : Scheme.printed(number, context))
        case .failure(let failure):
            if StdnumText.strip(text).isEmpty { return .incomplete("empty") }
            if Scheme.isBeginning(text, context) { return .incomplete(Scheme.incompleteDetail(text, failure, context)) }
            return .invalid(failure.detail)
        }
    }

    /// The fast tier: a value of printable ASCII, compacted on its bytes as `compact()`
    /// would, that the scheme's byte check passes; nil for everything else (`validate`).
    func quickStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        Self.withQuickNumber(value) { Scheme.quickValid($0) } == true ? .passed : nil
    }

    func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        let compact = compactForm, convert = context.convert
        return Self.withQuickNumber(value) { number in
            guard Scheme.quickValid(number) else { return false }
            if compact {
                Scheme.quickCompact(number, into: &form)
                return true
            }
            guard !convert else { return false }
            return Scheme.quickPrinted(number, into: &form)
        } ?? false
    }

    /// `body` of the value compacted (bytes of `quickRemoves` dropped, upper-cased), if
    /// the value is printable ASCII of at most 64 bytes and the scheme has a fast tier.
    @inline(__always)
    static func withQuickNumber<R>(_ value: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard let removes = Scheme.quickRemoves, value.count <= 64 else { return nil }
        if Scheme.quickCompactsItself {
            for byte in value where byte < 0x20 || byte >= 0x7F { return nil }
            return body(value)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer -> R? in
            var count = 0
            for byte in value {
                guard byte >= 0x20 && byte < 0x7F else { return nil }
                if removes.contains(byte) { continue }
                // (A space compact() keeps, or the grave accent it maps: left to validate.)
                if byte == 0x20 || byte == 0x60 { return nil }
                buffer[count] = Scheme.quickUpperCases && byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
                count += 1
            }
            return body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    static func mask(_ text: String) -> String? {
        guard Scheme.groupsInFours else { return nil }
        var out = ""
        var count = 0
        for character in text where isSignificant(character) {
            if count > 0 && count % 4 == 0 { out.append(" ") }
            out += character.uppercased()
            count += 1
        }
        return out
    }
}

/// What the identifier options set.
package struct IdentifierSettings: OwnTypeSettings {
    /// `--compact`: the canonical form is the compact, electronic one.
    package var compact = false
    /// `--convert`: an ISBN-10's canonical form is the ISBN-13.
    package var convert = false

    package init() {}

    static var definitions: [OptionDefinition<RuleOptions>] { [
        OptionDefinition(
            "compact", section: "Rules",
            summary: "identifiers: the canonical form is the compact one (no spaces or hyphens)",
            discussion: """
                For the identifier types (iban, bic, vat, isbn, issn, ean, isin, lei, cusip, \
                imei, card, ssn, ein, postal), the canonical form is the compact, electronic \
                one, as python-stdnum's compact() writes it (DE89370400440532013000, \
                9780306406157), instead of the printed one (DE89 3704 0044 0532 0130 00, \
                978-0-306-40615-7).
                """,
            negatable: true, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in options.settings.identifiers.compact = argument.isOn },
        OptionDefinition(
            "convert", section: "Rules",
            summary: "--type isbn: the canonical form of an ISBN-10 is its ISBN-13",
            discussion: """
                For --type isbn, the canonical form of an ISBN-10 is the ISBN-13 it becomes \
                (978 before it, the check digit computed again), as python-stdnum's \
                format(convert=True) writes it: 0-306-40615-2 becomes 978-0-306-40615-7.
                """,
            negatable: true, scopes: Scope.rules
        ) { (options: inout RuleOptions, argument) throws(ArgumentError) in options.settings.identifiers.convert = argument.isOn },
    ] }
}

extension TypeSettings {
    package var identifiers: IdentifierSettings {
        get { self[IdentifierSettings.self] }
        set { self[IdentifierSettings.self] = newValue }
    }
}
