import FieldCheckReference

/// The fast tiers of the date and time types: the fixed ISO shapes of a column, on their
/// bytes — `YYYY-MM-DD`, `HH:MM:SS`, `YYYY-MM-DDTHH:MM:SS` (T, t or a space; a `Z` after
/// the time or not), `YYYY`, `YYYY-MM` — with spaces and tabs around them. In them the
/// canonical form is the value itself (T for the separator), and the order of two of the
/// same length is the order of their bytes. Anything else is the reading's (`CalendarReading`).
struct CalendarQuickReading: Sendable {
    let kind: DateKind

    /// The value without the blanks around it, when it is a valid value in the kind's fixed
    /// shape; `nil` otherwise.
    func core(_ value: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let core = QuickAccept.trimmed(value)
        switch kind {
        case .year: return core.count == 4 && Self.number(core, 0, 4) != nil ? core : nil
        case .yearmonth: return core.count == 7 && Self.date(core, day: false) ? core : nil
        case .date: return core.count == 10 && Self.date(core, day: true) ? core : nil
        case .time:
            let zoned = core.count == 9 && core[8] == 0x5A
            return (core.count == 8 || zoned) && Self.time(core, at: 0) ? core : nil
        case .datetime:
            let zoned = core.count == 20 && core[19] == 0x5A
            guard core.count == 19 || zoned, Self.date(core, day: true) else { return nil }
            let separator = core[10]
            return (separator == 0x54 || separator == 0x74 || separator == 0x20) && Self.time(core, at: 11) ? core : nil
        }
    }

    /// The core of a value whose quick status passed (`core` found it: the fast tiers below
    /// are asked only of such values, `TypeUnit`'s contract), without reading it again.
    @inline(__always)
    func passedCore(_ value: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> { QuickAccept.trimmed(value) }

    /// The equality key of a value in the fixed shape (`CalendarReading.equalityKey`): its
    /// canonical form, but for one with an offset (`Z`), whose key is the instant:
    /// `@MINUTES:SECOND.` (minutes from the epoch's day, no fraction).
    func writeKey(_ value: UnsafeBufferPointer<UInt8>, into key: inout ByteBuffer) -> Bool {
        let core = passedCore(value)
        guard core.last == 0x5A else { return writeCanonical(value, into: &key) }
        let time = kind == .datetime ? 11 : 0
        guard let hour = Self.number(core, time, 2), let minute = Self.number(core, time + 3, 2),
              let second = Self.number(core, time + 6, 2) else { return false }
        var days = 0
        if kind == .datetime {
            guard let year = Self.number(core, 0, 4), let month = Self.number(core, 5, 2), let day = Self.number(core, 8, 2) else { return false }
            days = CivilDate.dayNumber(year: year, month: month, day: day)
        }
        key.append(0x40)
        key.append(decimal: days * 1440 + hour * 60 + minute)
        key.append(0x3A)
        key.append(decimal: second)
        key.append(0x2E)
        return true
    }

    /// The canonical form of a value in the fixed shape: the value, with T between a date
    /// and a time.
    func writeCanonical(_ value: UnsafeBufferPointer<UInt8>, into form: inout ByteBuffer) -> Bool {
        let core = passedCore(value)
        guard core.count >= (kind == .datetime ? 19 : 1) else { return false }
        if kind == .datetime {
            form.append(UnsafeBufferPointer(rebasing: core[0..<10]))
            form.append(0x54)
            form.append(UnsafeBufferPointer(rebasing: core[11...]))
        } else {
            form.append(core)
        }
        return true
    }

    /// The order of a value in the fixed shape against a bound (a canonical form) of the
    /// same length and separators: that of their bytes. `nil` for another bound (one with
    /// a fraction or an offset of its own).
    func order(_ value: UnsafeBufferPointer<UInt8>, _ bound: UnsafeBufferPointer<UInt8>) -> Int? {
        let core = passedCore(value)
        guard core.count == bound.count else { return nil }
        for index in 0..<core.count {
            let a = kind == .datetime && index == 10 ? 0x54 : core[index], b = bound[index]
            if a == b { continue }
            guard QuickAccept.isDigit(a) && QuickAccept.isDigit(b) else { return nil }
            return a < b ? -1 : 1
        }
        return 0
    }

    /// The number written by `count` digits at `start`, or `nil`.
    @inline(__always)
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<(start + count) {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// `YYYY-MM` (and `-DD` with `day`) at the start, the month and day real.
    static func date(_ bytes: UnsafeBufferPointer<UInt8>, day: Bool) -> Bool {
        guard let year = number(bytes, 0, 4), bytes[4] == 0x2D, let month = number(bytes, 5, 2), month >= 1, month <= 12 else { return false }
        guard day else { return true }
        guard bytes[7] == 0x2D, let dayOfMonth = number(bytes, 8, 2) else { return false }
        return dayOfMonth >= 1 && dayOfMonth <= CivilDate.daysInMonth(month, year: year)
    }

    /// `HH:MM:SS` at `start`: hours to 23, minutes and seconds to 59 (a leap second is the
    /// reading's).
    static func time(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard let hour = number(bytes, start, 2), bytes[start + 2] == 0x3A, let minute = number(bytes, start + 3, 2),
              bytes[start + 5] == 0x3A, let second = number(bytes, start + 6, 2) else { return false }
        return hour <= 23 && minute <= 59 && second <= 59
    }
}
