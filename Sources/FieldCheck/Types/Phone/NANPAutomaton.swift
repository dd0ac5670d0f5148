/// Validity of North American numbers: a walk through the generated automaton
/// (`NANPMetadata`), ten table lookups for a whole number. A beginning of a number can
/// still become valid exactly when its state is not the dead one.
enum NANPAutomaton {
    /// The state after some ASCII digits (0, dead, once no valid number can follow).
    static func state<Digits: Sequence<UInt8>>(after digits: Digits) -> Int {
        var state = NANPMetadata.start
        var count = 0
        for digit in digits {
            count += 1
            guard count <= 10, digit >= 0x30, digit <= 0x39 else { return 0 }
            state = Int(NANPMetadata.transitions[state * 10 + Int(digit - 0x30)])
            if state == 0 { return 0 }
        }
        return state
    }

    /// libphonenumber's `is_valid_number` for a ten-digit national number.
    static func isValid<Digits: Collection<UInt8>>(_ national: Digits) -> Bool {
        national.count == 10 && NANPMetadata.accepting[state(after: national)] != 0
    }

    /// Whether some valid number begins with these digits.
    static func canBegin(_ national: ArraySlice<UInt8>) -> Bool {
        national.count <= 10 && (national.isEmpty || state(after: national) != 0)
    }

    /// Why no valid number can begin with these digits, or `nil` when one can.
    static func deadEnd(_ national: [UInt8]) -> String? {
        if canBegin(national[...]) && national.count < 10 { return nil }
        // ASCII digits: worded from the bytes (no characters to break into).
        func text(_ range: Range<Int>) -> String { String(decoding: national[range], as: UTF8.self) }
        if !canBegin(national.prefix(3)) {
            if national.count >= 3 { return "area code \(text(0..<3)) does not exist" }
            return "no area code begins with \(text(0..<national.count))"
        }
        if national.count >= 6 && !canBegin(national.prefix(6)) {
            return "exchange \(text(3..<6)) does not exist in area code \(text(0..<3))"
        }
        if national.count < 10 && !canBegin(national[...]) {
            return "no valid number begins with \(text(0..<national.count))"
        }
        return nil
    }
}
