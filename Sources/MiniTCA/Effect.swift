import MiniCombine
import MiniSwiftUI
import RenderTrace
import RuntimeSupport

/// Work a reducer asks the store to do after it has changed the state. TCA 1.x's `Effect`.
///
/// - `.none`: nothing.
/// - `.send(action)`: feeds `action` back **synchronously**: the store reduces it right after
///   the current action's whole reducer pass, before the `send` that started it returns.
/// - `.run { send in … }`: asynchronous work in a task that starts later; each
///   `await send(.x)` inside it is a new top-level send into the store.
/// - `.publisher { … }`: the actions a Combine publisher sends, until it finishes.
/// - `.merge(a, b)`: runs both at once. `.concatenate(a, b)`: `b` starts when `a` has finished.
/// - `.cancellable(id:cancelInFlight:)` / `.cancel(id:)`: tie effects to an id and stop them
///   (see `Effects/Cancellation.swift`).
///
/// Simplified: real TCA 1.x keeps only `.none`, `.publisher` and `.run` and builds the rest from
/// them; here each kind is its own case, so the store (and the trace) can say which ran.
/// Animations are accepted and ignored: the runtime draws nothing.
public struct Effect<Action> {
    indirect enum Operation {
        case none
        case send(Action)
        case run(priority: TaskPriority?, origin: String, body: RunBody)
        case publisher(PublisherBody)
        case merge([Effect])
        case concatenate([Effect])
        case cancellable(id: CancelKey, cancelInFlight: Bool, Effect)
        case cancel(ids: [CancelKey])
    }

    /// The work of a `.run` effect once its errors are handled.
    struct RunBody: @unchecked Sendable {
        let run: @Sendable (Send<Action>) async -> Void
    }

    /// A publisher's subscription: `send` for each value, `finished` once at the end.
    struct PublisherBody {
        let subscribe: (_ send: @escaping (Action) -> Void, _ finished: @escaping () -> Void) -> AnyCancellable
    }

    let operation: Operation

    init(_ operation: Operation) {
        self.operation = operation
    }

    /// No work.
    public static var none: Self {
        Self(.none)
    }

    /// Feeds `action` back into the store synchronously, after the current reducer pass.
    public static func send(_ action: Action) -> Self {
        Self(.send(action))
    }

    /// `.send(action, animation: .default)`: the same, in an animation (which does nothing here).
    public static func send(_ action: Action, animation: Animation?) -> Self {
        .send(action)
    }

