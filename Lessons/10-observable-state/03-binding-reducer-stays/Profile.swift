import ComposableArchitecture
import SwiftUI

// A profile form, migrated to TCA 1.7: @BindingState is gone, WithViewStore is gone, the view
// holds the store @Bindable and binds with $store. It compiles. But typing a name changes nothing,
// and the switch flips back.
//
// Fix it. Keep the names, the texts, the bindings $store.name and $store.isPublic, and the feature's
// State and Action.

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
