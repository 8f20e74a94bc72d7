import LessonTesting
import SwiftUI
import ComposableArchitecture

// The two tests of the exercise's instructions, word for word. They run against the learner's
// GroceryFeature; what TestStore reports is what the learner reads.

@MainActor
private func testAddingAnItem() async {
    let store = TestStore(initialState: GroceryFeature.State(draft: "Milk")) {
        GroceryFeature()
    }
    await store.send(.addButtonTapped) {
        $0.items = ["Milk"]
        $0.draft = ""
    }
}

@MainActor
private func testClearingTheList() async {
    let store = TestStore(initialState: GroceryFeature.State(draft: "Eggs", items: ["Milk", "Bread"])) {
        GroceryFeature()
    }
    await store.send(.clearButtonTapped) {
        $0.items = []
    }
}

private let howToRead = Message(
    en: "TestStore ran the action on the state before it, ran the test's closure on the same state before it, and compared the two whole states. In its diff, − lines are what the test's closure says the state should be, + lines are what the reducer made it: the reducer must produce exactly the − side.",
    ko: "TestStore는 액션 전의 상태로 액션을 실행하고, 같은 이전 상태로 테스트의 클로저를 실행한 뒤, 두 상태 전체를 비교했습니다. 차이에서 − 줄은 테스트의 클로저가 말하는 상태, + 줄은 리듀서가 만든 상태입니다. 리듀서는 − 쪽을 정확히 만들어야 합니다.")

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("adding-test-passes") { t in
        let messages = await failuresReported(while: testAddingAnItem)
        t.expect(messages.isEmpty, Message(
            en: "testAddingAnItem: what TestStore reported", ko: "testAddingAnItem: TestStore가 보고한 내용"),
            expected: "no failure", actual: messages.joined(separator: "\n\n"), why: howToRead)
    }

    grade.check("clearing-test-passes") { t in
        let messages = await failuresReported(while: testClearingTheList)
        t.expect(messages.isEmpty, Message(
            en: "testClearingTheList: what TestStore reported", ko: "testClearingTheList: TestStore가 보고한 내용"),
            expected: "no failure", actual: messages.joined(separator: "\n\n"), why: howToRead)
    }
}
