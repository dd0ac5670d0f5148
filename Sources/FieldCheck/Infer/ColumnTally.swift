/// What `infer` learns of one column from every row, with the rule chosen for it (its
/// type alone): how many values pass, which do not (the first few, with their rows),
/// whether cells are empty, the distinct canonical forms (for `--one-of`), whether any
/// value repeats (for `--unique`, by the keys `check` compares), and the least and greatest
/// values (for the ordered types). Memory is bounded: past `maxDistinct` forms and
/// `maxKeys` keys it stops keeping them (no `--one-of`, no `--unique`).
package struct ColumnTally {
    package let rule: Rule
    package var values = 0
    package var empty = 0
    package var passed = 0
    /// The values that do not pass, in order, at most `keptFailures`: row and text.
    package var failures: [(line: Int, value: String)] = []
    package var failureCount = 0
    /// Distinct canonical forms of passing values with their counts and spellings; nil
    /// once past `maxDistinct`.
    package var distinct: [String: Spellings]? = [:]
    /// The unique keys seen; nil once past `maxKeys`, or once one repeats.
    package var keys: Set<String>? = []
    package var repeats = false
    package var least: String?
    package var greatest: String?

    package static let keptFailures = 3
    package static let maxDistinct = 10
    package static let maxKeys = 1_000_000

    package init(rule: Rule) { self.rule = rule }

    /// How often a canonical form was seen, and its most frequent spellings as written (a
    /// `--one-of` keeps the text: `09`, `31/12/2020`, not `9` or `2020-12-31`).
    package struct Spellings: Sendable {
        package var count = 0
        /// At most `kept` spellings with their counts; spellings past them are only counted.
        package var written: [String: Int] = [:]
        static let kept = 4

        mutating func add(_ text: String, times: Int = 1) {
            count += times
            if written[text] != nil || written.count < Self.kept { written[text, default: 0] += times }
        }

        /// The most frequent spelling (the first in byte order of those tied).
        package var usual: String? {
            written.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
        }
    }

    /// One cell, on line `line` of the table.
    package mutating func add(_ value: UnsafeBufferPointer<UInt8>, line: Int) {
        values += 1
        if value.isEmpty {
            empty += 1
            return
        }
        let (verdict, formatted) = rule.format(value)
        guard verdict.status == .passed else {
            failureCount += 1
            if failures.count < Self.keptFailures { failures.append((line, String(decoding: value, as: UTF8.self))) }
            return
        }
        passed += 1
        let text = String(decoding: value, as: UTF8.self)
        let form = formatted ?? text
        if distinct != nil {
            distinct?[form, default: Spellings()].add(text)
            if (distinct?.count ?? 0) > Self.maxDistinct { distinct = nil }
        }
        if !repeats, keys != nil, let key = rule.uniqueKey(value) {
            if keys?.insert(key).inserted == false {
                repeats = true
                keys = nil
            } else if (keys?.count ?? 0) > Self.maxKeys {
                keys = nil
            }
        }
        if rule.type.compare(form, form) != nil {
            if least.map({ rule.type.compare(form, $0) ?? 0 < 0 }) ?? true { least = form }
            if greatest.map({ rule.type.compare(form, $0) ?? 0 > 0 }) ?? true { greatest = form }
        }
    }

    /// A cell that is no value at all (a JSON array or object): it fails whatever the rule.
    package mutating func addFailure(_ text: String, line: Int) {
        values += 1
        failureCount += 1
        if failures.count < Self.keptFailures { failures.append((line, text)) }
    }

    /// Takes in the tally of the rows that follow this one's (`infer` tallies chunks of
    /// rows on several threads, merged in input order): the same as one tally of them all.
    package mutating func merge(_ later: ColumnTally) {
        values += later.values
        empty += later.empty
        passed += later.passed
        failureCount += later.failureCount
        failures += later.failures.prefix(Self.keptFailures - failures.count)
        if let theirs = later.distinct, distinct != nil {
            for (form, spellings) in theirs {
                for (text, times) in spellings.written { distinct?[form, default: Spellings()].add(text, times: times) }
                distinct?[form]?.count += spellings.count - spellings.written.values.reduce(0, +)
            }
            if (distinct?.count ?? 0) > Self.maxDistinct { distinct = nil }
        } else {
            distinct = nil
        }
        // (A repeat found in either, or across them, is a repeat; past `maxKeys` in either,
        // or together, nothing is known.)
        if repeats || later.repeats {
            repeats = true
            keys = nil
        } else if let theirs = later.keys, keys != nil {
            for key in theirs where keys?.insert(key).inserted == false {
                repeats = true
                keys = nil
                break
            }
            if (keys?.count ?? 0) > Self.maxKeys { keys = nil }
        } else {
            keys = nil
        }
        for form in [later.least, later.greatest].compactMap({ $0 }) {
            if least.map({ rule.type.compare(form, $0) ?? 0 < 0 }) ?? true { least = form }
            if greatest.map({ rule.type.compare(form, $0) ?? 0 > 0 }) ?? true { greatest = form }
        }
    }

    /// The non-empty values.
    package var nonEmpty: Int { values - empty }
}
