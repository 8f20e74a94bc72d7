import LessonTesting
import SwiftUI
import ComposableArchitecture

/// The documented fate of each numbered line, and why, from TCA's "Migrating to 1.7".
private let answers: [Int: (fate: Fate, why: Message)] = [
    1: (.changes, Message(
        en: "① @BindingState goes away with @ObservableState, where every field can be bound: `var name = \"\"` stays, as a plain property (\"@BindingState\" section).",
        ko: "① @ObservableState에서는 모든 필드를 바인딩할 수 있으므로 @BindingState가 사라지고, `var name = \"\"`은 평범한 프로퍼티로 남습니다(\"@BindingState\" 절).")),
    2: (.changes, Message(
        en: "② Swift macros cannot be combined with property wrappers, so inside @ObservableState the wrapper becomes the @Presents macro: `@Presents var avatarPicker` (\"Replacing @PresentationState with @Presents\").",
        ko: "② 스위프트 매크로는 프로퍼티 래퍼와 함께 쓸 수 없으므로, @ObservableState 안에서는 래퍼 대신 @Presents 매크로를 씁니다: `@Presents var avatarPicker`(\"Replacing @PresentationState with @Presents\").")),
    3: (.stays, Message(
        en: "③ The guide warns against removing the BindableAction conformance: bindings still need it.",
        ko: "③ 가이드는 BindableAction 채택을 지우지 말라고 경고합니다. 바인딩에는 여전히 필요합니다.")),
    4: (.stays, Message(
        en: "④ The binding case is what BindableAction asks for; a binding still arrives as .binding(…).",
        ko: "④ binding 케이스는 BindableAction이 요구하는 것입니다. 바인딩은 여전히 .binding(…)으로 도착합니다.")),
    5: (.stays, Message(
        en: "⑤ The guide warns against removing BindingReducer too: it is still what writes a binding into the state.",
        ko: "⑤ 가이드는 BindingReducer도 지우지 말라고 경고합니다. 바인딩을 상태에 쓰는 것은 여전히 이것입니다.")),
    6: (.changes, Message(
        en: "⑥ To derive bindings from the store itself, the view holds it with SwiftUI's @Bindable: `@Bindable var store: StoreOf<ProfileFeature>`.",
        ko: "⑥ 스토어에서 바로 바인딩을 얻으려면 뷰가 SwiftUI의 @Bindable로 스토어를 들어야 합니다: `@Bindable var store: StoreOf<ProfileFeature>`.")),
    7: (.goes, Message(
        en: "⑦ On iOS 17 the view reads the store directly and observes exactly the fields it reads: no WithViewStore, no view store (older systems wrap the body in WithPerceptionTracking instead).",
        ko: "⑦ iOS 17에서는 뷰가 스토어를 바로 읽고, 읽은 필드만 관찰합니다. WithViewStore도 뷰 스토어도 없습니다(더 오래된 시스템에서는 대신 바디를 WithPerceptionTracking으로 감쌉니다).")),
    8: (.changes, Message(
        en: "⑧ The binding comes from the bindable store: `$store.name` — and sends the same .binding action to the same BindingReducer.",
        ko: "⑧ 바인딩은 바인딩 가능한 스토어에서 나옵니다: `$store.name`. 그리고 같은 .binding 액션을 같은 BindingReducer에 보냅니다.")),
    9: (.changes, Message(
        en: "⑨ Actions are sent to the store itself: `store.send(.pickAvatarTapped)`.",
        ko: "⑨ 액션은 스토어에 바로 보냅니다: `store.send(.pickAvatarTapped)`.")),
]

private func name(_ fate: Fate?) -> String {
    fate.map { ".\($0)" } ?? "(no prediction)"
}

@MainActor
private func checkLines(_ lines: [Int], _ t: CheckContext) {
    for line in lines {
        let answer = answers[line]!
        let yours = predictedFates[line]
        t.expect(yours == answer.fate, Message(
            en: "line \(line): what a 1.7 migration does with it (your prediction vs. TCA's \"Migrating to 1.7\")",
            ko: "\(line)번 줄: 1.7로 옮길 때 일어나는 일 (예측과 TCA의 \"Migrating to 1.7\" 비교)"),
            expected: name(answer.fate), actual: name(yours), why: answer.why)
    }
}

// The profile screen migrated to 1.7's observation tools, run beside the 1.6 one once you have
// predicted: the trace shows the same `.binding` action reaching the same BindingReducer.
@Reducer
private struct ProfileFeature17 {
    @ObservableState
    struct State: Equatable {
        var name = ""
        @Presents var avatarPicker: AvatarPicker.State?
        var avatar = "🦊"
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case avatarPicker(PresentationAction<AvatarPicker.Action>)
        case pickAvatarTapped
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case let .avatarPicker(.presented(.picked(avatar))):
                state.avatar = avatar
                state.avatarPicker = nil
                return .none
            case .pickAvatarTapped:
                state.avatarPicker = AvatarPicker.State()
                return .none
            case .binding, .avatarPicker:
                return .none
            }
        }
        .ifLet(\.$avatarPicker, action: \.avatarPicker) {
            AvatarPicker()
        }
    }
}

private struct ProfileView17: View {
    @Bindable var store: StoreOf<ProfileFeature17>

    var body: some View {
        VStack {
            TextField("Name", text: $store.name)
            Button("Avatar: \(store.avatar)") {
                store.send(.pickAvatarTapped)
            }
        }
    }
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("binding-lines") { t in
        // The 1.6 binding at work, for the trace, then the 1.7 one: the same `.binding` action.
        let store = Store(initialState: ProfileFeature.State()) { ProfileFeature() }
        let host = ViewHost(ProfileView(store: store))
        try host.type("Kim", into: "Name")
        let store17 = Store(initialState: ProfileFeature17.State()) { ProfileFeature17() }
        let host17 = ViewHost(ProfileView17(store: store17))
        try host17.type("Kim", into: "Name")
        checkLines([1, 3, 4, 5, 8], t)
    }

    grade.check("view-lines") { t in
        checkLines([6, 7, 9], t)
    }

    grade.check("presentation-line") { t in
        checkLines([2], t)
    }
}
