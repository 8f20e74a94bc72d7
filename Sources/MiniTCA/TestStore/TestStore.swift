import RenderTrace
import RuntimeSupport

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
/// - `exhaustivity = .off` applies the closure to the real state and lets leftovers pass;
///   `.off(showSkippedAssertions: true)` also prints what was let pass, as notes (Xcode's grey
///   "expected failure" boxes).
/// - Dependencies: a test store is a *test context*, so a dependency the test did not set gives
///   its `testValue` (and a dependency without one fails the test). Set them with
///   `withDependencies:` or `store.dependencies`.
/// - Effects run serially on the main actor (TCA's `useMainSerialExecutor`), so `send`,
///   `receive` and `TestClock.advance` let them catch up in a predictable order.
///
/// Failures go through `IssueRouter.report` at the caller's `file`/`line` (TCA calls
/// `XCTFail`); under XCTest they are XCTest failures. Simplified: waiting for an effect's action
/// polls the clock, as TCA does.
@MainActor @preconcurrency
public final class TestStore<State: Equatable, Action> {
    public var exhaustivity: Exhaustivity = .on
    /// How long `receive` and `finish` wait for effects, in nanoseconds (TCA's default: 1 second).
    public var timeout: UInt64 = 1_000_000_000

    /// The state as asserted so far.
    public internal(set) var state: State

    /// Whether the feature dismissed itself (`@Dependency(\.dismiss)` called outside any
    /// presentation). TCA 1.11+ lets a test store's root feature do that: its running effects are
    /// let go, and sending another action fails. In code for earlier releases it is a runtime
    /// warning, as it was there.
    public private(set) var isDismissed = false

    let root: RootStoreCore<State, Action>
    /// Actions effects fed back that the test has not received yet, with the state after each.
    var receivedActions = ReceivedActions<Action, State>()
    /// The state right after the action the test sent, before the effects it returned ran.
    private var stateAfterSentAction: State?
    private var stackElementGenerationOfSentAction: Int?
    private var isReducingSentAction = false
    let file: StaticString
    var line: UInt

    /// Whether work runs one job at a time on the main actor while the test store lives (the
    /// default, as in TCA 1.x): its effects, and every task the test starts on the global
    /// executor (`uncheckedUseMainSerialExecutor`, put back as it was when the store goes away).
    /// Turn it off to let them run on the global executor, as they do in an app.
    public var useMainSerialExecutor: Bool {
        get { uncheckedUseMainSerialExecutor }
        set {
            uncheckedUseMainSerialExecutor = newValue
            root.runsEffectsOnMainActor = newValue
        }
    }
    private let originalUseMainSerialExecutor = uncheckedUseMainSerialExecutor

    /// The dependencies the feature runs with. Change them between steps to simulate the world
    /// changing: `store.dependencies.factClient.fetch = { _ in throw FactError() }`.
    public var dependencies: DependencyValues {
        get { root.dependencies }
        set {
            root.dependencies = newValue
            stackElementIDs = nil
        }
    }

    /// The feature's stack id counter, looked up once (it is read before every action).
    private var stackElementIDs: StackElementIDGenerator?

    /// The id the next pushed screen gets: what an assertion closure must start from.
    fileprivate func nextStackElementGeneration() -> Int {
        if stackElementIDs == nil { stackElementIDs = root.dependencies.stackElementID }
        return stackElementIDs!.peek().generation
    }

