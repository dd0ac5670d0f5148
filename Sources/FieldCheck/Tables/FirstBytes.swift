/// What a table's first bytes say it is, before it is read as the options say: compressed
/// data, UTF-16 text, JSON, an Excel `sep=` line. One look at the start of each input (a
/// regular file's without reading it), so that a file read the wrong way gets one line
/// naming what it is and the option that reads it, not one error per record.
package enum FirstBytes {
    /// How many bytes the look needs at most.
    package static let needed = 512

    /// A compressed stream's signature, by the name of its compression (`gzip`, ...).
    package static func compression(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x1F, 0x8B]) { return "gzip" }
        if bytes.starts(with: [0x42, 0x5A, 0x68]) && bytes.count > 3 && (0x31...0x39).contains(bytes[3]) { return "bzip2" }
        if bytes.starts(with: [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) { return "xz" }
        if bytes.starts(with: [0x28, 0xB5, 0x2F, 0xFD]) { return "zstd" }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return "zip" }
        if bytes.starts(with: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) { return "ole2" }
        return nil
    }

    /// How much of a zip archive's end `zipHasEnd` needs: its end record (22 bytes) and the
    /// longest comment after it.
    package static let zipEndNeeded = 22 + 65535

    /// Whether the last bytes of a zip archive hold its end of central directory record, as
    /// Python's zipfile looks for it: an archive cut off loses it (a reader that streams the
    /// first member, as funzip does, would never notice).
    package static func zipHasEnd(_ tail: [UInt8]) -> Bool {
        guard tail.count >= 22 else { return false }
        var index = tail.count - 22
        while index >= 0 {
            if tail[index] == 0x50 && tail[index + 1] == 0x4B && tail[index + 2] == 0x05 && tail[index + 3] == 0x06 {
                let comment = Int(tail[index + 20]) | Int(tail[index + 21]) << 8
                if index + 22 + comment == tail.count { return true }
            }
            index -= 1
        }
        return false
    }

    /// Text in UTF-16 or UTF-32: by its byte order mark (the encoding's plain name: the mark
    /// tells the order), or (none) by the zero bytes of ASCII text in UTF-16 (`utf-16le`,
    /// `utf-16be`). A name `--encoding` takes.
    package static func wideEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "utf-32" }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return "utf-16" }
        // Without a mark: the first pairs all ASCII with a zero half (UTF-8 text has no NUL).
        let pairs = min(bytes.count / 2, 16)
        guard pairs >= 2 else { return nil }
        let sample = bytes.prefix(pairs * 2)
        let even = stride(from: 0, to: sample.count, by: 2).map { sample[$0] }
        let odd = stride(from: 1, to: sample.count, by: 2).map { sample[$0] }
        if odd.allSatisfy({ $0 == 0 }) && even.allSatisfy({ $0 != 0 && $0 < 0x80 }) { return "utf-16le" }
        if even.allSatisfy({ $0 == 0 }) && odd.allSatisfy({ $0 != 0 && $0 < 0x80 }) { return "utf-16be" }
        return nil
    }

    /// Where text that should be UTF-8 is not (from 0): nil when it is, or when only its last
    /// character is cut off by the end of what was looked at.
    package static func notUTF8(_ bytes: [UInt8]) -> Int? {
        guard let offset = bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset($0) }) else { return nil }
        // A lead byte within the last three, its sequence cut by the end: not a fault.
        if offset >= bytes.count - 3, bytes[offset] >= 0xC2, bytes[offset] <= 0xF4,
            bytes[(offset + 1)...].allSatisfy({ $0 & 0xC0 == 0x80 })
        {
            return nil
        }
        return offset
    }

    /// The encoding a table's first bytes are in, as `--encoding` names it, when not UTF-8:
    /// UTF-16 or UTF-32 (`wideEncoding`); else, for bytes that are not UTF-8, windows-1252
    /// when some are the characters it has where Latin-1 has controls (curly quotes, the
    /// euro sign: what Excel writes on Windows), else latin-1 (ISO-8859-1), which reads
    /// every byte. Nil for UTF-8 (or ASCII).
    package static func encoding(_ bytes: [UInt8]) -> String? {
        if let wide = wideEncoding(bytes) { return wide }
        guard notUTF8(bytes) != nil else { return nil }
        // (UTF-8 with a few broken bytes is still UTF-8: those cells fail and are named.)
        var characters = 0, broken = 0, index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0
            if length == 1 {
                index += 1
            } else if length > 1, index + length <= bytes.count, bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) {
                characters += 1
                index += length
            } else {
                broken += 1
                index += 1
            }
        }
        if characters > broken { return nil }
        // (The five bytes windows-1252 leaves undefined: then it cannot be that.)
        let undefined: Set<UInt8> = [0x81, 0x8D, 0x8F, 0x90, 0x9D]
        var windows = false
        for byte in bytes where byte >= 0x80 && byte <= 0x9F {
            if undefined.contains(byte) { return "latin-1" }
            windows = true
        }
        return windows ? "windows-1252" : "latin-1"
    }

    /// The first byte that is not white space (after a UTF-8 byte order mark).
    package static func firstSignificant(_ bytes: [UInt8]) -> UInt8? {
        var rest = bytes[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        return rest.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    /// Excel's first line `sep=;` (after a UTF-8 byte order mark, the line possibly quoted):
    /// the delimiter it names and the line's length with its line break, which is not a
    /// record of the table. Nil when the bytes do not start so.
    package static func separatorLine(_ bytes: [UInt8]) -> (delimiter: UInt8, length: Int)? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let quoted = index < bytes.count && bytes[index] == 0x22
        if quoted { index += 1 }
        let word: [UInt8] = Array("sep=".utf8)
        guard bytes.count >= index + 5,
            bytes[index..<(index + 4)].map({ $0 | 0x20 }) == word.map({ $0 | 0x20 })
        else { return nil }
        let delimiter = bytes[index + 4]
        guard delimiter < 0x80, delimiter != 0x22, delimiter != 0x0A, delimiter != 0x0D else { return nil }
        index += 5
        if quoted {
            guard index < bytes.count, bytes[index] == 0x22 else { return nil }
            index += 1
        }
        // Then the line ends (a file of that line alone ends there too).
        if index == bytes.count { return (delimiter, index) }
        if bytes[index] == 0x0A { return (delimiter, index + 1) }
        guard bytes[index] == 0x0D else { return nil }
        if index + 1 < bytes.count && bytes[index + 1] == 0x0A { return (delimiter, index + 2) }
        return (delimiter, index + 1)
    }
}
