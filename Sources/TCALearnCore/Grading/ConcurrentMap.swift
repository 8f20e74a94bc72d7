import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` on every core at once, results in the original order: how whole workbooks, course
    /// verification and the benchmark grade many exercises (each grade is a compile and a run of
    /// its own, so they parallelise well).
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, transform(self[index]))
        }
        return slots.values
    }
}

/// Results filled in by parallel workers, each writing its own slot.
private final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value] {
        lock.withLock { slots.map { $0! } }
    }
}
