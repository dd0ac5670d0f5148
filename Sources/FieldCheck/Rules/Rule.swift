import FieldCheckReference

/// A ready-to-use set of rules for one value: compiled from `RuleOptions`.
///
/// Order of judgement: bytes that are not UTF-8 fail; an empty value passes when
/// optional; the length limits apply to the whole value; then the content rules (the
/// type, then the pattern; both must pass) apply to the value, or with `--many` to each
/// piece. With `--canonical`, a value that passes must also be in canonical form.
public final class Rule {
    @usableFromInline package let type: TypeValidator
    /// Whether the type was asked for; without it the canonical form is the value itself.
    package let typeGiven: Bool
    package let pattern: CompiledPattern?
    package let minLength: Int
    package let maxLength: Int?
    package let optional: Bool
    package let canonical: Bool
    /// Set with `--many`.
    package let separators: Separators?
    /// How many pieces a `--many` value may have (`--min-items`, `--max-items`).
    package let items: ClosedRange<Int>
    /// `--one-of`, `--minimum`, `--maximum`.
    package let constraints: ValueConstraints?
    /// `--unique`: whoever reads the values in order keeps the ones seen (`uniqueKey`).
    package let unique: Bool
    /// `--missing-value`: values that count as empty, in place of the empty value.
    package let missingValues: [[UInt8]]?
    /// `--primary-key`: the table's key columns together must be unique (`TableCommand`).
    package let primaryKey: Bool
    /// `--warn`: what does not pass is a warning (the exit status is left alone).
    package internal(set) var warn = false
    /// Lengths in code points, not characters (Table Schema's minLength and maxLength).
    let countsCodePoints: Bool

    package init(
        type: TypeValidator, typeGiven: Bool = true, pattern: CompiledPattern? = nil, minLength: Int = 1,
        maxLength: Int? = nil, optional: Bool = false, canonical: Bool = false, separators: Separators? = nil,
        items: ClosedRange<Int> = 0...Int.max, constraints: ValueConstraints? = nil, unique: Bool = false, missingValues: [[UInt8]]? = nil,
        primaryKey: Bool = false, countsCodePoints: Bool = false
    ) {
        self.primaryKey = primaryKey
        self.countsCodePoints = countsCodePoints
        self.constraints = constraints.flatMap { $0.isEmpty ? nil : $0 }
        self.unique = unique
        self.missingValues = missingValues
        self.type = type
        self.typeGiven = typeGiven
        self.pattern = pattern
        self.minLength = minLength
        self.maxLength = maxLength
        self.optional = optional
        self.canonical = canonical
        self.separators = separators
        self.items = items
        let simple = self.constraints == nil && missingValues == nil
        // (With every fast tier off, neither the plain pattern's direct way nor the type's
        // quick statuses and reasons: the full check, every time.)
        let fast = !type.reference
        let plain = simple && !typeGiven && !canonical && separators == nil && minLength <= 1 && maxLength == nil && fast
        self.plainPattern = plain ? pattern?.handle : nil
        typeAlone = simple && typeGiven && pattern == nil && !canonical && separators == nil && fast
        quickFirst = plainPattern == nil && typeAlone && minLength <= 1 && maxLength == nil
        quickMinimum = max(minLength, 1)
        // A type with bounds alone, or `--canonical` alone, and the default lengths: values
        // its quick status passes are placed against the bounds, or found canonical, on
        // their bytes (each cost a canonical form as a String and compares of Strings).
        let typeOnly = fast && typeGiven && pattern == nil && separators == nil && missingValues == nil && minLength <= 1 && maxLength == nil
        let bounds = self.constraints.flatMap { $0.hasList ? nil : $0 }
        boundsOnly = typeOnly && !canonical && bounds != nil
        canonicalOnly = typeOnly && canonical && self.constraints == nil
        // A list alone (case as typed): the byte tier's canonical form is looked up as the
        // list's key. Keys for --unique the same way.
        let list = self.constraints.flatMap { $0.hasList && !$0.ignoreCase && $0.minimum == nil && $0.maximum == nil ? $0 : nil }
        listOnly = typeOnly && !canonical && list != nil
        listConstraints = listOnly ? list.map { Unmanaged.passUnretained($0) } : nil
        quickKeys = fast && typeGiven && missingValues == nil
        formatsOnBytes = typeOnly && !canonical && (self.constraints == nil || listOnly)
        // `--many` with the type alone: a value whose every piece the quick status passes.
        piecesQuick = fast && typeGiven && pattern == nil && separators != nil && self.constraints == nil && !canonical
            && missingValues == nil && minLength <= 1 && maxLength == nil && items == 0...Int.max && !countsCodePoints
        minimumBytes = boundsOnly ? bounds?.minimum.map { Array($0.utf8) } : nil
        maximumBytes = boundsOnly ? bounds?.maximum.map { Array($0.utf8) } : nil
        growsByDigits = type.type.unit.growsByDigits
        keysAreForms = type.unit.keysAreForms
        keysOnlyWhatPasses = self.constraints == nil && missingValues == nil && typeGiven && pattern == nil && !canonical
            && separators == nil && minLength <= 1 && maxLength == nil
    }

