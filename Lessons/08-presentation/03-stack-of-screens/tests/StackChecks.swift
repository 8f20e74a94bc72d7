import ComposableArchitecture
import LessonTesting
import SwiftUI

/// The reducers of `ReadingList`'s body that ran since the check started, in order.
@MainActor
private func reducersRun(_ t: CheckContext, _ store: StoreOf<ReadingList>) -> [String] {
    t.trace(of: store).filter { $0.kind == .reducerRan && $0.subject == "ReadingList.State" }.compactMap(\.detail)
}

/// Said when the stack never grew: which reducers saw the link's `.push`.
@MainActor
private func nothingPushes(_ t: CheckContext, _ store: StoreOf<ReadingList>) -> Message? {
    guard store.withState(\.path).isEmpty else { return nil }
    return Message(
        en: "The link sent .path(.push(…)) and the reducers that saw it were \(reducersRun(t, store)): none of them puts the screen on the stack, and nothing runs BookFeature for a screen.",
        ko: "링크는 .path(.push(…))를 보냈고, 그 액션을 본 리듀서는 \(reducersRun(t, store))였습니다. 그중 어느 것도 화면을 스택에 올리지 않고, 화면을 위해 BookFeature를 실행해 주지도 않습니다.")
}

@MainActor
private func openSwift(_ t: CheckContext, clock: TestClock<Duration>) throws -> (StoreOf<ReadingList>, ViewHost<ReadingListView>) {
    let store = Store(initialState: ReadingList.State()) { ReadingList() } withDependencies: {
        $0.continuousClock = clock
    }
    let host = ViewHost(ReadingListView(store: store))
    try host.tap("Swift")
    host.flush()
    return (store, host)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("tap-pushes-book") { t in
        let (store, host) = try openSwift(t, clock: TestClock())
        t.expectEqual(store.withState(\.path).count, 1, Message(
            en: "screens on the stack after tapping \"Swift\"", ko: "\"Swift\"를 탭한 뒤 스택에 있는 화면 수"),
            why: nothingPushes(t, store))
        t.expect(host.texts.starts(with: ["Swift", "Pages read: 0"]), Message(
            en: "the screen after tapping \"Swift\"", ko: "\"Swift\"를 탭한 뒤의 화면"),
            expected: "[\"Swift\", \"Pages read: 0\", …]", actual: host.texts.description,
            why: nothingPushes(t, store))
    }

    grade.check("pushed-screen-runs") { t in
        let (store, host) = try openSwift(t, clock: TestClock())
        try t.require(host.texts.contains("Read a page"), Message(
            en: "the book's screen is pushed (its \"Read a page\" button is on screen)",
            ko: "책 화면이 푸시됨 (\"Read a page\" 버튼이 화면에 있음)"),
            why: nothingPushes(t, store))
        try host.tap("Read a page")
        host.flush()
        t.expect(host.texts.contains("Pages read: 1"), Message(
            en: "the book's screen after \"Read a page\"", ko: "\"Read a page\" 뒤의 책 화면"),
            expected: "[… \"Pages read: 1\" …]", actual: host.texts.description)
    }

    grade.check("back-ends-narration") { t in
        // The narration's task must be asleep on the clock before the check moves time: with
        // every task on the main actor, one after another, it is, whatever the machine's load.
        try await withMainSerialExecutor {
            let clock = TestClock()
            let (store, host) = try openSwift(t, clock: clock)
            try t.require(host.texts.contains("Read aloud"), Message(
                en: "the book's screen is pushed (its \"Read aloud\" button is on screen)",
                ko: "책 화면이 푸시됨 (\"Read aloud\" 버튼이 화면에 있음)"),
                why: nothingPushes(t, store))
            try host.tap("Read aloud")
            await clock.advance(by: .seconds(2))
            host.flush()
            try t.require(host.texts.contains("Pages read: 2"), Message(
                en: "the book's screen two seconds into reading aloud", ko: "소리 내어 읽기 2초 뒤의 책 화면"),
                expected: "[… \"Pages read: 2\" …]", actual: host.texts.description)
            try host.goBack()
            host.flush()
            t.expect(store.withState(\.path).isEmpty, Message(
                en: "screens on the stack after going back", ko: "뒤로 간 뒤 스택에 있는 화면"),
                expected: "none", actual: "\(store.withState(\.path).count)")
            let before = t.trace(of: store).count
            await clock.advance(by: .seconds(3))
            await host.settle()
            let turnedAfterBack = t.trace(of: store).dropFirst(before).filter {
                $0.kind == .actionSent && ($0.detail ?? "").contains("pageTurned")
            }
            t.expect(turnedAfterBack.isEmpty, Message(
                en: "pages turned in the three seconds after going back (the narration belongs to the popped screen)",
                ko: "뒤로 간 뒤 3초 동안 넘어간 페이지 (소리 내어 읽기는 사라진 화면의 것)"),
                expected: "0", actual: "\(turnedAfterBack.count)")
        }
    }
}
