import FieldCheck

/// Readers of input that take it piece by piece, driven as the executable drives them but
/// with reads of a chosen size: for the tests and the fuzz targets, which hold any cut of
/// the input to give what one read of all of it gives.
package enum StreamedReads {
    /// What `JSONArrayScanner` finds in `bytes` read `readSize` bytes at a time: each
    /// element's text, then `end` or the problem (its offset in the whole input and its words).
    package static func jsonArray(_ bytes: [UInt8], readSize: Int) -> [String] {
        var scanner = JSONArrayScanner()
        var held: [UInt8] = []
        var dropped = 0  // bytes of the input before `held`
        var fed = 0
        var position = 0
        var found: [String] = []
        while true {
            let atEnd = fed == bytes.count
            let step = held.withUnsafeBufferPointer { scanner.next($0, from: position, atEnd: atEnd) }
            switch step {
            case .element(let range):
                found.append(String(decoding: held[range], as: UTF8.self))
                position = range.upperBound
            case .end(let next):
                found.append("end at \(dropped + next)")
                return found
            case .problem(let at, let reason):
                found.append("problem at \(dropped + at): \(reason)")
                return found
            case .needMore(let from):
                precondition(!atEnd, "needMore at the end")
                held.removeFirst(from)
                dropped += from
                position = 0
                let more = min(max(1, readSize), bytes.count - fed)
                held.append(contentsOf: bytes[fed..<(fed + more)])
                fed += more
            }
        }
    }

    /// `bytes` decoded by `TextDecoder` fed `readSize` bytes at a time: the UTF-8 text, or
    /// the failure's offset and reason.
    package static func decoded(_ bytes: [UInt8], _ encoding: TextDecoder.Encoding, readSize: Int) -> Result<[UInt8], TextDecoder.Failure> {
        var decoder = TextDecoder(encoding)
        var output: [UInt8] = []
        var start = 0
        do throws(TextDecoder.Failure) {
            while start < bytes.count {
                let end = min(bytes.count, start + max(1, readSize))
                try bytes[start..<end].withUnsafeBufferPointer { piece throws(TextDecoder.Failure) in try decoder.decode(piece, into: &output) }
                start = end
            }
            try decoder.finish()
        } catch {
            return .failure(error)
        }
        return .success(output)
    }
}

extension StreamedReads {
    /// The dialects the CSVDialect fuzz target and its replay pick from with an input's
    /// first two bytes: (dialect, delimiter).
    package static func dialect(_ first: UInt8, _ second: UInt8) -> (CSVDialect, UInt8) {
        var dialect = CSVDialect()
        let delimiters: [UInt8] = [0x2C, 0x3B, 0x09, 0x7C]
        let quotes: [UInt8?] = [0x22, 0x27, nil, 0x7E]
        let escapes: [UInt8?] = [nil, 0x5C, 0x2F]
        let comments: [[UInt8]?] = [nil, [0x23], [0x2F, 0x2F]]
        dialect.quote = quotes[Int(first) % quotes.count]
        dialect.escape = escapes[Int(first / 4) % escapes.count]
        dialect.doubleQuote = dialect.escape == nil || first & 0x80 == 0
        dialect.skipInitialSpace = second & 1 == 1
        dialect.comment = comments[Int(second / 2) % comments.count]
        return (dialect, delimiters[Int(second / 8) % delimiters.count])
    }

    /// `bytes` through `CSVDialectFilter`, `readSize` bytes at a time.
    package static func dialectFiltered(_ bytes: [UInt8], _ dialect: CSVDialect, delimiter: UInt8, readSize: Int) -> [UInt8] {
        var filter = CSVDialectFilter(dialect, delimiter: delimiter)
        var output: [UInt8] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + readSize)
            bytes[start..<end].withUnsafeBufferPointer { filter.filter($0, into: &output) }
            start = end
        }
        filter.finish(into: &output)
        return output
    }

    /// The CSVDialect target's invariants on one input, or what breaks them: every cut into
    /// reads gives what one read gives, and the result is plain CSV as the filter writes it
    /// (read again as plain CSV, it comes back unchanged: every quote closed, every field whole).
    package static func dialectFilterProblem(_ input: [UInt8]) -> String? {
        guard input.count >= 2 else { return nil }
        let (dialect, delimiter) = dialect(input[0], input[1])
        let bytes = Array(input.dropFirst(2))
        let whole = dialectFiltered(bytes, dialect, delimiter: delimiter, readSize: max(1, bytes.count))
        for readSize in [1, 2, 3, 5] where readSize < bytes.count {
            if dialectFiltered(bytes, dialect, delimiter: delimiter, readSize: readSize) != whole { return "reads of \(readSize) differ" }
        }
        if dialectFiltered(whole, CSVDialect(), delimiter: delimiter, readSize: max(1, whole.count)) != whole { return "not plain CSV" }
        return nil
    }
}

