#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FieldCheck

/// What each pipeline thread waits on (its monitor's conditions): the worker threads, for a
/// chunk to check or to read; the calling thread, for the next chunk in line to be checked
/// (or one to check or read meanwhile); the reader thread, for room for a chunk.
private enum Waiting { static let worker = 0, caller = 1, room = 2 }

/// One input checked on several threads: chunks of whole records are read in turn (each
/// record keeps the number one reader gives it), checked into outputs of their own, and
/// written by the calling thread in input order: the same bytes as one thread writes. A
/// fixed number of chunks is in flight, so memory does not grow with the input. An input
/// that fits in one chunk is checked on the calling thread, with no thread started.
///
/// `threads` threads check: the calling thread and `threads - 1` worker threads. A regular
/// file is read by whichever of them finds no chunk to check (one at a time): on 2 cores a
/// reader thread of its own took the core from a checker for each chunk it read, and each
/// wake-up of a thread that only waits (to read, to write) cost as much again. A pipe or a
/// terminal gets a reader thread, since a read may wait for input as long as it likes.
final class ChunkPipeline<Summary>: @unchecked Sendable {
    enum Records {
        /// Lines (or NUL-terminated values); `numbered`: their numbers are printed, so each
        /// chunk's records are counted (else numbers are not kept).
        case lines(terminator: UInt8, numbered: Bool)
        /// CSV records, whose quoted cells may hold line breaks.
        case csv(delimiter: UInt8)
    }

    let descriptor: Int32
    let name: String
    let records: Records
    let threads: Int
    /// A chunk is cut once it holds this much (or sooner, when a pipe has nothing more yet).
    let chunkSize: Int
    /// Chunks read, being checked, or waiting to be written.
    let inFlight: Int
    /// The first chunk is cut only once it holds this many records (or the input ends):
    /// `infer` chooses its rules from the first chunk's rows, the same whatever the reads.
    let firstRecords: Int
    /// The first record is a table's header: past the record bound it ends the input at
    /// once (nothing after it could be read), not read past.
    var headerFirst = false
    private let isRegularFile: Bool

    private let monitor = Monitor(conditions: 3)
    // Guarded by `monitor`:
    private var spare: [Chunk<Summary>] = []
    private var made = 0
    private var toCheck: [Chunk<Summary>] = []
    private var toWrite: [Chunk<Summary>] = []
    private var readingDone = false
    private var cancelled = false
    /// The checking threads read the input themselves (no reader thread).
    private var readsHere = false
    /// Checking threads look again before they sleep (see `spinLimit`): when they read a
    /// file themselves and each may have a core of its own.
    private var spinsFirst = false
    /// A checking thread is reading a chunk.
    private var reading = false
    private var workersWaiting = 0
    private var callerWaiting = false

    // The reader's own (whoever reads: the calling thread first, then the reader thread or
    // the checking thread that holds `reading`, the monitor passing it from one to the next):
    /// Bytes after the last cut, carried into the next chunk.
    private var carry: [UInt8] = []
    private var recordsSoFar = 0
    private var lineBreaksSoFar = 0
    private var chunksSoFar = 0

    init(input: Input, name: String, records: Records, threads: Int, chunkSize: Int = Parallelism.chunkSize(), firstRecords: Int = 0) {
        self.descriptor = input.descriptor
        self.firstRecords = firstRecords
        self.name = name
        self.records = records
        self.threads = max(1, threads)
        self.chunkSize = chunkSize
        inFlight = 2 * self.threads + 2
        isRegularFile = input.isRegularFile
        carry = input.prefix  // (read to see what the input is: the first chunk starts with it)
    }

    /// What a checking thread does next.
    private enum Step {
        case write(Chunk<Summary>)
        case check(Chunk<Summary>)
        case read
        case finish
    }

