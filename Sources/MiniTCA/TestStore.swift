import RenderTrace

/// A store for tests that makes you prove how the state changes and which actions effects feed
/// back. TCA 1.x's `TestStore`, with TCA 1.5's failure messages word for word.
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) { Feature() }
/// await store.send(.incrementButtonTapped) { $0.count = 1 }
/// await store.receive(.timerTicked) { $0.count = 2 }
/// await store.finish()
/// ```
///
/// - `send`'s closure gets the state before the action and must turn it into exactly the state
///   after it. No closure means "no change".
/// - Every action an effect sends (`.send` ones included) must be received, in order, before
///   sending the next action, and effects must finish by the end of the test (checked when the
///   test store goes away, as in TCA).
/// - `exhaustivity = .off` applies the closure to the real state and lets leftovers pass.
///
/// Failures go through `IssueReporting.report` at the caller's `file`/`line` (TCA calls
/// `XCTFail`). Simplified: no dependencies, no `withExhaustivity`, no skipped-assertion notes,
/// and waiting for effects polls the clock (TCA yields to the executor the same way).
@MainActor @preconcurrency
public final class TestStore<State: Equatable, Action> {
    public var exhaustivity: Exhaustivity = .on
    /// How long `receive` and `finish` wait for effects, in nanoseconds (TCA's default: 1 second).
    public var timeout: UInt64 = 1_000_000_000

    /// The state as asserted so far.
    public private(set) var state: State

    private let root: RootStoreCore<State, Action>
    private var receivedActions: [(action: Action, state: State)] = []
    /// The state right after the action the test sent, before the effects it returned ran.
    private var stateAfterSentAction: State?
    private var isReducingSentAction = false
    private let file: StaticString
    private var line: UInt

    public init<R: Reducer>(
        initialState: @autoclosure () -> State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        file: StaticString = #file,
        line: UInt = #line
    ) where R.State == State, R.Action == Action {
        let reduce = RootStoreCore<State, Action>.traced(reducer())
        let initialState = initialState()
        self.state = initialState
        self.file = file
        self.line = line
        let recorder = Recorder()
        self.root = RootStoreCore(initialState: initialState, name: typeName(R.self)) { state, action in
            let effects = reduce(&state, action)
            recorder.store?.didReduce(action, state: state)
            return effects
        }
        recorder.store = self
    }

    /// Lets the reducer closure reach the test store without keeping it alive.
    private final class Recorder {
        weak var store: TestStore?
    }

    private func didReduce(_ action: Action, state: State) {
        if isReducingSentAction {
            isReducingSentAction = false
            stateAfterSentAction = state
        } else {
            receivedActions.append((action, state))
        }
    }

    isolated deinit {
        completed()
        root.cancelAll()
    }

    /// Sends an action and asserts how the state changed.
    @discardableResult
    public func send(
        _ action: Action,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        file: StaticString = #file,
        line: UInt = #line
    ) async -> TestStoreTask {
        if !receivedActions.isEmpty, exhaustivity == .on {
            fail(
                """
                Must handle \(receivedActions.count) received \
                action\(receivedActions.count == 1 ? "" : "s") before sending an action: …

                Unhandled actions: \(dumpActions(receivedActions.map(\.action)))
                """,
                file: file, line: line
            )
        } else if !receivedActions.isEmpty {
            receivedActions = []
        }

        let expected = state
        isReducingSentAction = true
        stateAfterSentAction = nil
        let tasks = root.send(action, origin: EffectOrigin(file: file, line: line))
        isReducingSentAction = false
        let actual = stateAfterSentAction ?? root.state
        BindingFieldNames.learn(from: action, state: actual)
        do {
            try expectedStateShouldMatch(
                expected: expected, actual: actual, update: updateStateToExpectedResult, file: file, line: line)
        } catch {
            fail("Threw error: \(error)", file: file, line: line)
        }
        state = actual
        if "\(self.file)" == "\(file)" { self.line = line }
        // Give effects a chance to start, as TCA's `Task.megaYield` does.
        for _ in 0..<20 { await Task.yield() }
        return TestStoreTask(rawValue: StoreTask(tasks: tasks).rawValue)
    }

