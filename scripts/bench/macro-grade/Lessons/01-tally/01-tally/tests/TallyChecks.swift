import LessonTesting
import SwiftUI
import ComposableArchitecture

// Only what both eras write the same way: enum actions sent to a TestStore, and taps.
@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("reducer") { t in
        let store = TestStore(initialState: Tally.State()) { Tally() }
        await store.send(.incrementTapped) { $0.count = 1 }
        await store.send(.resetTapped) {
            $0.alert = AlertState { TextState("Reset?") } actions: {
                ButtonState(action: .confirmReset) { TextState("Reset") }
            }
        }
        await store.send(.alert(.presented(.confirmReset))) {
            $0.alert = nil
            $0.count = 0
        }
    }

    grade.check("screen") { t in
        let host = ViewHost(TallyView(store: Store(initialState: Tally.State()) { Tally() }))
        try host.tap("+")
        try host.type("pears", into: "Label")
        host.flush()
        t.expectEqual(host.texts.first { $0.hasPrefix("1 ") }, "1 pears", Message(
            en: "the count and the label after \"+\" and typing \"pears\"",
            ko: "\"+\"를 탭하고 \"pears\"를 입력한 뒤의 개수와 이름"))
    }
}