    /// Runs the input through `check` (on checking thread `worker`, from 0: the calling
    /// thread is 0) and `write` (on the calling thread, in input order; it returns false to
    /// stop: the chunks after it are not written, and reading stops). `first` sees the
    /// first chunk before anything is checked (a table's header is read there), and gives
    /// the number of checking threads, at most `threads` (0: nothing to check).
    /// (`ChunkDriver` is its one caller.)
    func run(
        first: (Chunk<Summary>) throws(SystemError) -> Int,
        check: @escaping (_ worker: Int, Chunk<Summary>) -> Void,
        write: (Chunk<Summary>) throws(SystemError) -> Bool
    ) throws(SystemError) {
        guard let firstChunk = takeSpare() else { return }
        fill(firstChunk)
        let checkers = min(try first(firstChunk), threads)
        guard checkers > 0 else {
            // (Nothing to check, or a header that cannot be used: a read that failed says why.)
            if let error = firstChunk.readError { throw error }
            return
        }
        if firstChunk.isLast {
            // Small: no thread is worth starting.
            check(0, firstChunk)
            _ = try write(firstChunk)
            if let error = firstChunk.readError { throw error }
            return
        }
        toCheck.append(firstChunk)
        toWrite.append(firstChunk)
        let reader = isRegularFile ? nil : WorkerThread.start { self.readAll() }
        readsHere = reader == nil
        spinsFirst = readsHere && checkers <= availableCores()
        var workers: [WorkerThread] = []
        let placements = CorePlacement.spread(checkers - 1)
        for worker in 1..<checkers {
            if let thread = WorkerThread.start(placement: placements[worker - 1], { self.work(worker, check) }) {
                workers.append(thread)
            }
        }
        defer {
            cancel()
            workers.forEach { $0.join() }
            reader?.join()
        }
        while true {
            monitor.lock()
            let step = nextStep(caller: true)
            monitor.unlock()
            switch step {
            case .finish:
                return
            case .write(let chunk):
                let keepGoing = try write(chunk)
                if let error = chunk.readError { throw error }
                if !keepGoing || chunk.isLast { return }
                giveBack(chunk)
            case .check(let chunk):
                checkHere(0, chunk, check)
            case .read:
                if let chunk = readHere() { checkHere(0, chunk, check) }
            }
        }
    }

    /// What to do next (the monitor held), waiting until there is something: the calling
    /// thread writes the next chunk once it is checked, before anything else; every
    /// checking thread checks a chunk read, or reads one (`reading` is then set).
    private func nextStep(caller: Bool) -> Step {
        var spunSince: Int? = nil
        while true {
            if caller {
                if let next = toWrite.first, next.done {
                    toWrite.removeFirst()
                    return .write(next)
                }
                if toWrite.isEmpty && readingDone { return .finish }
            } else if cancelled {
                return .finish
            }
            if !toCheck.isEmpty { return .check(toCheck.removeFirst()) }
            if readsHere && !reading && !readingDone && !cancelled && (!spare.isEmpty || made < inFlight) {
                reading = true
                return .read
            }
            if !caller && readingDone { return .finish }
            if spinsFirst && Self.spins(since: &spunSince) {
                monitor.unlock()
                sched_yield()
                monitor.lock()
                continue
            }
            if caller {
                callerWaiting = true
                monitor.wait(on: Waiting.caller)
                callerWaiting = false
            } else {
                workersWaiting += 1
                monitor.wait(on: Waiting.worker)
                workersWaiting -= 1
            }
        }
    }

    /// How long a checking thread looks again before it sleeps, in nanoseconds, when the
    /// input is a file and there are no more threads than cores (not while a reader thread
    /// waits for a pipe, which may take as long as it likes, nor where a look would take a
    /// core from a thread with work). Its waits are short (another thread's read, the end
    /// of a chunk's check), and on a virtual machine a thread woken from sleep is often
    /// moved to the waker's core (its own idle core looks busy to the guest's scheduler),
    /// where the two then take turns for milliseconds until the load is balanced again.
    private static var spinLimit: Int { 1_000_000 }

