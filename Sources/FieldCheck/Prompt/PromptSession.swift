/// When `prompt` shows whether the value passes.
package enum ValidationTiming: String, CaseIterable, Sendable {
    /// As the value changes (the default).
    case typing
    /// Only when Enter is pressed.
    case done
}

/// What the terminal side has to do after a key.
package enum PromptAction: Equatable, Sendable {
    /// Redraw; nothing else.
    case redraw
    /// A key was refused: redraw and ring the bell.
    case refused
    /// Every field passes: print the result.
    case submit
    /// Esc: exit 1.
    case cancel
    /// Ctrl-C: exit 130.
    case interrupt
    /// Ctrl-Z: restore the terminal and stop.
    case suspend
    /// The auto-fill list of the current field is wanted (opened, or its query changed):
    /// read the list and call `showList`.
    case loadList
    /// Delete in the list: remove this entry from the current field's list file, then `loadList`.
    case removeEntry(String)
}

/// The state of a `prompt`: one field, or a form of several, and the keys that move
/// through it. Plain values only: the terminal side reads keys, hands them here, and
/// draws what `PromptScreen` makes of the result.
package struct PromptSession {
    package internal(set) var fields: [PromptField]
    package internal(set) var current = 0
    package let timing: ValidationTiming
    /// Whether this is a form (`--fields`): Tab moves between fields instead of opening the list.
    package let isForm: Bool
    /// Whether Enter has been pressed on the values shown (with `done`, the verdicts are shown only then).
    package internal(set) var revealed = false
    /// A line for the user that is not a verdict (an entry that could not be removed).
    package internal(set) var message: String?

    package init(fields: [PromptField], timing: ValidationTiming, isForm: Bool) {
        self.fields = fields
        self.timing = timing
        self.isForm = isForm
    }

    package var field: PromptField { fields[current] }

    /// Whether the current field's status and reason are shown.
    package func showsVerdict(of index: Int) -> Bool {
        let field = fields[index]
        switch timing {
        case .typing: return revealed || (field.touched && !field.text.isEmpty) || (isForm && field.touched)
        case .done: return revealed
        }
    }

    package mutating func handle(_ key: Key) -> PromptAction {
        message = nil
        if fields[current].list != nil, let action = handleInList(key) { return action }
        switch key {
        case .text(let text), .paste(let text):
            return edit { field in field.typing.insert(text, into: &field.editor, rule: field.rule) }
        case .backspace:
            return edit { field in field.typing.backspace(&field.editor); return true }
        case .delete:
            return edit { field in field.typing.deleteForward(&field.editor); return true }
        case .control("d"):
            if fields[current].text.isEmpty && !isForm { return .cancel }
            return edit { field in field.typing.deleteForward(&field.editor); return true }
        case .control("u"):
            return edit { field in field.editor.deleteToStart(); field.typing.reformat(&field.editor); return true }
        case .control("k"):
            return edit { field in field.editor.deleteToEnd(); field.typing.reformat(&field.editor); return true }
        case .control("w"):
            return edit { field in field.editor.deleteWordBefore(); field.typing.reformat(&field.editor); return true }
        case .left, .control("b"): fields[current].editor.moveLeft()
        case .right, .control("f"): fields[current].editor.moveRight()
        case .home, .control("a"): fields[current].editor.moveHome()
        case .end, .control("e"): fields[current].editor.moveEnd()
        case .control("c"): return .interrupt
        case .control("z"): return .suspend
        case .escape: return .cancel
        case .tab:
            if isForm { move(by: 1) } else { return openList() }
        case .control(" "):
            return openList()
        case .down where isForm: move(by: 1)
        case .backTab where isForm, .up where isForm: move(by: -1)
        case .enter:
            return enter()
        default:
            break
        }
        return .redraw
    }

    /// Keys while the auto-fill list is open; `nil` for keys that edit the value instead.
    mutating func handleInList(_ key: Key) -> PromptAction? {
        guard var list = fields[current].list else { return nil }
        switch key {
        case .up, .backTab:
            list.selected = list.entries.isEmpty ? 0 : (list.selected + list.entries.count - 1) % list.entries.count
        case .down, .tab:
            list.selected = list.entries.isEmpty ? 0 : (list.selected + 1) % list.entries.count
        case .enter:
            if let entry = list.selection {
                fields[current].list = nil
                return edit { field in
                    field.editor.replace(with: "")
                    return field.typing.insert(entry, into: &field.editor, rule: field.rule)
                }
            }
            fields[current].list = nil
            return .redraw
        case .escape:
            fields[current].list = nil
            return .redraw
        case .delete:
            if let entry = list.selection { return .removeEntry(entry) }
        case .control("c"):
            return .interrupt
        default:
            return nil
        }
        fields[current].list = list
        return .redraw
    }

    /// The auto-fill list of the current field, read by the terminal side.
    package mutating func showList(_ entries: [String]) {
        let selected = fields[current].list?.selected ?? 0
        fields[current].list = AutoFillList(entries: entries, selected: selected)
    }

    package mutating func closeList() { fields[current].list = nil }

    package mutating func show(message: String) { self.message = message }

    private mutating func openList() -> PromptAction {
        guard fields[current].listPath != nil else { return .refused }
        return .loadList
    }

    private mutating func edit(_ change: (inout PromptField) -> Bool) -> PromptAction {
        let saved = fields[current].editor
        let before = saved.text
        let taken = change(&fields[current])
        // A mask can lengthen a value even as something is deleted ("5-0123" becomes
        // "(501) 23"): an edit that would grow it past --max-length is refused as a whole.
        if let limit = fields[current].rule.maxLength, fields[current].text.count > limit,
            fields[current].text.count > before.count
        {
            fields[current].editor = saved
            return .refused
        }
        if fields[current].text != before {
            fields[current].touched = true
            fields[current].revalidate()
            if timing == .done { revealed = false }
        }
        if fields[current].list != nil { return .loadList }
        return taken ? .redraw : .refused
    }

    private mutating func move(by offset: Int) {
        fields[current].touched = true
        fields[current].list = nil
        current = min(max(current + offset, 0), fields.count - 1)
    }

    private mutating func enter() -> PromptAction {
        fields[current].touched = true
        if isForm && current < fields.count - 1 {
            move(by: 1)
            return .redraw
        }
        if let failing = fields.firstIndex(where: { !$0.passes }) {
            revealed = true
            for index in fields.indices { fields[index].touched = true }
            current = failing
            return .refused
        }
        return .submit
    }
}
