extension Reducer {
    /// Runs an element reducer for actions sent to one element of an `IdentifiedArray`, before
    /// this reducer. TCA 1.0–1.3's `forEach`:
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///   .forEach(\.rows, action: /Action.row(id:action:)) { Row() }
    /// ```
    ///
    /// The element runs first, then the parent (so the parent sees the element's change).
    /// Simplified: an action for a missing id is ignored (TCA also warns), and an element's
    /// effects are not cancelled when it is removed.
    public func forEach<ElementState, ElementAction, ID: Hashable, Element: Reducer>(
        _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: CasePath<Action, (ID, ElementAction)>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element
    ) -> _ForEachReducer<Self, ID, Element>
    where ElementState == Element.State, ElementAction == Element.Action {
        _ForEachReducer(parent: self, toElementsState: toElementsState, toElementAction: toElementAction, element: element())
    }
}

/// What `.forEach` builds.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable, Element: Reducer>: Reducer {
    let parent: Parent
    let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
    let toElementAction: CasePath<Parent.Action, (ID, Element.Action)>
    let element: Element

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        var elementEffects = Effect<Parent.Action>.none
        if let (id, elementAction) = toElementAction.extract(from: action),
            state[keyPath: toElementsState][id: id] != nil
        {
            let embed = toElementAction
            elementEffects = ReducerTrace.run("forEach(\(Scope<Parent.State, Parent.Action, Element>.describe(toElementsState)))", state: &state, action: action) { state in
                element.reduce(into: &state[keyPath: toElementsState][id: id]!, action: elementAction)
                    .map { embed.embed((id, $0)) }
            }
        }
        return elementEffects.merge(with: parent.reduce(into: &state, action: action))
    }
}
