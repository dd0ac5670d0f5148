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
        let frame = PromptScreen.frame(s, width: 30, style: plain)
        #expect(frame.lines[0] == "Value: 東京タワー")
        #expect(frame.cursorColumn == 17)
        // 12 - 1 - 7 = 4 columns: the last two characters, the cursor after them.
        let narrow = PromptScreen.frame(s, width: 12, style: plain)
        #expect(narrow.lines[0] == "Value: ー")
        #expect(narrow.cursorColumn == 9)
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

@Suite struct PromptScreenSafetyTests {
    @Test func controlCharactersInListsAndLabelsAreShownNotSent() throws {
        var options = RuleOptions()
        options.type = nil
        let rule = try options.makeRule()
        let field = PromptField(
            name: "v", label: "a\u{1B}[2Jb", placeholder: "", rule: rule, value: "x\ny\u{7}", listPath: "/l")
        var session = PromptSession(fields: [field], timing: .typing, isForm: false)
        #expect(session.field.text == "xy")
        session.showList(["ok", "bad\u{1B}]0;title\u{7}", "del\u{7F}"])
        let frame = PromptScreen.frame(session, width: 80, style: PromptStyle(colors: false))
        #expect(frame.lines[0] == "a^[[2Jb: xy")
        #expect(frame.lines.contains("    bad^[]0;title^G"))
        #expect(frame.lines.contains("    del^?"))
        // Only SGR sequences are ever written; with colors off, inverse video for the selection alone.
        for line in frame.lines {
            #expect(!line.replacingOccurrences(of: "\u{1B}[7m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "").contains("\u{1B}"))
        }
    }

    @Test func aNarrowTerminalStillFitsEveryLine() throws {
        var options = RuleOptions()
        options.type = .phone
        let rule = try options.makeRule()
        let field = PromptField(
            name: "v", label: "A very long label for a phone number", placeholder: "", rule: rule, value: "2015550123",
            listPath: nil)
        let session = PromptSession(fields: [field], timing: .typing, isForm: false)
        for width in [8, 12, 20, 40] {
            let frame = PromptScreen.frame(session, width: width, style: PromptStyle(colors: false))
            for line in frame.lines { #expect(DisplayWidth.of(line) < width, "width \(width): \(line)") }
            #expect(frame.cursorColumn < width)
        }
    }
}
