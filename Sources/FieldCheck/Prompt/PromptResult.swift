import FieldCheckReference

/// What `prompt --fields` prints when the form is done: shell assignments safe to `eval`,
/// or one JSON object.
package enum PromptResult {
    /// `name='Ann O'"'"'Neil'`: single quotes, and a quote written as `'"'"'`, so nothing in
    /// the value is ever expanded by the shell.
    package static func shellAssignments(_ values: [(name: String, value: String)]) -> String {
        var text = ""
        for (name, value) in values {
            text += name + "=" + shellQuoted(value) + "\n"
        }
        return text
    }

    package static func shellQuoted(_ value: String) -> String {
        "'" + value.replacingQuotes() + "'"
    }

    /// Whether `name` can be assigned to in a POSIX shell: a letter or `_`, then letters,
    /// digits or `_`, all ASCII.
    package static func isShellName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first == 0x5F || isASCIILetter(first) else { return false }
        return name.utf8.allSatisfy { $0 == 0x5F || isASCIILetter($0) || ($0 >= 0x30 && $0 <= 0x39) }
    }

    /// `{"name":"Ann Lee","phone":"(201) 555-0123"}` and a newline.
    package static func json(_ values: [(name: String, value: String)]) -> [UInt8] {
        var out = ByteBuffer(capacity: 256)
        out.append(0x7B)
        for (index, pair) in values.enumerated() {
            if index > 0 { out.append(0x2C) }
            JSONText.appendString(pair.name, to: &out)
            out.append(0x3A)
            JSONText.appendString(pair.value, to: &out)
        }
        out.append("}\n")
        return out.bytes
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}

extension String {
    fileprivate func replacingQuotes() -> String {
        var result = ""
        for character in self {
            if character == "'" { result += "'\"'\"'" } else { result.append(character) }
        }
        return result
    }
}
