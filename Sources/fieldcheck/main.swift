#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// A closed pipe ends fieldcheck as it ends grep, even when the parent ignored SIGPIPE.
signal(SIGPIPE, SIG_DFL)

// Arguments as raw bytes: CommandLine.arguments would turn invalid UTF-8 into U+FFFD.
var arguments: [[UInt8]] = []
arguments.reserveCapacity(Int(CommandLine.argc))
for index in 1..<Int(CommandLine.argc) {
    guard let pointer = CommandLine.unsafeArgv[index] else { continue }
    arguments.append(Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) })
}
exit(Program.run(arguments))