    // Which byte tiers apply (`RuleByteTiers.swift`), worked out once.
    /// The type alone with `--minimum`/`--maximum`, with `--canonical`, with `--one-of`
    /// (case as typed): each option settled on the bytes of what the quick status passes.
    let boundsOnly: Bool
    let canonicalOnly: Bool
    let listOnly: Bool
    /// `constraints` when `listOnly`, held without a count: read for each value, a counted
    /// reference was retained and released each time (`constraints` keeps it alive).
    let listConstraints: Unmanaged<ValueConstraints>?
    /// Keys (`--unique`, `--one-of`) may come from the type's byte tier (`TypeUnit.quickKey`).
    let quickKeys: Bool
    /// `format` may write the canonical form from the bytes (`TypeUnit.quickCanonical`).
    let formatsOnBytes: Bool
    /// `--many` with the type alone: the pieces' quick statuses.
    let piecesQuick: Bool
    /// Where the byte tiers write (a rule is one thread's).
    let scratch = Scratch()
    /// The bounds as bytes (canonical forms), for `TypeUnit.quickOrder`.
    let minimumBytes: [UInt8]?
    let maximumBytes: [UInt8]?
    let growsByDigits: Bool
    /// The type's keys are its canonical forms (`TypeUnit.keysAreForms`).
    let keysAreForms: Bool

    /// The fewest bytes a value needs for a type's quick status to be asked: the minimum
    /// length, and never an empty value (the rule's own checks say what an empty cell is:
    /// passed when optional, where a type would call it too short).
    @usableFromInline let quickMinimum: Int

    /// A type alone with the default lengths and no plain pattern: `status` asks the type's
    /// quick status of any value long enough for the minimum, with nothing to test first
    /// (a column's every cell comes this way).
    @usableFromInline let quickFirst: Bool

    /// Set for a type without a pattern, pieces or `--canonical`: a status can then come
    /// from the type's quick byte-level check alone.
    private let typeAlone: Bool

    /// An empty value where none is allowed: `evaluate` finds it too short ("empty") in its
    /// length check, before any type, constraint or piece looks at it.
    @inline(__always)
    func isEmptyAndTooShort(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        value.isEmpty && missingValues == nil && !optional && minLength > 0
    }

    /// Whether the type's quick status is the rule's: a type alone, and a byte count that
    /// tells a value long enough only for the default minimum (characters can be several
    /// bytes), short enough for any maximum.
    @inline(__always)
    func asksQuickTypeStatus(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        typeAlone && value.count >= quickMinimum && (maxLength.map({ value.count <= $0 }) ?? true)
            && (minLength <= 1 || hasMinimumLength(value))
    }

