import TextReading

/// The check-digit algorithms identifiers share, as python-stdnum computes them.
package enum CheckDigits {
    /// The value of one scalar as Python's `int(x, 36)` reads it: an ASCII letter 10-35 (any
    /// case), a decimal digit of any script its value; nil for anything else.
    package static func base36(_ scalar: Unicode.Scalar) -> Int? {
        let v = scalar.value
        if v >= 0x30 && v <= 0x39 { return Int(v - 0x30) }
        if v >= 0x41 && v <= 0x5A { return Int(v - 0x41 + 10) }
        if v >= 0x61 && v <= 0x7A { return Int(v - 0x61 + 10) }
        return PythonText.decimalValue(scalar)
    }

    /// ISO 7064 mod 97-10 (`stdnum.iso7064.mod_97_10.checksum`): each character's base-36
    /// value written in decimal, the whole read as one number, modulo 97; nil where Python's
    /// `int()` would raise (empty, or a character that is not a digit or letter).
    package static func mod97(_ scalars: some Sequence<Unicode.Scalar>) -> Int? {
        mod97(scalars, then: EmptyCollection())
    }

    /// `mod97` of the scalars of `first` then `second` (a rotated number, without copying).
    package static func mod97(_ first: some Sequence<Unicode.Scalar>, then second: some Sequence<Unicode.Scalar>) -> Int? {
        var remainder = 0
        var any = false
        func add(_ part: some Sequence<Unicode.Scalar>) -> Bool {
            for scalar in part {
                guard let value = base36(scalar) else { return false }
                remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97
                any = true
            }
            return true
        }
        guard add(first), add(second), any else { return nil }
        return remainder
    }

    /// `mod97` of ASCII letters and digits (upper case), `first` then `second`.
    package static func mod97(bytes first: UnsafeBufferPointer<UInt8>.SubSequence, then second: UnsafeBufferPointer<UInt8>.SubSequence) -> Int {
        var remainder = 0
        // (Two loops, not a loop over an array of the two: no allocation a value.)
        for byte in first { remainder = (byte <= 0x39 ? remainder * 10 + Int(byte - 0x30) : remainder * 100 + Int(byte - 0x41) + 10) % 97 }
        for byte in second { remainder = (byte <= 0x39 ? remainder * 10 + Int(byte - 0x30) : remainder * 100 + Int(byte - 0x41) + 10) % 97 }
        return remainder
    }

    /// `mod97` of text.
    package static func mod97(_ text: String) -> Int? { mod97(text.unicodeScalars) }

    /// The Luhn checksum (`stdnum.luhn.checksum`) of ASCII digits: 0 for a valid number.
    package static func luhn(_ digits: some BidirectionalCollection<UInt8>) -> Int {
        var sum = 0
        for (index, byte) in digits.reversed().enumerated() {
            let value = Int(byte &- 0x30)
            if index % 2 == 0 { sum += value } else { let doubled = value * 2; sum += doubled / 10 + doubled % 10 }
        }
        return sum % 10
    }

    /// The EAN check digit (`stdnum.ean.calc_check_digit`) of ASCII digits without it.
    package static func ean(_ digits: some BidirectionalCollection<UInt8>) -> UInt8 {
        var sum = 0
        for (index, byte) in digits.reversed().enumerated() { sum += (index % 2 == 0 ? 3 : 1) * Int(byte &- 0x30) }
        return UInt8((10 - sum % 10) % 10) + 0x30
    }

    /// Whether every byte is an ASCII digit (and there is one).
    package static func allDigits(_ bytes: some Collection<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// Whether every scalar is an ASCII digit or upper-case letter.
    package static func allUpperAlphanumeric(_ text: String) -> Bool {
        text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) }
    }
}
