/// How Python 3.11 reads text, for the readings that must agree with frictionless:
/// `str.isspace`, `str.isdecimal` (the `\d` and `\s` of `re`, `int()`'s digits) and the
/// `re` module's IGNORECASE. Python 3.11 knows Unicode 14.0: a scalar assigned later is
/// unknown to it (not a digit, not a space, without case), and is treated so here.
package enum PythonText {
    /// Python's `str.isspace()` (and `\s` in a `str` pattern).
    package static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x1C...0x1F, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A,
             0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    /// The value of a decimal digit of any script (`str.isdecimal()`, `\d`), nil otherwise.
    package static func decimalValue(_ scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        if value < 0x80 { return value >= 0x30 && value <= 0x39 ? Int(value - 0x30) : nil }
        let properties = scalar.properties
        guard properties.generalCategory == .decimalNumber, isKnown(scalar),
              let numeric = properties.numericValue, numeric >= 0, numeric <= 9
        else { return nil }
        return Int(numeric)
    }

    /// Python's `str.isalpha()` for one character: a letter (Lu, Ll, Lt, Lm or Lo).
    package static func isAlpha(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A }
        guard isKnown(scalar) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return true
        default:
            return false
        }
    }

    /// Python's `str.isdigit()` for one character: a decimal digit or another digit
    /// (Numeric_Type Digit: `²`, `①`), which `int()` does not read.
    package static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value >= 0x30 && value <= 0x39 }
        guard isKnown(scalar) else { return false }
        let type = scalar.properties.numericType
        return type == .decimal || type == .digit
    }

    /// Assigned in Unicode 14.0 or before.
    package static func isKnown(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return true }
        guard let age = scalar.properties.age else { return false }
        return age.major < 14 || (age.major == 14 && age.minor == 0)
    }

    /// Python's `_sre.unicode_tolower`: the simple lowercase mapping.
    package static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if value < 0x80 {
            return value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 0x20)) : scalar
        }
        if value == 0x130 { return "i" }  // the only lowercase mapping of more than one scalar
        guard isKnown(scalar) else { return scalar }
        let mapped = scalar.properties.lowercaseMapping.unicodeScalars
        guard mapped.count == 1, let first = mapped.first else { return scalar }
        return first
    }

    /// Whether `re` with IGNORECASE compiles `scalar` as a cased literal.
    package static func isCased(_ scalar: Unicode.Scalar) -> Bool {
        if lower(scalar) != scalar { return true }
        guard isKnown(scalar) else { return false }
        let upper = scalar.properties.uppercaseMapping.unicodeScalars
        return upper.count == 1 && upper.first != scalar
    }

    /// Whether a literal `pattern` character of a `re` pattern compiled with IGNORECASE
    /// matches `text`: both lower-case to the same scalar, or to two that `re` counts as
    /// one letter (`s` and `ſ`, `i` and `ı`, Greek and Cyrillic variants).
    package static func ignoreCaseMatches(pattern: Unicode.Scalar, text: Unicode.Scalar) -> Bool {
        if pattern == text { return true }
        guard isCased(pattern) else { return false }
        let lowered = lower(pattern)
        let textLowered = lower(text)
        if textLowered == lowered { return true }
        return extraCases[lowered.value]?.contains(textLowered.value) ?? false
    }

    /// `re._casefix._EXTRA_CASES` of Python 3.11: lowercase scalars that share an
    /// uppercase with other lowercase scalars.
    private static let extraCases: [UInt32: [UInt32]] = [
        0x69: [0x131], 0x73: [0x17F], 0xB5: [0x3BC], 0x131: [0x69], 0x17F: [0x73],
        0x345: [0x3B9, 0x1FBE], 0x390: [0x1FD3], 0x3B0: [0x1FE3], 0x3B2: [0x3D0],
        0x3B5: [0x3F5], 0x3B8: [0x3D1], 0x3B9: [0x345, 0x1FBE], 0x3BA: [0x3F0],
        0x3BC: [0xB5], 0x3C0: [0x3D6], 0x3C1: [0x3F1], 0x3C2: [0x3C3], 0x3C3: [0x3C2],
        0x3C6: [0x3D5], 0x3D0: [0x3B2], 0x3D1: [0x3B8], 0x3D5: [0x3C6], 0x3D6: [0x3C0],
        0x3F0: [0x3BA], 0x3F1: [0x3C1], 0x3F5: [0x3B5], 0x432: [0x1C80], 0x434: [0x1C81],
        0x43E: [0x1C82], 0x441: [0x1C83], 0x442: [0x1C84, 0x1C85], 0x44A: [0x1C86],
        0x463: [0x1C87], 0x1C80: [0x432], 0x1C81: [0x434], 0x1C82: [0x43E],
        0x1C83: [0x441], 0x1C84: [0x442, 0x1C85], 0x1C85: [0x442, 0x1C84],
        0x1C86: [0x44A], 0x1C87: [0x463], 0x1C88: [0xA64B], 0x1E61: [0x1E9B],
        0x1E9B: [0x1E61], 0x1FBE: [0x345, 0x3B9], 0x1FD3: [0x390], 0x1FE3: [0x3B0],
        0xA64B: [0x1C88], 0xFB05: [0xFB06], 0xFB06: [0xFB05],
    ]
}

