import ComposableArchitecture

// Broken: tells its parent one tap too early (and again at the goal).
// Same name, State, Action, reducer structure and line numbers as the course's copy: a test can
// tell it apart only by what it does.
// 테스트가 다루는 카운터입니다. 읽기만 하고 고치지 마세요. 채점기는 언제나 이 파일의 강의 쪽 사본을
// 컴파일하고, 이름과 모양이 같은(State, Action, 리듀서 구조는 같고 속의 동작만 틀린) 고장 난
// 카운터들에 대해서도 테스트를 실행합니다.

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

/// A counter with a goal: each tap adds one; when the count reaches the goal, the counter tells
/// its parent with `.delegate(.goalReached)`.
/// 목표가 있는 카운터: 탭할 때마다 1을 더하고, 숫자가 목표에 닿으면 `.delegate(.goalReached)`로
/// 부모에게 알립니다.
struct CounterFeature: Reducer {
    /// - State
    struct State: Equatable {
        var count = 0
        var goal = 2
    }
    /// - Action
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
    /// - Reduce core
    private func core(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view(let viewAction):
            return handleViewAction(viewAction, state: &state)
        case .inner, .async, .scope:
            return .none
        case .delegate(let delegateAction):
            return handleDelegateAction(delegateAction, state: &state)
        }
    }
    /// - Reducer body
    var body: some ReducerOf<Self> {
        Reduce(self.core)
    }
}

//MARK: - FeatureAction Effect
private extension CounterFeature {
    /// - View Effect
    func handleViewAction(_ action: Action.ViewAction, state: inout State) -> Effect<Action> {
        switch action {
        case .incrementButtonTapped:
            state.count += 1
            return state.count >= state.goal - 1 ? .send(.delegate(.goalReached)) : .none
        }
    }
    /// - Delegate Effect: the parent handles these; the counter itself does nothing.
    /// - 델리게이트 이펙트: 부모가 처리합니다. 카운터 자신은 아무것도 하지 않습니다.
    func handleDelegateAction(_ action: Action.DelegateAction, state: inout State) -> Effect<Action> {
        return .none
    }
}
