import ArgumentParsing
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Parsing cost grows linearly with the number of arguments. No absolute time is
/// asserted: 100,000 values must cost about ten times what 10,000 cost, far from
/// the hundredfold of a quadratic parser.
@Suite struct LinearCostTests {
    func seconds(_ count: Int) -> Double {
        let arguments = (0..<count).map { Array("value\($0)".utf8) }
        var best = Double.infinity
        for _ in 0..<3 {
            var start = timespec()
            var end = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            let parsed = config(arguments)
            clock_gettime(CLOCK_MONOTONIC, &end)
            #expect(parsed?.values.count == count)
            let elapsed = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
            best = min(best, elapsed)
        }
        return best
    }

    @Test func growthIsLinear() {
        _ = seconds(1000)  // warm up
        let small = seconds(10_000)
        let large = seconds(100_000)
        #expect(large / small < 30, "10k: \(small)s, 100k: \(large)s")
    }
}
