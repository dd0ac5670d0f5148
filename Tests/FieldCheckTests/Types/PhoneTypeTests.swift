@testable import FieldCheckReference
import Testing

@testable import FieldCheck

@Suite struct PhoneTypeTests {
    static let cases: [TypeCase] = [
        TypeCase("2015550123", .passed, "(201) 555-0123"),
        TypeCase("(201) 555-0123", .passed, "(201) 555-0123"),
        TypeCase("201-555-0123", .passed, "(201) 555-0123"),
        TypeCase("201.555.0123", .passed, "(201) 555-0123"),
        TypeCase("201 555 0123", .passed, "(201) 555-0123"),
        TypeCase("201/555-0123", .passed, "(201) 555-0123"),
        TypeCase("(201)555-0123", .passed, "(201) 555-0123"),
        TypeCase("  2015550123  ", .passed, "(201) 555-0123"),
        TypeCase("+12015550123", .passed, "(201) 555-0123"),
        TypeCase("+1 201 555 0123", .passed, "(201) 555-0123"),
        TypeCase("1-201-555-0123", .passed, "(201) 555-0123"),
        TypeCase("12015550123", .passed, "(201) 555-0123"),
        TypeCase("1 (201) 555-0123", .passed, "(201) 555-0123"),
        TypeCase("201-555-0123 x123", .passed, "(201) 555-0123 ext. 123"),
        TypeCase("201-555-0123 ext. 123", .passed, "(201) 555-0123 ext. 123"),
        TypeCase("201-555-0123 ext 1", .passed, "(201) 555-0123 ext. 1"),
        TypeCase("201-555-0123 extension 77", .passed, "(201) 555-0123 ext. 77"),
        TypeCase("201-555-0123#12", .passed, "(201) 555-0123 ext. 12"),
        TypeCase("2015550123;ext=5", .passed, "(201) 555-0123 ext. 5"),
        TypeCase("201-555-0123 X9", .passed, "(201) 555-0123 ext. 9"),
        TypeCase("800-555-0199", .passed, "(800) 555-0199"),
        TypeCase("(416) 555-0123", .passed, "(416) 555-0123"),  // Canada
        TypeCase("268 464 1234", .passed, "(268) 464-1234"),  // Antigua and Barbuda
        TypeCase("787-555-0123", .passed, "(787) 555-0123"),  // Puerto Rico
        TypeCase("876-555-0123", .passed, "(876) 555-0123"),  // Jamaica
        TypeCase("876-200-0123", .failed, "exchange 200 does not exist in area code 876"),  // not in service there
        TypeCase("5", .tooShort, "needs 10 digits, got 1"),
        TypeCase("201", .tooShort, "needs 10 digits, got 3"),
        TypeCase("201555", .tooShort, "needs 10 digits, got 6"),
        TypeCase("(201) 555-01", .tooShort, "needs 10 digits, got 8"),
        TypeCase("1", .tooShort, "needs 10 digits, got 0"),
        TypeCase("+1", .tooShort, "needs 10 digits, got 0"),
        TypeCase("1-201-555", .tooShort, "needs 10 digits, got 6"),
        TypeCase("(", .tooShort, "needs 10 digits, got 0"),
        TypeCase("123-555-0123", .failed, "area code 123 does not exist"),
        TypeCase("023-555-0123", .failed, "area code 023 does not exist"),
        TypeCase("0", .tooShort, "needs the country calling code after the international prefix"),  // 011 44 ...
        TypeCase("00", .failed, "no area code begins with 00"),
        TypeCase("201 155 0123", .failed, "exchange 155 does not exist in area code 201"),
        TypeCase("2682345678", .failed, "exchange 234 does not exist in area code 268"),
        TypeCase("201555012345", .failed, "needs 10 digits, got 12"),
        TypeCase("+44 20 7946 0958", .passed, "+44 20 7946 0958"),
        TypeCase("011 44 20 7946 0958", .passed, "+44 20 7946 0958"),
        TypeCase("+44 20 7946", .tooShort, "needs 10 digits after 44, got 6"),
        TypeCase("+4", .tooShort, "needs a country calling code after +"),
        TypeCase("+", .tooShort, "needs a country calling code after +"),
        TypeCase("+999 123 4567", .failed, "no country has the calling code +999"),
        TypeCase("+49 30 901820", .passed, "+49 30 901820"),
        TypeCase("+33 1 23 45 67 89", .passed, "+33 1 23 45 67 89"),
        TypeCase("1-800-FLOWERS", .passed, "(800) 356-9377"),
        TypeCase("201_555_0123", .failed, "'_' is not allowed in a phone number"),
        TypeCase("201-555-0123 x", .passed, "(201) 555-0123"),
        TypeCase("201-555-0123 x12a", .failed, "an extension has only digits"),
        TypeCase("201-555-0123 x1234567890", .failed, "longer than 9 digits"),
        TypeCase("201555 x12", .failed, "needs 10 digits before the extension, got 6"),
        TypeCase("x12", .failed, "an extension needs a number before it"),
        TypeCase("20+1-555-0123", .failed, "'+' goes only before the country code"),
    ]

