/// A ready-to-use set of rules for one value: compiled from `RuleOptions`.
///
/// Order of judgement: bytes that are not UTF-8 fail; an empty value passes when
/// optional; the length limits apply to the whole value; then the content rules
/// (the pattern) apply to the value, or with `--many` to each piece.
public final class Rule {
    public let pattern: CompiledPattern?
    public let minLength: Int
    public let maxLength: Int?
    public let optional: Bool
    /// Set with `--many`.
    public let separators: Separators?

    public init(
        pattern: CompiledPattern? = nil, minLength: Int = 1, maxLength: Int? = nil,
        optional: Bool = false, separators: Separators? = nil
    ) {
        self.pattern = pattern
        self.minLength = minLength
        self.maxLength = maxLength
        self.optional = optional
        self.separators = separators
    }

    /// Judges one value, given as its raw bytes.
    public func check(_ value: UnsafeBufferPointer<UInt8>) -> Verdict {
        if let offset = UTF8Validation.firstInvalidOffset(value) {
            return .failed("invalid UTF-8 at byte \(offset + 1)")
        }
        if value.isEmpty && optional { return .passed }
        if let verdict = checkLength(value) { return verdict }
        guard let separators else { return checkContent(value) }
        return checkPieces(value, separators)
    }

    public func check(_ value: [UInt8]) -> Verdict {
        value.withUnsafeBufferPointer { check($0) }
    }

    /// `nil` when the length is within the limits.
    private func checkLength(_ value: UnsafeBufferPointer<UInt8>) -> Verdict? {
        // Characters never outnumber bytes, so most values are decided without counting.
        let withinMinimum = minLength <= 1 && value.count >= minLength
        let withinMaximum = maxLength.map { value.count <= $0 } ?? true
        if withinMinimum && withinMaximum { return nil }
        if value.isEmpty && minLength > 0 { return .tooShort("empty") }
        let count = CharacterCount.of(value)
        if count < minLength {
            return .tooShort("needs at least \(minLength) \(characters(minLength)), got \(count)")
        }
        if let maxLength, count > maxLength {
            return .failed("longer than \(maxLength) \(characters(maxLength)): \(count)")
        }
        return nil
    }

    private func characters(_ count: Int) -> String { count == 1 ? "character" : "characters" }

    /// The pattern (and, later, the type) on a value or one piece.
    private func checkContent(_ value: UnsafeBufferPointer<UInt8>) -> Verdict {
        guard let pattern else { return .passed }
        switch pattern.match(value) {
        case .match: return .passed
        case .partial: return .tooShort("incomplete: more input could match the pattern")
        case .noMatch: return .failed("does not match")
        case .limitExceeded(let reason): return .failed(reason)
        case .error(let message): return .failed("matching failed: \(message)")
        }
    }

    /// Every piece must pass. An empty piece fails; only the last piece may be too short
    /// (an incomplete piece before it can no longer be completed).
    private func checkPieces(_ value: UnsafeBufferPointer<UInt8>, _ separators: Separators) -> Verdict {
        let ranges = separators.split(value)
        if ranges.count == 1 {
            var verdict = checkContent(value)
            verdict.pieces = [PieceVerdict(range: 0..<value.count, status: verdict.status, reason: verdict.reason)]
            return verdict
        }
        var pieces: [PieceVerdict] = []
        pieces.reserveCapacity(ranges.count)
        var overall = Verdict.passed
        for (index, range) in ranges.enumerated() {
            let piece = UnsafeBufferPointer(rebasing: value[range])
            var verdict: Verdict
            if piece.isEmpty {
                verdict = .failed("is empty")
            } else {
                verdict = checkContent(piece)
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
        return overall
    }
}
