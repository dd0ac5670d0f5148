/// The one status every value gets.
public enum Status: String, CaseIterable, Sendable {
    /// The value is valid.
    case passed
    /// Shorter than the minimum, or an incomplete beginning of a valid value.
    case tooShort = "too-short"
    /// Nothing typed after it can make it pass, or it is too long.
    case failed

    /// The status as fieldcheck writes it: `passed`, `too-short`, `failed`.
    public var name: String { rawValue }

    /// A small number for tables indexed by status.
    package var index: Int {
        switch self {
        case .passed: return 0
        case .tooShort: return 1
        case .failed: return 2
        }
    }
}

/// The verdict on one piece of a `--many` value.
package struct PieceVerdict: Equatable, Sendable {
    /// Byte range of the piece within the value.
    package var range: Range<Int>
    package var status: Status
    package var reason: String?

    package init(range: Range<Int>, status: Status, reason: String?) {
        self.range = range
        self.status = status
        self.reason = reason
    }
}

/// The verdict on one value: its status, and for any other status than `passed`
/// a reason in plain words.
public struct Verdict: Equatable, Sendable {
    /// Whether the value passed, is too short (an unfinished beginning of a valid value),
    /// or failed.
    public var status: Status
    /// Why the value did not pass, in plain words; `nil` when it passed.
    public var reason: String?
    /// With `--many`: every piece, in order.
    package var pieces: [PieceVerdict]?

    package init(status: Status, reason: String?, pieces: [PieceVerdict]?) {
        self.status = status
        self.reason = reason
        self.pieces = pieces
    }

    package static let passed = Verdict(status: .passed, reason: nil, pieces: nil)

    package static func failed(_ reason: String) -> Verdict {
        Verdict(status: .failed, reason: reason, pieces: nil)
    }

    package static func tooShort(_ reason: String) -> Verdict {
        Verdict(status: .tooShort, reason: reason, pieces: nil)
    }
}
