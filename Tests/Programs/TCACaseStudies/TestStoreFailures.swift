// Mistakes a learner makes in TCA 1.0–1.6 tests, each in a test of its own: what the test store
// reports must read exactly as TCA's code prints it. Our own feature: a bakery counter that sells
// loaves (a sale below zero is refunded a second later), looks up a recipe through a dependency,
// and listens to the oven's alarm. Each line that should be blamed ends with a `// ←` comment.
import ComposableArchitecture
import SwiftUI

struct Bakery: Reducer {
  struct State: Equatable {
    var loaves = 0
    var isFetchingRecipe = false
    var recipe: String?
    var alarmsHeard = 0
  }

  enum Action: Equatable {
    case alarmRang
    case bakeTapped
    case listenToOven
    case recipeResponse(TaskResult<String>)
    case recipeTapped
    case refundArrived
    case sellTapped
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.recipes) var recipes
  @Dependency(\.ovenAlarms) var ovenAlarms
  private enum CancelID { case refund }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alarmRang:
        state.alarmsHeard += 1
        return .none

      case .bakeTapped:
        state.loaves += 1
        return state.loaves >= 0 ? .cancel(id: CancelID.refund) : .none

      case .listenToOven:
        return .run { send in
          for await _ in await ovenAlarms() {
            await send(.alarmRang)
          }
        }

      case let .recipeResponse(.success(recipe)):
        state.isFetchingRecipe = false
        state.recipe = recipe
        return .none

      case .recipeResponse(.failure):
        state.isFetchingRecipe = false
        return .none

      case .recipeTapped:
        state.isFetchingRecipe = true
        state.recipe = nil
        return .run { [loaves = state.loaves] send in
          await send(.recipeResponse(TaskResult { try await recipes.fetch(loaves) }))
        }

      case .refundArrived:
        if state.loaves < 0 {
          state.loaves += 1
        }
        return .none

      case .sellTapped:
        state.loaves -= 1
        guard state.loaves < 0 else { return .none }
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.refundArrived)
        }
        .cancellable(id: CancelID.refund)
      }
    }
  }
}

struct RecipeClient {
  var fetch: @Sendable (_ loaves: Int) async throws -> String
}

extension RecipeClient: DependencyKey {
  static let liveValue = Self(fetch: { "Rye for \($0)" })
  static let testValue = Self(
    fetch: unimplemented("\(Self.self).fetch")  // ← RecipeClient.fetch defined
  )
}

private enum OvenAlarmsKey: DependencyKey {
  static let liveValue: @Sendable () async -> AsyncStream<Void> = { AsyncStream { _ in } }
}

extension DependencyValues {
  var recipes: RecipeClient {
    get { self[RecipeClient.self] }
    set { self[RecipeClient.self] = newValue }
  }

  var ovenAlarms: @Sendable () async -> AsyncStream<Void> {
    get { self[OvenAlarmsKey.self] }
    set { self[OvenAlarmsKey.self] = newValue }
  }
}

@MainActor
final class MistakenBakeryTests {
  /// The refund that comes a second later is never received.
  func testSelling_forgetsTheRefund() async {
    let store = TestStore(initialState: Bakery.State()) {
      Bakery()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.sellTapped) {  // ← unreceived
      $0.loaves = -1
    }
    await store.finish()
  }

  /// No clock is given, so `\.continuousClock`'s test value is used.
  func testSelling_withoutAClock() async {
    let store = TestStore(initialState: Bakery.State()) {
      Bakery()
    }

    await store.send(.sellTapped) {  // ← unimplemented clock
      $0.loaves = -1
    }
    await store.receive(.refundArrived) {
      $0.loaves = 0
    }
  }

  /// The recipe client is not stubbed: its unimplemented endpoint fails and throws.
  func testRecipe_withoutARecipeClient() async {
    let store = TestStore(initialState: Bakery.State()) {
      Bakery()
    }

    await store.send(.recipeTapped) {  // ← unimplemented fetch
      $0.isFetchingRecipe = true
    }
    await store.receive(.recipeResponse(.success("Sourdough"))) {  // ← unexpected response
      $0.isFetchingRecipe = false
      $0.recipe = "Sourdough"
    }
  }

  /// A dependency that has only a live value is reached from a test.
  func testListening_withoutATestOven() async {
    let store = TestStore(initialState: Bakery.State()) {
      Bakery()
    }

    let task = await store.send(.listenToOven)  // ← no test implementation
    await task.cancel()
  }

  /// The clock is not moved far enough for the refund.
  func testSelling_waitsTooLittle() async {
    let clock = TestClock()
    let store = TestStore(initialState: Bakery.State()) {
      Bakery()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.timeout = NSEC_PER_SEC / 10

    await store.send(.sellTapped) {  // ← still sleeping
      $0.loaves = -1
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.refundArrived) {  // ← received none
      $0.loaves = 0
    }
  }

  /// The long-living effect is never torn down.
  func testListening_neverStops() async {
    let (alarms, _) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(initialState: Bakery.State()) {
      Bakery()
    } withDependencies: {
      $0.ovenAlarms = { alarms }
    }

    await store.send(.listenToOven)  // ← still running
  }

  /// Non-exhaustive, with what it skipped shown as notes.
  func testRecipe_nonExhaustive() async {
    let store = TestStore(initialState: Bakery.State()) {
      Bakery()
    } withDependencies: {
      $0.recipes.fetch = { "Brioche for \($0)" }
    }
    store.exhaustivity = .off(showSkippedAssertions: true)

    await store.send(.bakeTapped)  // ← skipped loaves
    await store.send(.recipeTapped)
    await store.skipReceivedActions()  // ← skipped response
  }

  /// Skipping what is not there.
  func testSkippingNothing() async {
    let store = TestStore(initialState: Bakery.State()) {
      Bakery()
    }

    await store.skipReceivedActions()  // ← nothing received
    await store.skipInFlightEffects()  // ← nothing in flight
  }

  /// `XCTModify` whose closure changes nothing.
  func testBaking_modifiesNothing() async {
    let store = TestStore(initialState: Bakery.State(recipe: "Rye")) {
      Bakery()
    }
    await store.send(.bakeTapped) {
      $0.loaves = 1
      XCTModify(&$0.recipe) { _ in }  // ← unmodified recipe
    }
  }
}

let tests = MistakenBakeryTests()
await tests.testSelling_forgetsTheRefund()
await tests.testSelling_withoutAClock()
await tests.testRecipe_withoutARecipeClient()
await tests.testSelling_waitsTooLittle()
await tests.testListening_withoutATestOven()
await tests.testListening_neverStops()
await tests.testRecipe_nonExhaustive()
await tests.testSkippingNothing()
await tests.testBaking_modifiesNothing()
print("tests ran")
