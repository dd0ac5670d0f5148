import FieldCheck

/// The files a rule names (`--one-of-file`), read into the rule's options: one value per
/// line, a CR before the LF dropped, empty lines ignored. A relative path from a fields
/// file is read beside it (`folder`, ending in `/`, or empty for the working directory).
enum RuleFiles {
    static func resolve(_ rules: RuleOptions, folder: String = "") throws(SystemError) -> RuleOptions {
        guard !rules.oneOfFiles.isEmpty else { return rules }
        var resolved = rules
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

    /// The folder of a file's path, with its slash (empty for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}
