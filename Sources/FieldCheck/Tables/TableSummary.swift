import FieldCheckReference

/// How many cells a reason was given for, and the first row it was given at.
package struct ReasonCount: Sendable, Equatable {
    package var count: Int
    package var firstRow: Int
}

/// `--summary`: per table, each declared column's cells checked, passed, too-short and
/// failed, and its three most frequent reasons with their counts and first rows, aligned
/// as a table; on a terminal, a bar proportional to the share that did not pass.
extension TableReport {
    /// Distinct reasons kept per column; the others are counted together.
    package static let keptReasons = 10_000
    package static let otherReasons = "(other reasons)"

    mutating func countReason(column: Int, row: Int, _ reason: String) {
        guard column < reasons.count else { return }
        var reason = reason
        reason.withUTF8 { reasons[column].add($0, row: row) }
    }

    /// A reason given as bytes (the byte tiers' words, written where a line would go).
    package mutating func countReason(column: Int, row: Int, bytes: UnsafeBufferPointer<UInt8>) {
        guard column < reasons.count else { return }
        reasons[column].add(bytes, row: row)
    }

    /// Another report's reasons (a later chunk of the same table).
    mutating func mergeReasons(_ other: TableReport) {
        for column in reasons.indices where column < other.reasons.count { reasons[column].merge(other.reasons[column]) }
    }

    /// A column's most frequent reasons (ties: the one seen first), at most `limit`.
    package func topReasons(column: Int, limit: Int = 3) -> [(reason: String, count: ReasonCount)] {
        guard column < reasons.count else { return [] }
        return reasons[column].counted
            .sorted { $0.1.count != $1.1.count ? $0.1.count > $1.1.count : $0.1.firstRow < $1.1.firstRow }
            .prefix(limit).map { ($0.0, $0.1) }
    }

    /// The summary of this table: a title line, a header, a line per column, and under
    /// each its reasons. `bars`: a bar of the share that did not pass (a terminal's).
    package func summary(bars: Bool) -> String {
        let title = jsonFileName ?? fileName ?? "(standard input)"
        let header = ["column", "cells", "passed", "too-short", "failed"]
        var rows: [[String]] = []
        var shares: [Double] = []
        for (column, name) in columnNames.enumerated() {
            let passed = count(column: column, .passed), tooShort = count(column: column, .tooShort), failed = count(column: column, .failed)
            let cells = passed + tooShort + failed
            rows.append([TableReport.oneLine(name) + (isWarning(column) ? " (warn)" : ""), "\(cells)", "\(passed)", "\(tooShort)", "\(failed)"])
            shares.append(cells == 0 ? 0 : Double(tooShort + failed) / Double(cells))
        }
        let widths = header.indices.map { index in ([header] + rows).map { $0[index].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, text in
                let pad = String(repeating: " ", count: widths[index] - text.count)
                return index == 0 ? text + pad : pad + text
            }.joined(separator: "  ")
        }
        var out = "Summary of \(TableReport.oneLine(title))\n" + line(header) + "\n"
        for (column, cells) in rows.enumerated() {
            out += line(cells)
            if bars && shares[column] > 0 { out += "  " + Self.bar(shares[column], colors: colors) }
            out += "\n"
            for (reason, counted) in topReasons(column: column) {
                let rowWord = counted.count == 1 ? "row" : "first at row"
                out += "    \(counted.count)  \(TableReport.oneLine(reason)) (\(rowWord) \(counted.firstRow))\n"
            }
        }
        out += ruleSummary()
        if problems > 0 {
            out += "\(TableProblem.countName): \(problems) error\(problems == 1 ? "" : "s"), \(rowsNotChecked) row\(rowsNotChecked == 1 ? "" : "s") not checked\n"
        }
        return out
    }

    /// A bar of 20 cells for a share from 0 to 1, in eighths (at least one eighth when the
    /// share is above 0), red when colors are on.
    static func bar(_ share: Double, colors: StatusColors?) -> String {
        let eighths = max(1, Int((share * 160).rounded()))
        let blocks = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        let text = String(repeating: "█", count: eighths / 8) + blocks[eighths % 8]
        guard let color = colors?.invalid else { return text }
        return String(decoding: color.start, as: UTF8.self) + text + String(decoding: TerminalColor.reset, as: UTF8.self)
    }
}

/// A column's reasons counted by their bytes: an open-addressing table over one arena of
/// bytes, so that counting a reason written by a byte tier allocates nothing (a String per
/// cell made the summary cost half again as much as the status lines).
package struct ReasonCounter: Sendable {
    private var slots = [Int32](repeating: -1, count: 64)
    private var entries: [(hash: UInt64, start: Int, count: Int, tally: ReasonCount)] = []
    private var arena: [UInt8] = []
    /// The index of `(other reasons)`, once past `TableReport.keptReasons`.
    private var other: Int?

    package init() {}

    package mutating func add(_ reason: UnsafeBufferPointer<UInt8>, row: Int, times: Int = 1) {
        let hash = Self.hash(reason)
        var slot = Int(hash & UInt64(slots.count - 1))
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            let entry = entries[index]
            if entry.hash == hash && entry.count == reason.count
                && arena.withUnsafeBufferPointer({ ByteBuffer.equal(UnsafeBufferPointer(rebasing: $0[entry.start..<(entry.start + entry.count)]), reason) }) {
                bump(index, row: row, times: times)
                return
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        if entries.count >= TableReport.keptReasons {
            if let other {
                bump(other, row: row, times: times)
            } else {
                let text = Array(TableReport.otherReasons.utf8)
                other = entries.count
                entries.append((0, arena.count, text.count, ReasonCount(count: times, firstRow: row)))
                arena += text
            }
            return
        }
        slots[slot] = Int32(entries.count)
        entries.append((hash, arena.count, reason.count, ReasonCount(count: times, firstRow: row)))
        arena.append(contentsOf: reason)
        if entries.count * 2 > slots.count { grow() }
    }

    private mutating func bump(_ index: Int, row: Int, times: Int) {
        entries[index].tally.count += times
        entries[index].tally.firstRow = min(entries[index].tally.firstRow, row)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (index, entry) in entries.enumerated() where index != other {
            var slot = Int(entry.hash & UInt64(slots.count - 1))
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index)
        }
    }

    /// Another column's counts (a later chunk's), added.
    package mutating func merge(_ other: ReasonCounter) {
        other.arena.withUnsafeBufferPointer { bytes in
            for entry in other.entries {
                add(UnsafeBufferPointer(rebasing: bytes[entry.start..<(entry.start + entry.count)]), row: entry.tally.firstRow, times: entry.tally.count)
            }
        }
    }

    /// Each reason with its count.
    package var counted: [(String, ReasonCount)] {
        entries.map { (String(decoding: arena[$0.start..<($0.start + $0.count)], as: UTF8.self), $0.tally) }
    }

    /// FNV-1a, 64 bits.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
