import ArgumentParsing
import FieldCheckReference

/// `boolean`: one of the spellings of true or false. By default those of Table Schema
/// (`true True TRUE 1`, `false False FALSE 0`), exactly; `--true-value` and
/// `--false-value` give others (`yes`/`no`). Canonical: `true` or `false`.
struct BooleanType: TypeUnit {
    package static var longestValue: Int? { shortValues }
    static var name: String { "boolean" }
    static var summary: String { "true false True False TRUE FALSE 1 0 (other spellings by option)" }
    static var canonicalForm: String { "true or false" }
    /// The row of the README's table of types (Markdown).
    static var markdownRow: (passes: String, canonical: String) {
        ("`true True TRUE 1`, `false False FALSE 0`; others with `--true-value`/`--false-value`",
         "`true` or `false`")
    }
    static var examples: [String] { ["TRUE", "0", "tr", "yes", "tRUE"] }
    static var details: String { "One of the spellings of true (true, True, TRUE, 1) or false (false, False, FALSE, 0), as Frictionless Table Schema has them, with surrounding whitespace ignored. --true-value V and --false-value V (each repeatable) give the spellings instead (yes/no, Y/N, on/off), matched exactly, or without regard to case with -i; true and false themselves are always taken, so that the canonical form reads back. The canonical form is true or false (with --table-schema, the first spelling given for each, and only the spellings given are taken, as Table Schema has it). The beginning of a spelling is too-short." }

    static var usesCase: Bool { true }
    static let defaultTrue = ["true", "True", "TRUE", "1"]
    static let defaultFalse = ["false", "False", "FALSE", "0"]

    /// Spelling → value; lower-cased keys when `caseless`.
    let spellings: [String: Bool]
    let listed: [String]
    let caseless: Bool
    let trims: Bool
    let canonicalTrue: String
    let canonicalFalse: String

    init(_ settings: TypeSettings) throws(RuleError) {
        let given = settings.boolean
        let trueValues = given.trueValues.isEmpty && !given.noTrueValues ? Self.defaultTrue : given.trueValues
        let falseValues = given.falseValues.isEmpty && !given.noFalseValues ? Self.defaultFalse : given.falseValues
        caseless = settings.caseless
        trims = !settings.tableSchema
        var spellings: [String: Bool] = [:]
        // The canonical forms always read back, so that what format writes passes (with
        // --table-schema, the first spelling of each is the canonical form instead).
        var all = [(trueValues, true), (falseValues, false)]
        if !settings.tableSchema { all += [(["true"], true), (["false"], false)] }
        for (values, meaning) in all {
            for value in values {
                let key = caseless ? value.lowercased() : value
                // (Table Schema reads a spelling given as both as false, the later list, as
                // frictionless does; fieldcheck's own options refuse it.)
                if let earlier = spellings[key], earlier != meaning, !settings.tableSchema {
                    throw RuleError("'\(Quoting.display(value))' is given both as a true and as a false value")
                }
                spellings[key] = meaning
            }
        }
        self.spellings = spellings
        listed = trueValues + falseValues
        canonicalTrue = settings.tableSchema ? trueValues.first ?? "true" : "true"
        canonicalFalse = settings.tableSchema ? falseValues.first ?? "false" : "false"
    }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        let text = trims ? String(Trimming.trimmed(Self.text(value))) : String(decoding: value, as: UTF8.self)
        let key = caseless ? text.lowercased() : text
        if let meaning = spellings[key] { return .valid(canonical: meaning ? canonicalTrue : canonicalFalse) }
        if text.isEmpty { return .incomplete("empty") }
        let beginnings = listed.filter { (caseless ? $0.lowercased() : $0).hasPrefix(key) }
        if !beginnings.isEmpty { return .incomplete("incomplete: could become \(ValueConstraints.few(beginnings, of: beginnings.count))") }
        guard wantsReason else { return .invalid("") }
        if listed.isEmpty { return .invalid("'\(Quoting.display(text))' is not a boolean (no spelling of true or false is given)") }
        var reason = "'\(Quoting.display(text))' is not a boolean (\(ValueConstraints.few(listed, of: listed.count)))"
        if let guess = Suggestions.closest(to: text, among: listed) { reason += "; did you mean '\(guess)'?" }
        return .invalid(reason)
    }

    /// A spelling exactly as listed (ASCII, no surrounding spaces).
    func quickStatus(_ bytes: UnsafeBufferPointer<UInt8>) -> Status? {
        guard !caseless, bytes.count <= 8, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        return spellings[String(decoding: bytes, as: UTF8.self)] != nil ? .passed : nil
    }
}
