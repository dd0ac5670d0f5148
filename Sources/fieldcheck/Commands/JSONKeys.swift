import FieldCheck

/// Which key of each object a JSON table's columns read. By default a column reads the key
/// of its own name. Under a Table Schema, as frictionless reads JSON: the first object's
/// keys are the table's labels, paired with the fields by `fieldsMatch` (by position unless
/// it says by name), and each field reads the key of its label in every object; a field no
/// label matches is not checked. The differences are reported like a CSV header's labels.
struct JSONKeys {
    /// Column name → the key it reads; a nil key: no label matched the field.
    private var mapped: [String: String?] = [:]
    /// Set once the first object has been seen (or there is no schema to pair).
    private(set) var settled: Bool

    init(pairing: Bool) { settled = !pairing }

    /// The member a column reads in an object.
    func member(_ members: [JSONMember], _ column: String) -> JSONMember? {
        guard let key = mapped[column] else { return members.first { $0.key == column } }
        guard let key else { return nil }
        return members.first { $0.key == key }
    }

    /// Whether a column is checked at all.
    func reads(_ column: String) -> Bool {
        if case .some(.none) = mapped[column] { return false }
        return true
    }

    /// The first object's keys paired with the fields; the label problems to report.
    mutating func pair(
        _ members: [JSONMember], _ fieldsMatch: FieldsMatch, columns: [(column: String, place: String, rule: Rule)]
    ) throws(TableError) -> [FieldsMatch.Problem] {
        settled = true
        var labels: [String] = []
        for member in members where !labels.contains(member.key) { labels.append(member.key) }
        let (places, problems) = try fieldsMatch.match(
            labels: labels, fields: columns.map(\.column), required: columns.map { !$0.rule.optional || $0.rule.primaryKey })
        for (declaration, place) in zip(columns, places) { mapped[declaration.column] = .some(place.map { labels[$0] }) }
        return problems
    }
}
