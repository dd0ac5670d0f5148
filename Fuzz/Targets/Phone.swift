import FieldCheck
import FieldCheckReference

/// `--type phone` in several default regions and canonical forms, and its as-you-type
/// mask: no trap; the status is the full check's; what `format` prints passes
/// `--canonical` and formats to itself (but for an explicit `--phone-format national`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhone(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let regions = ["US", "GB", "DE", "BR", "AR", "IN", "JP", "BB", "RU", "IT"]
    let forms: [PhoneFormat?] = [nil, .national, .international, .e164, .rfc3966]
    let selector = Int(data[0])
    let region = regions[selector % regions.count]
    let form = forms[(selector / regions.count) % forms.count]
    let value = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    var options = RuleOptions()
    options.type = FieldType(rawValue: "phone")
    options.settings.phone.region = region
    options.settings.phone.format = form
    if selector & 0x80 != 0 { options.settings.phone.allowedRegions = [region] }
    guard let rule = try? options.makeRule() else { return 0 }
    let (verdict, formatted) = rule.format(value)
    // The quick status (for +1 regions it answers junk on the bytes) is the full check's.
    let status = rule.status(value)
    precondition(status == verdict.status,
                 "\(region): status \(status) but the full check \(verdict.status) for \(String(decoding: value, as: UTF8.self).debugDescription)")
    if let text = String(validating: value, as: UTF8.self) {
        _ = AsYouType(rule: rule).format(text)
    }
    // An explicit national form of another country's number is that country's way of
    // dialling it, which reads back only with that country as the region.
    guard verdict.status == .passed, let formatted, form != .national else { return 0 }
    options.canonical = true
    guard let strict = try? options.makeRule() else { return 0 }
    let canonicalBytes = Array(formatted.utf8)
    precondition(strict.check(canonicalBytes).status == .passed,
                 "\(region) \(String(describing: form)): format gave \(formatted.debugDescription), which is not canonical")
    precondition(rule.format(canonicalBytes).formatted == formatted,
                 "\(region) \(String(describing: form)): format is not idempotent on \(formatted.debugDescription)")
    return 0
}
