/// The text being edited and the cursor, in user-perceived characters (grapheme clusters),
/// so that the cursor never lands inside `é` or an emoji. Editing keys as in readline.
package struct LineEditor: Equatable, Sendable {
    package private(set) var text: String
    /// The number of characters before the cursor.
    package private(set) var cursor: Int

    package init(_ text: String = "", cursor: Int? = nil) {
        self.text = text
        self.cursor = min(max(cursor ?? text.count, 0), text.count)
    }

    package var isEmpty: Bool { text.isEmpty }
    package var before: Substring { text.prefix(cursor) }
    package var after: Substring { text.dropFirst(cursor) }

    /// Inserts at the cursor; a combining mark joins the character before it.
    package mutating func insert(_ inserted: String) {
        let head = String(before) + inserted
        text = head + after
        cursor = min(head.count, text.count)
    }

    /// Deletes the character before the cursor.
    package mutating func backspace() {
        guard cursor > 0 else { return }
        text = String(text.prefix(cursor - 1)) + after
        cursor -= 1
    }

    /// Deletes the character under the cursor.
    package mutating func deleteForward() {
        guard cursor < text.count else { return }
        text = String(before) + text.dropFirst(cursor + 1)
    }

    package mutating func moveLeft() { cursor = max(cursor - 1, 0) }
    package mutating func moveRight() { cursor = min(cursor + 1, text.count) }
    package mutating func moveHome() { cursor = 0 }
    package mutating func moveEnd() { cursor = text.count }

    /// Ctrl-U: deletes everything before the cursor.
    package mutating func deleteToStart() {
        text = String(after)
        cursor = 0
    }

    /// Ctrl-K: deletes everything from the cursor on.
    package mutating func deleteToEnd() {
        text = String(before)
    }

    /// Ctrl-W: deletes the word before the cursor and the spaces after it, as readline's
    /// unix-word-rubout does.
    package mutating func deleteWordBefore() {
        var characters = Array(before)
        while let last = characters.last, last.isWhitespace { characters.removeLast() }
        while let last = characters.last, !last.isWhitespace { characters.removeLast() }
        let removed = cursor - characters.count
        text = String(characters) + after
        cursor -= removed
    }

    /// Replaces the whole text; the cursor goes to the end.
    package mutating func replace(with newText: String) {
        text = newText
        cursor = newText.count
    }

    /// Replaces the text and puts the cursor after `cursor` characters.
    package mutating func set(_ newText: String, cursor newCursor: Int) {
        text = newText
        cursor = min(max(newCursor, 0), newText.count)
    }
}
