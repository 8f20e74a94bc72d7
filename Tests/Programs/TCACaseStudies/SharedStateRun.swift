// Shared state as TCA 1.25's "Shared state" case studies use it, in a swift-testing file: a
// counter and a profile screen share their stats in memory, the step count is in the app's
// storage and the streak in a file (memory, in a test run). The tests assert on shared state as
// TCA's do (`$0.counter.$stats.withLock { … }`); one asserts the wrong count on purpose, and its
// diff shows the shared value the test expected and the one there is.
import ComposableArchitecture
import Foundation
import Testing

struct Stats: Codable, Equatable {
  var count = 0
  var maxCount = 0
  var numberOfCounts = 0

  mutating func increment() {
    count += 1
    numberOfCounts += 1
    maxCount = max(maxCount, count)
  }
}

extension SharedKey where Self == InMemoryKey<Stats> {
  static var stats: Self { inMemory("stats") }
}

extension SharedKey where Self == AppStorageKey<Int> {
  static var steps: Self { appStorage("steps") }
}

extension SharedKey where Self == FileStorageKey<[String]> {
  static var streak: Self { fileStorage(URL(string: "file:///streak.json")!) }
}

struct CounterTab: Reducer {
  struct State: Equatable {
    @Shared(.stats) var stats = Stats()
    @Shared(.steps) var steps = 0
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case walked(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped:
      state.$stats.withLock { $0.increment() }
      return .none
    case let .walked(steps):
      state.$steps.withLock { $0 += steps }
      return .none
    }
  }
}

struct ProfileTab: Reducer {
  struct State: Equatable {
    @Shared(.stats) var stats = Stats()
    @Shared(.streak) var streak: [String] = []
  }

  enum Action: Equatable {
    case resetStatsButtonTapped
    case checkedIn(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .resetStatsButtonTapped:
      state.$stats.withLock { $0 = Stats() }
      return .none
    case let .checkedIn(day):
      state.$streak.withLock { $0.append(day) }
      return .none
    }
  }
}

struct Tabs: Reducer {
  struct State: Equatable {
    var counter = CounterTab.State()
    var profile = ProfileTab.State()
  }

  enum Action: Equatable {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: /Action.counter) { CounterTab() }
    Scope(state: \.profile, action: /Action.profile) { ProfileTab() }
  }
}

@MainActor
struct SharedStateTests {
  @Test func bothTabsSeeOneCount() async {
    let store = TestStore(initialState: Tabs.State()) { Tabs() }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    #expect(store.state.profile.stats.count == 1)
    await store.send(.profile(.resetStatsButtonTapped)) {
      $0.profile.$stats.withLock { $0 = Stats() }
    }
  }

  @Test func stepsAndStreakAreKept() async {
    let store = TestStore(initialState: Tabs.State()) { Tabs() }
    await store.send(.counter(.walked(500))) {
      $0.counter.$steps.withLock { $0 = 500 }
    }
    await store.send(.profile(.checkedIn("Mon"))) {
      $0.profile.$streak.withLock { $0 = ["Mon"] }
    }
  }

  @Test func wrongCount() async {
    let store = TestStore(initialState: Tabs.State()) { Tabs() }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.count = 2 }  // ← wrong on purpose
    }
  }
}
