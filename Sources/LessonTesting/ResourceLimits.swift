import Foundation

/// Limits the graded program sets on itself before any learner code runs, so a runaway
/// allocation or a flood of output ends as a clear failure instead of slowing the whole machine.
/// (The grader adds the wall-clock limit from outside.)
enum ResourceLimits {
    static let memoryBytes: UInt64 = 2 << 30
    static let outputFileBytes: UInt64 = 64 << 20

    static func apply() {
        setLimit(RLIMIT_CORE, 0)
        setLimit(RLIMIT_FSIZE, outputFileBytes)
        #if os(Linux)
        // Address-space limits are not enforced on macOS; there the time limit has to do.
        setLimit(RLIMIT_AS, memoryBytes)
        #endif
    }
}

#if os(Linux)
private func setLimit(_ resource: __rlimit_resource, _ value: UInt64) {
    var limit = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(value))
    setrlimit(__rlimit_resource_t(resource.rawValue), &limit)
}
#else
private func setLimit(_ resource: Int32, _ value: UInt64) {
    var limit = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(value))
    setrlimit(resource, &limit)
}
#endif