    /// Asserts that an effect sent `expectedAction` next, and how the state changed.
    public func receive(
        _ expectedAction: Action,
        timeout nanoseconds: UInt64? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        file: StaticString = #file,
        line: UInt = #line
    ) async where Action: Equatable {
        await receive(
            matching: { $0 == expectedAction },
            expectedAction: expectedAction,
            failureMessage: """
                Expected to receive the following action, but didn't: …

                \(Dumper.dump(expectedAction, name: nil, indent: 2, isRoot: true, maxDepth: .max))
                """,
            unexpectedActionDescription: { receivedAction in
                diff(expectedAction, receivedAction, format: .proportional)
                    .map { "\($0.indenting(by: 4))\n\n(Expected: \u{2212}, Received: +)" }
                    ?? """
                    Expected:
                    \(String(describing: expectedAction).indenting(by: 2))

                    Received:
                    \(String(describing: receivedAction).indenting(by: 2))
                    """
            },
            timeout: nanoseconds, update: updateStateToExpectedResult, file: file, line: line
        )
    }

    /// `receive(.action, timeout: .seconds(1))`.
    public func receive(
        _ expectedAction: Action,
        timeout duration: Duration,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        file: StaticString = #file,
        line: UInt = #line
    ) async where Action: Equatable {
        await receive(
            expectedAction, timeout: duration.nanoseconds, assert: updateStateToExpectedResult, file: file,
            line: line)
    }

    /// Asserts that an effect sent an action of this case next, whatever its payload:
    /// `await store.receive(/Action.response) { … }`.
    public func receive<Value>(
        _ actionCase: CasePath<Action, Value>,
        timeout nanoseconds: UInt64? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        file: StaticString = #file,
        line: UInt = #line
    ) async {
        await receive(
            matching: { actionCase.extract(from: $0) != nil },
            expectedAction: nil,
            failureMessage: "Expected to receive an action matching case path, but didn't get one.",
            unexpectedActionDescription: { Dumper.dump($0, name: nil, indent: 2, isRoot: true, maxDepth: .max) },
            timeout: nanoseconds, update: updateStateToExpectedResult, file: file, line: line
        )
    }

    private func receive(
        matching predicate: (Action) -> Bool,
        expectedAction: Action?,
        failureMessage: @autoclosure () -> String,
        unexpectedActionDescription: (Action) -> String,
        timeout nanoseconds: UInt64?,
        update: ((inout State) throws -> Void)?,
        file: StaticString,
        line: UInt
    ) async {
        if !root.inFlight.isEmpty {
            await waitForReceivedAction(matching: predicate, timeout: nanoseconds ?? timeout, file: file, line: line)
        }
        if let received = receivedActions.first {
            // Name binding fields in the messages below.
            if let expectedAction { BindingFieldNames.learn(from: expectedAction, state: received.state) }
            BindingFieldNames.learn(from: received.action, state: received.state)
        }
        receiveAction(
            matching: predicate, failureMessage: failureMessage(),
            unexpectedActionDescription: unexpectedActionDescription, update: update, file: file, line: line)
        for _ in 0..<20 { await Task.yield() }
    }

    /// Waits for every running effect to finish.
    public func finish(timeout duration: Duration, file: StaticString = #file, line: UInt = #line) async {
        await finish(timeout: duration.nanoseconds, file: file, line: line)
    }

