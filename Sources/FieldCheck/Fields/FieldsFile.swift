import ArgumentParsing

/// One declared field: a column name and the configuration its options built.
package struct FieldDeclaration<Config> {
    package var column: String
    package var config: Config
    /// The line of the fields file it was declared on (from 1).
    package var line: Int
    /// The rule as written: its options, quoted as a fields file quotes them (the reports
    /// for people show it).
    package var rule: String

    package init(column: String, config: Config, line: Int, rule: String = "") {
        self.column = column
        self.config = config
        self.line = line
        self.rule = rule
    }
}

/// A mistake in a fields file, reported as `FILE:LINE: message`.
public struct FieldsFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the file was called (the `path` given).
    public var path: String
    /// The line with the mistake, from 1 (0: the file as a whole).
    public var line: Int
    /// The mistake, in plain words.
    public var message: String

    package init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: message`, as fieldcheck says it.
    public var description: String {
        path.isEmpty ? message : line > 0 ? "\(path):\(line): \(message)" : "\(path): \(message)"
    }
}

/// The declarative form: one field per line, a column name and then rule options in
/// command-line syntax, quoted like a shell; `#` starts a comment. The option part
/// is read by the same parser, with the same table, as the command line.
public enum FieldsFile {
    package static func parse<Config>(
        _ contents: [UInt8], path: String, interface: CommandLineInterface<Config>, initial: Config
    ) throws(FieldsFileError) -> [FieldDeclaration<Config>] {
        var declarations: [FieldDeclaration<Config>] = []
        var firstLine: [String: Int] = [:]
        var lineNumber = 0
        var start = 0
        if contents.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }  // a UTF-8 BOM
        while start < contents.count {
            lineNumber += 1
            let end = contents[start...].firstIndex(of: 0x0A) ?? contents.count
            let line = Array(contents[start..<end])
            start = end + 1
            func failure(_ message: String) -> FieldsFileError {
                FieldsFileError(path: path, line: lineNumber, message: message)
            }
            let words: [[UInt8]]
            do {
                words = try ShellWords.split(line)
            } catch {
                throw failure(error.message)
            }
            guard let first = words.first else { continue }
            // (`@read` says how the tables are read, not a column: `FieldsFile.readDirective`;
            // `@row` and `@table` are rules about rows and tables: `FieldsFile.ruleLines`.)
            if Self.isReadLine(line) || Self.ruleLineKind(line) != nil { continue }
            guard let column = String(validating: first, as: UTF8.self) else {
                throw failure("the column name is not valid UTF-8")
            }
            // A column name may begin with '-' when it is quoted ('-x'): an option cannot be.
            let lead = line.firstIndex(where: { $0 != 0x20 && $0 != 0x09 })
            let quoted = lead.map { line[$0] == 0x27 || line[$0] == 0x22 || line[$0] == 0x24 && $0 + 1 < line.count && line[$0 + 1] == 0x27 } ?? false
            if column.hasPrefix("-") && !quoted {
                throw failure("a line starts with a column name, not an option ('\(Quoting.display(column))')")
            }
            if let earlier = firstLine[column] {
                throw failure("column '\(Quoting.display(column))' is declared twice (first on line \(earlier))")
            }
            var config = initial
            do {
                try interface.parseOptions(
                    Array(words.dropFirst()), scope: Scope.fieldsFile, label: "a fields file", into: &config)
            } catch {
                throw failure(error.message)
            }
            firstLine[column] = lineNumber
            let rule = words.dropFirst().map { ShellQuoting.quote(String(decoding: $0, as: UTF8.self)) }.joined(separator: " ")
            declarations.append(FieldDeclaration(column: column, config: config, line: lineNumber, rule: rule))
        }
        if declarations.isEmpty {
            throw FieldsFileError(path: path, line: 0, message: "declares no fields")
        }
        return declarations
    }

    static let readWord = Array("@read".utf8)

    /// Whether a line is the `@read` line: the word unquoted (`'@read'` names a column).
    static func isReadLine(_ line: [UInt8]) -> Bool {
        guard let start = line.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return false }
        let rest = line[start...]
        guard rest.starts(with: readWord) else { return false }
        let after = start + readWord.count
        return after == line.count || [0x20, 0x09, 0x0D].contains(line[after])
    }

    /// The words of the `@read` line (`@read --delimiter ';'`: how the tables the file
    /// describes are read, as the command line's options would say it) and its line
    /// number; nil without one. A second `@read` line is refused.
    package static func readDirective(_ contents: [UInt8], path: String) throws(FieldsFileError) -> (words: [[UInt8]], line: Int)? {
        var found: (words: [[UInt8]], line: Int)?
        var lineNumber = 0
        var start = contents.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < contents.count {
            lineNumber += 1
            let end = contents[start...].firstIndex(of: 0x0A) ?? contents.count
            let line = Array(contents[start..<end])
            start = end + 1
            guard isReadLine(line), let words = try? ShellWords.split(line) else { continue }
            if let earlier = found {
                throw FieldsFileError(path: path, line: lineNumber, message: "a second @read line (the first is line \(earlier.line))")
            }
            found = (Array(words.dropFirst()), lineNumber)
        }
        return found
    }
}

