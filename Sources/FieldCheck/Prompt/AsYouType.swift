/// What a field of `prompt` does with keys as they are typed: the characters its type
/// cannot hold are refused, `--max-length` is enforced, and phone numbers and ZIP codes are
/// formatted as they grow (`(555) 12`, `12345-6`), with the cursor kept after the same
/// digit. Insertions go one character at a time, so a paste keeps what fits.
public struct AsYouType: Sendable {
    /// The type, when one was given.
    package let type: FieldType?
    /// The type as the rule configures it (a phone number's region shapes its mask).
    let unit: (any TypeUnit)?
    /// With `--many`: characters of the separators are always accepted, and values are
    /// not formatted (each piece is).
    let separatorCharacters: Set<Character>?
    let maxLength: Int?
    /// Types whose judgement of an incomplete value is exact, so that a character that
    /// turns a value that could still pass into one that cannot is refused.
    let refusesDeadEnds: Bool

    package init(type: FieldType?, separators: Separators?, maxLength: Int?) {
        self.init(type: type, unit: type.flatMap { try? TypeValidator($0).unit }, separators: separators, maxLength: maxLength)
    }

    init(type: FieldType?, unit: (any TypeUnit)?, separators: Separators?, maxLength: Int?) {
        self.type = type
        self.unit = unit
        self.maxLength = maxLength
        if let separators {
            separatorCharacters = Set(separators.separators.flatMap { String(decoding: $0, as: UTF8.self) })
        } else {
            separatorCharacters = nil
        }
        refusesDeadEnds = separators == nil && type?.unit.refusesDeadEnds == true
    }

    public init(rule: Rule) {
        self.init(
            type: rule.typeGiven ? rule.type.type : nil, unit: rule.typeGiven ? rule.type.unit : nil,
            separators: rule.separators, maxLength: rule.maxLength)
    }

    /// Whether a field of this type can hold the character at all.
    public func accepts(_ character: Character) -> Bool {
        if DisplayWidth.hasControl(character) { return false }
        if let separatorCharacters, separatorCharacters.contains(character) { return true }
        return type?.unit.accepts(character) ?? true
    }

    /// Types with a mask: the value is rewritten as it changes.
    var formats: Bool { separatorCharacters == nil && unit.map { $0.typingMask("") != nil } == true }

    /// The characters that the mask keeps (the rest are its own punctuation).
    func isSignificant(_ character: Character) -> Bool {
        guard formats, let type else { return true }
        return type.unit.isSignificant(character)
    }

    /// The value as the mask shows it.
    public func format(_ text: String) -> String {
        guard formats else { return text }
        return unit?.typingMask(text) ?? text
    }

    /// Types `text` at the cursor; false when any of it was refused.
    @discardableResult
    package func insert(_ text: String, into editor: inout LineEditor, rule: Rule? = nil) -> Bool {
        var allTaken = true
        for character in text {
            let before = editor
            editor.insert(String(character))
            let typed = editor.before.last ?? character
            let raw = editor.text
            reformat(&editor)
            if !accepts(typed) || exceedsMaximum(editor.text) || maskDropsTyping(raw, editor.text)
                || (refusesDeadEnds && becameDeadEnd(from: before.text, to: editor.text, rule: rule))
            {
                editor = before
                allTaken = false
            }
        }
        return allTaken
    }

    /// Backspace: in a masked value, the mask's punctuation is stepped over and the
    /// character before it goes.
    package func backspace(_ editor: inout LineEditor) {
        if formats {
            while editor.cursor > 0, let last = editor.before.last, !isSignificant(last) { editor.moveLeft() }
        }
        editor.backspace()
        reformat(&editor)
    }

    /// Delete: the character under the cursor (in a masked value, the next significant one).
    package func deleteForward(_ editor: inout LineEditor) {
        if formats {
            var probe = editor
            while let next = probe.after.first, !isSignificant(next) { probe.moveRight() }
            probe.deleteForward()
            editor.set(probe.text, cursor: editor.cursor)
        } else {
            editor.deleteForward()
        }
        reformat(&editor)
    }

    /// Re-applies the mask after any edit, keeping the cursor after the same significant character.
    package func reformat(_ editor: inout LineEditor) {
        guard formats else { return }
        let formatted = format(editor.text)
        guard formatted != editor.text else { return }
        let wanted = format(String(editor.before)).filter { isSignificant($0) }.count
        var position = 0, seen = 0
        let characters = Array(formatted)
        if wanted >= characters.filter({ isSignificant($0) }).count {
            position = characters.count
        } else {
            while position < characters.count && seen < wanted {
                if isSignificant(characters[position]) { seen += 1 }
                position += 1
            }
        }
        editor.set(formatted, cursor: position)
    }

    /// Whether the mask had to leave out something typed (an 11th digit of a phone number,
    /// a 10th of a ZIP code): the key is then refused. A phone number's leading 1 is the
    /// country code, which the mask drops on purpose.
    func maskDropsTyping(_ raw: String, _ formatted: String) -> Bool {
        guard formats else { return false }
        let countryCode = unit?.typingMaskDrops(raw) ?? 0
        return raw.filter { isSignificant($0) }.count - countryCode > formatted.filter { isSignificant($0) }.count
    }

    func exceedsMaximum(_ text: String) -> Bool {
        guard let maxLength else { return false }
        return text.count > maxLength
    }

    /// Whether an edit took a value that could still pass to one that never can.
    func becameDeadEnd(from old: String, to new: String, rule: Rule?) -> Bool {
        guard let rule, !rule.canonical else { return false }
        let oldStatus = rule.status(Array(old.utf8))
        if oldStatus == .failed && !old.isEmpty { return false }
        return rule.status(Array(new.utf8)) == .failed
    }
}
