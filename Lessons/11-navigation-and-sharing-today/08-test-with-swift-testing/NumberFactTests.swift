import ComposableArchitecture
import Testing

// Write the tests: the two functions below, as swift-testing tests. The feature is in
// NumberFact.swift, beside this file.
// 테스트 작성: 아래 두 함수를 swift-testing 테스트로 완성하세요. 피처는 이 파일 옆의
// NumberFact.swift에 있습니다.
//
// The checks run each test as `swift test` would, against the real `NumberFact` (it must pass)
// and, each in a program of its own, against versions of it broken in a hidden way (same names,
// State and Action; wrong behaviour): each test must fail with the ones it is meant to catch.
// Keep the suite's and the tests' names.
// 체크는 각 테스트를 `swift test`처럼, 실제 `NumberFact`에 대해 실행하고(통과해야 함), 숨겨진
// 방식으로 고장 난 버전(이름, State, Action은 같고 동작이 틀림)에 대해 저마다 따로 된 프로그램에서
// 실행합니다. 각 테스트는 자기가 잡아야 할 버전에서 실패해야 합니다. 스위트와 테스트의 이름은
// 그대로 두세요.

@MainActor
struct NumberFactTests {
    // Test 1: increment twice, then ask for a fact; the client answers "\(n) is a good number.".
    // Assert every state change, and receive the answer by its case.
    // 테스트 1: 두 번 증가시킨 다음 사실을 묻습니다. 클라이언트는 "\(n) is a good number."라고
    // 답합니다. 모든 상태 변화를 단언하고, 답은 케이스로 받으세요.
    @Test func factAfterIncrements() async {
        // TODO
    }

    // Test 2: ask for a fact while the client throws. Assert what the feature does with the
    // failure, and check with #expect that no fact is shown afterwards.
    // 테스트 2: 클라이언트가 에러를 던질 때 사실을 묻습니다. 피처가 실패를 어떻게 처리하는지
    // 단언하고, 그 뒤에 보이는 사실이 없는지 #expect로 확인하세요.
    @Test func factFails() async {
        // TODO
    }
}
