/// What `check --fields` writes for the declared cells of a table.
public struct TableReport {
    public let mode: ReportMode
    public let colors: StatusColors?
    /// Counts per declared column (in order) and status: column * 3 + status.
    private var tally: [Int]
    public let columnNames: [String]

    public init(mode: ReportMode, colors: StatusColors?, columnNames: [String]) {
        self.mode = mode
        self.colors = colors
        self.columnNames = columnNames
        self.tally = Array(repeating: 0, count: columnNames.count * 3)
    }

    /// Counts a cell without writing anything (the modes that print no cell lines).
    public mutating func tally(column: Int, status: Status) {
        tally[column &* 3 &+ status.index] += 1
    }

    /// Records one cell, and appends its line when it did not pass (statuses, JSON).
    public mutating func add(row: Int, column: Int, value: [UInt8], verdict: Verdict, to out: inout ByteBuffer) {
        tally[column * 3 + verdict.status.index] += 1
        switch mode {
        case .json(let only?) where !only.contains(verdict.status):
            return
        case .statuses where verdict.status == .passed, .json(nil) where verdict.status == .passed:
            return
        default:
            break
        }
        switch mode {
        case .statuses:
            out.append("\(row)\t")
            out.append(columnNames[column])
            out.append(0x09)
            let status = Array(verdict.status.name.utf8)
            if let color = colors?.color(for: verdict.status) {
                out.append(color.start + status + TerminalColor.reset)
            } else {
                out.append(status)
            }
            out.append(0x09)
            Self.appendEscaped(value, to: &out)
            out.append(0x09)
            out.append((verdict.reason ?? ""))
            out.append(0x0A)
        case .json:
            out.append("{\"row\":\(row),\"column\":")
            JSONText.appendString(columnNames[column], to: &out)
            out.append(",\"status\":\"\(verdict.status.name)\",\"value\":")
            value.withUnsafeBufferPointer { JSONText.appendString($0, to: &out) }
            if value.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset($0) }) != nil {
                out.append(",\"invalid_utf8\":true,\"value_hex\":")
                value.withUnsafeBufferPointer { JSONText.appendHex($0, to: &out) }
            }
            if let reason = verdict.reason {
                out.append(",\"reason\":")
                JSONText.appendString(reason, to: &out)
            }
            out.append("}\n")
        case .only, .count, .quiet:
            return
        }
    }

    /// `--count`: `COLUMN<TAB>STATUS<TAB>N` for each declared column and status; with
    /// `--json`, one object with an object per column.
    public func countLines() -> [UInt8] {
        guard case .count(let only, let json) = mode else { return [] }
        var out = ByteBuffer(capacity: 256)
        let statuses = Status.allCases.filter { only?.contains($0) ?? true }
        if json {
            out.append(UInt8(ascii: "{"))
            for (column, name) in columnNames.enumerated() {
                if column > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.appendString(name, to: &out)
                out.append(":{" + statuses.map { "\"\($0.name)\":\(tally[column * 3 + $0.index])" }.joined(separator: ",") + "}")
            }
            out.append("}\n")
            return out.bytes
        }
        for (column, name) in columnNames.enumerated() {
            for status in statuses {
                out.append("\(name)\t\(status.name)\t\(tally[column * 3 + status.index])\n")
            }
        }
        return out.bytes
    }

    /// A cell value on one report line: tab, CR, LF and backslash written as `\t`, `\r`,
    /// `\n`, `\\`, so a multi-line cell stays on its line. (`--json` has the exact value.)
    static func appendEscaped(_ value: [UInt8], to out: inout ByteBuffer) {
        for byte in value {
            switch byte {
            case 0x09: out.append([0x5C, UInt8(ascii: "t")])
            case 0x0A: out.append([0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append([0x5C, UInt8(ascii: "r")])
            case 0x5C: out.append([0x5C, 0x5C])
            default: out.append(byte)
            }
        }
    }
}
