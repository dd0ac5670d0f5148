import FieldCheckReference

/// `infer`'s choice for one column: the most specific rule (`RuleCandidate.ordered`) that
/// most of a sample of its non-empty values pass. Only the type (and its region or date
/// format) is chosen from the sample; `--optional`, `--one-of`, `--unique`, the pass rate
/// and the values that do not pass come from every row (`ColumnTally`).
package enum ColumnInference {
    /// What "most" means: the share of the sampled values a rule must pass.
    package static let threshold = 0.9

    /// The candidate for a column named `name` whose sampled non-empty values are `sample`,
    /// in a table whose numbers are written by `numbers`; plain text (no type) when none
    /// reaches the threshold.
    package static func choose(name: String, sample: [[UInt8]], tableSchema: Bool, numbers: NumberConvention = .point) -> RuleCandidate? {
        guard !sample.isEmpty else { return nil }
        let lowered = name.lowercased()
        let hyphenated = sample.filter { $0.contains(0x2D) }.count * 2 >= sample.count
        let codes = isZeroPaddedCode(sample)
        let digitsOnly = sample.allSatisfy { value in value.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        let decimal = numbers.decimal(for: sample)
        for var candidate in RuleCandidate.ordered {
            let type = candidate.type.rawValue
            // (Numbers as the table writes them: `1,5` with a decimal comma, `1,234.5`.)
            if type == "decimal" { candidate = decimal }
            if type == "integer" || type == "year" { candidate.decimalWidening = decimal.words }
            // (Written with hyphens stands for a hint only where the type's values are digits
            // in groups, an SSN's: an order code ORD-000001 is no address.)
            let hinted = candidate.needsHint.contains(where: { lowered.contains($0) }) || hyphenated && ["imei", "ssn", "ein"].contains(type)
            if !candidate.needsHint.isEmpty && !hinted { continue }
            // Codes with leading zeros (09, 0900100000) are no numbers, years or phone numbers.
            if codes && ["integer", "decimal", "year", "phone", "boolean", "yearmonth", "time", "date", "datetime"].contains(type) { continue }
            // A boolean is written in words (true, yes, y): a column of 0 and 1 is numbers.
            if type == "boolean" && digitsOnly { continue }
            if type == "phone" {
                if let phone = phone(sample, tableSchema: tableSchema) { return phone }
                continue
            }
            if passRate(candidate, sample, tableSchema: tableSchema) >= threshold { return candidate }
        }
        if let pattern = generalisedPattern(sample), passRate(pattern, sample, tableSchema: tableSchema) >= threshold { return pattern }
        return nil
    }

    /// Whether the values are all digits, some of them with a leading zero: codes.
    static func isZeroPaddedCode(_ sample: [[UInt8]]) -> Bool {
        sample.allSatisfy { value in !value.isEmpty && value.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
            && sample.contains { $0.count > 1 && $0.first == 0x30 }
    }

    /// A pattern generalised from the values, for codes no type knows (`ORD-[0-9]{6}`,
    /// `[0-9]{10}`, `[A-Z]{2}[0-9]{3}`): each value cut into runs of digits, of capitals, of
    /// small letters and single other characters; the shape most values share, its letter
    /// runs kept as written where every value has the same, its runs' lengths as seen. Nil
    /// for text (no digit at all, non-ASCII, long values, many runs) or when no shape holds
    /// most values.
    static func generalisedPattern(_ sample: [[UInt8]]) -> RuleCandidate? {
        struct Run: Hashable { var kind: UInt8; var literal: UInt8 }  // kind: d, u, l, or 0 with the byte
        func runs(_ value: [UInt8]) -> [(run: Run, text: ArraySlice<UInt8>)]? {
            guard !value.isEmpty, value.count <= 64 else { return nil }
            var out: [(Run, ArraySlice<UInt8>)] = []
            var index = 0
            while index < value.count {
                let byte = value[index]
                let kind: UInt8
                switch byte {
                case 0x30...0x39: kind = 0x64
                case 0x41...0x5A: kind = 0x75
                case 0x61...0x7A: kind = 0x6C
                case 0x21...0x7E: kind = 0
                default: return nil  // (spaces, controls, non-ASCII: text)
                }
                var end = index + 1
                if kind != 0 {
                    while end < value.count, (value[end] >= 0x30 && value[end] <= 0x39 ? 0x64 : value[end] >= 0x41 && value[end] <= 0x5A ? 0x75 : value[end] >= 0x61 && value[end] <= 0x7A ? 0x6C : 0) == kind { end += 1 }
                }
                out.append((Run(kind: kind, literal: kind == 0 ? byte : 0), value[index..<end]))
                index = end
            }
            return out.count <= 12 ? out : nil
        }
        var groups: [[Run]: [[ArraySlice<UInt8>]]] = [:]
        for value in sample {
            guard let cut = runs(value) else { return nil }
            groups[cut.map(\.run), default: []].append(cut.map(\.text))
        }
        guard let (shape, members) = groups.max(by: { $0.value.count < $1.value.count }),
              Double(members.count) >= threshold * Double(sample.count), shape.contains(where: { $0.kind == 0x64 }) else { return nil }
        var pattern = ""
        for (position, run) in shape.enumerated() {
            let texts = members.map { $0[position] }
            if run.kind == 0 {
                let character = Character(Unicode.Scalar(run.literal))
                pattern += "\\^$.|?*+()[]{}".contains(character) ? "\\" + String(character) : String(character)
                continue
            }
            if run.kind != 0x64, let first = texts.first, texts.allSatisfy({ $0.elementsEqual(first) }) {
                pattern += String(decoding: first, as: UTF8.self)
                continue
            }
            let lengths = texts.map(\.count)
            let least = lengths.min() ?? 1, most = lengths.max() ?? 1
            pattern += run.kind == 0x64 ? "[0-9]" : run.kind == 0x75 ? "[A-Z]" : "[a-z]"
            pattern += least == most ? (least == 1 ? "" : "{\(least)}") : "{\(least),\(most)}"
        }
        return RuleCandidate(words: ["--pattern", pattern], type: .plainText)
    }

    /// The share of `sample` that passes `candidate`, when it is at least `threshold`;
    /// below it, some share below it: a rule is given up as soon as too many values have
    /// failed it (most candidates fail most columns: this is what makes choosing cheap).
    package static func passRate(_ candidate: RuleCandidate, _ sample: [[UInt8]], tableSchema: Bool) -> Double {
        guard !sample.isEmpty, let rule = try? candidate.options(tableSchema: tableSchema).makeRule() else { return 0 }
        let count = Double(sample.count)
        var fewest = Int((threshold * count).rounded(.down))
        while Double(fewest) / count < threshold { fewest += 1 }
        let allowed = sample.count - fewest
        var failed = 0
        for value in sample where rule.status(value, tellsTooShort: false) != .passed {
            failed += 1
            if failed > allowed { return 0 }
        }
        return Double(sample.count - failed) / count
    }

    /// After every row: the chosen rule when it passes every value; else the first of its
    /// `widenings` that passes every value it fails; else, when more than a tenth of the
    /// values fail it, no type (plain text: the column is not what its first rows said);
    /// else the chosen rule, whose failures the comment names (the noise to look at).
    /// (A cell that is no value, a JSON array or object, fails whatever the rule.)
    package static func settle(_ candidate: RuleCandidate?, _ tally: ColumnTally) -> (RuleCandidate?, ColumnTally) {
        guard let candidate, tally.failureCount > tally.unvalued else { return (candidate, tally) }
        let widenings = candidate.widenings
        for index in widenings.indices where index < tally.wider.count && tally.wider[index].failureCount == tally.unvalued {
            return (widenings[index], tally.widened(to: index))
        }
        guard Double(tally.passed) < threshold * Double(tally.nonEmpty), let text = try? RuleOptions().makeRule() else { return (candidate, tally) }
        var plain = ColumnTally(rule: text)
        plain.values = tally.values
        plain.empty = tally.empty
        plain.passed = tally.nonEmpty + tally.missing - tally.unvalued
        plain.failureCount = tally.unvalued
        plain.failures = tally.unvaluedFailures
        plain.unvalued = tally.unvalued
        plain.unvaluedFailures = tally.unvaluedFailures
        plain.distinct = nil
        plain.keys = nil
        return (nil, plain)
    }

    /// Phone numbers: with the default region (US) when most pass so; otherwise the region
    /// most of them pass with, among every region libphonenumber knows, tried on the first
    /// hundred values of a column most of whose values have seven digits or more, written
    /// as phone numbers are (at least half with a `+` or separators).
    static func phone(_ sample: [[UInt8]], tableSchema: Bool) -> RuleCandidate? {
        let long = sample.filter { value in value.filter { $0 >= 0x30 && $0 <= 0x39 }.count >= 7 }.count
        guard Double(long) >= threshold * Double(sample.count) else { return nil }
        // (Bare runs of digits are codes or amounts: a phone number is written with a `+`,
        // spaces, hyphens, dots or parentheses in most of a column's values.)
        let shaped = sample.filter { value in value.contains { [0x2B, 0x20, 0x2D, 0x2E, 0x28, 0x29, 0x2F].contains($0) } }.count
        guard shaped * 2 >= sample.count else { return nil }
        // (Coordinates and amounts, 31.95376472, are numbers some region's plan takes.)
        let fractions = sample.filter(isFraction).count
        guard fractions * 2 < sample.count else { return nil }
        let us = RuleCandidate("phone")
        if passRate(us, sample, tableSchema: tableSchema) >= threshold { return us }
        let head = Array(sample.prefix(100))
        var rated: [(region: String, rate: Double)] = []
        for region in PhoneNumbering.supportedRegions where region != "US" && region.count == 2 {
            rated.append((region, passRate(RuleCandidate("phone", ["--region", region]), head, tableSchema: tableSchema)))
        }
        guard let best = rated.map(\.rate).max(), best >= threshold else { return nil }
        // Regions that share a numbering pass the same numbers (GB's, Jersey's; FI's and
        // Åland's): the most common of those that pass best, on the whole sample.
        let tied = rated.filter { $0.rate == best }.map(\.region)
        let chosen = tied.map { ($0, passRate(RuleCandidate("phone", ["--region", $0]), sample, tableSchema: tableSchema)) }
        guard let top = chosen.map(\.1).max(), top >= threshold else { return nil }
        var finalists = chosen.filter { $0.1 == top }.map(\.0)
        if finalists.count > 1 {
            // Then the regions that write the numbers as they are written (GB's 07400 123456,
            // not India's 074001 23456).
            let shapes = finalists.map { region in (region, writtenAsIs(RuleCandidate("phone", ["--region", region]), head, tableSchema: tableSchema)) }
            let most = shapes.map(\.1).max() ?? 0
            finalists = shapes.filter { $0.1 == most }.map(\.0)
        }
        let region = commonRegions.first(where: finalists.contains) ?? finalists.sorted()[0]
        return RuleCandidate("phone", ["--region", region])
    }

    /// How many values of `sample` are their own canonical form under `candidate`.
    static func writtenAsIs(_ candidate: RuleCandidate, _ sample: [[UInt8]], tableSchema: Bool) -> Int {
        guard let rule = try? candidate.options(tableSchema: tableSchema).makeRule() else { return 0 }
        return sample.filter { value in rule.format(value).formatted.map { Array($0.utf8) == value } ?? false }.count
    }

    /// Whether a value is a number with a fraction (`-89.2345`).
    static func isFraction(_ value: [UInt8]) -> Bool {
        var body = value[...]
        if body.first == 0x2D || body.first == 0x2B { body = body.dropFirst() }
        guard let point = body.firstIndex(of: 0x2E) else { return false }
        let whole = body[..<point], fraction = body[(point + 1)...]
        return !whole.isEmpty && !fraction.isEmpty && (whole + fraction).allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// Regions by how many people write their numbers, for a tie between regions that
    /// share a numbering plan.
    static let commonRegions = ["IN", "CN", "ID", "PK", "NG", "BR", "BD", "RU", "MX", "JP", "PH", "EG", "VN", "DE", "TR", "IR",
                                "TH", "GB", "FR", "IT", "ZA", "KE", "KR", "CO", "ES", "AR", "CA", "PL", "UA", "MA", "AU", "NL",
                                "BE", "SE", "CH", "AT", "PT", "GR", "CZ", "IL", "IE", "NZ", "DK", "FI", "NO", "SG", "HK"]
}