    /// Whether a value of at least `minLength` bytes has that many characters (code points
    /// for Table Schema) too, told from its bytes: its code points are the bytes that do
    /// not continue one, and below U+0300 (no combining marks) and without a CR (CR LF is
    /// one character) each code point is a character (`TextNormalization.isCharacterAlone`).
    private func hasMinimumLength(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        if countsCodePoints && value.count >= minLength &* 4 { return true }
        var codePoints = 0
        for byte in value {
            if byte == 0x0D && !countsCodePoints { return false }
            if byte >= 0xCC && !countsCodePoints && byte & 0xC0 != 0x80 { return false }
            if byte & 0xC0 != 0x80 { codePoints += 1 }
        }
        return codePoints >= minLength
    }

    /// For a value that does not pass: its status, with the reason `check` gives written
    /// into `reason`, when the type's reading of the bytes settles it (a type alone with
    /// the default lengths, valid UTF-8: `check` then gives the type's own reason).
    /// `nil`, with nothing written, otherwise. `quick` is the quick status when known.
    func writeReason(_ value: UnsafeBufferPointer<UInt8>, quick: Status?, into reason: inout ByteBuffer) -> Status? {
        // (A column's blanks are common, and cost a verdict each otherwise.)
        if isEmptyAndTooShort(value) {
            reason.append(text: PlainOutcome.empty.reason)
            return .tooShort
        }
        if boundsOnly, quick == .failed, let found = quickConstrained(value), found == .belowMinimum || found == .aboveMaximum {
            // As `ValueConstraints` words them.
            reason.append(text: found == .belowMinimum ? "below the minimum " : "above the maximum ")
            (found == .belowMinimum ? minimumBytes : maximumBytes)?.withUnsafeBufferPointer { reason.append($0) }
            return .failed
        }
        // (The types answer only for valid UTF-8, as `check` would find it first.)
        guard typeAlone, minLength <= 1, value.count >= minLength, maxLength == nil, !(optional && value.isEmpty) else { return nil }
        return type.writeReason(value, quick: quick, into: &reason)
    }

    /// Set for the commonest rule, a pattern alone with the default lengths: values then
    /// take a direct path (no type, no length counting, no pieces). `pattern` keeps it alive.
    @usableFromInline let plainPattern: PatternHandle?

    /// The reason of a value that passes but is not in canonical form, before that form
    /// (which a SARIF fix puts in its place).
    package static let notCanonical = "not in canonical form; the canonical form is "

    static let emptyVerdict = Verdict.tooShort("\(PlainOutcome.empty.reason)")
    static let partialVerdict = Verdict.tooShort("\(PlainOutcome.partial.reason)")
    static let noMatchVerdict = Verdict.failed("\(PlainOutcome.noMatch.reason)")

    /// Judges one value, given as its raw bytes: its verdict (`judge` wanting `verdict`).
    /// Without `tellsTooShort`, a value that does not pass may be called failed where it is
    /// too-short: for callers that only need to know whether it passed (`--only passed`,
    /// `--quiet`), which spares the pattern its partial-match work.
    package func check(_ value: UnsafeBufferPointer<UInt8>, tellsTooShort: Bool = true) -> Verdict {
        judge(value, tellsTooShort ? [.exactStatus, .verdict] : .verdict, into: &scratch.form).verdict
    }

