import ComposableArchitecture
import SwiftUI

// Exercise 2's two features, with their views. RootFeature keeps the counter in a case of its
// own, `case counter(CounterFeature.Action)`, beside the five groups of the template — while the
// template has a group for exactly this, `scope`, which says `doNothing`.
// 연습 문제 2의 두 피처와 그 뷰입니다. RootFeature는 카운터를 템플릿의 다섯 그룹 옆에 있는 자기만의
// 케이스 `case counter(CounterFeature.Action)`에 둡니다. 그런데 템플릿에는 바로 이런 일을 위한 그룹
// `scope`가 있고, 지금은 `doNothing`이라고 적혀 있습니다.
//
// Move the counter into the `scope` group: its actions travel as .scope(.counter(…)), and the
// parent reacts to it in `handleScopeAction`. The screen must keep working. Keep the names, the
// texts and the buttons, and do not change CounterFeature: the checks use them.
// 카운터를 `scope` 그룹으로 옮기세요. 카운터의 액션은 .scope(.counter(…))로 오가고, 부모는
// `handleScopeAction`에서 반응합니다. 화면은 계속 돌아가야 합니다. 이름, 텍스트, 버튼은 그대로 두고,
// CounterFeature는 고치지 마세요. 체크가 씁니다.

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

// MARK: - Child

struct CounterFeature: Reducer {
    struct State: Equatable {
        var count = 0
        var goal = 3
    }
    enum Action: FeatureAction, Equatable {
        case view(ViewAction)
        case inner(InnerAction)
        case async(AsyncAction)
        case scope(ScopeAction)
        case delegate(DelegateAction)

        enum ViewAction: Equatable { case incrementButtonTapped }
        enum InnerAction: Equatable { case doNothing }
        enum AsyncAction: Equatable { case doNothing }
        enum ScopeAction: Equatable { case doNothing }
        enum DelegateAction: Equatable { case goalReached }
    }
    private func core(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view(let viewAction):
            return handleViewAction(viewAction, state: &state)
        case .inner, .async, .scope:
            return .none
        case .delegate:
            return .none   // delegate actions are for the parent / 델리게이트 액션은 부모의 몫입니다
        }
    }
    var body: some ReducerOf<Self> {
        Reduce(self.core)
    }
}

private extension CounterFeature {
    func handleViewAction(_ action: Action.ViewAction, state: inout State) -> Effect<Action> {
        switch action {
        case .incrementButtonTapped:
            state.count += 1
            return state.count == state.goal ? .send(.delegate(.goalReached)) : .none
        }
    }
}

// MARK: - Parent

struct RootFeature: Reducer {
    struct State: Equatable {
        var counter = CounterFeature.State()
        var message = ""
    }
    enum Action: FeatureAction, Equatable {
        case view(ViewAction)
        case inner(InnerAction)
        case async(AsyncAction)
        case scope(ScopeAction)
        case delegate(DelegateAction)
        case counter(CounterFeature.Action)

        enum ViewAction: Equatable { case onAppear }
        enum InnerAction: Equatable { case doNothing }
        enum AsyncAction: Equatable { case doNothing }
        enum ScopeAction: Equatable { case doNothing }
        enum DelegateAction: Equatable { case doNothing }
    }
    private func core(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view, .inner, .async, .scope, .delegate:
            return .none
        case .counter(let counterAction):
            return handleCounterAction(counterAction, state: &state)
        }
    }
    var body: some ReducerOf<Self> {
        Scope(state: \.counter, action: /Action.counter) {
            CounterFeature()
        }
        Reduce(self.core)
    }
}

private extension RootFeature {
    func handleCounterAction(_ action: CounterFeature.Action, state: inout State) -> Effect<Action> {
        switch action {
        case .delegate(.goalReached):
            state.message = "Goal reached!"
            return .none
        default:
            return .none
        }
    }
}

// MARK: - Views

struct CounterView: View {
    let store: StoreOf<CounterFeature>
    @ObservedObject var viewStore: ViewStore<CounterFeature.State, CounterFeature.Action.ViewAction>

    init(store: StoreOf<CounterFeature>) {
        self.store = store
        self.viewStore = ViewStore(self.store, observe: { $0 }, send: { .view($0) })
    }

    var body: some View {
        HStack {
            Text("Count: \(viewStore.count)")
            Button("+") { viewStore.send(.incrementButtonTapped) }
        }
    }
}

struct RootView: View {
    let store: StoreOf<RootFeature>

    var body: some View {
        VStack {
            WithViewStore(store, observe: \.message) { viewStore in
                Text(viewStore.state)
            }
            CounterView(store: store.scope(state: \.counter, action: { .counter($0) }))
        }
    }
}
