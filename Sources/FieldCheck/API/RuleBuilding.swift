import ArgumentParsing
// `Status` and `Verdict`, what a check gives, are declared below this module (with the
// references, which judge with them): a program that imports FieldCheck sees them here.
@_exported import FieldCheckReference

// The library's public API for Swift programs: a rule built from fieldcheck's rule options
// or from a fields file, a value checked (a status with its reason) or put in canonical
// form, and the as-you-type formatter (`AsYouType`). Everything else in the module is
// `package`: the fieldcheck executable's, not a Swift program's. (FieldCheckReference's
// other public types, the byte buffer and byte classes, are public only so that the
// compiler inlines them in the modules above; they are not this API.)

extension Rule {
    /// Makes a rule from fieldcheck's rule options, as given on its command line or on a
    /// fields-file line after the column name.
    ///
    /// ```swift
    /// let rule = try Rule.make(options: ["--type", "phone", "--region", "GB"])
    /// rule.check("020 7946 0018").status   // .passed
    /// ```
    ///
    /// - Parameter options: the options, one argument each (`["--type", "zip"]`).
    /// - Throws: `RuleError` for an unknown option (with a did-you-mean), a bad value, a
    ///   pattern that does not compile, or contradictory options. `--one-of-file` is
    ///   refused: the library reads no files (read the list and give `--one-of`s).
    public static func make(options: [String]) throws(RuleError) -> Rule {
        var parsed = RuleOptions()
        do {
            try RuleOptions.interface.parseOptions(options.map { Array($0.utf8) }, scope: Scope.fieldsFile, label: "rule options", into: &parsed)
        } catch {
            throw RuleError(error.message)
        }
        if let file = parsed.oneOfFiles.first ?? parsed.oneOfColumns.first {
            throw RuleError("\(parsed.oneOfFiles.isEmpty ? "--one-of-column" : "--one-of-file") \(file): the library reads no files; give the values with --one-of")
        }
        return try parsed.makeRule()
    }

    /// Makes a rule from one line of rule options, quoted as in a shell or a fields file
    /// (`--type phone --region GB`, `-p '[A-Z]{3}'`).
    ///
    /// - Throws: `RuleError`, as `make(options:)`, and for unbalanced quotes.
    public static func make(optionLine: String) throws(RuleError) -> Rule {
        let words: [[UInt8]]
        do {
            words = try ShellWords.split(Array(optionLine.utf8))
        } catch {
            throw RuleError(error.message)
        }
        return try make(options: words.map { String(decoding: $0, as: UTF8.self) })
    }

    /// Judges one value: its status (`passed`, `tooShort`, `failed`) and, when it does
    /// not pass, the reason in plain words, exactly as `fieldcheck check` gives them.
    public func check(_ value: String) -> Verdict {
        var value = value
        return value.withUTF8 { check($0) }
    }

    /// Judges one value and gives its canonical form when it passes (`nil` otherwise), as
    /// `fieldcheck format` writes it: `(877) 215-5230` for `+1 1 877 215 5230`.
    public func format(_ value: String) -> (verdict: Verdict, formatted: String?) {
        var value = value
        return value.withUTF8 { format($0) }
    }
}

extension RuleOptions {
    /// The rule options alone, as a fields-file line takes them.
    static var interface: CommandLineInterface<RuleOptions> {
        CommandLineInterface(
            program: "fieldcheck", version: "", summary: "", discussion: "", commands: [], defaultCommand: "",
            options: RuleOptions.definitions, sectionOrder: [], manual: [], initial: RuleOptions())
    }
}

extension FieldsFile {
    /// The rules of a fields file: one line per column, its name and then rule options
    /// (quoted as in a shell; `#` begins a comment), as `fieldcheck check --fields` reads
    /// it.
    ///
    /// ```swift
    /// let rules = try FieldsFile.rules(in: "zip --type zip\nphone --type phone --optional\n")
    /// rules[0].column                        // "zip"
    /// rules[0].rule.check("1234").status     // .tooShort
    /// ```
    ///
    /// - Parameters:
    ///   - contents: the file's text.
    ///   - path: what messages call the file.
    /// - Throws: `FieldsFileError` naming the line: an unknown option, a bad value, a
    ///   column declared twice, a rule that cannot be made. Only rule options are read:
    ///   `prompt`'s `--label`, `--placeholder`, `--value` and `--from` are refused.
    public static func rules(in contents: String, path: String = "fields file") throws(FieldsFileError) -> [(column: String, rule: Rule)] {
        let declarations = try parse(Array(contents.utf8), path: path, interface: RuleOptions.interface, initial: RuleOptions())
        var rules: [(column: String, rule: Rule)] = []
        for declaration in declarations {
            do throws(RuleError) {
                if let file = declaration.config.oneOfFiles.first ?? declaration.config.oneOfColumns.first {
                    let option = declaration.config.oneOfFiles.isEmpty ? "--one-of-column" : "--one-of-file"
                    throw RuleError("\(option) \(file): the library reads no files; give the values with --one-of")
                }
                rules.append((declaration.column, try declaration.config.makeRule()))
            } catch {
                throw FieldsFileError(path: path, line: declaration.line, message: error.message)
            }
        }
        return rules
    }
}
