import MiniSwiftUI

/// TCA 1.x's presentation modifiers: `sheet(store:)`, `popover(store:)`,
/// `fullScreenCover(store:)` and `navigationDestination(store:)`. Each shows the feature in a
/// store's `@PresentationState` while it is non-`nil`, gives the content a store of the presented
/// feature (its actions reach the parent as `.presented(action)`), and sends `.dismiss` when the
/// user closes it (swipes the sheet down, goes back).
///
/// ```swift
/// .sheet(store: self.store.scope(state: \.$editor, action: { .editor($0) })) { store in
///   EditorView(store: store)
/// }
/// ```
///
/// With `state:`/`action:`, one case of a destination enum is shown. A different presented value
/// (another case, another `id`) is a new presentation. Simplified: a popover is shown as a sheet,
/// as on iPhone, and takes no anchor or arrow edge.
extension View {
    public func sheet<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
        sheet(store: store, state: { $0 }, action: { $0 }, onDismiss: onDismiss, content: content)
    }

    public func sheet<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View {
        _PresentationStoreView(
            base: self, store: store, toDestinationState: toDestinationState,
            fromDestinationAction: fromDestinationAction, destination: content
        ) { base, item, destination in
            base.sheet(item: item, onDismiss: onDismiss, content: destination)
        }
    }

    public func popover<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
        popover(store: store, state: { $0 }, action: { $0 }, content: content)
    }

    public func popover<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View {
        sheet(store: store, state: toDestinationState, action: fromDestinationAction, content: content)
    }

    public func fullScreenCover<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
        fullScreenCover(store: store, state: { $0 }, action: { $0 }, onDismiss: onDismiss, content: content)
    }

    public func fullScreenCover<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View {
        _PresentationStoreView(
            base: self, store: store, toDestinationState: toDestinationState,
            fromDestinationAction: fromDestinationAction, destination: content
        ) { base, item, destination in
            base.fullScreenCover(item: item, onDismiss: onDismiss, content: destination)
        }
    }

    public func navigationDestination<State, Action, Destination: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
    ) -> some View {
        navigationDestination(store: store, state: { $0 }, action: { $0 }, destination: destination)
    }

    public func navigationDestination<State, Action, DestinationState, DestinationAction, Destination: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        @ViewBuilder destination: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Destination
    ) -> some View {
        _PresentationStoreView(
            base: self, store: store, toDestinationState: toDestinationState,
            fromDestinationAction: fromDestinationAction, destination: destination
        ) { base, item, destination in
            base.navigationDestination(
                isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
            ) {
                if let presented = item.wrappedValue { destination(presented) }
            }
        }
    }
}

/// What is presented, as an `Identifiable` item for SwiftUI's `sheet(item:)`: its identity is
/// the presented state's (its case and `id`), so another one is a new presentation.
struct PresentedItem: Identifiable {
    let id: AnyHashable
}

/// The view the presentation modifiers wrap their content in. It observes only the identity of
/// what is presented, so changes inside the presented feature re-render the feature's own views,
/// not this one.
struct _PresentationStoreView<
    Base: View, State, Action, DestinationState, DestinationAction, Destination: View, Presented: View
>: View {
    let base: Base
    let store: Store<PresentationState<State>, PresentationAction<Action>>
    @ObservedObject var viewStore: ViewStore<PresentedItem?, PresentationAction<Action>>
    let toDestinationState: (State) -> DestinationState?
    let fromDestinationAction: (DestinationAction) -> Action
    let destination: (Store<DestinationState, DestinationAction>) -> Destination
    let present: (Base, Binding<PresentedItem?>, @escaping (PresentedItem) -> Destination?) -> Presented

    init(
        base: Base,
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        toDestinationState: @escaping (State) -> DestinationState?,
        fromDestinationAction: @escaping (DestinationAction) -> Action,
        destination: @escaping (Store<DestinationState, DestinationAction>) -> Destination,
        present: @escaping (Base, Binding<PresentedItem?>, @escaping (PresentedItem) -> Destination?) -> Presented
    ) {
        self.base = base
        self.store = store
        self.viewStore = ViewStore(
            store,
            observe: { state in
                state.wrappedValue.flatMap(toDestinationState).map { destination in
                    PresentedItem(id: NavigationID(path: \PresentationState<State>.self, state: destination))
                }
            },
            removeDuplicates: { $0?.id == $1?.id }
        )
        self.toDestinationState = toDestinationState
        self.fromDestinationAction = fromDestinationAction
        self.destination = destination
        self.present = present
    }

    var body: some View {
        let viewStore = self.viewStore
        let item = Binding<PresentedItem?>(
            get: { onMainActor { viewStore.state } },
            set: { newValue in
                onMainActor {
                    if newValue == nil, viewStore.state != nil { viewStore.send(.dismiss) }
                }
            }
        )
        return present(base, item) { _ in presentedContent() }
    }

    /// The presented feature's view, with a store that keeps its last state while it goes away.
    private func presentedContent() -> Destination? {
        guard var last = store.currentState.wrappedValue.flatMap(toDestinationState) else { return nil }
        let toDestinationState = self.toDestinationState
        let fromDestinationAction = self.fromDestinationAction
        return destination(store.scope(
            state: { state in
                if let current = state.wrappedValue.flatMap(toDestinationState) { last = current }
                return last
            },
            action: { .presented(fromDestinationAction($0)) }
        ))
    }
}