    /// Runs `operation` in a task, later. Send actions back with `await send(.action)`.
    /// A thrown `CancellationError` ends the effect quietly; any other error goes to `handler`,
    /// or, without one, is reported as TCA reports it (a runtime warning). The operation sees the
    /// dependencies that were in effect when the effect was created.
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
        catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        let origin = "\(fileID):\(line)"
        // The dependencies in effect now (the store's, while it reduces) stay with the work.
        let dependencies = DependencyValues._current
        return Self(.run(priority: priority, origin: origin, body: RunBody { send in
            await DependencyValues.$_current.withValue(dependencies) {
                do {
                    try await operation(send)
                } catch is CancellationError {
                    return
                } catch {
                    guard let handler else {
                        RuntimeWarning.report(TargetVersion.warning(
                            """
                            An "Effect.run" returned from "\(origin)" threw an unhandled error. …

                            \(String(customDumping: error).indenting(by: 4))

                            All non-cancellation errors must be explicitly handled via the "catch" \
                            parameter on "Effect.run", or via a "do" block.
                            """
                        ))
                        return
                    }
                    await handler(error, send)
                }
            }
        }))
    }

    /// The actions a Combine publisher sends, until it finishes: `.publisher { viewStore.publisher… }`
    /// or a client that still speaks Combine. The publisher is made when the effect starts.
    public static func publisher<P: Publisher>(_ createPublisher: @escaping () -> P) -> Self
    where P.Output == Action, P.Failure == Never {
        let dependencies = DependencyValues._current
        return Self(.publisher(PublisherBody { send, finished in
            DependencyValues.$_current.withValue(dependencies) {
                createPublisher().sink(receiveCompletion: { _ in finished() }, receiveValue: send)
            }
        }))
    }

    /// Runs the effects at the same time.
    public static func merge(_ effects: Self...) -> Self {
        merge(effects)
    }

    public static func merge<S: Sequence>(_ effects: S) -> Self where S.Element == Self {
        effects.reduce(.none) { $0.merge(with: $1) }
    }

    public func merge(with other: Self) -> Self {
        switch (operation, other.operation) {
        case (.none, _): return other
        case (_, .none): return self
        case let (.merge(lhs), .merge(rhs)): return Self(.merge(lhs + rhs))
        case let (.merge(lhs), _): return Self(.merge(lhs + [other]))
        case let (_, .merge(rhs)): return Self(.merge([self] + rhs))
        default: return Self(.merge([self, other]))
        }
    }

    /// Runs the effects one after another: each starts when the previous one has finished.
    public static func concatenate(_ effects: Self...) -> Self {
        concatenate(effects)
    }

    public static func concatenate<C: Collection>(_ effects: C) -> Self where C.Element == Self {
        effects.reduce(.none) { $0.concatenate(with: $1) }
    }

    public func concatenate(with other: Self) -> Self {
        switch (operation, other.operation) {
        case (.none, _): return other
        case (_, .none): return self
        case let (.concatenate(lhs), .concatenate(rhs)): return Self(.concatenate(lhs + rhs))
        case let (.concatenate(lhs), _): return Self(.concatenate(lhs + [other]))
        case let (_, .concatenate(rhs)): return Self(.concatenate([self] + rhs))
        default: return Self(.concatenate([self, other]))
        }
    }

    /// The same work, its actions sent in an animation (which does nothing here).
    public func animation(_ animation: Animation? = .default) -> Self {
        self
    }

    /// The same work, with each action it sends transformed: how a child's effects become the
    /// parent's in `Scope`, `ifLet` and `forEach`.
    public func map<T>(_ transform: @escaping (Action) -> T) -> Effect<T> {
        let transform = UncheckedSendable(transform)
        switch operation {
        case .none:
            return .none
        case let .send(action):
            return .send(transform.value(action))
        case let .run(priority, origin, body):
            return Effect<T>(.run(priority: priority, origin: origin, body: Effect<T>.RunBody { send in
                await body.run(Send { action in send(transform.value(action)) })
            }))
        case let .publisher(body):
            return Effect<T>(.publisher(Effect<T>.PublisherBody { send, finished in
                body.subscribe({ send(transform.value($0)) }, finished)
            }))
        case let .merge(effects):
            return Effect<T>(.merge(effects.map { $0.map(transform.value) }))
        case let .concatenate(effects):
            return Effect<T>(.concatenate(effects.map { $0.map(transform.value) }))
        case let .cancellable(id, cancelInFlight, effect):
            return Effect<T>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform.value)))
        case let .cancel(ids):
            return Effect<T>(.cancel(ids: ids))
        }
    }

    /// True when starting this effect does all its work synchronously (no `.run` inside).
    var isSynchronous: Bool {
        switch operation {
        case .none, .send, .cancel: return true
        case .run, .publisher: return false
        case let .merge(effects), let .concatenate(effects): return effects.allSatisfy(\.isSynchronous)
        case let .cancellable(_, _, effect): return effect.isSynchronous
        }
    }
}

/// What a `.run` effect sends actions back with: `await send(.response(value))`. TCA's `Send`.
///
/// Sending from a cancelled effect does nothing, as in TCA.
@MainActor @preconcurrency
public struct Send<Action>: Sendable {
    let send: @MainActor @Sendable (Action) -> Void

    public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
        self.send = send
    }

    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        send(action)
    }

    /// `await send(.response(value), animation: .default)` (the animation does nothing here).
    public func callAsFunction(_ action: Action, animation: Animation?) {
        callAsFunction(action)
    }
}

/// Things real TCA reports as purple runtime warnings in Xcode: recorded as `warning` trace
/// events and printed to standard error. Inside a test store's step (and the effects it
/// started) they are test failures instead, as TCA turns them into `XCTFail` under XCTest.
enum RuntimeWarning {
    /// TCA's `runtimeWarn`: a test failure in a test (a test store's work, or anything under
    /// XCTest), otherwise a `[ComposableArchitecture]` line on standard error, as Xcode's
    /// console shows it.
    static func report(_ message: String) {
        if TestContext.location != nil || IssueRouter.isTesting {
            reportIssue(message)
            return
        }
        TraceRecorder.record(TraceEvent(.warning, subject: "ComposableArchitecture", detail: message))
        FileDescriptorOutput.writeToStandardError("[ComposableArchitecture] \(message)\n")
    }
}
