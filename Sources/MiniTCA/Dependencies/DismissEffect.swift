extension DependencyValues {
    /// Lets a presented feature dismiss itself: `@Dependency(\.dismiss) var dismiss`, then
    /// `await self.dismiss()` in an effect. The feature's parent receives
    /// `.destination(.dismiss)`, clears the presentation state and cancels the feature's
    /// effects. TCA 1.x's `\.dismiss`.
    public var dismiss: DismissEffect {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    private enum DismissKey: DependencyKey {
        static let liveValue = DismissEffect()
        static let testValue = DismissEffect()
    }
}

/// What `@Dependency(\.dismiss)` gives. TCA 1.x's `DismissEffect`.
///
/// How: the presentation reducer (`ifLet(\.$destination, …)`) runs the presented feature's effects
/// with a way to send `.dismiss` to the parent; calling the effect uses the one of the
/// presentation it runs in. Outside any presentation there is nothing to dismiss, which TCA
/// reports as a runtime warning.
public struct DismissEffect: Sendable {
    /// The presentation an effect runs in: sends it `.dismiss`.
    @TaskLocal static var presentation: (@MainActor @Sendable () -> Void)?

    public init() {}

    @MainActor
    public func callAsFunction(fileID: StaticString = #fileID, line: UInt = #line) async {
        guard let dismiss = DismissEffect.presentation else {
            RuntimeWarning.report(
                """
                A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed. …

                This is generally considered an application logic error, and can happen when a reducer \
                assumes it runs in a presentation context. If a reducer can run at both the root level \
                of an application, as well as in a presentation destination, use \
                @Dependency(\\.isPresented) to determine if the reducer is being presented before calling \
                @Dependency(\\.dismiss).
                """
            )
            return
        }
        dismiss()
    }
}

extension Effect {
    /// The same work, with `@Dependency(\.dismiss)` in its `.run` operations sending `dismissal`.
    func dismissing(with dismissal: Action) -> Self {
        switch operation {
        case .none, .send, .cancel, .publisher:
            return self
        case let .run(priority, origin, body):
            let dismissal = UncheckedSendable(dismissal)
            return Self(.run(priority: priority, origin: origin, body: RunBody { send in
                await DismissEffect.$presentation.withValue({ send(dismissal.value) }) {
                    await body.run(send)
                }
            }))
        case let .merge(effects):
            return Self(.merge(effects.map { $0.dismissing(with: dismissal) }))
        case let .concatenate(effects):
            return Self(.concatenate(effects.map { $0.dismissing(with: dismissal) }))
        case let .cancellable(id, cancelInFlight, effect):
            return Self(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.dismissing(with: dismissal)))
        }
    }
}

extension DependencyValues {
    /// Whether the feature reading it runs as a presented destination (`ifLet(\.$destination, …)`),
    /// where `@Dependency(\.dismiss)` can dismiss it. TCA 1.x's `\.isPresented`.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    private enum IsPresentedKey: DependencyKey {
        static let liveValue = false
        static let testValue = false
    }
}
