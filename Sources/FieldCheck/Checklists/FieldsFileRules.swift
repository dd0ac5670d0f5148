import ArgumentParsing

/// A fields file's `@row` and `@table` lines as checks (`TableCheck`), in frictionless's
/// language and with its checks, but held to fieldcheck's own file: a formula Python
/// refuses, a name that is no column, an option the check lacks are errors of the line
/// (with its column, and the column name meant), not warnings.
extension TableCheck {
    package static func fromFieldsLine(_ line: FieldsRuleLine, columns: [String], path: String) throws(FieldsFileError) -> TableCheck {
        func failure(_ message: String, at column: Int? = nil) -> FieldsFileError {
            FieldsFileError(path: path, line: line.line, message: (column.map { "column \($0): " } ?? "") + message)
        }
        func meant(_ name: String) -> String {
            guard let guess = TableSchema.nearMiss(name, among: columns) ?? Suggestions.closest(to: name, among: columns) else { return "" }
            return " (did you mean '\(Quoting.display(guess))'?)"
        }
        switch line.kind {
        case .row:
            let formula: Formula
            do {
                formula = try Formula(line.text).withoutComment()
            } catch {
                let words = error.kind == .syntax ? "not a Python expression: \(error.message)" : "\(error.message) is not evaluated by fieldcheck"
                throw failure(words, at: line.column + error.column - 1)
            }
            for name in formula.names where formula.calls(name) && !Formula.functions.contains(name) {
                throw failure(
                    "\(name)() is not a function of the formula language (int, float, str, list, tuple, dict, set)",
                    at: line.column + (formula.column(of: name) ?? 1) - 1)
            }
            for name in formula.names where !columns.contains(name) {
                if name == "rand" || name == "randint" {
                    throw failure("\(name)() gives another verdict at each run", at: line.column + (formula.column(of: name) ?? 1) - 1)
                }
                if Formula.functions.contains(name) && formula.calls(name) { continue }
                throw failure("'\(Quoting.display(name))' is not a declared column\(meant(name))", at: line.column + (formula.column(of: name) ?? 1) - 1)
            }
            return TableCheck(kind: .rowConstraint(formula), type: "row-constraint")
        case .table:
            guard let name = line.words.first else { throw failure("@table needs a check") }
            if name == "unique" {
                let names = Array(line.words.dropFirst())
                guard !names.isEmpty else { throw failure("@table unique needs the columns whose values together are unique") }
                for column in names where !columns.contains(column) {
                    throw failure("'\(Quoting.display(column))' is not a declared column\(meant(column))")
                }
                return TableCheck(kind: .unique(names), type: "unique-error")
            }
            var members: [(key: String, value: JSONValue)] = [("type", .string(name))]
            for word in line.words.dropFirst() {
                guard let equals = word.firstIndex(of: "=") else {
                    throw failure("'\(Quoting.display(word))' is not an option of the check: write OPTION=VALUE (minRows=1000)")
                }
                let key = String(word[..<equals]), text = String(word[word.index(after: equals)...])
                var value: JSONValue
                if let parsed = try? JSONReader.parse(Array(text.utf8)) {
                    value = parsed
                } else if key == "values" || key == "ignoreFields" {
                    value = .array(text.split(separator: ",", omittingEmptySubsequences: false).map { .string(String($0)) })
                } else {
                    value = .string(text)
                }
                if key == "fieldName", case .string(let field) = value, !columns.contains(field) {
                    throw failure("'\(Quoting.display(field))' is not a declared column\(meant(field))")
                }
                members.append((key, value))
            }
            var warnings: [String] = []
            let check: TableCheck
            // (The descriptor's words for its place: "check 3 (type)" is this line's "@table type".)
            func said(_ message: String) -> String {
                var text = message.replacingPrefix("check \(line.line) (\(name))", with: "@table \(name)")
                text = text.replacingPrefix("check \(line.line)", with: "@table")
                let ignored = ": ignored, as frictionless ignores it"
                return text.hasSuffix(ignored) ? String(text.dropLast(ignored.count)) : text
            }
            do {
                check = try TableCheck.parse(.object(members), number: line.line, warnings: &warnings)
            } catch {
                throw failure(said(error.message))
            }
            if let first = warnings.first { throw failure(said(first)) }
            return check
        }
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with other: String) -> String {
        hasPrefix(prefix) ? other + dropFirst(prefix.count) : self
    }
}

extension Formula {
    /// Whether the formula calls a function of this name (`len(x)`: a call, not a value).
    package func calls(_ name: String) -> Bool {
        func find(_ node: FormulaNode) -> Bool {
            switch node {
            case .name, .constant, .slot: return false
            case .call(let function, let arguments, _):
                if case .name(let called, _) = function, called == name { return true }
                return find(function) || arguments.contains(where: find)
            case .unary(_, let operand): return find(operand)
            case .binary(_, let left, let right, _): return find(left) || find(right)
            case .boolean(_, let items), .list(let items), .tuple(let items), .set(let items): return items.contains(where: find)
            case .compare(let first, let rest, _): return find(first) || rest.contains { find($0.1) }
            case .conditional(let test, let then, let otherwise): return find(test) || find(then) || find(otherwise)
            case .attribute(let base, _, _): return find(base)
            case .item(let base, let key, _): return find(base) || find(key)
            case .dictionary(let pairs): return pairs.contains { find($0.0) || find($0.1) }
            }
        }
        return find(root)
    }

    /// Where a name is first read, in characters from 1.
    package func column(of name: String) -> Int? {
        func find(_ node: FormulaNode) -> Int? {
            switch node {
            case .name(let found, let column): return found == name ? column : nil
            case .constant, .slot: return nil
            case .unary(_, let operand): return find(operand)
            case .binary(_, let left, let right, _): return find(left) ?? find(right)
            case .boolean(_, let items), .list(let items), .tuple(let items), .set(let items): return items.lazy.compactMap(find).first
            case .compare(let first, let rest, _): return find(first) ?? rest.lazy.compactMap { find($0.1) }.first
            case .conditional(let test, let then, let otherwise): return find(then) ?? find(test) ?? find(otherwise)
            case .call(let function, let arguments, _): return find(function) ?? arguments.lazy.compactMap(find).first
            case .attribute(let base, _, _): return find(base)
            case .item(let base, let key, _): return find(base) ?? find(key)
            case .dictionary(let pairs): return pairs.lazy.compactMap { find($0.0) ?? find($0.1) }.first
            }
        }
        return find(root)
    }
}
