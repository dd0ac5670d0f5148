import FieldCheckReference

/// A number in its kind's plain shape, read on its bytes (no blanks around it): digits
/// (`number`); a sign and digits (`integer`); a sign, digits, a point and digits
/// (`decimal`); a digit at least. What the number types' fast tiers read: the shape the
/// reference readings pass, whose canonical form is made here as they make it.
struct NumeralBytes {
    let bytes: UnsafeBufferPointer<UInt8>
    let kind: NumeralKind
    let negative: Bool
    /// The digits before the point (all of them without one), and after it.
    let whole: Range<Int>
    let fraction: Range<Int>

    init?(_ bytes: UnsafeBufferPointer<UInt8>, _ kind: NumeralKind) {
        var index = 0
        let signed = kind != .number && !bytes.isEmpty && (bytes[0] == 0x2B || bytes[0] == 0x2D)
        if signed { index = 1 }
        let start = index
        while index < bytes.count && QuickAccept.isDigit(bytes[index]) { index += 1 }
        let wholeEnd = index
        var fractionStart = index
        if kind == .decimal && index < bytes.count && bytes[index] == 0x2E {
            index += 1
            fractionStart = index
            while index < bytes.count && QuickAccept.isDigit(bytes[index]) { index += 1 }
        }
        guard index == bytes.count, wholeEnd > start || index > fractionStart else { return nil }
        self.bytes = bytes
        self.kind = kind
        negative = signed && bytes[0] == 0x2D
        whole = start..<wholeEnd
        fraction = fractionStart..<index
    }

    /// The canonical form: a number as typed; an integer without `+` and leading zeros; a
    /// decimal without `+`, with `0` before a bare fraction and no point without one; no
    /// negative zero.
    func writeCanonical(into form: inout ByteBuffer) {
        switch kind {
        case .number:
            form.append(UnsafeBufferPointer(rebasing: bytes[whole]))
        case .integer:
            let significant = bytes[whole].firstIndex { $0 != 0x30 } ?? whole.upperBound
            if significant == whole.upperBound {
                form.append(0x30)
                return
            }
            if negative { form.append(0x2D) }
            form.append(UnsafeBufferPointer(rebasing: bytes[significant..<whole.upperBound]))
        case .decimal:
            if negative && !(bytes[whole].allSatisfy { $0 == 0x30 } && bytes[fraction].allSatisfy { $0 == 0x30 }) { form.append(0x2D) }
            if whole.isEmpty { form.append(0x30) } else { form.append(UnsafeBufferPointer(rebasing: bytes[whole])) }
            if !fraction.isEmpty {
                form.append(0x2E)
                form.append(UnsafeBufferPointer(rebasing: bytes[fraction]))
            }
        }
    }
}
