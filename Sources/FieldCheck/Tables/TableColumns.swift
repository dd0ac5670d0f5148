import ArgumentParsing

/// A mistake in the shape of a table or in how the fields file meets it.
package struct TableError: Error, Equatable, Sendable {
    package var message: String
    package init(_ message: String) { self.message = message }
}

/// A declared column: its name, where it is in the header, and its rule.
package struct TableColumn {
    package let name: String
    package let index: Int
    package let rule: Rule
}

/// The declared columns found in a header, in the fields file's order.
package struct TableColumns {
    package let columns: [TableColumn]
    /// The same columns as plain values for the hot loop: where the cell is, and its rule,
    /// unretained (`columns` keeps every rule alive).
    package let cells: [(index: Int, rule: Unmanaged<Rule>, unique: Bool)]
    /// Whether some column is part of a primary key (`--primary-key`).
    package let hasPrimaryKey: Bool
    /// How many cells every row must have.
    package let width: Int

    /// Matches declarations (`column`, `where` it was declared, `rule`) to the header's
    /// names. A duplicate name in the header or a declared column missing from it is an error.
    package init(header: [[UInt8]], declarations: [(column: String, place: String, rule: Rule)]) throws(TableError) {
        var positions: [String: Int] = [:]
        var names: [String] = []
        for (index, cell) in header.enumerated() {
            let name = String(decoding: cell, as: UTF8.self)
            if let earlier = positions[name] {
                throw TableError("the header names column '\(Quoting.display(name))' twice (columns \(earlier + 1) and \(index + 1))")
            }
            positions[name] = index
            names.append(name)
        }
        var columns: [TableColumn] = []
        for declaration in declarations {
            guard let index = positions[declaration.column] else {
                var message = "column '\(Quoting.display(declaration.column))' (\(declaration.place)) is not in the table's header"
                if let guess = Self.closeName(declaration.column, among: names) {
                    message += " (did you mean '\(Quoting.display(guess))'?)"
                }
                throw TableError(message)
            }
            columns.append(TableColumn(name: declaration.column, index: index, rule: declaration.rule))
        }
        self.columns = columns
        self.cells = columns.map { ($0.index, Unmanaged.passUnretained($0.rule), $0.rule.unique) }
        self.hasPrimaryKey = columns.contains { $0.rule.primaryKey }
        self.width = header.count
    }

    /// Declarations bound to the header positions a schema's `fieldsMatch` gave them
    /// (`FieldsMatch.match`); a declaration with none is not checked (frictionless drops it
    /// after reporting its label).
    package init(width: Int, bound: [(declaration: (column: String, place: String, rule: Rule), index: Int?)]) {
        let columns = bound.compactMap { item in item.index.map { TableColumn(name: item.declaration.column, index: $0, rule: item.declaration.rule) } }
        self.columns = columns
        self.cells = columns.map { ($0.index, Unmanaged.passUnretained($0.rule), $0.rule.unique) }
        self.hasPrimaryKey = columns.contains { $0.rule.primaryKey }
        self.width = width
    }

    /// The header name a declared column most likely means: one that differs only by
    /// surrounding whitespace or case (' Zip ' for zip), else the closest by edit distance.
    package static func closeName(_ column: String, among names: [String]) -> String? {
        let folded = TextNormalization.collapsed(Substring(column)).lowercased()
        if let same = names.first(where: { TextNormalization.collapsed(Substring($0)).lowercased() == folded }) { return same }
        return Suggestions.closest(to: column, among: names)
    }
}
