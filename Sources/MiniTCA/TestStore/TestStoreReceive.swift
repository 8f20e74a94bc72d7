extension TestStore {
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
                \(TargetVersion.leading("Expected to receive the following action, but didn't"))

                \(Dumper.dump(expectedAction, name: nil, indent: 2, isRoot: true, maxDepth: .max))
                """,
            unexpectedActionDescription: { receivedAction in
                TaskResultDebugging.$emitRuntimeWarnings.withValue(false) {
                    diff(expectedAction, receivedAction, format: .proportional)
                        .map { "\($0.indenting(by: 4))\n\n(Expected: \u{2212}, Received: +)" }
                        ?? """
                        Expected:
                        \(String(describing: expectedAction).indenting(by: 2))

                        Received:
                        \(String(describing: receivedAction).indenting(by: 2))
                        """
                }
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

    /// Asserts that an effect sent an action for which `isMatching` is true next:
    /// `await store.receive { $0.isResponse }`. For actions that are not `Equatable`.
    public func receive(
        _ isMatching: (_ action: Action) -> Bool,
        timeout nanoseconds: UInt64? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        file: StaticString = #file,
        line: UInt = #line
    ) async {
        await receive(
            matching: isMatching,
            expectedAction: nil,
            failureMessage: "Expected to receive an action matching predicate, but didn't get one.",
            unexpectedActionDescription: { Dumper.dump($0, name: nil, indent: 2, isRoot: true, maxDepth: .max) },
            timeout: nanoseconds, update: updateStateToExpectedResult, file: file, line: line
        )
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

    /// Asserts that an effect sent this case with this payload next:
    /// `await store.receive(/Action.response, "42 is a good number")`. TCA added this form in 1.9,
    /// with its own texts: it speaks of a case path and of the "Actual" action.
    public func receive<Value: Equatable>(
        _ actionCase: CasePath<Action, Value>,
        _ value: Value,
        timeout nanoseconds: UInt64? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        file: StaticString = #file,
        line: UInt = #line
    ) async {
        await receive(
            matching: { actionCase.extract(from: $0) == value },
            expectedAction: actionCase.embed(value),
            failureMessage: "Expected to receive an action matching case path, but didn't get one.",
            unexpectedActionDescription: { receivedAction in
                guard actionCase.extract(from: receivedAction) != nil else {
                    return Dumper.dump(receivedAction, name: nil, indent: 2, isRoot: true, maxDepth: .max)
                }
                return diff(actionCase.embed(value), receivedAction, format: .proportional)
                    .map { "\($0.indenting(by: 2))\n\n(Expected: \u{2212}, Actual: +)" }
                    ?? Dumper.dump(receivedAction, name: nil, indent: 2, isRoot: true, maxDepth: .max)
            },
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
        // Failures raised while matching (a `TaskResult` whose error is not `Equatable`) go to this line.
        TestContext.$location.withValue(.init(file: file, line: line)) {
            if let received = receivedActions.first {
                // Name binding fields in the messages below.
                if let expectedAction { BindingFieldNames.learn(from: expectedAction, state: received.state) }
                BindingFieldNames.learn(from: received.action, state: received.state)
            }
            receiveAction(
                matching: predicate, failureMessage: failureMessage(),
                unexpectedActionDescription: unexpectedActionDescription, update: update, file: file, line: line)
        }
        await yieldToEffects()
    }

    private func waitForReceivedAction(
        matching predicate: (Action) -> Bool, timeout nanoseconds: UInt64, file: StaticString, line: UInt
    ) async {
        await Task.megaYield()
        let clock = ContinuousClock()
        let start = clock.now
        while true {
            switch exhaustivity {
            case .on:
                if !receivedActions.isEmpty { return }
            case .off:
                if receivedActions.contains(where: predicate) { return }
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

    func inFlightSuggestion(nanoseconds: UInt64) -> String {
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
            guard receivedActions.contains(where: predicate) else {
                fail(failureMessage(), file: file, line: line)
                return
            }
            // Non-exhaustive: skip (and accept) the actions before the matching one.
            var skipped: [Action] = []
            while let first = receivedActions.first, !predicate(first.action) {
                _ = receivedActions.removeFirst()
                skipped.append(first.action)
                state = first.state
            }
            if !skipped.isEmpty {
                failHelper(
                    """
                    \(TargetVersion.plainSentence("\(skipped.count) received action\(skipped.count == 1 ? " was" : "s were") skipped"))

                    \(String(customDumping: skipped))
                    """,
                    file: file, line: line
                )
            }
        }
        let (receivedAction, actual, stackElementGeneration) = receivedActions.removeFirst()
        if !predicate(receivedAction) {
            // TCA reports the wrong action and stops there: the assertion closure was written for
            // another action, so comparing states would only add noise.
            failHelper(
                """
                \(TargetVersion.leading("Received unexpected action"))

                \(unexpectedActionDescription(receivedAction))
                """,
                file: file, line: line
            )
        } else {
            do {
                try expectedStateShouldMatch(
                    expected: state, actual: actual, update: update, stackElementGeneration: stackElementGeneration,
                    file: file, line: line)
            } catch {
                fail("Threw error: \(error)", file: file, line: line)
            }
        }
        state = actual
        if "\(self.file)" == "\(file)" { self.line = line }
    }
}
