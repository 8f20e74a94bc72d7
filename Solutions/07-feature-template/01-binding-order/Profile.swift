import SwiftUI
import ComposableArchitecture

// The template of seed 001, for a nickname form. The view sends only view actions; bindings are
// view actions too (`BindingReducer(action: /Action.view)`).
//
// Bug: type "Kim" and the screen still says "Too short", and "Submit" does nothing — the form
// always lags one edit behind. Fix the feature. Keep the names and texts: the checks type into
// "Nickname", read "Ready" / "Too short" and tap "Submit".

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

struct ProfileFeature: Reducer {
    /// - State
    struct State: Equatable {
        @BindingState var nickname: String = ""
        var canSubmit = false
    }
    /// - Action
    enum Action: FeatureAction, Equatable {
        case view(ViewAction)
        case inner(InnerAction)
        case async(AsyncAction)
        case scope(ScopeAction)
        case delegate(DelegateAction)

        enum ViewAction: BindableAction, Equatable {
            case binding(BindingAction<State>)
            case submitButtonTapped
        }
        enum InnerAction: Equatable { case doNothing }
        enum AsyncAction: Equatable { case doNothing }
        enum ScopeAction: Equatable { case doNothing }
        enum DelegateAction: Equatable { case submitted(String) }
    }
    /// - Reduce core
    private func core(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view(let viewAction):
            return handleViewAction(viewAction, state: &state)
        case .inner, .async, .scope:
            return .none
        case .delegate:
            return .none
        }
    }
    /// - Reducer body
    var body: some ReducerOf<Self> {
        BindingReducer(action: /Action.view)   // write the binding first…
        Reduce(self.core)                      // …so the handler sees the new nickname
    }
}

//MARK: - FeatureAction Effect
private extension ProfileFeature {
    /// - View Effect
    func handleViewAction(_ action: Action.ViewAction, state: inout State) -> Effect<Action> {
        switch action {
        case .binding(\.$nickname):
            state.canSubmit = state.nickname.count >= 2
            return .none
        case .binding:
            return .none
        case .submitButtonTapped:
            guard state.canSubmit else { return .none }
            return .send(.delegate(.submitted(state.nickname)))
        }
    }
}

struct ProfileView: View {
    /// - Properties
    let store: StoreOf<ProfileFeature>
    @ObservedObject var viewStore: ViewStore<ProfileFeature.State, ProfileFeature.Action.ViewAction>
    /// - Initializer
    init(store: StoreOf<ProfileFeature>) {
        self.store = store
        self.viewStore = ViewStore(self.store, observe: { $0 }, send: { .view($0) })
    }

    var body: some View {
        VStack {
            TextField("Nickname", text: viewStore.$nickname)
            Text(viewStore.canSubmit ? "Ready" : "Too short")
            Button("Submit") {
                viewStore.send(.submitButtonTapped)
            }
        }
    }
}
