import LessonTesting
import SwiftUI
import ComposableArchitecture

/// Runs of WithViewStore's content (the 1.6 view's Text) for each action, measured.
@MainActor
private func measured16(_ t: CheckContext) -> [String: Int] {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    let host = ViewHost(CountView(store: store))
    var runs: [String: Int] = [:]
    for (name, action) in [("rename", CounterFeature.Action.renameButtonTapped), ("increment", .incrementButtonTapped)] {
        let before = t.trace.count
        store.send(action)
        host.flush()
        runs[name] = t.trace.dropFirst(before).filter { $0.kind == .bodyRan && ($0.subject ?? "").hasPrefix("WithViewStore") }.count
    }
    return runs
}

private func show(_ runs: [String: Int]) -> String {
    "[\"rename\": \(runs["rename"].map(String.init) ?? "-"), \"increment\": \(runs["increment"].map(String.init) ?? "-")]"
}

// The 1.7 view of Observing.swift, compiled here: your copy keeps it between #if TCA_1_7 and
// #endif, so that you predict before anything runs.
@Reducer
private struct MeasuredCounter17 {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var title = "Steps"
    }
    enum Action {
        case incrementButtonTapped
        case renameButtonTapped
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .incrementButtonTapped:
                state.count += 1
                return .none
            case .renameButtonTapped:
                state.title = "Stairs"
                return .none
            }
        }
    }
}

private struct MeasuredCountView17: View {
    let store: StoreOf<MeasuredCounter17>

    var body: some View {
        Text("Count: \(store.count)")
    }
}

/// Runs of the 1.7 view's body for each action, measured.
@MainActor
private func measured17() -> [String: Int] {
    let store = Store(initialState: MeasuredCounter17.State()) { MeasuredCounter17() }
    let host = ViewHost(MeasuredCountView17(store: store))
    var runs: [String: Int] = [:]
    for (name, action) in [("rename", MeasuredCounter17.Action.renameButtonTapped), ("increment", .incrementButtonTapped)] {
        let before = host.bodyRunCount(of: MeasuredCountView17.self)
        store.send(action)
        host.flush()
        runs[name] = host.bodyRunCount(of: MeasuredCountView17.self) - before
    }
    return runs
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("view-store-1-6") { t in
        let runtime = measured16(t)
        t.expectPrediction(predictedRuns16 == runtime, Message(
            en: "TCA 1.6: runs of the WithViewStore content per action (the trace's ↻ WithViewStore.body lines) — predictedRuns16: your prediction vs. the runtime",
            ko: "TCA 1.6: 액션마다 WithViewStore 내용이 실행된 횟수 (트레이스의 ↻ WithViewStore.body 줄) — predictedRuns16: 예측과 실제 런타임의 비교"),
            runtime: show(runtime), yours: show(predictedRuns16))
    }

    grade.check("observable-state-1-7") { t in
        let runtime = measured17()
        t.expectPrediction(predictedRuns17 == runtime, Message(
            en: "TCA 1.7: runs of CountView17.body per action — predictedRuns17: your prediction vs. the runtime",
            ko: "TCA 1.7: 액션마다 CountView17.body가 실행된 횟수 — predictedRuns17: 예측과 실제 런타임의 비교"),
            runtime: show(runtime), yours: show(predictedRuns17),
            why: Message(
                en: "With @ObservableState the store is observed like an @Observable object (lesson 3): a body depends on the fields it reads. CountView17 reads store.count and never store.title, so a rename does not re-run it, and an increment does — the way `observe: \\.count` behaved in 1.6, with nothing to write.",
                ko: "@ObservableState가 있으면 스토어를 @Observable 객체처럼 관찰합니다(3강). 바디는 자기가 읽은 필드에 의존합니다. CountView17은 store.count만 읽고 store.title은 읽지 않으므로 이름 바꾸기는 바디를 다시 실행하지 않고, 증가는 실행합니다. 1.6의 `observe: \\.count`가 하던 일을, 아무것도 쓰지 않고 얻는 것입니다."))
    }
}
