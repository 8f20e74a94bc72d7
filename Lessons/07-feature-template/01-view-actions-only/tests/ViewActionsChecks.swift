import LessonTesting
import SwiftUI
import ComposableArchitecture

/// Types the email, taps "Subscribe" and lets the server (an immediate clock) answer.
@MainActor
private func subscribe(_ email: String) async throws -> StoreOf<SubscribeFeature> {
    let store = Store(initialState: SubscribeFeature.State()) {
        SubscribeFeature()
    } withDependencies: {
        $0.continuousClock = ImmediateClock()
    }
    let host = ViewHost(SubscribeView(store: store))
    try host.type(email, into: "Email")
    try host.tap("Subscribe")
    // Until the request's effect is done (a fixed sleep would be too short on a busy machine).
    await host.settle()
    return store
}

/// The actions that reached the store after the email was typed, as TCA dumps them.
@MainActor
private func actionsAfterTyping(_ t: CheckContext, _ store: StoreOf<SubscribeFeature>) -> [String] {
    t.trace(of: store).filter { $0.kind == .actionSent }.compactMap(\.detail).filter { !$0.contains("emailChanged") }
}

@MainActor
private func viewSentTheDelegate(_ t: CheckContext, _ store: StoreOf<SubscribeFeature>) -> Message? {
    guard actionsAfterTyping(t, store).first?.contains("delegate") == true else { return nil }
    return Message(
        en: "The first action after the tap is the delegate action itself: the view sent it, skipping the feature's check of the email and its request to the server. A view store that can send any action lets a view do that.",
        ko: "탭 뒤의 첫 액션이 바로 델리게이트 액션입니다. 뷰가 그것을 보내면서 피처의 이메일 검사와 서버 요청을 건너뛰었습니다. 어떤 액션이든 보낼 수 있는 뷰 스토어는 뷰에게 그럴 수 있게 해 줍니다.")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("invalid-email-not-subscribed") { t in
        let store = try await subscribe("kim")
        let delegates = actionsAfterTyping(t, store).filter { $0.contains("delegate") }
        t.expect(delegates.isEmpty, Message(
            en: "delegate actions sent after \"Subscribe\" with the email \"kim\"",
            ko: "이메일 \"kim\"으로 \"Subscribe\"를 누른 뒤 보내진 델리게이트 액션"),
            expected: "[]", actual: delegates.description, why: viewSentTheDelegate(t, store))
        t.expectEqual(store.withState(\.message), "Invalid email", Message(
            en: "the message under the form", ko: "폼 아래의 메시지"))
    }

    grade.check("valid-email-after-server") { t in
        let store = try await subscribe("kim@example.com")
        let actions = actionsAfterTyping(t, store).map { action -> String in
            if action.contains("subscribeButtonTapped") { return ".view(.subscribeButtonTapped)" }
            if action.contains("subscribeResponse") { return ".async(.subscribeResponse)" }
            if action.contains("subscribed") { return ".delegate(.subscribed)" }
            return action
        }
        t.expectEqual(actions, [".view(.subscribeButtonTapped)", ".async(.subscribeResponse)", ".delegate(.subscribed)"], Message(
            en: "the actions after \"Subscribe\" with \"kim@example.com\", in order: the parent should hear of it only after the server said yes",
            ko: "\"kim@example.com\"으로 \"Subscribe\"를 누른 뒤의 액션, 순서대로: 부모는 서버가 수락한 뒤에야 알아야 합니다"),
            why: viewSentTheDelegate(t, store))
    }

    grade.check("view-sends-only-view-actions") { t in
        let store = Store(initialState: SubscribeFeature.State()) { SubscribeFeature() }
        let view = SubscribeView(store: store)
        let viewStore = Mirror(reflecting: view).children.first { $0.label == "_viewStore" }?.value
        let type = viewStore.map { "\(Swift.type(of: $0))" } ?? "none"
        t.expect(type.contains("ViewAction"), Message(
            en: "the type of SubscribeView's @ObservedObject var viewStore: its second type argument is what the view can send",
            ko: "SubscribeView의 @ObservedObject var viewStore의 타입: 두 번째 타입 인자가 뷰가 보낼 수 있는 것입니다"),
            expected: "ObservedObject<ViewStore<State, ViewAction>>", actual: type,
            why: type == "none" ? Message(
                en: "SubscribeView has no @ObservedObject var viewStore: keep the template's view store, made in init.",
                ko: "SubscribeView에 @ObservedObject var viewStore가 없습니다. 템플릿대로 init에서 만든 뷰 스토어를 두세요.") : Message(
                en: "The view store's action type is the whole Action: the view can still send .delegate(…), .async(…) or .inner(…), and only review catches it. With ViewStore<State, Action.ViewAction>, the compiler does.",
                ko: "뷰 스토어의 액션 타입이 Action 전체입니다. 뷰는 여전히 .delegate(…), .async(…), .inner(…)를 보낼 수 있고, 그것을 잡는 것은 코드 리뷰뿐입니다. ViewStore<State, Action.ViewAction>이면 컴파일러가 잡습니다."))
    }
}
