import FieldCheck

/// One thread's share of a run in chunks: its own rules and storage (rules keep match
/// state), and what it does with the records of one chunk.
protocol ChunkWorker: AnyObject {
    associatedtype Part
    /// Checks (or formats) a chunk's records into the chunk's own output, and leaves what
    /// it found in `chunk.summary`. On a checking thread: nothing it writes can fail.
    func work(on chunk: Chunk<Part>)
}

/// What a command does with one input in chunks (`check` and `format` of values, a
/// table's rows): `ChunkDriver` runs each of them the same way.
protocol ChunkJob {
    associatedtype Worker: ChunkWorker
    /// Sees the first chunk before anything is checked (values skip a byte order mark, a
    /// table reads its header, writing what it finds wrong to `stdout`); false: nothing
    /// to check.
    mutating func begin(_ chunk: Chunk<Worker.Part>, _ stdout: inout OutputStream) throws(SystemError) -> Bool
    /// The calling thread's worker, then one for each further thread, up to `threads`
    /// (fewer when a rule cannot be made again: fewer threads then check).
    mutating func workers(_ threads: Int) -> [Worker]
    /// A chunk's part, on the calling thread, in input order, before its output is
    /// written; false stops the run (no chunk after it is written or read).
    mutating func merge(_ part: Worker.Part?) -> Bool
}

/// The one driver over the chunk pipeline: the first chunk to the job, the job's workers
/// to the checking threads, each chunk's part back to the job and its output to standard
/// output, in input order. (`check`, `format` and tables differ only in their jobs.)
enum ChunkDriver {
    static func run<Job: ChunkJob>(
        _ job: inout Job, _ pipeline: ChunkPipeline<Job.Worker.Part>, into stdout: inout OutputStream
    ) throws(SystemError) {
        let crew = Crew<Job.Worker>()
        try pipeline.run(
            first: { chunk throws(SystemError) -> Int in
                guard try job.begin(chunk, &stdout) else { return 0 }
                crew.workers = job.workers(pipeline.threads)
                return crew.workers.count
            },
            check: { worker, chunk in crew.workers[worker].work(on: chunk) },
            write: { chunk throws(SystemError) -> Bool in
                let keepGoing = job.merge(chunk.summary)
                try stdout.append(captured: &chunk.output)
                return keepGoing
            })
    }
}

/// What a thread does with a chunk of values (`check`'s `ValueCheck`, `format`'s
/// `ValueFormat`), each thread with its own (rules keep match state).
protocol ChunkValues {
    associatedtype Part
    /// The chunk's values into `out`; what they came to in `chunk.summary`.
    mutating func take(_ chunk: Chunk<Part>, into out: inout OutputStream)
    /// The same for another thread, with a rule of its own.
    func withRule(_ rule: Rule) -> Self
}

/// A job on values (lines, or NUL-terminated): the first chunk's byte order mark dropped,
/// as `ValueSource` drops it; the calling thread's `ChunkValues`, and one with a rule of
/// its own for each further thread.
protocol ValuesJob: ChunkJob where Worker == ValuesWorker<Values> {
    associatedtype Values: ChunkValues
    /// The calling thread's (its copy is each worker's beginning).
    var first: Values { get }
    var makeRule: () -> Rule? { get }
}

extension ValuesJob {
    func begin(_ chunk: Chunk<Values.Part>, _ stdout: inout OutputStream) -> Bool {
        chunk.start = ByteOrderMark.length(at: chunk.held)
        return true
    }

    func workers(_ threads: Int) -> [ValuesWorker<Values>] {
        var workers = [ValuesWorker(first)]
        for _ in 1..<max(threads, 1) {
            guard let rule = makeRule() else { break }
            workers.append(ValuesWorker(first.withRule(rule)))
        }
        return workers
    }
}

/// A thread's worker for values.
final class ValuesWorker<Values: ChunkValues>: ChunkWorker, @unchecked Sendable {
    var values: Values

    init(_ values: Values) { self.values = values }

    func work(on chunk: Chunk<Values.Part>) {
        // (Each reached once, as inout: not a class's property at each value.)
        Self.take(chunk, &values, &chunk.output)
    }

    private static func take(_ chunk: Chunk<Values.Part>, _ values: inout Values, _ out: inout OutputStream) {
        values.take(chunk, into: &out)
    }
}

/// The workers, made once the first chunk is seen, before any checking thread starts
/// (each thread then reads only its own).
private final class Crew<Worker>: @unchecked Sendable {
    var workers: [Worker] = []
}
