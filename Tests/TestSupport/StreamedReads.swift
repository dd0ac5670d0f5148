import FieldCheck
import FieldCheckReference

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

extension StreamedReads {
    /// The Reports fuzz target's invariants on one input, or what breaks them: the input a
    /// CSV table (its first record the header; the first byte chooses the rules and whether
    /// columns warn), checked as `check --fields` reports it in SARIF, JUnit and with
    /// `--summary`: the SARIF results, joined as the writer joins them, are JSON; each
    /// result's region is inside its record; the JUnit suite holds no character XML cannot
    /// (controls, a bare `&` or `<` in text); the summary's counts are the report's.
    package static func reportProblem(_ input: [UInt8]) -> String? {
        let selector = input.first ?? 0
        let table = Array(input.dropFirst())
        let kinds: [RuleOptions] = {
            var zip = RuleOptions(), phone = RuleOptions(), text = RuleOptions()
            zip.type = FieldType(rawValue: "zip")
            phone.type = FieldType(rawValue: "phone")
            phone.canonical = true
            text.pattern = "[a-z]+"
            zip.warn = selector & 1 != 0
            return [zip, phone, text]
        }()
        guard let rules = try? kinds.map({ try $0.makeRule() }) else { return "no rules" }
        return table.withUnsafeBufferPointer { buffer -> String? in
            var record = CSVRecord()
            var position = 0
            var header: [String]?
            var sarif = TableReport(mode: .statuses, colors: nil, columnNames: ["a", "b", "c"], jsonFileName: "t.csv", locations: .sarif)
            var junit = TableReport(mode: .statuses, colors: nil, columnNames: ["a", "b", "c"], jsonFileName: "t.csv", locations: .junit)
            sarif.warnColumns = rules.map(\.warn)
            junit.warnColumns = sarif.warnColumns
            junit.summarizes = true
            junit.reasons = Array(repeating: ReasonCounter(), count: 3)
            var markdown = TableReport(mode: .statuses, colors: nil, columnNames: header0(buffer), jsonFileName: "t|<x>.csv", locations: .markdown)
            var html = TableReport(mode: .statuses, colors: nil, columnNames: markdown.columnNames, jsonFileName: "t|<x>.csv", locations: .html)
            var out = ByteBuffer(capacity: 1024), unused = ByteBuffer(capacity: 16)
            var row = 0
            var regions: [(row: Int, line: Int, place: CellPlace, start: Int, end: Int)] = []
            while position < buffer.count {
                guard case .record(let next) = CSVParser.parse(buffer, from: position, delimiter: 0x2C, atEnd: true, into: &record) else { break }
                row += 1
                defer { position = next }
                if header == nil {
                    header = (0..<record.fieldCount).map { String(decoding: record.value($0, in: buffer), as: UTF8.self) }
                    continue
                }
                for column in 0..<min(3, record.fieldCount) {
                    let value = record.value(column, in: buffer)
                    let verdict = rules[column].check(value)
                    let place = CellPlace.of(record, field: column, in: buffer)
                    if verdict.status != .passed, let place { regions.append((row, row, place, record.raw.lowerBound, next)) }
                    sarif.add(row: row, line: row, column: column, value: value, verdict: verdict, place: place, to: &out)
                    junit.add(row: row, line: row, column: column, value: value, verdict: verdict, to: &unused)
                    markdown.add(row: row, line: row, key: value, column: column, value: value, verdict: verdict, to: &unused)
                    html.add(row: row, line: row, key: value, column: column, value: value, verdict: verdict, to: &unused)
                }
            }
            // The results, joined as the writer joins them.
            var document = Array("{\"results\":[".utf8)
            var first = true
            for byte in out.bytes {
                if byte == TableReport.resultSeparator {
                    document.append(first ? 0x20 : 0x2C)
                    first = false
                } else {
                    document.append(byte)
                }
            }
            document += Array("]}".utf8)
            guard case .object(let members)? = try? JSONReader.parse(document) else {
                return "SARIF results are not JSON: \(String(decoding: document.prefix(400), as: UTF8.self))"
            }
            guard case .array(let results)? = members.first(where: { $0.key == "results" })?.value, results.count == regions.count else {
                return "\(regions.count) cells did not pass, the results say otherwise"
            }
            for region in regions where region.place.startColumn < 1 || region.place.endLine < region.place.startLine
                || (region.place.endLine == region.place.startLine && region.place.endColumn < region.place.startColumn) {
                return "a cell's region is not in its record: row \(region.row) \(region.place)"
            }
            let suite = String(decoding: junit.junitSuite(), as: UTF8.self)
            for scalar in suite.unicodeScalars where scalar.value < 0x20 && scalar != "\n" && scalar != "\t" {
                return "JUnit holds the control character \(scalar.value)"
            }
            // (On the bytes: a combining mark after `;` makes one Character with it.)
            let bytes = Array(suite.utf8)
            for (index, byte) in bytes.enumerated() where byte == 0x26 {
                let rest = bytes[index...]
                guard ["&amp;", "&lt;", "&gt;", "&quot;", "&#10;", "&#13;", "&#9;"].contains(where: { rest.starts(with: $0.utf8) }) else {
                    return "JUnit holds a bare &: \(String(decoding: rest.prefix(20), as: UTF8.self))"
                }
            }
            if let problem = markdownProblem(markdown.markdownSection(size: input.count)) { return problem }
            if let problem = htmlProblem(html.htmlSection(size: input.count)) { return problem }
            let summary = junit.summary(bars: selector & 2 != 0)
            for column in 0..<3 {
                let counted = junit.reasons[column].counted.map(\.1.count).reduce(0, +)
                if counted != junit.count(column: column, .tooShort) + junit.count(column: column, .failed) {
                    return "the summary counts \(counted) reasons for column \(column)"
                }
            }
            return summary.hasPrefix("Summary of t.csv\n") ? nil : "the summary starts \(summary.prefix(40))"
        }
    }
}

