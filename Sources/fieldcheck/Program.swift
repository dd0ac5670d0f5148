import ArgumentParsing
import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Entry point logic: parse, dispatch, and turn every failure into a message and an exit status.
enum Program {
    static func run(_ arguments: [[UInt8]]) -> Int32 {
        let interface = FieldCheckInterface.make()
        let outcome: ParseOutcome<Invocation>
        do {
            outcome = try interface.parse(arguments)
        } catch {
            writeError(interface.report(error))
            return 2
        }
        switch outcome {
        case .version:
            return printOut(interface.versionText + "PCRE2 \(CompiledPattern.libraryVersion)\n")
        case .help(let command, let long):
            let text = long
                ? interface.longHelp(command: command, width: min(Terminal.width(), 100))
                : interface.shortHelp(command: command)
            return printOut(text)
        case .run(let command, let config):
            if let kind = config.generate.flatMap(GeneratedFile.init(rawValue:)) {
                return printOut(kind.render(interface))
            }
            switch command {
            case "types":
                return TypesCommand(type: config.typeName).run()
            case "format":
                guard let rule = makeRule(config) else { return 2 }
                return FormatCommand(rule: rule, output: config.output, values: config.values).run()
            default:
                guard let rule = makeRule(config) else { return 2 }
                return CheckCommand(rule: rule, output: config.output, values: config.values).run()
            }
        }
    }

    /// The rule of the command line; `nil` after reporting why it cannot be built.
    static func makeRule(_ config: Invocation) -> Rule? {
        do {
            return try config.rules.makeRule()
        } catch {
            writeError("fieldcheck: error: \(error.message)\n")
            return nil
        }
    }

    /// Writes text to stdout; 0, or 2 with a message when it cannot be written.
    static func printOut(_ text: String) -> Int32 {
        var stdout = OutputStream(descriptor: 1, name: "standard output")
        stdout.buffer.append(contentsOf: text.utf8)
        do {
            try stdout.flush()
        } catch {
            return fail(error)
        }
        return 0
    }

    /// An I/O failure: a closed pipe ends the run quietly (as SIGPIPE would end grep);
    /// anything else is reported, exit 2.
    static func fail(_ error: SystemError) -> Int32 {
        if error.isBrokenPipe { return 141 }
        writeError("fieldcheck: error: \(error.message)\n")
        return 2
    }
}
