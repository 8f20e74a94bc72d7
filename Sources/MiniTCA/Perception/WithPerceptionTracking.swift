import MiniSwiftUI
import Observation

/// A view whose content observes the perceptible state it reads: when one of those properties
/// changes, this view's body (the content closure) runs again. swift-perception's
/// `WithPerceptionTracking`, which TCA 1.7–1.25 views wrap their bodies in before iOS 17.
///
/// ```swift
/// var body: some View {
///   WithPerceptionTracking {
///     Text("\(store.count)")
///   }
/// }
/// ```
///
/// Simplified: a view only (the real one is also a scene, toolbar or commands content). The
/// trace shows its body as `WithPerceptionTracking.body`, the view that re-runs.
public struct WithPerceptionTracking<Content: View>: View {
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    public var body: Content {
        content()
    }
}

/// Runs `apply` and calls `onChange` once, the first time a perceptible (or observable) property
/// it read is about to change. swift-perception's `withPerceptionTracking`, which is
/// `withObservationTracking` where observation exists.
public func withPerceptionTracking<T>(
    _ apply: () -> T,
    onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
    withObservationTracking(apply, onChange: onChange())
}
