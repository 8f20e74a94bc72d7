extension TestStore {
    /// Drops the actions effects have fed back so far, accepting the state they led to: for a
    /// test that means to assert one part of a feature and say so.
    ///
    /// ```swift
    /// await store.send(.refresh)
    /// await store.skipReceivedActions()
    /// ```
    ///
    /// With `strict` (the default), skipping nothing is a failure. What was skipped is shown as a
    /// note, unless skipped assertions are hidden (`exhaustivity = .off`).
    public func skipReceivedActions(strict: Bool = true, file: StaticString = #file, line: UInt = #line) async {
        await Task.megaYield()
        guard let last = receivedActions.last else {
            if strict { fail("There were no received actions to skip.", file: file, line: line) }
            return
        }
        let actions = receivedActions.actions
        failHelper(
            """
            \(TargetVersion.plainSentence("\(actions.count) received action\(actions.count == 1 ? " was" : "s were") skipped"))

            \(actions.count == 1 ? String(customDumping: actions[0]) : String(customDumping: actions))
            """,
            overrideExhaustivity: exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity,
            file: file, line: line
        )
        state = last.state
        receivedActions.removeAll()
    }

    /// Cancels the effects still running and stops expecting them to finish.
    ///
    /// With `strict` (the default), skipping nothing is a failure. What was cancelled is shown as
    /// a note, unless skipped assertions are hidden (`exhaustivity = .off`).
    public func skipInFlightEffects(strict: Bool = true, file: StaticString = #file, line: UInt = #line) async {
        await Task.megaYield()
        let effects = root.inFlight.sorted { $0.key < $1.key }.map(\.value)
        guard !effects.isEmpty else {
            if strict { fail("There were no in-flight effects to skip.", file: file, line: line) }
            return
        }
        let actions = effects.map(\.action)
        failHelper(
            """
            \(effects.count) in-flight effect\(effects.count == 1 ? " was" : "s were") cancelled, originating from:

            \(actions.count == 1 ? String(customDumping: actions[0]) : String(customDumping: actions))
            """,
            overrideExhaustivity: exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity,
            file: file, line: line
        )
        root.forgetInFlightEffects()
    }
}
