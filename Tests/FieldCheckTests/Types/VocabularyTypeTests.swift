import FieldCheck
import Testing

/// The types of a table schema's vocabulary, each row checked by `verify`: status,
/// canonical form or reason, and the round trips (format is idempotent, its output
/// passes --canonical).
@Suite struct IntegerTypeTests {
    static let cases: [TypeCase] = [
        TypeCase("42", .passed, "42"),
        TypeCase("-42", .passed, "-42"),
        TypeCase("+42", .passed, "42"),
        TypeCase("007", .passed, "7"),
        TypeCase("-007", .passed, "-7"),
        TypeCase("0", .passed, "0"),
        TypeCase("-0", .passed, "0"),
        TypeCase("+000", .passed, "0"),
        TypeCase("  12  ", .passed, "12"),
        TypeCase("123456789012345678901234567890", .passed, "123456789012345678901234567890"),
        TypeCase("", .tooShort, "empty"),
        TypeCase("   ", .tooShort, "empty"),
        TypeCase("-", .tooShort, "needs a digit"),
        TypeCase("+", .tooShort, "needs a digit"),
        TypeCase("4.5", .failed, "no point"),
        TypeCase("1,000", .failed, "separators"),
        TypeCase("1_000", .failed, "separators"),
        TypeCase("1 000", .failed, "separators"),
        TypeCase("1e5", .failed, "exponents"),
        TypeCase("--1", .failed, "the sign goes first"),
        TypeCase("1-", .failed, "the sign goes first"),
        TypeCase("١٢", .failed, "ASCII digits"),
        TypeCase("12a", .failed, "'a' is not allowed"),
        TypeCase("0x1F", .failed, "'x' is not allowed"),
    ]

    @Test(arguments: cases) func integer(_ row: TypeCase) throws { try verify(.integer, row) }
}

@Suite struct BooleanTypeTests {
    static let cases: [TypeCase] = [
        TypeCase("true", .passed, "true"),
        TypeCase("True", .passed, "true"),
        TypeCase("TRUE", .passed, "true"),
        TypeCase("1", .passed, "true"),
        TypeCase("false", .passed, "false"),
        TypeCase("False", .passed, "false"),
        TypeCase("FALSE", .passed, "false"),
        TypeCase("0", .passed, "false"),
        TypeCase(" true ", .passed, "true"),
        TypeCase("\tFALSE", .passed, "false"),
        TypeCase("", .tooShort, "empty"),
        TypeCase("t", .tooShort, "could become 'true'"),
        TypeCase("tr", .tooShort, "could become 'true'"),
        TypeCase("FAL", .tooShort, "could become 'FALSE'"),
        TypeCase("Fa", .tooShort, "could become 'False'"),
        TypeCase("yes", .failed, "is not a boolean"),
        TypeCase("no", .failed, "is not a boolean"),
        TypeCase("tRUE", .failed, "did you mean 'true'?"),
        TypeCase("01", .failed, "is not a boolean"),
        TypeCase("1.0", .failed, "is not a boolean"),
        TypeCase("truee", .failed, "is not a boolean"),
        TypeCase("2", .failed, "is not a boolean"),
    ]

    @Test(arguments: cases) func boolean(_ row: TypeCase) throws { try verify(.boolean, row) }

    @Test func otherSpellings() throws {
        var options = RuleOptions()
        options.type = .boolean
        options.settings.boolean.trueValues = ["yes", "Y"]
        options.settings.boolean.falseValues = ["no", "N"]
        let rule = try options.makeRule()
        #expect(rule.format(Array("yes".utf8)).formatted == "true")
        #expect(rule.format(Array("N".utf8)).formatted == "false")
        // The canonical forms always read back, so that format's output passes.
        #expect(rule.check(Array("true".utf8)).status == .passed)
        #expect(rule.check(Array("1".utf8)).status == .failed)
        #expect(rule.check(Array("YES".utf8)).status == .failed)
        #expect(rule.check(Array("ye".utf8)).status == .tooShort)
        options.ignoreCase = true
        let caseless = try options.makeRule()
        #expect(caseless.format(Array("YES".utf8)).formatted == "true")
        #expect(caseless.format(Array("n".utf8)).formatted == "false")
        options.settings.boolean.falseValues = ["yes"]
        #expect(throws: RuleError.self) { try options.makeRule() }
    }
}

