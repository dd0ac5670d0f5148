/// `--max-failures N`, `--max-failure-rate PERCENT`, `--fail-fast`: how many cells that do
/// not pass a run takes and still exits 0. They count the whole run (every file together),
/// and only the cells of rules that are not warnings (`--warn`); too-short counts as not
/// passing, as it does for the exit status. `--max-failures` and `--fail-fast` also stop
/// reading once passed (the run is then checked in order, on one thread); a rate can only
/// be judged at the end.
struct FailureLimits: Equatable {
    var maxFailures: Int?
    /// A percentage of the cells checked.
    var maxRate: Double?
    var failFast = false

    var isSet: Bool { maxFailures != nil || maxRate != nil || failFast }

    /// The cells that may fail before reading stops (`--fail-fast`: none).
    var allowed: Int? { failFast ? 0 : maxFailures }

    /// Reading stops once past `allowed`: the input is checked in order.
    var stopsEarly: Bool { allowed != nil }

    /// Whether `failures` of `checked` cells are within the limits.
    func passes(failures: Int, checked: Int) -> Bool {
        if let allowed, failures > allowed { return false }
        if let maxRate, checked > 0, Double(failures) * 100 > maxRate * Double(checked) { return false }
        return true
    }

    /// What the run came to, for standard error, when cells did not pass (nil: none did).
    func verdict(failures: Int, checked: Int, stopped: Bool, unit: String = "cells") -> String? {
        guard failures > 0 else { return nil }
        var limits: [String] = []
        if failFast { limits.append("--fail-fast") }
        if let maxFailures { limits.append("--max-failures \(maxFailures)") }
        if let maxRate { limits.append("--max-failure-rate \(Self.percent(maxRate))") }
        let share = checked > 0 ? Self.percent(Double(failures) * 100 / Double(checked)) : "0"
        let counted = "\(failures) of \(checked) \(unit) did not pass (\(share)%)"
        if passes(failures: failures, checked: checked) { return "fieldcheck: \(counted), within \(limits.joined(separator: " and ")): exit 0\n" }
        return "fieldcheck: \(counted), past \(limits.joined(separator: " or "))\(stopped ? ": stopped reading" : "")\n"
    }

    /// A percentage with at most two decimals.
    static func percent(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100, rest = hundredths % 100
        return rest == 0 ? "\(whole)" : rest % 10 == 0 ? "\(whole).\(rest / 10)" : "\(whole).\(rest < 10 ? "0" : "")\(rest)"
    }
}
