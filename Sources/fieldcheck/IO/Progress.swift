#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// The progress line of a long run: when standard error is a terminal, after a second, a
/// line redrawn in place four times a second (bytes and rows done, of the total when the
/// inputs' sizes are known, the rate, the time left), cleared at the end. Readers add what
/// they read (`add(bytes:)`, `add(rows:)`: an atomic add a block, nothing when it is off);
/// anything written to the terminal meanwhile clears the line first (`writing`), and the
/// next tick draws it again under it. `--no-progress` turns it off.
enum Progress {
    /// Set before the drawing thread starts and after it stops (read by readers only then).
    nonisolated(unsafe) private(set) static var isOn = false
    static let bytes = Atomic<Int>(0)
    static let rows = Atomic<Int>(0)
    /// Whether the line is on the screen (guarded by `lock`).
    nonisolated(unsafe) private static var shown = false
    nonisolated(unsafe) private static var lock = pthread_mutex_t()
    /// Signalled at the end, so the drawing thread stops at once rather than at its next tick.
    nonisolated(unsafe) private static var wake = pthread_cond_t()
    nonisolated(unsafe) private static var stopping = false
    nonisolated(unsafe) private static var total: Int?

    /// Runs `body` with the progress line on, when standard error is a terminal and the
    /// user did not turn it off; `total`: the inputs' bytes, when known.
    static func run(enabled: Bool, total: Int?, _ body: () -> Int32) -> Int32 {
        guard enabled, Terminal.isTerminal(2), Terminal.environment("TERM") != "dumb" else { return body() }
        pthread_mutex_init(&lock, nil)
        pthread_cond_init(&wake, nil)
        Self.total = total
        bytes.store(0, ordering: .relaxed)
        rows.store(0, ordering: .relaxed)
        stopping = false
        isOn = true
        let delay = Terminal.environment("FIELDCHECK_PROGRESS_DELAY").flatMap(Double.init) ?? 1.0
        let thread = WorkerThread.start { draw(after: delay) }
        let status = body()
        pthread_mutex_lock(&lock)
        stopping = true
        pthread_cond_signal(&wake)
        pthread_mutex_unlock(&lock)
        thread?.join()
        isOn = false
        return status
    }

    @inline(__always)
    static func add(bytes count: Int) {
        if isOn && count > 0 { bytes.add(count, ordering: .relaxed) }
    }

    @inline(__always)
    static func add(rows count: Int) {
        if isOn && count > 0 { rows.add(count, ordering: .relaxed) }
    }

    /// Writes to the terminal with the progress line out of the way (cleared first).
    static func writing<Result>(to descriptor: Int32, _ body: () -> Result) -> Result {
        guard isOn, descriptor == 1 || descriptor == 2, Terminal.isTerminal(descriptor) else { return body() }
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        if shown {
            clearLine()
            shown = false
        }
        return body()
    }

    /// The drawing thread: a tick every quarter second; the line from `delay` seconds on.
    private static func draw(after delay: Double) {
        let start = now()
        let tick = delay < 0.25 ? 0.05 : 0.25
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        while true {
            if stopping {
                if shown { clearLine() }
                shown = false
                return
            }
            let elapsed = now() - start
            if elapsed >= delay {
                let text = line(elapsed: elapsed)
                let clipped = String(text.prefix(max(10, width() - 1)))
                write(Array(("\r\u{1B}[K" + clipped).utf8))
                shown = true
            }
            // (Until the next tick, or the end: `run` signals.)
            var deadline = timespec()
            clock_gettime(CLOCK_REALTIME, &deadline)
            let nanoseconds = Int(deadline.tv_nsec) + Int(tick * 1e9)
            deadline.tv_sec += nanoseconds / 1_000_000_000
            deadline.tv_nsec = nanoseconds % 1_000_000_000
            if !stopping { pthread_cond_timedwait(&wake, &lock, &deadline) }
        }
    }

    /// `fieldcheck: 1.2 GB of 4.0 GB (30%), 12,345,678 rows, 210 MB/s, 14 s left`.
    static func line(elapsed: Double) -> String {
        let done = bytes.load(ordering: .relaxed), rowsDone = rows.load(ordering: .relaxed)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        var text = "fieldcheck: " + size(done)
        if let total, total > 0 {
            text += " of \(size(total)) (\(min(100, Int(Double(done) * 100 / Double(total))))%)"
        }
        if rowsDone > 0 { text += ", \(grouped(rowsDone)) rows" }
        text += ", \(size(Int(min(rate, 1e15))))/s"
        if let total, rate > 0, total > done {
            // (Held below what an Int holds, however slow the rate.)
            text += ", \(Int(min((Double(total - done) / rate).rounded(.up), 1e15))) s left"
        }
        return text
    }

    static func size(_ count: Int) -> String {
        let units = ["B", "KB", "MB", "GB", "TB"]
        var value = Double(count)
        var unit = 0
        while value >= 1000 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        if unit == 0 { return "\(count) B" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }

    static func grouped(_ count: Int) -> String {
        var digits = String(count)
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out
    }

    private static func clearLine() { write(Array("\r\u{1B}[K".utf8)) }

    private static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { _ = OutputStream.writeAll(2, $0, progress: false) }
    }

    private static func width() -> Int {
        var size = winsize()
        if ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
