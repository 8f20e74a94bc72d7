// In the style of TCA 1.0–1.6's bindings case study (a form whose controls write `@BindingState`
// through `BindingReducer`, with one field that reacts to another), with a feature of our own: the
// settings of a playlist.
import ComposableArchitecture
import SwiftUI

// MARK: - Feature

struct PlaylistSettings: Reducer {
  struct State: Equatable {
    @BindingState var title = ""
    @BindingState var isLocked = false
    @BindingState var songLimit = 12
    @BindingState var songsShown = 8.0
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case startOverTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$songLimit):
        // Never show more songs than the playlist may hold.
        state.songsShown = min(state.songsShown, Double(state.songLimit))
        return .none
      case .binding:
        return .none
      case .startOverTapped:
        state = State()
        return .none
      }
    }
  }
}

// MARK: - View

struct PlaylistSettingsView: View {
  let store: StoreOf<PlaylistSettings>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      Form {
        HStack {
          TextField("Playlist name", text: viewStore.$title)
          Text(viewStore.title.uppercased())
        }
        .disabled(viewStore.isLocked)

        Toggle("Lock playlist", isOn: viewStore.$isLocked)

        Stepper("Song limit: \(viewStore.songLimit)", value: viewStore.$songLimit, in: 0...50)
          .disabled(viewStore.isLocked)

        HStack {
          Text("Songs shown: \(Int(viewStore.songsShown))")
          Slider(value: viewStore.$songsShown, in: 0...Double(viewStore.songLimit))
        }
        .disabled(viewStore.isLocked)

        Button("Start over") { viewStore.send(.startOverTapped) }
      }
    }
    .navigationTitle("Playlist")
  }
}

// MARK: - Tests

@MainActor
final class PlaylistSettingsTests {
  func testEditing() async {
    let store = TestStore(initialState: PlaylistSettings.State()) {
      PlaylistSettings()
    }
    await store.send(.set(\.$title, "Road trip")) { $0.title = "Road trip" }
    await store.send(.set(\.$songLimit, 5)) {
      $0.songLimit = 5
      $0.songsShown = 5
    }
    await store.send(.set(\.$songsShown, 3)) { $0.songsShown = 3 }
    await store.send(.set(\.$isLocked, true)) { $0.isLocked = true }
    await store.send(.startOverTapped) { $0 = PlaylistSettings.State() }
  }
}

// MARK: - Run

await PlaylistSettingsTests().testEditing()
print("tests ran")

let screen = ViewHost(PlaylistSettingsView(store: Store(initialState: PlaylistSettings.State()) { PlaylistSettings() }))
try screen.type("Road trip", into: "Playlist name")
try screen.decrement("Song limit: 12")
try screen.slide("", to: 11)
print(screen.texts)
// Lowering the limit below the songs shown pulls the slider down with it.
for limit in [11, 10, 9, 8, 7, 6] {
  try screen.decrement("Song limit: \(limit)")
}
print(screen.texts)
try screen.toggle("Lock playlist")
do {
  try screen.type("Quiet hours", into: "Playlist name")
} catch {
  print(error)
}
try screen.tap("Start over")
print(screen.texts)