extension StreamedReads {
    /// The three column names the report fuzz target's reports have: the table's first
    /// three header cells (as they are, markup and line breaks too), else letters.
    static func header0(_ buffer: UnsafeBufferPointer<UInt8>) -> [String] {
        var record = CSVRecord()
        guard case .record = CSVParser.parse(buffer, from: 0, delimiter: 0x2C, atEnd: true, into: &record) else { return ["a", "b", "c"] }
        var names = (0..<min(3, record.fieldCount)).map { String(decoding: record.value($0, in: buffer), as: UTF8.self) }
        while names.count < 3 { names.append("column \(names.count + 1)") }
        // (A fields file names a column once: two equal names are not a table fieldcheck reports.)
        return Set(names).count == 3 ? names : ["a", "b", "c"]
    }

    /// Why a Markdown section is not one Markdown reads as meant: a control character, a
    /// tag other than its own, a table row with another number of cells than its header
    /// (a `|` not escaped).
    static func markdownProblem(_ text: String) -> String? {
        for scalar in text.unicodeScalars where (scalar.value < 0x20 && scalar != "\n") || scalar.value == 0x7F {
            return "the Markdown report holds the control character \(scalar.value)"
        }
        var width: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let bytes = Array(line.utf8)
            if bytes.first != 0x7C {
                width = nil
                // (A `<` escaped, or one of the report's own tags.)
                for (index, byte) in bytes.enumerated() where byte == 0x3C && (index == 0 || bytes[index - 1] != 0x5C) {
                    let rest = bytes[(index + 1)...]
                    guard ["details>", "/details>", "summary>", "/summary>"].contains(where: { rest.starts(with: $0.utf8) }) else {
                        return "the Markdown report holds a tag: \(line.prefix(80))"
                    }
                }
                continue
            }
            var pipes = 0, escaped = false
            for byte in bytes {
                if byte == 0x7C && !escaped { pipes += 1 }
                escaped = byte == 0x5C && !escaped
            }
            if let width, pipes != width { return "a Markdown table row has \(pipes - 1) cells, its header \(width - 1): \(line.prefix(120))" }
            width = width ?? pipes
        }
        return nil
    }

    /// Why an HTML section is not one a browser reads as meant: a control character, a bare
    /// `&`, or a tag other than the page's own.
    static func htmlProblem(_ text: String) -> String? {
        for scalar in text.unicodeScalars where (scalar.value < 0x20 && scalar != "\n") || scalar.value == 0x7F {
            return "the HTML report holds the control character \(scalar.value)"
        }
        let tags = Set(["section", "h2", "small", "p", "div", "table", "caption", "thead", "tbody", "tr", "th", "td", "span", "details",
                        "summary", "code", "ul", "li", "i"])
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x26 {
                let rest = bytes[index...]
                guard ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains(where: { rest.starts(with: $0.utf8) }) else {
                    return "the HTML report holds a bare &: \(String(decoding: rest.prefix(20), as: UTF8.self))"
                }
            }
            if bytes[index] == 0x3C {
                var end = index + 1
                if end < bytes.count && bytes[end] == 0x2F { end += 1 }
                let start = end
                while end < bytes.count, (bytes[end] >= 0x61 && bytes[end] <= 0x7A) || (bytes[end] >= 0x30 && bytes[end] <= 0x39) { end += 1 }
                let name = String(decoding: bytes[start..<end], as: UTF8.self)
                if !tags.contains(name) { return "the HTML report holds the tag <\(name): \(String(decoding: bytes[index...].prefix(40), as: UTF8.self))" }
            }
            index += 1
        }
        return nil
    }

    /// The PhoneLines fuzz target's invariants on one input, or what breaks them: the input's
    /// lines counted as `check -t phone --count` counts a large input (`Rule.tallyLines`: the
    /// line automaton, the lines it hands on judged one by one) give the lines' statuses by
    /// the rule, each line handed on whole; for the type alone, and with a list (`--one-of`,
    /// whose lookups follow the automaton's passed lines) of every other line the type
    /// passes and a number of the plan.
    package static func lineCountProblem(_ input: [UInt8]) -> String? {
        var lines: [[UInt8]] = []
        var start = 0
        for index in 0...input.count where index == input.count || input[index] == 0x0A {
            if index == input.count && start == index { break }
            var end = index
            if end > start && input[end - 1] == 0x0D { end -= 1 }
            lines.append(Array(input[start..<end]))
            start = index + 1
        }
        var options = RuleOptions()
        options.type = FieldType(rawValue: "phone")
        guard let alone = try? options.makeRule() else { return "no rule" }
        let passing = lines.filter { alone.status($0) == .passed }
        options.oneOf = passing.enumerated().compactMap { $0.offset % 2 == 0 ? String(decoding: $0.element, as: UTF8.self) : nil } + ["201-555-0123"]
        // (A listed line that is not text a list may hold makes no rule: the type alone then.)
        let listed = try? options.makeRule()
        for (name, rule) in [("the type alone", alone), ("a list", listed ?? alone)] {
            guard rule.lineCounter != nil else { return "\(name): no line counter" }
            func tally(_ status: Status, _ counts: inout (passed: Int, tooShort: Int, failed: Int)) {
                switch status {
                case .passed: counts.passed += 1
                case .tooShort: counts.tooShort += 1
                case .failed: counts.failed += 1
                }
            }
            var expected = (passed: 0, tooShort: 0, failed: 0)
            for line in lines { tally(rule.status(line), &expected) }
            var counts = (passed: 0, tooShort: 0, failed: 0)
            var handed: [[UInt8]] = []
            _ = input.withUnsafeBufferPointer { buffer in
                rule.tallyLines(buffer, into: &counts) { value in
                    handed.append(Array(value))
                    return true
                }
            }
            for value in handed {
                guard lines.contains(value) else { return "\(name): handed on \(String(decoding: value, as: UTF8.self).debugDescription), which is no line" }
                tally(rule.status(value), &counts)
            }
            guard counts == expected else {
                return "\(name): counted \(counts), the lines' statuses \(expected) in \(String(decoding: input, as: UTF8.self).debugDescription)"
            }
        }
        return nil
    }
}

