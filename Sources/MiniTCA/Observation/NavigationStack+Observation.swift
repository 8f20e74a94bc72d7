import MiniSwiftUI

extension Bindable {
    /// `$store.scope(state: \.path, action: \.path)`: a binding to the store of a feature's
    /// navigation stack, for `NavigationStack(path:root:destination:)`. TCA 1.7+'s stack scope.
    ///
    /// The body that asks for it reads `path`, so it runs again when screens are pushed or
    /// popped (as it does in TCA, where the scope is tracked when called from a view body).
    @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
        state: KeyPath<State, StackState<ElementState>>,
        action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
        let store = wrappedValue
        _ = store.state[keyPath: state].ids
        let child = store.scope(state: state, action: action)
        return Binding(get: { child }, set: { _ in })
    }
}

extension NavigationStack {
    /// A navigation stack driven by a store of `StackState`: one screen per element, each shown by
    /// `destination` with a store of its own; pushing (`NavigationLink(state:)`) sends
    /// `.push(id:state:)`, going back sends `.popFrom(id:)`. TCA 1.7+'s
    /// `NavigationStack(path:root:destination:)`:
    ///
    /// ```swift
    /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
    ///   RootView()
    /// } destination: { store in
    ///   switch store.case {
    ///   case let .detail(store): DetailView(store: store)
    ///   }
    /// }
    /// ```
    ///
    /// Simplified: the path is an array of `StackState.Component` (TCA's is `StackState.PathView`).
    public init<State, Action, Destination: View, R: View>(
        path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
        @ViewBuilder root: () -> R,
        @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    )
    where Data == [StackState<State>.Component],
          Root == ModifiedContent<R, _NavigationDestinationViewModifier<State, Action, Destination>> {
        let store = path.wrappedValue
        self.init(
            path: Binding(
                get: { store.currentState.components },
                set: { newPath in
                    store[fileID: _HashableStaticString(rawValue: fileID), filePath: _HashableStaticString(rawValue: filePath),
                          line: line, column: column] = newPath
                }
            )
        ) {
            root().modifier(_NavigationDestinationViewModifier(store: store, destination: destination))
        }
    }
}

/// The screens of a `NavigationStack(path:root:destination:)`: each pushed component gets a
/// store of its element and is shown by the destination closure.
public struct _NavigationDestinationViewModifier<State, Action, Destination: View>: ViewModifier {
    let store: Store<StackState<State>, StackAction<State, Action>>
    let destination: (Store<State, Action>) -> Destination

    public func body(content: Content) -> some View {
        content.navigationDestination(for: StackState<State>.Component.self) { component in
            destination(store.scope(component: component))
        }
    }
}

extension Store {
    /// The stack's path as its navigation stack's binding reads and writes it. A write becomes
    /// actions: a longer path pushed its last component, a shorter one popped from the first
    /// screen gone; a path of the same length means no reducer handled the stack's actions, and
    /// is reported at the view's line. TCA's `store[fileID:filePath:line:column:]` (an SPI there).
    public subscript<Element, ElementAction>(
        fileID fileID: _HashableStaticString,
        filePath filePath: _HashableStaticString,
        line line: UInt,
        column column: UInt
    ) -> [StackState<Element>.Component]
    where State == StackState<Element>, Action == StackAction<Element, ElementAction> {
        get { currentState.components }
        set { write(path: newValue, fileID: fileID.rawValue, filePath: filePath.rawValue, line: line, column: column) }
    }

    private func write<Element, ElementAction>(
        path newPath: [StackState<Element>.Component],
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) where State == StackState<Element>, Action == StackAction<Element, ElementAction> {
        let ids = currentState.ids
        guard newPath.count != ids.count else {
            reportIssue(
                """
                A navigation stack binding at "\(fileID):\(line)" was written to with a path that has \
                the same number of elements that already exist in the store. A view should only write \
                to this binding with a path that has pushed a new element onto the stack, or popped one \
                or more elements from the stack.

                This usually means the "forEach" has not been integrated with the reducer powering the \
                store, and this reducer is responsible for handling stack actions.

                To fix this, ensure that "forEach" is invoked from the reducer's "body":

                    Reduce { state, action in
                      // ...
                    }
                    .forEach(\\.path, action: \\.path) {
                      Path()
                    }

                And ensure that every parent reducer is integrated into the root reducer that powers \
                the store.
                """,
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        if newPath.count > ids.count, let pushed = newPath.last {
            send(.push(id: pushed.id, state: pushed.element))
        } else {
            send(.popFrom(id: ids[newPath.count]))
        }
    }

    /// A store of one screen of a stack; it keeps the screen's last state while the screen goes
    /// away (its view may still render once).
    func scope<Element, ElementAction>(
        component: StackState<Element>.Component
    ) -> Store<Element, ElementAction>
    where State == StackState<Element>, Action == StackAction<Element, ElementAction> {
        var last = component.element
        return scoped(
            state: { stack in
                if let element = stack[id: component.id] { last = element }
                return last
            },
            action: { .element(id: component.id, action: $0) }
        )
    }
}
