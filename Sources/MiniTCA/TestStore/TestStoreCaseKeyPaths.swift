/// The test store's case-key-path forms, TCA 1.4+: what 1.0–1.6 wrote `/Action.response`, 1.7+
/// writes `\.response`, and `Action` need not be `Equatable` to say which action is expected.
///
/// ```swift
/// await store.send(\.view.incrementButtonTapped)
/// await store.send(\.binding.text, "Hello")
/// await store.receive(\.response.success) { $0.fact = "0 is a good number." }
/// await store.receive(\.delegate.saved, 42)
/// ```
extension TestStore where Action: CasePathable {
    /// Sends the action at a payload-less case: `store.send(\.view.onAppear)`.
    @discardableResult
    public func send(
        _ action: CaseKeyPath<Action, Void>,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        file: StaticString = #file,
        line: UInt = #line
    ) async -> TestStoreTask {
        await send(action(), assert: updateStateToExpectedResult, file: file, line: line)
    }

    /// Sends the action at a case with this payload: `store.send(\.binding.text, "x")`.
    @discardableResult
    public func send<Value>(
        _ action: CaseKeyPath<Action, Value>,
        _ value: Value,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        file: StaticString = #file,
        line: UInt = #line
    ) async -> TestStoreTask {
        await send(action(value), assert: updateStateToExpectedResult, file: file, line: line)
    }

    /// Asserts that an effect sent an action of this case next, whatever its payload:
    /// `await store.receive(\.response.success) { … }`.
    @_disfavoredOverload
    public func receive<Value>(
        _ actionCase: CaseKeyPath<Action, Value>,
        timeout duration: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        file: StaticString = #file,
        line: UInt = #line
    ) async {
        await receive(
            CasePath(actionCase), timeout: duration?.nanoseconds, assert: updateStateToExpectedResult, file: file, line: line)
    }

    /// Asserts that an effect sent this case with this payload next:
    /// `await store.receive(\.delegate.saved, 42)`.
    @_disfavoredOverload
    public func receive<Value: Equatable>(
        _ actionCase: CaseKeyPath<Action, Value>,
        _ value: Value,
        timeout duration: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        file: StaticString = #file,
        line: UInt = #line
    ) async {
        await receive(
            CasePath(actionCase), value, timeout: duration?.nanoseconds, assert: updateStateToExpectedResult, file: file,
            line: line)
    }
}