@Suite struct CountryTypeTests {
    static let cases: [TypeCase] = [
        TypeCase("DE", .passed, "DE"),
        TypeCase("de", .passed, "DE"),
        TypeCase("DEU", .passed, "DE"),
        TypeCase("deu", .passed, "DE"),
        TypeCase("Germany", .passed, "DE"),
        TypeCase("  germany ", .passed, "DE"),
        TypeCase("United  Kingdom", .passed, "GB"),
        TypeCase("GBR", .passed, "GB"),
        TypeCase("Bolivia", .passed, "BO"),
        TypeCase("Bolivia, Plurinational State of", .passed, "BO"),
        TypeCase("South Korea", .passed, "KR"),
        TypeCase("Korea, Republic of", .passed, "KR"),
        TypeCase("Côte d'Ivoire", .passed, "CI"),
        TypeCase("Côte d’Ivoire", .passed, "CI"),
        TypeCase("United States of America", .passed, "US"),
        TypeCase("us", .passed, "US"),
        TypeCase("", .tooShort, "empty"),
        TypeCase("Ger", .tooShort, "DE (Germany)"),
        TypeCase("united", .tooShort, "could become"),
        TypeCase("XX", .failed, "not an ISO 3166-1 country code"),
        TypeCase("ZZ", .failed, "not an ISO 3166-1 country code"),
        // The names people write (CLDR's English names and alternatives): each passes whole,
        // with its code as canonical form, never too-short as the beginning of another.
        TypeCase("UK", .passed, "GB"),
        TypeCase("U.K.", .passed, "GB"),
        TypeCase("Turkey", .passed, "TR"),
        TypeCase("Türkiye", .passed, "TR"),
        TypeCase("Russia", .passed, "RU"),
        TypeCase("Macau", .passed, "MO"),
        TypeCase("macao sar china", .passed, "MO"),
        TypeCase("Cape Verde", .passed, "CV"),
        TypeCase("Ivory Coast", .passed, "CI"),
        TypeCase("Vatican City", .passed, "VA"),
        TypeCase("Czechia", .passed, "CZ"),
        TypeCase("Czech Republic", .passed, "CZ"),
        TypeCase("Burma", .passed, "MM"),
        TypeCase("Congo - Kinshasa", .passed, "CD"),
        TypeCase("St. Lucia", .passed, "LC"),
        TypeCase("Niger", .passed, "NE"),
        TypeCase("Uk", .passed, "GB"),
        TypeCase("Ukra", .tooShort, "UA (Ukraine)"),
        TypeCase("Germny", .failed, "did you mean 'Germany'?"),
        TypeCase("Atlantis", .failed, "not an ISO 3166-1 country"),
        TypeCase("D3", .failed, "not an ISO 3166-1 country"),
    ]

    @Test(arguments: cases) func country(_ row: TypeCase) throws { try verify(.country, row) }
}

