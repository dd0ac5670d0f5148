import FieldCheckReference

/// The GNU and GitHub Actions location forms of a cell that did not pass, written as bytes:
/// what is the same for every cell of a column (the file, the column's number and name,
/// escaped) is made once per table (`LocationParts`); a cell adds its line, status and
/// reason. (As one String interpolated a cell, with its parts escaped Character by
/// Character, they cost seven times the status lines.)
extension TableReport {
    /// The parts of a location line that a table's cells share.
    struct LocationParts {
        /// GNU: the file and `:`. GitHub: ` file=FILE,line=`.
        let file: [UInt8]
        /// Each column's parts, end to end (one array: an array of arrays retains the inner
        /// one at each look-up), and where each begins: GNU `:NUMBER: ` then ` [NAME]` and a
        /// line feed; GitHub `,col=NUMBER,title=NAME ` then nothing.
        let columns: [UInt8]
        let starts: [Int]

        init(_ locations: LocationFormat, file: String, names: [String], numbers: [Int]) {
            var columns: [UInt8] = [], starts = [0]
            var text = ByteBuffer(capacity: 256)
            let github = locations == .github
            text.append(text: github ? " file=" : "")
            TableReport.appendLocationText(Array(file.utf8), github ? .githubProperty : .oneLine, to: &text)
            text.append(text: github ? ",line=" : ":")
            self.file = text.bytes
            for (column, name) in names.enumerated() {
                let number = column < numbers.count ? numbers[column] : column + 1
                text.removeAll()
                text.append(text: github ? ",col=" : ":")
                text.append(decimal: number)
                text.append(text: github ? ",title=" : ": ")
                if github {
                    TableReport.appendLocationText(Array(name.utf8), .githubProperty, to: &text)
                    text.append(0x20)
                }
                text.withBytes { columns.append(contentsOf: $0) }
                starts.append(columns.count)
                text.removeAll()
                if !github {
                    // As gcc names a warning's flag: the column, in brackets at the end.
                    text.append(text: " [")
                    TableReport.appendLocationText(Array(name.utf8), .oneLine, to: &text)
                    text.append(text: "]\n")
                }
                text.withBytes { columns.append(contentsOf: $0) }
                starts.append(columns.count)
            }
            self.columns = columns
            self.starts = starts
        }

        /// A column's first part (`second`: its second).
        func append(column: Int, second: Bool, to out: inout ByteBuffer) {
            let part = column * 2 + (second ? 1 : 0)
            columns.withUnsafeBufferPointer { out.append(UnsafeBufferPointer(rebasing: $0[starts[part]..<starts[part + 1]])) }
        }
    }

    /// A cell that did not pass, as a GNU location or a GitHub Actions command.
    func appendLocation(line: Int, column: Int, verdict: Verdict, to out: inout ByteBuffer) {
        guard let parts = locationParts, column < columnNames.count else { return }
        var reason = verdict.reason ?? ""
        if locations == .github {
            // too-short is a warning: the value may be unfinished rather than wrong.
            out.append(text: verdict.status == .failed && !isWarning(column) ? "::error" : "::warning")
            out.append(parts.file)
            out.append(decimal: line)
            parts.append(column: column, second: false, to: &out)
            out.append(verdict.status.name)
            out.append(text: "::")
            reason.withUTF8 { Self.appendLocationText($0, .githubData, to: &out) }
            out.append(0x0A)
            return
        }
        out.append(parts.file)
        out.append(decimal: line)
        parts.append(column: column, second: false, to: &out)
        if isWarning(column) { out.append(text: "warning: ") }
        out.append(verdict.status.name)
        out.append(text: ": ")
        reason.withUTF8 { Self.appendLocationText($0, .oneLine, to: &out) }
        parts.append(column: column, second: true, to: &out)
    }

    /// How a location form writes a name or reason.
    enum LocationText {
        /// On one line: each CR and LF a space (a line break would split the report).
        case oneLine
        /// GitHub's escaping of a command's message: `%`, CR, LF as `%25`, `%0D`, `%0A`.
        case githubData
        /// Of a command's property value: also `:` and `,` (`%3A`, `%2C`).
        case githubProperty
    }

    /// `text` written as `form` has it (on bytes: every byte it changes is ASCII, and no
    /// byte of a character written in several is).
    static func appendLocationText(_ text: UnsafeBufferPointer<UInt8>, _ form: LocationText, to out: inout ByteBuffer) {
        var clean = 0
        for (index, byte) in text.enumerated() {
            let replaced: StaticString
            switch (byte, form) {
            case (0x0A, .oneLine), (0x0D, .oneLine): replaced = " "
            case (0x25, .githubData), (0x25, .githubProperty): replaced = "%25"
            case (0x0D, .githubData), (0x0D, .githubProperty): replaced = "%0D"
            case (0x0A, .githubData), (0x0A, .githubProperty): replaced = "%0A"
            case (0x3A, .githubProperty): replaced = "%3A"
            case (0x2C, .githubProperty): replaced = "%2C"
            default: continue
            }
            out.append(UnsafeBufferPointer(rebasing: text[clean..<index]))
            out.append(text: replaced)
            clean = index + 1
        }
        out.append(UnsafeBufferPointer(rebasing: text[clean...]))
    }

    static func appendLocationText(_ text: [UInt8], _ form: LocationText, to out: inout ByteBuffer) {
        text.withUnsafeBufferPointer { appendLocationText($0, form, to: &out) }
    }

    /// A name or reason on one line, as a String (`LocationText.oneLine`).
    static func oneLine(_ text: String) -> String { written(text, .oneLine) }

    /// GitHub's escaping of a command's message, as a String.
    static func githubData(_ text: String) -> String { written(text, .githubData) }

    /// GitHub's escaping of a command's property value, as a String.
    static func githubProperty(_ text: String) -> String { written(text, .githubProperty) }

    private static func written(_ text: String, _ form: LocationText) -> String {
        var out = ByteBuffer(capacity: text.utf8.count * 3)
        appendLocationText(Array(text.utf8), form, to: &out)
        return out.withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
