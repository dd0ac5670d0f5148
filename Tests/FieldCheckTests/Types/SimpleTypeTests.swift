import FieldCheck
import Testing

@Suite struct TextTypeTests {
    static let cases: [TypeCase] = [
        TypeCase("hello", .passed, "Hello"),
        TypeCase("  hello   world  ", .passed, "Hello world"),
        TypeCase("hello. world", .passed, "Hello. World"),
        TypeCase("one! two? three.", .passed, "One! Two? Three."),
        TypeCase("tabs\tand\nnewlines", .passed, "Tabs and newlines"),
        TypeCase("3 apples. two pears", .passed, "3 apples. Two pears"),
        TypeCase("\"quoted\" text", .passed, "\"Quoted\" text"),
        TypeCase("(aside) text", .passed, "(Aside) text"),
        TypeCase("e.g. this", .passed, "E.g. This"),
        TypeCase("élan vital", .passed, "Élan vital"),
        TypeCase("ǆungla", .passed, "ǅungla"),
        TypeCase("straße", .passed, "Straße"),
        TypeCase("ßtart", .passed, "Sstart"),
        TypeCase("日本語。テキスト", .passed, "日本語。テキスト"),
        TypeCase("Already Fine.", .passed, "Already Fine."),
        TypeCase("mIxEd case", .passed, "MIxEd case"),
        TypeCase("123", .passed, "123"),
        TypeCase("", .tooShort, "empty"),
        TypeCase("   ", .tooShort, "empty"),
        TypeCase("\n\t ", .tooShort, "empty"),
        // A combining mark after a line break lands on the space that replaces it: kept.
        TypeCase("-\u{74A}\r\u{74A}", .passed, "-\u{74A} \u{74A}"),
        TypeCase("a\u{00A0}b", .passed, "A b"),
        TypeCase("é\u{301}x", .passed, "É\u{301}x"),
        TypeCase("end...next", .passed, "End...next"),
    ]

    @Test(arguments: cases) func text(_ row: TypeCase) throws { try verify(.text, row) }
}

@Suite struct NameTypeTests {
    static let cases: [TypeCase] = [
        TypeCase("ann lee", .passed, "Ann Lee"),
        TypeCase("  ann   lee ", .passed, "Ann Lee"),
        TypeCase("Tomasz Szulc", .passed, "Tomasz Szulc"),
        TypeCase("o'neil", .passed, "O'neil"),
        TypeCase("O'Neil", .passed, "O'Neil"),
        TypeCase("O’Neil", .passed, "O’Neil"),
        TypeCase("McDonald", .passed, "McDonald"),
        TypeCase("mary-jane smith", .passed, "Mary-Jane Smith"),
        TypeCase("j. r. r. tolkien", .passed, "J. R. R. Tolkien"),
        TypeCase("van der Berg", .passed, "Van Der Berg"),
        TypeCase("José Núñez", .passed, "José Núñez"),
        TypeCase("jose\u{301}", .passed, "Jose\u{301}"),
        TypeCase("Владимир Путин", .passed, "Владимир Путин"),
        TypeCase("王小明", .passed, "王小明"),
        TypeCase("محمد", .passed, "محمد"),
        TypeCase("ǆemal", .passed, "ǅemal"),
        TypeCase("-", .tooShort, "needs at least one letter"),
        TypeCase("' .", .tooShort, "needs at least one letter"),
        TypeCase("R2D2", .failed, "a name has no digits ('2')"),
        TypeCase("Ann3", .failed, "no digits"),
        TypeCase("ann@lee", .failed, "'@' is not allowed in a name"),
        TypeCase("ann, lee", .failed, "',' is not allowed"),
        TypeCase("ann_lee", .failed, "'_' is not allowed"),
        TypeCase("Henry 8", .failed, "a name has no digits ('8')"),
    ]

    @Test(arguments: cases) func name(_ row: TypeCase) throws { try verify(.name, row) }
}

