import ComposableArchitecture
import SwiftUI

// A newsletter form written with the feature template. The feature checks the email, asks the
// server, and only then tells its parent, with .delegate(.subscribed(email)). Type "kim" and tap
// "Subscribe": the parent hears "subscribed" at once, and no request is ever made.
// 피처 템플릿으로 쓴 뉴스레터 구독 양식입니다. 피처는 이메일을 검사하고 서버에 물어본 다음에야
// .delegate(.subscribed(email))로 부모에게 알립니다. "kim"을 입력하고 "Subscribe"를 탭하면, 부모는 곧바로
// "subscribed"를 듣고 요청은 한 번도 가지 않습니다.
//
// Fix SubscribeView so that it can only send view actions, and sends the one it means. Keep the
// names, the texts and the init `SubscribeView(store:)`, and do not change SubscribeFeature: the
// checks use them.
// SubscribeView가 뷰 액션만 보낼 수 있고, 뜻한 액션을 보내도록 고치세요. 이름, 텍스트, 이니셜라이저
// `SubscribeView(store:)`는 그대로 두고, SubscribeFeature는 고치지 마세요. 체크가 씁니다.

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
    @ObservedObject var viewStore: ViewStoreOf<SubscribeFeature>

    init(store: StoreOf<SubscribeFeature>) {
        self.store = store
        self.viewStore = ViewStore(self.store, observe: { $0 })
    }

    var body: some View {
        VStack {
            TextField("Email", text: viewStore.binding(get: \.email, send: { .view(.emailChanged($0)) }))
            Button("Subscribe") {
                // The email is right here: no need to wait, tell the parent now.
                // 이메일은 여기 있으니 기다릴 것 없이 지금 부모에게 알립니다.
                viewStore.send(.delegate(.subscribed(viewStore.email)))
            }
            if let message = viewStore.message {
                Text(message)
            }
        }
    }
}
