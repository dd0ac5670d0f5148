import Testing
import TestSupport

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
        // 12 columns: the label cut to 5, 12 - 1 - 6 = 5 columns for the value: the last two
        // characters, the cursor after them.
        let narrow = PromptScreen.frame(s, width: 12, style: plain)
        #expect(narrow.lines[0] == "Value ワー")
        #expect(narrow.cursorColumn == 10)
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

    @Test func aFormTallerThanTheTerminalShowsTheFieldsAroundTheCurrentOne() throws {
        var s = try session(.zip, form: (1...30).map { "f\($0)" })
        for _ in 0..<17 { _ = s.handle(.tab) }  // on f18
        let frame = PromptScreen.frame(s, width: 80, height: 10, style: plain)
        #expect(frame.lines.count <= 9)
        #expect(frame.lines[frame.cursorRow].hasPrefix("> f18:"))
        #expect(frame.lines.last?.hasPrefix("  Tab/Down next") == true)
        let top = PromptScreen.frame(try session(.zip, form: (1...30).map { "f\($0)" }), width: 80, height: 10, style: plain)
        #expect(top.lines[0].hasPrefix("> f1:") && top.cursorRow == 0 && top.lines.count <= 9)
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

@Suite struct PromptSessionPropertyTests {
    /// Random keys (text in several scripts, editing keys, lists, Enter) into a session of
    /// every type, drawn at random widths: nothing traps, every line fits the terminal, the
    /// cursor stays on a drawn line, and a passing value's result passes the rule again.
    @Test(arguments: FieldType.allCases)
    func randomKeysKeepTheScreenWellFormed(_ type: FieldType) throws {
        var options = RuleOptions()
        options.type = type
        options.maxLength = 30
        let rule = try options.makeRule()
        let keys: [Key] = [
            .text("a"), .text("Z"), .text("1"), .text("9"), .text(" "), .text("-"), .text("("), .text("."), .text("@"),
            .text("é"), .text("東"), .text("\u{301}"), .text("👍🏽"), .text("x"), .paste("+1 (201) 555-0123"),
            .paste("ann@example.com"), .left, .right, .home, .end, .backspace, .delete, .control("u"), .control("k"),
            .control("w"), .control("a"), .control("e"), .tab, .backTab, .up, .down, .enter, .control(" "), .escape,
        ]
        var generator = SeededRandom(state: 1002)
        for round in 0..<60 {
            let fields = (0..<2).map {
                PromptField(name: "f\($0)", label: "Field \($0)", placeholder: "type here", rule: rule, value: "", listPath: "/list")
            }
            var session = PromptSession(fields: fields, timing: round % 2 == 0 ? .typing : .done, isForm: round % 3 == 0)
            for _ in 0..<40 {
                let action = session.handle(keys.randomElement(using: &generator)!)
                if action == .loadList { session.showList(["Alpha", "beta\u{7}", "東京"]) }
                let width = Int.random(in: 8...100, using: &generator)
                let height = Int.random(in: 4...40, using: &generator)
                let style = PromptStyle(colors: Bool.random(using: &generator))
                let frame = PromptScreen.frame(session, width: width, height: height, style: style)
                if session.field.list == nil { #expect(frame.lines.count < max(height, 4)) }
                for line in frame.lines {
                    #expect(DisplayWidth.of(Self.visibleText(line)) < width, "\(type) width \(width): \(line.debugDescription)")
                }
                #expect(frame.cursorRow >= 0 && frame.cursorRow < frame.lines.count)
                #expect(frame.cursorColumn < width)
                let field = session.field
                if let limit = options.maxLength { #expect(field.text.count <= limit) }
                // The length limits apply to the value as typed; a canonical form may be longer
                // (.5 becomes 0.5), so only a result within the limit must pass again.
                if field.passes, field.result.count <= 30 {
                    #expect(rule.status(Array(field.result.utf8)) == .passed, "\(type): \(field.result)")
                }
            }
        }
    }

    /// A line without its SGR sequences: what takes columns.
    static func visibleText(_ line: String) -> String {
        var result = ""
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                while let next = scalars.next(), next != "m" {}
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
