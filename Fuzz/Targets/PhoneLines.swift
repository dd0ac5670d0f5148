import FieldCheck

/// `check -t phone --count` counts lines of North American numbers a buffer at a time
/// (`NANPLineAutomaton`): on any bytes, no trap, and the counts (the lines it counts, and
/// those it hands on judged one by one) are the lines' statuses by the rule, each line
/// handed on whole.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhoneLines(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var options = RuleOptions()
    options.type = FieldType(rawValue: "phone")
    guard let rule = try? options.makeRule(), let automaton = rule.lineCounter else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // The lines as `check` reads them: a line feed ends each (the last may lack one), a CR
    // before it is not the value's.
    var expected = (passed: 0, tooShort: 0, failed: 0)
    var lines: [[UInt8]] = []
    var start = 0
    for index in 0...size where index == size || bytes[index] == 0x0A {
        if index == size && start == size { break }
        var end = index
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        let value = Array(bytes[start..<end])
        lines.append(value)
        switch rule.status(value) {
        case .passed: expected.passed += 1
        case .tooShort: expected.tooShort += 1
        case .failed: expected.failed += 1
        }
        start = index + 1
    }
    var counts = (passed: 0, tooShort: 0, failed: 0)
    var handed: [[UInt8]] = []
    _ = automaton.tally(bytes, into: &counts) { value in
        handed.append(Array(value))
        return true
    }
    for value in handed {
        precondition(lines.contains(value), "handed on \(String(decoding: value, as: UTF8.self).debugDescription), which is no line")
        switch rule.status(value) {
        case .passed: counts.passed += 1
        case .tooShort: counts.tooShort += 1
        case .failed: counts.failed += 1
        }
    }
    precondition(counts == expected, "counted \(counts), the lines' statuses \(expected) in \(String(decoding: bytes, as: UTF8.self).debugDescription)")
    return 0
}
