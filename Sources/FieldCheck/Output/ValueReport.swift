import FieldCheckReference

/// What is written for each value.
package enum ReportMode: Equatable, Sendable {
    /// `STATUS<TAB>VALUE`, and `<TAB>REASON` when not passed.
    case statuses
    /// The values with these statuses, unchanged (grep-like filtering).
    case only(StatusSet)
    /// Nothing per value; one line per status at the end (or one JSON object).
    case count(only: StatusSet?, json: Bool)
    /// One JSON object per value (with `only`, per value with one of those statuses).
    case json(only: StatusSet?)
    /// Nothing at all.
    case quiet
}

/// Colors for statuses; `nil` in a style means no color.
package struct StatusColors: Equatable, Sendable {
    package var valid: TerminalColor
    package var invalid: TerminalColor

    package init(valid: TerminalColor = .green, invalid: TerminalColor = .red) {
        self.valid = valid
        self.invalid = invalid
    }

    /// A too-short value keeps the terminal's own color, as an untouched field does.
    func color(for status: Status) -> TerminalColor? {
        switch status {
        case .passed: return valid
        case .failed: return invalid
        case .tooShort: return nil
        }
    }
}

/// Writes the report of each value into a byte buffer, and keeps the counts.
package struct ValueReport {
    package let mode: ReportMode
    package let colors: StatusColors?
    /// `\n`, or NUL with `-z` (for the per-value lines that carry values).
    package let terminator: UInt8
    /// How many values got each status (plain fields: this is counted for every value).
    private var counts = (passed: 0, tooShort: 0, failed: 0)

    package func count(of status: Status) -> Int {
        switch status {
        case .passed: return counts.passed
        case .tooShort: return counts.tooShort
        case .failed: return counts.failed
        }
    }

    /// The escape sequences that start each status's color (empty: no color), made once.
    private let colorStarts: [[UInt8]]
    private let colored: Bool

    package init(mode: ReportMode, colors: StatusColors?, terminator: UInt8 = 0x0A) {
        self.mode = mode
        self.colors = colors
        self.terminator = terminator
        self.colored = colors != nil
        self.colorStarts = Status.allCases.map { colors?.color(for: $0)?.start ?? [] }
    }

    /// Appends what `mode` writes for one value. `number` is its line (or argument) number.
    package mutating func add(
        number: Int, value: UnsafeBufferPointer<UInt8>, verdict: Verdict, to out: inout ByteBuffer
    ) {
        tally(verdict.status)
        switch mode {
        case .quiet, .count:
            return
        case .only(let statuses):
            guard statuses.contains(verdict.status) else { return }
            appendColored(value, verdict.status, to: &out)
            out.append(terminator)
        case .statuses:
            Self.statusName(verdict.status).withUTF8Buffer { appendColored($0, verdict.status, to: &out) }
            out.append(0x09)
            appendColored(value, verdict.status, to: &out)
            if let reason = verdict.reason {
                out.append(0x09)
                out.append(reason)
            }
            out.append(terminator)
        case .json(let only):
            if let only, !only.contains(verdict.status) { return }
            Self.appendJSON(number: number, value: value, verdict: verdict, formatted: nil, to: &out)
        }
    }

    /// Writes the status line of a value `Rule.judge` judged: a reason it wrote is in `out`
    /// from `reasonStart` (the line's beginning goes before it), one it said is copied.
    @inline(__always)
    package mutating func addStatusLine(
        value: UnsafeBufferPointer<UInt8>, judged: Rule.Judged, reasonStart: Int, to out: inout ByteBuffer
    ) {
        switch judged {
        case .passed:
            addStatusLine(value: value, status: .passed, reason: "", to: &out)
        case .said(let status, let reason):
            addStatusLine(value: value, status: status, reason: reason, to: &out)
        case .written(let status):
            tally(status)
            let split = out.count
            Self.statusName(status).withUTF8Buffer { appendColored($0, status, to: &out) }
            out.append(0x09)
            appendColored(value, status, to: &out)
            out.append(0x09)
            out.moveTail(from: split, before: reasonStart)
            out.append(terminator)
        case .verdict(let verdict, _):
            // (Only for a caller that asked for the verdict.)
            guard let reason = verdict.reason, !reason.isEmpty else {
                return addStatusLine(value: value, status: verdict.status, reason: "", to: &out)
            }
            let start = out.count
            out.append(reason)
            addStatusLine(value: value, judged: .written(verdict.status), reasonStart: start, to: &out)
        }
    }

    /// Writes a status line from its parts (a reason in static text).
    @inline(__always)
    package mutating func addStatusLine(
        value: UnsafeBufferPointer<UInt8>, status: Status, reason: StaticString, to out: inout ByteBuffer
    ) {
        tally(status)
        let name = Self.statusName(status)
        guard !colored else {
            name.withUTF8Buffer { appendColored($0, status, to: &out) }
            out.append(0x09)
            appendColored(value, status, to: &out)
            if reason.utf8CodeUnitCount > 0 {
                out.append(0x09)
                reason.withUTF8Buffer { out.append($0) }
            }
            out.append(terminator)
            return
        }
        // Uncolored, the commonest case: the line's parts copied in one go.
        let terminator = self.terminator
        out.append(reserving: name.utf8CodeUnitCount + value.count + reason.utf8CodeUnitCount + 3) { target in
            var at = 0
            ByteBuffer.copy(target, name.utf8Start, name.utf8CodeUnitCount)
            at += name.utf8CodeUnitCount
            target[at] = 0x09
            at += 1
            if let source = value.baseAddress { ByteBuffer.copy(target + at, source, value.count) }
            at += value.count
            if reason.utf8CodeUnitCount > 0 {
                target[at] = 0x09
                ByteBuffer.copy(target + at + 1, reason.utf8Start, reason.utf8CodeUnitCount)
                at += 1 + reason.utf8CodeUnitCount
            }
            target[at] = terminator
            return at + 1
        }
    }

    static func statusName(_ status: Status) -> StaticString {
        switch status {
        case .passed: return "passed"
        case .tooShort: return "too-short"
        case .failed: return "failed"
        }
    }

    /// Counts a value without writing anything: for the modes that print no line per value.
    @inline(__always)
    package mutating func tally(_ status: Status) {
        switch status {
        case .passed: counts.passed += 1
        case .tooShort: counts.tooShort += 1
        case .failed: counts.failed += 1
        }
    }

    /// Counts `times` values of a status.
    package mutating func tally(_ status: Status, times: Int) {
        switch status {
        case .passed: counts.passed += times
        case .tooShort: counts.tooShort += times
        case .failed: counts.failed += times
        }
    }

    /// Adds another report's counts (of a chunk of the same input, checked apart).
    package mutating func merge(_ other: ValueReport) {
        counts.passed += other.counts.passed
        counts.tooShort += other.counts.tooShort
        counts.failed += other.counts.failed
    }

    /// The same report with every count at zero.
    package var emptied: ValueReport {
        var copy = self
        copy.counts = (0, 0, 0)
        return copy
    }

    /// Whether `add` would write anything for a value, or only count it.
    package var writesValues: Bool {
        switch mode {
        case .quiet, .count: return false
        default: return true
        }
    }

    /// The `--count` lines: `STATUS<TAB>N` for each status (or those asked for); with
    /// `--json`, one object (`{"passed":5,"too-short":0,"failed":1}`).
    package func countLines() -> [UInt8] {
        guard case .count(let only, let json) = mode else { return [] }
        var out = ByteBuffer(capacity: 256)
        let statuses = Status.allCases.filter { only?.contains($0) ?? true }
        if json {
            out.append("{" + statuses.map { "\"\($0.name)\":\(count(of: $0))" }.joined(separator: ",") + "}\n")
            return out.bytes
        }
        for status in statuses {
            out.append("\(status.name)\t\(count(of: status))\n")
        }
        return out.bytes
    }

    @inline(__always)
    private func appendColored(_ bytes: UnsafeBufferPointer<UInt8>, _ status: Status, to out: inout ByteBuffer) {
        guard colored, !colorStarts[status.index].isEmpty else {
            out.append(bytes)
            return
        }
        out.append(colorStarts[status.index])
        out.append(bytes)
        out.append(TerminalColor.reset)
    }

    private func appendColored(_ bytes: [UInt8], _ status: Status, to out: inout ByteBuffer) {
        bytes.withUnsafeBufferPointer { appendColored($0, status, to: &out) }
    }

    /// One JSON object: line, value, status, reason, pieces; with `format`, the line it
    /// printed as `formatted` (the canonical form, or the value unchanged).
    package static func appendJSON(
        number: Int, value: UnsafeBufferPointer<UInt8>, verdict: Verdict, formatted: String??,
        to out: inout ByteBuffer
    ) {
        out.append("{\"line\":\(number),\"value\":")
        JSONText.appendString(value, to: &out)
        if UTF8Validation.firstInvalidOffset(value) != nil {
            out.append(",\"invalid_utf8\":true,\"value_hex\":")
            JSONText.appendHex(value, to: &out)
        }
        appendStatusAndReason(verdict.status, verdict.reason, to: &out)
        if let formatted {
            out.append(",\"formatted\":")
            if let formatted {
                JSONText.appendString(formatted, to: &out)
            } else {
                JSONText.appendString(value, to: &out)
            }
        }
        if let pieces = verdict.pieces {
            out.append(",\"pieces\":[")
            for (index, piece) in pieces.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append("{\"value\":")
                JSONText.appendString(UnsafeBufferPointer(rebasing: value[piece.range]), to: &out)
                appendStatusAndReason(piece.status, piece.reason, to: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append("}\n")
    }

    private static func appendStatusAndReason(_ status: Status, _ reason: String?, to out: inout ByteBuffer) {
        out.append(",\"status\":\"\(status.name)\"")
        if let reason {
            out.append(",\"reason\":")
            JSONText.appendString(reason, to: &out)
        }
    }
}

extension ReportMode {
    /// Whether the output is JSON (never colored, so that it stays parseable).
    package var printsJSON: Bool {
        switch self {
        case .json: return true
        case .count(_, let json): return json
        default: return false
        }
    }
}
