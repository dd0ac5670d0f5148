import ArgumentParsing
import FieldCheck
import Foundation
import Testing

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
            var start = 0
            var open = false
            while start < input.count {
                let step = input.withUnsafeBufferPointer {
                    CSVParser.parse($0, from: start, delimiter: 0x2C, atEnd: true)
                }
                switch step {
                case .record(let record, let next):
                    raws += input[record.raw]
                    #expect(next > start)
                    start = next
                case .needMore:
                    Issue.record("needMore at the end of the input")
                    start = input.count
                case .unterminatedQuote:
                    open = true
                    start = input.count
                }
            }
            if !open { #expect(raws == input) }
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
}
