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

    /// Why no valid number can begin with these digits, or `nil` when one can. One walk
    /// finds where the digits leave the automaton; the words are put together from bytes
    /// (a table's report line for each bad number costs this).
    static func deadEnd(_ national: [UInt8]) -> String? {
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
        if canBegin(count) && count < 10 { return nil }
        /// `before`, digits, `after`, and more digits: the words of a reason, written in
        /// place (a report line for each bad number of a column costs this).
        func words(_ before: StaticString, _ digits: Range<Int>, _ after: StaticString = "", _ more: Range<Int> = 0..<0) -> String {
            let length = before.utf8CodeUnitCount + digits.count + after.utf8CodeUnitCount + more.count
            return String(unsafeUninitializedCapacity: length) { target in
                var at = 0
                func put(_ text: StaticString) {
                    for index in 0..<text.utf8CodeUnitCount { target[at + index] = text.utf8Start[index] }
                    at += text.utf8CodeUnitCount
                }
                func put(_ range: Range<Int>) {
                    for index in range { target[at + index - range.lowerBound] = national[index] }
                    at += range.count
                }
                put(before)
                put(digits)
                put(after)
                put(more)
                return at
            }
        }
        if !canBegin(3) {
            if count >= 3 { return words("area code ", 0..<3, " does not exist") }
            return words("no area code begins with ", 0..<count)
        }
        if count >= 6 && !canBegin(6) {
            return words("exchange ", 3..<6, " does not exist in area code ", 0..<3)
        }
        if count < 10 && !canBegin(count) {
            return words("no valid number begins with ", 0..<count)
        }
        return nil
    }
}
