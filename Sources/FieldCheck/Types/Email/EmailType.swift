import FieldCheckReference

/// `email`: an address python's email-validator accepts with its defaults and no
/// deliverability check, internationalized ones included (UTF-8 local parts, IDN
/// domains). Canonical: email-validator's normalized form (the local part in NFC, the
/// domain lower-cased and UTS #46-mapped, A-labels shown as Unicode).
struct EmailType: TypeUnit {
    package static var longestValue: Int? { shortValues }
    static var name: String { "email" }
    static var summary: String { "an address python's email-validator accepts (no deliverability check)" }
    static var canonicalForm: String { "email-validator's normalized form: local part NFC, domain lower-cased (IDNA)" }
    /// The row of the README's table of types (Markdown).
    static var markdownRow: (passes: String, canonical: String) {
        ("an address python's email-validator accepts with its defaults, no deliverability check (UTF-8 local parts, IDN domains)",
         "email-validator's normalized form: local part NFC, domain lower-cased and UTS #46-mapped")
    }
    static var examples: [String] { ["Ann.Lee@Example.COM", "ann@", "ann@example", "ann..lee@example.com"] }
    static var details: String {
        "An address that python's email-validator (\(EmailValidator.referenceVersion)) accepts with its defaults and no deliverability check: a dot-atom local part (UTF-8 allowed; quoted local parts are not), a domain name with a period and a top-level domain ending in a letter, IDN domains checked with IDNA 2008 and UTS #46 (idna \(IDNAData.idnaVersion)), at most 254 octets in all; special-use domains (arpa, invalid, local, localhost, onion, test) and bracketed IP addresses fail. The canonical form is email-validator's normalized form: the local part in NFC, the domain lower-cased and mapped (fullwidth letters become ASCII, A-labels are shown in Unicode). A beginning that an ending like '@example.com' or '.com' would complete is too-short; reasons are email-validator's messages. With --table-schema, as frictionless checks Table Schema's email format (python validators.email): see the README."
    }

    let tableSchema: Bool
    /// Domains judged so far (by this rule, on this thread).
    let domains = EmailValidator.DomainCache()
    /// The letters beyond ASCII met in domains so far (by this rule, on this thread).
    let memo = EmailQuickCheck.DomainMemo()

    /// The reading of the last cell a report asked about, for its reason.
    let lastReading = ReadingMemo<EmailQuickCheck.Reading>()

    init(_ settings: TypeSettings) { tableSchema = settings.tableSchema }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        if tableSchema { return TableSchemaEmail.judge(value, wantsCanonical: wantsCanonical) }
        // The quick reading settles the common shapes, normalized form and reason included
        // (`format` of a column of international addresses); the rest is the full check's.
        if let reading = EmailQuickCheck.read(value, memo: memo) {
            if let missing = reading.missing { return .incomplete(wantsReason ? missing.reason.description : "") }
            if reading.status == .passed {
                return .valid(canonical: wantsCanonical ? EmailQuickCheck.normalized(value, at: reading.at) : "")
            }
            if !wantsReason { return .invalid("") }
            var written = false
            let reason = ByteBuffer.text { reason in written = EmailQuickCheck.writeFailure(value, reading, into: &reason) }
            if written { return .invalid(reason) }
        }
        return EmailReference.judge(Self.text(value), domains: domains, wantsCanonical: wantsCanonical, wantsReason: wantsReason)
    }

    /// The reference: email-validator's rules (the port), no quick reading.
    func referenceJudge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        if tableSchema { return TableSchemaEmail.judge(value, wantsCanonical: wantsCanonical) }
        return EmailReference.judge(Self.text(value), domains: domains, wantsCanonical: wantsCanonical, wantsReason: wantsReason)
    }

    func quickStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        if tableSchema {
            guard UTF8Validation.isASCII(value) else { return nil }
            return TableSchemaEmail.isValid(scalars: value.map { UInt32($0) }) ? .passed : .failed
        }
        return EmailQuickCheck.status(value, memo: memo)
    }

    /// The normalized form of an address the quick reading passes, as `judge` makes it.
    /// (Its quick status passed: its @-sign is the trimmed address's only one, found again
    /// without a second reading.)
    func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        guard !tableSchema, let at = QuickAccept.trimmed(value).firstIndex(of: 0x40) else { return false }
        EmailQuickCheck.writeNormalized(value, at: at, into: &form)
        return true
    }

    /// The quick status, the reading of an address that does not pass kept for the reason
    /// the report asks next (`lastReading`).
    func reportQuickStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        if tableSchema { return quickStatus(value) }
        let reading = EmailQuickCheck.read(value, memo: memo)
        if reading?.status == .passed { lastReading.clear() } else { lastReading.keep(reading, for: value) }
        return reading?.status
    }

    /// An unfinished address in a shape the quick check reads (`ann`, `ann@`, `ann@example`,
    /// `ann@example.com.`) gets its reason without the full validator; so does a mistake the
    /// quick check finds that no ending mends (`.ann@example.com`, `ann@exa mple.com`).
    func writeReason(_ value: UnsafeBufferPointer<UInt8>, quick: Status?, into reason: inout ByteBuffer) -> Status? {
        guard !tableSchema, quick != .passed,
            let reading = lastReading.take(for: value) ?? EmailQuickCheck.read(value, memo: memo)
        else { return nil }
        if let missing = reading.missing {
            reason.append(text: missing.reason)
            return .tooShort
        }
        return reading.status == .failed && EmailQuickCheck.writeFailure(value, reading, into: &reason) ? .failed : nil
    }
}
