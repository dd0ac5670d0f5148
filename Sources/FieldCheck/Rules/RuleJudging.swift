import FieldCheckReference

/// The one way a rule judges a value: `judge(_:_:into:)`, told what the caller wants of it
/// (`Wanted`: the status told exactly, a reason, the canonical form, the verdict as a
/// value), walks the rule's tiers in one order and stops at the first that answers all of
/// it: a plain pattern's direct way; the type's quick status with the byte tiers of the
/// options (`RuleByteTiers.swift`: bounds, lists, `--canonical`, `--many`'s pieces), the
/// reason its type writes from the bytes and the form it writes from them; the full check
/// (`evaluate`). Which tiers a rule has is settled once, when it is made (`Rule.init`);
/// `status`, `check` and `format` are this entry's commonest questions under short names.
/// Keys (`valueKey`) are not a judgement: a value's key is its type's canonical form
/// whatever the other rules say of it.
extension Rule {
    /// What a caller wants of a value besides whether it passed.
    package struct Wanted: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Too-short told from failed. Without it a value that does not pass may be called
        /// failed where it is too-short (a filter of what passes: the pattern is spared its
        /// partial match).
        package static let exactStatus = Wanted(rawValue: 1)
        /// Why a value does not pass: static words (`Judged.said`), or written into the
        /// output (`Judged.written`).
        package static let reason = Wanted(rawValue: 2)
        /// The canonical form of a value that passes, written into the output (with
        /// `verdict`: given as text).
        package static let form = Wanted(rawValue: 4)
        /// The verdict as a value (`Judged.verdict`): the reason as text and the pieces of a
        /// `--many` value, for JSON records and prompts.
        package static let verdict = Wanted(rawValue: 8)