    /// The outcome of the direct path of a plain pattern rule, with its reason as bytes.
    @usableFromInline package enum PlainOutcome {
        case passed, empty, partial, noMatch
        /// PCRE2 gave up on the value: it fails, saying which limit.
        case limit(PatternLimit)

        @usableFromInline package var status: Status {
            switch self {
            case .passed: return .passed
            case .empty, .partial: return .tooShort
            case .noMatch, .limit: return .failed
            }
        }

        /// The reason, as the full path words it (empty for passed). Static text: its
        /// bytes cost no reference counting.
        @usableFromInline package var reason: StaticString {
            switch self {
            case .passed: return ""
            case .empty: return "empty"
            case .partial: return "incomplete: more input could match the pattern"
            case .noMatch: return "does not match"
            case .limit(let limit): return limit.reason
            }
        }

        var verdict: Verdict {
            switch self {
            case .passed: return .passed
            case .empty: return Rule.emptyVerdict
            case .partial: return Rule.partialVerdict
            case .noMatch: return Rule.noMatchVerdict
            case .limit(let limit): return .failed("\(limit.reason)")
            }
        }
    }

    /// The direct path of a plain pattern rule on an ASCII value; `nil` when the value
    /// needs the full path (not ASCII, another rule shape, a PCRE2 limit to put in words).
    /// Without `tellsTooShort`, a partial match is reported as no match.
    @inline(__always)
    @usableFromInline package func plainOutcome(_ value: UnsafeBufferPointer<UInt8>, tellsTooShort: Bool = true) -> PlainOutcome? {
        guard let pattern = plainPattern, UTF8Validation.isASCII(value) else { return nil }
        if value.isEmpty {
            if optional { return .passed }
            if minLength > 0 { return .empty }
        }
        switch pattern.match(value, partial: tellsTooShort) {
        case .match?: return .passed
        case .partial?: return .partial
        case .noMatch?: return .noMatch
        case .limit(let limit)?: return .limit(limit)
        case nil: return nil
        }
    }

    /// The type's line automaton, where the rule's status of a value is the type's quick
    /// status whenever that gives one (a type alone, any value of a byte or more asked), or
    /// that status and then a list (`--one-of`, looked up by `tallyLines`).
    package var lineCounter: (any LineCounter)? {
        (quickFirst || listOnly) && quickMinimum == 1 && !unique ? type.lineCounter : nil
    }

