import ArgumentParsing
import FieldCheck

/// `fieldcheck types [TYPE]`: the built-in types, their rules and live examples.
struct TypesCommand {
    let type: FieldType?
    /// The rule settings given (`types phone --region GB`).
    var settings = TypeSettings()

    func run() -> Int32 {
        var text = ""
        if let type {
            text += "\(type.rawValue): \(type.summary)\n\n"
            text += TextWrapping.wrap(type.details, width: 80, indent: 0) + "\n\n"
            text += "Canonical form: \(type.canonicalForm)\n\nExamples:\n"
            text += examples(type, indent: "  ")
            if let region = PhoneRegionReference(type: type, settings: settings) {
                text += "\n" + region.text
            } else if let reference = type.unit.reference {
                text += "\n\(reference.title):\n"
                for (code, name) in reference.rows { text += "  \(code)  \(name)\n" }
            }
        } else {
            for type in FieldType.allCases {
                text += "\(type.rawValue)\n"
                text += "  passes:    \(type.summary)\n"
                text += "  canonical: \(type.canonicalForm)\n"
                text += examples(type, indent: "  ")
                text += "\n"
            }
            text += "'fieldcheck types TYPE' tells more about one type.\n"
        }
        return Program.printOut(text)
    }

    /// Each example judged now by the real rule, so the listing cannot drift from it.
    func examples(_ type: FieldType, indent: String) -> String {
        var options = RuleOptions()
        options.type = type
        options.settings = settings
        options.minLength = 0
        guard let rule = try? options.makeRule() else { return "" }
        var text = ""
        for example in PhoneRegionReference(type: type, settings: settings)?.examples ?? type.examples {
            let (verdict, formatted) = rule.format(Array(example.utf8))
            let shown = "\"\(example)\"".replacingControlCharacters()
            let status = verdict.status.name.padding(to: 10)
            if verdict.status == .passed {
                text += "\(indent)\(status)\(shown) -> \"\(formatted ?? "")\"\n"
            } else {
                text += "\(indent)\(status)\(shown): \(verdict.reason ?? "")\n"
            }
        }
        return text
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }

    fileprivate func replacingControlCharacters() -> String {
        String(unicodeScalars.map { $0.value < 0x20 ? "?" : Character($0) })
    }
}
