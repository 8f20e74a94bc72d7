// Mistakes a learner makes in TCA 1.0–1.6 tests like the case studies', each in its own test:
// what the test store reports must read exactly as TCA's does. The feature is the "Effects /
// Basics" case study's (SwiftUICaseStudies/02-Effects-Basics.swift) plus the "Long-living
// effects" one's screenshot stream. Each line that should be blamed ends with a `// ←` comment.
import ComposableArchitecture
import SwiftUI

struct EffectsBasics: Reducer {
  struct State: Equatable {
    var count = 0
    var isNumberFactRequestInFlight = false
    var numberFact: String?
    var screenshotCount = 0
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case decrementDelayResponse
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(TaskResult<String>)
    case task
    case userDidTakeScreenshotNotification
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.factClient) var factClient
  @Dependency(\.screenshots) var screenshots
  private enum CancelID { case delay }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.numberFact = nil
        return state.count >= 0
          ? .none
          : .run { send in
            try await self.clock.sleep(for: .seconds(1))
            await send(.decrementDelayResponse)
          }
          .cancellable(id: CancelID.delay)

      case .decrementDelayResponse:
        if state.count < 0 {
          state.count += 1
        }
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.numberFact = nil
        return state.count >= 0
          ? .cancel(id: CancelID.delay)
          : .none

      case .numberFactButtonTapped:
        state.isNumberFactRequestInFlight = true
        state.numberFact = nil
        return .run { [count = state.count] send in
          await send(.numberFactResponse(TaskResult { try await self.factClient.fetch(count) }))
        }

      case let .numberFactResponse(.success(response)):
        state.isNumberFactRequestInFlight = false
        state.numberFact = response
        return .none

      case .numberFactResponse(.failure):
        state.isNumberFactRequestInFlight = false
        return .none

      case .task:
        return .run { send in
          for await _ in await self.screenshots() {
            await send(.userDidTakeScreenshotNotification)
          }
        }

      case .userDidTakeScreenshotNotification:
        state.screenshotCount += 1
        return .none
      }
    }
  }
}

struct FactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }

  var screenshots: @Sendable () async -> AsyncStream<Void> {
    get { self[ScreenshotsKey.self] }
    set { self[ScreenshotsKey.self] = newValue }
  }
}

extension FactClient: DependencyKey {
  static let liveValue = Self(fetch: { "\($0) is a live number" })
  static let testValue = Self(
    fetch: unimplemented("\(Self.self).fetch")  // ← FactClient.fetch defined
  )
}

private enum ScreenshotsKey: DependencyKey {
  static let liveValue: @Sendable () async -> AsyncStream<Void> = { AsyncStream { _ in } }
}

@MainActor
final class MistakenTests {
  /// The delayed re-increment is never received.
  func testDecrement_forgetsToReceive() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.decrementButtonTapped) {  // ← unreceived
      $0.count = -1
    }
    await store.finish()
  }

  /// No clock is set up, so the test value of `\.continuousClock` is used.
  func testDecrement_withoutAClock() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    }

    await store.send(.decrementButtonTapped) {  // ← unimplemented clock
      $0.count = -1
    }
    await store.receive(.decrementDelayResponse) {
      $0.count = 0
    }
  }

  /// The fact client is not stubbed, so its unimplemented endpoint fails and throws.
  func testNumberFact_withoutAFactClient() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    }

    await store.send(.numberFactButtonTapped) {  // ← unimplemented fetch
      $0.isNumberFactRequestInFlight = true
    }
    await store.receive(.numberFactResponse(.success("0 is a good number Brent"))) {  // ← unexpected response
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "0 is a good number Brent"
    }
  }

  /// A dependency with only a live value is reached from a test.
  func testTask_withoutScreenshots() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    }

    let task = await store.send(.task)  // ← no test implementation
    await task.cancel()
  }

  /// The clock is not advanced far enough for the delayed re-increment.
  func testDecrement_advancesTooLittle() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.timeout = NSEC_PER_SEC / 10

    await store.send(.decrementButtonTapped) {  // ← still sleeping
      $0.count = -1
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.decrementDelayResponse) {  // ← received none
      $0.count = 0
    }
  }

  /// The long-living effect is never torn down.
  func testTask_neverCancelled() async {
    let (screenshots, _) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.screenshots = { screenshots }
    }

    await store.send(.task)  // ← still running
  }

  /// Non-exhaustive, with the skipped assertions shown as notes.
  func testNumberFact_nonExhaustive() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }
    store.exhaustivity = .off(showSkippedAssertions: true)

    await store.send(.incrementButtonTapped)  // ← skipped count
    await store.send(.numberFactButtonTapped)
    await store.skipReceivedActions()  // ← skipped response
  }

  /// Skipping what is not there.
  func testSkippingNothing() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    }

    await store.skipReceivedActions()  // ← nothing received
    await store.skipInFlightEffects()  // ← nothing in flight
  }
}

let tests = MistakenTests()
await tests.testDecrement_forgetsToReceive()
await tests.testDecrement_withoutAClock()
await tests.testNumberFact_withoutAFactClient()
await tests.testDecrement_advancesTooLittle()
await tests.testTask_withoutScreenshots()
await tests.testTask_neverCancelled()
await tests.testNumberFact_nonExhaustive()
await tests.testSkippingNothing()
print("tests ran")
