import ComposableArchitecture

// Read, then predict. Change only the prediction at the bottom.
// 읽고 예측하세요. 맨 아래의 예측만 고치세요.
//
// TCA 1.4 spelled case paths as key paths: `action: \.child` instead of `action: /Action.child`.
// Below, first the 1.0–1.3 way (it runs here), then five snippets in 1.4's spelling, compiled out
// of this file so that you predict before anything runs. Predict which of the five would compile
// against TCA 1.4; the checks then run the ones that do.
// TCA 1.4는 케이스 패스를 키 패스로 쓰게 했습니다: `action: /Action.child` 대신 `action: \.child`.
// 아래에는 먼저 1.0–1.3 방식(여기서 실행됨)이 있고, 그다음 1.4 표기로 쓴 조각 다섯 개가 있습니다.
// 무엇이든 실행되기 전에 예측하도록 이 파일에서는 컴파일되지 않게 빼 두었습니다. 다섯 조각 중
// TCA 1.4에서 컴파일될 것을 예측하세요. 그러면 체크가 컴파일되는 조각을 실행합니다.

struct Child: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable {
        case incrementButtonTapped
        case delegate(Delegate)
        enum Delegate: Equatable { case goalReached }
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .incrementButtonTapped:
            state.count += 1
            return state.count == 3 ? .send(.delegate(.goalReached)) : .none
        case .delegate:
            return .none
        }
    }
}

// TCA 1.0–1.3: a case path made with `/`, from the case's embed function.
// TCA 1.0–1.3: 케이스의 임베드 함수로 `/`를 써서 만든 케이스 패스.
struct Parent: Reducer {
    struct State: Equatable { var child = Child.State() }
    enum Action: Equatable { case child(Child.Action) }
    var body: some ReducerOf<Self> {
        Scope(state: \.child, action: /Action.child) { Child() }
    }
}

#if TCA_1_4
// A
@Reducer
struct ParentA {
    struct State: Equatable { var child = Child.State() }
    enum Action { case child(Child.Action) }
    var body: some ReducerOf<Self> {
        Scope(state: \.child, action: \.child) { Child() }
    }
}

// B
struct ParentB: Reducer {
    struct State: Equatable { var child = Child.State() }
    enum Action { case child(Child.Action) }
    var body: some ReducerOf<Self> {
        Scope(state: \.child, action: \.child) { Child() }
    }
}

// C
struct ParentC: Reducer {
    struct State: Equatable { var child = Child.State() }
    @CasePathable
    enum Action { case child(Child.Action) }
    var body: some ReducerOf<Self> {
        Scope(state: \.child, action: \.child) { Child() }
    }
}

// D: Child written with @Reducer, its Delegate enum left as it is above; in a test of ParentA:
// D: @Reducer로 쓴 Child, Delegate 열거형은 위와 같이 그대로 두고, ParentA의 테스트에서:
func testD(store: TestStoreOf<ParentA>) async {
    await store.receive(\.child.delegate.goalReached)
}

// E: a presented child, `case addItem(PresentationAction<AddItem.Action>)`, where AddItem is a
// @Reducer whose `@CasePathable enum Delegate { case saveItem(String) }`; in a test:
// E: 표시된 자식 `case addItem(PresentationAction<AddItem.Action>)`. AddItem은
// `@CasePathable enum Delegate { case saveItem(String) }`를 가진 @Reducer이고, 테스트에서:
func testE(store: TestStoreOf<PackingList>) async {
    await store.receive(\.addItem.delegate.saveItem)
}
#endif

// Which snippets compile against TCA 1.4? One entry per letter, e.g. ["A": true, "B": false, …].
// TCA 1.4에서 컴파일되는 조각은? 글자마다 하나씩. 예: ["A": true, "B": false, …].
let predictedCompiles: [String: Bool] = [:]
