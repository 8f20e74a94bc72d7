import LessonTesting
import SwiftUI
import ComposableArchitecture

@MainActor
private func mount() -> (StoreOf<StepsFeature>, ViewHost<StepsView>) {
    let store = Store(initialState: StepsFeature.State()) { StepsFeature() }
    return (store, ViewHost(StepsView(store: store)))
}

/// The `↻` lines of every body that ran in these events, with the reasons the trace gives.
private func bodyRuns(_ events: ArraySlice<TraceEvent>) -> [String] {
    events.filter { $0.kind == .bodyRan }.map { event in
        let view = (event.subject ?? "?").prefix { $0 != "<" }
        return "↻ \(view).body (\(event.reasons.joined(separator: ", ")))"
    }
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("still-steps") { t in
        let (_, host) = mount()
        t.expectEqual(host.texts, ["Steps: 0", "3 to go", "Step"], Message(
            en: "the screen when it appears", ko: "처음 나타난 화면"))
        try host.tap("Step")
        host.flush()
        t.expectEqual(host.texts, ["Steps: 1", "2 to go", "Step"], Message(
            en: "the screen after one \"Step\"", ko: "\"Step\"을 한 번 탭한 뒤의 화면"))
        try host.tap("Step")
        host.flush()
        try host.tap("Step")
        host.flush()
        t.expectEqual(host.texts, ["Steps: 3", "Goal reached", "Step"], Message(
            en: "the screen after three \"Step\"", ko: "\"Step\"을 세 번 탭한 뒤의 화면"))
    }

    grade.check("reducer-macro") { t in
        t.expect(StepsFeature.Action.self is any CasePathable.Type, Message(
            en: "StepsFeature.Action has case key paths (\\.stepTapped), which @Reducer gives it by adding @CasePathable",
            ko: "StepsFeature.Action에 케이스 키 패스(\\.stepTapped)가 있습니다. @Reducer가 @CasePathable을 붙여 만들어 줍니다"),
            expected: "CasePathable", actual: "not CasePathable")
    }

    grade.check("observable-state") { t in
        t.expect(StepsFeature.State.self is any ObservableState.Type, Message(
            en: "StepsFeature.State is observable state (@ObservableState)",
            ko: "StepsFeature.State가 관찰 가능한 상태입니다 (@ObservableState)"),
            expected: "ObservableState", actual: "not ObservableState")
    }

    grade.check("reads-the-store") { t in
        let (store, host) = mount()
        let start = t.trace.count
        store.send(.synced)
        host.flush()
        let forSync = bodyRuns(t.trace.dropFirst(start))
        t.expect(forSync.isEmpty, Message(
            en: "bodies that ran for .synced, which changes only syncCount, a field the view never shows",
            ko: "화면에 보이지 않는 syncCount만 바꾸는 .synced에 대해 실행된 바디"),
            expected: "[]", actual: forSync.description)
        let beforeStep = t.trace.count
        let storeEventsBefore = t.trace(of: store).count
        try host.tap("Step")
        host.flush()
        let viewStoreUpdates = t.trace(of: store).dropFirst(storeEventsBefore).filter { $0.kind == .viewStoreUpdate }.count
        t.expect(viewStoreUpdates == 0, Message(
            en: "view store updates (the trace's ◇ lines) after \"Step\": the view should observe the store itself, with no view store between them",
            ko: "\"Step\" 뒤의 뷰 스토어 업데이트 (트레이스의 ◇ 줄): 뷰는 뷰 스토어를 거치지 않고 스토어를 직접 관찰해야 합니다"),
            expected: "0", actual: "\(viewStoreUpdates)")
        let forStep = t.trace.dropFirst(beforeStep).filter { $0.kind == .bodyRan }
        // `WithPerceptionTracking { … }` (the guide's iOS 16 form) names the property without `store.`.
        t.expect(forStep.contains { $0.reasons.contains { $0 == "store.steps" || $0 == "steps" } }, Message(
            en: "a body that ran after \"Step\" because it read store.steps",
            ko: "\"Step\" 뒤에 store.steps를 읽었기 때문에 다시 실행된 바디"),
            expected: "↻ ….body (store.steps)", actual: bodyRuns(t.trace.dropFirst(beforeStep)).description)
    }
}
