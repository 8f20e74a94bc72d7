extension Reducer {
    /// Runs the reducer of each screen in a navigation stack, for the actions sent to that screen,
    /// before this reducer; pops and pushes the stack for `.popFrom` and `.push`. TCA 1.x's
    /// `forEach` for `StackState`:
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///   .forEach(\.path, action: /Action.path) { Path() }
    /// ```
    ///
    /// `.element(id:action:)` runs the screen (first), then this reducer; `.popFrom(id:)` and
    /// `.push(id:state:)` run this reducer, then change the stack. A screen's effects are
    /// cancelled when it leaves the stack; inside it, `@Dependency(\.dismiss)` pops it.
    /// Mistakes (an action for a screen that is not there, a push of an id already there) are
    /// ignored with TCA's runtime warnings.
    public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: CasePath<Action, StackAction<DestinationState, DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _StackReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action {
        _StackReducer(
            base: self, toStackState: toStackState, toStackAction: toStackAction, destination: destination(),
            fileID: fileID, line: line)
    }
}

extension Reducer {
    /// TCA 1.7+'s spelling: `.forEach(\.path, action: \.path) { Path() }`.
    public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _StackReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action {
        forEach(toStackState, action: AnyCasePath(toStackAction), destination: destination, fileID: fileID, line: line)
    }
}

/// What `.forEach` over a `StackState` builds.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
    let base: Base
    let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
    let toStackAction: CasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
    let destination: Destination
    let fileID: StaticString
    let line: UInt

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        // What this reducer last saw: another reducer may have removed screens since.
        let idsBefore = state[keyPath: toStackState].mounted
        let effects: Effect<Base.Action>
        switch toStackAction.extract(from: action) {
        case let .element(id, elementAction)?:
            effects = reduceElement(id: id, action: elementAction, into: &state, parentAction: action)
                .merge(with: base.reduce(into: &state, action: action))
        case let .popFrom(id)?:
            effects = base.reduce(into: &state, action: action)
            if !state[keyPath: toStackState].pop(from: id) {
                RuntimeWarning.report(TargetVersion.warning(
                    """
                    A "forEach" at "\(fileID):\(line)" received a "popFrom" action for a missing element. …

                      ID:
                        \(id)
                      Path IDs:
                        \(state[keyPath: toStackState].ids)
                    """
                ))
            }
        case let .push(id, elementState)?:
            effects = base.reduce(into: &state, action: action)
            if state[keyPath: toStackState].ids.contains(id) {
                RuntimeWarning.report(TargetVersion.warning(
                    """
                    A "forEach" at "\(fileID):\(line)" received a "push" action for an element it already \
                    contains. …

                      ID:
                        \(id)
                      Path IDs:
                        \(state[keyPath: toStackState].ids)
                    """
                ))
            } else {
                state[keyPath: toStackState][id: id] = elementState
            }
        case nil:
            effects = base.reduce(into: &state, action: action)
        }
        let idsAfter = state[keyPath: toStackState].ids
        if state[keyPath: toStackState].mounted != idsAfter {
            state[keyPath: toStackState].mounted = idsAfter
        }
        let remaining = Set(idsAfter)
        let removed = idsBefore.filter { !remaining.contains($0) }
        return .merge([effects] + removed.map { .cancel(id: elementID($0)) })
    }

    private func reduceElement(
        id: StackElementID, action elementAction: Destination.Action, into state: inout Base.State,
        parentAction: Base.Action
    ) -> Effect<Base.Action> {
        guard state[keyPath: toStackState][id: id] != nil else {
            RuntimeWarning.report(
                missingElementWarning(
                    fileID: fileID, line: line, action: elementAction,
                    view: TargetVersion.usesModernTexts
                        ? #""NavigationStack.init(path:)" with a binding to a store."#
                        : #""NavigationStackStore"."#))
            return .none
        }
        let embed = toStackAction
        let toStackState = self.toStackState
        let name = "forEach(\(observedKeyPathName(toStackState, in: state)))"
        return ReducerTrace.run(name, state: &state, action: parentAction) { state in
            withNavigationID(elementID(id)) {
                var dependencies = DependencyValues._current
                dependencies.isPresented = true
                return DependencyValues.$_current.withValue(dependencies) {
                    destination.reduce(into: &state[keyPath: toStackState][id: id]!, action: elementAction)
                }
                .map { embed.embed(.element(id: id, action: $0)) }
                .dismissing(with: embed.embed(.popFrom(id: id)))
            }
        }
        .cancellable(id: elementID(id))
    }

    private func elementID(_ id: StackElementID) -> NavigationID {
        NavigationID(path: toStackState, elementID: AnyHashable(id))
    }
}
