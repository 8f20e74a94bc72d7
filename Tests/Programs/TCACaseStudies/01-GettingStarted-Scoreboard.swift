// In the style of TCA 1.0–1.6's first case study (a counter, its view, a TestStore test), with a
// feature of our own: a scoreboard for one player. Adapted, as all these programs are: the
// XCTestCase is a plain class run at the bottom, and the views are driven through ViewHost.
import ComposableArchitecture
import SwiftUI

// MARK: - Feature

struct Scoreboard: Reducer {
  struct State: Equatable {
    var points = 0
  }

  enum Action: Equatable {
    case pointAwarded
    case pointTakenBack
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .pointAwarded:
      state.points += 1
    case .pointTakenBack:
      state.points -= 1
    }
    return .none
  }
}

// MARK: - Views

struct PointsView: View {
  let store: StoreOf<Scoreboard>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      HStack {
        Button("Take back") { viewStore.send(.pointTakenBack) }
        Text("\(viewStore.points) pts")
        Button("Award") { viewStore.send(.pointAwarded) }
      }
    }
  }
}

struct ScoreboardScreen: View {
  let store: StoreOf<Scoreboard>

  var body: some View {
    Form {
      Section("Player one") {
        PointsView(store: self.store)
      }
    }
    .navigationTitle("Scoreboard")
  }
}

// MARK: - Tests

@MainActor
final class ScoreboardTests {
  func testAwardAndTakeBack() async {
    let store = TestStore(initialState: Scoreboard.State()) {
      Scoreboard()
    }
    await store.send(.pointAwarded) { $0.points = 1 }
    await store.send(.pointAwarded) { $0.points = 2 }
    await store.send(.pointTakenBack) { $0.points = 1 }
  }
}

// MARK: - Run

await ScoreboardTests().testAwardAndTakeBack()
print("tests ran")

let store = Store(initialState: Scoreboard.State()) { Scoreboard() }
let screen = ViewHost(ScoreboardScreen(store: store))
print(screen.texts)
try screen.tap("Award")
try screen.tap("Award")
try screen.tap("Take back")
print(screen.texts)
// Only the WithViewStore re-renders: views that just hold the store do not.
print("ScoreboardScreen bodies: \(screen.bodyRunCount(of: ScoreboardScreen.self)), PointsView bodies: \(screen.bodyRunCount(of: PointsView.self))")