    /// Counts the lines of `bytes` by this rule's status with its `lineCounter` (see
    /// `LineCounter.tally`) and hands on to `other` the lines it leaves, for `status`. The
    /// one way to count lines: the rule decides what the counter hands on (with a list,
    /// also the lines the type passes, looked up here).
    package func tallyLines(
        _ bytes: UnsafeBufferPointer<UInt8>, into counts: inout (passed: Int, tooShort: Int, failed: Int),
        other: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        guard let counter = lineCounter else {
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
                if index == bytes.count && start == index { break }
                let end = index > start && bytes[index - 1] == 0x0D ? index - 1 : index
                guard other(UnsafeBufferPointer(rebasing: bytes[start..<end])) else { return false }
                start = index + 1
            }
            return true
        }
        var listed = (passed: 0, tooShort: 0, failed: 0)
        let keptOn = counter.tally(bytes, into: &counts, handsOnPassed: listOnly) { value, typePassed in
            guard typePassed else { return other(value) }
            switch statusOfTypePassed(value) {
            case .passed: listed.passed += 1
            case .tooShort: listed.tooShort += 1
            case .failed: listed.failed += 1
            }
            return true
        }
        counts = (counts.passed + listed.passed, counts.tooShort + listed.tooShort, counts.failed + listed.failed)
        return keptOn
    }

    /// Just the status of a value, for callers that print no reasons (counts, filters):
    /// `judge` wanting nothing more. (Its first tier, a type alone's quick status, asked
    /// here before the call: a column's every cell asks this.)
    package func status(_ value: UnsafeBufferPointer<UInt8>, tellsTooShort: Bool = true) -> Status {
        if quickFirst && value.count >= quickMinimum, let quick = type.quickStatus(value) { return quick }
        return judge(value, tellsTooShort ? .exactStatus : [], into: &scratch.form).status
    }

    package func status(_ value: [UInt8], tellsTooShort: Bool = true) -> Status {
        value.withUnsafeBufferPointer { status($0, tellsTooShort: tellsTooShort) }
    }

    package func check(_ value: [UInt8]) -> Verdict {
        value.withUnsafeBufferPointer { check($0) }
    }

    /// Judges one value and gives its canonical form when it passes (`nil` otherwise):
    /// `judge` wanting the verdict and the form.
    package func format(_ value: UnsafeBufferPointer<UInt8>) -> (verdict: Verdict, formatted: String?) {
        switch judge(value, [.exactStatus, .form, .verdict], into: &scratch.form) {
        case .verdict(let verdict, let form): return (verdict, form)
        case let judged: return (judged.verdict, nil)
        }
    }

    /// The canonical form of a value the byte tier settles, written into `out` (true);
    /// false, with nothing written, where `evaluate` must make it.
    func writeQuickForm(_ value: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer) -> Bool {
        guard formatsOnBytes, !value.isEmpty, type.quickStatus(value) == .passed else { return false }
        // (A listed value is written as the list spells it, as `ValueConstraints.judge` has it.)
        if listOnly, let constraints {
            guard let spelling = withQuickKeyOfPassed(value, { constraints.listedSpelling($0) }), let spelling else { return false }
            out.append(spelling)
            return true
        }
        let mark = out.count
        if type.quickCanonical(value, into: &out) { return true }
        out.truncate(to: mark)
        return false
    }

    package func format(_ value: [UInt8]) -> (verdict: Verdict, formatted: String?) {
        value.withUnsafeBufferPointer { format($0) }
    }

    /// Whether a value that does not pass can have no key (`valueKey`): its type alone can
    /// fail it, and a value its type refuses has none. `--unique` then need not look for a
    /// key of a value that did not pass.
    package let keysOnlyWhatPasses: Bool

    /// Whether the type has to look at values: only when one was given (without one the
    /// value is any text and is its own canonical form).
    private var typeMatters: Bool { typeGiven }

    /// Without `wantsReason` the verdict's status is right but its reason may be empty.
    func evaluate(
        _ value: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, tellsTooShort: Bool = true, wantsReason: Bool = true,
        quickAsked: Bool = false
    ) -> (verdict: Verdict, formatted: String?) {
        if let offset = UTF8Validation.firstInvalidOffset(value) {
            return (.failed("invalid UTF-8 at byte \(offset + 1)"), nil)
        }
        if missingValues != nil {
            if isMissing(value) {
                return optional ? (.passed, wantsCanonical ? String(decoding: value, as: UTF8.self) : nil) : (.tooShort("empty (a missing value)"), nil)
            }
        } else if value.isEmpty && optional {
            return (.passed, wantsCanonical ? "" : nil)
        }
        if let verdict = checkLength(value) { return (verdict, nil) }
        let needsCanonical = wantsCanonical || canonical || constraints != nil
        guard let separators else {
            let (verdict, form) = checkContent(
                value, needsCanonical: needsCanonical, tellsTooShort: tellsTooShort, wantsReason: wantsReason, quickAsked: quickAsked)
            return finish(verdict, form, value)
        }
        return checkPieces(value, separators, needsCanonical: needsCanonical, wantsReason: wantsReason)
    }

    /// Applies `--canonical` to a value that passed.
    private func finish(_ verdict: Verdict, _ form: String?, _ value: UnsafeBufferPointer<UInt8>) -> (Verdict, String?) {
        guard verdict.status == .passed, let form else { return (verdict, verdict.status == .passed ? form : nil) }
        if canonical && !form.utf8.elementsEqual(value) {
            var failed = Verdict.failed(Self.notCanonical + form)
            failed.pieces = verdict.pieces
            return (failed, nil)
        }
        return (verdict, form)
    }

    /// `nil` when the length is within the limits.
    private func checkLength(_ value: UnsafeBufferPointer<UInt8>) -> Verdict? {
        // Characters never outnumber bytes, so most values are decided without counting.
        let withinMinimum = (minLength <= 1 && value.count >= minLength) || (countsCodePoints && value.count >= minLength * 4)
        let withinMaximum = maxLength.map { value.count <= $0 } ?? true
        if withinMinimum && withinMaximum { return nil }
        if value.isEmpty && minLength > 0 { return Rule.emptyVerdict }
        let count = countsCodePoints ? value.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) } : CharacterCount.of(value)
        if count < minLength {
            return .tooShort("needs at least \(minLength) \(characters(minLength)), got \(count)")
        }
        if let maxLength, count > maxLength {
            return .failed("longer than \(maxLength) \(characters(maxLength)): \(count)")
        }
        return nil
    }

    private func characters(_ count: Int) -> String { count == 1 ? "character" : "characters" }

    /// The type, then the pattern, on a value or one piece. The worse status wins; the
    /// canonical form comes from the type (when asked for and the content passed).
    private func checkContent(
        _ value: UnsafeBufferPointer<UInt8>, needsCanonical: Bool, tellsTooShort: Bool = true, wantsReason: Bool = true,
        quickAsked: Bool = false
    ) -> (verdict: Verdict, canonical: String?) {
        var typeVerdict = Verdict.passed
        var form: String?
        if !typeGiven {
            if needsCanonical { form = String(decoding: value, as: UTF8.self) }
        } else if typeMatters || needsCanonical {
            switch type.judge(value, wantsCanonical: needsCanonical, wantsReason: wantsReason, quickAsked: quickAsked) {
            case .invalid(let reason): return (.failed(reason), nil)
            case .incomplete(let reason): typeVerdict = .tooShort(reason)
            case .valid(let canonical): form = canonical
            }
        }
        guard let pattern else { return constrained(typeVerdict, form, wantsReason: wantsReason) }
        if !tellsTooShort {
            if pattern.matches(value) { return typeVerdict.status == .passed ? constrained(typeVerdict, form, wantsReason: wantsReason) : (typeVerdict, nil) }
            return (.failed("does not match"), nil)
        }
        let patternVerdict: Verdict
        switch pattern.match(value) {
        case .match: patternVerdict = .passed
        case .partial: patternVerdict = .tooShort("incomplete: more input could match the pattern")
        case .noMatch: patternVerdict = .failed("does not match")
        case .limitExceeded(let reason): patternVerdict = .failed(reason)
        case .error(let message): patternVerdict = .failed("matching failed: \(message)")
        }
        if patternVerdict.status == .failed { return (patternVerdict, nil) }
        if typeVerdict.status == .tooShort { return (typeVerdict, nil) }
        if patternVerdict.status != .passed { return (patternVerdict, nil) }
        return constrained(patternVerdict, form, wantsReason: wantsReason)
    }

    /// Applies `--one-of` and the bounds to content that passed its type and pattern.
    private func constrained(_ verdict: Verdict, _ form: String?, wantsReason: Bool) -> (verdict: Verdict, canonical: String?) {
        guard verdict.status == .passed, let constraints, let form else { return (verdict, form) }
        let (judged, listed) = constraints.judge(form, wantsReason: wantsReason)
        return (judged, judged.status == .passed ? listed : nil)
    }

    /// The key a value is known by for `--unique` and `--primary-key`: the equality key
    /// of its type's canonical form (the value itself without a type), whatever the other
    /// rules say of it, as Table Schema compares values; `nil` for a missing value or one
    /// its type refuses.
    package func uniqueKey(_ value: UnsafeBufferPointer<UInt8>) -> String? {
        if case .key(let key) = valueKey(value) { return key }
        return nil
    }

    /// Whether the value is one of `--missing-value`'s.
    private func isMissing(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        missingValues?.contains(where: { $0.elementsEqual(value) }) ?? false
    }

    /// What a value is for comparisons of values (`--unique`, `--primary-key`).
    package enum ValueKey: Equatable {
        /// Missing, or refused by its type: no value (an empty part of a key).
        case none
        /// A value equal to nothing, not even itself (NaN).
        case unequal
        case key(String)
    }

    package func valueKey(_ value: UnsafeBufferPointer<UInt8>) -> ValueKey {
        if missingValues == nil ? value.isEmpty : isMissing(value) { return .none }
        guard UTF8Validation.firstInvalidOffset(value) == nil else { return .none }
        guard typeGiven else { return .key(String(decoding: value, as: UTF8.self)) }
        if let key = withQuickKey(value, { String(decoding: $0, as: UTF8.self) }) { return .key(key) }
        guard case .valid(let form) = type.judge(value, wantsCanonical: true) else { return .none }
        return type.equalityKey(form).map { .key($0) } ?? .unequal
    }

    /// Every piece must pass. An empty piece fails (under Table Schema's readings it is read
    /// as its type reads an empty value, as frictionless reads a list's items: text
    /// passes); only the last piece may be too short (an incomplete piece before it can no
    /// longer be completed). Then the number of pieces: fewer than `items` is too-short,
    /// more fails. Formatted pieces are joined with the first separator.
    private func checkPieces(
        _ value: UnsafeBufferPointer<UInt8>, _ separators: Separators, needsCanonical: Bool, wantsReason: Bool = true
    ) -> (Verdict, String?) {
        let ranges = separators.split(value)
        let (verdict, form) = checkEachPiece(value, ranges, separators, needsCanonical: needsCanonical, wantsReason: wantsReason)
        guard verdict.status == .passed, !items.contains(ranges.count) else { return (verdict, form) }
        let bound = ranges.count < items.lowerBound ? items.lowerBound : items.upperBound
        let counted = "\(ranges.count) \(ranges.count == 1 ? "piece" : "pieces")"
        var outside = ranges.count < items.lowerBound
            ? Verdict.tooShort("\(counted), needs at least \(bound)") : Verdict.failed("\(counted), at most \(bound)")
        outside.pieces = verdict.pieces
        return (outside, nil)
    }

    private func checkEachPiece(
        _ value: UnsafeBufferPointer<UInt8>, _ ranges: [Range<Int>], _ separators: Separators, needsCanonical: Bool, wantsReason: Bool
    ) -> (Verdict, String?) {
        if ranges.count == 1 {
            var (verdict, form) = checkContent(value, needsCanonical: needsCanonical, wantsReason: wantsReason)
            verdict.pieces = [PieceVerdict(range: 0..<value.count, status: verdict.status, reason: verdict.reason)]
            return finish(verdict, form, value)
        }
        var pieces: [PieceVerdict] = []
        pieces.reserveCapacity(ranges.count)
        var forms: [String] = []
        var overall = Verdict.passed
        for (index, range) in ranges.enumerated() {
            let piece = UnsafeBufferPointer(rebasing: value[range])
            var verdict: Verdict
            if piece.isEmpty && !countsCodePoints {
                verdict = .failed("is empty")
            } else {
                let (pieceVerdict, form) = checkContent(piece, needsCanonical: needsCanonical, wantsReason: wantsReason)
                verdict = pieceVerdict
                if let form { forms.append(form) }
                if verdict.status == .tooShort && index < ranges.count - 1 {
                    verdict = .failed("is incomplete")
                }
            }
            pieces.append(PieceVerdict(range: range, status: verdict.status, reason: verdict.reason))
            guard verdict.status != .passed, overall.status != .failed else { continue }
            let label = piece.isEmpty
                ? "piece \(index + 1)"
                : "piece \(index + 1) (\"\(Display.text(piece))\")"
            overall = Verdict(status: verdict.status, reason: "\(label) \(verdict.reason ?? "")", pieces: nil)
        }
        overall.pieces = pieces
        let joined = needsCanonical && overall.status == .passed
            ? forms.joined(separator: String(decoding: separators.primary, as: UTF8.self)) : nil
        return finish(overall, joined, value)
    }
}
