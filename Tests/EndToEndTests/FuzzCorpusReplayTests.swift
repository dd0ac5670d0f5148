import ArgumentParsing
import FieldCheck
@testable import FieldCheckReference
import Foundation
import Testing
import TestSupport

@testable import fieldcheck

/// The inputs the fuzzers kept (Fuzz/Corpus), replayed through the same invariants as the
/// fuzz targets in Fuzz/Targets, so every case a fuzzer found stays a regression test.
@Suite struct FuzzCorpusReplayTests {
    static func corpus(_ target: String) -> [[UInt8]] {
        let folder = repositoryRoot.appendingPathComponent("Fuzz/Corpus/\(target)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { try? Array(Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    @Test func arguments() {
        let interface = FieldCheckInterface.make()
        let inputs = Self.corpus("Arguments")
        #expect(!inputs.isEmpty)
        for input in inputs {
            let arguments = input.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
            do {
                _ = try interface.parse(arguments)
            } catch {
                #expect(interface.report(error).hasPrefix("fieldcheck: error: "))
                #expect(!error.message.contains("\n"))
            }
        }
    }

    @Test func json() {
        let inputs = Self.corpus("JSON")
        #expect(!inputs.isEmpty)
        for input in inputs {
            for depth in [512, 1 + input.count % 9] {
                do {
                    let value = try JSONReader.parse(input, maxDepth: depth)
                    let text = value.serialized()
                    #expect(try JSONReader.parse(Array(text.utf8), maxDepth: depth) == value)
                } catch {
                    #expect(error.offset >= 0 && error.offset <= input.count)
                    #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty)
                }
            }
        }
    }

    @Test func schemas() {
        let inputs = Self.corpus("Schema")
        #expect(inputs.count > 30)
        let interface = FieldCheckInterface.make()
        for input in inputs {
            guard let schema = try? TableSchema.parse(input) else { continue }
            var configs: [Invocation] = []
            for field in schema.fields {
                var config = Invocation()
                guard (try? interface.parseOptions(
                    field.words.map { Array($0.utf8) }, scope: Scope.fieldsFile, label: "a Table Schema", into: &config)) != nil
                else { break }
                configs.append(config)
            }
            guard configs.count == schema.fields.count else { continue }
            // (A line break in a name or value reads, but cannot be printed as a fields file.)
            guard let text = try? schema.fieldsFile(source: "corpus") else { continue }
            let printed = Array(text.utf8)
            let declarations = try? FieldsFile.parse(printed, path: "printed.fields", interface: interface, initial: Invocation())
            #expect(declarations?.map(\.column) == schema.fields.map(\.name))
            for (config, declaration) in zip(configs, declarations ?? []) {
                #expect(config.rules == declaration.config.rules)
            }
        }
    }

    @Test func fieldsFiles() {
        let inputs = Self.corpus("FieldsFile")
        #expect(!inputs.isEmpty)
        for input in inputs {
            do {
                let declarations = try FieldsFile.parse(
                    input, path: "fuzz.fields", interface: FieldCheckInterface.make(), initial: Invocation())
                for declaration in declarations { _ = try? declaration.config.rules.makeRule() }
            } catch {
                #expect(error.description.hasPrefix("fuzz.fields"))
            }
        }
    }

    @Test func csv() {
        let inputs = Self.corpus("CSV")
        #expect(!inputs.isEmpty)
        for input in inputs {
            var raws: [UInt8] = []
            var ends: [Int] = []
            var start = 0
            var open = false
            while start < input.count {
                let step = input.withUnsafeBufferPointer {
                    CSVParser.parse($0, from: start, delimiter: 0x2C, atEnd: true)
                }
                switch step {
                case .record(let record, let next):
                    raws += input[record.raw]
                    ends.append(record.raw.upperBound)
                    #expect(next > start)
                    start = next
                case .needMore:
                    Issue.record("needMore at the end of the input")
                    start = input.count
                case .unterminatedQuote(let record):
                    // What a report says of it (`UnclosedRecord`), as the fuzz target holds it.
                    let unclosed = input.withUnsafeBufferPointer { UnclosedRecord(record, in: $0) }
                    let rest = Array(input[record.raw])
                    #expect(rest.starts(with: unclosed.firstLine) && !unclosed.firstLine.contains(0x0A) && !unclosed.firstLine.contains(0x0D))
                    #expect(unclosed.cells.count == max(record.fieldCount - 1, 0))
                    #expect(unclosed.lines >= (rest.isEmpty ? 0 : 1) && unclosed.lines <= rest.count + 1)
                    open = true
                    start = input.count
                }
            }
            if !open { #expect(raws == input) }
            // A chunk's cut (as the fuzz target holds it): after the last record a prefix
            // settles with its line break, with the records and line breaks before it.
            for length in Set([input.count, input.count / 2, max(0, input.count - 1)]) {
                let cut = input.withUnsafeBufferPointer { RecordBoundary.csv(UnsafeBufferPointer(rebasing: $0[0..<length]), delimiter: 0x2C) }
                guard let settled = ends.lastIndex(where: { end in
                    end <= length && (input[end - 1] == 0x0A || (input[end - 1] == 0x0D && end < length))
                }) else {
                    #expect(cut == nil)
                    continue
                }
                let breaks = (0..<ends[settled]).filter { index in
                    input[index] == 0x0A || (input[index] == 0x0D && !(index + 1 < ends[settled] && input[index + 1] == 0x0A))
                }.count
                #expect(cut == RecordBoundary.Cut(end: ends[settled], records: settled + 1, lineBreaks: breaks), "\(input)")
            }
        }
    }

    @Test func types() throws {
        let inputs = Self.corpus("Types")
        #expect(!inputs.isEmpty)
        for value in inputs {
            for type in FieldType.allCases {
                for many in [false, true] {
                    var options = RuleOptions()
                    options.type = type
                    options.many = many
                    let rule = try options.makeRule()
                    let (verdict, formatted) = rule.format(value)
                    _ = rule.check(value)
                    guard verdict.status == .passed, let formatted else { continue }
                    options.canonical = true
                    let strict = try options.makeRule()
                    let canonical = Array(formatted.utf8)
                    #expect(strict.check(canonical).status == .passed, "\(type) many=\(many): \(formatted.debugDescription)")
                    #expect(rule.format(canonical).formatted == formatted, "\(type) many=\(many): \(formatted.debugDescription)")
                }
            }
        }
    }

    /// The JSONLines target's invariants (Fuzz/Targets/JSONLines.swift): the members are
    /// JSONReader's (arrays and objects in them emptied), and each value's range reads back
    /// to the value.
    /// The JSONArray target's invariants (Fuzz/Targets/JSONArray.swift) on its corpus.
    @Test func jsonArray() {
        let inputs = Self.corpus("JSONArray")
        #expect(inputs.count > 100)
        for input in inputs {
            let whole = StreamedReads.jsonArray(input, readSize: max(1, input.count))
            for readSize in [1, 2, 3, 7, 64] where readSize < input.count {
                #expect(StreamedReads.jsonArray(input, readSize: readSize) == whole)
            }
            if case .array(let values)? = try? JSONReader.parse(input) {
                #expect(whole.count == values.count + 1 && whole.last?.hasPrefix("end at ") == true)
                for (text, value) in zip(whole, values) { #expect((try? JSONReader.parse(Array(text.utf8))) == value) }
            }
        }
    }

    /// The DataPackage target's invariants (Fuzz/Targets/DataPackage.swift) on its corpus.
    @Test func dataPackage() {
        let inputs = Self.corpus("DataPackage")
        #expect(inputs.count > 100)
        for input in inputs {
            guard let package = try? DataPackage.parse(input) else { continue }
            #expect(Set(package.resources.map(\.name)).count == package.resources.count)
            for resource in package.resources {
                #expect(!resource.paths.isEmpty || resource.data != nil)
                for path in resource.paths where path.hasPrefix("/") || path.split(separator: "/").contains("..") || path.utf8.contains(0) {
                    guard case .failure = PackagePath.resolve(path, folder: "/nonexistent-package-folder", trusted: false) else {
                        Issue.record("an unsafe path would be read: \(path)")
                        continue
                    }
                }
            }
            if let document = try? JSONReader.parse(input) {
                #expect((try? DataPackage.parse(Array(document.serialized().utf8)))?.resources.map(\.name) == package.resources.map(\.name))
            }
        }
    }

    /// The targets whose invariants live in TestSupport (one function the target and this
    /// replay share), each on its corpus: CSVDialect, DateAny, Identifiers, Reports, SchemaNumbers and Checklist (Fuzz/Targets/).
    @Test(arguments: [
        ("CSVDialect", StreamedReads.dialectFilterProblem), ("DateAny", StreamedReads.dateAnyProblem),
        ("Identifiers", StreamedReads.identifierProblem), ("Reports", StreamedReads.reportProblem),
        ("SchemaNumbers", StreamedReads.schemaNumberProblem), ("Checklist", StreamedReads.checklistProblem),
    ])
    func sharedInvariants(_ target: String, _ problem: @Sendable ([UInt8]) -> String?) {
        let inputs = Self.corpus(target)
        #expect(inputs.count > 100, "\(target)")
        for input in inputs {
            let found = problem(input)
            #expect(found == nil, "\(target) \(input): \(found ?? "")")
        }
    }

    /// The TextDecoder target's invariants (Fuzz/Targets/TextDecoder.swift) on its corpus.
    @Test func textDecoder() {
        let inputs = Self.corpus("TextDecoder")
        #expect(inputs.count > 100)
        let encodings: [TextDecoder.Encoding] = [
            .latin1, .windows1252, .utf16(bigEndian: nil), .utf16(bigEndian: false), .utf16(bigEndian: true),
            .utf32(bigEndian: nil), .utf32(bigEndian: true), .utf8,
        ]
        for input in inputs where !input.isEmpty {
            let encoding = encodings[Int(input[0]) % encodings.count]
            let bytes = Array(input.dropFirst())
            let whole = StreamedReads.decoded(bytes, encoding, readSize: max(1, bytes.count))
            for readSize in [1, 2, 3, 5] where readSize < bytes.count {
                let cut = StreamedReads.decoded(bytes, encoding, readSize: readSize)
                switch (whole, cut) {
                case (.success(let a), .success(let b)): #expect(a == b)
                case (.failure(let a), .failure(let b)): #expect(a == b)
                default: Issue.record("reads of \(readSize) and one read disagree on \(input)")
                }
            }
            if case .success(let text) = whole, encoding != .utf8 { #expect(String(validating: text, as: UTF8.self) != nil) }
        }
    }

    @Test func jsonLines() throws {
        let inputs = Self.corpus("JSONLines")
        #expect(inputs.count > 50)
        for input in inputs {
            input.withUnsafeBufferPointer { line in
                guard let members = try? JSONLine.members(line) else { return }
                guard case .object(let pairs)? = try? JSONReader.parse(line) else {
                    Issue.record("members of a line that is not an object")
                    return
                }
                #expect(pairs.map(\.key) == members.map(\.key))
                guard case .object(let kept)? = try? JSONReader.parse(line, keptDepth: 1) else {
                    Issue.record("members of a line that is not an object")
                    return
                }
                #expect(kept.map(\.value) == members.map(\.value))
                for member in members {
                    let text = UnsafeBufferPointer(rebasing: line[member.range])
                    #expect((try? JSONReader.parse(text, keptDepth: 0)) == member.value)
                    #expect((try? JSONReader.parse(text)) != nil)
                }
            }
        }
    }

    /// The Phone target's invariants (Fuzz/Targets/Phone.swift) on its corpus: the first
    /// byte picks the region, the form and whether only that region is allowed.
    @Test func phone() throws {
        let inputs = Self.corpus("Phone")
        #expect(inputs.count > 100)
        let regions = ["US", "GB", "DE", "BR", "AR", "IN", "JP", "BB", "RU", "IT"]
        let forms: [PhoneFormat?] = [nil, .national, .international, .e164, .rfc3966]
        for input in inputs where !input.isEmpty {
            let selector = Int(input[0])
            let value = Array(input.dropFirst())
            var options = RuleOptions()
            options.type = FieldType(rawValue: "phone")
            options.settings.phone.region = regions[selector % regions.count]
            options.settings.phone.format = forms[(selector / regions.count) % forms.count]
            if selector & 0x80 != 0 { options.settings.phone.allowedRegions = [options.settings.phone.region] }
            let rule = try options.makeRule()
            let (verdict, formatted) = rule.format(value)
            #expect(rule.status(value) == verdict.status, "\(options.settings.phone.region): \(String(decoding: value, as: UTF8.self).debugDescription)")
            if let text = String(validating: value, as: UTF8.self) { _ = AsYouType(rule: rule).format(text) }
            guard verdict.status == .passed, let formatted, options.settings.phone.format != .national else { continue }
            options.canonical = true
            let strict = try options.makeRule()
            let canonical = Array(formatted.utf8)
            #expect(strict.check(canonical).status == .passed, "\(options.settings.phone.region): \(formatted.debugDescription)")
            #expect(rule.format(canonical).formatted == formatted, "\(options.settings.phone.region): \(formatted.debugDescription)")
        }
    }

    /// The PhoneLines target's invariants (Fuzz/Targets/PhoneLines.swift) on its corpus:
    /// a buffer of lines counted by the line automaton, and the lines it hands on judged
    /// one by one, count as the lines' statuses by the rule, alone and with a list.
    @Test func phoneLines() throws {
        let inputs = Self.corpus("PhoneLines")
        #expect(inputs.count > 100)
        for input in inputs {
            let problem = StreamedReads.lineCountProblem(input)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    /// The Prompt target's invariants (Fuzz/Targets/Prompt.swift) on its corpus: bytes typed
    /// into a field or form of any type, drawn at any size.
    @Test func prompt() throws {
        let inputs = Self.corpus("Prompt").filter { $0.count >= 3 }
        #expect(inputs.count > 100)
        let types = FieldType.allCases
        for input in inputs {
            var options = RuleOptions()
            options.type = input[0] % 10 == 9 ? nil : types[Int(input[0] % 10) % types.count]
            options.maxLength = input[1] % 4 == 0 ? nil : Int(input[1] % 40) + 1
            if input[1] & 0x80 != 0 { options.separators = [Array(",".utf8)]; options.many = true }
            let rule = try options.makeRule()
            let isForm = input[2] & 1 == 1
            let fields = (0..<(isForm ? 3 : 1)).map {
                PromptField(name: "f\($0)", label: "Field \($0)", placeholder: "hint", rule: rule, value: "", listPath: "/list")
            }
            var session = PromptSession(fields: fields, timing: input[2] & 2 == 0 ? .typing : .done, isForm: isForm)
            var decoder = KeyDecoder()
            var index = 3
            while index < input.count {
                let end = min(input.count, index + 1 + Int(input[index] % 7) + 1)
                var keys = decoder.feed(input[(index + 1)..<max(index + 1, end)])
                if input[index] & 0x80 != 0 { keys += decoder.flushEscape() }
                index = end
                for key in keys where session.handle(key) == .loadList {
                    session.showList(["Alpha", "be\u{1B}[2Jta", String(decoding: input.prefix(12), as: UTF8.self)])
                }
                let width = Int(input[index - 1] % 120) + 1
                let height = Int(input[index / 2] % 50) + 1
                let frame = PromptScreen.frame(session, width: width, height: height, style: PromptStyle(colors: index % 2 == 0))
                #expect(frame.cursorRow >= 0 && frame.cursorRow < frame.lines.count)
                #expect(frame.cursorColumn < max(width, 8))
                for line in frame.lines {
                    // SGR sequences removed, what is left is visible text that fits.
                    let visible = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                    #expect(!visible.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
                    #expect(DisplayWidth.of(visible) < max(width, 8))
                }
                if let limit = options.maxLength { #expect(session.field.text.count <= limit) }
            }
        }
    }

    /// `format --in-place` on each table the InPlace fuzzer kept (its first byte: threads,
    /// chunk size, delimiter, header and its ending): the file afterwards is the original
    /// (a table error, or nothing changed) or exactly what format writes on one thread, and
    /// no temporary file is left.
    @Test func inPlace() throws {
        let inputs = Self.corpus("InPlace")
        #expect(inputs.count > 100)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-inplace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "name --type name\nzip --type zip --optional\nphone --type phone\n"
        func columns() throws -> [(column: String, place: String, rule: Rule)] {
            let declarations = try FieldsFile.parse(Array(text.utf8), path: "f.fields", interface: FieldCheckInterface.make(), initial: Invocation())
            var options: [RuleOptions] = []
            return try Program.columns(declarations, path: "f.fields", fromSchema: false, options: &options)
        }
        let path = folder.appendingPathComponent("t.csv").path
        // (Table errors are said on stderr, in this process: not in the test log.)
        let savedError = dup(2), null = open("/dev/null", O_WRONLY)
        dup2(null, 2)
        defer {
            dup2(savedError, 2)
            close(savedError)
            close(null)
        }
        for input in inputs where !input.isEmpty {
            let options = input[0]
            let delimiter: UInt8 = options & 0x20 != 0 ? 0x3B : 0x2C
            var table: [UInt8] = []
            if options & 0x40 == 0 {
                table = Array("name,zip,phone".utf8).map { $0 == 0x2C ? delimiter : $0 } + (options & 0x80 != 0 ? [0x0D] : [0x0A])
            }
            table += input.dropFirst()
            try Data(table).write(to: URL(fileURLWithPath: path))
            func command(threads: Int, inPlace: Bool) throws -> TableCommand {
                var output = OutputOptions()
                output.threads = threads
                output.inPlace = inPlace
                var command = TableCommand(
                    formatting: true, columns: try columns(), output: output, delimiter: delimiter, files: [], inPlace: inPlace,
                    makeColumns: { try? columns() })
                command.chunkSize = 16 << Int((options >> 2) & 7)
                return command
            }
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            var expected = OutputStream.captured()
            let outcome = try command(threads: 1, inPlace: false).runOne(
                Input.probe(descriptor), name: "t.csv", .init(messagePrefix: "", lineName: nil, reportName: nil), &expected)
            close(descriptor)
            guard case .finished(_, let structural, let changed, _, _) = outcome else {
                Issue.record("format failed on \(input.prefix(40))")
                continue
            }
            var unused = OutputStream.captured()
            _ = try command(threads: 1 + Int(options & 3), inPlace: true).runFile(Array(path.utf8), showNames: false, &unused)
            let after = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(after == (structural || !changed ? table : expected.buffer.bytes), "\(input.prefix(40))")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["t.csv"])
        }
    }
}
