import ArgumentParsing
import FieldCheckReference

/// Everything about one built-in type, in one place: its documentation (for `types`,
/// `--help`, the man page), its full check and canonical form, the quick check beside it,
/// its order (for `--minimum`/`--maximum`) and how `prompt` types it. `FieldType.allCases`
/// lists the units; adding a type is one file and one line there.
@usableFromInline package protocol TypeUnit: Sendable {
    /// The name given to `--type`.
    static var name: String { get }
    /// One line: what passes.
    static var summary: String { get }
    /// One line: the canonical form.
    static var canonicalForm: String { get }
    /// The type's row in the README's table of types (Markdown): what passes, the canonical
    /// form (`FieldType.markdownTable`, `--generate types`).
    static var markdownRow: (passes: String, canonical: String) { get }
    /// Values that show the rules, one of each status where there is one (judged live by `types`).
    static var examples: [String] { get }
    /// What to know beyond the summary, for `fieldcheck types TYPE`.
    static var details: String { get }

    /// A list `types TYPE` prints after the details (state codes, country codes); `nil` for none.
    static var reference: TypeReference? { get }

    /// Whether a Table Schema string field may name the type in `"x-type"` (`"x-type":
    /// "iban"`): a custom property, which frictionless ignores (it refuses such a `format`).
    static var isStringFormat: Bool { get }

    /// Options of the type's own (rows of the rule option table: `--region` for phone
    /// numbers), which set its fields of `TypeSettings`; none by default.
    static var options: [OptionDefinition<RuleOptions>] { get }

    /// The type as a rule's options configure it (boolean spellings, a date format...).
    init(_ settings: TypeSettings) throws(RuleError)

    /// The full check of one value (valid UTF-8, as given: surrounding whitespace is the
    /// type's business). Without `wantsCanonical` a valid value may come back with an
    /// empty canonical form; without `wantsReason`, a value that does not pass may come
    /// back with an empty reason.
    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement

    /// `judge` by the reference alone, every shortcut inside the unit off (the libphonenumber
    /// port, email-validator's rules, the character-by-character check): what
    /// `FIELDCHECK_REFERENCE=1` uses (`JudgingMode`), and what every fast tier must agree
    /// with. By default `judge` itself, for a unit with no shortcut inside it.
    func referenceJudge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement

    /// `judge` without a canonical form, when the caller has asked `quickStatus` already
    /// (`quick`, nil when it gave none): a type whose full check begins with its quick
    /// status need not walk the value again. By default, `judge`.
    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsReason: Bool, quick: Status?) -> TypeJudgement

    /// A status for the common shapes, in one pass over the bytes, or `nil` to ask `judge`.
    /// It must agree with `judge` wherever it answers, and never pass bytes that are not UTF-8.
    func quickStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status?

    /// What counts whole lines of values by `quickStatus` a buffer at a time (leaving the
    /// lines it does not settle), for `--count`; `nil` for none (see `LineCounter`).
    var lineCounter: (any LineCounter)? { get }

    /// `quickStatus`, for a report, which asks `writeReason` of the same value next when it
    /// does not pass: a type whose reason reads the value as its status does may keep what
    /// it read for it (`ReadingMemo`). By default, `quickStatus`.
    func reportQuickStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status?

    /// For a value that does not pass, in a shape the bytes settle: its status, with the
    /// reason `judge` gives written into `reason` (no String made: a report line for each
    /// bad cell of a column costs this). `nil`, with nothing written, for anything else.
    /// `quick` is the quick status when the caller has it. It must agree with `judge`
    /// wherever it answers, and answer only for bytes it has seen to be UTF-8 (the rule's
    /// check tells bytes that are not).
    func writeReason(_ value: UnsafeBufferPointer<UInt8>, quick: Status?, into reason: inout ByteBuffer) -> Status?

    /// Orders two canonical forms (negative, zero, positive); `nil` when the type has no
    /// order, so that `--minimum` and `--maximum` do not apply to it.
    func compare(_ a: String, _ b: String) -> Int?

    /// A fast tier of `--minimum`/`--maximum`: for a value whose quick status passed, its
    /// order against a bound (a canonical form of the type, as bytes), read on the bytes,
    /// as `compare` of its canonical form would give it; `nil` to leave it to `compare`.
    func quickOrder(_ value: UnsafeBufferPointer<UInt8>, _ bound: UnsafeBufferPointer<UInt8>) -> Int?
    /// A fast tier of `--canonical`: for a value whose quick status passed, whether it is
    /// its own canonical form, read on the bytes; `nil` to leave it to `judge`.
    func quickIsCanonical(_ value: UnsafeBufferPointer<UInt8>) -> Bool?
    /// A fast tier of the canonical form (`format`, `--canonical`, `--one-of`): for a value
    /// whose quick status passed, its canonical form as `judge` gives it, appended to `form`;
    /// `false`, with nothing appended, to leave it to `judge`.
    func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool
    /// A fast tier of the equality key (`--unique`, `--one-of`): for a value whose quick
    /// status passed, `equalityKey` of its canonical form, appended to `key`; `false`, with
    /// nothing appended, to leave it to `judge`. By default `quickCanonical`: a unit whose
    /// key is not its form (an instant for times with offsets) says so here.
    func quickKey(_ value: UnsafeBufferPointer<UInt8>, into key: inout ByteBuffer) -> Bool
    /// Whether `quickKey` always writes the canonical form (so a key made is also a form).
    var keysAreForms: Bool { get }
    /// The key that equal values share, for `--unique` and `--one-of` (a Table Schema
    /// number's `1.0` and `1`); the canonical form itself for most types; `nil` for a value
    /// equal to nothing, not even itself (NaN).
    func equalityKey(_ canonical: String) -> String?
    /// Whether values are whole numbers that grow as digits are typed after them (`5` →
    /// `50`), so that one below `--minimum` may still reach it (too-short, not failed).
    static var growsByDigits: Bool { get }
    /// The most bytes a value of the type can take (surrounding ASCII whitespace aside) and
    /// still be judged: a longer one fails without being read (`TypeValidator`), since no
    /// value of the type is near that long, and the ports behind some types hold a value in
    /// many times its size (a 40 MB cell took 1.8 GB as a UUID). `nil`: any length (text,
    /// names, addresses, numbers and URLs are read in memory about their size).
    static var longestValue: Int? { get }
    /// Whether `-i` means something to the type itself (spellings without regard to case).
    static var usesCase: Bool { get }
    /// Whether `compare` orders the type's values (so `--minimum` and `--maximum` apply).
    static var isOrdered: Bool { get }

    // As-you-type, for `prompt`.
    /// Whether a field of this type can hold the character at all.
    static func accepts(_ character: Character) -> Bool
    /// The value as the type's mask shows it while typing; `nil` for types without a mask.
    static func mask(_ text: String) -> String?
    /// The characters a mask keeps (the rest are its own punctuation).
    static func isSignificant(_ character: Character) -> Bool
    /// How many significant characters of `raw` the mask drops on purpose (a phone
    /// number's country code), so that dropping them is not refusing a key.
    static func maskDrops(_ raw: String) -> Int
    /// Whether the type's judgement of an incomplete value is exact, so that a key that
    /// turns a value that could still pass into one that cannot is refused.
    static var refusesDeadEnds: Bool { get }
    /// The mask as the rule's settings make it (a phone number's default region); the
    /// static `mask` unless a type's mask depends on them.
    func typingMask(_ text: String) -> String?
    /// `maskDrops`, as the rule's settings make it.
    func typingMaskDrops(_ raw: String) -> Int
}

