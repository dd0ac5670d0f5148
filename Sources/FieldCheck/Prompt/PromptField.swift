import FieldCheckReference

/// One field being edited by `prompt`: its rules, what is typed, and its auto-fill list.
package struct PromptField {
    /// The column name in a form (the variable the result is assigned to).
    package let name: String
    package let label: String
    package let placeholder: String
    package let rule: Rule
    package let typing: AsYouType
    /// The list file of `--from`, when there is one.
    package let listPath: String?
    package internal(set) var editor: LineEditor
    /// The judgement of the current text.
    package internal(set) var verdict: Verdict
    /// Whether the field has been edited or left, so its status is worth showing.
    package internal(set) var touched = false
    /// The open auto-fill list.
    package internal(set) var list: AutoFillList?

    package init(name: String, label: String, placeholder: String, rule: Rule, value: String, listPath: String?) {
        self.name = name
        self.label = label
        self.placeholder = placeholder
        self.rule = rule
        self.listPath = listPath
        typing = AsYouType(rule: rule)
        // What could not be typed cannot start the value either: no control characters.
        let value = String(value.filter { !DisplayWidth.hasControl($0) })
        var editor = LineEditor(value)
        typing.reformat(&editor)
        self.editor = editor
        verdict = rule.check(Array(editor.text.utf8))
        touched = !value.isEmpty
    }

    package var text: String { editor.text }
    package var passes: Bool { verdict.status == .passed }

    /// The value printed when the field passes: its canonical form.
    package var result: String {
        rule.format(Array(editor.text.utf8)).formatted ?? editor.text
    }

    mutating func revalidate() {
        verdict = rule.check(Array(editor.text.utf8))
    }
}

/// The auto-fill list under a field: entries ranked as `suggest` ranks them, and the one
/// selected.
package struct AutoFillList: Equatable, Sendable {
    package internal(set) var entries: [String]
    package internal(set) var selected: Int

    package init(entries: [String], selected: Int = 0) {
        self.entries = entries
        self.selected = entries.isEmpty ? 0 : min(max(selected, 0), entries.count - 1)
    }

    package var selection: String? { entries.indices.contains(selected) ? entries[selected] : nil }
}