    /// Whether to look again (true) rather than sleep: for `spinLimit` after the first look.
    private static func spins(since start: inout Int?) -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nanoseconds = now.tv_sec &* 1_000_000_000 &+ now.tv_nsec
        guard let started = start else {
            start = nanoseconds
            return true
        }
        return nanoseconds &- started < spinLimit
    }

    /// Wakes a checking thread for a chunk to check or to read: a waiting worker, else the
    /// calling thread (the monitor held).
    private func wakeOne() {
        if workersWaiting > 0 {
            monitor.signal(Waiting.worker)
        } else if callerWaiting {
            monitor.signal(Waiting.caller)
        }
    }

    /// A chunk read, in line to be written (the monitor held): wakes a thread for what
    /// comes next, or every thread once the input has ended.
    private func lineUp(_ chunk: Chunk<Summary>) {
        toWrite.append(chunk)
        if chunk.isLast {
            readingDone = true
            monitor.broadcast(Waiting.worker)
            if callerWaiting { monitor.signal(Waiting.caller) }
        } else {
            wakeOne()
        }
    }

    /// Reads the next chunk on this checking thread (`reading` set): nil when cancelled.
    private func readHere() -> Chunk<Summary>? {
        monitor.lock()
        // (There is room: `nextStep` saw it, and only the holder of `reading` takes it.)
        let chunk = spareOrNew()
        monitor.unlock()
        let filled = fill(chunk)
        monitor.lock()
        defer { monitor.unlock() }
        reading = false
        guard filled else {
            spare.append(chunk)
            return nil
        }
        lineUp(chunk)  // (wakes a thread to read the next)
        return chunk
    }

    /// Checks a chunk on checking thread `worker`, and marks it done.
    private func checkHere(_ worker: Int, _ chunk: Chunk<Summary>, _ check: (Int, Chunk<Summary>) -> Void) {
        check(worker, chunk)
        monitor.lock()
        chunk.done = true
        // The calling thread waits only for the first chunk in line.
        if toWrite.first === chunk && callerWaiting { monitor.signal(Waiting.caller) }
        monitor.unlock()
    }

    private func cancel() {
        monitor.lock()
        cancelled = true
        monitor.broadcast()
        monitor.unlock()
    }

    private var isCancelled: Bool {
        monitor.lock()
        defer { monitor.unlock() }
        return cancelled
    }

    /// A worker thread: checks (and reads) chunks as they come, until there are no more.
    private func work(_ worker: Int, _ check: (Int, Chunk<Summary>) -> Void) {
        while true {
            monitor.lock()
            let step = nextStep(caller: false)
            monitor.unlock()
            switch step {
            case .finish, .write:
                return
            case .check(let chunk):
                checkHere(worker, chunk, check)
            case .read:
                if let chunk = readHere() { checkHere(worker, chunk, check) }
            }
        }
    }

    /// The reader thread (a pipe or a terminal): fills chunks while there is room in flight.
    private func readAll() {
        while true {
            guard let chunk = takeSpare() else { return }
            guard fill(chunk) else { return }
            monitor.lock()
            toCheck.append(chunk)
            lineUp(chunk)
            monitor.unlock()
            if chunk.isLast { return }
        }
    }

    /// A chunk to fill: a spare one, or a new one while fewer than `inFlight` exist; waits
    /// for one to be written otherwise. Nil once cancelled.
    private func takeSpare() -> Chunk<Summary>? {
        monitor.lock()
        defer { monitor.unlock() }
        while spare.isEmpty && made >= inFlight && !cancelled { monitor.wait(on: Waiting.room) }
        if cancelled { return nil }
        return spareOrNew()
    }

    /// A spare chunk, or a new one (the monitor held, and room for it seen).
    private func spareOrNew() -> Chunk<Summary> {
        if let chunk = spare.popLast() { return chunk }
        made += 1
        return Chunk(capacity: chunkSize + min(chunkSize, 65536))
    }

    private func giveBack(_ chunk: Chunk<Summary>) {
        // A chunk grown for a huge record is let go: memory stays as large as the largest
        // record only while it is in flight.
        let keep = chunk.capacity <= 4 * chunkSize
        monitor.lock()
        if keep { spare.append(chunk) } else { made -= 1 }
        if readsHere {
            if !reading && !readingDone && workersWaiting > 0 { monitor.signal(Waiting.worker) }
        } else {
            monitor.signal(Waiting.room)
        }
        monitor.unlock()
    }

    /// Reads into `chunk` (after the bytes carried from the last one) until it can be cut
    /// after a whole record and holds `chunkSize` bytes, or a pipe has nothing more for now,
    /// or the input ends. False when cancelled while waiting for input.
    @discardableResult
    private func fill(_ chunk: Chunk<Summary>) -> Bool {
        chunk.reset(index: chunksSoFar)
        chunksSoFar += 1
        chunk.reserve(carry.count + min(chunkSize, 65536))
        carry.withUnsafeBufferPointer { carried in
            if let base = carried.baseAddress { chunk.bytes.update(from: base, count: carried.count) }
        }
        chunk.count = carry.count
        carry.removeAll(keepingCapacity: true)
        chunk.recordsBefore = recordsSoFar
        chunk.lineBreaksBefore = lineBreaksSoFar
        // The size at the last look for a cut that found no whole record (or too few records
        // for the first chunk: then looked for again only once the chunk has doubled).
        var lookedAt = 0
        var tooFew = false
        while true {
            if chunk.count == chunk.capacity { chunk.reserve(chunk.capacity * 2) }
            if !isRegularFile && !waitForInput() { return false }
            let count = read(descriptor, chunk.bytes + chunk.count, chunk.capacity - chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                chunk.readError = SystemError(file: name, code: errno)
                // As one reader: the records read whole are checked, then the error raised.
                if let cut = cut(chunk.held) { chunk.count = cut.end }
                chunk.isLast = true
                return true
            }
            if count == 0 {
                chunk.isLast = true
                return true
            }
            Progress.add(bytes: count)
            let fresh = UnsafeBufferPointer(start: chunk.bytes + chunk.count, count: count)
            chunk.count += count
            // (Past the record bound, a look at once: a record that does not end within it is
            // read past, not held.)
            let atBound = chunk.count >= RecordBound.bytes
            guard chunk.count >= chunkSize || atBound || (!isRegularFile && !inputWaiting()) else { continue }
            // Looked for again only when a cut may now exist: the new bytes end a line (for
            // CSV, only while the chunk is small: its line ends may be quoted), or the chunk
            // has doubled since the last look. A huge record then costs a few looks, not one
            // per read (which would cost the square of its size).
            guard lookedAt == 0 || atBound || chunk.count >= 2 * lookedAt || (!tooFew && endsLine(fresh, chunk.count)) else { continue }
            if let cut = cut(chunk.held) {
                if chunk.index == 0 && cut.records < firstRecords && chunk.count - cut.end < RecordBound.bytes {
                    lookedAt = chunk.count
                    tooFew = true
                    continue
                }
                carry.append(contentsOf: UnsafeBufferPointer(rebasing: chunk.held[cut.end...]))
                chunk.count = cut.end
                recordsSoFar += cut.records
                lineBreaksSoFar += cut.lineBreaks
                Progress.add(rows: cut.records)
                return true
            }
            lookedAt = chunk.count
            if atBound {
                // One record from the chunk's start, past the bound.
                skipOversized(chunk)
                return true
            }
        }
    }

    /// The chunk holds the start of one record and no end of it, at the record bound: the
    /// record is read past (`RecordSkipper`), keeping none of it; the chunk is left with no
    /// bytes and the record's line breaks in `oversized`, its consumer reporting it as
    /// record `recordsBefore + 1`. What follows the record is carried into the next chunk.
    private func skipOversized(_ chunk: Chunk<Summary>) {
        var skipper: RecordSkipper
        switch records {
        case .lines(let terminator, _): skipper = RecordSkipper(.lines(terminator: terminator))
        case .csv(let delimiter): skipper = RecordSkipper(.csv(delimiter: delimiter))
        }
        var fed = chunk.count
        while !(headerFirst && recordsSoFar == 0) {
            if let end = skipper.feed(UnsafeBufferPointer(start: chunk.bytes, count: fed)) {
                carry.append(contentsOf: UnsafeBufferPointer(start: chunk.bytes + end, count: fed - end))
                break
            }
            if !isRegularFile && !waitForInput() {
                chunk.isLast = true
                skipper.finish()
                break
            }
            let count = read(descriptor, chunk.bytes, chunk.capacity)
            if count < 0 {
                if errno == EINTR {
                    fed = 0
                    continue
                }
                chunk.readError = SystemError(file: name, code: errno)
                chunk.isLast = true
                break
            }
            if count == 0 {
                chunk.isLast = true
                skipper.finish()
                break
            }
            Progress.add(bytes: count)
            fed = count
        }
        if headerFirst && recordsSoFar == 0 { chunk.isLast = true }
        chunk.count = 0
        chunk.oversized = skipper.lineBreaks
        recordsSoFar += 1
        lineBreaksSoFar += skipper.lineBreaks
        Progress.add(rows: 1)
    }

    /// Whether new bytes may have ended a record (see `fill`).
    private func endsLine(_ fresh: UnsafeBufferPointer<UInt8>, _ held: Int) -> Bool {
        guard let base = fresh.baseAddress else { return false }
        switch records {
        case .lines(let terminator, _):
            return memchr(base, Int32(terminator), fresh.count) != nil
        case .csv:
            return held < 1 << 20 && (memchr(base, 0x0A, fresh.count) != nil || memchr(base, 0x0D, fresh.count) != nil)
        }
    }

    private func cut(_ bytes: UnsafeBufferPointer<UInt8>) -> RecordBoundary.Cut? {
        switch records {
        case .lines(let terminator, let numbered): return RecordBoundary.lines(bytes, terminator: terminator, counting: numbered)
        case .csv(let delimiter): return RecordBoundary.csv(bytes, delimiter: delimiter)
        }
    }

    /// Whether a pipe or terminal has bytes to read now.
    private func inputWaiting() -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }

    /// Waits until input can be read, looking every tenth of a second whether the run was
    /// cancelled (a reader blocked in read(2) could not be stopped). False when it was.
    private func waitForInput() -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, 100)
            if ready != 0 { return true }  // readable, closed, or an error read(2) reports
            if isCancelled { return false }
        }
    }
}

extension ChunkPipeline {
    /// Values on standard input (lines, or NUL-terminated with `-z`), read as `ValueSource`
    /// reads them (the job drops a UTF-8 byte order mark at the very start).
    static func values(_ input: Input, nullSeparated: Bool, numbered: Bool, threads: Int) -> ChunkPipeline {
        ChunkPipeline(
            input: input, name: "standard input", records: .lines(terminator: nullSeparated ? 0 : 0x0A, numbered: numbered),
            threads: threads)
    }
}
