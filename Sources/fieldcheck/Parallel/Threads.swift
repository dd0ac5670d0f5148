#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mutex and its conditions (one by default): the only synchronisation the chunk
/// pipeline needs. Each waiter waits on the condition that names what it waits for, so
/// that a change wakes only the threads it concerns (on two cores, every needless wake-up
/// takes the core from a worker).
final class Monitor: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let conditions: UnsafeMutablePointer<pthread_cond_t>
    private let conditionCount: Int

    init(conditions: Int = 1) {
        conditionCount = max(1, conditions)
        self.conditions = .allocate(capacity: conditionCount)
        pthread_mutex_init(mutex, nil)
        for index in 0..<conditionCount { pthread_cond_init(self.conditions + index, nil) }
    }

    deinit {
        for index in 0..<conditionCount { pthread_cond_destroy(conditions + index) }
        pthread_mutex_destroy(mutex)
        conditions.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
    /// Waits for a `signal` or `broadcast` of condition `on`, the lock held before and after.
    func wait(on condition: Int = 0) { pthread_cond_wait(conditions + condition, mutex) }
    /// Wakes one waiter of a condition.
    func signal(_ condition: Int) { pthread_cond_signal(conditions + condition) }
    /// Wakes every waiter of a condition (of all of them when nil).
    func broadcast(_ condition: Int? = nil) {
        if let condition { pthread_cond_broadcast(conditions + condition); return }
        for index in 0..<conditionCount { pthread_cond_broadcast(conditions + index) }
    }
}

/// A POSIX thread running a closure (Foundation's Thread is not on the path of a check).
struct WorkerThread {
    private let handle: pthread_t

    /// Starts `body` on a new thread; nil when the system has no thread to give. With
    /// `placement`, the thread starts on the core it names and may then run on any: Linux
    /// puts a new thread on its creator's core, and on a virtual machine the other cores
    /// often look busy to it when they are idle, so that the two threads took turns on one
    /// core for 3-10 ms, a third of a 2-core check of 2 million values.
    static func start(placement: CorePlacement? = nil, _ body: @escaping () -> Void) -> WorkerThread? {
        // (A core the system refuses, or a thread it will not start there: then anywhere.)
        if let placement, let thread = start(placement, body) { return thread }
        return start(nil, body)
    }

    private static func start(_ placement: CorePlacement?, _ body: @escaping () -> Void) -> WorkerThread? {
        final class Box {
            let body: () -> Void
            let placement: CorePlacement?
            init(_ body: @escaping () -> Void, _ placement: CorePlacement?) {
                self.body = body
                self.placement = placement
            }
        }
        let context = Unmanaged.passRetained(Box(body, placement)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        placement?.placeOnCore(&attributes)
        var handle = pthread_t()
        let started = pthread_create(&handle, &attributes, { context in
            guard let context else { return nil }
            let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
            box.placement?.freeToMove()
            box.body()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return nil
        }
        return WorkerThread(handle: handle)
    }

    func join() { pthread_join(handle, nil) }
}

/// glibc's sched_getaffinity(2) and sched_setaffinity(2) wrappers, sched_getcpu(3) and
/// pthread_attr_setaffinity_np(3), which Swift's Glibc module leaves out (GNU only).
@_silgen_name("sched_getaffinity")
private func schedGetAffinity(_ pid: pid_t, _ size: Int, _ set: UnsafeMutableRawPointer) -> Int32
@_silgen_name("sched_setaffinity")
private func schedSetAffinity(_ pid: pid_t, _ size: Int, _ set: UnsafeRawPointer) -> Int32
@_silgen_name("sched_getcpu")
private func schedGetCPU() -> Int32
@_silgen_name("pthread_attr_setaffinity_np")
private func pthreadAttrSetAffinity(_ attributes: UnsafeMutablePointer<pthread_attr_t>, _ size: Int, _ set: UnsafeRawPointer) -> Int32

/// The CPUs this process may run on, as a cpu_set_t of glibc (1024 CPUs); nil when the
/// system does not tell.
private func affinityMask() -> [UInt64]? {
    var set = [UInt64](repeating: 0, count: 16)
    let found = set.withUnsafeMutableBytes { bytes -> Int32 in
        guard let base = bytes.baseAddress else { return -1 }
        return schedGetAffinity(0, bytes.count, base)
    }
    return found == 0 && set.contains(where: { $0 != 0 }) ? set : nil
}

/// How many cores this process may run on (its CPU affinity, as nproc counts them).
func availableCores() -> Int {
    if let mask = affinityMask() { return mask.reduce(0) { $0 + $1.nonzeroBitCount } }
    return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}

/// Where a new thread starts: one core of those the process may run on, and the whole set,
/// which the thread takes back once it runs (it is not kept on its first core: the system
/// balances the threads as it likes from then on).
struct CorePlacement {
    let core: Int
    let allowed: [UInt64]

    /// For threads 1, 2, ... of a group whose thread 0 is the calling thread: each on the
    /// next allowed core after the caller's (round and round when there are more threads
    /// than cores). Nil when there is one core, or the system does not tell.
    static func spread(_ count: Int) -> [CorePlacement?] {
        guard let mask = affinityMask() else { return Array(repeating: nil, count: count) }
        var cores: [Int] = []
        for (word, bits) in mask.enumerated() {
            for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 { cores.append(word * 64 + bit) }
        }
        guard cores.count > 1 else { return Array(repeating: nil, count: count) }
        let here = Int(schedGetCPU())
        let first = cores.firstIndex(of: here) ?? 0
        return (0..<count).map { thread in
            CorePlacement(core: cores[(first + 1 + thread) % cores.count], allowed: mask)
        }
    }

    fileprivate func placeOnCore(_ attributes: inout pthread_attr_t) {
        var one = [UInt64](repeating: 0, count: allowed.count)
        guard core / 64 < one.count else { return }
        one[core / 64] = 1 << UInt64(core % 64)
        one.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            _ = pthreadAttrSetAffinity(&attributes, bytes.count, base)
        }
    }

    fileprivate func freeToMove() {
        allowed.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            _ = schedSetAffinity(0, bytes.count, base)
        }
    }
}
