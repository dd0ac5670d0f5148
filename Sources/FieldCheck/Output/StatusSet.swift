/// A set of statuses (`--only failed --only too-short`), in three bits.
public struct StatusSet: OptionSet, Equatable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public init(_ status: Status) { self.init(rawValue: 1 << UInt8(status.index)) }

    @inline(__always)
    public func contains(_ status: Status) -> Bool { rawValue & (1 << UInt8(status.index)) != 0 }

    /// The statuses in the set, in their usual order.
    public var statuses: [Status] { Status.allCases.filter { contains($0) } }
}
