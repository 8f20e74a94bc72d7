extension Reducer {
    /// Runs a child reducer on optional child state, when it is non-`nil`, before this reducer.
    /// TCA 1.0–1.3's `ifLet`:
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///   .ifLet(\.child, action: /Action.child) { Child() }
    /// ```
    ///
    /// The child runs first, then the parent. Simplified: a child action while the state is `nil`
    /// is ignored (TCA also reports a runtime warning), and no effects are cancelled when the
    /// state becomes `nil`.
    public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: CasePath<Action, WrappedAction>,
        @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped
    ) -> _IfLetReducer<Self, Wrapped>
    where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
        _IfLetReducer(parent: self, toChildState: toWrappedState, toChildAction: toWrappedAction, child: wrapped())
    }

    /// The `@PresentationState` form, as seed notes use it for destinations:
    ///
    /// ```swift
    /// Reduce(self.core)
    ///   .ifLet(\.$destination, action: /Action.destination) { Destination() }
    /// ```
    ///
    /// `.presented(action)` runs the destination (first) and then this reducer; `.dismiss` runs
    /// this reducer and then sets the destination to `nil`.
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
    ) -> _PresentationReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action {
        _PresentationReducer(
            parent: self, toPresentationState: toPresentationState,
            toPresentationAction: toPresentationAction, destination: destination())
    }
}

/// What `.ifLet` with an optional builds.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    let parent: Parent
    let toChildState: WritableKeyPath<Parent.State, Child.State?>
    let toChildAction: CasePath<Parent.Action, Child.Action>
    let child: Child

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        var childEffects = Effect<Parent.Action>.none
        if let childAction = toChildAction.extract(from: action), state[keyPath: toChildState] != nil {
            let name = "ifLet(\(Scope<Parent.State, Parent.Action, Child>.describe(toChildState)))"
            let embed = toChildAction
            childEffects = ReducerTrace.run(name, state: &state, action: action) { state in
                child.reduce(into: &state[keyPath: toChildState]!, action: childAction).map(embed.embed)
            }
        }
        return childEffects.merge(with: parent.reduce(into: &state, action: action))
    }
}

/// What `.ifLet` with `@PresentationState` builds.
public struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
    let parent: Parent
    let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>
    let toPresentationAction: CasePath<Parent.Action, PresentationAction<Destination.Action>>
    let destination: Destination

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        switch toPresentationAction.extract(from: action) {
        case let .presented(destinationAction)? where state[keyPath: toPresentationState].wrappedValue != nil:
            let embed = toPresentationAction
            let destinationEffects = ReducerTrace.run("ifLet(\(Scope<Parent.State, Parent.Action, Destination>.describe(toPresentationState)))", state: &state, action: action) { state in
                destination.reduce(into: &state[keyPath: toPresentationState].wrappedValue!, action: destinationAction)
                    .map { embed.embed(.presented($0)) }
            }
            return destinationEffects.merge(with: parent.reduce(into: &state, action: action))
        case .dismiss?:
            let effects = parent.reduce(into: &state, action: action)
            state[keyPath: toPresentationState].wrappedValue = nil
            return effects
        default:
            return parent.reduce(into: &state, action: action)
        }
    }
}
