extension Reducer {
    /// Runs a child reducer on optional child state, when it is non-`nil`, before this reducer.
    /// TCA 1.0–1.3's `ifLet`:
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///   .ifLet(\.child, action: /Action.child) { Child() }
    /// ```
    ///
    /// The child runs first, then the parent. When the parent sets the child state to `nil` (or
    /// replaces it with another child: a new `id`, another enum case), the child's running
    /// effects are cancelled. A child action that arrives while the state is `nil` is ignored
    /// with TCA's runtime warning (a test failure in a `TestStore`).
    public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: CasePath<Action, WrappedAction>,
        @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _IfLetReducer<Self, Wrapped>
    where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
        _IfLetReducer(
            parent: self, toChildState: toWrappedState, toChildAction: toWrappedAction, child: wrapped(),
            fileID: fileID, line: line)
    }

    /// The `@PresentationState` form, for a feature presented by this one (a sheet, a popup, a
    /// navigation destination):
    ///
    /// ```swift
    /// Reduce(self.core)
    ///   .ifLet(\.$destination, action: /Action.destination) { Destination() }
    /// ```
    ///
    /// `.presented(action)` runs the destination (first) and then this reducer; `.dismiss` runs
    /// this reducer and then sets the destination to `nil`. Whenever the destination goes away or
    /// is replaced, its effects are cancelled. Inside the destination, `@Dependency(\.dismiss)`
    /// sends `.dismiss` and `@Dependency(\.isPresented)` is `true`.
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _PresentationReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action {
        _PresentationReducer(
            parent: self, toPresentationState: toPresentationState,
            toPresentationAction: toPresentationAction, destination: destination(), fileID: fileID, line: line)
    }
}

extension Reducer {
    /// The optional form for an alert or a confirmation dialog kept in plain optional state (TCA
    /// 1.0's way, before `@PresentationState`): `.ifLet(\.alert, action: /Action.alert)`. Any
    /// button's action reaches this reducer as `.alert(action)`, and the alert is then dismissed.
    public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: CasePath<Action, WrappedAction>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
        ifLet(toWrappedState, action: toWrappedAction, then: { EmptyReducer() }, fileID: fileID, line: line)
    }

    /// The `@PresentationState` form for an alert or a confirmation dialog, which has no reducer
    /// of its own: `.ifLet(\.$alert, action: /Action.alert)`. Any button's action reaches this
    /// reducer as `.alert(.presented(action))`, and the alert is then dismissed.
    public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
        ifLet(toPresentationState, action: toPresentationAction, destination: { EmptyReducer() }, fileID: fileID, line: line)
    }
}

/// TCA 1.7+'s spellings, with case key paths: `.ifLet(\.child, action: \.child) { Child() }`,
/// `.ifLet(\.$destination, action: \.destination) { Destination() }`, `.ifLet(\.$alert, action: \.alert)`.
/// Each does what the `/Action.child` form above does.
extension Reducer {
    public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
        @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _IfLetReducer<Self, Wrapped>
    where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
        ifLet(toWrappedState, action: AnyCasePath(toWrappedAction), then: wrapped, fileID: fileID, line: line)
    }

    public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _PresentationReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action {
        ifLet(
            toPresentationState, action: AnyCasePath(toPresentationAction), destination: destination,
            fileID: fileID, line: line)
    }

    public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
        ifLet(toWrappedState, action: AnyCasePath(toWrappedAction), fileID: fileID, line: line)
    }

    public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
        ifLet(toPresentationState, action: AnyCasePath(toPresentationAction), fileID: fileID, line: line)
    }
}

/// What `.ifLet` with an optional builds.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    let parent: Parent
    let toChildState: WritableKeyPath<Parent.State, Child.State?>
    let toChildAction: CasePath<Parent.Action, Child.Action>
    let child: Child
    let fileID: StaticString
    let line: UInt

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let childBefore = childID(state)
        let actsOnEphemeralChild =
            toChildAction.extract(from: action) != nil && (state[keyPath: toChildState].map(isEphemeral) ?? false)
        let childEffects = reduceChild(into: &state, action: action)
        let parentEffects = parent.reduce(into: &state, action: action)
        // An alert or dialog is gone once used, unless the parent put up another one.
        if actsOnEphemeralChild, childID(state) == childBefore {
            state[keyPath: toChildState] = nil
        }
        return .merge(childEffects, parentEffects, cancellingEffects(of: childBefore, ifNot: childID(state)))
    }

    private func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        guard let id = childID(state) else {
            RuntimeWarning.report(TargetVersion.warning(
                """
                An "ifLet" at "\(fileID):\(line)" received a child action when child state was \
                "nil". …

                  Action:
                \(String(customDumping: action).indenting(by: 4))

                This is generally considered an application logic error, and can happen for a few reasons:

                • A parent reducer set child state to "nil" before this reducer ran. This reducer must \
                run before any other reducer sets child state to "nil". This ensures that child \
                reducers can handle their actions while their state is still available.

                • An in-flight effect emitted this action when child state was "nil". While it may be \
                perfectly reasonable to ignore this action, consider canceling the associated effect \
                before child state becomes "nil", especially if it is a long-living effect.

                • This action was sent to the store while state was "nil". Make sure that actions for \
                this reducer can only be sent from a view store when state is non-"nil". In SwiftUI \
                applications, use "IfLetStore".
                """
            ))
            return .none
        }
        let name = "ifLet(\(observedKeyPathName(toChildState, in: state)))"
        let embed = toChildAction
        return ReducerTrace.run(name, state: &state, action: action) { state in
            withNavigationID(id) {
                child.reduce(into: &state[keyPath: toChildState]!, action: childAction).map(embed.embed)
            }
        }
        .cancellable(id: id)
    }

    private func childID(_ state: Parent.State) -> NavigationID? {
        state[keyPath: toChildState].map { NavigationID(path: toChildState, state: $0) }
    }
}

