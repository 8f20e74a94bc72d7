import MiniSwiftUI

/// One view per element of a store's `IdentifiedArray`, each given a store of its own element.
/// TCA 1.0–1.6's `ForEachStore`:
///
/// ```swift
/// ForEachStore(self.store.scope(state: \.rows, action: Nested.Action.row(id:action:))) { rowStore in
///   RowView(store: rowStore)
/// }
/// ```
///
/// The element stores send `(id, action)` to the parent, which `forEach` in the parent's reducer
/// routes to the right element. The `ForEachStore` re-renders only when the ids change (an
/// element added, removed or moved); an element's own changes re-render only the views that
/// observe that element. Views are identified by the element's id, as `ForEach` does.
/// `.onDelete` and `.onMove` apply to it as to a `ForEach`. Simplified: the generic parameters
/// are fewer than TCA's (`ForEachStore<EachState, EachAction, Data, ID, Content>`); code that
/// only calls the initializer does not notice.
public struct ForEachStore<EachState, EachAction, ID: Hashable, EachContent: View>: DynamicViewContent {
    private let store: Store<IdentifiedArray<ID, EachState>, (ID, EachAction)>
    private let content: (_ store: Store<EachState, EachAction>) -> EachContent

    public init(
        _ store: Store<IdentifiedArray<ID, EachState>, (ID, EachAction)>,
        @ViewBuilder content: @escaping (_ store: Store<EachState, EachAction>) -> EachContent
    ) {
        self.store = store
        self.content = content
    }

    /// The elements, for `.onDelete` and `.onMove`, which SwiftUI offers on a `ForEachStore`.
    public var data: IdentifiedArray<ID, EachState> { store.currentState }

    public var body: some View {
        WithViewStore(store, observe: \.ids) { viewStore in
            ForEach(viewStore.state, id: \.self) { id in
                content(element(id))
            }
        }
    }

    /// A store of the element with this id; it keeps the last value seen once the element is gone.
    private func element(_ id: ID) -> Store<EachState, EachAction> {
        var last = store.currentState[id: id]!
        return store.scope(
            state: { elements in
                if let element = elements[id: id] { last = element }
                return last
            },
            action: { (id, $0) }
        )
    }
}
