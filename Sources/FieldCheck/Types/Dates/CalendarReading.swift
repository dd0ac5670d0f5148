import FieldCheckReference
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the date and time types share: how a value is read (ISO 8601 by default, a
/// `--date-format`, `--date-format any` as python-dateutil's free-form parser reads it, or
/// Table Schema's reading with `--table-schema`), its canonical ISO form, its order and its
/// equality key.
struct CalendarReading: Sendable {
    let kind: DateKind
    let format: StrftimeFormat?
    /// `--date-format any` (Table Schema's format `any`): what the text leaves out is
    /// today's, as dateutil takes it from the clock (the local date, read once).
    let freeForm: (year: Int, month: Int, day: Int)?
    let tableSchema: Bool

    init(_ kind: DateKind, _ settings: TypeSettings) throws(RuleError) {
        self.kind = kind
        tableSchema = settings.tableSchema
        if let text = settings.calendar.format {
            guard kind == .date || kind == .time || kind == .datetime else {
                throw RuleError("--date-format applies to date, time and datetime, not \(kind.rawValue)")
            }
            if text == "any" {
                format = nil
                freeForm = Self.today()
                return
            }
            freeForm = nil
            do {
                format = try StrftimeFormat(text)
            } catch {
                throw RuleError(error.message)
            }
        } else {
            format = nil
            freeForm = nil
        }
    }

    /// The local date, as Python's `datetime.now()` gives it.
    static func today() -> (year: Int, month: Int, day: Int) {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return (1970, 1, 1) }
        return (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
    }

    /// A value read as dateutil's `parse` reads it: a date keeps only its date (frictionless
    /// takes `parse(cell).date()`), a time only its time and offset.
    func freeFormJudge(_ text: Substring, today: (year: Int, month: Int, day: Int)) -> TypeJudgement {
        guard let parsed = DateutilParser.parse(Array(text.unicodeScalars), today: today) else {
            return .invalid("not a \(kind.rawValue) that python-dateutil's parser reads (format any)")
        }
        return .valid(canonical: ISO8601.canonical(parsed, kind: kind))
    }

    func judge(_ value: UnsafeBufferPointer<UInt8>) -> TypeJudgement {
        let text = Substring(String(decoding: value, as: UTF8.self))
        if let freeForm { return freeFormJudge(text, today: freeForm) }
        if tableSchema {
            guard let parsed = TableSchemaDates.parse(text, kind: kind, format: format) else {
                let form = format.map { "'\($0.format)'" } ?? defaultForm
                return .invalid("not a \(kind.rawValue) in the form \(form) (as Table Schema reads it)")
            }
            return .valid(canonical: ISO8601.canonical(parsed, kind: kind))
        }
        let result = format.map { $0.parse(Trimming.trimmed(text), kind: kind) } ?? ISO8601.parse(text, kind: kind)
        switch result {
        case .valid(let parsed): return .valid(canonical: ISO8601.canonical(parsed, kind: kind))
        case .incomplete(let reason): return .incomplete(reason)
        case .invalid(let reason): return .invalid(reason)
        }
    }

    var defaultForm: String {
        switch kind {
        case .date: return "YYYY-MM-DD"
        case .time: return "HH:MM:SS"
        case .datetime: return "YYYY-MM-DDTHH:MM:SS"
        case .year: return "YYYY"
        case .yearmonth: return "YYYY-MM"
        }
    }

    /// The canonical forms are ISO 8601, which the ISO reading reads back.
    func parsed(_ canonical: String) -> DateTimeValue? {
        if case .valid(let value) = ISO8601.parse(Substring(canonical), kind: kind) { return value }
        return nil
    }

    func compare(_ a: String, _ b: String) -> Int? {
        if kind == .year || kind == .yearmonth {
            // Years of any length (Table Schema's yearmonth has no bound on them).
            let x = a.split(separator: "-").map(String.init), y = b.split(separator: "-").map(String.init)
            guard x.count == y.count, x.count >= 1 else { return nil }
            for (p, q) in zip(x, y) {
                guard let order = DecimalOrder.compare(p, q) else { return nil }
                if order != 0 { return order }
            }
            return 0
        }
        guard let x = parsed(a), let y = parsed(b) else { return nil }
        return ISO8601.compare(x, y, kind: kind)
    }

    /// Values that are the same instant share a key (`10:00:00+01:00` and `09:00:00Z`);
    /// a value without an offset never equals one with an offset.
    func equalityKey(_ canonical: String) -> String? {
        guard let value = parsed(canonical), let offset = value.offsetMinutes else { return canonical }
        let days = kind == .datetime ? CivilDate.dayNumber(year: value.year, month: value.month, day: value.day) : 0
        let minutes = days * 1440 + value.hour * 60 + value.minute - offset
        let fraction = value.fraction.reversed().drop(while: { $0 == 0x30 }).reversed()
        return "@\(minutes):\(value.second)." + String(decoding: fraction, as: UTF8.self)
    }
}
