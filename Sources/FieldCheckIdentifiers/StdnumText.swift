import TextReading

/// How python-stdnum 2.2 reads a number before judging it (`stdnum.util.clean`, then
/// `str.strip()` and `str.upper()`), on Unicode scalars as Python iterates a `str`: every
/// identifier type reads its values leniently, as the reference's `compact()` does.
package enum StdnumText {
    /// `clean(number, deletechars)`: each scalar mapped to its ASCII counterpart by
    /// stdnum's table (dashes, spaces, dots, fullwidth and mathematical digits, ...), then
    /// the scalars of `deleting` removed.
    package static func clean(_ text: String, deleting: String = "") -> String {
        // ASCII text (almost every value) on its bytes: the table maps only the grave
        // accent among ASCII characters.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            let removed = deleting.utf8
            var bytes = [UInt8]()
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                let mapped = byte == 0x60 ? 0x27 : byte
                if !removed.contains(mapped) { bytes.append(mapped) }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        let removed = Set(deleting.unicodeScalars)
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let mapped = asciiCounterpart[scalar.value].flatMap(Unicode.Scalar.init) ?? scalar
            if !removed.contains(mapped) { out.append(mapped) }
        }
        return String(out)
    }

    /// Python's `str.strip()`: the scalars `str.isspace()` takes removed from both ends.
    package static func strip(_ text: String) -> String {
        if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return text
        }
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !PythonText.isSpace($0) }),
              let last = scalars.lastIndex(where: { !PythonText.isSpace($0) }) else { return "" }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[first...last])
        return String(out)
    }

    /// Python 3.11's `str.upper()`, scalar by scalar (full case mapping: `ß` becomes `SS`),
    /// as Unicode 14.0 has it: a scalar Python does not know, or whose mapping names one it
    /// does not know (Unicode 16 gave `ƛ` a capital), stays as it is.
    package static func upper(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: text.utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self) }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let mapped = scalar.properties.uppercaseMapping.unicodeScalars
            if PythonText.isKnown(scalar) && mapped.allSatisfy(PythonText.isKnown) { out.append(contentsOf: mapped) } else { out.append(scalar) }
        }
        return String(out)
    }

    /// The usual `compact()`: `clean(number, deleting).strip().upper()`.
    package static func compact(_ text: String, deleting: String) -> String {
        upper(strip(clean(text, deleting: deleting)))
    }

    /// `stdnum.util.isdigits`: `^[0-9]+$` matches (ASCII digits; Python's `$` also before
    /// one final newline).
    package static func isDigits(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        if bytes.last == 0x0A { bytes = bytes.dropLast() }
        return !bytes.isEmpty && bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// stdnum's `_char_map` (generated from python-stdnum 2.2 `stdnum/util.py`): scalar to
    /// the ASCII scalar it stands for.
    package static let asciiCounterpart: [UInt32: UInt32] = [
        0x0060: 0x27,
        0x00A0: 0x20,
        0x00AF: 0x2D,
        0x00B4: 0x27,
        0x00B7: 0x2E,
        0x00B8: 0x2C,
        0x02B9: 0x27,
        0x02BB: 0x27,
        0x02BC: 0x27,
        0x02BE: 0x27,
        0x02BF: 0x27,
        0x02C8: 0x27,
        0x02D7: 0x2D,
        0x02D9: 0x2E,
        0x0300: 0x27,
        0x0301: 0x27,
        0x0312: 0x27,
        0x0313: 0x27,
        0x0387: 0x2E,
        0x055A: 0x27,
        0x058A: 0x2D,
        0x05BE: 0x2D,
        0x060C: 0x2C,
        0x066B: 0x2C,
        0x066C: 0x2C,
        0x066D: 0x2A,
        0x06D4: 0x2E,
        0x0701: 0x2E,
        0x0702: 0x2E,
        0x070D: 0x2A,
        0x0830: 0x2E,
        0x083C: 0x2F,
        0x0F0B: 0x2E,
        0x0F0C: 0x2E,
        0x1361: 0x3A,
        0x1680: 0x2D,
        0x16EB: 0x2E,
        0x16EC: 0x3A,
        0x1804: 0x3A,
        0x180A: 0x2D,
        0x2000: 0x20,
        0x2001: 0x20,
        0x2002: 0x20,
        0x2003: 0x20,
        0x2004: 0x20,
        0x2005: 0x20,
        0x2006: 0x20,
        0x2007: 0x20,
        0x2008: 0x20,
        0x2009: 0x20,
        0x200A: 0x20,
        0x2010: 0x2D,
        0x2011: 0x2D,
        0x2012: 0x2D,
        0x2013: 0x2D,
        0x2014: 0x2D,
        0x2015: 0x2D,
        0x2018: 0x27,
        0x2019: 0x27,
        0x201A: 0x2C,
        0x201B: 0x27,
        0x2022: 0x2E,
        0x2024: 0x2E,
        0x2027: 0x2E,
        0x202F: 0x20,
        0x2032: 0x2C,
        0x203E: 0x2D,
        0x2043: 0x2D,
        0x2044: 0x2F,
        0x204E: 0x2A,
        0x2055: 0x2A,
        0x205F: 0x20,
        0x207B: 0x2D,
        0x208B: 0x2D,
        0x2212: 0x2D,
        0x2215: 0x2F,
        0x2217: 0x2A,
        0x2219: 0x2E,
        0x22C5: 0x2E,
        0x22C6: 0x2A,
        0x23AF: 0x2D,
        0x23BA: 0x2D,
        0x23BB: 0x2D,
        0x23BC: 0x2D,
        0x23BD: 0x2D,
        0x23E4: 0x2D,
        0x2731: 0x2A,
        0x2732: 0x2A,
        0x2733: 0x2A,
        0x273A: 0x2A,
        0x273B: 0x2A,
        0x273C: 0x2A,
        0x273D: 0x2A,
        0x274A: 0x2A,
        0x274B: 0x2A,
        0x27CB: 0x2F,
        0x29F8: 0x2F,
        0x2E31: 0x2E,
        0x2E33: 0x2E,
        0x2E34: 0x2C,
        0x3000: 0x20,
        0x3001: 0x2C,
        0x3002: 0x2E,
        0x30FB: 0x2E,
        0xA60E: 0x2A,
        0xFBB2: 0x2E,
        0xFBB3: 0x2E,
        0xFE10: 0x2C,
        0xFE13: 0x3A,
        0xFE30: 0x3A,
        0xFE50: 0x2C,
        0xFE51: 0x2C,
        0xFE52: 0x2E,
        0xFE55: 0x3A,
        0xFE61: 0x2A,
        0xFE63: 0x2D,
        0xFF0A: 0x2A,
        0xFF0C: 0x2C,
        0xFF0D: 0x2D,
        0xFF0E: 0x2E,
        0xFF0F: 0x2F,
        0xFF10: 0x30,
        0xFF11: 0x31,
        0xFF12: 0x32,
        0xFF13: 0x33,
        0xFF14: 0x34,
        0xFF15: 0x35,
        0xFF16: 0x36,
        0xFF17: 0x37,
        0xFF18: 0x38,
        0xFF19: 0x39,
        0xFF1A: 0x3A,
        0xFF65: 0x2E,
        0xFFE3: 0x2D,
        0x10101: 0x2E,
        0x1091F: 0x2E,
        0x10A50: 0x2E,
        0x1D7CE: 0x30,
        0x1D7CF: 0x31,
        0x1D7D0: 0x32,
        0x1D7D1: 0x33,
        0x1D7D2: 0x34,
        0x1D7D3: 0x35,
        0x1D7D4: 0x36,
        0x1D7D5: 0x37,
        0x1D7D6: 0x38,
        0x1D7D7: 0x39,
        0x1D7D8: 0x30,
        0x1D7D9: 0x31,
        0x1D7DA: 0x32,
        0x1D7DB: 0x33,
        0x1D7DC: 0x34,
        0x1D7DD: 0x35,
        0x1D7DE: 0x36,
        0x1D7DF: 0x37,
        0x1D7E0: 0x38,
        0x1D7E1: 0x39,
        0x1D7E2: 0x30,
        0x1D7E3: 0x31,
        0x1D7E4: 0x32,
        0x1D7E5: 0x33,
        0x1D7E6: 0x34,
        0x1D7E7: 0x35,
        0x1D7E8: 0x36,
        0x1D7E9: 0x37,
        0x1D7EA: 0x38,
        0x1D7EB: 0x39,
        0x1D7EC: 0x30,
        0x1D7ED: 0x31,
        0x1D7EE: 0x32,
        0x1D7EF: 0x33,
        0x1D7F0: 0x34,
        0x1D7F1: 0x35,
        0x1D7F2: 0x36,
        0x1D7F3: 0x37,
        0x1D7F4: 0x38,
        0x1D7F5: 0x39,
        0x1D7F6: 0x30,
        0x1D7F7: 0x31,
        0x1D7F8: 0x32,
        0x1D7F9: 0x33,
        0x1D7FA: 0x34,
        0x1D7FB: 0x35,
        0x1D7FC: 0x36,
        0x1D7FD: 0x37,
        0x1D7FE: 0x38,
        0x1D7FF: 0x39,
    ]
}
