import FieldCheckReference

/// How `prompt` draws: colors on or off, and which.
package struct PromptStyle: Sendable {
    package var colors: Bool
    package var valid: TerminalColor
    package var invalid: TerminalColor

    package init(colors: Bool, valid: TerminalColor = .green, invalid: TerminalColor = .red) {
        self.colors = colors
        self.valid = valid
        self.invalid = invalid
    }
}

/// What to draw: lines (with SGR colors, each narrower than the terminal, so nothing
/// wraps), and where the cursor goes.
package struct PromptFrame: Equatable, Sendable {
    package var lines: [String]
    package var cursorRow: Int
    package var cursorColumn: Int
}

/// Lays a session out on the terminal, below where the prompt started:
///
///     Phone: (555) 12             the field (a form: one line per field, > marks the current one)
///       too-short: needs 10 digits, got 5
///       Enter accept   Esc cancel   Tab list      (the keys; the auto-fill list takes their place)
package enum PromptScreen {
    package enum Ending { case submitted, cancelled }

    /// At most this many auto-fill entries are shown at once; the list scrolls.
    package static let listRows = 8

    /// `height`: the terminal's rows; a form taller than that shows the fields around the
    /// current one (a frame that scrolled the screen could not be redrawn in place).
    package static func frame(
        _ session: PromptSession, width: Int, height: Int = .max, style: PromptStyle, ending: Ending? = nil
    ) -> PromptFrame {
        let width = max(width, 8)
        var lines: [String] = []
        var cursor = (row: 0, column: 0)
        // A label takes at most half of what is left after the marker, so the value always has room.
        let marker = session.isForm ? 2 : 0
        let labels = session.fields.map { fitting(labelText($0.label), columns: max((width - 2 - marker) / 2, 1)) }
        let labelWidth = session.isForm ? labels.map { DisplayWidth.of($0) }.max() ?? 0 : 0

        for (index, field) in session.fields.enumerated() {
            let isCurrent = index == session.current && ending == nil
            var prefix = session.isForm ? (isCurrent ? "> " : "  ") : ""
            let label = labels[index]
            prefix += label + String(repeating: " ", count: max(labelWidth - DisplayWidth.of(label), 0)) + " "
            let prefixWidth = DisplayWidth.of(prefix)
            let available = max(width - 1 - prefixWidth, 1)
            let shows = session.showsVerdict(of: index) || ending == .submitted
            let color = shows ? valueColor(field.verdict.status, style) : nil

            var line = style.colors ? bold(prefix, style) : prefix
            let shown: String
            if ending == .submitted && field.passes {
                shown = fitting(field.result, columns: available)
                line += paint(shown, color)
            } else if field.text.isEmpty && !field.placeholder.isEmpty && ending == nil {
                shown = fitting(field.placeholder, columns: available)
                line += dim(shown, style)
                if isCurrent { cursor = (lines.count, prefixWidth) }
            } else {
                let window = visibleWindow(field.editor, columns: available)
                shown = window.text
                line += paint(window.text, color)
                if isCurrent { cursor = (lines.count, prefixWidth + window.cursorColumn) }
            }
            // An empty field that may stay empty needs no tag; a tag that does not fit is left out.
            if session.isForm && shows && ending == nil && !(field.text.isEmpty && field.passes) {
                let tag = "  " + field.verdict.status.name
                if prefixWidth + DisplayWidth.of(shown) + DisplayWidth.of(tag) < width { line += paint(tag, color) }
            }
            lines.append(line)
        }
        if ending != nil { return PromptFrame(lines: lines, cursorRow: lines.count - 1, cursorColumn: 0) }

        let field = session.field
        if session.showsVerdict(of: session.current), let reason = field.verdict.reason, field.verdict.status != .passed {
            let text = "  \(field.verdict.status.name): \(reason)"
            lines.append(paint(fitting(text, columns: width - 1), field.verdict.status == .failed ? style.invalid : nil, style))
        } else if session.showsVerdict(of: session.current), field.passes, !session.isForm || session.revealed {
            let result = field.result
            let text = result == field.text ? "  passed" : "  passed, as \(result)"
            lines.append(paint(fitting(text, columns: width - 1), style.valid, style))
        }
        if let message = session.message {
            lines.append(fitting("  " + message, columns: width - 1))
        }
        if let list = field.list {
            lines += listLines(list, width: width, style: style)
        } else {
            lines.append(dim(fitting("  " + keysHint(session), columns: width - 1), style))
        }
        let fieldRows = session.fields.count
        let room = max(height - 1 - (lines.count - fieldRows), 1)
        if fieldRows > room {
            // Keep the current field in view, with as many neighbours as fit.
            let first = min(max(session.current - room / 2, 0), fieldRows - room)
            lines.removeSubrange((first + room)..<fieldRows)
            lines.removeSubrange(0..<first)
            cursor.row -= first
        }
        return PromptFrame(lines: lines, cursorRow: cursor.row, cursorColumn: cursor.column)
    }

    /// `Phone` is shown as `Phone:`; a label that ends in punctuation is kept as written.
    static func labelText(_ label: String) -> String {
        guard let last = label.last else { return "" }
        return last.isLetter || last.isNumber ? label + ":" : label
    }

    static func keysHint(_ session: PromptSession) -> String {
        let list = session.field.listPath != nil ? (session.isForm ? "   Ctrl-Space list" : "   Tab list") : ""
        if session.isForm {
            let enter = session.current == session.fields.count - 1 ? "Enter done" : "Enter next"
            return "Tab/Down next   Shift-Tab/Up previous   \(enter)   Esc cancel\(list)"
        }
        return "Enter accept   Esc cancel\(list)"
    }

    static func listLines(_ list: AutoFillList, width: Int, style: PromptStyle) -> [String] {
        if list.entries.isEmpty { return [dim("  (no matches)", style)] }
        let first = min(max(list.selected - listRows + 1, 0), max(list.entries.count - listRows, 0))
        var lines: [String] = []
        for index in first..<min(first + listRows, list.entries.count) {
            let selected = index == list.selected
            let text = fitting((selected ? "> " : "  ") + list.entries[index], columns: width - 3)
            lines.append(selected ? "  " + inverse(text, style) : "  " + text)
        }
        let position = list.entries.count > listRows ? "  \(list.selected + 1)/\(list.entries.count)" : ""
        lines.append(dim(fitting(position + "  Enter take   Delete remove   Esc close", columns: width - 1), style))
        return lines
    }

    /// The part of the value that fits, chosen so the cursor is inside it, and the cursor's column in it.
    static func visibleWindow(_ editor: LineEditor, columns: Int) -> (text: String, cursorColumn: Int) {
        let characters = Array(editor.text)
        let widths = characters.map { DisplayWidth.of($0) }
        var start = 0
        var beforeCursor = widths[0..<editor.cursor].reduce(0, +)
        while start < editor.cursor && beforeCursor + 1 > columns {
            beforeCursor -= widths[start]
            start += 1
        }
        var shown = "", used = 0
        for index in start..<characters.count {
            if used + widths[index] > columns { break }
            shown.append(characters[index])
            used += widths[index]
        }
        return (shown, beforeCursor)
    }

    /// The longest beginning of `text` that fits in `columns`, with control characters
    /// shown as `^X` (a list entry or a label must never move the cursor or switch modes).
    static func fitting(_ text: String, columns: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let shown = visible(character)
            let width = DisplayWidth.of(shown)
            if used + width > columns { break }
            result += shown
            used += width
        }
        return result
    }

    static func visible(_ character: Character) -> String {
        guard DisplayWidth.hasControl(character) else { return String(character) }
        var shown = ""
        for scalar in character.unicodeScalars {
            if scalar.value < 0x20 {
                shown += "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
            } else if scalar.value == 0x7F {
                shown += "^?"
            } else if DisplayWidth.isControl(scalar) {
                shown += "?"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }


    static func valueColor(_ status: Status, _ style: PromptStyle) -> TerminalColor? {
        guard style.colors else { return nil }
        switch status {
        case .passed: return style.valid
        case .failed: return style.invalid
        case .tooShort: return nil
        }
    }

    static func paint(_ text: String, _ color: TerminalColor?) -> String {
        guard let color, !text.isEmpty else { return text }
        return "\u{1B}[\(color.parameters)m" + text + "\u{1B}[0m"
    }

    static func paint(_ text: String, _ color: TerminalColor?, _ style: PromptStyle) -> String {
        style.colors ? paint(text, color) : text
    }

    static func dim(_ text: String, _ style: PromptStyle) -> String {
        style.colors ? "\u{1B}[2m" + text + "\u{1B}[0m" : text
    }

    static func bold(_ text: String, _ style: PromptStyle) -> String {
        "\u{1B}[1m" + text + "\u{1B}[0m"
    }

    static func inverse(_ text: String, _ style: PromptStyle) -> String {
        // The selection must show without colors too: inverse video is not a color.
        "\u{1B}[7m" + text + "\u{1B}[0m"
    }
}