@Suite struct URLTypeTests {
    static let cases: [TypeCase] = [
        TypeCase("https://example.com", .passed, "https://example.com"),
        TypeCase("HTTPS://Example.COM/Path?Q=1#F", .passed, "https://example.com/Path?Q=1#F"),
        TypeCase("http://user:pw@Host.example:8080/a/b", .passed, "http://user:pw@host.example:8080/a/b"),
        TypeCase("mailto:Ann@Example.com", .passed, "mailto:Ann@Example.com"),
        TypeCase("urn:isbn:0451450523", .passed, "urn:isbn:0451450523"),
        TypeCase("file:///etc/hosts", .passed, "file:///etc/hosts"),
        TypeCase("http://[2001:db8::1]/x", .passed, "http://[2001:db8::1]/x"),
        TypeCase("http://192.0.2.1:80/", .passed, "http://192.0.2.1:80/"),
        TypeCase("https://example.com/a%20b", .passed, "https://example.com/a%20b"),
        TypeCase("  https://example.com  ", .passed, "https://example.com"),
        TypeCase("tel:+1-201-555-0123", .passed, "tel:+1-201-555-0123"),
        TypeCase("", .tooShort, "empty"),
        TypeCase("https", .tooShort, "needs ':'"),
        TypeCase("https://example.com/%2", .tooShort, "two hex digits"),
        TypeCase("http://[::1", .tooShort, "closing ']'"),
        TypeCase("://example.com", .failed, "starts with a scheme"),
        TypeCase("1http://x", .failed, "starts with a scheme"),
        TypeCase("http://exa mple.com", .failed, "a space must be percent-encoded"),
        TypeCase("https://example.com/é", .failed, "must be percent-encoded"),
        TypeCase("https://example.com/%zz", .failed, "two hex digits"),
        TypeCase("http://example.com:80a/", .failed, "a port has only digits"),
        TypeCase("a:b#c#d", .failed, "a second '#'"),
        TypeCase("http://ex<ample.com", .failed, "is not allowed here"),
        TypeCase("h_t://x", .failed, "cannot be in a scheme"),
    ]

    @Test(arguments: cases) func url(_ row: TypeCase) throws { try verify(.url, row) }
}

@Suite struct UUIDTypeTests {
    static let canonical = "123e4567-e89b-12d3-a456-426614174000"
    static let cases: [TypeCase] = [
        TypeCase("123e4567-e89b-12d3-a456-426614174000", .passed, canonical),
        TypeCase("123E4567-E89B-12D3-A456-426614174000", .passed, canonical),
        TypeCase("123e4567e89b12d3a456426614174000", .passed, canonical),
        TypeCase("{123e4567-e89b-12d3-a456-426614174000}", .passed, canonical),
        TypeCase("urn:uuid:123e4567-e89b-12d3-a456-426614174000", .passed, canonical),
        TypeCase("URN:UUID:123E4567E89B12D3A456426614174000", .passed, canonical),
        TypeCase("  123e4567-e89b-12d3-a456-426614174000 ", .passed, canonical),
        TypeCase("00000000-0000-0000-0000-000000000000", .passed, "00000000-0000-0000-0000-000000000000"),
        TypeCase("", .tooShort, "empty"),
        TypeCase("123e4567", .tooShort, "got 8"),
        TypeCase("123e4567-e89b-12d3", .tooShort, "got 16"),
        TypeCase("123e4567-e89b-12d3-a456-42661417400", .tooShort, "got 31"),
        TypeCase("{123e4567-e89b-12d3-a456-426614174000", .tooShort, "closing '}'"),
        TypeCase("urn:uu", .tooShort, "urn:uuid:"),
        TypeCase("123e4567-e89b-12d3-a456-4266141740000", .failed, "too many"),
        TypeCase("123e4567-e89b-12d3-a456-42661417400g", .failed, "'g' is not a hexadecimal digit"),
        TypeCase("123e-4567-e89b-12d3-a456-426614174000", .failed, "8-4-4-4-12"),
        TypeCase("123e4567-e89b12d3-a456-426614174000", .failed, "8-4-4-4-12"),
        TypeCase("{123e4567}", .failed, "before '}'"),
        TypeCase("123e4567 e89b", .failed, "not a hexadecimal digit"),
        TypeCase("123e4567e89b12d3a4564266141740001", .failed, "too many"),
        TypeCase("xyz", .failed, "not a hexadecimal digit"),
    ]

    @Test(arguments: cases) func uuid(_ row: TypeCase) throws { try verify(.uuid, row) }
}
