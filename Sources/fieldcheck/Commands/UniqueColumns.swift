import ArgumentParsing
import FieldCheck

import FieldCheckReference
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A row's failures of its keys (primary, foreign), each on a declared column.
struct KeyFailures {
    var failures: [(position: Int, verdict: Verdict)]

    /// The first failure on the column at `position`, if any.
    func verdict(at position: Int) -> Verdict? { failures.first { $0.position == position }?.verdict }
}

/// The values seen by each `--unique` column of a table, by column position.
final class UniqueColumns {
    var columns: [UniqueValues] = []
    /// The primary keys seen (`--primary-key` columns, together).
    var keys = UniqueValues()
    /// A Data Package resource's foreign keys, each with the keys of the rows it refers to.
    var foreignKeys: [ForeignKeyCheck] = []

    /// One foreign key: the declared columns (by name) whose values must be among `keys`.
    struct ForeignKeyCheck {
        var fields: [String]
        /// What the keys are, for the reason: `countries (code)`.
        var reference: String
        var keys: Set<String>
    }

    /// Forgets every value: each file is a table of its own.
    func reset() {
        columns = []
        keys = UniqueValues()
    }

    /// A repeat of an earlier row's primary key: the failure, for the first key column.
    /// Key cells are compared by their values as their type reads them, as Table Schema
    /// does: a missing cell or one its type refuses is an empty part of the key (and is
    /// reported on its own); a row whose key parts are all empty is not compared.
    func primaryKey(_ row: Int, _ table: TableColumns, value: (TableColumn) -> [UInt8]) -> (position: Int, verdict: Verdict)? {
        let parts = table.columns.enumerated().filter { $0.element.rule.primaryKey }
        guard let first = parts.first?.offset,
            case .some(.some(let key)) = Self.compositeKey(parts.map(\.element), value: value),
            let earlier = keys.firstSeen(key, at: row)
        else { return nil }
        let what = parts.count == 1 ? "primary key" : "primary key (\(parts.map(\.element.name).joined(separator: ", ")))"
        return (first, .failed("duplicate \(what) of row \(earlier)"))
    }

    /// A row's key failures: a repeated primary key, and each foreign key not among those
    /// it refers to (each for its first column); nil when there are none.
    func keyFailure(_ row: Int, _ table: TableColumns, value: (TableColumn) -> [UInt8]) -> KeyFailures? {
        var failures: [(position: Int, verdict: Verdict)] = []
        if table.hasPrimaryKey, let failure = primaryKey(row, table, value: value) { failures.append(failure) }
        for foreignKey in foreignKeys {
            let columns = foreignKey.fields.compactMap { name in table.columns.first { $0.name == name } }
            // (A key field the header does not have is said there; its rows refer to nothing.)
            guard columns.count == foreignKey.fields.count, let key = Self.compositeKey(columns, value: value) else { continue }
            if case .some(let text) = key, foreignKey.keys.contains(text) { continue }
            guard let first = table.columns.firstIndex(where: { $0.name == foreignKey.fields[0] }) else { continue }
            let shown = columns.map { String(decoding: value($0), as: UTF8.self) }.joined(separator: ", ")
            failures.append((first, .failed("'\(Quoting.display(shown))' is not in \(foreignKey.reference) (foreign key)")))
        }
        return failures.isEmpty ? nil : KeyFailures(failures: failures)
    }

    /// The same for a CSV record.
    func keyFailure(_ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ table: TableColumns) -> KeyFailures? {
        keyFailure(row, table) { record.value($0.index, in: buffer) }
    }

    /// The key of some columns' values (a primary or foreign key), each part as its type
    /// reads it with its length, so that no two keys run together alike ("-" for a missing
    /// part): nil when every part is missing (such a row refers to nothing and repeats
    /// nothing); `.some(nil)` when a part equals nothing (NaN).
    static func compositeKey(_ columns: [TableColumn], value: (TableColumn) -> [UInt8]) -> String?? {
        var key = ""
        var anyPart = false
        for column in columns {
            switch value(column).withUnsafeBufferPointer({ column.rule.valueKey($0) }) {
            case .none: key += "-"
            case .unequal: return .some(nil)
            case .key(let part):
                anyPart = true
                key += String(part.utf8.count) + ":" + part
            }
        }
        return anyPart ? .some(key) : nil
    }

    /// A cell's status with `unique` (`Rule.statusSeen`), the cell then seen in its column;
    /// no reason is made.
    func status(of value: UnsafeBufferPointer<UInt8>, _ rule: Rule, _ position: Int, _ row: Int) -> Status {
        while columns.count <= position { columns.append(UniqueValues()) }
        return rule.statusSeen(value, at: row, in: &columns[position])
    }

    func check(_ verdict: Verdict, _ value: [UInt8], _ rule: Rule, _ position: Int, _ row: Int) -> Verdict {
        while columns.count <= position { columns.append(UniqueValues()) }
        // In place: the column's values are not copied.
        return value.withUnsafeBufferPointer { rule.checkingUnique(verdict, $0, at: row, unit: "row", in: &columns[position]) }
    }
}
