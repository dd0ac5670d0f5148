import FieldCheckReference

/// `url`: an absolute URI as RFC 3986 defines it: a scheme, `:`, and a hierarchical part
/// (`//authority/path`, or a path), an optional `?query` and `#fragment`, every
/// character allowed where it stands (others percent-encoded). Canonical: the scheme and
/// host lower-cased. With `--table-schema`, frictionless's check of Table Schema's uri
/// format: a scheme and `:` at the start, anything after.
struct URLType: TypeUnit {
    static var name: String { "url" }
    static var summary: String { "an absolute URI (RFC 3986): scheme, colon, and the rest" }
    static var canonicalForm: String { "scheme and host lower-cased" }
    /// The row of the README's table of types (Markdown).
    static var markdownRow: (passes: String, canonical: String) {
        ("an absolute URI (RFC 3986): scheme, `:`, then authority, path, query, fragment",
         "scheme and host lower-cased")
    }
    static var examples: [String] { ["HTTPS://Example.COM/a?b#c", "mailto:ann@example.com", "https", "example.com", "http://a b"] }
    static var details: String { "An absolute URI as RFC 3986 defines it: a scheme (a letter, then letters, digits, + - .), a colon, then //authority (user info, a host name, IPv4 address or [IPv6] literal, a port) and a path, or a path alone (mailto:ann@example.com, urn:isbn:0451450523), then an optional ?query and #fragment. Every character must be allowed where it stands: spaces and non-ASCII characters must be percent-encoded (%20, %C3%A9). Surrounding whitespace is ignored. The canonical form lower-cases the scheme and the host. A value that ends while a URI could still follow (a scheme without its colon, a % without its two hex digits, an open [) is too-short. With --table-schema, as frictionless checks Table Schema's uri format: a scheme and a colon at the start, anything after." }

    let tableSchema: Bool

    init(_ settings: TypeSettings) { tableSchema = settings.tableSchema }

