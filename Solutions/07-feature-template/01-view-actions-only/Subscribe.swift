import ComposableArchitecture
import SwiftUI

// A newsletter form written with the feature template. The view's view store sends view actions
// only: everything else the feature does is its own decision.

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

struct SubscribeFeature: Reducer {
    /// - State
    struct State: Equatable {
        var email = ""
        var isSubscribing = false
        var message: String?
    }
    /// - Action
    enum Action: FeatureAction, Equatable {
        case view(ViewAction)
        case inner(InnerAction)
        case async(AsyncAction)
        case scope(ScopeAction)
        case delegate(DelegateAction)

        enum ViewAction: Equatable {
            case emailChanged(String)
            case subscribeButtonTapped
        }
        enum InnerAction: Equatable { case doNothing }
        enum AsyncAction: Equatable { case subscribeResponse(accepted: Bool) }
        enum ScopeAction: Equatable { case doNothing }
        enum DelegateAction: Equatable { case subscribed(String) }
    }

    @Dependency(\.continuousClock) var clock

    /// - Reduce core
    private func core(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view(let viewAction):
            return handleViewAction(viewAction, state: &state)
        case .async(let asyncAction):
            return handleAsyncAction(asyncAction, state: &state)
        case .inner, .scope, .delegate:
            return .none
        }
    }
    /// - Reducer body
    var body: some ReducerOf<Self> {
        Reduce(self.core)
    }
}

private extension SubscribeFeature {
    func handleViewAction(_ action: Action.ViewAction, state: inout State) -> Effect<Action> {
        switch action {
        case let .emailChanged(email):
            state.email = email
            state.message = nil
            return .none
        case .subscribeButtonTapped:
            guard state.email.contains("@") else {
                state.message = "Invalid email"
                return .none
            }
            state.isSubscribing = true
            return .run { send in
                try await self.clock.sleep(for: .seconds(1))   // the server
                await send(.async(.subscribeResponse(accepted: true)))
            }
        }
    }

    func handleAsyncAction(_ action: Action.AsyncAction, state: inout State) -> Effect<Action> {
        switch action {
        case let .subscribeResponse(accepted):
            state.isSubscribing = false
            guard accepted else {
                state.message = "Try again later"
                return .none
            }
            state.message = "Subscribed!"
            return .send(.delegate(.subscribed(state.email)))
        }
    }
}

struct SubscribeView: View {
    let store: StoreOf<SubscribeFeature>
    @ObservedObject var viewStore: ViewStore<SubscribeFeature.State, SubscribeFeature.Action.ViewAction>

    init(store: StoreOf<SubscribeFeature>) {
        self.store = store
        self.viewStore = ViewStore(self.store, observe: { $0 }, send: { .view($0) })
    }

    var body: some View {
        VStack {
            TextField("Email", text: viewStore.binding(get: \.email, send: { .emailChanged($0) }))
            Button("Subscribe") {
                viewStore.send(.subscribeButtonTapped)
            }
            if let message = viewStore.message {
                Text(message)
            }
        }
    }
}
