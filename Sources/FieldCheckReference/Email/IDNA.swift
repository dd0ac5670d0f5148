/// The parts of python's `idna` package (3.20) that email-validator calls: UTS #46
/// remapping, A-labels and U-labels, and the IDNA 2008 label checks, with its messages.
package enum IDNA {
    package struct Failure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    package typealias Text = [UInt32]

    static let dot: UInt32 = 0x2E, hyphen: UInt32 = 0x2D

    static func isASCII(_ text: Text) -> Bool { text.allSatisfy { $0 < 0x80 } }

    static func asciiLowercased(_ text: Text) -> Text {
        text.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }

    /// The labels between full stops.
    static func split(_ text: Text) -> [Text] {
        var labels: [Text] = []
        var start = 0
        for index in text.indices where text[index] == 0x2E {
            labels.append(Array(text[start..<index]))
            start = index + 1
        }
        labels.append(Array(text[start...]))
        return labels
    }

    static func split(_ text: Text, on separators: Set<UInt32>) -> [Text] {
        var labels: [Text] = [[]]
        for codePoint in text {
            if separators.contains(codePoint) { labels.append([]) } else { labels[labels.count - 1].append(codePoint) }
        }
        return labels
    }

    /// The UTS #46 mapping as scalars, indexed like `uts46MappingText.unicodeScalars`.
    static let mappingText: [UInt32] = IDNAData.uts46MappingText.unicodeScalars.map(\.value)

    /// `uts46_remap(domain, std3_rules=False, transitional=False)`.
    package static func uts46Remap(_ domain: Text) throws(Failure) -> Text {
        if domain.count > 1024 { throw Failure("Domain too long") }
        if isASCII(domain) { return asciiLowercased(domain) }
        var output: Text = []
        output.reserveCapacity(domain.count)
        for (index, codePoint) in domain.enumerated() {
            // Letters, digits, '-' and '.' of ASCII: valid as they are, capitals mapped to
            // small ones (UTS #46's table says so), without a look-up.
            if codePoint < 0x80 {
                if (codePoint >= 0x61 && codePoint <= 0x7A) || (codePoint >= 0x30 && codePoint <= 0x39) || codePoint == 0x2D || codePoint == 0x2E {
                    output.append(codePoint)
                    continue
                }
                if codePoint >= 0x41 && codePoint <= 0x5A {
                    output.append(codePoint + 0x20)
                    continue
                }
            }
            let entry = PythonUnicode.packedIndex(IDNAData.uts46, codePoint)
            let status = IDNAData.uts46[entry] & 0xFF
            switch status {
            case 0x56, 0x44:  // V, D
                output.append(codePoint)
            case 0x4D:  // M
                let mapping = IDNAData.uts46Mappings[entry]
                let offset = Int(mapping >> 8), count = Int(mapping & 0xFF)
                output.append(contentsOf: mappingText[offset..<offset + count])
            case 0x49:  // I
                continue
            default:
                throw Failure("Codepoint \(PythonUnicode.codePointName(codePoint)) not allowed at position \(index + 1) in \(PythonUnicode.repr(domain))")
            }
        }
        return PythonUnicode.nfc(output)
    }

    /// `alabel(label)`: the ASCII form of a label.
    static func alabel(_ label: Text) throws(Failure) -> Text {
        if label.count > 1024 { throw Failure("Label too long") }
        if isASCII(label) {
            _ = try ulabel(label)
            if label.count > 63 { throw Failure("Label too long") }
            return label
        }
        try checkLabel(label)
        guard let encoded = Punycode.encode(label) else { throw Failure("Label too long") }
        let aLabel = PythonUnicode.codePoints("xn--") + encoded
        if aLabel.count > 63 { throw Failure("Label too long") }
        return aLabel
    }

    /// `ulabel(label)` for an ASCII label: decodes an A-label and checks the result.
    static func ulabel(_ label: Text) throws(Failure) -> Text {
        if label.count > 1024 { throw Failure("Label too long") }
        var lowered = asciiLowercased(label)
        if lowered.starts(with: PythonUnicode.codePoints("xn--")) {
            lowered.removeFirst(4)
            if lowered.isEmpty { throw Failure("Malformed A-label, no Punycode eligible content found") }
            if lowered.last == hyphen { throw Failure("A-label must not end with a hyphen") }
            guard let decoded = Punycode.decode(lowered) else { throw Failure("Invalid A-label") }
            if Punycode.encode(decoded) != lowered {
                throw Failure("A-label is not the canonical Punycode encoding of its U-label")
            }
            try checkLabel(decoded)
            return decoded
        }
        try checkLabel(lowered)
        return lowered
    }

    /// `check_label(label)`: length, NFC, hyphens, initial combiner, the code point classes
    /// of IDNA 2008 (with their contextual rules), then the Bidi rule.
    static func checkLabel(_ label: Text) throws(Failure) {
        if label.count > 1024 { throw Failure("Label too long") }
        if label.isEmpty { throw Failure("Empty Label") }
        if label.count > 254 { throw Failure("Label too long") }
        if !PythonUnicode.isSurelyNFC(label) && PythonUnicode.nfc(label) != label {
            throw Failure("Label must be in Normalization Form C")
        }
        if label.count >= 4 && label[2] == hyphen && label[3] == hyphen {
            throw Failure("Label has disallowed hyphens in 3rd and 4th position")
        }
        if label.first == hyphen || label.last == hyphen {
            throw Failure("Label must not start or end with a hyphen")
        }
        // Marks begin at U+0300: below it, no look-up.
        if label[0] >= 0x300 && PythonUnicode.category(label[0]).hasPrefix("M") {
            throw Failure("Label begins with an illegal combining character")
        }
        // Worded only for a message: most labels pass.
        var shown: String { PythonUnicode.repr(label) }
        for (position, codePoint) in label.enumerated() {
            var name: String { PythonUnicode.codePointName(codePoint) }
            // Small ASCII letters, digits and '-' are PVALID: no look-up for them.
            if (codePoint >= 0x61 && codePoint <= 0x7A) || (codePoint >= 0x30 && codePoint <= 0x39) || codePoint == 0x2D { continue }
            if PythonUnicode.inPairs(IDNAData.pvalid, codePoint) { continue }
            if PythonUnicode.inPairs(IDNAData.contextj, codePoint) {
                guard let valid = validContextJ(label, position) else {
                    throw Failure("Unknown codepoint adjacent to joiner \(name) at position \(position + 1) in \(shown)")
                }
                if !valid { throw Failure("Joiner \(name) not allowed at position \(position + 1) in \(shown)") }
                continue
            }
            if PythonUnicode.inPairs(IDNAData.contexto, codePoint) {
                if !validContextO(label, position) {
                    throw Failure("Codepoint \(name) not allowed at position \(position + 1) in \(shown)")
                }
                continue
            }
            throw Failure("Codepoint \(name) at position \(position + 1) of \(shown) not allowed")
        }
        try checkBidi(label, checkLTR: false)
    }

    /// idna's `_combining_class`: `nil` where Python raises (class 0 and no name).
    static func combiningClass(_ codePoint: UInt32) -> Int? {
        let value = PythonUnicode.combining(codePoint)
        if value == 0 && PythonUnicode.name(codePoint) == nil { return nil }
        return value
    }

    static func joiningType(_ codePoint: UInt32) -> UInt32 {
        PythonUnicode.packed(IDNAData.joiningTypes, codePoint)
    }

    /// `valid_contextj`; `nil` for idna's "unknown codepoint" error.
    static func validContextJ(_ label: Text, _ position: Int) -> Bool? {
        let codePoint = label[position]
        let (letterL, letterD, letterR, letterT): (UInt32, UInt32, UInt32, UInt32) = (0x4C, 0x44, 0x52, 0x54)
        if codePoint == 0x200C {
            if position > 0 {
                guard let cc = combiningClass(label[position - 1]) else { return nil }
                if cc == 9 { return true }
            }
            var ok = false
            for index in stride(from: position - 1, through: 0, by: -1) {
                let type = joiningType(label[index])
                if type == letterT { continue }
                ok = type == letterL || type == letterD
                break
            }
            if !ok { return false }
            ok = false
            for index in (position + 1)..<label.count {
                let type = joiningType(label[index])
                if type == letterT { continue }
                ok = type == letterR || type == letterD
                break
            }
            return ok
        }
        if codePoint == 0x200D {
            if position > 0 {
                guard let cc = combiningClass(label[position - 1]) else { return nil }
                if cc == 9 { return true }
            }
            return false
        }
        return false
    }

    /// `valid_contexto`.
    static func validContextO(_ label: Text, _ position: Int) -> Bool {
        let codePoint = label[position]
        switch codePoint {
        case 0x00B7:
            return position > 0 && position < label.count - 1 && label[position - 1] == 0x6C && label[position + 1] == 0x6C
        case 0x0375:
            return position < label.count - 1 && label.count > 1 && PythonUnicode.inPairs(IDNAData.scriptGreek, label[position + 1])
        case 0x05F3, 0x05F4:
            return position > 0 && PythonUnicode.inPairs(IDNAData.scriptHebrew, label[position - 1])
        case 0x30FB:
            return label.contains { other in
                other != 0x30FB && (PythonUnicode.inPairs(IDNAData.scriptHiragana, other)
                    || PythonUnicode.inPairs(IDNAData.scriptKatakana, other) || PythonUnicode.inPairs(IDNAData.scriptHan, other))
            }
        case 0x0660...0x0669:
            return !label.contains { (0x06F0...0x06F9).contains($0) }
        case 0x06F0...0x06F9:
            return !label.contains { (0x0660...0x0669).contains($0) }
        default:
            return false
        }
    }

    /// `check_bidi(label, check_ltr)`: RFC 5893's Bidi rule.
    static func checkBidi(_ label: Text, checkLTR: Bool) throws(Failure) {
        if label.count > 1024 { throw Failure("Label too long") }
        // ASCII and Latin letters have known classes, none R, AL or AN: without the
        // left-to-right check such a label passes (most labels), with no look-up.
        if !checkLTR && label.allSatisfy({ $0 < 0x80 || QuickAccept.isLatinLetter($0) }) { return }
        var bidiLabel = false
        let classes = label.map(PythonUnicode.bidi)
        for (index, direction) in classes.enumerated() {
            if direction.isEmpty {
                throw Failure("Unknown directionality in label \(PythonUnicode.repr(label)) at position \(index + 1)")
            }
            if ["R", "AL", "AN"].contains(direction) { bidiLabel = true }
        }
        if !bidiLabel && !checkLTR { return }
        guard let firstClass = classes.first else { return }
        let rtl: Bool
        if ["R", "AL"].contains(firstClass) {
            rtl = true
        } else if firstClass == "L" {
            rtl = false
        } else {
            throw Failure("First codepoint in label \(PythonUnicode.repr(label)) must be directionality L, R or AL")
        }
        var validEnding = false
        var numberType: String?
        for (index, direction) in classes.enumerated() {
            if rtl {
                if !["R", "AL", "AN", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"].contains(direction) {
                    throw Failure("Invalid direction for codepoint at position \(index + 1) in a right-to-left label")
                }
                if ["R", "AL", "EN", "AN"].contains(direction) {
                    validEnding = true
                } else if direction != "NSM" {
                    validEnding = false
                }
                if direction == "AN" || direction == "EN" {
                    if numberType == nil {
                        numberType = direction
                    } else if numberType != direction {
                        throw Failure("Can not mix numeral types in a right-to-left label")
                    }
                }
            } else {
                if !["L", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"].contains(direction) {
                    throw Failure("Invalid direction for codepoint at position \(index + 1) in a left-to-right label")
                }
                if direction == "L" || direction == "EN" {
                    validEnding = true
                } else if direction != "NSM" {
                    validEnding = false
                }
            }
        }
        if !validEnding { throw Failure("Label ends with illegal codepoint directionality") }
    }

    /// `decode(ascii_domain)`: every label's U-label.
    static func decode(_ domain: Text) throws(Failure) -> Text {
        if domain.count > 1024 || domain.count > 254 { throw Failure("Domain too long") }
        var labels = split(domain, on: [0x2E, 0x3002, 0xFF0E, 0xFF61])
        if labels.count == 1 && labels[0].isEmpty { throw Failure("Empty domain") }
        var trailingDot = false
        if labels.last?.isEmpty == true {
            labels.removeLast()
            trailingDot = true
        }
        var result: [Text] = []
        for label in labels {
            let decoded = try ulabel(label)
            if decoded.isEmpty { throw Failure("Empty label") }
            result.append(decoded)
        }
        var joined = Array(result.joined(separator: [dot]))
        if trailingDot { joined.append(dot) }
        return joined
    }
}