@Suite struct AddressTypeTests {
    static let cases: [TypeCase] = [
        TypeCase("12 main st", .passed, "12 Main St"),
        TypeCase("  12   main   st.  ", .passed, "12 Main St."),
        TypeCase("1600 Pennsylvania Avenue NW", .passed, "1600 Pennsylvania Avenue NW"),
        TypeCase("apt 4b, 221b baker street", .passed, "Apt 4b, 221b Baker Street"),
        TypeCase("P.O. Box 123", .passed, "P.O. Box 123"),
        TypeCase("#12-34 calle 5", .passed, "#12-34 Calle 5"),
        TypeCase("c/o ann lee", .passed, "C/o Ann Lee"),
        TypeCase("12\tmain st", .passed, "12 Main St"),
        TypeCase("straße 5", .passed, "Straße 5"),
        TypeCase("東京都千代田区1-1", .passed, "東京都千代田区1-1"),
        TypeCase("42", .passed, "42"),
        TypeCase("rue de l'église", .passed, "Rue De L'église"),
        TypeCase("12 main st 🏠", .passed, "12 Main St 🏠"),
        TypeCase("#", .tooShort, "needs a letter or digit"),
        TypeCase("  -  ", .tooShort, "needs a letter or digit"),
        TypeCase(",.", .tooShort, "needs a letter or digit"),
        TypeCase("12 main\u{7} st", .failed, "U+0007 is not allowed in an address"),
        TypeCase("12 main\u{1B}[31m", .failed, "U+001B is not allowed"),
        TypeCase("12\u{200B}main", .failed, "U+200B is not allowed"),
        TypeCase("12 main\u{E000}", .failed, "not allowed in an address"),
        TypeCase("12 main\u{0}", .failed, "U+0000 is not allowed"),
    ]

    @Test(arguments: cases) func address(_ row: TypeCase) throws { try verify(.address, row) }
}

@Suite struct StateTypeTests {
    static let cases: [TypeCase] = [
        TypeCase("NY", .passed, "NY"),
        TypeCase("ny", .passed, "NY"),
        TypeCase(" ca ", .passed, "CA"),
        TypeCase("New York", .passed, "NY"),
        TypeCase("new  york", .passed, "NY"),
        TypeCase("NEW YORK", .passed, "NY"),
        TypeCase("District of Columbia", .passed, "DC"),
        TypeCase("dc", .passed, "DC"),
        TypeCase("Puerto Rico", .passed, "PR"),
        TypeCase("U.S. Virgin Islands", .passed, "VI"),
        TypeCase("guam", .passed, "GU"),
        TypeCase("FM", .passed, "FM"),
        TypeCase("Armed Forces Europe", .passed, "AE"),
        TypeCase("ap", .passed, "AP"),
        TypeCase("wyoming", .passed, "WY"),
        TypeCase("N", .tooShort, "incomplete: could become NE (Nebraska), NV (Nevada), NH (New Hampshire), NJ (New Jersey), ..."),
        TypeCase("new", .tooShort, "NY (New York)"),
        TypeCase("north", .tooShort, "NC (North Carolina), ND (North Dakota), MP (Northern Mariana Islands)"),
        TypeCase("armed forces", .tooShort, "AA (Armed Forces Americas)"),
        TypeCase("XX", .failed, "'XX' is not a USPS state code"),
        TypeCase("New Yrok", .failed, "not a US state"),
        TypeCase("NYC", .failed, "not a US state"),
        TypeCase("Ontario", .failed, "not a US state"),
        TypeCase("N.Y.", .failed, "not a US state"),
    ]

    @Test(arguments: cases) func state(_ row: TypeCase) throws { try verify(.state, row) }

    @Test func sixtyTwoCodes() {
        #expect(StateType.codes.count == 62)
        #expect(Set(StateType.codes.map(\.code)).count == 62)
    }
}

