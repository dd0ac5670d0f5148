/// Validity of North American numbers: a walk through the generated automaton
/// (`NANPMetadata`), ten table lookups for a whole number. A beginning of a number can
/// still become valid exactly when its state is not the dead one.
package enum NANPAutomaton {
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
    package static func canBegin(_ national: ArraySlice<UInt8>) -> Bool {
        national.count <= 10 && (national.isEmpty || state(after: national) != 0)
    }

    /// Why no valid number can begin with these digits, or `nil` when one can.
    package static func deadEnd(_ national: [UInt8]) -> String? {
        var found = false
        let reason = ByteBuffer.text { buffer in
            found = national.withUnsafeBufferPointer { writeDeadEnd($0, into: &buffer) }
        }
        return found ? reason : nil
    }

    /// `deadEnd`'s words written as bytes (a table's report line for each bad number costs
    /// this); false, with nothing written, when a valid number can begin with the digits.
    /// One walk finds where the digits leave the automaton.
    static func writeDeadEnd(_ national: UnsafeBufferPointer<UInt8>, into reason: inout ByteBuffer) -> Bool {
        // How many digits can begin a number (all of them, up to ten, when none is dead).
        var alive = 0
        var state = NANPMetadata.start
        for digit in national.prefix(10) {
            guard digit >= 0x30, digit <= 0x39 else { break }
            state = Int(NANPMetadata.transitions[state * 10 + Int(digit - 0x30)])
            if state == 0 { break }
            alive += 1
        }
        let count = national.count
        // `canBegin(national.prefix(k))`, as the walk found it.
        func canBegin(_ k: Int) -> Bool { k <= 10 && min(k, count) <= alive }
        if canBegin(count) && count < 10 { return false }
        func digits(_ range: Range<Int>) { reason.append(UnsafeBufferPointer(rebasing: national[range])) }
        if !canBegin(3) {
            if count >= 3 {
                reason.append(text: "area code ")
                digits(0..<3)
                reason.append(text: " does not exist")
            } else {
                reason.append(text: "no area code begins with ")
                digits(0..<count)
            }
            return true
        }
        if count >= 6 && !canBegin(6) {
            reason.append(text: "exchange ")
            digits(3..<6)
            reason.append(text: " does not exist in area code ")
            digits(0..<3)
            return true
        }
        if count < 10 && !canBegin(count) {
            reason.append(text: "no valid number begins with ")
            digits(0..<count)
            return true
        }
        return false
    }
}
