import FieldCheck
import Testing

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
        TypeCase("0", .failed, "no area code begins with 0"),
        TypeCase("201 155 0123", .failed, "exchange 155 does not exist in area code 201"),
        TypeCase("2682345678", .failed, "exchange 234 does not exist in area code 268"),
        TypeCase("201555012345", .failed, "needs 10 digits, got 12"),
        TypeCase("+44 20 7946 0958", .failed, "only North American numbers (+1)"),
        TypeCase("1-800-FLOWERS", .failed, "'F' is not allowed in a phone number"),
        TypeCase("201_555_0123", .failed, "'_' is not allowed in a phone number"),
        TypeCase("201-555-0123 x", .failed, "the extension has no digits"),
        TypeCase("201-555-0123 x12a", .failed, "an extension has only digits"),
        TypeCase("201-555-0123 x1234567890", .failed, "longer than 9 digits"),
        TypeCase("201555 x12", .failed, "needs 10 digits before the extension, got 6"),
        TypeCase("x12", .failed, "an extension needs a number before it"),
        TypeCase("20+1-555-0123", .failed, "'+' goes only before the country code"),
    ]

    @Test(arguments: cases) func phone(_ row: TypeCase) throws { try verify(.phone, row) }

    @Test func asYouTypeFormatting() {
        #expect(PhoneType.formatPartial("5551") == "(555) 1")
        #expect(PhoneType.formatPartial("555123") == "(555) 123")
        #expect(PhoneType.formatPartial("5551234") == "(555) 123-4")
        #expect(PhoneType.formatPartial("555") == "(555")
        #expect(PhoneType.formatPartial("") == "")
        #expect(PhoneType.formatPartial("1-555-123-4567") == "(555) 123-4567")
        #expect(PhoneType.formatPartial("55512345678") == "(555) 123-4567")
    }
}