    /// Waits for every running effect to finish (within `timeout` nanoseconds).
    public func finish(timeout nanoseconds: UInt64? = nil, file: StaticString = #file, line: UInt = #line) async {
        let nanoseconds = nanoseconds ?? timeout
        let clock = ContinuousClock()
        let start = clock.now
        while !root.inFlight.isEmpty {
            guard clock.now - start < .nanoseconds(Int64(nanoseconds)) else {
                fail(
                    """
                    Expected effects to finish, but there are still effects in-flight\
                    \(nanoseconds > 0 ? " after \(Double(nanoseconds) / 1_000_000_000) seconds" : "").

                    \(inFlightSuggestion(nanoseconds: nanoseconds))
                    """,
                    file: file, line: line
                )
                return
            }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    private func waitForReceivedAction(
        matching predicate: (Action) -> Bool, timeout nanoseconds: UInt64, file: StaticString, line: UInt
    ) async {
        for _ in 0..<20 { await Task.yield() }
        let clock = ContinuousClock()
        let start = clock.now
        while true {
            switch exhaustivity {
            case .on:
                if !receivedActions.isEmpty { return }
            case .off:
                if receivedActions.contains(where: { predicate($0.action) }) { return }
            }
            if root.inFlight.isEmpty { return }
            guard clock.now - start < .nanoseconds(Int64(nanoseconds)) else {
                fail(
                    """
                    Expected to receive \(exhaustivity == .on ? "an action" : "a matching action"), but received none\
                    \(nanoseconds > 0 ? " after \(Double(nanoseconds) / 1_000_000_000) seconds" : "").

                    \(inFlightSuggestion(nanoseconds: nanoseconds))
                    """,
                    file: file, line: line
                )
                return
            }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    private func inFlightSuggestion(nanoseconds: UInt64) -> String {
        let timeoutMessage =
            nanoseconds != timeout
            ? #"try increasing the duration of this assertion's "timeout""#
            : #"configure this assertion with an explicit "timeout""#
        return """
            There are effects in-flight. If the effect that delivers this action uses a \
            clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you \
            wait enough time for it to perform the effect. If you are using a test \
            clock/scheduler, advance it so that the effects may complete, or consider using \
            an immediate clock/scheduler to immediately perform the effect instead.

            If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
            \(timeoutMessage).
            """
    }

    private func receiveAction(
        matching predicate: (Action) -> Bool,
        failureMessage: @autoclosure () -> String,
        unexpectedActionDescription: (Action) -> String,
        update: ((inout State) throws -> Void)?,
        file: StaticString,
        line: UInt
    ) {
        guard !receivedActions.isEmpty else {
            fail(failureMessage(), file: file, line: line)
            return
        }
        if exhaustivity != .on {
            guard receivedActions.contains(where: { predicate($0.action) }) else {
                fail(failureMessage(), file: file, line: line)
                return
            }
            // Non-exhaustive: skip (and accept) the actions before the matching one.
            while let first = receivedActions.first, !predicate(first.action) {
                receivedActions.removeFirst()
                state = first.state
            }
        }
        let (receivedAction, actual) = receivedActions.removeFirst()
        if !predicate(receivedAction) {
            fail(
                """
                Received unexpected action: …

                \(unexpectedActionDescription(receivedAction))
                """,
                file: file, line: line
            )
        }
        do {
            try expectedStateShouldMatch(expected: state, actual: actual, update: update, file: file, line: line)
        } catch {
            fail("Threw error: \(error)", file: file, line: line)
        }
        state = actual
        if "\(self.file)" == "\(file)" { self.line = line }
    }

    private func expectedStateShouldMatch(
        expected current: State, actual: State, update: ((inout State) throws -> Void)?,
        file: StaticString, line: UInt
    ) throws {
        var expected = exhaustivity == .on ? current : actual
        if let update {
            try update(&expected)
        }
        if expected != actual {
            let difference =
                diff(expected, actual, format: .proportional)
                .map { "\($0.indenting(by: 4))\n\n(Expected: \u{2212}, Actual: +)" }
                ?? """
                Expected:
                \(String(describing: expected).indenting(by: 2))

                Actual:
                \(String(describing: actual).indenting(by: 2))
                """
            let heading =
                update != nil
                ? "A state change does not match expectation"
                : "State was not expected to change, but a change occurred"
            fail("\(heading): …\n\n\(difference)", file: file, line: line)
        } else if exhaustivity == .on, expected == current, update != nil {
            fail(
                """
                Expected state to change, but no change occurred.

                The trailing closure made no observable modifications to state. If no change to state is \
                expected, omit the trailing closure.
                """,
                file: file, line: line
            )
        }
    }

    /// What TCA checks when a test store goes away: unreceived actions and running effects.
    private func completed() {
        guard exhaustivity == .on else { return }
        if !receivedActions.isEmpty {
            fail(
                """
                The store received \(receivedActions.count) unexpected \
                action\(receivedActions.count == 1 ? "" : "s") after this one: …

                Unhandled actions: \(dumpActions(receivedActions.map(\.action)))
                """,
                file: file, line: line
            )
        }
        for effect in root.inFlight.values.sorted(by: { $0.origin?.line ?? 0 < $1.origin?.line ?? 0 }) {
            fail(
                """
                An effect returned for this action is still running. It must complete before the end of \
                the test. …

                To fix, inspect any effects the reducer returns for this action and ensure that all of \
                them complete by the end of the test. There are a few reasons why an effect may not have \
                completed:

                • If using async/await in your effect, it may need a little bit of time to properly \
                finish. To fix you can simply perform "await store.finish()" at the end of your test.

                • If an effect uses a clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), \
                make sure that you wait enough time for it to perform the effect. If you are using \
                a test clock/scheduler, advance it so that the effects may complete, or consider \
                using an immediate clock/scheduler to immediately perform the effect instead.

                • If you are returning a long-living effect (timers, notifications, subjects, etc.), \
                then make sure those effects are torn down by marking the effect ".cancellable" and \
                returning a corresponding cancellation effect ("Effect.cancel") from another action, or, \
                if your effect is driven by a Combine subject, send it a completion.
                """,
                file: effect.origin?.file ?? file, line: effect.origin?.line ?? line
            )
        }
    }

    private func dumpActions(_ actions: [Action]) -> String {
        for received in receivedActions {
            BindingFieldNames.learn(from: received.action, state: received.state)
        }
        return String(customDumping: actions)
    }

    private func fail(_ message: String, file: StaticString, line: UInt) {
        TraceRecorder.record(TraceEvent(.warning, subject: "TestStore", detail: message))
        IssueReporting.report(message, file: "\(file)", line: Int(line))
    }
}

/// The effects started by one `TestStore.send`. TCA's `TestStoreTask`.
public struct TestStoreTask: Hashable, Sendable {
    let rawValue: Task<Void, Never>?

    /// Cancels the effects, e.g. a long-living one started in `.task`, to end a test cleanly.
    public func cancel() async {
        rawValue?.cancel()
        await rawValue?.value
    }

    /// Waits for the effects to finish.
    public func finish() async {
        await rawValue?.value
    }

    public var isCancelled: Bool {
        rawValue?.isCancelled ?? true
    }
}

/// How strictly a `TestStore` checks. TCA's `Exhaustivity`.
public enum Exhaustivity: Equatable, Sendable {
    /// Every state change, received action and running effect must be asserted.
    case on
    /// Closures assert only what they mention; unasserted actions and effects are allowed.
    /// Simplified: `showSkippedAssertions` is accepted but nothing is shown.
    case off(showSkippedAssertions: Bool)
    public static let off = Self.off(showSkippedAssertions: false)
}

extension Duration {
    /// Whole nanoseconds, for the `UInt64` timeouts TCA 1.x takes.
    var nanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        return UInt64(max(seconds, 0)) * 1_000_000_000 + UInt64(max(attoseconds, 0) / 1_000_000_000)
    }
}
