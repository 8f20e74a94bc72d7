import ComposableArchitecture
import LessonTesting

private func listed(_ failures: [String]) -> String {
    "\(failures.count)" + (failures.isEmpty ? "" : ":\n" + failures.joined(separator: "\n\n"))
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("fact-comes-from-the-client") { t in
        // A test that overrides the endpoint it uses, as TCA's case-study tests do.
        let failures = await failuresReported {
            let store = TestStore(initialState: NumberFact.State()) { NumberFact() } withDependencies: {
                $0.numberFact.fetch = { "\($0) is the number of moons of Mars." }
            }
            await store.send(.incrementButtonTapped) { $0.count = 1 }
            await store.send(.incrementButtonTapped) { $0.count = 2 }
            await store.send(.factButtonTapped) { $0.isLoading = true }
            await store.receive(\.factResponse.success) {
                $0.isLoading = false
                $0.fact = "2 is the number of moons of Mars."
            }
        }
        t.expect(failures.isEmpty, Message(
            en: "failures of a test that sets `fetch` to answer \"2 is the number of moons of Mars.\" and expects that fact after \"Fact\"",
            ko: "`fetch`가 \"2 is the number of moons of Mars.\"라고 답하도록 정하고, \"Fact\" 뒤에 그 사실을 기대하는 테스트의 실패"),
            expected: "0", actual: listed(failures))
    }

    grade.check("unoverridden-endpoint-fails-the-test") { t in
        // A test that forgot to override `fetch`: it must fail, and the live fact must not arrive.
        var factAfterwards: String?
        let failures = await failuresReported {
            let store = TestStore(initialState: NumberFact.State()) { NumberFact() }
            store.exhaustivity = .off
            await store.send(.factButtonTapped)
            await store.skipReceivedActions(strict: false)
            factAfterwards = store.state.fact
        }
        t.expect(!failures.isEmpty, Message(
            en: "failures of a test that calls `fetch` without overriding it: none, so a forgotten override goes unnoticed",
            ko: "`fetch`를 재정의하지 않고 부르는 테스트의 실패: 하나도 없습니다. 재정의를 잊어도 아무도 모릅니다"),
            expected: "≥ 1", actual: "0")
        t.expect(factAfterwards == nil, Message(
            en: "the fact in a test that never overrode `fetch` (the live client must not answer in a test)",
            ko: "`fetch`를 재정의하지 않은 테스트의 사실 (테스트에서는 라이브 클라이언트가 답하면 안 됩니다)"),
            expected: "nil", actual: factAfterwards.map { "\"\($0)\"" } ?? "nil")
    }
}
