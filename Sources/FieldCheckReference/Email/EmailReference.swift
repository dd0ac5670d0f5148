/// The reference judgement of an e-mail address: the port of email-validator
/// (`EmailValidator`), with a beginning that a common ending completes told as too-short.
/// What `FIELDCHECK_REFERENCE=1` judges with, and what `EmailType`'s quick reading falls
/// back to and is held to: this module cannot import it.
package enum EmailReference {
    /// Endings that complete common beginnings (`ann` → `ann@example.com`, `ann@example`
    /// → `ann@example.com`): an unfinished value that one of them makes valid is too-short
    /// (`a b` also lacks an @-sign, but no ending saves it).
    package static let completions = ["@example.com", "x@example.com", "example.com", ".com", "com", "a.com", "a", "x.com"]

    /// The messages email-validator gives for beginnings of valid addresses (found by
    /// validating every prefix of thousands of valid ones); any other mistake is final. Each
    /// with every ending, the one that usually completes it first: the verdict is the same
    /// in any order, and most unfinished values are then settled by one more check.
    package static let unfinished: [String: [String]] = [
        "An email address must have an @-sign.": first("@example.com"),
        "There must be something after the @-sign.": first("example.com"),
        "The part after the @-sign is not valid. It should have a period.": first(".com"),
        "An email address cannot end with a period.": first("com"),
        "An email address cannot end with a hyphen.": first("a.com"),
    ]

    package static func first(_ ending: String) -> [String] { [ending] + completions.filter { $0 != ending } }

    package static func judge(
        _ value: Substring, domains: EmailValidator.DomainCache? = nil, wantsCanonical: Bool = true, wantsReason: Bool = true
    ) -> TypeJudgement {
        let address = String(Trimming.trimmed(value))
        switch EmailValidator.judge(address, domains: domains, wantsNormalized: wantsCanonical) {
        case .success(let normalized):
            return .valid(canonical: normalized)
        case .failure(let failure):
            // (No message that lists characters is one an ending completes.)
            let endings = failure.listed == nil ? unfinished[failure.text] : nil
            var reason: String {
                guard wantsReason else { return "" }
                // The final period dropped as a byte (no character walk from the end).
                let message = failure.message
                return message.utf8.last == UInt8(ascii: ".") ? String(decoding: message.utf8.dropLast(), as: UTF8.self) : message
            }
            guard let endings else { return .invalid(reason) }
            for ending in endings {
                if case .success = EmailValidator.judge(address + ending, domains: domains, wantsNormalized: false) {
                    return .incomplete(reason)
                }
            }
            return .invalid(reason)
        }
    }
}
