import Foundation
import Testing

/// The result of one run of the binary.
struct Run {
    var status: Int32
    var stdout: Data
    var stderr: Data
    var out: String { String(decoding: stdout, as: UTF8.self) }
    var err: String { String(decoding: stderr, as: UTF8.self) }
    var lines: [String] { out.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

/// The repository root (this file is Tests/EndToEndTests/Support.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The built binary: `FIELDCHECK_BINARY`, or the one beside the test bundle.
let binary: URL = {
    if let path = ProcessInfo.processInfo.environment["FIELDCHECK_BINARY"] { return URL(fileURLWithPath: path) }
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("fieldcheck")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return candidate
        }
        directory = directory.deletingLastPathComponent()
    }
    return repositoryRoot.appendingPathComponent(".build/debug/fieldcheck")
}()

/// Runs an executable with arguments given as bytes, feeding `input` on stdin.
func runProgram(
    _ executable: URL, _ arguments: [[UInt8]], input: Data = Data(), environment: [String: String] = [:]
) throws -> Run {
    let process = Process()
    process.executableURL = executable
    // Process takes Strings: arguments that are not UTF-8 go through `shell` and printf.
    process.arguments = arguments.map { String(decoding: $0, as: UTF8.self) }
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    // Files, not pipes: nothing can fill up and block, and no threads are needed.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inURL = directory.appendingPathComponent("in"), outURL = directory.appendingPathComponent("out")
    let errURL = directory.appendingPathComponent("err")
    try input.write(to: inURL)
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let inHandle = try FileHandle(forReadingFrom: inURL)
    let outHandle = try FileHandle(forWritingTo: outURL), errHandle = try FileHandle(forWritingTo: errURL)
    process.standardInput = inHandle
    process.standardOutput = outHandle
    process.standardError = errHandle
    try process.run()
    process.waitUntilExit()
    try inHandle.close()
    try outHandle.close()
    try errHandle.close()
    let out = try Data(contentsOf: outURL), err = try Data(contentsOf: errURL)
    return Run(status: process.terminationStatus, stdout: out, stderr: err)
}

/// Runs fieldcheck with text arguments.
func fieldcheck(_ arguments: String..., input: String = "", environment: [String: String] = [:]) throws -> Run {
    try runProgram(binary, arguments.map { Array($0.utf8) }, input: Data(input.utf8), environment: environment)
}

/// Runs a shell command line (bash -c) with `FIELDCHECK` set to the binary; for raw bytes,
/// pipes and redirections.
func shell(_ script: String, input: Data = Data()) throws -> Run {
    try runProgram(
        URL(fileURLWithPath: "/bin/bash"), [Array("-c".utf8), Array(script.utf8)], input: input,
        environment: ["FIELDCHECK": binary.path])
}

func fieldcheck(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Run {
    try runProgram(binary, arguments.map { Array($0.utf8) }, input: Data(input.utf8), environment: environment)
}

/// A folder of its own for a test, removed after it.
final class ScratchFolder {
    let path: String
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("fieldcheck-scratch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes a file (its folders made as needed); its path.
    @discardableResult func write(_ name: String, _ text: String) throws -> String {
        try write(name, Data(text.utf8))
    }

    @discardableResult func write(_ name: String, _ bytes: Data) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try bytes.write(to: URL(fileURLWithPath: file))
        return file
    }
}
