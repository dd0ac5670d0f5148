@testable import FieldCheck
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
