extension Reducer {
    /// Runs a child reducer while enum state is in one case, before this reducer. TCA 1.0–1.3's
    /// `ifCaseLet`:
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///   .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }
    /// ```
    ///
    /// The child runs first, then the parent. When the state moves to another case, the child's
    /// running effects are cancelled. A child action that arrives while the state is another case
    /// is ignored with TCA's runtime warning (a test failure in a `TestStore`).
    public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
        _ toCaseState: CasePath<State, CaseState>,
        action toCaseAction: CasePath<Action, CaseAction>,
        @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _IfCaseLetReducer<Self, Case>
    where CaseState == Case.State, CaseAction == Case.Action {
        _IfCaseLetReducer(
            parent: self, toChildState: toCaseState, toChildAction: toCaseAction, child: `case`(),
            fileID: fileID, line: line)
    }
}

extension Reducer {
    /// TCA 1.7+'s spelling: `.ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }`.
    public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
        _ toCaseState: CaseKeyPath<State, CaseState>,
        action toCaseAction: CaseKeyPath<Action, CaseAction>,
        @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _IfCaseLetReducer<Self, Case>
    where CaseState == Case.State, CaseAction == Case.Action {
        ifCaseLet(AnyCasePath(toCaseState), action: AnyCasePath(toCaseAction), then: `case`, fileID: fileID, line: line)
    }
}

/// What `.ifCaseLet` builds.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    let parent: Parent
    let toChildState: CasePath<Parent.State, Child.State>
    let toChildAction: CasePath<Parent.Action, Child.Action>
    let child: Child
    let fileID: StaticString
    let line: UInt

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let childBefore = childID(state)
        let childEffects = reduceChild(into: &state, action: action)
        let parentEffects = parent.reduce(into: &state, action: action)
        return .merge(childEffects, parentEffects, cancellingEffects(of: childBefore, ifNot: childID(state)))
    }

    private func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        guard let id = childID(state), var childState = toChildState.extract(from: state) else {
            RuntimeWarning.report(TargetVersion.warning(
                """
                An "ifCaseLet" at "\(fileID):\(line)" received a child action when child state was set \
                to a different case. …

                  Action:
                \(String(customDumping: action).indenting(by: 4))
                  State:
                \(String(customDumping: state).indenting(by: 4))

                This is generally considered an application logic error, and can happen for a few reasons:

                • A parent reducer set "\(typeName(Parent.State.self))" to a different case before this \
                reducer ran. This reducer must run before any other reducer sets child state to a \
                different case. This ensures that child reducers can handle their actions while their \
                state is still available.

                • An in-flight effect emitted this action when child state was unavailable. While it may \
                be perfectly reasonable to ignore this action, consider canceling the associated effect \
                before child state changes to another case, especially if it is a long-living effect.

                • This action was sent to the store while state was another case. Make sure that actions \
                for this reducer can only be sent from a view store when state is set to the appropriate \
                case. In SwiftUI applications, use "SwitchStore".
                """
            ))
            return .none
        }
        let embed = toChildAction
        let toChildState = self.toChildState
        return ReducerTrace.run("ifCaseLet(/\(typeName(Child.State.self)))", state: &state, action: action) { state in
            defer { state = toChildState.embed(childState) }
            return withNavigationID(id) {
                child.reduce(into: &childState, action: childAction).map(embed.embed)
            }
        }
        .cancellable(id: id)
    }

    /// The child is identified by the case the parent's state is in (and by the child's own id,
    /// when it has one).
    private func childID(_ state: Parent.State) -> NavigationID? {
        toChildState.extract(from: state).map { child in
            child is any Identifiable
                ? NavigationID(path: \Parent.State.self, state: child)
                : NavigationID(path: \Parent.State.self, state: state)
        }
    }
}
