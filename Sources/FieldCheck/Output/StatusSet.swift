import FieldCheckReference

/// A set of statuses (`--only failed --only too-short`), in three bits.
package struct StatusSet: OptionSet, Equatable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package init(_ status: Status) { self.init(rawValue: 1 << UInt8(status.index)) }

    @inline(__always)
    package func contains(_ status: Status) -> Bool { rawValue & (1 << UInt8(status.index)) != 0 }

    /// The statuses in the set, in their usual order.
    package var statuses: [Status] { Status.allCases.filter { contains($0) } }
}
