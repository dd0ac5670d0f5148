#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FieldCheck

/// One small FILE checked by a worker thread: its output, kept until its turn.
final class FileSlot: @unchecked Sendable {
    var output = OutputStream.captured()
    var result: TableCommand.FileResult?
}

extension TableCommand {
    /// The FILE arguments from the start of `paths` that are small regular files (each less
    /// than `Parallelism.smallFileLimit`), when files may be checked side by side: several threads, not
    /// `--in-place` (each rewrite renames in turn) nor `--jsonl` (its messages are written
    /// as they come).
    func smallFiles(_ paths: ArraySlice<[UInt8]>) -> ArraySlice<[UInt8]> {
        guard !inPlace, !jsonLines, !jsonArray, !files.isEmpty, Parallelism.threads(output.threads) > 1 else {
            return paths.prefix(0)
        }
        let limit = Parallelism.smallFileLimit()
        var end = paths.startIndex
        while end < paths.endIndex {
            let bytes = paths[end]
            guard bytes != Array("-".utf8) else { break }
            let named = TableFormat(path: bytes)
            guard formatGiven || named.layout == .csv || named.layout == .tsv else { break }
            var info = stat()
            let found = (bytes + [0]).withUnsafeBufferPointer { pointer in
                pointer.withMemoryRebound(to: CChar.self) { chars -> Bool in
                    guard let base = chars.baseAddress else { return false }
                    return stat(base, &info) == 0
                }
            }
            guard found, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) < limit else { break }
            end += 1
        }
        return paths[paths.startIndex..<end]
    }

    /// Small files checked side by side, each by one worker thread with rules of its own,
    /// and written in their order through `handle` (which may end the run: its status is
    /// returned). A fixed number of files is ahead of the one being written.
    func runSideBySide(
        _ batch: ArraySlice<[UInt8]>, showNames: Bool, _ stdout: inout OutputStream,
        _ handle: (FileResult, inout OutputStream) -> Int32?
    ) -> Int32? {
        let threads = Parallelism.threads(output.threads)
        var workers = [worker(columns)]
        for _ in 1..<min(threads, batch.count) {
            guard let more = makeColumns() else { break }
            workers.append(worker(more))
        }
        let files = Array(batch)
        let slots = files.map { _ in FileSlot() }
        let monitor = Monitor()
        var next = 0, written = 0, cancelled = false
        let ahead = 4 * workers.count
        var threadsStarted: [WorkerThread] = []
        let placements = CorePlacement.spread(workers.count)
        for (worker, placement) in zip(workers, placements) {
            let started = WorkerThread.start(placement: placement) {
                while true {
                    monitor.lock()
                    while next < files.count && next >= written + ahead && !cancelled { monitor.wait() }
                    if cancelled || next >= files.count {
                        monitor.unlock()
                        return
                    }
                    let index = next
                    next += 1
                    monitor.unlock()
                    let slot = slots[index]
                    let result = worker.runFile(files[index], showNames: showNames, &slot.output)
                    monitor.lock()
                    slot.result = result
                    monitor.broadcast()
                    monitor.unlock()
                }
            }
            if let started { threadsStarted.append(started) }
        }
        defer {
            monitor.lock()
            cancelled = true
            monitor.broadcast()
            monitor.unlock()
            threadsStarted.forEach { $0.join() }
        }
        for (index, slot) in slots.enumerated() {
            monitor.lock()
            while slot.result == nil && !threadsStarted.isEmpty { monitor.wait() }
            let result = slot.result
            monitor.unlock()
            let outcome: FileResult
            if let result {
                outcome = result
            } else {
                // No thread could be started: this file here.
                outcome = runFile(files[index], showNames: showNames, &slot.output)
            }
            do throws(SystemError) {
                try stdout.append(captured: &slot.output)
            } catch {
                return handle(.opened(.failed(error)), &stdout)
            }
            if let status = handle(outcome, &stdout) { return status }
            monitor.lock()
            written = index + 1
            monitor.broadcast()
            monitor.unlock()
        }
        // As each file's run ends: everything out before what comes next.
        do throws(SystemError) {
            try stdout.flush()
        } catch {
            return handle(.opened(.failed(error)), &stdout)
        }
        return nil
    }

    /// The same command for a worker thread: rules and per-file state of its own, one thread.
    func worker(_ columns: [(column: String, place: String, rule: Rule)]) -> TableCommand {
        var output = self.output
        output.threads = 1
        var copy = TableCommand(
            formatting: formatting, columns: columns, output: output, delimiter: delimiter, formatGiven: formatGiven, files: files,
            inPlace: inPlace, jsonLines: jsonLines, header: header)
        copy.jsonArray = jsonArray
        copy.delimiterGiven = delimiterGiven
        copy.compression = compression
        copy.compressionGiven = compressionGiven
        copy.transcoding = transcoding
        copy.fieldsMatch = fieldsMatch
        copy.shownNames = shownNames
        copy.resourceName = resourceName
        copy.dialect = dialect
        return copy
    }
}
