import ComposableArchitecture
import SwiftUI

// A profile form, migrated to TCA 1.7: @BindingState is gone, WithViewStore is gone, the view
// holds the store @Bindable and binds with $store. It compiles. But typing a name changes nothing,
// and the switch flips back.
// TCA 1.7로 옮긴 프로필 양식입니다. @BindingState도 WithViewStore도 없어졌고, 뷰는 스토어를
// @Bindable로 들고 $store로 바인딩합니다. 컴파일은 됩니다. 하지만 이름을 입력해도 아무것도 바뀌지
// 않고, 스위치는 다시 꺼집니다.
//
// Fix it. Keep the names, the texts, the bindings $store.name and $store.isPublic, and the feature's
// State and Action.
// 고치세요. 이름, 텍스트, $store.name과 $store.isPublic 바인딩, 피처의 State와 Action은 그대로 두세요.

@Reducer
struct ProfileFeature {
    @ObservableState
    struct State: Equatable {
        var name = ""
        var isPublic = false
        var edits = 0
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case resetTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .binding:
                state.edits += 1
                return .none
            case .resetTapped:
                state = State()
                return .none
            }
        }
    }
}

struct ProfileView: View {
    @Bindable var store: StoreOf<ProfileFeature>

    var body: some View {
        Form {
            TextField("Name", text: $store.name)
            Toggle("Public profile", isOn: $store.isPublic)
            Text(store.name.isEmpty ? "No name yet" : "Hello, \(store.name)")
            Text("Edits: \(store.edits)")
            Button("Reset") { store.send(.resetTapped) }
        }
    }
}