/// What `.ifLet` with `@PresentationState` builds.
public struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
    let parent: Parent
    let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>
    let toPresentationAction: CasePath<Parent.Action, PresentationAction<Destination.Action>>
    let destination: Destination
    let fileID: StaticString
    let line: UInt

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let destinationBefore = destinationID(state)
        // What this reducer last saw presented: another reducer may have dismissed it since.
        let lastPresented = state[keyPath: toPresentationState].presentedID ?? destinationBefore
        let presentationAction = toPresentationAction.extract(from: action)
        var effects: Effect<Parent.Action>
        switch (destinationBefore, presentationAction) {
        case let (id?, .presented(destinationAction)?):
            let wasEphemeral = state[keyPath: toPresentationState].wrappedValue.map {
                isEphemeral($0, actedOnBy: destinationAction)
            } ?? false
            effects = withNavigationID(id) {
                reduceDestination(into: &state, action: action, destinationAction: destinationAction)
            }
            .cancellable(id: id)
                .merge(with: parent.reduce(into: &state, action: action))
            // An alert or dialog is gone once used, unless the parent put up another one.
            if wasEphemeral, destinationID(state) == id {
                state[keyPath: toPresentationState].wrappedValue = nil
            }
        case let (id?, .dismiss?):
            effects = parent.reduce(into: &state, action: action)
            // Unless the parent put up something else in its place.
            if destinationID(state) == id {
                state[keyPath: toPresentationState].wrappedValue = nil
            }
        case (nil, _?):
            // 1.25 no longer points to a view modifier: the store's own `sheet(item:)` binding does it.
            let advice = TargetVersion.usesModernTexts
                ? "" : #" In SwiftUI applications, use a Composable Architecture view modifier like "sheet(store:…)"."#
            RuntimeWarning.report(TargetVersion.warning(
                """
                An "ifLet" at "\(fileID):\(line)" received a presentation action when destination \
                state was absent. …

                  Action:
                    \(debugCaseOutput(action))

                This is generally considered an application logic error, and can happen for a few reasons:

                • A parent reducer set destination state to "nil" before this reducer ran. This reducer \
                must run before any other reducer sets destination state to "nil". This ensures that \
                destination reducers can handle their actions while their state is still present.

                • This action was sent to the store while destination state was "nil". Make sure that \
                actions for this reducer can only be sent from a view store when state is present, or \
                from effects that start from this reducer.\(advice)
                """
            ))
            effects = parent.reduce(into: &state, action: action)
        case (_, nil):
            effects = parent.reduce(into: &state, action: action)
        }
        let destinationAfter = destinationID(state)
        if state[keyPath: toPresentationState].presentedID != destinationAfter {
            state[keyPath: toPresentationState].presentedID = destinationAfter
        }
        return effects.merge(with: cancellingEffects(of: lastPresented, ifNot: destinationAfter))
    }

    private func reduceDestination(
        into state: inout Parent.State, action: Parent.Action, destinationAction: Destination.Action
    ) -> Effect<Parent.Action> {
        let name = "ifLet(\(presentationKeyPathName(toPresentationState, in: state)))"
        let embed = toPresentationAction
        var dependencies = DependencyValues._current
        dependencies.isPresented = true
        return ReducerTrace.run(name, state: &state, action: action) { state in
            DependencyValues.$_current.withValue(dependencies) {
                destination.reduce(into: &state[keyPath: toPresentationState].wrappedValue!, action: destinationAction)
            }
            .map { embed.embed(.presented($0)) }
            .dismissing(with: embed.embed(.dismiss))
        }
    }

    private func destinationID(_ state: Parent.State) -> NavigationID? {
        state[keyPath: toPresentationState].wrappedValue.map { NavigationID(path: toPresentationState, state: $0) }
    }
}

/// Cancels the effects of the child that was there (`before`) when another one (or none) is now.
func cancellingEffects<Action>(of before: NavigationID?, ifNot after: NavigationID?) -> Effect<Action> {
    guard let before, before != after else { return .none }
    return .cancel(id: before)
}
