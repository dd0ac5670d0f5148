import ArgumentParsing
import FieldCheck

/// The files a rule names (`--one-of-file`, `--one-of-column`), read into the rule's
/// options: one value per line, a CR before the LF dropped, empty lines ignored; or a
/// column of a CSV table, its empty cells left out. A relative path from a fields file is
/// read beside it (`folder`, ending in `/`, or empty for the working directory).
enum RuleFiles {
    static func resolve(_ rules: RuleOptions, folder: String = "") throws(SystemError) -> RuleOptions {
        guard !rules.oneOfFiles.isEmpty || !rules.oneOfColumns.isEmpty else { return rules }
        var resolved = rules
        for reference in rules.oneOfColumns {
            try column(reference, folder: folder, into: &resolved.oneOf)
        }
        for path in rules.oneOfFiles {
            let full = path.hasPrefix("/") ? path : folder + path
            let contents = try readFile(full, limit: 1 << 32)
            // Line by line in place (a split would hold a slice per line beside them all).
            contents.withUnsafeBufferPointer { bytes in
                var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
                while start < bytes.count {
                    var end = start
                    while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                    var last = end
                    if last > start && bytes[last - 1] == 0x0D { last -= 1 }
                    if last > start { resolved.oneOf.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<last]), as: UTF8.self)) }
                    start = end + 1
                }
            }
        }
        return resolved
    }

    /// `TABLE:COLUMN`'s values (split at the last colon), appended to `values`.
    static func column(_ reference: String, folder: String, into values: inout [String]) throws(SystemError) {
        guard let colon = reference.lastIndex(of: ":") else { throw SystemError(file: "--one-of-column \(reference)", detail: "not TABLE:COLUMN") }
        let path = String(reference[..<colon]), name = String(reference[reference.index(after: colon)...])
        let full = path.hasPrefix("/") ? path : folder + path
        let contents = try readFile(full, limit: 1 << 32)
        let delimiter: UInt8 = TableFormat(path: Array(path.utf8)).layout == .tsv ? 0x09 : 0x2C
        try contents.withUnsafeBufferPointer { (bytes) throws(SystemError) in
            var record = CSVRecord()
            var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var index: Int?
            while start < bytes.count {
                guard case .record(let next) = CSVParser.parse(bytes, from: start, delimiter: delimiter, atEnd: true, into: &record) else {
                    throw SystemError(file: "--one-of-column \(reference)", detail: "\(full) has a quoted cell not closed")
                }
                start = next
                if record.isBlank { continue }
                guard let column = index else {
                    let header = record.values(in: bytes).map { String(decoding: $0, as: UTF8.self) }
                    guard let found = header.firstIndex(of: name) else {
                        var message = "\(full) has no column '\(Quoting.display(name))' in its header"
                        if let guess = TableColumns.closeName(name, among: header) { message += " (did you mean '\(Quoting.display(guess))'?)" }
                        throw SystemError(file: "--one-of-column \(reference)", detail: message)
                    }
                    index = found
                    continue
                }
                if column < record.fieldCount {
                    let value = record.value(column, in: bytes)
                    if !value.isEmpty { values.append(String(decoding: value, as: UTF8.self)) }
                }
            }
        }
    }

    /// The folder of a file's path, with its slash (empty for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}