extension StreamedReads {
    /// The SchemaNumbers fuzz target's invariants on one input, or what breaks them. The
    /// input is a value, a minimum and a maximum, apart by NUL bytes; its first byte chooses
    /// the type and the number settings. No trap on any digits or exponent (an exponent of
    /// 19 digits trapped); Python's `Decimal()` and `int()` as ported read what `str()` of
    /// their value writes back to the same value; the order of two numbers is antisymmetric
    /// and every number equals itself; a Table Schema with the bounds as JSON numbers or
    /// strings reads, or fails with a one-line message; a rule with the bounds judges the
    /// value, as its reference alone does.
    package static func schemaNumberProblem(_ input: [UInt8]) -> String? {
        let selector = input.first ?? 0
        let parts = input.dropFirst().split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let value = parts.first ?? "", minimum = parts.count > 1 ? parts[1] : nil, maximum = parts.count > 2 ? parts[2] : nil
        // The ported readers: what they write reads back to the same value.
        for text in [value, minimum, maximum].compactMap({ $0 }) {
            if let decimal = TableSchemaNumbers.pythonDecimal(text) {
                guard TableSchemaNumbers.pythonDecimal(decimal) == decimal else { return "Decimal(\(text.debugDescription)) = \(decimal), which reads otherwise" }
                if !decimal.lowercased().contains("nan") {
                    guard TableSchemaNumbers.compare(text, decimal) == 0 else { return "\(text.debugDescription) and its str() \(decimal) differ" }
                }
            }
            if let integer = TableSchemaNumbers.pythonInt(text), TableSchemaNumbers.pythonInt(integer) != integer {
                return "int(\(text.debugDescription)) = \(integer), which reads otherwise"
            }
        }
        if let minimum, let one = TableSchemaNumbers.compare(value, minimum), let other = TableSchemaNumbers.compare(minimum, value), one != -other {
            return "compare(\(value.debugDescription), \(minimum.debugDescription)) is \(one), the other way \(other)"
        }
        // A rule with the bounds, as --table-schema and as the plain types read them.
        let names = ["integer", "number", "decimal"]
        let name = names[Int(selector) % names.count]
        var options = RuleOptions()
        options.type = FieldType.allCases.first { $0.rawValue == name }
        options.settings.tableSchema = name != "decimal" && selector & 0x10 == 0
        if options.settings.tableSchema {
            if selector & 0x20 != 0 { options.settings.numbers.decimalChar = "," }
            if selector & 0x40 != 0 { options.settings.numbers.groupChar = selector & 0x20 != 0 ? "." : "," }
            options.settings.numbers.bareNumber = selector & 0x80 == 0
        }
        options.minimum = minimum.flatMap { $0.isEmpty ? nil : $0 }
        options.maximum = maximum.flatMap { $0.isEmpty ? nil : $0 }
        if (try? options.makeRule()) != nil, let problem = tierProblem(options, Array(value.utf8)) { return problem }
        // The same bounds in a Table Schema, as JSON numbers when they look like them.
        let type = name == "integer" ? "integer" : "number"
        func json(_ text: String) -> String {
            let asNumber = !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) || [0x2D, 0x2B, 0x2E, 0x65, 0x45].contains($0) }
            return selector & 0x08 != 0 && asNumber ? text : "\"" + text.unicodeScalars.map { $0.value < 0x20 || $0 == "\"" || $0 == "\\" ? hexEscape($0.value) : String($0) }.joined() + "\""
        }
        var constraints: [String] = []
        if let minimum { constraints.append("\"minimum\": \(json(minimum))") }
        if let maximum { constraints.append("\"maximum\": \(json(maximum))") }
        let schema = "{\"fields\": [{\"name\": \"n\", \"type\": \"\(type)\", \"constraints\": {\(constraints.joined(separator: ", "))}}]}"
        do throws(TableSchema.Problem) {
            let parsed = try TableSchema.parse(Array(schema.utf8))
            _ = try parsed.fieldsFile(source: "fuzz.json")
        } catch {
            if error.message.isEmpty || error.message.contains("\n") { return "a schema's message is not one line: \(error.message.debugDescription)" }
        }
        return nil
    }

    /// `\uXXXX` for a code point below U+10000.
    static func hexEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension StreamedReads {
    /// The Checklist fuzz target's invariants (Fuzz/Targets/Checklist.swift): input starting
    /// with `{` is a checklist, anything else a formula.
    package static func checklistProblem(_ input: [UInt8]) -> String? {
        let fields = [
            ChecklistRun.Field(name: "a", typing: CellTyping(kind: .integer(bareNumber: true))),
            ChecklistRun.Field(name: "b", typing: CellTyping(kind: .number(bareNumber: true, decimalChar: ".", groupChar: "", processed: false))),
            ChecklistRun.Field(name: "s", typing: CellTyping(kind: .string)),
            ChecklistRun.Field(name: "t", typing: CellTyping(kind: .boolean(trueValues: ["true"], falseValues: ["false"]))),
            ChecklistRun.Field(name: "d", typing: CellTyping(kind: .year)),
        ]
        let rows: [[String]] = [["1", "1.50", "x", "true", "2020"], ["", "NaN", "", "false", ""], ["-9223372036854775808", "1e30", "é", "no", "0999"]]
        var checks: [TableCheck] = []
        if input.first == UInt8(ascii: "{") {
            do {
                checks = try Checklist.parse(input).checks
            } catch {
                if error.message.isEmpty || error.message.contains("\n") { return "a checklist message: \(error.message.debugDescription)" }
                return nil
            }
        } else {
            let text = String(decoding: input, as: UTF8.self)
            do {
                let formula = try Formula(text)
                checks = [TableCheck(kind: .rowConstraint(formula), type: "row-constraint")]
                for row in rows {
                    let cells = Dictionary(uniqueKeysWithValues: zip(fields, row).map { field, cell in
                        (field.name, Array(cell.utf8).withUnsafeBufferPointer { field.typing.value($0, canonical: { _ in nil }) })
                    })
                    let once = Result { () throws(FormulaError) in try formula.holds { cells[$0] } }
                    let twice = Result { () throws(FormulaError) in try formula.holds { cells[$0] } }
                    switch (once, twice) {
                    case (.success(let x), .success(let y)) where x == y: break
                    case (.failure(let x), .failure(let y)) where x == y: break
                    default: return "\(text.debugDescription): two evaluations differ"
                    }
                }
            } catch {
                let length = text.unicodeScalars.count
                if error.message.isEmpty || error.column < 1 || error.column > length + 1 {
                    return "\(text.debugDescription): the problem \(error.message.debugDescription) at column \(error.column) of \(length)"
                }
                return nil
            }
        }
        let run = ChecklistRun(checks: checks, fields: fields)
        _ = run.start()
        for (index, row) in rows.enumerated() {
            do {
                _ = try run.row(index + 2, ArrayRowCells(row.map { Array($0.utf8) }))
            } catch {
                return nil  // (refused by name: the run stops there)
            }
        }
        _ = run.end(rows: rows.count)
        return nil
    }
}
