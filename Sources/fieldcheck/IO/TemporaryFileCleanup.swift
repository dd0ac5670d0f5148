#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// Read by the signal handler: set only while the signals it handles are blocked.
nonisolated(unsafe) private var cleanupFolder: Int32 = -1
nonisolated(unsafe) private var cleanupName: UnsafeMutablePointer<CChar>?

/// The one temporary file a rewrite has open, removed if SIGINT, SIGTERM, SIGHUP, SIGQUIT
/// or SIGPIPE (stderr closed) ends the run before it is renamed: the handler unlinks it
/// (async-signal-safe) and dies of the same signal with its default action. A signal that
/// the parent ignored stays ignored (a background job's SIGINT, nohup's SIGHUP). The
/// file's name is set and cleared with those signals blocked, so no signal sees half of a
/// change; SIGXFSZ is ignored meanwhile, so a file size limit fails a write (EFBIG, the
/// original kept) instead of killing the run with the file left behind.
enum TemporaryFileCleanup {
    static let endings: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE]

    /// The actions in force before `arm`, restored by `disarm`.
    struct Saved {
        fileprivate var actions: [(Int32, sigaction)] = []
    }

    /// Blocks the ending signals on this thread for `body` (threads started meanwhile
    /// inherit the mask: none are).
    static func withSignalsBlocked<Result>(_ body: () throws(SystemError) -> Result) throws(SystemError) -> Result {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for number in endings { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// Names the file to remove (`name` in the folder `folder`) and installs the handlers;
    /// called with the signals blocked.
    static func arm(folder: Int32, name: [UInt8]) -> Saved {
        let text = UnsafeMutablePointer<CChar>.allocate(capacity: name.count + 1)
        for (index, byte) in name.enumerated() { text[index] = CChar(bitPattern: byte) }
        text[name.count] = 0
        cleanupFolder = folder
        cleanupName = text
        var saved = Saved()
        for number in endings + [SIGXFSZ] {
            var old = sigaction()
            guard sigaction(number, nil, &old) == 0 else { continue }
            if number != SIGXFSZ && isIgnored(old) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = number == SIGXFSZ ? SIG_IGN : removeAndDie
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            if sigaction(number, &action, nil) == 0 { saved.actions.append((number, old)) }
        }
        return saved
    }

    static func isIgnored(_ action: sigaction) -> Bool {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Forgets the file (renamed or removed) and puts the old actions back; called with the
    /// signals blocked.
    static func disarm(_ saved: Saved) {
        for (number, old) in saved.actions {
            var action = old
            sigaction(number, &action, nil)
        }
        cleanupName?.deallocate()
        cleanupName = nil
        cleanupFolder = -1
    }
}

private let removeAndDie: @convention(c) (Int32) -> Void = { number in
    if let name = cleanupName { unlinkat(cleanupFolder, name, 0) }
    signal(number, SIG_DFL)
    raise(number)
}