    /// ```swift
    /// let store = TestStore(initialState: Feature.State()) {
    ///   Feature()
    /// } withDependencies: {
    ///   $0.continuousClock = ImmediateClock()
    /// }
    /// ```
    public init<R: Reducer>(
        initialState: @autoclosure () -> R.State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: (_ dependencies: inout DependencyValues) -> Void = { _ in },
        file: StaticString = #file,
        line: UInt = #line
    ) where R.State == State, R.Action == Action {
        var dependencies = DependencyValues._current
        if !dependencies.hasExplicitContext { dependencies.context = .test }
        // Defaults are remembered per test, as XCTest runs reset swift-dependencies' cache.
        dependencies.cache = DefaultValueCache()
        dependencies = dependencies.updated(by: prepareDependencies)
        dependencies.isolateRootStoreCancellation()
        let (initialState, reducer) = TestContext.$location.withValue(.init(file: file, line: line)) {
            DependencyValues.$_current.withValue(dependencies) { (initialState(), reducer()) }
        }
        let reduce = RootStoreCore<State, Action>.traced(reducer)
        self.state = initialState
        self.file = file
        self.line = line
        let recorder = Recorder()
        self.root = RootStoreCore(
            initialState: initialState, name: typeName(R.self), dependencies: dependencies,
            runsEffectsOnMainActor: true
        ) { state, action in
            // The stack ids a test's assertion closure should hand out: those the reducer had.
            let stackElementGeneration = recorder.store?.nextStackElementGeneration() ?? 0
            let effects = reduce(&state, action)
            recorder.store?.didReduce(action, state: state, stackElementGeneration: stackElementGeneration)
            return effects
        }
        recorder.store = self
        useMainSerialExecutor = true
        SharedChangeTracking.storeStarted()
    }

    /// Runs `operation` with some dependencies changed, then puts them back.
    public func withDependencies<R>(
        _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
        operation: () throws -> R
    ) rethrows -> R {
        let previous = dependencies
        defer { dependencies = previous }
        dependencies = try dependencies.updated(by: updateValuesForOperation)
        return try operation()
    }

    /// The asynchronous form of `withDependencies(_:operation:)`.
    public func withDependencies<R>(
        _ updateValuesForOperation: (_ dependencies: inout DependencyValues) async throws -> Void,
        operation: @MainActor () async throws -> R
    ) async rethrows -> R {
        let previous = dependencies
        defer { dependencies = previous }
        var updated = dependencies
        try await DependencyValues.$isSetting.withValue(true) { try await updateValuesForOperation(&updated) }
        dependencies = updated
        return try await operation()
    }

    /// Runs `operation` with another exhaustivity, then puts it back.
    @discardableResult
    public func withExhaustivity<R>(_ exhaustivity: Exhaustivity, operation: () throws -> R) rethrows -> R {
        let previous = self.exhaustivity
        defer { self.exhaustivity = previous }
        self.exhaustivity = exhaustivity
        return try operation()
    }

    /// The asynchronous form of `withExhaustivity(_:operation:)`.
    @discardableResult
    public func withExhaustivity<R>(
        _ exhaustivity: Exhaustivity, operation: @MainActor () async throws -> R
    ) async rethrows -> R {
        let previous = self.exhaustivity
        defer { self.exhaustivity = previous }
        self.exhaustivity = exhaustivity
        return try await operation()
    }

    /// Lets the reducer closure reach the test store without keeping it alive.
    private final class Recorder {
        weak var store: TestStore?
    }

    private func didReduce(_ action: Action, state: State, stackElementGeneration: Int) {
        if isReducingSentAction {
            isReducingSentAction = false
            stateAfterSentAction = state
            stackElementGenerationOfSentAction = stackElementGeneration
        } else {
            receivedActions.append(action, state: state, stackElementGeneration: stackElementGeneration)
        }
    }

    isolated deinit {
        completed()
        root.cancelAll()
        SharedChangeTracking.storeEnded()
        uncheckedUseMainSerialExecutor = originalUseMainSerialExecutor
    }

