// Stack navigation as TCA 1.7+ writes it: a `@Reducer enum Path` of screens, `StackState` under
// `@ObservableState`, `.forEach(\.path, action: \.path)` with no closure, and in the view
// `NavigationStack(path: $store.scope(state: \.path, action: \.path)) { … } destination: { … }`
// switching over `store.case`. Our own feature: a hiking app, trail after trail, with a summit log.
import ComposableArchitecture
import SwiftUI

@Reducer
struct Trail {
  @ObservableState
  struct State: Equatable {
    var name: String
    var walked = false
  }
  enum Action {
    case walkTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .walkTapped:
        state.walked = true
        return .none
      }
    }
  }
}

@Reducer
struct SummitLog {
  @ObservableState
  struct State: Equatable {
    var entries: [String] = []
  }
  enum Action {
    case signTapped
    case doneTapped
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .signTapped:
        state.entries.append("signed")
        return .none
      case .doneTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct Hikes {
  @Reducer
  enum Path {
    case trail(Trail)
    case summit(SummitLog)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case summitTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(id: _, action: .trail(.walkTapped))):
        return .none
      case .path:
        return .none
      case .summitTapped:
        state.path.append(.summit(SummitLog.State()))
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
extension Hikes.Path.State: Equatable {}

struct HikesView: View {
  @Bindable var store: StoreOf<Hikes>
  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        NavigationLink("Ridge", state: Hikes.Path.State.trail(Trail.State(name: "Ridge")))
        Button("Summit") { store.send(.summitTapped) }
      }
    } destination: { store in
      switch store.case {
      case let .trail(store):
        TrailView(store: store)
      case let .summit(store):
        SummitLogView(store: store)
      }
    }
  }
}

struct TrailView: View {
  let store: StoreOf<Trail>
  var body: some View {
    Text("\(store.name) \(store.walked ? "walked" : "not yet")")
    Button("Walk") { store.send(.walkTapped) }
  }
}

struct SummitLogView: View {
  let store: StoreOf<SummitLog>
  var body: some View {
    Text("Entries: \(store.entries.count)")
    Button("Sign") { store.send(.signTapped) }
    Button("Done") { store.send(.doneTapped) }
  }
}

// MARK: - Tests

@MainActor
final class HikesTests {
  func testWalkAndSign() async {
    let store = TestStore(initialState: Hikes.State()) { Hikes() }
    await store.send(\.path.push, (id: 0, state: .trail(Trail.State(name: "Ridge")))) {
      $0.path[id: 0] = .trail(Trail.State(name: "Ridge"))
    }
    await store.send(\.path[id: 0].trail.walkTapped) {
      $0.path[id: 0, case: \.trail]?.walked = true
    }
    await store.send(.summitTapped) {
      $0.path[id: 1] = .summit(SummitLog.State())
    }
    await store.send(\.path[id: 1].summit.doneTapped)
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 1)
    }
  }
}

await HikesTests().testWalkAndSign()
print("tests ran")

let store = Store(initialState: Hikes.State()) { Hikes() }
let screen = ViewHost(HikesView(store: store))
print(screen.texts)
try screen.tap("Ridge")
try screen.tap("Walk")
print(screen.texts, store.path.count)
try screen.goBack()
print(screen.texts, store.path.count)
try screen.tap("Summit")
try screen.tap("Sign")
print(screen.texts)
try screen.tap("Done")
await screen.settle()
print(screen.texts, store.path.count)
