#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FieldCheck

// SIGPIPE is left as the parent set it, as grep leaves it: by default a closed pipe ends
// the run by the signal (`| head -1`); where it is ignored (Python's subprocess, many
// supervisors) the write fails, and the run ends with one line on stderr and exit 2.

// Arguments as raw bytes: CommandLine.arguments would turn invalid UTF-8 into U+FFFD.
var arguments: [[UInt8]] = []
arguments.reserveCapacity(Int(CommandLine.argc))
for index in 1..<Int(CommandLine.argc) {
    guard let pointer = CommandLine.unsafeArgv[index] else { continue }
    arguments.append(Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) })
}
// FIELDCHECK_REFERENCE=1: every fast tier off (see JudgingMode), before any rule is made.
JudgingMode.reference = JudgingMode.isOn(getenv("FIELDCHECK_REFERENCE").map { String(cString: $0) })
exit(Program.run(arguments))
