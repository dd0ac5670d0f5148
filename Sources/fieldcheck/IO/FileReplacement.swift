import CSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A regular file rewritten so that it cannot be lost (`format --in-place`, `suggest --add`).
///
/// The new contents go to a temporary file beside the file (beside the file a symlink
/// names: the link stays), under an unguessable name made exclusively, readable by its
/// owner alone until it is committed. `commit` gives it the file's owner and group (where
/// they cannot be given, the set-user-ID and set-group-ID bits are dropped, as cp does), its
/// mode and its extended attributes (ACLs among them), flushes it to disk, checks that the
/// file did not change while it was read (its size, its modification time, all of it read,
/// its name still naming it), and only then renames it over the file. Until then the
/// original is whole: any error removes the temporary file and leaves the original as it
/// was. A signal that ends the run removes it too (`TemporaryFileCleanup`); only SIGKILL can
/// leave one behind, under a name that no later run will ever want, and the next rewrite of
/// the file says so and removes it (`sweepLeftovers`).
///
/// Refused, with the original untouched: anything but a regular file (a FIFO, a device,
/// `/dev/stdin`: sed -i refuses them too), a file without write permission in its mode, and
/// a file with other hard links (a rename would part them: the other names would keep the
/// old contents) unless `breakingHardLinks`.
final class FileReplacement {
    /// The path as given, for messages.
    let shown: String
    /// The temporary file, open for writing the new contents.
    let output: Int32
    /// The folder of the file the path names, held open: the temporary file is made,
    /// checked and renamed in it, whatever happens to the path meanwhile.
    private let folder: Int32
    private let name: [UInt8]
    private let temporaryName: [UInt8]
    /// The file as it was when the rewrite began; nil for a new file.
    private let original: stat?
    private let cleanup: TemporaryFileCleanup.Saved
    private var finished = false

