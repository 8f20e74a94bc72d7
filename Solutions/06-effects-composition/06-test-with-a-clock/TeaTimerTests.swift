import ComposableArchitecture

// Write the tests: the two functions below. The tea timer is in TeaTimer.swift, beside this file.
// 테스트 작성: 아래 두 함수를 완성하세요. 티 타이머는 이 파일 옆의 TeaTimer.swift에 있습니다.
//
// The checks run each test against the real `TeaTimer` (it must pass) and, each in a program of
// its own, against tea timers broken in a hidden way (same name, State and Action; wrong
// behaviour): each test must fail with the ones it is meant to catch. Build the `TestStore` in
// the test yourself, as you would in Xcode.
// 체크는 각 테스트를 실제 `TeaTimer`에 대해 실행하고(통과해야 함), 숨겨진 방식으로 고장 난 티
// 타이머(이름, State, Action은 같고 동작이 틀림)에 대해 저마다 따로 된 프로그램에서 실행합니다.
// 각 테스트는 자기가 잡아야 할 타이머에서 실패해야 합니다. `TestStore`는 Xcode에서처럼 테스트
// 안에서 직접 만드세요.

// MARK: - Test 1: start, two ticks, stop — every step asserted
// 테스트 1: 시작, 틱 두 번, 정지 — 모든 단계를 단언
//
// A 3-second brew, `TeaTimer.State(secondsLeft: 3)`: start it, let two seconds pass on a test
// clock, then stop it. Assert every state change and every tick, and that no effect is left
// running at the end.
// 3초 우리기, `TeaTimer.State(secondsLeft: 3)`: 시작하고, 테스트 클록에서 2초가 지나게 한 다음
// 멈춥니다. 모든 상태 변화와 모든 틱을 단언하고, 끝에 실행 중인 이펙트가 남지 않았음을 단언하세요.

@MainActor
func testStartThenStop() async {
    let clock = TestClock()
    let store = TestStore(initialState: TeaTimer.State(secondsLeft: 3)) {
        TeaTimer()
    } withDependencies: {
        $0.continuousClock = clock
    }
    await store.send(.startButtonTapped) {
        $0.isBrewing = true
    }
    // The test clock stands still until the test moves it: one second, one tick.
    await clock.advance(by: .seconds(1))
    await store.receive(.tick(secondsLeft: 2)) {
        $0.secondsLeft = 2
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick(secondsLeft: 1)) {
        $0.secondsLeft = 1
    }
    await store.send(.stopButtonTapped) {
        $0.isBrewing = false
    }
    // Every effect must have ended: a countdown that stop did not cancel fails here.
    await store.finish()
}

// MARK: - Test 2: a 1-minute brew — only what matters
// 테스트 2: 1분 우리기 — 중요한 것만
//
// A 60-second brew, `TeaTimer.State(secondsLeft: 60)`: start it and let a minute pass.
// Prove that the tea is ready at the end, without receiving 60 ticks one by one.
// 60초 우리기, `TeaTimer.State(secondsLeft: 60)`: 시작하고 1분이 지나게 합니다. 틱 60개를
// 하나씩 받지 않고, 끝에 차가 준비되었음을 증명하세요.

@MainActor
func testBrewsToTheEnd() async {
    let clock = TestClock()
    let store = TestStore(initialState: TeaTimer.State(secondsLeft: 60)) {
        TeaTimer()
    } withDependencies: {
        $0.continuousClock = clock
    }
    // Not exhaustive: the 59 ticks before the last one, and the state nobody asserts, may pass.
    store.exhaustivity = .off
    await store.send(.startButtonTapped)
    await clock.advance(by: .seconds(60))
    // `receive` skips to the last tick; what matters at the end must still be asserted.
    await store.receive(.tick(secondsLeft: 0)) {
        $0.isReady = true
    }
}