@Suite struct ZipTypeTests {
    static let cases: [TypeCase] = [
        TypeCase("12345", .passed, "12345"),
        TypeCase(" 12345 ", .passed, "12345"),
        TypeCase("12345-6789", .passed, "12345-6789"),
        TypeCase("123456789", .passed, "12345-6789"),
        TypeCase("12345 6789", .passed, "12345-6789"),
        TypeCase("00501", .passed, "00501"),
        TypeCase("99950-0001", .passed, "99950-0001"),
        TypeCase("1", .tooShort, "needs 5 digits, got 1"),
        TypeCase("1234", .tooShort, "needs 5 digits, got 4"),
        TypeCase("12345-", .tooShort, "ZIP+4 needs 4 digits after the first 5, got 0"),
        TypeCase("12345-67", .tooShort, "got 2"),
        TypeCase("123456", .tooShort, "got 1"),
        TypeCase("12345 678", .tooShort, "got 3"),
        TypeCase("1234a", .failed, "a ZIP code has only digits ('a')"),
        TypeCase("1234-56789", .failed, "the separator goes after the first 5 digits"),
        TypeCase("12345--6789", .failed, "the separator goes after the first 5 digits"),
        TypeCase("1234567890", .failed, "too many digits: 10"),
        TypeCase("12345-67890", .failed, "too many digits"),
        TypeCase("12345.6789", .failed, "only digits ('.')"),
        TypeCase("١٢٣٤٥", .failed, "only digits"),
        TypeCase("abcde", .failed, "only digits ('a')"),
    ]

    @Test(arguments: cases) func zip(_ row: TypeCase) throws { try verify(.zip, row) }
}

@Suite struct NumberTypeTests {
    static let cases: [TypeCase] = [
        TypeCase("0", .passed, "0"),
        TypeCase("42", .passed, "42"),
        TypeCase(" 42 ", .passed, "42"),
        TypeCase("007", .passed, "007"),
        TypeCase("1234567890123456789012345", .passed, "1234567890123456789012345"),
        TypeCase("\t5\t", .passed, "5"),
        TypeCase("", .tooShort, "empty"),
        TypeCase("  ", .tooShort, "empty"),
        TypeCase("-5", .failed, "a number has only digits ('-'; --type decimal takes signs and fractions)"),
        TypeCase("+5", .failed, "--type decimal"),
        TypeCase("1.5", .failed, "--type decimal"),
        TypeCase("1,000", .failed, "',' is not a digit"),
        TypeCase("1 000", .failed, "' ' is not a digit"),
        TypeCase("12a", .failed, "'a' is not a digit"),
        TypeCase("0x1F", .failed, "'x' is not a digit"),
        TypeCase("١٢", .failed, "only ASCII digits"),
        TypeCase("１２", .failed, "only ASCII digits"),
        TypeCase("½", .failed, "only ASCII digits"),
        TypeCase("1e5", .failed, "'e' is not a digit"),
        TypeCase("five", .failed, "'f' is not a digit"),
    ]

    @Test(arguments: cases) func number(_ row: TypeCase) throws { try verify(.number, row) }
}

@Suite struct DecimalTypeTests {
    static let cases: [TypeCase] = [
        TypeCase("0", .passed, "0"),
        TypeCase("3.25", .passed, "3.25"),
        TypeCase("-3.25", .passed, "-3.25"),
        TypeCase("+3.25", .passed, "3.25"),
        TypeCase(".5", .passed, "0.5"),
        TypeCase("-.5", .passed, "-0.5"),
        TypeCase("1.", .passed, "1"),
        TypeCase("-0", .passed, "0"),
        TypeCase("-0.00", .passed, "0.00"),
        TypeCase("007.50", .passed, "007.50"),
        TypeCase(" 42 ", .passed, "42"),
        TypeCase("-", .tooShort, "needs a digit"),
        TypeCase("+", .tooShort, "needs a digit"),
        TypeCase(".", .tooShort, "needs a digit"),
        TypeCase("-.", .tooShort, "needs a digit"),
        TypeCase("", .tooShort, "empty"),
        TypeCase("1.2.3", .failed, "a decimal has one point at most"),
        TypeCase("1,000.5", .failed, "no thousands separators"),
        TypeCase("1e5", .failed, "exponents are not allowed"),
        TypeCase("5-", .failed, "the sign goes first"),
        TypeCase("--5", .failed, "the sign goes first"),
        TypeCase("1/2", .failed, "'/' is not allowed in a decimal"),
        TypeCase("٣.٥", .failed, "not allowed in a decimal"),
        TypeCase("NaN", .failed, "'N' is not allowed"),
    ]

    @Test(arguments: cases) func decimal(_ row: TypeCase) throws { try verify(.decimal, row) }
}
