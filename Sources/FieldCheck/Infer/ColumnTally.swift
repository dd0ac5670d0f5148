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
    /// Values the rule fails that are common spellings of "no value" (`NA`, `-`, `n/a`),
    /// with their counts: proposed as `--missing-value`, not counted as values.
    package var markers: [String: Int] = [:]
    /// Wider rules (`RuleCandidate.widenings`), tallied on the values this rule fails: the
    /// first that passes them all is proposed instead (a column whose later rows turn
    /// decimal is a decimal column).
    package var wider: [Widening] = []
    /// Cells that fail whatever the rule (a JSON array or object): how many, the first.
    package var unvalued = 0
    package var unvaluedFailures: [(line: Int, value: String)] = []

    package static let keptFailures = 3
    package static let maxDistinct = 10
    package static let maxKeys = 1_000_000

    package init(rule: Rule, wider: [Rule] = []) {
        self.rule = rule
        self.wider = wider.map { Widening(rule: $0) }
    }

    /// The spellings of "no value" real exports use.
    package static let missingMarkers: Set<String> = [
        "NA", "N/A", "n/a", "na", "N.A.", "n.a.", "NaN", "nan", "-", "--", "---", ".", "..", "...", "?", "x", "X",
        "null", "NULL", "Null", "None", "none", "#N/A", "missing", "unknown",
    ]

    /// A wider rule's tally of the values the column's rule fails.
    package struct Widening {
        package let rule: Rule
        package var passed = 0
        package var failureCount = 0
        package var failures: [(line: Int, value: String)] = []

        mutating func add(_ value: UnsafeBufferPointer<UInt8>?, _ text: String, line: Int) {
            if let value, rule.status(value, tellsTooShort: true) == .passed {
                passed += 1
            } else {
                failureCount += 1
                if failures.count < ColumnTally.keptFailures { failures.append((line, text)) }
            }
        }
    }

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
            let text = String(decoding: value, as: UTF8.self)
            if Self.missingMarkers.contains(text) {
                markers[text, default: 0] += 1
                return
            }
            failureCount += 1
            if failures.count < Self.keptFailures { failures.append((line, text)) }
            for index in wider.indices { wider[index].add(value, text, line: line) }
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
        unvalued += 1
        if unvaluedFailures.count < Self.keptFailures { unvaluedFailures.append((line, text)) }
        for index in wider.indices { wider[index].add(nil, text, line: line) }
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
        for (text, count) in later.markers { markers[text, default: 0] += count }
        unvalued += later.unvalued
        unvaluedFailures += later.unvaluedFailures.prefix(Self.keptFailures - unvaluedFailures.count)
        for index in wider.indices where index < later.wider.count {
            let theirs = later.wider[index]
            wider[index].passed += theirs.passed
            wider[index].failureCount += theirs.failureCount
            wider[index].failures += theirs.failures.prefix(Self.keptFailures - wider[index].failures.count)
        }
        for form in [later.least, later.greatest].compactMap({ $0 }) {
            if least.map({ rule.type.compare(form, $0) ?? 0 < 0 }) ?? true { least = form }
            if greatest.map({ rule.type.compare(form, $0) ?? 0 > 0 }) ?? true { greatest = form }
        }
    }

    /// The values that are neither empty nor a missing marker.
    package var nonEmpty: Int { values - empty - missing }

    /// The cells that hold a missing marker.
    package var missing: Int { markers.values.reduce(0, +) }

    /// This tally as the `index`th wider rule's: the values this rule passed pass it too
    /// (each widening takes in all a narrower rule takes), and what it failed of the rest.
    /// What the narrower rule's forms said (one-of, unique, range) is not carried over.
    package func widened(to index: Int) -> ColumnTally {
        var tally = ColumnTally(rule: wider[index].rule)
        tally.values = values
        tally.empty = empty
        tally.markers = markers
        tally.unvalued = unvalued
        tally.unvaluedFailures = unvaluedFailures
        tally.passed = passed + wider[index].passed
        tally.failureCount = wider[index].failureCount
        tally.failures = wider[index].failures
        tally.distinct = nil
        tally.keys = nil
        return tally
    }
}
