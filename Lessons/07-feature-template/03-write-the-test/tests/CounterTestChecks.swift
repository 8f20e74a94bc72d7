import ComposableArchitecture
import LessonTesting

// Counters with CounterFeature's State and Action. The reference is a copy, so that editing
// CounterFeature in the exercise file cannot make a broken test look right.

private struct ReferenceCounter: Reducer {
    typealias State = CounterFeature.State
    typealias Action = CounterFeature.Action
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view(.incrementButtonTapped):
            state.count += 1
            return state.count == state.goal ? .send(.delegate(.goalReached)) : .none
        case .inner, .async, .scope, .delegate:
            return .none
        }
    }
}

/// Forgets to tell the parent.
private struct CounterWithoutDelegate: Reducer {
    typealias State = CounterFeature.State
    typealias Action = CounterFeature.Action
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view(.incrementButtonTapped):
            state.count += 1
            return .none
        case .inner, .async, .scope, .delegate:
            return .none
        }
    }
}

/// Tells the parent one tap too early (and again at the goal).
private struct CounterDelegatingEarly: Reducer {
    typealias State = CounterFeature.State
    typealias Action = CounterFeature.Action
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view(.incrementButtonTapped):
            state.count += 1
            return state.count >= state.goal - 1 ? .send(.delegate(.goalReached)) : .none
        case .inner, .async, .scope, .delegate:
            return .none
        }
    }
}

/// Handles its own delegate action by resetting the count.
private struct CounterResettingOnDelegate: Reducer {
    typealias State = CounterFeature.State
    typealias Action = CounterFeature.Action
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view(.incrementButtonTapped):
            state.count += 1
            return state.count == state.goal ? .send(.delegate(.goalReached)) : .none
        case .delegate(.goalReached):
            state.count = 0
            return .none
        case .inner, .async, .scope:
            return .none
        }
    }
}

private final class Failures: @unchecked Sendable {
    var messages: [String] = []
}

/// Runs the learner's test with `makeStore`, and returns the TestStore failures it recorded.
@MainActor
private func failures(_ makeStore: () -> TestStoreOf<CounterFeature>) async -> [String] {
    let recorded = Failures()
    let previous = IssueReporting.setHandler { message, _, _ in recorded.messages.append(message) }
    await testIncrementThenDelegate(makeStore)
    for _ in 0..<20 { await Task.yield() }   // let the test store go away and report leftovers
    IssueReporting.setHandler(previous)
    return recorded.messages
}

@MainActor
private func expectCaught(
    _ t: CheckContext, _ makeStore: () -> TestStoreOf<CounterFeature>, _ what: Message
) async {
    let messages = await failures(makeStore)
    t.expect(!messages.isEmpty, Message(
        en: "TestStore failures your test recorded against a counter that \(what.en): none — it passed, so it would let this bug through",
        ko: "\(what.ko ?? what.en) 카운터에 대해 테스트가 기록한 TestStore 실패: 하나도 없습니다 — 통과했으니 이 버그를 그냥 통과시킵니다"),
        expected: "≥ 1", actual: "0")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("passes-reference") { t in
        let messages = await failures { TestStore(initialState: CounterFeature.State()) { ReferenceCounter() } }
        t.expect(messages.isEmpty, Message(
            en: "your test must pass against the real CounterFeature; TestStore reported",
            ko: "테스트는 실제 CounterFeature 에 대해 통과해야 합니다. TestStore 가 보고한 내용"),
            expected: "0", actual: "\(messages.count):\n" + messages.joined(separator: "\n\n"))
    }

    grade.check("catches-missing-delegate") { t in
        await expectCaught(t, { TestStore(initialState: CounterFeature.State()) { CounterWithoutDelegate() } },
            Message(en: "never sends .delegate(.goalReached)", ko: ".delegate(.goalReached) 를 절대 보내지 않는"))
    }

    grade.check("catches-early-delegate") { t in
        await expectCaught(t, { TestStore(initialState: CounterFeature.State()) { CounterDelegatingEarly() } },
            Message(en: "sends .delegate(.goalReached) after the first tap already", ko: "첫 탭에서 벌써 .delegate(.goalReached) 를 보내는"))
    }

    grade.check("catches-delegate-changing-state") { t in
        await expectCaught(t, { TestStore(initialState: CounterFeature.State()) { CounterResettingOnDelegate() } },
            Message(en: "resets its count to 0 when it reduces its own delegate action", ko: "자기 delegate 액션을 리듀스할 때 count 를 0 으로 되돌리는"))
    }
}
