import MiniSwiftUI

/// A view that makes a `ViewStore` and builds its content from it. TCA 1.0–1.6's
/// `WithViewStore`:
///
/// ```swift
/// WithViewStore(store, observe: { $0 }) { viewStore in
///   Text("\(viewStore.count)")
/// }
/// ```
///
/// It holds the view store as `@ObservedObject`, so its body (the content closure) re-runs when
/// the view state changes, and only then. Simplified: no debug `_printChanges` of its own.
public struct WithViewStore<ViewState, ViewAction, Content: View>: View {
    @ObservedObject var viewStore: ViewStore<ViewState, ViewAction>
    let content: (ViewStore<ViewState, ViewAction>) -> Content

    init(viewStore: ViewStore<ViewState, ViewAction>, content: @escaping (ViewStore<ViewState, ViewAction>) -> Content) {
        self.viewStore = viewStore
        self.content = content
    }

    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.init(viewStore: ViewStore(store, observe: toViewState, removeDuplicates: isDuplicate), content: content)
    }

    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.init(
            viewStore: ViewStore(store, observe: toViewState, send: fromViewAction, removeDuplicates: isDuplicate),
            content: content)
    }

    public var body: Content {
        content(viewStore)
    }
}

extension WithViewStore where ViewState: Equatable {
    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 }, content: content)
    }

    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 }, content: content)
    }

    /// The pre-1.0 `WithViewStore(store) { viewStore in … }`, observing all of the state.
    @available(*, deprecated, message: "Use 'init(_:observe:content:)' to make state observation explicit.")
    public init(
        _ store: Store<ViewState, ViewAction>,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.init(store, observe: { $0 }, removeDuplicates: { $0 == $1 }, content: content)
    }
}

extension WithViewStore where ViewState: Equatable, ViewAction: BindableAction {
    /// `WithViewStore(store, observe: ViewState.init) { … }` with a view state built from a
    /// `BindingViewStore`. Disfavoured, as in TCA, so that `observe: { $0 }` takes the state
    /// itself rather than being ambiguous.
    @_disfavoredOverload
    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) where ViewAction.State == State {
        self.init(viewStore: ViewStore(store, observe: toViewState), content: content)
    }
}
