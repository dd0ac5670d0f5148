import Testing

@testable import FieldCheck

@Suite struct AsYouTypeTests {
    func rule(_ type: FieldType?, separators: [String]? = nil, maxLength: Int? = nil) throws -> Rule {
        var options = RuleOptions()
        options.type = type
        options.maxLength = maxLength
        if let separators {
            options.many = true
            options.separators = separators.map { Array($0.utf8) }
        }
        return try options.makeRule()
    }

    /// Types each character of `keys` into an empty field; the text, the cursor and whether all was taken.
    func typed(_ keys: String, _ rule: Rule, into start: LineEditor = LineEditor()) -> (String, Int, Bool) {
        let typing = AsYouType(rule: rule)
        var editor = start
        var all = true
        for key in keys { all = typing.insert(String(key), into: &editor, rule: rule) && all }
        return (editor.text, editor.cursor, all)
    }

    @Test func phoneIsMaskedAsItGrows() throws {
        let phone = try rule(.phone)
        #expect(typed("2015550123", phone) == ("(201) 555-0123", 14, true))
        #expect(typed("12015550123", phone) == ("(201) 555-0123", 14, true))  // the country code goes
        #expect(typed("20155501234", phone).2 == false)  // an 11th digit is refused
        #expect(typed("201a", phone) == ("(201", 4, false))
        #expect(typed("2015550123x12", phone) == ("(201) 555-0123 x12", 18, true))
    }

    /// Other countries, and international numbers from North America, as libphonenumber's
    /// AsYouTypeFormatter formats them for the default region.
    @Test func phoneOfOtherRegionsIsFormattedAsLibphonenumberDoes() throws {
        var options = RuleOptions()
        options.type = .phone
        options.settings.phone.region = "GB"
        let british = try options.makeRule()
        #expect(typed("02079460", british) == ("020 7946 0", 10, true))
        #expect(typed("+442079", british) == ("+44 20 79", 9, true))
        #expect(typed("020 7946 0958", british).0 == "020 7946 0958")  // typed spaces are the mask's
        let american = try rule(.phone)
        #expect(typed("+442079", american).0 == "+44 20 79")
        #expect(typed("011442079", american).0 == "011 44 20 79")
        #expect(typed("+12015", american).0 == "(201) 5")  // +1: the plan's mask, as before
    }

    @Test func theCursorStaysAfterTheSameDigit() throws {
        let phone = try rule(.phone)
        let typing = AsYouType(rule: phone)
        var editor = LineEditor("(201) 555", cursor: 4)  // after 201
        #expect(typing.insert("9", into: &editor, rule: phone))
        #expect(editor.text == "(201) 955-5")
        #expect(editor.cursor == 7)  // after the 9
        // A full number takes no more digits, wherever the cursor is.
        var full = LineEditor("(201) 555-0123", cursor: 4)
        #expect(!typing.insert("9", into: &full, rule: phone))
        #expect(full.text == "(201) 555-0123" && full.cursor == 4)
        // Backspace over the mask's punctuation deletes the digit before it.
        var second = LineEditor("(201) 555-0123", cursor: 6)  // after "(201) "
        typing.backspace(&second)
        #expect(second.text == "(205) 550-123")
        #expect(second.cursor == 3)
        var third = LineEditor("(201) 555", cursor: 4)  // before ")"
        typing.deleteForward(&third)
        #expect(third.text == "(201) 55")
    }

    @Test func zipTakesDigitsOnlyAndAddsTheHyphen() throws {
        let zip = try rule(.zip)
        #expect(typed("123456789", zip) == ("12345-6789", 10, true))
        #expect(typed("12a", zip) == ("12", 2, false))
        #expect(typed("1234567890", zip).2 == false)
        #expect(typed("12345-67", zip) == ("12345-67", 8, true))
    }

    @Test func numbersAndDecimalsRefuseWhatCanNeverPass() throws {
        #expect(typed("12a3", try rule(.number)) == ("123", 3, false))
        #expect(typed("-1.5", try rule(.decimal)) == ("-1.5", 4, true))
        #expect(typed("1.2.3", try rule(.decimal)) == ("1.23", 4, false))
        #expect(typed("1-2", try rule(.decimal)) == ("12", 2, false))
    }

    @Test func namesRefuseDigitsAndStatesSymbols() throws {
        #expect(typed("Ann2 Lee", try rule(.name)) == ("Ann Lee", 7, false))
        #expect(typed("O'Neil-Ruiz", try rule(.name)).2)
        #expect(typed("N1Y", try rule(.state)) == ("NY", 2, false))
    }

    @Test func maxLengthAndSeparators() throws {
        #expect(typed("abcdef", try rule(nil, maxLength: 4)) == ("abcd", 4, false))
        // With --many the separators are taken and nothing is masked.
        #expect(typed("12345;2", try rule(.zip, separators: [";"])) == ("12345;2", 7, true))
        #expect(typed("12a", try rule(.zip, separators: [";"])) == ("12", 2, false))
    }

    @Test func controlCharactersAreNeverTaken() throws {
        #expect(typed("a\u{7}b", try rule(nil)) == ("ab", 2, false))
    }
}
