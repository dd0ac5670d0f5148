/// RFC 3492 Punycode, as Python's `punycode` codec does it (strict errors).
package enum Punycode {
    static let base: UInt32 = 36, tMin: UInt32 = 1, tMax: UInt32 = 26, skew: UInt32 = 38, damp: UInt32 = 700
    static let initialBias: UInt32 = 72, initialN: UInt32 = 0x80

    static func adapt(_ delta: UInt32, first: Bool, count: UInt32) -> UInt32 {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k: UInt32 = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    static func digit(_ value: UInt32) -> UInt32 {
        value < 26 ? value + 0x61 : value - 26 + 0x30  // a-z, 0-9
    }

    /// Lower-case Punycode of code points (without `xn--`); `nil` on overflow.
    static func encode(_ input: [UInt32]) -> [UInt32]? {
        var output: [UInt32] = []
        output.reserveCapacity(input.count * 2 + 1)
        let done = input.withUnsafeBufferPointer { encode($0) { output.append($0) } }
        return done ? output : nil
    }

    /// The Punycode of code points, one character at a time to `emit` (the quick check
    /// counts them and keeps the last, making no array); `false` on overflow.
    @inline(__always)
    package static func encode(_ input: UnsafeBufferPointer<UInt32>, _ emit: (UInt32) -> Void) -> Bool {
        var basicCount: UInt32 = 0
        for codePoint in input where codePoint < 0x80 {
            emit(codePoint)
            basicCount += 1
        }
        if basicCount > 0 { emit(0x2D) }
        var n = initialN, delta: UInt32 = 0, bias = initialBias
        var handled = basicCount
        while handled < UInt32(input.count) {
            // The least code point not yet handled (no array made for it: a label's encoding
            // looks for it once for each code point above ASCII).
            var m = UInt32.max, found = false
            for codePoint in input where codePoint >= n && codePoint <= m {
                m = codePoint
                found = true
            }
            guard found else { break }
            let (step, overflow1) = (m - n).multipliedReportingOverflow(by: handled + 1)
            let (sum, overflow2) = delta.addingReportingOverflow(step)
            if overflow1 || overflow2 { return false }
            delta = sum
            n = m
            for codePoint in input {
                if codePoint < n {
                    delta &+= 1  // (wrapping is the overflow RFC 3492 checks for)
                    if delta == 0 { return false }
                }
                if codePoint == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                        if q < t { break }
                        emit(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    emit(digit(q))
                    bias = adapt(delta, first: handled == basicCount, count: handled + 1)
                    delta = 0
                    handled += 1
                }
            }
            delta &+= 1
            if delta == 0 { return false }
            n += 1
        }
        return true
    }

    /// Decodes Punycode (already lower-cased, without `xn--`); `nil` when Python's codec fails.
    package static func decode(_ input: [UInt32]) -> [UInt32]? {
        var output: [UInt32] = []
        var extended = input[...]
        if let dash = input.lastIndex(of: 0x2D) {
            output = Array(input[..<dash])
            extended = input[(dash + 1)...]
        }
        var n = Int(initialN), position = -1, bias = Int(initialBias)
        var index = extended.startIndex
        var first = true
        while index < extended.endIndex {
            // A generalized variable-length integer.
            var result = 0, weight = 1, j = 0
            while true {
                guard index < extended.endIndex else { return nil }
                let character = extended[index]
                index += 1
                let value: Int
                switch character {
                case 0x41...0x5A: value = Int(character - 0x41)
                case 0x61...0x7A: value = Int(character - 0x61)  // upper-cased by Python first
                case 0x30...0x39: value = Int(character - 0x30) + 26
                default: return nil
                }
                let t = max(Int(tMin), min(Int(tMax), Int(base) * (j + 1) - bias))
                let (product, overflow1) = value.multipliedReportingOverflow(by: weight)
                let (sum, overflow2) = result.addingReportingOverflow(product)
                if overflow1 || overflow2 { return nil }
                result = sum
                if value < t { break }
                let (nextWeight, overflow3) = weight.multipliedReportingOverflow(by: Int(base) - t)
                if overflow3 { return nil }
                weight = nextWeight
                j += 1
            }
            // (The bound first: `result + 1` itself overflows when `result` is Int.max.)
            if result > Int.max / 2 { return nil }
            let (advanced, overflow) = position.addingReportingOverflow(result + 1)
            if overflow { return nil }
            position = advanced
            n += position / (output.count + 1)
            if n > 0x10FFFF { return nil }
            position %= output.count + 1
            output.insert(UInt32(n), at: position)
            bias = Int(adapt(UInt32(min(result, Int(UInt32.max))), first: first, count: UInt32(output.count)))
            first = false
        }
        return output
    }
}
