import Testing

@testable import FieldCheck

@Suite struct LineEditorTests {
    @Test func insertMovesAndDeletesByCharacter() {
        var editor = LineEditor()
        editor.insert("héllo")
        #expect(editor.text == "héllo" && editor.cursor == 5)
        editor.moveLeft()
        editor.moveLeft()
        editor.insert("X")
        #expect(editor.text == "hélXlo" && editor.cursor == 4)
        editor.backspace()
        editor.deleteForward()
        #expect(editor.text == "hélo" && editor.cursor == 3)
        editor.moveHome()
        editor.backspace()
        #expect(editor.text == "hélo" && editor.cursor == 0)
        editor.moveEnd()
        editor.deleteForward()
        #expect(editor.text == "hélo" && editor.cursor == 4)
    }

    @Test func aCombiningMarkJoinsTheCharacterBefore() {
        var editor = LineEditor("e")
        editor.insert("\u{301}")
        #expect(editor.text == "e\u{301}" && editor.text.count == 1 && editor.cursor == 1)
        editor.backspace()
        #expect(editor.text == "")
        // An emoji with a modifier is one character.
        editor.insert("👍🏽x")
        editor.moveLeft()
        editor.moveLeft()
        #expect(editor.cursor == 0)
    }

    @Test func killKeys() {
        var editor = LineEditor("one two  three")
        editor.deleteWordBefore()
        #expect(editor.text == "one two  " && editor.cursor == 9)
        editor.deleteWordBefore()
        #expect(editor.text == "one " && editor.cursor == 4)
        editor.moveLeft()
        editor.deleteToEnd()
        #expect(editor.text == "one" && editor.cursor == 3)
        editor.moveLeft()
        editor.deleteToStart()
        #expect(editor.text == "e" && editor.cursor == 0)
        editor.deleteWordBefore()
        #expect(editor.text == "e")
    }
}
