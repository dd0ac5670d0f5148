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
        let key = reasons[column].count < Self.keptReasons || reasons[column][reason] != nil ? reason : Self.otherReasons
        if let known = reasons[column][key] {
            reasons[column][key] = ReasonCount(count: known.count + 1, firstRow: min(known.firstRow, row))
        } else {
            reasons[column][key] = ReasonCount(count: 1, firstRow: row)
        }
    }

    /// Another report's reasons (a later chunk of the same table).
    mutating func mergeReasons(_ other: TableReport) {
        for column in reasons.indices where column < other.reasons.count {
            for (reason, counted) in other.reasons[column] {
                let key = reasons[column].count < Self.keptReasons || reasons[column][reason] != nil ? reason : Self.otherReasons
                if let known = reasons[column][key] {
                    reasons[column][key] = ReasonCount(count: known.count + counted.count, firstRow: min(known.firstRow, counted.firstRow))
                } else {
                    reasons[column][key] = counted
                }
            }
        }
    }

    /// A column's most frequent reasons (ties: the one seen first), at most `limit`.
    package func topReasons(column: Int, limit: Int = 3) -> [(reason: String, count: ReasonCount)] {
        guard column < reasons.count else { return [] }
        return reasons[column].map { ($0.key, $0.value) }
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
