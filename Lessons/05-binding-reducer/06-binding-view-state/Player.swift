import ComposableArchitecture
import SwiftUI

// A music player. While a song plays, a timer sends .timerTicked once a second, which changes only
// `secondsPlayed`. PlayerView shows the time; SoundControls shows only the two sound settings —
// yet the trace shows SoundControls' content rebuilt on every tick.
//
// Fix SoundControls. Keep the names PlayerFeature, PlayerView and SoundControls(store:), the toggle
// "Mute" and the stepper "Volume: <n>" (0...10), and the WithViewStore in SoundControls' body.
// Do not change PlayerFeature or PlayerView.

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

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                Toggle("Mute", isOn: viewStore.$isMuted)
                Stepper("Volume: \(viewStore.volume)", value: viewStore.$volume, in: 0...10)
            }
        }
    }
}