    static func isSchemeByte(_ b: UInt8) -> Bool { QuickAccept.isLetter(b) || QuickAccept.isDigit(b) || b == 0x2B || b == 0x2D || b == 0x2E }
    static func isUnreserved(_ b: UInt8) -> Bool {
        QuickAccept.isLetter(b) || QuickAccept.isDigit(b) || b == 0x2D || b == 0x2E || b == 0x5F || b == 0x7E
    }
    static func isSubDelim(_ b: UInt8) -> Bool { "!$&'()*+,;=".utf8.contains(b) }
    static func isHex(_ b: UInt8) -> Bool { QuickAccept.isDigit(b) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x66) }

    func judge(_ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool) -> TypeJudgement {
        if tableSchema {
            guard let first = value.first, QuickAccept.isLetter(first),
                  let colon = value.firstIndex(where: { !Self.isSchemeByte($0) }), value[colon] == 0x3A else {
                return .invalid("a URI starts with a scheme and ':' (https:, mailto:)")
            }
            return .valid(canonical: String(decoding: value, as: UTF8.self))
        }
        let text = Array(String(Trimming.trimmed(Self.text(value))).utf8)
        if text.isEmpty { return .incomplete("empty") }
        return Self.judgeURI(text)
    }

    static func judgeURI(_ text: [UInt8]) -> TypeJudgement {
        // The scheme.
        guard QuickAccept.isLetter(text[0]) else { return .invalid("a URI starts with a scheme, a letter first (https:, mailto:)") }
        var index = 1
        while index < text.count && isSchemeByte(text[index]) { index += 1 }
        if index == text.count { return .incomplete("needs ':' after the scheme") }
        guard text[index] == 0x3A else {
            return .invalid("\(describe(text, index)) cannot be in a scheme; a URI starts with a scheme and ':' (https:, mailto:)")
        }
        let scheme = text[0..<index]
        index += 1
        var hostRange: Range<Int>?
        // The authority.
        if index + 1 < text.count && text[index] == 0x2F && text[index + 1] == 0x2F {
            index += 2
            let end = text[index...].firstIndex(where: { $0 == 0x2F || $0 == 0x3F || $0 == 0x23 }) ?? text.count
            let authority = Array(text[index..<end])
            switch checkAuthority(authority) {
            case .failure(let problem):
                return problem.incomplete && end == text.count ? .incomplete(problem.reason) : .invalid(problem.reason)
            case .success(let host):
                hostRange = (index + host.lowerBound)..<(index + host.upperBound)
            }
            index = end
        }
        // Path, query, fragment: pchar, '/', and '?' after the path; one '#'.
        var inFragment = false
        while index < text.count {
            let b = text[index]
            if b == 0x25 {
                if index + 1 == text.count || (index + 2 == text.count && isHex(text[index + 1])) {
                    return .incomplete("'%' needs two hex digits")
                }
                guard isHex(text[index + 1]), isHex(text[index + 2]) else { return .invalid("'%' must be followed by two hex digits") }
                index += 3
                continue
            }
            if b == 0x23 {
                if inFragment { return .invalid("a second '#' must be percent-encoded (%23)") }
                inFragment = true
            } else if !(isUnreserved(b) || isSubDelim(b) || b == 0x3A || b == 0x40 || b == 0x2F || b == 0x3F) {
                return .invalid(problem(text, index))
            }
            index += 1
        }
        var canonical = String(decoding: scheme.map { $0 | 0x20 }, as: UTF8.self) + ":"
        let rest = text[(scheme.count + 1)...]
        if let host = hostRange {
            canonical += String(decoding: rest[..<host.lowerBound], as: UTF8.self)
            canonical += String(decoding: text[host].map { QuickAccept.isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
            canonical += String(decoding: text[host.upperBound...], as: UTF8.self)
        } else {
            canonical += String(decoding: rest, as: UTF8.self)
        }
        return .valid(canonical: canonical)
    }

    struct Problem: Error { var reason: String; var incomplete: Bool }

    /// `[userinfo@]host[:port]`: the host's range within the authority.
    static func checkAuthority(_ authority: [UInt8]) -> Result<Range<Int>, Problem> {
        var start = 0
        if let at = authority.lastIndex(of: 0x40) {
            for (offset, b) in authority[..<at].enumerated() where !(isUnreserved(b) || isSubDelim(b) || b == 0x3A || b == 0x25) {
                return .failure(Problem(reason: problem(authority, offset), incomplete: false))
            }
            start = at + 1
        }
        var hostEnd: Int
        if start < authority.count && authority[start] == 0x5B {
            guard let close = authority[start...].firstIndex(of: 0x5D) else {
                return .failure(Problem(reason: "an IP literal needs its closing ']'", incomplete: true))
            }
            let literal = authority[(start + 1)..<close]
            guard !literal.isEmpty, literal.allSatisfy({ isHex($0) || $0 == 0x3A || $0 == 0x2E }) || literal.first.map({ $0 | 0x20 == 0x76 }) == true else {
                return .failure(Problem(reason: "'[\(String(decoding: literal, as: UTF8.self))]' is not an IP literal", incomplete: false))
            }
            hostEnd = close + 1
        } else {
            hostEnd = authority[start...].firstIndex(of: 0x3A) ?? authority.count
            for offset in start..<hostEnd {
                let b = authority[offset]
                if b == 0x25 { continue }
                if !(isUnreserved(b) || isSubDelim(b)) {
                    return .failure(Problem(reason: problem(authority, offset), incomplete: false))
                }
            }
        }
        if hostEnd < authority.count {
            guard authority[hostEnd] == 0x3A else { return .failure(Problem(reason: "a port comes after ':'", incomplete: false)) }
            for offset in (hostEnd + 1)..<authority.count where !QuickAccept.isDigit(authority[offset]) {
                return .failure(Problem(reason: "a port has only digits (\(describe(authority, offset)))", incomplete: false))
            }
        }
        let hostStart = start < authority.count && authority[start] == 0x5B ? start : start
        return .success(hostStart..<hostEnd)
    }

    static func describe(_ text: [UInt8], _ index: Int) -> String {
        guard let scalar = String(decoding: text[index...], as: UTF8.self).unicodeScalars.first else { return "a byte" }
        return TextNormalization.describe(Character(scalar))
    }

    static func problem(_ text: [UInt8], _ index: Int) -> String {
        let b = text[index]
        if b == 0x20 { return "a space must be percent-encoded (%20)" }
        if b >= 0x80 { return "\(describe(text, index)) must be percent-encoded (as its UTF-8 bytes)" }
        return "\(describe(text, index)) is not allowed here; percent-encode it"
    }

    static func accepts(_ character: Character) -> Bool { character.isASCII && !character.isWhitespace }
}
