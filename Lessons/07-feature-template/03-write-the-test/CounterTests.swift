import ComposableArchitecture

// Write the test: complete `testIncrementThenDelegate` below. The counter is in
// CounterFeature.swift, beside this file.
// 테스트 작성: 아래의 `testIncrementThenDelegate`를 완성하세요. 카운터는 이 파일 옆의
// CounterFeature.swift에 있습니다.
//
// The checks run your test against the real `CounterFeature`, and, each in a program of its own,
// against counters that are broken in a hidden way (same name, State and Action; wrong
// behaviour). Your test must pass with the real one and fail with every broken one. Always get
// the store from `makeStore()`: it holds the counter of the program your test runs in.
// 체크는 테스트를 실제 `CounterFeature`에 대해 실행하고, 숨겨진 방식으로 고장 난 카운터들(이름, State,
// Action은 같고 동작이 틀림)에 대해서도 저마다 따로 된 프로그램에서 실행합니다. 테스트는 실제
// 카운터에서는 통과하고, 고장 난 카운터에서는 모두 실패해야 합니다. 스토어는 언제나 `makeStore()`에서
// 받으세요. 테스트가 도는 프로그램의 카운터를 들고 있습니다.

// MARK: - Your test
//
// Tap increment twice, starting from `CounterFeature.State()` (count 0, goal 2), and prove
// everything that happens: each new state, and the delegate action the counter sends.
// `CounterFeature.State()`(숫자 0, 목표 2)에서 시작해 증가를 두 번 탭하고, 일어나는 일을 모두
// 증명하세요. 새 상태 하나하나와, 카운터가 보내는 델리게이트 액션입니다.

@MainActor
func testIncrementThenDelegate(_ makeStore: () -> TestStoreOf<CounterFeature>) async {
    let store = makeStore()
    await store.send(.view(.incrementButtonTapped)) {
        $0.count = 1
    }
    // TODO: the second tap, and what it makes the counter send.
    // TODO: 두 번째 탭과, 그 탭 때문에 카운터가 보내는 것.
}
