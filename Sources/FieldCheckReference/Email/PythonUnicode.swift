/// The Unicode behaviour python's email-validator sees: `unicodedata` (Unicode 14) for
/// categories, bidirectional and combining classes, names and NFC, and `repr`. Code
/// points are `UInt32` because decoded Punycode may hold surrogates, as Python strings can.
/// All data comes from the generated `IDNAData` tables, not from Swift's own (newer) Unicode.
package enum PythonUnicode {
    /// The value of a packed table, `(start << 8) | value`, for a code point.
    package static func packed(_ table: [UInt32], _ codePoint: UInt32) -> UInt32 {
        table[packedIndex(table, codePoint)] & 0xFF
    }

    /// The index of the entry of a packed table that holds a code point: the last
    /// entry whose start is at or below it.
    package static func packedIndex(_ table: [UInt32], _ codePoint: UInt32) -> Int {
        let key = (codePoint << 8) | 0xFF
        var low = 0, high = table.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if table[middle] <= key { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Whether a code point is in a table of flattened half-open ranges.
    package static func inPairs(_ table: [UInt32], _ codePoint: UInt32) -> Bool {
        var low = 0, high = table.count / 2 - 1
        guard high >= 0 else { return false }
        while low < high {
            let middle = (low + high + 1) / 2
            if table[middle * 2] <= codePoint { low = middle } else { high = middle - 1 }
        }
        return table[low * 2] <= codePoint && codePoint < table[low * 2 + 1]
    }

    static func category(_ codePoint: UInt32) -> String {
        IDNAData.generalCategoryNames[categoryIndex(codePoint)]
    }

    /// Whether text is in NFC without normalizing it: every code point is in a block where
    /// none decomposes or composes with a neighbour (below U+0300: ASCII, Latin-1, Latin
    /// Extended; Cyrillic but its combining marks; CJK Unified Ideographs). Other text is
    /// normalized and compared.
    static func isSurelyNFC(_ text: [UInt32]) -> Bool {
        text.allSatisfy { c in c < 0x300 || (0x400...0x482).contains(c) || (0x48A...0x52F).contains(c) || (0x4E00...0x9FFF).contains(c) }
    }

    /// The general category as its index in `IDNAData.generalCategoryNames` (sorted: C*, L*,
    /// M*, N*, P*, S*, Z*), which hot paths compare without making a string.
    @inline(__always)
    package static func categoryIndex(_ codePoint: UInt32) -> Int {
        Int(packed(IDNAData.generalCategories, codePoint))
    }

    static func bidi(_ codePoint: UInt32) -> String {
        IDNAData.bidiClassNames[Int(packed(IDNAData.bidiClasses, codePoint))]
    }

    static func combining(_ codePoint: UInt32) -> Int {
        Int(packed(IDNAData.combiningClasses, codePoint))
    }

    /// `unicodedata.name(c)`, or `nil` where Python has none.
    static func name(_ codePoint: UInt32) -> String? {
        if ["Cc", "Cn", "Co", "Cs"].contains(category(codePoint)) || inPairs(IDNAData.unnamed, codePoint) {
            return nil
        }
        return Unicode.Scalar(codePoint)?.properties.name
    }

    /// Python's `str.isprintable()` for one code point.
    static func isPrintable(_ codePoint: UInt32) -> Bool {
        let category = category(codePoint)
        if ["Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"].contains(category) { return false }
        return category != "Zs" || codePoint == 0x20
    }

    /// Python's `repr(str)`.
    static func repr(_ text: [UInt32]) -> String {
        let quote: UInt32 = text.contains(0x27) && !text.contains(0x22) ? 0x22 : 0x27
        var out = quote == 0x22 ? "\"" : "'"
        for codePoint in text {
            switch codePoint {
            case 0x5C: out += "\\\\"
            case quote where quote == 0x27: out += "\\'"
            case 0x09: out += "\\t"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0..<0x20, 0x7F: out += "\\x" + hex(codePoint, digits: 2, uppercase: false)
            default:
                if codePoint >= 0x80 && !isPrintable(codePoint) {
                    if codePoint < 0x100 {
                        out += "\\x" + hex(codePoint, digits: 2, uppercase: false)
                    } else if codePoint < 0x10000 {
                        out += "\\u" + hex(codePoint, digits: 4, uppercase: false)
                    } else {
                        out += "\\U" + hex(codePoint, digits: 8, uppercase: false)
                    }
                } else if let scalar = Unicode.Scalar(codePoint) {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += quote == 0x22 ? "\"" : "'"
        return out
    }

    static func hex(_ value: UInt32, digits: Int, uppercase: Bool = true) -> String {
        let text = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// `U+00E9` as idna writes code points (`U+%04X`).
    static func codePointName(_ codePoint: UInt32) -> String { "U+" + hex(codePoint, digits: 4) }

    /// A string from code points (surrogates, which no Swift string holds, as U+FFFD).
    static func string(_ codePoints: [UInt32]) -> String {
        // ASCII (most addresses) straight from the bytes; else scalar by scalar, reserved.
        if codePoints.allSatisfy({ $0 < 0x80 }) {
            return String(unsafeUninitializedCapacity: codePoints.count) { target in
                for (index, codePoint) in codePoints.enumerated() { target[index] = UInt8(truncatingIfNeeded: codePoint) }
                return codePoints.count
            }
        }
        var text = ""
        text.reserveCapacity(codePoints.count * 3)
        for codePoint in codePoints {
            text.unicodeScalars.append(Unicode.Scalar(codePoint) ?? "\u{FFFD}")
        }
        return text
    }

    package static func codePoints(_ text: String) -> [UInt32] {
        var text = text
        return text.withUTF8 { bytes in
            // Decoded from the (valid) UTF-8 bytes in one pass, into a reserved array.
            var result: [UInt32] = []
            result.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                let lead = UInt32(bytes[index])
                if lead < 0x80 {
                    result.append(lead)
                    index += 1
                } else if lead < 0xE0 {
                    result.append((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F))
                    index += 2
                } else if lead < 0xF0 {
                    result.append((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F))
                    index += 3
                } else {
                    result.append((lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                        | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F))
                    index += 4
                }
            }
            return result
        }
    }

    // MARK: NFC, from python's Unicode 14 tables

    static let hangulBase: UInt32 = 0xAC00, leadBase: UInt32 = 0x1100, vowelBase: UInt32 = 0x1161
    static let trailBase: UInt32 = 0x11A7
    static let vowelCount: UInt32 = 21, trailCount: UInt32 = 28, syllableCount: UInt32 = 11172

    /// `unicodedata.normalize("NFC", s)`.
    package static func nfc(_ text: [UInt32]) -> [UInt32] {
        // Below U+0300 nothing changes under NFC, and nothing combines (marks start there).
        if text.allSatisfy({ $0 < 0x300 }) { return text }
        if text.allSatisfy(isComposedAlone) { return text }
        return normalized(text)
    }

    /// Code points that are in NFC and never combine with a neighbour: below U+0300, the
    /// Cyrillic letters (not its combining marks U+0483-U+0489) and the CJK unified
    /// ideographs (a test holds every pair of them to the full normalization).
    package static func isComposedAlone(_ codePoint: UInt32) -> Bool {
        codePoint < 0x300 || (codePoint >= 0x400 && codePoint < 0x483) || (codePoint >= 0x48A && codePoint < 0x530)
            || (codePoint >= 0x4E00 && codePoint < 0xA000)
    }

    /// NFC by decomposition, reordering and composition.
    package static func normalized(_ text: [UInt32]) -> [UInt32] {
        var decomposed: [UInt32] = []
        decomposed.reserveCapacity(text.count)
        for codePoint in text { decompose(codePoint, into: &decomposed) }
        reorder(&decomposed)
        return compose(decomposed)
    }

    /// The one-level canonical decomposition of a code point from the table.
    static func decomposition(of codePoint: UInt32) -> (UInt32, UInt32)? {
        let table = IDNAData.canonicalDecompositions
        var low = 0, high = table.count / 3 - 1
        while low <= high {
            let middle = (low + high) / 2
            let key = table[middle * 3]
            if key == codePoint { return (table[middle * 3 + 1], table[middle * 3 + 2]) }
            if key < codePoint { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    static func decompose(_ codePoint: UInt32, into out: inout [UInt32]) {
        if codePoint >= hangulBase && codePoint < hangulBase + syllableCount {
            let index = codePoint - hangulBase
            out.append(leadBase + index / (vowelCount * trailCount))
            out.append(vowelBase + (index % (vowelCount * trailCount)) / trailCount)
            let trail = index % trailCount
            if trail != 0 { out.append(trailBase + trail) }
            return
        }
        guard let (first, second) = decomposition(of: codePoint) else {
            out.append(codePoint)
            return
        }
        decompose(first, into: &out)
        if second != 0 { decompose(second, into: &out) }
    }

    /// Canonical ordering: runs of non-starters sorted (stably) by combining class.
    static func reorder(_ text: inout [UInt32]) {
        var index = 1
        while index < text.count {
            let cc = combining(text[index])
            if cc != 0 {
                var position = index
                while position > 0 {
                    let previous = combining(text[position - 1])
                    if previous == 0 || previous <= cc { break }
                    text.swapAt(position, position - 1)
                    position -= 1
                }
            }
            index += 1
        }
    }

    static func compose(_ text: [UInt32]) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(text.count)
        var starter: Int?
        var lastClass = 0
        for codePoint in text {
            let cc = combining(codePoint)
            if let starter {
                let adjacent = out.count - 1 == starter
                let blocked = !adjacent && (lastClass == 0 || lastClass >= cc)
                if !blocked, let composite = composePair(out[starter], codePoint) {
                    out[starter] = composite
                    continue
                }
            }
            if cc == 0 { starter = out.count }
            lastClass = cc
            out.append(codePoint)
        }
        return out
    }

    static func composePair(_ first: UInt32, _ second: UInt32) -> UInt32? {
        if first >= leadBase && first < leadBase + 19 && second >= vowelBase && second < vowelBase + vowelCount {
            return hangulBase + ((first - leadBase) * vowelCount + (second - vowelBase)) * trailCount
        }
        if first >= hangulBase && first < hangulBase + syllableCount && (first - hangulBase) % trailCount == 0
            && second > trailBase && second < trailBase + trailCount
        {
            return first + (second - trailBase)
        }
        let table = IDNAData.compositions
        var low = 0, high = table.count / 3 - 1
        while low <= high {
            let middle = (low + high) / 2
            let a = table[middle * 3], b = table[middle * 3 + 1]
            if a == first && b == second { return table[middle * 3 + 2] }
            if a < first || (a == first && b < second) { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }
}
