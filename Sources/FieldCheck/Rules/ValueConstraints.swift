import ArgumentParsing

import FieldCheckReference
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The constraints on a value beyond its type: `--one-of` (a list of allowed values) and
/// `--minimum`/`--maximum` (bounds in the type's order). They apply to the value's
/// canonical form (the value itself without a type), after the type passed. A class: a
/// rule asks it of every value, and a struct of this many references would be retained
/// and released field by field at each use.
package final class ValueConstraints {
    /// Lookup key (the canonical form, lower-cased with `-i`) → the listed spelling's place
    /// in `listed`, looked up on the key's bytes.
    let allowed: ByteKeyTable
    /// The listed spellings in order, for reasons and suggestions.
    let listed: [String]
    /// The first of them, as a reason names them (`'a', 'b', ... (N values)`), worded once.
    let listedFew: String
    let ignoreCase: Bool
    let minimum: String?
    let maximum: String?
    /// The type that orders the bounds (and puts listed values in canonical form).
    let type: TypeValidator?

    /// Whether a list was given (a Table Schema enum may list no valid value at all).
    let hasList: Bool
    /// The bytes of the longest listed spelling: a key as long as that which is not listed
    /// begins none (`unlistedStatus` then needs no sorted list).
    let longestListed: Int

    /// The verdicts of values not in the list, by key: the same mistakes come back row
    /// after row (this rule's own: each thread has one).
    final class Unlisted {
        var verdicts: [String: Verdict] = [:]
        /// `byteOrderBox`'s list, once this thread has it (no lock for each value; the box
        /// keeps it alive: no count kept for each value).
        var byteOrdered: Unmanaged<ByteOrderedList>?
    }
    let unlisted: Unlisted

    /// The listed values in sorted order, made on the first value not in the list (a large
    /// list that every value is in never needs it), once for all the threads' rules, under
    /// a POSIX mutex (which ThreadSanitizer sees, unlike a lock built on atomics in the
    /// uninstrumented standard library).
    final class MadeOnce<Made>: @unchecked Sendable {
        private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)
        private var made: Made?

        init() { pthread_mutex_init(mutex, nil) }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        func value(_ make: () -> Made) -> Made {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            if let made { return made }
            let list = make()
            made = list
            return list
        }
    }
    let sortedBox: MadeOnce<SortedList>
    /// The listed values in the order of their bytes, for the beginnings of keys of ASCII
    /// (`unlistedStatus`), made on the first value not listed.
    let byteOrderBox: MadeOnce<ByteOrderedList>

    /// The same constraints for another rule (another thread): the lists shared (read
    /// only), the caches its own, the type the new rule's (types keep caches too).
    func withOwnCaches(type: TypeValidator?) -> ValueConstraints {
        ValueConstraints(sharing: self, type: type)
    }

    private init(sharing other: ValueConstraints, type: TypeValidator?) {
        allowed = other.allowed
        listed = other.listed
        listedFew = other.listedFew
        ignoreCase = other.ignoreCase
        minimum = other.minimum
        maximum = other.maximum
        hasList = other.hasList
        longestListed = other.longestListed
        sortedBox = other.sortedBox
        byteOrderBox = other.byteOrderBox
        unlisted = Unlisted()
        self.type = type
    }

    /// Whether a key (as the type's byte tier makes it) is listed.
    func lists(_ key: UnsafeBufferPointer<UInt8>) -> Bool { allowed.find(key) != nil }

    /// The listed spelling of a key, when it is listed.
    func listedSpelling(_ key: UnsafeBufferPointer<UInt8>) -> String? { allowed.find(key).map { listed[$0] } }

    /// The status of a key that is not listed (the canonical form, case as typed): too-short
    /// when it begins a listed value, as `judge` finds it.
    func unlistedStatus(_ key: UnsafeBufferPointer<UInt8>) -> Status {
        // (A key is the listed spelling when listed: one as long as the longest is not listed.)
        guard !key.isEmpty, key.count < longestListed else { return .failed }
        let begins = byteOrderedList._withUnsafeGuaranteedRef { $0.hasBeginning(key) }
        if let begins { return begins ? .tooShort : .failed }
        return sortedList.hasBeginning(String(decoding: key, as: UTF8.self)) ? .tooShort : .failed
    }

    package var isEmpty: Bool { !hasList && minimum == nil && maximum == nil }

    /// With `skipsInvalid` (Table Schema), a listed value that is not of the type never
    /// matches instead of being an error. `listsNothing`: a list that is empty on purpose
    /// (Table Schema's `"enum": []`), which no value is in.
    init(
        type: TypeValidator?, oneOf: [String], listsNothing: Bool = false, ignoreCase: Bool, skipsInvalid: Bool = false,
        minimum: String?, maximum: String?
    ) throws(RuleError) {
        hasList = !oneOf.isEmpty || listsNothing
        self.type = type
        unlisted = Unlisted()
        sortedBox = MadeOnce()
        byteOrderBox = MadeOnce()
        self.ignoreCase = ignoreCase
        var allowed = ByteKeyTable(capacity: oneOf.count)
        var listed: [String] = []
        for value in oneOf {
            var spelling = value
            if let type {
                guard case .valid(let canonical) = type.judge(Substring(value)) else {
                    if skipsInvalid { continue }
                    throw RuleError("--one-of '\(Quoting.display(value))' is not a valid \(type.type.rawValue)")
                }
                spelling = canonical
            }
            guard let key = Self.key(spelling, type: type, ignoreCase: ignoreCase) else { continue }
            if allowed.find(key) == nil {
                guard listed.count < Int(Int32.max) else { throw RuleError("--one-of: more than \(Int32.max) values") }
                _ = allowed.insert(key, value: listed.count)
                listed.append(spelling)
            }
        }
        self.allowed = allowed
        self.listed = listed
        longestListed = listed.reduce(0) { max($0, $1.utf8.count) }
        listedFew = Self.few(Array(listed.prefix(5)), of: listed.count)
        func bound(_ text: String?, _ option: String) throws(RuleError) -> String? {
            guard let text else { return nil }
            guard let type, type.type.unit.isOrdered else {
                throw RuleError("\(option) needs a --type with an order (integer, number, decimal, date, time, datetime, year, yearmonth)")
            }
            guard case .valid(let canonical) = type.judge(Substring(text)) else {
                throw RuleError("\(option) '\(Quoting.display(text))' is not a valid \(type.type.rawValue)")
            }
            return canonical
        }
        self.minimum = try bound(minimum, "--minimum")
        self.maximum = try bound(maximum, "--maximum")
        // (Table Schema's bounds may cross, as frictionless reads them: no value passes.)
        if !skipsInvalid, let low = self.minimum, let high = self.maximum, let order = type?.compare(low, high), order > 0 {
            throw RuleError("--minimum \(low) is more than --maximum \(high)")
        }
    }

    /// The verdict on a value whose type passed, given its canonical form; with the
    /// listed spelling in place of the form when the list has it.
    /// Without `wantsReason`, a value not in the list gets its status alone (no reason is
    /// worded, no suggestion looked for).
    func judge(_ form: String, wantsReason: Bool = true) -> (verdict: Verdict, form: String) {
        if hasList {
            // Far longer than every listed value (case folding changes a length by a few
            // times at most): neither one of them nor a beginning of one, and not folded,
            // copied or quoted whole (a 40 MB cell took four times itself more).
            if form.utf8.count > 4 * longestListed + 64 {
                if !wantsReason { return (.failed(""), form) }
                return (.failed("'\(Display.text(form, upTo: 200))' is not one of \(listedFew)"), form)
            }
            guard let key = Self.key(form, type: type, ignoreCase: ignoreCase), let place = allowed.find(key) else {
                let prefix = ignoreCase ? form.lowercased() : form
                if !wantsReason {
                    return (!prefix.isEmpty && sortedList.hasBeginning(prefix) ? .tooShort("") : .failed(""), form)
                }
                return (notListed(form, key: prefix), form)
            }
            return bounds(listed[place])
        }
        return bounds(form)
    }

    private func bounds(_ form: String) -> (verdict: Verdict, form: String) {
        guard let type else { return (.passed, form) }
        if minimum != nil || maximum != nil, type.compare(form, form) == nil {
            return (.failed("'\(form)' has no order (it is not a number), so it is not within the bounds"), form)
        }
        if let minimum, let order = type.compare(form, minimum), order < 0 {
            if couldGrowInto(form) { return (.tooShort("below the minimum \(minimum); more digits could reach it"), form) }
            return (.failed("below the minimum \(minimum)"), form)
        }
        if let maximum, let order = type.compare(form, maximum), order > 0 {
            return (.failed("above the maximum \(maximum)"), form)
        }
        return (.passed, form)
    }

    /// Whether a non-negative whole number below the minimum can reach the bounds by
    /// more digits typed after it (`5` with --minimum 18: `50`), which makes it too-short.
    private func couldGrowInto(_ form: String) -> Bool {
        guard let type, let minimum, !form.isEmpty, form.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              type.type.unit.growsByDigits else { return false }
        var low = form, high = form
        for _ in 0..<((maximum ?? minimum).utf8.count + 1) {
            low += "0"
            high += "9"
            let reachesMinimum = (type.compare(high, minimum) ?? -1) >= 0
            let withinMaximum = maximum.map { (type.compare(low, $0) ?? 1) <= 0 } ?? true
            if reachesMinimum && withinMaximum { return true }
            if !withinMaximum { return false }
        }
        return false
    }

    /// A value not in the list: too-short when it begins a listed value, else failed with
    /// the closest listed values.
    private func notListed(_ form: String, key: String) -> Verdict {
        // The same mistakes come back row after row (a state spelled out in a column of
        // codes): their verdicts are kept, up to a bound.
        if let known = unlisted.verdicts[key] { return known }
        let verdict = unlistedVerdict(form, key: key)
        if unlisted.verdicts.count < 4096 { unlisted.verdicts[key] = verdict }
        return verdict
    }

    /// Costs about what a listed value does, however long the list: the listed values it
    /// begins are one stretch of the sorted list, and suggestions are looked for among
    /// its sixteen neighbours there (among all, for a list of up to 64).
    private func unlistedVerdict(_ form: String, key: String) -> Verdict {
        let list = sortedList
        if !key.isEmpty {
            let (count, first) = list.beginnings(of: key)
            if count > 0 { return .tooShort("incomplete: could become \(Self.few(first.map { listed[$0] }, of: count))") }
        }
        if listed.isEmpty { return .failed("'\(Quoting.display(form))' is not allowed: no value is (the list of allowed values is empty)") }
        var reason = "'\(Quoting.display(form))' is not one of \(listedFew)"
        let candidates = listed.count <= 64 ? listed : list.neighbours(of: key, count: 16).map { listed[$0] }
        if let guess = Suggestions.closest(to: form, among: candidates) {
            reason += " (did you mean '\(guess)'?)"
        }
        return .failed(reason)
    }

    /// `byteOrderBox`'s list, kept by this thread's caches once fetched (no lock a value).
    private var byteOrderedList: Unmanaged<ByteOrderedList> {
        if let known = unlisted.byteOrdered { return known }
        let list = Unmanaged.passUnretained(byteOrderBox.value { ByteOrderedList(listed) })
        unlisted.byteOrdered = list
        return list
    }

    /// The listed values sorted, made once.
    private var sortedList: SortedList {
        sortedBox.value { SortedList(listed, lowered: ignoreCase) }
    }

    /// Listed values (as prefixes are looked for in them: lower-cased with `-i`) in Swift's
    /// order of strings, as their places in the list (four bytes a value). Values that begin
    /// with a prefix follow one another in it, from the prefix itself up to the prefix
    /// followed by the last code point.
    struct SortedList: Sendable {
        let texts: [String]
        let order: [Int32]

        init(_ listed: [String], lowered: Bool) {
            let texts = lowered ? listed.map { $0.lowercased() } : listed
            self.texts = texts
            var order = (0..<Int32(listed.count)).map { $0 }
            order.sort { texts[Int($0)] < texts[Int($1)] || (texts[Int($0)] == texts[Int($1)] && $0 < $1) }
            self.order = order
        }

        func text(at position: Int) -> String { texts[Int(order[position])] }

        /// The first entry not before `key`.
        func lowerBound(_ key: String) -> Int {
            var low = 0, high = order.count
            while low < high {
                let middle = (low + high) / 2
                if text(at: middle) < key { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// How many listed values begin with `key`, and the places of the first five of them
        /// in the list's order.
        func beginnings(of key: String) -> (count: Int, first: [Int]) {
            let bound = key + "\u{10FFFF}\u{10FFFF}"
            var count = 0
            var first: [Int] = []
            var position = lowerBound(key)
            while position < order.count && text(at: position) < bound {
                let index = Int(order[position])
                if texts[index].hasPrefix(key) {
                    count += 1
                    if first.count < 5 || index < first[4] {
                        first.insert(index, at: first.firstIndex { $0 > index } ?? first.count)
                        if first.count > 5 { first.removeLast() }
                    }
                }
                position += 1
            }
            return (count, first)
        }

        func hasBeginning(_ key: String) -> Bool {
            let bound = key + "\u{10FFFF}\u{10FFFF}"
            var position = lowerBound(key)
            while position < order.count && text(at: position) < bound {
                if text(at: position).hasPrefix(key) { return true }
                position += 1
            }
            return false
        }

        /// The places of up to `count` entries around where `key` would stand.
        func neighbours(of key: String, count: Int) -> [Int] {
            let middle = lowerBound(key)
            let start = max(0, min(middle - count / 2, order.count - count))
            return order[start..<min(order.count, start + count)].map { Int($0) }
        }
    }

    /// The listed values (case as typed) in the order of their bytes: those that begin
    /// with given bytes follow one another. `String.hasPrefix` compares characters, as
    /// canonically equivalent: for a key of code points below U+0300 when no listed value
    /// has a code point from U+0300 on (no combining marks, and none of the code points
    /// that are another spelling of one below it: the Kelvin sign is K, U+037E is `;`), it
    /// can only hold where the bytes begin with the key. It holds then unless the next code
    /// point joins the key's last character (LF after CR), which `hasPrefix` then tells.
    final class ByteOrderedList: Sendable {
        /// The listed values' bytes one after another, and each one's range there, in the
        /// order of their bytes (no array of arrays: each value looked up would retain one).
        let bytes: [UInt8]
        let ranges: [Range<Int>]
        /// No listed value has a code point from U+0300 on (a lead byte from 0xCC on).
        let belowMarks: Bool

        init(_ listed: [String]) {
            var bytes: [UInt8] = []
            var ranges: [Range<Int>] = []
            for text in listed {
                let start = bytes.count
                bytes.append(contentsOf: text.utf8)
                ranges.append(start..<bytes.count)
            }
            belowMarks = bytes.allSatisfy { $0 < 0xCC }
            ranges.sort { bytes[$0].lexicographicallyPrecedes(bytes[$1]) }
            self.bytes = bytes
            self.ranges = ranges
        }

        /// Whether a listed value begins with `key` (valid UTF-8), as `String.hasPrefix`
        /// finds it; `nil` for a key it cannot tell, or when the candidates are many (the
        /// caller asks the sorted strings).
        func hasBeginning(_ key: UnsafeBufferPointer<UInt8>) -> Bool? {
            guard belowMarks && key.allSatisfy({ $0 < 0xCC }) else { return nil }
            return bytes.withUnsafeBufferPointer { bytes in
                ranges.withUnsafeBufferPointer { ranges in
                    func text(_ position: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[ranges[position]]) }
                    var low = 0, high = ranges.count
                    while low < high {
                        let middle = (low + high) / 2
                        if text(middle).lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
                    }
                    var asked = 0
                    for position in low..<ranges.count {
                        let text = text(position)
                        guard text.count >= key.count, text.starts(with: key) else { return false }
                        if text.count == key.count { return true }  // (the key itself, as hasPrefix has it)
                        let next = text[key.count]
                        if next < 0xCC && !(next == 0x0A && key.last == 0x0D) { return true }
                        asked += 1
                        if asked > 16 { return nil }
                        if String(decoding: text, as: UTF8.self).hasPrefix(String(decoding: key, as: UTF8.self)) { return true }
                    }
                    return false
                }
            }
        }
    }

    static func key(_ form: String, type: TypeValidator?, ignoreCase: Bool) -> String? {
        guard let key = type.map({ $0.equalityKey(form) }) ?? form else { return nil }
        return ignoreCase ? key.lowercased() : key
    }

    /// The first values of `count`, quoted.
    static func few(_ values: [String], of count: Int) -> String {
        let shown = values.prefix(5).map { "'\(Quoting.display($0))'" }.joined(separator: ", ")
        return count > 5 ? shown + ", ... (\(count) values)" : shown
    }
}
