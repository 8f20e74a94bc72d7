// The study notes' TCA 1.0–1.3 feature template (../shared/seeds/001_…): its code, completed only with what it leaves implied: the
// template's `___VARIABLE_sceneName___` becomes `Scene`, the popup feature the destination
// scopes to is written out, `struct Action` with cases is the `enum` it must be, `dismiss` is
// `.dismiss`, `/State.after7dayPopup` and `DStopDoubleButtonPopupFeature` are the declared
// `popup` case and `PopupFeature`, and the ViewAction switch handles the binding case it adds.
import MiniSwiftUI
import MiniTCA
import RenderTrace
import Testing

public protocol FeatureAction {
    associatedtype ViewAction
    associatedtype InnerAction
    associatedtype AsyncAction
    associatedtype ScopeAction
    associatedtype DelegateAction

    static func view(_: ViewAction) -> Self
    static func inner(_: InnerAction) -> Self
    static func async(_: AsyncAction) -> Self
    static func scope(_: ScopeAction) -> Self
    static func delegate(_: DelegateAction) -> Self
}

/// SwiftUI's preview protocol, which the template's preview conforms to. (Previews never run here.)
protocol PreviewProvider {
    associatedtype Previews: View
    @MainActor static var previews: Previews { get }
}

enum FeatureTemplateNotes {
    struct SceneFeature: Reducer {
        /// - State
        struct State: Equatable {
            @BindingState var text: String = ""
            @PresentationState var destination: Destination.State?
        }
        /// - Action
        enum Action: FeatureAction, Equatable {
            case view(ViewAction)
            case inner(InnerAction)
            case async(AsyncAction)
            case scope(ScopeAction)
            case delegate(DelegateAction)
            case destination(PresentationAction<Destination.Action>)

            enum ViewAction: BindableAction, Equatable {
                case onAppear
                case binding(BindingAction<State>)
            }
            enum InnerAction: Equatable { case doNothing }
            enum AsyncAction: Equatable { case doNothing }
            enum ScopeAction: Equatable { case doNothing }
            enum DelegateAction: Equatable { case doNothing }
        }
        struct PopupFeature: Reducer {
            struct State: Equatable { var message = "" }
            enum Action: Equatable {
                case confirmTapped
                case delegate(Delegate)
                enum Delegate: Equatable { case confirmed }
            }
            func reduce(into state: inout State, action: Action) -> Effect<Action> {
                switch action {
                case .confirmTapped: return .send(.delegate(.confirmed))
                case .delegate: return .none
                }
            }
        }

        struct Destination: Reducer {
            enum State: Equatable {
                case popup(PopupFeature.State)
            }
            enum Action: Equatable {
                case popup(PopupFeature.Action)
            }
            var body: some ReducerOf<Self> {
                Scope(state: /State.popup, action: /Action.popup) {
                    PopupFeature()
                }
            }
        }
        /// - Reduce core
        private func core(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
                /// - View
            case .view(let viewAction):
                return handleViewAction(viewAction, state: &state)
                /// - Inner
            case .inner(let innerAction):
                return handleInnerAction(innerAction, state: &state)
                /// - Async
            case .async(let asyncAction):
                return handleAsyncAction(asyncAction, state: &state)
                /// - Scope
            case .scope(let scopeAction):
                return handleScopeAction(scopeAction, state: &state)
                /// - Delegate
            case .delegate(let delegateAction):
                return handleDelegateAction(delegateAction, state: &state)
                /// - Destination
            case .destination(let destinationAction):
                return handleDestinationAction(destinationAction, state: &state)
            }
        }
        /// - Reducer body
        var body: some ReducerOf<Self> {
            BindingReducer(action: /Action.view)
            Reduce(self.core)
                .ifLet(\.$destination, action: /Action.destination) {
                    Destination()
                }
        }
    }

    struct SceneView: View {
        /// - Properties
        let store: StoreOf<SceneFeature>
        @ObservedObject var viewStore: ViewStore<SceneFeature.State, SceneFeature.Action.ViewAction>
        /// - Initializer
        init(store: StoreOf<SceneFeature>) {
            self.store = store
            self.viewStore = ViewStore(self.store, observe: { $0 }, send: { .view($0) })
        }
    }

    struct SceneView_Previews: PreviewProvider {
        static var previews: some View {
            SceneView(
                store: Store(
                    initialState: .init(),
                    reducer: { SceneFeature() }
                )
            )
        }
    }
}

//MARK: - FeatureAction Effect
private extension FeatureTemplateNotes.SceneFeature {
    /// - View Effect
    func handleViewAction(_ action: Action.ViewAction, state: inout State) -> Effect<Action> {
        switch action {
        case .onAppear:
            return .none
        case .binding:
            return .none
        }
    }
    /// - Inner Effect
    func handleInnerAction(_ action: Action.InnerAction, state: inout State) -> Effect<Action> {
        return .none
    }
    /// - Async Effect
    func handleAsyncAction(_ action: Action.AsyncAction, state: inout State) -> Effect<Action> {
        return .none
    }
    /// - Scope Effect
    func handleScopeAction(_ action: Action.ScopeAction, state: inout State) -> Effect<Action> {
        return .none
    }
    /// - Delegate Effect
    func handleDelegateAction(_ action: Action.DelegateAction, state: inout State) -> Effect<Action> {
        return .none
    }

    func handleDestinationAction(
        _ action: PresentationAction<Destination.Action>,
        state: inout State
    ) -> Effect<Action> {
        switch action {
        case .presented(.popup(.delegate(.confirmed))):
            /// do something
            state.destination = nil
            return .none
        case .presented, .dismiss: return .none
        }
    }
}

//MARK: - View
extension FeatureTemplateNotes.SceneView {
    var body: some View {
        VStack {
            Text("Hello World!")
            TextField("Text", text: viewStore.$text)
        }
        .onAppear {
            viewStore.send(.onAppear)
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct FeatureTemplateNotesTests {
        @Test func viewActionsAndNestedBindingReducer() throws {
            TraceRecorder.reset()
            let store = Store(initialState: FeatureTemplateNotes.SceneFeature.State()) { FeatureTemplateNotes.SceneFeature() }
            let host = ViewHost(FeatureTemplateNotes.SceneView(store: store))
            host.flush()
            try host.type("hello", into: "Text")
            host.flush()
            #expect(store.withState(\.text) == "hello")
            let sent = TraceRecorder.events.filter { $0.kind == .actionSent }.compactMap(\.detail)
            #expect(sent.first == "FeatureTemplateNotes.SceneFeature.Action.view(.onAppear)")
            #expect(!TraceRecorder.events.contains { $0.kind == .warning })
        }

        @Test func presentedDestinationRunsThroughEnumScope() async {
            let issues = await capturingIssues {
                let store = TestStore(
                    initialState: FeatureTemplateNotes.SceneFeature.State(destination: .popup(.init(message: "7 days")))
                ) { FeatureTemplateNotes.SceneFeature() }
                await store.send(.destination(.presented(.popup(.confirmTapped))))
                await store.receive(.destination(.presented(.popup(.delegate(.confirmed))))) {
                    $0.destination = nil
                }
                await store.send(.view(.binding(.set(\.$text, "a")))) { $0.text = "a" }
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func dismissClearsTheDestination() {
            let store = Store(initialState: FeatureTemplateNotes.SceneFeature.State(destination: .popup(.init()))) {
                FeatureTemplateNotes.SceneFeature()
            }
            store.send(.destination(.dismiss))
            #expect(store.withState(\.destination) == nil)
        }
    }
}
