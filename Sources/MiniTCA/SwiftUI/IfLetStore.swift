import MiniSwiftUI

/// Shows one view while a store's optional state is present, another while it is `nil`.
/// TCA 1.0–1.6's `IfLetStore`:
///
/// ```swift
/// IfLetStore(self.store.scope(state: \.optionalCounter, action: { .optionalCounter($0) })) { store in
///   CounterView(store: store)
/// } else: {
///   Text("The counter is off")
/// }
/// ```
///
/// The `then` view gets a store of the unwrapped state. The `IfLetStore` itself re-renders only
/// when the state turns `nil` or non-`nil` (it observes `state != nil`); changes inside the
/// present state re-render the views that observe them, through their own view stores. While
/// the state is going away, the child store keeps answering with the last state it saw, so a
/// view that still reads it does not crash.
public struct IfLetStore<State, Action, Content: View>: View {
    private let store: Store<State?, Action>
    private let content: (_ isPresent: Bool) -> Content

    public init<IfContent: View, ElseContent: View>(
        _ store: Store<State?, Action>,
        @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
        @ViewBuilder else elseContent: () -> ElseContent
    ) where Content == _ConditionalContent<IfContent, ElseContent> {
        self.store = store
        let elseContent = elseContent()
        self.content = { isPresent in
            guard isPresent, let unwrapped = IfLetStore.unwrapping(store) else {
                return ViewBuilder.buildEither(second: elseContent)
            }
            return ViewBuilder.buildEither(first: ifContent(unwrapped))
        }
    }

    /// Without `else`, nothing is shown while the state is `nil`.
    public init<IfContent: View>(
        _ store: Store<State?, Action>,
        @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
    ) where Content == IfContent? {
        self.store = store
        self.content = { isPresent in
            guard isPresent else { return nil }
            return IfLetStore.unwrapping(store).map(ifContent)
        }
    }

    /// For a presented feature: `IfLetStore(store.scope(state: \.$destination, action: { .destination($0) }))`.
    /// The `then` view's actions reach the parent as `.presented(action)`.
    public init<IfContent: View, ElseContent: View>(
        _ store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
        @ViewBuilder else elseContent: () -> ElseContent
    ) where Content == _ConditionalContent<IfContent, ElseContent> {
        self.init(
            store.scope(state: \.wrappedValue, action: PresentationAction.presented), then: ifContent,
            else: elseContent)
    }

    /// For a presented feature, without `else`.
    public init<IfContent: View>(
        _ store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
    ) where Content == IfContent? {
        self.init(store.scope(state: \.wrappedValue, action: PresentationAction.presented), then: ifContent)
    }

    public var body: some View {
        WithViewStore(store, observe: { $0 != nil }) { viewStore in
            content(viewStore.state)
        }
    }

    /// A store of the unwrapped state that remembers the last non-`nil` value.
    private static func unwrapping(_ store: Store<State?, Action>) -> Store<State, Action>? {
        guard var last = store.currentState else { return nil }
        return store.scope(
            state: { state in
                if let state { last = state }
                return last
            },
            action: { $0 }
        )
    }
}
