/// Runs main-actor bookkeeping from the nonisolated accessors of property wrappers.
///
/// `State.wrappedValue` and friends are not main-actor isolated in SwiftUI (any code may touch
/// them), but the render tree they update is. Like `MainActor.assumeIsolated`, this checks that
/// the caller really is on the main actor (SwiftUI requires state changes to happen there), and
/// unlike it, it can hand back a value of any type.
func assumingMainActor<T>(_ body: @MainActor () -> T) -> T {
    MainActor.preconditionIsolated("SwiftUI state must be read and written on the main actor.")
    return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> T).self)()
    }
}
