extension Reducer {
    /// Runs an element reducer for actions sent to one element of an `IdentifiedArray`, before
    /// this reducer. TCA 1.0–1.3's `forEach`:
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///   .forEach(\.rows, action: /Action.row(id:action:)) { Row() }
    /// ```
    ///
    /// The element runs first, then the parent (so the parent sees the element's change). When
    /// the parent removes an element, that element's running effects are cancelled. An action for
    /// an id that is not there is ignored with TCA's runtime warning (a test failure in a
    /// `TestStore`).
    public func forEach<ElementState, ElementAction, ID: Hashable, Element: Reducer>(
        _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: CasePath<Action, (ID, ElementAction)>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _ForEachReducer<Self, ID, Element>
    where ElementState == Element.State, ElementAction == Element.Action {
        _ForEachReducer(
            parent: self, toElementsState: toElementsState, toElementAction: toElementAction, element: element(),
            fileID: fileID, line: line)
    }
}

/// An action of one element of a collection, by its id: `case rows(IdentifiedActionOf<Row>)`.
/// TCA 1.4+'s `IdentifiedAction`, which replaced 1.0–1.3's `case row(id:action:)`.
public enum IdentifiedAction<ID: Hashable, Action>: CasePathable {
    case element(id: ID, action: Action)

    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }

    /// `\.rows[id: 1]` names one element's actions; `\.rows.element` any element's, with its id.
    public struct AllCasePaths {
        public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
            AnyCasePath(
                embed: { .element(id: $0.id, action: $0.action) },
                extract: {
                    guard case let .element(id, action) = $0 else { return nil }
                    return (id, action)
                }
            )
        }

        public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
            AnyCasePath(
                embed: { .element(id: id, action: $0) },
                extract: {
                    guard case let .element(elementID, action) = $0, elementID == id else { return nil }
                    return action
                }
            )
        }
    }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}

/// `IdentifiedActionOf<Row>` is `IdentifiedAction<Row.State.ID, Row.Action>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action> where R.State: Identifiable

extension Reducer {
    /// TCA 1.4+'s form: `.forEach(\.rows, action: \.rows) { Row() }`, the action case holding an
    /// `IdentifiedAction`.
    public func forEach<ElementState, ElementAction, ID: Hashable, Element: Reducer>(
        _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> _ForEachReducer<Self, ID, Element>
    where ElementState == Element.State, ElementAction == Element.Action {
        let path = AnyCasePath(toElementAction.appending(path: \.element))
        return forEach(
            toElementsState,
            action: AnyCasePath(embed: { path.embed((id: $0.0, action: $0.1)) }, extract: { path.extract(from: $0).map { ($0.id, $0.action) } }),
            element: element, fileID: fileID, line: line)
    }
}

/// What `.forEach` builds.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable, Element: Reducer>: Reducer {
    let parent: Parent
    let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
    let toElementAction: CasePath<Parent.Action, (ID, Element.Action)>
    let element: Element
    let fileID: StaticString
    let line: UInt

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let elementEffects = reduceElement(into: &state, action: action)
        let idsBefore = state[keyPath: toElementsState].ids
        let parentEffects = parent.reduce(into: &state, action: action)
        let idsAfter = Set(state[keyPath: toElementsState].ids)
        let removed = idsBefore.filter { !idsAfter.contains($0) }
        return .merge(
            [elementEffects, parentEffects]
                + removed.map { cancellingEffects(of: elementID($0), ifNot: nil) }
        )
    }

    private func reduceElement(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        guard let (id, elementAction) = toElementAction.extract(from: action) else { return .none }
        guard state[keyPath: toElementsState][id: id] != nil else {
            RuntimeWarning.report(missingElementWarning(fileID: fileID, line: line, action: action, view: #""ForEachStore"."#))
            return .none
        }
        let embed = toElementAction
        let name = "forEach(\(observedKeyPathName(toElementsState, in: state)))"
        return ReducerTrace.run(name, state: &state, action: action) { state in
            withNavigationID(elementID(id)) {
                element.reduce(into: &state[keyPath: toElementsState][id: id]!, action: elementAction)
                    .map { embed.embed((id, $0)) }
            }
        }
        .cancellable(id: elementID(id))
    }

    private func elementID(_ id: ID) -> NavigationID {
        NavigationID(path: toElementsState, elementID: AnyHashable(id))
    }
}

/// TCA's warning for an action a `forEach` received for an element it does not have (over an
/// `IdentifiedArray` or a `StackState`); `view` names the SwiftUI view that sends only actions for
/// elements that are there, ending the advice.
func missingElementWarning(fileID: StaticString, line: UInt, action: Any, view: String) -> String {
    TargetVersion.warning("""
    A "forEach" at "\(fileID):\(line)" received an action for a missing element. …

      Action:
        \(debugCaseOutput(action))

    This is generally considered an application logic error, and can happen for a few reasons:

    • A parent reducer removed an element with this ID before this reducer ran. This reducer \
    must run before any other reducer removes an element, which ensures that element reducers \
    can handle their actions while their state is still available.

    • An in-flight effect emitted this action when state contained no element at this ID. \
    While it may be perfectly reasonable to ignore this action, consider canceling the \
    associated effect before an element is removed, especially if it is a long-living effect.

    • This action was sent to the store while its state contained no element at this ID. To \
    fix this make sure that actions for this reducer can only be sent from a view store when \
    its state contains an element at this id. In SwiftUI applications, use \(view)
    """)
}