    /// Sends an action and asserts how the state changed.
    @discardableResult
    public func send(
        _ action: Action,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        file: StaticString = #file,
        line: UInt = #line
    ) async -> TestStoreTask {
        guard !isDismissed else {
            fail("Can't send action to dismissed test store.", file: file, line: line)
            return TestStoreTask(rawValue: nil, timeout: timeout)
        }
        if !receivedActions.isEmpty {
            let count = "\(receivedActions.count) received action\(receivedActions.count == 1 ? "" : "s")"
            failHelper(
                """
                \(TargetVersion.sentence("Must handle \(count) before sending an action"))

                Unhandled actions: \(dumpActions(receivedActions.actions))
                """,
                file: file, line: line
            )
        }
        switch exhaustivity {
        case .on:
            break
        case .off(showSkippedAssertions: true):
            await skipReceivedActions(strict: false, file: file, line: line)
        case .off(showSkippedAssertions: false):
            receivedActions.removeAll()
        }

        let expected = state
        isReducingSentAction = true
        stateAfterSentAction = nil
        // Failures raised by the reducer or its effects (an unimplemented dependency) go to this line.
        let tasks = EffectTasks()
        TestContext.$location.withValue(.init(file: file, line: line)) {
            DismissEffect.$presentation.withValue(rootDismissal) {
                root.send(action, origin: EffectOrigin(file: file, line: line), tasks: tasks)
            }
        }
        isReducingSentAction = false
        let actual = stateAfterSentAction ?? root.state
        BindingFieldNames.learn(from: action, state: actual)
        do {
            try expectedStateShouldMatch(
                expected: expected, actual: actual, update: updateStateToExpectedResult,
                stackElementGeneration: stackElementGenerationOfSentAction, file: file, line: line)
        } catch {
            fail("Threw error: \(error)", file: file, line: line)
        }
        state = actual
        if "\(self.file)" == "\(file)" { self.line = line }
        // Give the effects it started a chance to start, as TCA's `Task.megaYield` does.
        await yieldToEffects()
        return TestStoreTask(rawValue: StoreTask(tasks).rawValue, timeout: timeout)
    }

    /// What `@Dependency(\.dismiss)` does in the root feature: nothing (a runtime warning) before
    /// TCA 1.11; since then, the test store stops expecting its effects and takes no more actions.
    private var rootDismissal: (@MainActor @Sendable () -> Void)? {
        guard TargetVersion.usesModernBehaviour else { return nil }
        return { [weak self] in
            guard let self else { return }
            root.forgetInFlightEffects()
            isDismissed = true
        }
    }

    /// Asserts how the state looks now, without sending anything: for state changed from outside
    /// the reducer's actions (a `TestStore` whose dependencies changed, say). TCA 1.x's `assert`.
    public func assert(
        _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
        file: StaticString = #file,
        line: UInt = #line
    ) {
        do {
            try expectedStateShouldMatch(
                expected: state, actual: root.state, update: updateStateToExpectedResult,
                skipUnnecessaryModifyFailure: true, file: file, line: line)
        } catch {
            fail("Threw error: \(error)", file: file, line: line)
        }
    }

