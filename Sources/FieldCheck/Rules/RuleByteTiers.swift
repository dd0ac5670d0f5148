import FieldCheckReference

/// The byte tiers of a rule's options: what its type's quick status passes, placed against
/// the bounds, found in the list, made canonical or keyed on its bytes (`TypeUnit`'s
/// `quickOrder`, `quickCanonical`, `quickKey`), and a `--many` value's pieces by their quick
/// statuses. Each answers as the full check (`Rule.evaluate`) would, or not at all;
/// `FIELDCHECK_REFERENCE=1` turns them off (the rule's type then has no quick status).
extension Rule {
    /// The status of a `--many` value from the type's quick status of each piece, as
    /// `checkPieces` finds it: failed when a piece fails or is empty, or is too short
    /// before the last; too-short when the last is; `nil` when a piece has no quick status.
    func piecesQuickStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        guard piecesQuick, !value.isEmpty, let separators else { return nil }
        var status = Status.passed
        var known = true
        var lastTooShort = false
        // (A failed piece, or a short one with a piece after it, fails the value: no piece
        // after it changes that.)
        _ = separators.forEachPiece(value) { range in
            guard !lastTooShort, !range.isEmpty else {
                status = .failed
                return false
            }
            switch type.quickStatus(UnsafeBufferPointer(rebasing: value[range])) {
            case .passed?: return true
            case .tooShort?:
                lastTooShort = true
                return true
            case .failed?:
                status = .failed
                return false
            case nil:
                known = false
                return false
            }
        }
        guard known else { return nil }
        return status == .passed && lastTooShort ? .tooShort : status
    }
    final class Scratch {
        /// (Never reached from two places at once: no run-time check of exclusive access.)
        @exclusivity(unchecked) var bytes = ByteBuffer(capacity: 256)
        /// Where `format` has the byte tier write a form (keys go to `bytes` meanwhile).
        @exclusivity(unchecked) var form = ByteBuffer(capacity: 256)
    }

    /// The canonical form of a value whose quick status passed, from the type's byte tier,
    /// handed to `body`; `nil` where the tier leaves it to the full check.
    @inline(__always)
    func withQuickCanonical<Result>(_ value: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        scratch.bytes.removeAll()
        guard type.quickCanonical(value, into: &scratch.bytes) else { return nil }
        return scratch.bytes.withBytes(body)
    }

    /// The key of a value (`--unique`, `--one-of`) from its quick status and the byte tier
    /// (`TypeUnit.quickKey`), handed to `body`; `nil` where they leave it to the full check
    /// (`valueKey`).
    func withQuickKey<Result>(_ value: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard quickKeys, !value.isEmpty, type.quickStatus(value) == .passed else { return nil }
        return withQuickKeyOfPassed(value, body)
    }

    /// `withQuickKey` of a value whose quick status passed.
    @inline(__always)
    func withQuickKeyOfPassed<Result>(_ value: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        scratch.bytes.removeAll()
        guard type.quickKey(value, into: &scratch.bytes) else { return nil }
        return scratch.bytes.withBytes(body)
    }
    /// What the byte tiers of bounds and canonical forms find of a value.
    enum QuickConstrained: Equatable {
        case passed, belowMinimum, aboveMaximum, notCanonical, unlisted(Status)
        /// Below the minimum, but more digits typed after it could reach the bounds: too-short.
        case growsIntoMinimum
        /// The type's quick status, which did not pass the value: the rule's status (bounds,
        /// lists and `--canonical` apply only to what passes its type).
        case type(Status)
    }

    /// Whether a whole number below the minimum reaches the bounds with more digits typed
    /// after it, as `ValueConstraints.couldGrowInto` finds it, on the canonical form's bytes.
    func quickCouldGrow(_ value: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let minimumBytes else { return nil }
        return withQuickCanonical(value) { form -> Bool in
            guard !form.isEmpty, form.allSatisfy({ $0 &- 0x30 < 10 }) else { return false }
            var low = Array(form), high = Array(form)
            for _ in 0..<((maximumBytes ?? minimumBytes).count + 1) {
                low.append(0x30)
                high.append(0x39)
                let reaches = (Self.order(high, minimumBytes) ?? -1) >= 0
                let within = maximumBytes.map { (Self.order(low, $0) ?? 1) <= 0 } ?? true
                if reaches && within { return true }
                if !within { return false }
            }
            return false
        }
    }

    static func order(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { DecimalOrder.compare(a, $0) } }
    }

    /// A value under bounds alone or `--canonical` alone, from the type's quick status and
    /// its byte tiers (`TypeUnit.quickOrder`, `quickIsCanonical`); `nil` where they do not
    /// settle it (a whole number below the minimum may grow into it: the full check says).
    func quickConstrained(_ value: UnsafeBufferPointer<UInt8>) -> QuickConstrained? {
        guard !value.isEmpty, let quick = type.quickStatus(value) else { return nil }
        guard quick == .passed else { return .type(quick) }
        return quickConstrainedOfPassed(value)
    }

    /// `quickConstrained` of a value whose type's quick status (or line counter) passed it.
    func quickConstrainedOfPassed(_ value: UnsafeBufferPointer<UInt8>) -> QuickConstrained? {
        if listOnly, let listed = listConstraints {
            // Looked up by the key. A value not listed is too-short when a listed value begins
            // with its form, as the full check finds it (which says why). (The list is held
            // unretained: the rule keeps it alive.)
            let found = listed._withUnsafeGuaranteedRef { constraints in
                withQuickKeyOfPassed(value) { key -> QuickConstrained? in
                    constraints.lists(key) ? .passed : keysAreForms ? .unlisted(constraints.unlistedStatus(key)) : nil
                }
            }
            guard let found else { return nil }
            if let found { return found }
            return withQuickCanonical(value) { form in listed._withUnsafeGuaranteedRef { .unlisted($0.unlistedStatus(form)) } }
        }
        if canonicalOnly {
            // (Or the form made on the bytes, compared with them.)
            let isCanonical = type.quickIsCanonical(value) ?? withQuickCanonical(value) { ByteBuffer.equal($0, value) }
            return isCanonical.map { $0 ? .passed : .notCanonical }
        }
        if let minimumBytes {
            guard let order = minimumBytes.withUnsafeBufferPointer({ type.quickOrder(value, $0) }) else { return nil }
            if order < 0 {
                // (Whether more digits could lift it is the canonical form's question: `-0` is 0.)
                guard growsByDigits else { return .belowMinimum }
                return quickCouldGrow(value).map { $0 ? .growsIntoMinimum : .belowMinimum }
            }
        }
        if let maximumBytes {
            guard let order = maximumBytes.withUnsafeBufferPointer({ type.quickOrder(value, $0) }) else { return nil }
            if order > 0 { return .aboveMaximum }
        }
        return .passed
    }

    func quickConstrainedStatus(_ value: UnsafeBufferPointer<UInt8>) -> Status? {
        quickConstrained(value).map { $0.status }
    }

    /// The rule's status of a value its type passed (`tallyLines`): the byte tier's, else
    /// the longer way's.
    func statusOfTypePassed(_ value: UnsafeBufferPointer<UInt8>) -> Status {
        quickConstrainedOfPassed(value)?.status ?? status(value)
    }
}

extension Rule.QuickConstrained {
    /// The rule's status of what the byte tier found.
    var status: Status {
        switch self {
        case .passed: return .passed
        case .unlisted(let status), .type(let status): return status
        case .growsIntoMinimum: return .tooShort
        case .belowMinimum, .aboveMaximum, .notCanonical: return .failed
        }
    }
}
