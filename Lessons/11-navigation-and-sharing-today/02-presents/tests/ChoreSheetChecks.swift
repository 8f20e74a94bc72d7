import ComposableArchitecture
import LessonTesting
import SwiftUI

private func shown(_ texts: [String]) -> String {
    texts.isEmpty ? "(nothing)" : texts.map { "\"\($0)\"" }.joined(separator: ", ")
}

@MainActor
private func openSheet(_ t: CheckContext) throws -> (StoreOf<ChoreList>, ViewHost<ChoreListView>) {
    let store = Store(initialState: ChoreList.State()) { ChoreList() }
    let host = ViewHost(ChoreListView(store: store))
    try host.tap("New chore")
    try t.require(host.texts.contains("Title: "), Message(
        en: "the sheet, showing \"Title: \", after \"New chore\"", ko: "\"New chore\" 뒤에 \"Title: \"을 보여 주는 시트"),
        expected: "\"Title: \"", actual: shown(host.texts))
    return (store, host)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("sheet-runs-its-feature") { t in
        let (_, host) = try openSheet(t)
        try host.tap("Bins")
        t.expect(host.texts.contains("Title: Bins"), Message(
            en: "the sheet's title after tapping the suggestion \"Bins\"", ko: "제안 \"Bins\"를 누른 뒤 시트의 제목"),
            expected: "\"Title: Bins\"", actual: shown(host.texts))
    }

    grade.check("save-adds-the-chore") { t in
        let (store, host) = try openSheet(t)
        try host.tap("Plants")
        try host.tap("Save")
        await host.settle()
        t.expectEqual(store.withState(\.chores), ["Dishes", "Plants"], Message(
            en: "the chores after choosing \"Plants\" and tapping \"Save\"", ko: "\"Plants\"를 고르고 \"Save\"를 누른 뒤의 집안일"))
        t.expect(store.withState(\.newChore) == nil, Message(
            en: "the sheet's state after \"Save\"", ko: "\"Save\" 뒤 시트의 상태"),
            expected: "nil", actual: "a NewChore.State")
    }

    grade.check("cancel-closes-the-sheet") { t in
        let (store, host) = try openSheet(t)
        try host.tap("Cancel")
        await host.settle()
        t.expect(store.withState(\.newChore) == nil, Message(
            en: "the sheet's state after \"Cancel\" (its `dismiss()`)", ko: "\"Cancel\"(`dismiss()`) 뒤 시트의 상태"),
            expected: "nil", actual: "a NewChore.State")
        t.expect(!host.texts.contains("Title: "), Message(
            en: "the sheet is gone after \"Cancel\"", ko: "\"Cancel\" 뒤에 시트가 사라진다"),
            expected: "no \"Title: …\"", actual: shown(host.texts))
    }
}