        // What the commands ask, made once here: from another module an option set's literal
        // is built at each call, generically (an array allocated and walked a value).
        /// A status line: the status, and the reason of a value that does not pass.
        package static let statusLine: Wanted = [.exactStatus, .reason]
        /// A line of `format`: the form of a value that passes, the reason of one that does not.
        package static let formLine: Wanted = [.exactStatus, .form, .reason]
    }

    /// A value judged (`judge`).
    package enum Judged {
        /// Passed; with `form` (and no `verdict`), its form was written into the output.
        case passed
        /// Not passed, for this reason: static text (nothing was written).
        case said(Status, StaticString)
        /// Not passed; with `reason`, the reason was written into the output (without it,
        /// no reason was made).
        case written(Status)
        /// With `verdict`: the verdict, and the form of a value that passed when `form` was
        /// wanted (`nil` otherwise).
        case verdict(Verdict, form: String?)

        package var status: Status {
            switch self {
            case .passed: return .passed
            case .said(let status, _), .written(let status): return status
            case .verdict(let verdict, _): return verdict.status
            }
        }

        /// The verdict, for a judgement asked with `verdict` (the other cases carry no
        /// written reason: they come only from a caller that did not ask for one).
        var verdict: Verdict {
            switch self {
            case .passed: return .passed
            case .said(let status, let reason): return Verdict(status: status, reason: "\(reason)", pieces: nil)
            case .written(let status): return Verdict(status: status, reason: nil, pieces: nil)
            case .verdict(let verdict, _): return verdict
            }
        }
    }

    /// Judges a value for what the caller wants of it (see the type's comment). The
    /// output takes the reason of a value that does not pass (`reason`) or the form of one
    /// that does (`form`), and nothing else; a caller that wants neither may pass any.
    /// (Inlined into `status`, `check` and `format`, whose wants are constants: each keeps
    /// only its own paths.)
    @inline(__always)
    package func judge(_ value: UnsafeBufferPointer<UInt8>, _ wanted: Wanted, into out: inout ByteBuffer) -> Judged {
        let exact = wanted.contains(.exactStatus), wantsVerdict = wanted.contains(.verdict)
        let wantsReason = wanted.contains(.reason) || wantsVerdict, wantsForm = wanted.contains(.form)

        // A plain pattern's direct way (ASCII values): the form of what passes is the value.
        if plainPattern != nil, let plain = plainOutcome(value, tellsTooShort: exact) {
            guard case .passed = plain else { return wantsVerdict ? .verdict(plain.verdict, form: nil) : .said(plain.status, plain.reason) }
            if !wantsForm { return wantsVerdict ? .verdict(.passed, form: nil) : .passed }
            if wantsVerdict { return .verdict(.passed, form: String(decoding: value, as: UTF8.self)) }
            out.append(value)
            return .passed
        }

        // The form written from the bytes, where the byte tier makes it.
        if wantsForm && formatsOnBytes {
            let mark = out.count
            if writeQuickForm(value, into: &out) {
                guard wantsVerdict else { return .passed }
                let form = out.withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[mark...]), as: UTF8.self) }
                out.truncate(to: mark)
                return .verdict(.passed, form: form)
            }
        } else if let quick = byteTierStatus(value, forReason: wantsReason, pieces: !wantsVerdict) {
            // The type's quick status and the options' byte tiers.
            if quick == .passed {
                if !wantsForm { return wantsVerdict ? .verdict(.passed, form: nil) : .passed }
            } else if !wantsReason {
                return .written(quick)
            } else {
                let mark = out.count
                if writeReason(value, quick: quick, into: &out) == quick { return written(quick, from: mark, &out, wantsVerdict) }
                out.truncate(to: mark)
            }
        } else if wantsReason && !wantsForm {
            // A reason the type writes from the bytes of a value its quick status leaves.
            let mark = out.count
            if let status = writeReason(value, quick: nil, into: &out), status != .passed {
                return written(status, from: mark, &out, wantsVerdict)
            }
            out.truncate(to: mark)
        }

        // The full check.
        if !wantsReason && !wantsForm && isEmptyAndTooShort(value) { return .written(.tooShort) }
        let (verdict, form) = evaluate(
            value, wantsCanonical: wantsForm, tellsTooShort: exact, wantsReason: wantsReason, quickAsked: asksQuickTypeStatus(value))
        if wantsVerdict { return .verdict(verdict, form: verdict.status == .passed ? form : nil) }
        guard verdict.status == .passed else {
            if wantsReason { out.append(verdict.reason ?? "") }
            return .written(verdict.status)
        }
        guard wantsForm else { return .passed }
        guard let form else { return .said(.failed, "no canonical form") }
        out.append(form)
        return .passed
    }

    /// A reason written from the bytes after `mark`: as written, or taken out as the
    /// verdict's text.
    private func written(_ status: Status, from mark: Int, _ out: inout ByteBuffer, _ wantsVerdict: Bool) -> Judged {
        guard wantsVerdict else { return .written(status) }
        let reason = out.withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[mark...]), as: UTF8.self) }
        out.truncate(to: mark)
        return .verdict(Verdict(status: status, reason: reason, pieces: nil), form: nil)
    }

    /// The status the byte tiers settle, or `nil` for the full check: the type's quick
    /// status for a type alone (its report variant when a reason follows, which may keep
    /// what it read for it), what the bounds, list or `--canonical` alone find on the bytes,
    /// a `--many` value's pieces by their quick statuses (when no verdict with its pieces
    /// is wanted).
    @inline(__always)
    func byteTierStatus(_ value: UnsafeBufferPointer<UInt8>, forReason: Bool, pieces: Bool) -> Status? {
        if quickFirst ? value.count >= quickMinimum : asksQuickTypeStatus(value) {
            return forReason ? type.reportQuickStatus(value) : type.quickStatus(value)
        }
        if boundsOnly || canonicalOnly || listOnly { return quickConstrainedStatus(value) }
        if piecesQuick && pieces { return piecesQuickStatus(value) }
        return nil
    }
}