    /// Begins the rewrite of the regular file open as `input` (read from its start), which
    /// `path` names.
    convenience init(replacing input: Int32, path: [UInt8], breakingHardLinks: Bool) throws(SystemError) {
        let shown = BytePath.display(path)
        var info = stat()
        if fstat(input, &info) != 0 { throw SystemError(file: shown, code: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw SystemError(file: shown, detail: "not a regular file (--in-place rewrites regular files only)")
        }
        if info.st_nlink > 1 && !breakingHardLinks {
            throw SystemError(
                file: shown,
                detail: "it has \(info.st_nlink) hard links, which a rewrite would part (--break-hard-links rewrites it anyway)")
        }
        // Read-only by its mode (also for root, whom access(2) lets write anything).
        if info.st_mode & 0o222 == 0 { throw SystemError(file: shown, code: EACCES, doing: "cannot write") }
        guard let target = BytePath.resolved(path) else { throw SystemError(file: shown, code: errno) }
        try self.init(shown: shown, at: target, original: info) { (folder, name) throws(SystemError) in
            try Self.expectSameFile(folder, name, info, shown)
            if BytePath.withCString(name, { faccessat(folder, $0, W_OK, 0) }) != 0 {
                throw SystemError(file: shown, code: errno, doing: "cannot write")
            }
        }
    }

    /// Begins writing a new file at `path` (which does not exist yet): committed only if
    /// no file took the name meanwhile.
    convenience init(creating path: [UInt8]) throws(SystemError) {
        try self.init(shown: BytePath.display(path), at: path, original: nil) { (_, _) throws(SystemError) in }
    }

    /// The folder of `target` opened, `check` passed on it and the name, and the temporary
    /// file made: readable by its owner alone for a rewrite (it gets the original's mode
    /// when committed), with the mode a new file gets (the umask applies) for a new one.
    private init(
        shown: String, at target: [UInt8], original: stat?, check: (Int32, [UInt8]) throws(SystemError) -> Void
    ) throws(SystemError) {
        let (folderPath, name) = BytePath.split(target)
        let folder = try Self.openFolder(folderPath, shown)
        do throws(SystemError) {
            try check(folder, name)
            Self.sweepLeftovers(in: folder, for: name, shown)
            (temporaryName, output, cleanup) = try Self.createTemporary(
                in: folder, for: name, mode: original == nil ? 0o666 : 0o600, shown)
        } catch {
            close(folder)
            throw error
        }
        self.shown = shown
        self.folder = folder
        self.name = name
        self.original = original
    }

    deinit {
        if !finished { discard() }
    }

    /// Puts the new contents in the file's place; `input` is the original, read to its end.
    /// On any error the original stays as it was and the temporary file is removed.
    func commit(input: Int32) throws(SystemError) {
        do throws(SystemError) {
            if let original { try carryOver(original, from: input) }
            if fsync(output) != 0 { throw SystemError(file: shown, code: errno, doing: "cannot write") }
            if let original { try expectUnchanged(original, input) }
            try TemporaryFileCleanup.withSignalsBlocked { () throws(SystemError) in
                let failure: Int32
                if original != nil {
                    failure = Self.at(folder, temporaryName, name) { renameat(folder, $0, folder, $1) } ? 0 : errno
                } else {
                    // A new file: linked, which fails where the name was taken meanwhile.
                    failure = Self.at(folder, temporaryName, name) { linkat(folder, $0, folder, $1, 0) } ? 0 : errno
                    if failure == 0 { _ = BytePath.withCString(temporaryName) { unlinkat(folder, $0, 0) } }
                }
                if failure != 0 { throw SystemError(file: shown, code: failure, doing: "cannot write") }
                TemporaryFileCleanup.disarm(cleanup)
                finished = true
            }
        } catch {
            discard()
            throw error
        }
        // The rename itself on disk (an error here is too late to undo anything).
        fsync(folder)
        close(output)
        close(folder)
    }

    /// Removes the temporary file; the original stays as it was.
    func discard() {
        guard !finished else { return }
        finished = true
        try? TemporaryFileCleanup.withSignalsBlocked { () throws(SystemError) in
            _ = BytePath.withCString(temporaryName) { unlinkat(folder, $0, 0) }
            TemporaryFileCleanup.disarm(cleanup)
        }
        close(output)
        close(folder)
    }

    /// Owner and group (or, where they cannot be given, no set-ID bits), mode, and extended
    /// attributes, from the original.
    private func carryOver(_ original: stat, from input: Int32) throws(SystemError) {
        var mode = original.st_mode & 0o7777
        if fchown(output, original.st_uid, original.st_gid) != 0 {
            // Not root, and the file is someone else's: keep what can be kept, as cp does.
            _ = fchown(output, uid_t.max, original.st_gid)
            mode &= ~0o6000
        }
        if fchmod(output, mode) != 0 { throw SystemError(file: shown, code: errno, doing: "cannot write") }
        try copyAttributes(from: input)
        // A folder's default ACL gave the new file an access ACL the original did not have
        // (and with it a mask in place of the group's bits): removed, and the mode set again.
        if Self.hasAttribute(output, Self.accessACL) && !Self.hasAttribute(input, Self.accessACL) {
            if fremovexattr(output, Self.accessACL) != 0 && errno != ENODATA {
                throw SystemError(file: shown, code: errno, doing: "cannot write it without the folder's default ACL")
            }
            if fchmod(output, mode) != 0 { throw SystemError(file: shown, code: errno, doing: "cannot write") }
        }
    }

    /// The extended attribute that holds a file's POSIX access ACL.
    static let accessACL = "system.posix_acl_access"

    static func hasAttribute(_ descriptor: Int32, _ name: String) -> Bool {
        fgetxattr(descriptor, name, nil, 0) >= 0
    }

    /// Every extended attribute of `input` set on the new file (POSIX ACLs are the
    /// attributes `system.posix_acl_access` and `system.posix_acl_default`).
    private func copyAttributes(from input: Int32) throws(SystemError) {
        var names = [CChar](repeating: 0, count: 1024)
        var size: Int
        while true {
            size = flistxattr(input, &names, names.count)
            if size >= 0 { break }
            if errno == ENOTSUP { return }  // a file system without them
            guard errno == ERANGE else { throw SystemError(file: shown, code: errno, doing: "cannot read its extended attributes") }
            names = [CChar](repeating: 0, count: names.count * 4)
        }
        var start = 0
        while start < size {
            let end = names[start..<size].firstIndex(of: 0) ?? size
            let attribute = String(decoding: names[start..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            try copyAttribute(Array(names[start..<end]) + [0], attribute, from: input)
            start = end + 1
        }
    }

    private func copyAttribute(_ key: [CChar], _ attribute: String, from input: Int32) throws(SystemError) {
        func value(_ descriptor: Int32) -> [UInt8]? {
            while true {
                let length = fgetxattr(descriptor, key, nil, 0)
                if length < 0 { return nil }
                var bytes = [UInt8](repeating: 0, count: length)
                let read = fgetxattr(descriptor, key, &bytes, length)
                if read >= 0 { return Array(bytes[0..<read]) }
                if errno != ERANGE { return nil }
            }
        }
        guard let bytes = value(input) else {
            if errno == ENODATA { return }  // removed meanwhile
            throw SystemError(file: shown, code: errno, doing: "cannot read its extended attribute \(attribute)")
        }
        if fsetxattr(output, key, bytes, bytes.count, 0) == 0 { return }
        let failure = errno
        // One the file system set by itself, to the same value, is no loss.
        if value(output) == bytes { return }
        throw SystemError(file: shown, code: failure, doing: "cannot copy its extended attribute \(attribute)")
    }

    /// The file read whole and not changed since the rewrite began, and its name still its own.
    private func expectUnchanged(_ original: stat, _ input: Int32) throws(SystemError) {
        var now = stat()
        if fstat(input, &now) != 0 { throw SystemError(file: shown, code: errno) }
        let read = lseek(input, 0, SEEK_CUR)
        if now.st_size != original.st_size || now.st_mtim.tv_sec != original.st_mtim.tv_sec
            || now.st_mtim.tv_nsec != original.st_mtim.tv_nsec || read != now.st_size
        {
            throw SystemError(file: shown, detail: "it changed while it was being rewritten: left as it is")
        }
        try Self.expectSameFile(folder, name, original, shown)
    }

    /// Whether `name` in `folder` is still the file described by `info`.
    private static func expectSameFile(_ folder: Int32, _ name: [UInt8], _ info: stat, _ shown: String) throws(SystemError) {
        var named = stat()
        if BytePath.withCString(name, { fstatat(folder, $0, &named, AT_SYMLINK_NOFOLLOW) }) != 0 {
            throw SystemError(file: shown, code: errno)
        }
        if named.st_dev != info.st_dev || named.st_ino != info.st_ino {
            throw SystemError(file: shown, detail: "its name was given to another file while it was being rewritten: left as it is")
        }
    }

    private static func openFolder(_ path: [UInt8], _ shown: String) throws(SystemError) -> Int32 {
        var folder = BytePath.withCString(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        // A folder that may be written but not listed (mode -wx) can still be named in.
        if folder < 0 && errno == EACCES { folder = BytePath.withCString(path) { open($0, FC_O_PATH | O_DIRECTORY | O_CLOEXEC) } }
        if folder < 0 { throw SystemError(file: shown, code: errno, doing: "cannot open its folder") }
        return folder
    }

    /// The first bytes of the temporary files of `name`'s rewrites.
    private static func temporaryStem(_ name: [UInt8]) -> [UInt8] {
        // (A prefix of a long name, so that the whole stays within NAME_MAX, 255 bytes.)
        [0x2E] + name.prefix(200) + Array(".fieldcheck-".utf8)
    }

    /// Temporary files of earlier rewrites of `name` that a SIGKILL (which nothing can clean
    /// up after) left beside it: each said on stderr, and removed when the process that made
    /// it no longer exists (its PID is in the name). Names of fieldcheck 0.5 and before (no
    /// PID) are only said: whether their run still goes on cannot be told.
    static func sweepLeftovers(in folder: Int32, for name: [UInt8], _ shown: String) {
        let stem = temporaryStem(name)
        let listing = dup(folder)
        guard listing >= 0 else { return }
        guard let directory = fdopendir(listing) else {
            close(listing)
            return
        }
        defer { closedir(directory) }
        rewinddir(directory)
        var found: [(name: [UInt8], pid: pid_t?)] = []
        while let entry = readdir(directory) {
            // (Read where the entry holds it, up to its NUL: the record may be shorter than
            // `d_name`'s 256 bytes, so the field is never copied whole.)
            guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { continue }
            let namePointer = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
            let entryName = Array(UnsafeRawBufferPointer(start: namePointer, count: strlen(namePointer)))
            guard entryName.count > stem.count, entryName.starts(with: stem) else { continue }
            let rest = entryName[stem.count...]
            let isAlphanumeric = { (byte: UInt8) in (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) }
            if let dash = rest.firstIndex(of: 0x2D), dash > rest.startIndex, rest[..<dash].count <= 10,
                rest[..<dash].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), rest[(dash + 1)...].count == 8,
                rest[(dash + 1)...].allSatisfy(isAlphanumeric), let pid = Int32(String(decoding: rest[..<dash], as: UTF8.self))
            {
                found.append((entryName, pid))
            } else if rest.count == 12, rest.allSatisfy(isAlphanumeric) {
                found.append((entryName, nil))
            }
        }
        let folderShown = shown.contains("/") ? String(shown[..<(shown.lastIndex(of: "/") ?? shown.startIndex)]) + "/" : ""
        for (leftover, pid) in found {
            let leftoverShown = folderShown + BytePath.display(leftover)
            guard let pid, pid > 0, pid != getpid() else {
                writeError("fieldcheck: warning: \(leftoverShown) is left from an earlier rewrite of \(shown) (fieldcheck 0.5 or before, or a run killed with SIGKILL); remove it once no fieldcheck runs on it\n")
                continue
            }
            if kill(pid, 0) == 0 || errno == EPERM {
                writeError("fieldcheck: warning: \(leftoverShown) belongs to a rewrite of \(shown) that is still running (process \(pid)): left as it is\n")
                continue
            }
            if BytePath.withCString(leftover, { unlinkat(folder, $0, 0) }) == 0 {
                writeError("fieldcheck: removed \(leftoverShown), left by a rewrite of \(shown) that was killed (process \(pid) no longer runs)\n")
            }
        }
    }

    /// A new file in `folder`, `.NAME.fieldcheck-`, this process's PID, `-` and eight
    /// random letters and digits (made with O_EXCL: tried again on the rare name taken),
    /// named for the signal handlers before any signal can see it. (The PID tells a later
    /// run whether a leftover's process still runs: `sweepLeftovers`.)
    private static func createTemporary(
        in folder: Int32, for name: [UInt8], mode: mode_t, _ shown: String
    ) throws(SystemError) -> ([UInt8], Int32, TemporaryFileCleanup.Saved) {
        let stem = temporaryStem(name) + Array("\(getpid())-".utf8)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        var random = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let candidate = stem + (0..<8).map { _ in letters[Int(random.next(upperBound: UInt64(letters.count)))] }
            let (descriptor, failure, saved) = try TemporaryFileCleanup.withSignalsBlocked {
                () throws(SystemError) -> (Int32, Int32, TemporaryFileCleanup.Saved?) in
                let descriptor = BytePath.withCString(candidate) {
                    openat(folder, $0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
                }
                if descriptor < 0 { return (descriptor, errno, nil) }
                return (descriptor, 0, TemporaryFileCleanup.arm(folder: folder, name: candidate))
            }
            if let saved { return (candidate, descriptor, saved) }
            if failure != EEXIST { throw SystemError(file: shown, code: failure, doing: "cannot write beside it") }
        }
        throw SystemError(file: shown, code: EEXIST, doing: "cannot write beside it")
    }

    /// A call with two names as C strings.
    private static func at(
        _ folder: Int32, _ first: [UInt8], _ second: [UInt8], _ call: (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32
    ) -> Bool {
        BytePath.withCString(first) { one in BytePath.withCString(second) { two in call(one, two) } } == 0
    }
}