extension StreamedReads {
    /// The DateAny fuzz target's invariants on one input, or what breaks them: `date`,
    /// `time` and `datetime` with `--date-format any` (python-dateutil's free-form parser),
    /// in and out of Table Schema's readings: no trap; what `format` prints passes
    /// `--canonical` and formats to itself.
    package static func dateAnyProblem(_ value: [UInt8]) -> String? {
        for type in ["date", "time", "datetime"].compactMap(FieldType.init(rawValue:)) {
            for tableSchema in [false, true] {
                var options = RuleOptions()
                options.type = type
                options.settings.calendar.format = "any"
                options.settings.tableSchema = tableSchema
                if let problem = formatProblem(options, value) { return problem }
            }
        }
        return nil
    }

    /// The rule of `options` on one value: no trap; what `format` prints passes
    /// `--canonical` and formats to itself. What breaks that, or nil.
    package static func formatProblem(_ options: RuleOptions, _ value: [UInt8]) -> String? {
        var options = options
        let type = options.type.map(\.rawValue) ?? "text"
        guard let rule = try? options.makeRule() else { return "\(type): no rule" }
        _ = rule.check(value)
        let (verdict, formatted) = rule.format(value)
        guard verdict.status == .passed, let formatted else { return nil }
        options.canonical = true
        guard let strict = try? options.makeRule() else { return "\(type): no canonical rule" }
        let canonical = Array(formatted.utf8)
        if strict.check(canonical).status != .passed { return "\(type): \(formatted.debugDescription) is not canonical" }
        if rule.format(canonical).formatted != formatted { return "\(type): format is not idempotent on \(formatted.debugDescription)" }
        return nil
    }
}

extension StreamedReads {
    /// The Identifiers fuzz target's invariants on one input, or what breaks them: every
    /// identifier type (python-stdnum's schemes, postal codes of a few countries), with
    /// `--compact` and `--convert` chosen by the first byte: no trap; what `format` prints
    /// passes `--canonical` and formats to itself; the fast tiers judge as the reference.
    package static func identifierProblem(_ input: [UInt8]) -> String? {
        let selector = input.first ?? 0
        let value = Array(input.dropFirst())
        let regions = ["US", "GB", "CA", "NL", "BR", "JP", "IE", "PL"]
        for type in FieldType.allCases where type.unit.isStringFormat {
            var options = RuleOptions()
            options.type = type
            options.settings.identifiers.compact = selector & 1 != 0
            options.settings.identifiers.convert = selector & 2 != 0
            if type.rawValue == "postal" { options.settings.region = regions[Int(selector >> 2) % regions.count] }
            // (vat: a country of its own, or none: a number then needs its prefix.)
            let vatRegions = [nil, "BE", "DE", "GB", "NL", "IE", "PL", "FR"]
            if type.rawValue == "vat" { options.settings.region = vatRegions[Int(selector >> 2) % vatRegions.count] }
            if let problem = formatProblem(options, value) { return problem }
            if let problem = tierProblem(options, value) { return problem }
        }
        return nil
    }

    /// Whether the rule's fast tiers judge `value` as its reference alone does (a rule made
    /// as `FIELDCHECK_REFERENCE=1` makes it): status, reason and canonical form.
    package static func tierProblem(_ options: RuleOptions, _ value: [UInt8]) -> String? {
        var reference = options
        reference.settings.reference = true
        let type = options.type.map(\.rawValue) ?? "text"
        guard let fast = try? options.makeRule(), let slow = try? reference.makeRule() else { return "\(type): no rule" }
        let (fastVerdict, fastForm) = fast.format(value)
        let (slowVerdict, slowForm) = slow.format(value)
        guard fastVerdict == slowVerdict, fastForm == slowForm, fast.status(value) == slow.status(value) else {
            return "\(type): the fast tiers give \(fastVerdict) \(fastForm.debugDescription), the reference \(slowVerdict) \(slowForm.debugDescription) for \(String(decoding: value, as: UTF8.self).debugDescription)"
        }
        return nil
    }
}
