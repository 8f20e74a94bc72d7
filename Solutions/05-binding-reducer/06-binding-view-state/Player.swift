import ComposableArchitecture
import SwiftUI

// A music player. While a song plays, a timer sends .timerTicked once a second, which changes only
// `secondsPlayed`.

struct PlayerFeature: Reducer {
    struct State: Equatable {
        @BindingState var isMuted = false
        @BindingState var volume = 5
        var secondsPlayed = 0
    }

    enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case timerTicked
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding:
                return .none
            case .timerTicked:
                state.secondsPlayed += 1
                return .none
            }
        }
    }
}

struct PlayerView: View {
    let store: StoreOf<PlayerFeature>
    @ObservedObject var viewStore: ViewStore<Int, PlayerFeature.Action>

    init(store: StoreOf<PlayerFeature>) {
        self.store = store
        self.viewStore = ViewStore(store, observe: \.secondsPlayed)
    }

    var body: some View {
        VStack {
            Text("Played: \(viewStore.state)s")
            SoundControls(store: store)
        }
    }
}

struct SoundControls: View {
    let store: StoreOf<PlayerFeature>

    // Only what the controls show, each as a binding to its @BindingState field. A tick changes
    // secondsPlayed, this view state stays equal, and the view store suppresses it; flipping
    // "Mute" still sends .binding(.set(\.$isMuted, true)) for BindingReducer to write.
    struct ViewState: Equatable {
        @BindingViewState var isMuted: Bool
        @BindingViewState var volume: Int

        init(store: BindingViewStore<PlayerFeature.State>) {
            self._isMuted = store.$isMuted
            self._volume = store.$volume
        }
    }

    var body: some View {
        WithViewStore(store, observe: ViewState.init) { viewStore in
            VStack {
                Toggle("Mute", isOn: viewStore.$isMuted)
                Stepper("Volume: \(viewStore.volume)", value: viewStore.$volume, in: 0...10)
            }
        }
    }
}
