import Testing

@testable import FieldCheck

@Suite struct PromptScreenTests {
    func session(_ type: FieldType?, value: String = "", label: String = "Value", form: [String]? = nil) throws -> PromptSession {
        var options = RuleOptions()
        options.type = type
        let rule = try options.makeRule()
        let fields = (form ?? ["value"]).map {
            PromptField(name: $0, label: form == nil ? label : $0, placeholder: "", rule: rule, value: value, listPath: nil)
        }
        return PromptSession(fields: fields, timing: .typing, isForm: form != nil)
    }

    let plain = PromptStyle(colors: false)

    @Test func aLongValueScrollsSoTheCursorStaysVisible() throws {
        var s = try session(nil, value: String(repeating: "abcdefghij", count: 10))
        var frame = PromptScreen.frame(s, width: 30, style: plain)
        // "Value: " is 7 columns; 30 - 1 - 7 = 22 columns for the value, cursor at its end.
        #expect(frame.lines[0] == "Value: " + String(String(repeating: "abcdefghij", count: 10).suffix(21)))
        #expect(frame.cursorColumn == 28)
        _ = s.handle(.home)
        frame = PromptScreen.frame(s, width: 30, style: plain)
        #expect(frame.lines[0] == "Value: abcdefghijabcdefghijab")
        #expect(frame.cursorColumn == 7)
        for line in frame.lines { #expect(DisplayWidth.of(line) < 30) }
    }

    @Test func wideCharactersCountTwoColumns() throws {
        let s = try session(.name, value: "東京タワー")
        let frame = PromptScreen.frame(s, width: 12, style: plain)
        // 20 - 1 - 7 = 12 columns at least (the frame never goes below 20), 10 of them used.
        #expect(frame.lines[0] == "Value: 東京タワー")
        #expect(frame.cursorColumn == 17)
    }

    @Test func theReasonGoesUnderTheField() throws {
        var s = try session(.zip)
        #expect(PromptScreen.frame(s, width: 80, style: plain).lines == ["Value: ", "  Enter accept   Esc cancel"])
        _ = s.handle(.text("12"))
        #expect(PromptScreen.frame(s, width: 80, style: plain).lines == [
            "Value: 12", "  too-short: needs 5 digits, got 2", "  Enter accept   Esc cancel",
        ])
        // The final frame keeps the field alone.
        #expect(PromptScreen.frame(s, width: 80, style: plain, ending: .cancelled).lines == ["Value: 12"])
    }

    @Test func aFormShowsEveryFieldWithItsStatus() throws {
        var s = try session(.zip, form: ["home", "work"])
        _ = s.handle(.text("12345"))
        _ = s.handle(.tab)
        _ = s.handle(.text("9"))
        let frame = PromptScreen.frame(s, width: 80, style: plain)
        #expect(frame.lines == [
            "  home: 12345  passed", "> work: 9  too-short", "  too-short: needs 5 digits, got 1",
            "  Tab/Down next   Shift-Tab/Up previous   Enter done   Esc cancel",
        ])
        #expect(frame.cursorRow == 1 && frame.cursorColumn == 9)
    }

    @Test func labelsEndWithAColonUnlessPunctuated() {
        #expect(PromptScreen.labelText("Phone") == "Phone:")
        #expect(PromptScreen.labelText("Phone?") == "Phone?")
        #expect(PromptScreen.labelText("") == "")
    }
}
