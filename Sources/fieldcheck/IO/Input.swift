#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An input as found once, when it is opened (`fstat`, `isatty`), for every decision made
/// about it: how many threads check it (`Parallelism.threads`), whether the chunk pipeline
/// reads it from the checking threads (a regular file) or from a reader thread of its own
/// (a pipe, a terminal), whether values typed on a terminal are announced, and whether a
/// FILE argument is a folder to refuse.
struct Input {
    enum Kind: Equatable {
        /// Values given as arguments: nothing to read.
        case arguments
        case regularFile
        case directory
        case terminal
        /// A pipe, a FIFO, a socket, a device.
        case stream
    }

    /// -1 for arguments.
    let descriptor: Int32
    let kind: Kind
    /// Bytes already read from a pipe to see what it holds (`FirstBytes`): the readers take
    /// them before they read the descriptor.
    var prefix: [UInt8] = []

    static let arguments = Input(descriptor: -1, kind: .arguments)

    /// What `descriptor` is open on.
    static func probe(_ descriptor: Int32) -> Input {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return Input(descriptor: descriptor, kind: .stream) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return Input(descriptor: descriptor, kind: .regularFile)
        case S_IFDIR: return Input(descriptor: descriptor, kind: .directory)
        default: return Input(descriptor: descriptor, kind: Terminal.isTerminal(descriptor) ? .terminal : .stream)
        }
    }

    var isTerminal: Bool { kind == .terminal }
    var isRegularFile: Bool { kind == .regularFile }
}

/// read(2) into `target`, the bytes of `prefix` first (taken from it): what the readers of an
/// input call, so that bytes read ahead to see what it is (`Input.prefix`) come first.
func readTakingPrefix(_ descriptor: Int32, _ prefix: inout [UInt8], _ target: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    guard !prefix.isEmpty else {
        let got = read(descriptor, target, count)
        Progress.add(bytes: got)
        return got
    }
    let taken = min(count, prefix.count)
    prefix.withUnsafeBufferPointer { if let base = $0.baseAddress { target.update(from: base, count: taken) } }
    prefix.removeFirst(taken)
    return taken
}
