import FieldCheckReference

/// A type ready to judge values: its unit, configured by the rule's settings.
@usableFromInline package final class TypeValidator {
    package let type: FieldType
    @usableFromInline let unit: any TypeUnit
    /// Every fast tier off (`TypeSettings.reference`, which the rule's options take from
    /// `JudgingMode` once): no fast tier is asked.
    @usableFromInline let reference: Bool

    /// `TypeUnit.longestValue` (Int.max: any length).
    @usableFromInline let longest: Int

    package init(_ type: FieldType, settings: TypeSettings = TypeSettings()) throws(RuleError) {
        self.type = type
        self.unit = try type.unit.init(settings)
        reference = settings.reference
        longest = type.unit.longestValue ?? Int.max
    }

    /// Whether a value is longer than any of the type's (see `TypeUnit.longestValue`): it
    /// fails, read no further, in every tier alike.
    @inlinable @inline(__always)
    func isTooLong(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count > longest && Self.trimmedCount(bytes) > longest
    }

    @usableFromInline static func trimmedCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        var start = 0, end = bytes.count
        while start < end && isSpace(bytes[start]) { start += 1 }
        while end > start && isSpace(bytes[end - 1]) { end -= 1 }
        return end - start
    }

    /// Why a value past `longest` fails.
    var tooLongReason: String {
        "longer than \(longest / (1 << 20)) MiB: no \(type.rawValue) is that long (not read further)"
    }

    /// Judges a value (valid UTF-8, as given: each type ignores surrounding whitespace).
    package func judge(_ value: Substring) -> TypeJudgement {
        var text = value
        return text.withUTF8 { judge($0, wantsCanonical: true) }
    }

    /// Judges the bytes of a value (valid UTF-8). Without `wantsCanonical` a valid value
    /// may come back with an empty canonical form: it is not worked out.
    /// `quickAsked`: the caller asked the quick status, which gave none.
    package func judge(
        _ bytes: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool = true, quickAsked: Bool = false
    ) -> TypeJudgement {
        if isTooLong(bytes) { return .invalid(wantsReason ? tooLongReason : "") }
        if reference { return unit.referenceJudge(bytes, wantsCanonical: wantsCanonical, wantsReason: wantsReason) }
        if wantsCanonical { return unit.judge(bytes, wantsCanonical: true, wantsReason: wantsReason) }
        let status = quickAsked ? nil : unit.quickStatus(bytes)
        if let status {
            if status == .passed { return .valid(canonical: "") }
            if !wantsReason { return status == .tooShort ? .incomplete("") : .invalid("") }
        }
        return unit.judge(bytes, wantsReason: wantsReason, quick: status)
    }

    /// The quick status, when the type's quick check gives one.
    @inlinable @inline(__always)
    func quickStatus(_ bytes: UnsafeBufferPointer<UInt8>) -> Status? {
        reference || isTooLong(bytes) ? nil : unit.quickStatus(bytes)
    }

    /// The quick status, for a report (see `TypeUnit.reportQuickStatus`).
    @inlinable @inline(__always)
    func reportQuickStatus(_ bytes: UnsafeBufferPointer<UInt8>) -> Status? {
        reference || isTooLong(bytes) ? nil : unit.reportQuickStatus(bytes)
    }

    /// The status and reason of a value that does not pass, as bytes, when the type's
    /// byte-level reading settles them (see `TypeUnit.writeReason`).
    @inline(__always)
    func writeReason(_ bytes: UnsafeBufferPointer<UInt8>, quick: Status?, into reason: inout ByteBuffer) -> Status? {
        reference || isTooLong(bytes) ? nil : unit.writeReason(bytes, quick: quick, into: &reason)
    }

    /// The unit's line counter, unless every fast tier is off.
    var lineCounter: (any LineCounter)? {
        reference ? nil : unit.lineCounter
    }

    /// The fast tiers of bounds and canonical forms (see `TypeUnit.quickOrder`), unless every
    /// fast tier is off.
    @inline(__always)
    func quickOrder(_ bytes: UnsafeBufferPointer<UInt8>, _ bound: UnsafeBufferPointer<UInt8>) -> Int? {
        reference || isTooLong(bytes) ? nil : unit.quickOrder(bytes, bound)
    }

    @inline(__always)
    func quickIsCanonical(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        reference || isTooLong(bytes) ? nil : unit.quickIsCanonical(bytes)
    }

    @inline(__always)
    func quickCanonical(_ bytes: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        reference || isTooLong(bytes) ? false : unit.quickCanonical(bytes, into: &form)
    }

    @inline(__always)
    func quickKey(_ bytes: UnsafeBufferPointer<UInt8>, into key: inout ByteBuffer) -> Bool {
        reference || isTooLong(bytes) ? false : unit.quickKey(bytes, into: &key)
    }

    /// The key equal values share (see `TypeUnit.equalityKey`).
    package func equalityKey(_ canonical: String) -> String? { unit.equalityKey(canonical) }

    /// Orders two canonical forms; `nil` when the type has no order.
    package func compare(_ a: String, _ b: String) -> Int? {
        unit.compare(a, b)
    }
}
