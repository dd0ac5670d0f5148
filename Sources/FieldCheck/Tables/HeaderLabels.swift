/// How a Table Schema's fields meet a table's header (its labels), as frictionless 5.21
/// matches them (`table/header.py`): Table Schema v2's `fieldsMatch`. `exact`, the default,
/// pairs label i with field i and reports every difference; the other modes pair them by
/// name and differ in what they tolerate: labels no field has (`subset`, `partial`) or
/// fields no label has, the required ones aside (`superset`, `partial`). A fields file
/// names its columns and is matched by name (`TableColumns`), not through this.
package enum FieldsMatch: String, CaseIterable, Sendable {
    case exact, equal, subset, superset, partial

    /// A difference between the labels and the fields, named as frictionless names it.
    package struct Problem: Equatable, Sendable {
        /// `extra-label`, `missing-label`, `blank-label`, `duplicate-label`,
        /// `incorrect-label`, `unmatched-header`.
        package var kind: String
        /// The position (from 1) frictionless gives it: the label's, or for a field no label
        /// has, one after the labels.
        package var position: Int
        package var label: String
        /// The field it concerns, when there is one.
        package var field: String?
        /// For an extra label matched by position: how many fields the schema has.
        package var fieldCount: Int? = nil

        /// One line for a report.
        package var reason: String {
            switch kind {
            case "extra-label":
                if let fieldCount { return "extra-label: column \(position), '\(label)', is beyond the schema's \(fieldCount) \(fieldCount == 1 ? "field" : "fields")" }
                return "extra-label: column \(position), '\(label)', is not a field of the schema"
            case "missing-label": return "missing-label: the schema's field '\(field ?? "")' is not in the header"
            case "blank-label": return "blank-label: column \(position) has no label (the schema's field '\(field ?? "")')"
            case "duplicate-label": return "duplicate-label: column \(position), '\(label)', is labelled as an earlier column"
            case "incorrect-label": return "incorrect-label: column \(position) is labelled '\(label)', where the schema's field \(position) is '\(field ?? "")'"
            default: return "unmatched-header: no label of the header is a field of the schema (\"fieldsMatch\": \"partial\")"
            }
        }
    }

    /// Each field's column in the header (nil: none), and the differences; or an error
    /// that stops the table (labels that make matching by name ambiguous).
    package func match(labels: [String], fields: [String], required: [Bool]) throws(TableError) -> (columns: [Int?], problems: [Problem]) {
        var problems: [Problem] = []
        // A header line with nothing on it has no labels (frictionless reads it as []): the
        // fields then take the columns in order, and there is nothing to compare.
        guard !labels.isEmpty && labels != [""] else { return (fields.indices.map { $0 < max(1, labels.count) ? $0 : nil }, []) }
        if self == .exact {
            for (index, label) in labels.enumerated() where index >= fields.count {
                problems.append(Problem(kind: "extra-label", position: index + 1, label: label, field: nil, fieldCount: fields.count))
            }
            for (offset, field) in fields.dropFirst(labels.count).enumerated() {
                problems.append(Problem(kind: "missing-label", position: labels.count + 1 + offset, label: "", field: field))
            }
            for (index, (field, label)) in zip(fields, labels).enumerated() {
                if label.isEmpty {
                    problems.append(Problem(kind: "blank-label", position: index + 1, label: "", field: field))
                } else if labels[..<index].contains(label) {
                    problems.append(Problem(kind: "duplicate-label", position: index + 1, label: label, field: field))
                } else if label != field {
                    problems.append(Problem(kind: "incorrect-label", position: index + 1, label: label, field: field))
                }
            }
            return (fields.indices.map { $0 < labels.count ? $0 : nil }, problems)
        }
        guard Set(labels).count == labels.count else {
            throw TableError("matching fields by name (\"fieldsMatch\": \"\(rawValue)\") requires unique labels in the header")
        }
        let positions = Dictionary(labels.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let known = Set(fields)
        if self != .subset && self != .partial {
            for (index, label) in labels.enumerated() where !known.contains(label) {
                problems.append(Problem(kind: "extra-label", position: index + 1, label: label, field: nil))
            }
        }
        let columns = fields.map { positions[$0] }
        if self == .partial && !fields.isEmpty && !columns.contains(where: { $0 != nil }) {
            problems.append(Problem(kind: "unmatched-header", position: 1, label: "", field: nil))
        }
        var offset = 0
        for (field, (column, isRequired)) in zip(fields, zip(columns, required)) where column == nil {
            if (self == .superset || self == .partial) && !isRequired { continue }
            problems.append(Problem(kind: "missing-label", position: labels.count + 1 + offset, label: "", field: field))
            offset += 1
        }
        return (columns, problems)
    }
}
