import ComposableArchitecture
import LessonTesting
import SwiftUI

private func shown(_ texts: [String]) -> String {
    texts.isEmpty ? "(nothing)" : texts.map { "\"\($0)\"" }.joined(separator: ", ")
}

@MainActor
private func openNewChore(_ t: CheckContext) throws -> (StoreOf<Household>, ViewHost<HouseholdView>) {
    let store = Store(initialState: Household.State()) { Household() }
    let host = ViewHost(HouseholdView(store: store))
    try host.tap("New chore")
    try t.require(host.texts.contains("Title: "), Message(
        en: "the new-chore sheet, showing \"Title: \", after \"New chore\"",
        ko: "\"New chore\" 뒤에 \"Title: \"을 보여 주는 새 집안일 시트"),
        expected: "\"Title: \"", actual: shown(host.texts))
    return (store, host)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("new-chore-sheet-shows") { t in
        _ = try openNewChore(t)
    }

    grade.check("destination-runs-its-feature") { t in
        let store = Store(initialState: Household.State()) { Household() }
        let host = ViewHost(HouseholdView(store: store))
        try host.tap("Dishes")
        try host.tap("Done")
        t.expect(host.texts.contains("Dishes: done 1 times"), Message(
            en: "the details sheet after tapping \"Done\" once", ko: "\"Done\"을 한 번 누른 뒤의 세부 정보 시트"),
            expected: "\"Dishes: done 1 times\"", actual: shown(host.texts))
    }

    grade.check("new-chore-sheet-runs-and-dismisses") { t in
        let (store, host) = try openNewChore(t)
        try host.tap("Bins")
        t.expect(host.texts.contains("Title: Bins"), Message(
            en: "the new-chore sheet's title after tapping \"Bins\"", ko: "\"Bins\"를 누른 뒤 새 집안일 시트의 제목"),
            expected: "\"Title: Bins\"", actual: shown(host.texts))
        try host.dismissSheet()
        t.expect(store.withState(\.destination) == nil, Message(
            en: "the destination after the sheet was swiped away", ko: "시트를 쓸어내려 닫은 뒤의 목적지"),
            expected: "nil", actual: "a destination")
    }
}
