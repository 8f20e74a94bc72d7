import ComposableArchitecture
import LessonTesting
import SwiftUI

/// Opens the sheet, taps "+" twice and "Done", waits for the dismissal, and returns the store.
@MainActor
private func play(_ t: CheckContext) async throws -> StoreOf<Game> {
    let store = Store(initialState: Game.State()) { Game() }
    let host = ViewHost(GameView(store: store))
    for label in ["Open", "+", "+", "Done"] {
        try host.tap(label)
        host.flush()
    }
    await host.settle()
    try t.require(store.withState(\.sheet) == nil && store.withState(\.seenOnPlus).count == 2, Message(
        en: "the features and the views are unchanged (only the predictions should be edited): after \"Done\" the sheet is gone",
        ko: "피처와 뷰는 그대로여야 합니다 (예측만 고치세요). \"Done\" 뒤에는 시트가 사라집니다"),
        expected: "sheet: nil, two entries in seenOnPlus",
        actual: "sheet: \(store.withState(\.sheet).map { "\($0)" } ?? "nil"), seenOnPlus: \(store.withState(\.seenOnPlus))")
    return store
}

/// The reducers of Game's body that ran for the last action whose dump contains `action`, in
/// order, as the trace's `⚙` lines name them.
@MainActor
private func reducers(for action: String, _ t: CheckContext, in store: StoreOf<Game>) -> String {
    let events = t.trace(of: store)
    guard let sent = events.lastIndex(where: { $0.kind == .actionSent && ($0.detail ?? "").contains(action) }) else { return "—" }
    let after = events[(sent + 1)...]
    let end = after.firstIndex { $0.kind == .actionSent } ?? events.endIndex
    let names = events[(sent + 1)..<end].filter { $0.kind == .reducerRan && $0.subject == "Game.State" }.compactMap(\.detail)
    return names.map { "⚙ \($0)" }.joined(separator: ", ")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("parent-sees-child-result") { t in
        let store = try await play(t)
        let runtime = store.withState(\.seenOnPlus)
        t.expectPrediction(predictedSeenOnPlus == runtime, Message(
            en: "what the parent read from the sheet on each \"+\" — predictedSeenOnPlus: your prediction vs. the runtime. The reducers that ran for the second \"+\", in order: ",
            ko: "\"+\"마다 부모가 시트에서 읽은 값 — predictedSeenOnPlus: 예측과 실제 런타임의 비교. 두 번째 \"+\"에 대해 실행된 리듀서, 순서대로: ")
            + Message(en: reducers(for: "plusTapped", t, in: store), ko: reducers(for: "plusTapped", t, in: store)),
            runtime: "\(runtime)", yours: "\(predictedSeenOnPlus)")
    }

    grade.check("parent-sees-sheet-on-dismiss") { t in
        let store = try await play(t)
        let runtime = store.withState(\.seenOnDismiss) ?? -1
        t.expectPrediction(predictedSeenOnDismiss == runtime, Message(
            en: "what the parent read from the sheet on .sheet(.dismiss) — predictedSeenOnDismiss: your prediction vs. the runtime. The reducers that ran for it, in order: ",
            ko: ".sheet(.dismiss)에서 부모가 시트에서 읽은 값 — predictedSeenOnDismiss: 예측과 실제 런타임의 비교. 그 액션에 대해 실행된 리듀서, 순서대로: ")
            + Message(en: reducers(for: "dismiss", t, in: store), ko: reducers(for: "dismiss", t, in: store)),
            runtime: "\(runtime)", yours: "\(predictedSeenOnDismiss)")
    }
}
