import FieldCheck

/// Every type's check and format: no trap; what `format` prints passes `--canonical`,
/// and formatting it again gives it back (idempotent).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTypes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let value = Array(UnsafeBufferPointer(start: data, count: size))
    for type in FieldType.allCases {
        for many in [false, true] {
            var options = RuleOptions()
            options.type = type
            options.many = many
            guard let rule = try? options.makeRule() else { continue }
            let (verdict, formatted) = rule.format(value)
            _ = rule.check(value)
            _ = rule.status(value)
            guard verdict.status == .passed, let formatted else { continue }
            let canonicalBytes = Array(formatted.utf8)
            options.canonical = true
            guard let strict = try? options.makeRule() else { continue }
            precondition(strict.check(canonicalBytes).status == .passed,
                         "\(type) many=\(many): format gave \(formatted.debugDescription), which is not canonical")
            precondition(rule.format(canonicalBytes).formatted == formatted,
                         "\(type) many=\(many): format is not idempotent on \(formatted.debugDescription)")
        }
    }
    return 0
}
