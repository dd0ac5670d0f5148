/// The order of numbers written as decimal text (`-12.50`, `007`, `.5`): exact, whatever
/// their length, for `--minimum` and `--maximum`.
enum DecimalOrder {
    /// Negative, zero or positive as `a` is below, equal to or above `b`; `nil` when
    /// either is not a plain decimal (an optional sign, digits, an optional point and digits).
    static func compare(_ a: String, _ b: String) -> Int? {
        guard let x = parts(a), let y = parts(b) else { return nil }
        let xZero = x.integer.isEmpty && x.fraction.isEmpty, yZero = y.integer.isEmpty && y.fraction.isEmpty
        let xSign = xZero ? 0 : (x.negative ? -1 : 1), ySign = yZero ? 0 : (y.negative ? -1 : 1)
        if xSign != ySign { return xSign < ySign ? -1 : 1 }
        if xSign == 0 { return 0 }
        let magnitude = compareMagnitude(x, y)
        return xSign > 0 ? magnitude : -magnitude
    }

    /// The sign, the integer digits without leading zeros and the fraction digits without
    /// trailing zeros.
    static func parts(_ text: String) -> (negative: Bool, integer: [UInt8], fraction: [UInt8])? {
        var bytes = Array(text.utf8)[...]
        var negative = false
        if let first = bytes.first, first == 0x2D || first == 0x2B {
            negative = first == 0x2D
            bytes = bytes.dropFirst()
        }
        let point = bytes.firstIndex(of: 0x2E)
        let integer = bytes[..<(point ?? bytes.endIndex)]
        let fraction = point.map { bytes[($0 + 1)...] } ?? []
        guard !(integer.isEmpty && fraction.isEmpty),
              integer.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), fraction.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
        else { return nil }
        return (negative, Array(integer.drop(while: { $0 == 0x30 })),
                Array(fraction.reversed().drop(while: { $0 == 0x30 }).reversed()))
    }

    /// `compare` on bytes, with nothing allocated (a column of values against `--minimum`
    /// and `--maximum`): the same answers, `nil` where either is not a plain decimal.
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let x = ranges(a), let y = ranges(b) else { return nil }
        let xZero = x.integer.isEmpty && x.fraction.isEmpty, yZero = y.integer.isEmpty && y.fraction.isEmpty
        let xSign = xZero ? 0 : (x.negative ? -1 : 1), ySign = yZero ? 0 : (y.negative ? -1 : 1)
        if xSign != ySign { return xSign < ySign ? -1 : 1 }
        if xSign == 0 { return 0 }
        var magnitude = 0
        if x.integer.count != y.integer.count {
            magnitude = x.integer.count < y.integer.count ? -1 : 1
        } else {
            // The integer digits, then the fraction's, then the longer fraction is larger.
            for (p, q) in zip(x.integer, y.integer) where a[p] != b[q] { magnitude = a[p] < b[q] ? -1 : 1; break }
            if magnitude == 0 {
                for (p, q) in zip(x.fraction, y.fraction) where a[p] != b[q] { magnitude = a[p] < b[q] ? -1 : 1; break }
            }
            if magnitude == 0 && x.fraction.count != y.fraction.count { magnitude = x.fraction.count < y.fraction.count ? -1 : 1 }
        }
        return xSign > 0 ? magnitude : -magnitude
    }

    /// `parts` as ranges of the bytes: the sign, the integer digits without leading zeros,
    /// the fraction digits without trailing zeros.
    static func ranges(_ bytes: UnsafeBufferPointer<UInt8>) -> (negative: Bool, integer: Range<Int>, fraction: Range<Int>)? {
        var start = 0
        var negative = false
        if let first = bytes.first, first == 0x2D || first == 0x2B {
            negative = first == 0x2D
            start = 1
        }
        var point: Int?
        for index in start..<bytes.count {
            let byte = bytes[index]
            if byte == 0x2E && point == nil {
                point = index
            } else if byte &- 0x30 >= 10 {
                return nil
            }
        }
        let integerEnd = point ?? bytes.count
        let fractionStart = point.map { $0 + 1 } ?? bytes.count
        guard integerEnd > start || bytes.count > fractionStart else { return nil }
        var integerStart = start
        while integerStart < integerEnd && bytes[integerStart] == 0x30 { integerStart += 1 }
        var fractionEnd = bytes.count
        while fractionEnd > fractionStart && bytes[fractionEnd - 1] == 0x30 { fractionEnd -= 1 }
        return (negative, integerStart..<integerEnd, fractionStart..<fractionEnd)
    }

    static func compareMagnitude(
        _ x: (negative: Bool, integer: [UInt8], fraction: [UInt8]), _ y: (negative: Bool, integer: [UInt8], fraction: [UInt8])
    ) -> Int {
        if x.integer.count != y.integer.count { return x.integer.count < y.integer.count ? -1 : 1 }
        for (p, q) in zip(x.integer, y.integer) where p != q { return p < q ? -1 : 1 }
        for (p, q) in zip(x.fraction, y.fraction) where p != q { return p < q ? -1 : 1 }
        if x.fraction.count != y.fraction.count { return x.fraction.count < y.fraction.count ? -1 : 1 }
        return 0
    }
}