extension TypeUnit {
    package static var reference: TypeReference? { nil }
    package static var options: [OptionDefinition<RuleOptions>] { [] }
    package static var isStringFormat: Bool { false }
    package static var longestValue: Int? { nil }
    /// `longestValue` of the types whose values are short (codes, identifiers, dates, phone
    /// numbers, e-mail addresses): far past any real one, far below a cell that hurts.
    package static var shortValues: Int? { 1 << 20 }
    package func referenceJudge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        judge(value, wantsCanonical: wantsCanonical, wantsReason: wantsReason)
    }
    package func quickStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? { nil }
    package var lineCounter: (any LineCounter)? { nil }
    package func reportQuickStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? { quickStatus(value) }
    package func judge(_ value: UnsafeBufferPointer<UInt8>, wantsReason: Bool, quick: Status?) -> TypeJudgement {
        judge(value, wantsCanonical: false, wantsReason: wantsReason)
    }
    package func writeReason(_ value: UnsafeBufferPointer<UInt8>, quick: Status?, into reason: inout ByteBuffer) -> Status? { nil }
    package func compare(_ a: String, _ b: String) -> Int? { nil }
    package func quickOrder(_ value: UnsafeBufferPointer<UInt8>, _ bound: UnsafeBufferPointer<UInt8>) -> Int? { nil }
    package func quickIsCanonical(_ value: UnsafeBufferPointer<UInt8>) -> Bool? { nil }
    package func quickCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool { false }
    package func quickKey(_ value: UnsafeBufferPointer<UInt8>, into key: inout ByteBuffer) -> Bool { quickCanonical(value, into: &key) }
    package var keysAreForms: Bool { true }
    package static var isOrdered: Bool { false }
    package static var usesCase: Bool { false }
    package static var growsByDigits: Bool { false }
    package func equalityKey(_ canonical: String) -> String? { canonical }
    package static func accepts(_ character: Character) -> Bool { true }
    package static func mask(_ text: String) -> String? { nil }
    package static func isSignificant(_ character: Character) -> Bool { character.isASCII && character.isNumber }
    package static func maskDrops(_ raw: String) -> Int { 0 }
    package static var refusesDeadEnds: Bool { false }
    package func typingMask(_ text: String) -> String? { Self.mask(text) }
    package func typingMaskDrops(_ raw: String) -> Int { Self.maskDrops(raw) }

    /// The value as text, for the types whose checks work on characters.
    @inline(__always)
    static func text(_ value: UnsafeBufferPointer<UInt8>) -> Substring {
        Substring(String(decoding: value, as: UTF8.self))
    }
}

/// A list printed by `fieldcheck types TYPE`: a title and rows of a code and its name.
@usableFromInline package struct TypeReference: Sendable {
    package var title: String
    package var rows: [(code: String, name: String)]
}
