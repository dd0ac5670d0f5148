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

    /// Starts `body` on a new thread; nil when the system has no thread to give.
    static func start(_ body: @escaping () -> Void) -> WorkerThread? {
        final class Box { let body: () -> Void; init(_ body: @escaping () -> Void) { self.body = body } }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var handle = pthread_t()
        let started = pthread_create(&handle, nil, { context in
            guard let context else { return nil }
            let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
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

/// glibc's sched_getaffinity(2) wrapper, which Swift's Glibc module leaves out (GNU only).
@_silgen_name("sched_getaffinity")
private func schedGetAffinity(_ pid: pid_t, _ size: Int, _ set: UnsafeMutableRawPointer) -> Int32

/// How many cores this process may run on (its CPU affinity, as nproc counts them).
func availableCores() -> Int {
    var set = [UInt64](repeating: 0, count: 16)  // 1024 CPUs, glibc's cpu_set_t
    let found = set.withUnsafeMutableBytes { bytes -> Int32 in
        guard let base = bytes.baseAddress else { return -1 }
        return schedGetAffinity(0, bytes.count, base)
    }
    if found == 0 {
        let count = set.reduce(0) { $0 + $1.nonzeroBitCount }
        if count > 0 { return count }
    }
    return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}
