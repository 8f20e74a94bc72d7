// TestStore tests written as TCA 1.25's case-study tests are: a `@MainActor` suite of `@Test`
// functions, with no entry point (`play` runs a test file as `swift test` does). One test passes;
// one asserts the wrong state inside `withKnownIssue`, which swift-testing then counts as known;
// one asserts the wrong state on purpose, and TCA's failure must be an issue of that test, so it
// fails; one sends an action a `Scope` cannot deliver, and TCA's runtime warning fails it too;
// the last checks a value with `#expect` and passes.
import ComposableArchitecture
import Testing

struct Lamp: Reducer {
  enum State: Equatable {
    case on(brightness: Int)
    case off
  }

  enum Action: Equatable {
    case on(OnAction)
    enum OnAction: Equatable { case dim(Int) }
  }

  var body: some ReducerOf<Self> {
    Scope(state: /State.on, action: /Action.on) {
      Reduce { brightness, action in
        switch action {
        case let .dim(amount):
          brightness -= amount
          return .none
        }
      }
    }
  }
}

struct Toaster: Reducer {
  struct State: Equatable {
    var slices = 0
    var isToasting = false
  }

  enum Action: Equatable {
    case leverPressed
    case popped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .leverPressed:
      state.isToasting = true
      return .send(.popped)
    case .popped:
      state.isToasting = false
      state.slices += 2
      return .none
    }
  }
}

@MainActor
struct ToasterTests {
  @Test func toastPops() async {
    let store = TestStore(initialState: Toaster.State()) { Toaster() }
    await store.send(.leverPressed) { $0.isToasting = true }
    await store.receive(.popped) {
      $0.isToasting = false
      $0.slices = 2
    }
  }

  @Test func knownWrongSlices() async {
    let store = TestStore(initialState: Toaster.State()) { Toaster() }
    await store.send(.leverPressed) { $0.isToasting = true }
    await withKnownIssue {
      await store.receive(.popped) {
        $0.isToasting = false
        $0.slices = 1  // ← wrong, and known to be
      }
    }
  }

  @Test func wrongSlices() async {
    let store = TestStore(initialState: Toaster.State()) { Toaster() }
    await store.send(.leverPressed) { $0.isToasting = true }
    await store.receive(.popped) {
      $0.isToasting = false
      $0.slices = 3  // ← wrong on purpose
    }
  }

  @Test func dimmingALampThatIsOff() {
    let store = Store(initialState: Lamp.State.off) { Lamp() }
    store.send(.on(.dim(10)))  // ← a runtime warning, so an issue
  }

  @Test func stateReadsBack() async {
    let store = TestStore(initialState: Toaster.State(slices: 4)) { Toaster() }
    #expect(store.state.slices == 4)
  }
}
