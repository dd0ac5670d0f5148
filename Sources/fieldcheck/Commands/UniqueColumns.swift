import ArgumentParsing
import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The values seen by each `--unique` column of a table, by column position.
final class UniqueColumns {
    var columns: [UniqueValues] = []
    /// The primary keys seen (`--primary-key` columns, together).
    var keys = UniqueValues()

    /// Forgets every value: each file is a table of its own.
    func reset() {
        columns = []
        keys = UniqueValues()
    }

    /// A repeat of an earlier row's primary key: the failure, for the first key column.
    /// Key cells are compared by their values as their type reads them, as Table Schema
    /// does: a missing cell or one its type refuses is an empty part of the key (and is
    /// reported on its own); a row whose key parts are all empty is not compared.
    func primaryKey(
        _ record: CSVRecord, _ buffer: UnsafeBufferPointer<UInt8>, _ row: Int, _ table: TableColumns
    ) -> (position: Int, verdict: Verdict)? {
        primaryKey(row, table) { record.value($0.index, in: buffer) }
    }

    /// The same, for any table: `value` gives a declared column's cell.
    func primaryKey(_ row: Int, _ table: TableColumns, value: (TableColumn) -> [UInt8]) -> (position: Int, verdict: Verdict)? {
        var first: Int?
        var key = ""
        var names: [String] = []
        var anyPart = false
        for (position, column) in table.columns.enumerated() where column.rule.primaryKey {
            let value = value(column)
            if first == nil { first = position }
            names.append(column.name)
            // Each part with its length, so that no two keys run together alike; "-" for none.
            switch value.withUnsafeBufferPointer({ column.rule.valueKey($0) }) {
            case .none:
                key += "-"
            case .unequal:
                return nil  // a key with a NaN in it equals no other
            case .key(let part):
                anyPart = true
                key += String(part.utf8.count) + ":" + part
            }
        }
        guard anyPart, let first, let earlier = keys.firstSeen(key, at: row) else { return nil }
        let what = names.count == 1 ? "primary key" : "primary key (\(names.joined(separator: ", ")))"
        return (first, .failed("duplicate \(what) of row \(earlier)"))
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
