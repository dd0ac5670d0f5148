/// How a table file is read: its layout and its compression, from its name's extensions
/// (`data.tsv.gz`) or from `--format` (the same words: `csv`, `tsv.zst`, `jsonl`, `json`).
/// Standard input has no name: CSV unless told.
struct TableFormat: Equatable {
    enum Layout: Equatable {
        /// CSV, or another delimiter (`.tsv` and `.tab`: a tab).
        case csv
        case tsv
        /// One JSON object per line (`.jsonl`, `.ndjson`).
        case jsonLines
        /// One JSON array of objects (`.json`).
        case jsonArray
    }

    /// Compressed data, read through the system's decompressor (`Decompressor`).
    enum Compression: String, Equatable, CaseIterable {
        /// (zip: its first member, as frictionless reads a zipped resource.)
        case gzip, bzip2, xz, zstd, zip

        /// The extensions that name it.
        var extensions: [String] {
            switch self {
            case .gzip: return ["gz", "gzip"]
            case .bzip2: return ["bz2", "bzip2"]
            case .xz: return ["xz"]
            case .zstd: return ["zst", "zstd"]
            case .zip: return ["zip"]
            }
        }

        /// The extension written in messages.
        var `extension`: String { extensions[0] }

        init?(extension name: String) {
            guard let found = Self.allCases.first(where: { $0.extensions.contains(name) }) else { return nil }
            self = found
        }
    }

    var layout: Layout
    var compression: Compression?

    static let csv = TableFormat(layout: .csv, compression: nil)

    init(layout: Layout, compression: Compression?) {
        self.layout = layout
        self.compression = compression
    }

    /// What a file's name says (case aside): the last extension may name a compression, the
    /// one before it (or the last) the layout; anything unknown is CSV.
    init(path: [UInt8]) {
        let name = path.split(separator: 0x2F, omittingEmptySubsequences: false).last ?? []
        var parts = name.split(separator: 0x2E, omittingEmptySubsequences: false).dropFirst().map {
            String(decoding: $0, as: UTF8.self).lowercased()
        }
        var compression: Compression?
        if let last = parts.last, let found = Compression(extension: last) {
            compression = found
            parts.removeLast()
        }
        self.init(layout: parts.last.flatMap(Self.layout(named:)) ?? .csv, compression: compression)
    }

    /// `--format NAME`: a layout, with a compression after a dot or alone (`csv.gz`, `gz`:
    /// CSV compressed). Nil for a word it does not know.
    init?(option: String) {
        let parts = option.lowercased().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count) else { return nil }
        if parts.count == 1, let compression = Compression(extension: parts[0]) {
            self.init(layout: .csv, compression: compression)
            return
        }
        guard let layout = Self.layout(named: parts[0]) else { return nil }
        var compression: Compression?
        if parts.count == 2 {
            guard let found = Compression(extension: parts[1]) else { return nil }
            compression = found
        }
        self.init(layout: layout, compression: compression)
    }

    static func layout(named name: String) -> Layout? {
        switch name {
        case "csv": return .csv
        case "tsv", "tab": return .tsv
        case "jsonl", "ndjson": return .jsonLines
        case "json": return .jsonArray
        default: return nil
        }
    }

    /// How this format is named to `--format` (`csv.gz`).
    var optionName: String {
        let base: String
        switch layout {
        case .csv: base = "csv"
        case .tsv: base = "tsv"
        case .jsonLines: base = "jsonl"
        case .jsonArray: base = "json"
        }
        return compression.map { "\(base).\($0.extension)" } ?? base
    }
}
