import MiniSwiftUI

/// A `NavigationStack` driven by a store's `StackState`: one screen per element, pushed by
/// `NavigationLink(state:)` or by the reducer appending to the stack; the back button sends
/// `.popFrom(id:)`. TCA 1.0–1.6's `NavigationStackStore`:
///
/// ```swift
/// NavigationStackStore(self.store.scope(state: \.path, action: { .path($0) })) {
///   RootView()
/// } destination: { initialState in
///   switch initialState {
///   case .detail:
///     CaseLet(/Path.State.detail, action: Path.Action.detail, then: DetailView.init(store:))
///   }
/// }
/// ```
///
/// The `destination` closure gets each screen's state as it was pushed and is shown inside a
/// `SwitchStore` of that screen, so `CaseLet` finds its store. The stack re-renders only when
/// screens are pushed or popped.
public struct NavigationStackStore<State, Action, Root: View, Destination: View>: View {
    private let root: Root
    private let destination: (StackState<State>.Component) -> Destination
    @ObservedObject private var viewStore: ViewStore<StackState<State>, StackAction<State, Action>>

    public init<Content: View>(
        _ store: Store<StackState<State>, StackAction<State, Action>>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (_ initialState: State) -> Content,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) where Destination == SwitchStore<State, Action, Content> {
        self.root = root()
        self.viewStore = ViewStore(store, observe: { $0 }, removeDuplicates: { $0.ids == $1.ids })
        self.destination = { component in
            SwitchStore(store.scope(component: component)) { _ in destination(component.element) }
        }
    }

    /// The form whose destination closure is given the screen's store directly.
    public init(
        _ store: Store<StackState<State>, StackAction<State, Action>>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
    ) {
        self.root = root()
        self.viewStore = ViewStore(store, observe: { $0 }, removeDuplicates: { $0.ids == $1.ids })
        self.destination = { component in destination(store.scope(component: component)) }
    }

    public var body: some View {
        let viewStore = self.viewStore
        NavigationStack(
            path: viewStore.binding(
                get: { $0.components },
                send: { newPath in
                    if newPath.count > viewStore.ids.count, let pushed = newPath.last {
                        return .push(id: pushed.id, state: pushed.element)
                    }
                    return .popFrom(id: viewStore.ids[newPath.count])
                }
            )
        ) {
            root.navigationDestination(for: StackState<State>.Component.self, destination: destination)
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `state` onto the enclosing `NavigationStackStore` (its store receives
    /// `.push(id:state:)`). TCA 1.x's `NavigationLink(state:label:)`; `nil` disables the link.
    public init<P>(state: P?, @ViewBuilder label: () -> Label, fileID: StaticString = #fileID, line: UInt = #line) {
        let ids = DependencyValues._current.stackElementID
        self.init(value: state.map { StackState<P>.Component(id: ids.next(), element: $0) }, label: label)
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P>(_ titleKey: LocalizedStringKey, state: P?, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(state: state, label: { Text(titleKey) }, fileID: fileID, line: line)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P>(_ title: S, state: P?, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(state: state, label: { Text(title) }, fileID: fileID, line: line)
    }
}
