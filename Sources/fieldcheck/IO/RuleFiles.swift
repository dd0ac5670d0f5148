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
            var contents = try readFile(full)
            if contents.starts(with: [0xEF, 0xBB, 0xBF]) { contents.removeFirst(3) }
            for line in contents.split(separator: 0x0A, omittingEmptySubsequences: true) {
                var bytes = line
                if bytes.last == 0x0D { bytes = bytes.dropLast() }
                if bytes.isEmpty { continue }
                resolved.oneOf.append(String(decoding: bytes, as: UTF8.self))
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
