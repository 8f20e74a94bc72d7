import ComposableArchitecture
import SwiftUI

// A music player. While a song plays, a timer sends .timerTicked once a second, which changes only
// `secondsPlayed`. PlayerView shows the time; SoundControls shows only the two sound settings —
// yet the trace shows SoundControls' content rebuilt on every tick.
// 음악 플레이어입니다. 노래가 나오는 동안 타이머가 1초마다 .timerTicked를 보내고, 이 액션은
// `secondsPlayed`만 바꿉니다. PlayerView는 시간을 보여 주고 SoundControls는 소리 설정 두 개만
// 보여 주는데, 트레이스를 보면 틱마다 SoundControls의 내용이 다시 만들어집니다.
//
// Fix SoundControls. Keep the names PlayerFeature, PlayerView and SoundControls(store:), the toggle
// "Mute" and the stepper "Volume: <n>" (0...10), and the WithViewStore in SoundControls' body.
// Do not change PlayerFeature or PlayerView.
// SoundControls를 고치세요. PlayerFeature, PlayerView, SoundControls(store:)라는 이름, "Mute" 토글,
// "Volume: <n>" 스테퍼(0...10), SoundControls 바디의 WithViewStore는 그대로 두세요. PlayerFeature와
// PlayerView는 고치지 마세요.

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