/// A fields file's rule about rows or tables: `@row EXPRESSION` (frictionless's formula
/// language, over the row's cells) or `@table CHECK [OPTION=VALUE ...]` (one of
/// frictionless's checks, or `unique COLUMN...`).
package struct FieldsRuleLine: Sendable, Equatable {
    package enum Kind: Sendable, Equatable { case row, table }
    package var kind: Kind
    /// `@row`: the expression as written (to the end of the line).
    package var text: String
    /// `@table`: the check's name and its options, as shell words.
    package var words: [String]
    package var line: Int
    /// Where `text` starts in its line, in characters from 1.
    package var column: Int
}

extension FieldsFile {
    /// `@row` or `@table` when the line starts with that word, unquoted.
    static func ruleLineKind(_ line: [UInt8]) -> FieldsRuleLine.Kind? {
        guard let start = line.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
        for (word, kind) in [(Array("@row".utf8), FieldsRuleLine.Kind.row), (Array("@table".utf8), .table)] {
            guard line[start...].starts(with: word) else { continue }
            let after = start + word.count
            if after == line.count || [0x20, 0x09, 0x0D].contains(line[after]) { return kind }
        }
        return nil
    }

    /// The file's `@row` and `@table` lines, in order.
    package static func ruleLines(_ contents: [UInt8], path: String) throws(FieldsFileError) -> [FieldsRuleLine] {
        var found: [FieldsRuleLine] = []
        var lineNumber = 0
        var start = contents.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < contents.count {
            lineNumber += 1
            let end = contents[start...].firstIndex(of: 0x0A) ?? contents.count
            var line = Array(contents[start..<end])
            start = end + 1
            guard let kind = ruleLineKind(line) else { continue }
            if line.last == 0x0D { line.removeLast() }
            guard let text = String(validating: line, as: UTF8.self) else {
                throw FieldsFileError(path: path, line: lineNumber, message: "the line is not valid UTF-8")
            }
            let scalars = Array(text.unicodeScalars)
            var position = scalars.firstIndex { $0 != " " && $0 != "\t" } ?? 0
            position += kind == .row ? 4 : 6
            while position < scalars.count && (scalars[position] == " " || scalars[position] == "\t") { position += 1 }
            let rest = String(String.UnicodeScalarView(scalars[position...]))
            var words: [String] = []
            if kind == .table {
                do {
                    words = try ShellWords.split(Array(rest.utf8)).map { String(decoding: $0, as: UTF8.self) }
                } catch {
                    throw FieldsFileError(path: path, line: lineNumber, message: error.message)
                }
            }
            if rest.isEmpty {
                throw FieldsFileError(
                    path: path, line: lineNumber,
                    message: kind == .row ? "@row needs an expression (@row end >= start)" : "@table needs a check (@table duplicate-row, @table unique id)")
            }
            found.append(FieldsRuleLine(kind: kind, text: rest, words: words, line: lineNumber, column: position + 1))
        }
        return found
    }
}
