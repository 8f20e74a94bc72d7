import ComposableArchitecture

// A parent screen (`RootFeature`) holds a counter (`CounterFeature`), both written with the
// template. When the counter reaches its goal, the parent should show "Goal reached!".
// 부모 화면(`RootFeature`)이 카운터(`CounterFeature`)를 품고 있고, 둘 다 템플릿으로 썼습니다. 카운터가
// 목표에 닿으면 부모는 "Goal reached!"를 보여 줘야 합니다.
//
// The counter must not know its parent: it tells it with a delegate action, and the parent reacts
// to that action. Complete the two TODOs. Keep the names: the checks send
// `.counter(.view(.incrementButtonTapped))` and read `state.message`.
// 카운터는 부모를 몰라야 합니다. 델리게이트 액션으로 알리고, 부모가 그 액션에 반응합니다. TODO 두 개를 완성하세요. 이름은 그대로 두세요. 체크가
// `.counter(.view(.incrementButtonTapped))`를 보내고 `state.message`를 읽습니다.

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
            // TODO 1: when the count reaches the goal, tell the parent.
            // TODO 1: 숫자가 목표에 닿으면 부모에게 알리세요.
            return .none
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
        // TODO 2: react to the counter's delegate action: state.message = "Goal reached!"
        // TODO 2: 카운터의 델리게이트 액션에 반응하세요: state.message = "Goal reached!"
        default:
            return .none
        }
    }
}