    @Test(arguments: cases) func phone(_ row: TypeCase) throws { try verify(.phone, row) }

    /// The examples, each valid for libphonenumber with region US, in the national
    /// form it gives (checked against Fixtures/phone-issue-examples.tsv too).
    static let pasted: [TypeCase] = [
        TypeCase("835.337.4068x", .passed, "(835) 337-4068"),
        TypeCase("(201) 555-0123;", .passed, "(201) 555-0123"),
        TypeCase("+1-809-234-5678,", .passed, "(809) 234-5678"),
        TypeCase("(784) 266 1234?", .passed, "(784) 266-1234"),
        TypeCase("tel:+1-246-250-1761", .passed, "(246) 250-1761"),
        TypeCase("Tel: 268-480-1234", .passed, "(268) 480-1234"),
        TypeCase("++1 (264) 724-1327", .passed, "(264) 724-1327"),
        TypeCase("011 1 518 287 1212", .passed, "(518) 287-1212"),
        TypeCase("２０１５５５０１２３", .passed, "(201) 555-0123"),
        TypeCase("٢٠١٥٥٥٠١٢٣", .passed, "(201) 555-0123"),
        TypeCase("13452221234 ext: 99", .passed, "(345) 222-1234 ext. 99"),
        TypeCase("3100297", .passed, "310-0297"),
        TypeCase("+1(246)2501234,12", .passed, "(246) 250-1234 ext. 12"),
    ]

    @Test(arguments: pasted) func pastedShapes(_ row: TypeCase) throws { try verify(.phone, row) }

    /// Numbers read with another default region, and the region filter.
    static let regional: [(region: String, allowed: [String], form: PhoneFormat?, row: TypeCase)] = [
        ("GB", [], nil, TypeCase("020 7946 0958", .passed, "020 7946 0958")),
        ("GB", [], nil, TypeCase("+44 (0)20 7946 0958", .passed, "020 7946 0958")),
        ("GB", [], nil, TypeCase("07400 123456", .passed, "07400 123456")),
        ("GB", [], nil, TypeCase("(201) 555-0123", .passed, "020 1555 0123")),  // a London number there
        ("GB", [], nil, TypeCase("+1 201 555 0123", .passed, "+1 201-555-0123")),
        ("GB", [], nil, TypeCase("020 79", .tooShort, "needs 10 digits, got 4")),
        ("DE", [], nil, TypeCase("030 901820", .passed, "030 901820")),
        ("DE", [], nil, TypeCase("0049 30 901820", .passed, "030 901820")),
        ("FR", [], nil, TypeCase("01 23 45 67 89", .passed, "01 23 45 67 89")),
        ("IN", [], nil, TypeCase("098765 43210", .passed, "098765 43210")),
        ("AR", [], nil, TypeCase("011 15 2345-6789", .passed, "011 15-2345-6789")),
        ("US", ["US"], nil, TypeCase("+44 20 7946 0958", .failed, "a number of GB (United Kingdom); only numbers of US pass")),
        ("US", ["US"], nil, TypeCase("(416) 555-0123", .failed, "a number of CA (Canada)")),
        ("US", ["US", "CA"], nil, TypeCase("(416) 555-0123", .passed, "(416) 555-0123")),
        ("US", [], .e164, TypeCase("(201) 555-0123 x12", .passed, "+12015550123")),
        ("US", [], .international, TypeCase("(201) 555-0123 x12", .passed, "+1 201-555-0123 ext. 12")),
        ("US", [], .rfc3966, TypeCase("(201) 555-0123 x12", .passed, "tel:+1-201-555-0123;ext=12")),
        ("GB", [], .national, TypeCase("+44 20 7946 0958 ext. 12", .passed, "020 7946 0958 x12")),
    ]

    @Test(arguments: regional.indices) func regionalReading(_ index: Int) throws {
        let (region, allowed, form, row) = Self.regional[index]
        var settings = TypeSettings()
        settings.phone.region = region
        settings.phone.allowedRegions = allowed
        settings.phone.format = form
        try verify(.phone, row, settings: settings)
    }

    @Test func asYouTypeFormatting() {
        #expect(NANPReading.formatPartial("5551") == "(555) 1")
        #expect(NANPReading.formatPartial("555123") == "(555) 123")
        #expect(NANPReading.formatPartial("5551234") == "(555) 123-4")
        #expect(NANPReading.formatPartial("555") == "(555")
        #expect(NANPReading.formatPartial("") == "")
        #expect(NANPReading.formatPartial("1-555-123-4567") == "(555) 123-4567")
        #expect(NANPReading.formatPartial("55512345678") == "(555) 123-4567")
    }
}
