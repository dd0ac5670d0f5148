import FieldCheckReference
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FieldCheck
import Generators

// Writes a generated source file of the runtime library to standard output:
//   fieldcheck-generate line-automaton    Sources/FieldCheck/Generated/NANPLineAutomatonData.swift
// (scripts/generate-line-automaton runs it.)
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "line-automaton"?:
    print(lineAutomatonDataSource(NANPLineAutomaton.Tables(walk: NANPReading.walk)), terminator: "")
default:
    let usage = "usage: fieldcheck-generate line-automaton\n"
    _ = write(2, usage, usage.utf8.count)
    exit(2)
}
