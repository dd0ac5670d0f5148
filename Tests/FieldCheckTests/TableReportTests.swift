@testable import FieldCheck
@testable import FieldCheckReference
import Testing
import TestSupport

/// A table report's counts: a row's cells counted at once, as bits a status, are the
/// counts of the same cells counted one by one.
@Suite struct TableReportTests {
    @Test(arguments: [1, 5, 63, 64])
    func aRowsCountsAsBitsAreItsCellsCounts(columns: Int) {
        let names = (0..<columns).map { "c\($0)" }
        var oneByOne = TableReport(mode: .count(only: nil, json: false), colors: nil, columnNames: names)
        var asBits = oneByOne
        var random = SeededRandom(state: UInt64(columns))
        for _ in 0..<200 {
            var passed: UInt64 = 0, tooShort: UInt64 = 0, failed: UInt64 = 0
            for column in 0..<columns where random.below(4) != 0 {
                let status = Status.allCases[random.below(3)]
                oneByOne.tally(column: column, status: status)
                switch status {
                case .passed: passed |= 1 << UInt64(column)
                case .tooShort: tooShort |= 1 << UInt64(column)
                case .failed: failed |= 1 << UInt64(column)
                }
            }
            asBits.tally(passed: passed, tooShort: tooShort, failed: failed)
        }
        #expect(asBits.countLines() == oneByOne.countLines())
        #expect(String(decoding: oneByOne.countLines(), as: UTF8.self).contains("c\(columns - 1)\tfailed\t"))
    }
}

/// `--summary`'s counter of reasons by their bytes, held to a dictionary of Strings on
/// seeded reasons (many repeats, growth, more distinct ones than it keeps), merged in parts.
@Suite struct ReasonCounterTests {
    @Test func countsAsADictionaryDoes() {
        var random = SeededRandom(state: 40)
        var counter = ReasonCounter(), first = ReasonCounter(), second = ReasonCounter()
        var expected: [String: ReasonCount] = [:]
        let total = 30_000
        for row in 1...total {
            // (Half a few reasons, half some of 40,000 others: past the 10,000 kept.)
            let reason = random.next() % 2 == 0 ? "rare reason \(random.next() % 40_000)" : "common \(random.next() % 7)"
            var text = reason
            text.withUTF8 { bytes in
                counter.add(bytes, row: row)
                if row <= total / 2 { first.add(bytes, row: row) } else { second.add(bytes, row: row) }
            }
            let known = expected[reason]
            expected[reason] = ReasonCount(count: (known?.count ?? 0) + 1, firstRow: min(known?.firstRow ?? row, row))
        }
        first.merge(second)
        for counted in [counter, first] {
            let found = Dictionary(counted.counted, uniquingKeysWith: { a, _ in a })
            #expect(found.count == TableReport.keptReasons + 1)
            #expect(found.values.map(\.count).reduce(0, +) == total)
            // Every reason kept has its exact count and first row (the ones seen first are kept).
            for (reason, count) in found where reason != TableReport.otherReasons { #expect(expected[reason] == count, "\(reason)") }
            for index in 0..<7 { #expect(found["common \(index)"] == expected["common \(index)"]) }
        }
    }
}