    /// Lets effect work queued on the main actor run. Nothing is queued when no effect is running,
    /// so a test of many synchronous actions does not pay for it.
    func yieldToEffects() async {
        guard !root.inFlight.isEmpty else { return }
        await Task.megaYield()
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
                failHelper(
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

    /// Compares the state the test expects with the real one. Exhaustive: the closure must turn
    /// the state before into exactly the state after. Non-exhaustive: the closure is applied to the
    /// real state and must not change it; with `showSkippedAssertions`, what the closure did not
    /// mention is then shown as a note. Shared state (`@Shared`) takes part as it was when the
    /// test last asserted on it (`SharedChangeTracking`).
    func expectedStateShouldMatch(
        expected current: State, actual: State, update: ((inout State) throws -> Void)?,
        stackElementGeneration: Int? = nil,
        skipUnnecessaryModifyFailure: Bool = false, file: StaticString, line: UInt
    ) throws {
        try SharedChangeTracking.asserting {
            try compareStates(
                expected: current, actual: actual, update: update, stackElementGeneration: stackElementGeneration,
                skipUnnecessaryModifyFailure: skipUnnecessaryModifyFailure, file: file, line: line)
        }
    }

    private func compareStates(
        expected current: State, actual: State, update: ((inout State) throws -> Void)?,
        stackElementGeneration: Int?, skipUnnecessaryModifyFailure: Bool, file: StaticString, line: UInt
    ) throws {
        // `@Dependency` read in the assertion closure sees the test's dependencies, as in TCA, and
        // a screen the closure pushes gets the id the reducer's push got.
        let dependencies = root.dependencies
        let update = update.map { update in
            { (state: inout State) throws in
                var dependencies = dependencies
                if let stackElementGeneration {
                    dependencies.stackElementID = StackElementIDGenerator(next: stackElementGeneration)
                }
                try DependencyValues.$_current.withValue(dependencies) { try update(&state) }
            }
        }
        func expectationFailure(expected: State) {
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
            failHelper("\(TargetVersion.sentence(heading))\n\n\(difference)", file: file, line: line)
        }
        func unnecessaryModifyFailure(expected: State) {
            guard !skipUnnecessaryModifyFailure, expected == current, update != nil,
                  !SharedChangeTracking.assertionWroteSharedState
            else { return }
            failHelper(
                """
                Expected state to change, but no change occurred.

                The trailing closure made no observable modifications to state. If no change to state is \
                expected, omit the trailing closure.
                """,
                file: file, line: line
            )
        }

        switch exhaustivity {
        case .on:
            var expected = current
            try update?(&expected)
            if !statesMatch(expected, actual) {
                expectationFailure(expected: expected)
            } else {
                unnecessaryModifyFailure(expected: expected)
            }
        case let .off(showSkippedAssertions):
            // `XCTModify` in the closure need not change anything when the store is not exhaustive.
            let update = update.map { update in
                { (state: inout State) throws -> Void in try XCTModifyLocals.$isExhaustive.withValue(false) { try update(&state) } }
            }
            var expectedGivenActual = actual
            try update?(&expectedGivenActual)
            if !statesMatch(expectedGivenActual, actual) {
                // A wrong assertion is a failure even when not exhaustive.
                withExhaustivity(.on) { expectationFailure(expected: expectedGivenActual) }
            } else if showSkippedAssertions {
                var expectedGivenPrevious = current
                try update?(&expectedGivenPrevious)
                if !statesMatch(expectedGivenPrevious, actual) {
                    expectationFailure(expected: expectedGivenPrevious)
                } else {
                    unnecessaryModifyFailure(expected: expectedGivenPrevious)
                }
            }
        }
    }

    /// TCA's `==`; in a graded program, also the states' structure (`GradedComparison`).
    private func statesMatch(_ expected: State, _ actual: State) -> Bool {
        GradedComparison.isActive ? isGradedEqual(expected, actual) : expected == actual
    }

    /// What TCA checks when a test store goes away: unreceived actions and running effects, in
    /// the words of the release the program targets (`TargetVersion`).
    private func completed() {
        let modern = TargetVersion.usesModernTexts
        if !receivedActions.isEmpty {
            // TCA's code lists them by their case paths (its doc comment shows a dump); 1.0–1.9 as bullets.
            let actions = receivedActions.actions.map { (modern ? "    " : "    • ") + debugCaseOutput($0, abbreviated: true) }
            let count = "\(receivedActions.count) unexpected action\(receivedActions.count == 1 ? "" : "s")"
            failHelper(
                modern
                    ? """
                    The store received \(count).

                      Unhandled actions:
                    \(actions.joined(separator: "\n"))

                    To fix, explicitly assert against these actions using "store.receive", skip these actions \
                    by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
                    store: "store.exhaustivity = .off".
                    """
                    : """
                    The store received \(count) after this one: …

                      Unhandled actions:
                    \(actions.joined(separator: "\n"))
                    """,
                file: file, line: line
            )
        }
        let bullet = modern ? "" : "• "
        let clock = modern ? "a clock (or scheduler, via" : "a clock/scheduler (via"
        let skipping = modern
            ? """


            If you do not wish to assert on these effects, perform "await \
            store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
            "store.exhaustivity = .off".
            """
            : ""
        for effect in root.inFlight.values.sorted(by: { $0.origin?.line ?? 0 < $1.origin?.line ?? 0 }) {
            failHelper(
                """
                An effect returned for this action is still running. It must complete before the end of \
                the test\(modern ? "." : ". …")

                To fix, inspect any effects the reducer returns for this action and ensure that all of \
                them complete by the end of the test. There are a few reasons why an effect may not have \
                completed:

                \(bullet)If using async/await in your effect, it may need a little bit of time to properly \
                finish. To fix you can simply perform "await store.finish()" at the end of your test.

                \(bullet)If an effect uses \(clock) "receive(on:)", "delay", "debounce", etc.), \
                make sure that you wait enough time for it to perform the effect. If you are using \
                a test clock/scheduler, advance it so that the effects may complete, or consider \
                using an immediate clock/scheduler to immediately perform the effect instead.

                \(bullet)If you are returning a long-living effect (timers, notifications, subjects, etc.), \
                then make sure those effects are torn down by marking the effect ".cancellable" and \
                returning a corresponding cancellation effect ("Effect.cancel") from another action, or, \
                if your effect is driven by a Combine subject, send it a completion.\(skipping)
                """,
                file: effect.origin?.file ?? file, line: effect.origin?.line ?? line
            )
        }
    }

    func dumpActions(_ actions: [Action]) -> String {
        for received in receivedActions.all {
            BindingFieldNames.learn(from: received.action, state: received.state)
        }
        return String(customDumping: actions)
    }

    func fail(_ message: String, file: StaticString, line: UInt) {
        TestFailure.report(message, file: file, line: line)
    }

    /// TCA's `XCTFailHelper`: a failure when exhaustive, a note when skipped assertions are
    /// shown, nothing otherwise.
    func failHelper(
        _ message: String, overrideExhaustivity: Exhaustivity? = nil, file: StaticString, line: UInt
    ) {
        switch overrideExhaustivity ?? exhaustivity {
        case .on:
            fail(message, file: file, line: line)
        case .off(showSkippedAssertions: true):
            TestFailure.note("\(TargetVersion.sentence("Skipped assertions"))\n\n\(message)", file: file, line: line)
        case .off(showSkippedAssertions: false):
            break
        }
    }
}

/// How test failures are reported: recorded in the trace, then handed to `IssueRouter`
/// (TCA calls `XCTFail`).
enum TestFailure {
    static func report(_ message: String, file: StaticString, line: UInt) {
        TraceRecorder.record(TraceEvent(.warning, subject: "TestStore", detail: message))
        IssueRouter.report(message, file: file, line: line)
    }

    /// What Xcode shows in a grey box (an *expected* failure): it does not fail the test.
    static func note(_ message: String, file: StaticString, line: UInt) {
        TraceRecorder.record(TraceEvent(.log, subject: "TestStore", detail: message))
        FileDescriptorOutput.writeToStandardError("\(file):\(line): note: \(message)\n")
    }
}

extension Duration {
    /// Whole nanoseconds, for the `UInt64` timeouts TCA 1.x takes.
    var nanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        return UInt64(max(seconds, 0)) * 1_000_000_000 + UInt64(max(attoseconds, 0) / 1_000_000_000)
    }
}

/// The actions effects fed back and the test has not received yet, oldest first, with the state
/// after each (and the stack ids as they were before it). A queue: taking the first costs the
/// same however many are waiting.
struct ReceivedActions<Action, State> {
    typealias Item = (action: Action, state: State, stackElementGeneration: Int)
    private var items: [Item] = []
    private var head = 0

    var isEmpty: Bool { head == items.count }
    var count: Int { items.count - head }
    var first: Item? { isEmpty ? nil : items[head] }
    var last: Item? { isEmpty ? nil : items[items.count - 1] }
    var all: ArraySlice<Item> { items[head...] }
    var actions: [Action] { all.map(\.action) }

    mutating func append(_ action: Action, state: State, stackElementGeneration: Int) {
        items.append((action, state, stackElementGeneration))
    }

    mutating func removeFirst() -> Item {
        defer {
            head += 1
            if head == items.count { removeAll() }
        }
        return items[head]
    }

    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
        head = 0
    }

    func contains(where predicate: (Action) -> Bool) -> Bool {
        all.contains { predicate($0.action) }
    }
}
