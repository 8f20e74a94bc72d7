/// Work running outside the render tree that `ViewHost.settle()` waits for: a TCA store's effects,
/// which register here while they run (MiniTCA depends on this module, not the other way round).
/// Neither SwiftUI nor TCA has this: on a device the run loop just keeps turning, and an effect's
/// result shows up whenever it comes. A program driving a `ViewHost` has no run loop to wait on,
/// so `settle()` waits for this work too, for a while (`ViewHost.effectWaitLimit`).
@MainActor
package enum PendingWork {
    private static var running = 0

    /// One more piece of work is running; call `end()` once when it has returned.
    package static func begin() {
        running += 1
    }

    package static func end() {
        running -= 1
    }

    static var isEmpty: Bool { running == 0 }
}
