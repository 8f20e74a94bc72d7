import ComposableArchitecture
import LessonTesting
import SwiftUI

private func shown(_ texts: [String]) -> String {
    texts.isEmpty ? "(nothing)" : texts.map { "\"\($0)\"" }.joined(separator: ", ")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("a-row-per-chore") { t in
        let store = Store(initialState: Chores.State()) { Chores() }
        let host = ViewHost(ChoresView(store: store))
        for title in ["○ Dishes", "○ Laundry", "○ Plants"] {
            t.expect(host.texts.contains(title), Message(
                en: "the list shows a row \"\(title)\"", ko: "목록에 \"\(title)\" 행이 보인다"),
                expected: "\"\(title)\"", actual: shown(host.texts))
        }
        t.expectEqual(host.bodyRunCount(of: ChoreRow.self), 3, Message(
            en: "ChoreRow bodies that ran for three chores", ko: "집안일 세 개에 대해 실행된 ChoreRow 바디"))
    }

    grade.check("tapping-a-row-ticks-it") { t in
        let store = Store(initialState: Chores.State()) { Chores() }
        let host = ViewHost(ChoresView(store: store))
        try t.require(host.texts.contains("○ Laundry"), Message(
            en: "a row \"○ Laundry\" to tap", ko: "누를 \"○ Laundry\" 행"),
            expected: "\"○ Laundry\"", actual: shown(host.texts))
        try host.tap("○ Laundry")
        t.expectEqual(store.withState(\.rows[id: 2]?.isDone), true, Message(
            en: "Laundry's isDone in the list's state after tapping its row",
            ko: "행을 누른 뒤 목록 상태에 든 Laundry의 isDone"))
        t.expect(host.texts.contains("✓ Laundry"), Message(
            en: "the row shows \"✓ Laundry\" after the tap", ko: "누른 뒤 행에 \"✓ Laundry\"가 보인다"),
            expected: "\"✓ Laundry\"", actual: shown(host.texts))
    }

    grade.check("only-the-tapped-row-runs") { t in
        let store = Store(initialState: Chores.State()) { Chores() }
        let host = ViewHost(ChoresView(store: store))
        try t.require(host.texts.contains("○ Plants"), Message(
            en: "a row \"○ Plants\" to tap", ko: "누를 \"○ Plants\" 행"),
            expected: "\"○ Plants\"", actual: shown(host.texts))
        let rowsBefore = host.bodyRunCount(of: ChoreRow.self)
        let listBefore = host.bodyRunCount(of: ChoresView.self)
        try host.tap("○ Plants")
        t.expectEqual(host.bodyRunCount(of: ChoreRow.self) - rowsBefore, 1, Message(
            en: "ChoreRow bodies that ran again after one row was tapped",
            ko: "행 하나를 누른 뒤 다시 실행된 ChoreRow 바디"))
        t.expectEqual(host.bodyRunCount(of: ChoresView.self) - listBefore, 0, Message(
            en: "ChoresView.body runs after one row was tapped",
            ko: "행 하나를 누른 뒤 ChoresView.body가 실행된 횟수"))
    }
}