/// Python's `int(text)` for a `str`, base 10: surrounding whitespace, one sign,
/// single underscores between digits, decimal digits of any script; at most 4,300
/// digits (Python's default `sys.get_int_max_str_digits()`). Values beyond `Int` are
/// not computed: they are reported as `.beyondInt`, so no digit run can overflow.
package enum PythonInt: Equatable, Sendable {
    case value(Int)
    case beyondInt(negative: Bool)

    package static let maxDigits = 4300

    package static func parse(_ text: Substring) -> PythonInt? {
        parse(text.unicodeScalars)
    }

    package static func parse<S: Collection>(_ scalars: S) -> PythonInt? where S.Element == Unicode.Scalar {
        // _PyUnicode_TransformDecimalAndSpaceToASCII: below 127 as is; a Unicode space
        // becomes ' ', a digit its ASCII digit; anything else ends the number (an error).
        var ascii: [UInt8] = []
        ascii.reserveCapacity(scalars.count)
        for scalar in scalars {
            if scalar.value < 127 {
                ascii.append(UInt8(scalar.value))
            } else if PythonText.isSpace(scalar) {
                ascii.append(0x20)
            } else if let digit = PythonText.decimalValue(scalar) {
                ascii.append(UInt8(0x30 + digit))
            } else {
                return nil
            }
        }
        // PyLong_FromString with base 10; C's isspace: \t \n \v \f \r and space.
        func isCSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        var index = 0
        while index < ascii.count && isCSpace(ascii[index]) { index += 1 }
        var negative = false
        if index < ascii.count && (ascii[index] == UInt8(ascii: "+") || ascii[index] == UInt8(ascii: "-")) {
            negative = ascii[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < ascii.count, ascii[index] != UInt8(ascii: "_") else { return nil }
        var digits = 0
        var value = 0
        var overflow = false
        var previousUnderscore = false
        while index < ascii.count {
            let byte = ascii[index]
            if byte == UInt8(ascii: "_") {
                if previousUnderscore { return nil }
                previousUnderscore = true
            } else if byte >= 0x30 && byte <= 0x39 {
                previousUnderscore = false
                digits += 1
                if !overflow {
                    let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times10.addingReportingOverflow(Int(byte - 0x30))
                    if o1 || o2 { overflow = true } else { value = sum }
                }
            } else {
                break
            }
            index += 1
        }
        if previousUnderscore || digits == 0 { return nil }
        if digits > maxDigits { return nil }
        while index < ascii.count && isCSpace(ascii[index]) { index += 1 }
        guard index == ascii.count else { return nil }  // also a NUL: C stops there
        if overflow {
            // Int.min has no positive twin; a value that just reaches it still counts as beyond.
            return .beyondInt(negative: negative)
        }
        return .value(negative ? -value : value)
    }
}
