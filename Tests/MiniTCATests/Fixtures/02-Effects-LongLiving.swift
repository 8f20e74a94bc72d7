// TCA 1.0–1.6 case study "Effects / Long-living effects"
// (SwiftUICaseStudies/02-Effects-LongLiving.swift and its LongLivingEffectsTests) in the same
// shape and API: an effect started by `.task` that lives until the view goes away, a dependency
// that hands out an `AsyncStream`, and a test that cancels the returned `TestStoreTask`.
// Adapted: the XCTestCase becomes a plain class run at the bottom; the live screenshot stream
// (NotificationCenter, UIApplication) is replaced by a stream a button feeds, and the
// detail-view navigation link is left out.
import ComposableArchitecture
import SwiftUI

// MARK: - Feature domain

struct LongLivingEffects: Reducer {
  struct State: Equatable {
    var screenshotCount = 0
  }

  enum Action: Equatable {
    case task
    case userDidTakeScreenshotNotification
  }

  @Dependency(\.screenshots) var screenshots

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      // When the view appears, start the effect that emits when screenshots are taken.
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

extension DependencyValues {
  var screenshots: @Sendable () async -> AsyncStream<Void> {
    get { self[ScreenshotsKey.self] }
    set { self[ScreenshotsKey.self] = newValue }
  }
}

private enum ScreenshotsKey: DependencyKey {
  /// Adapted: the app's screenshots come from a stream the "Take screenshot" button feeds.
  static let liveValue: @Sendable () async -> AsyncStream<Void> = { Screenshots.stream }
}

enum Screenshots {
  static let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
}

// MARK: - Feature view

struct LongLivingEffectsView: View {
  let store: StoreOf<LongLivingEffects>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      Form {
        Text("A screenshot of this screen has been taken \(viewStore.screenshotCount) times.")
          .font(.headline)
      }
      .navigationTitle("Long-living effects")
      .task { await viewStore.send(.task).finish() }
    }
  }
}

// MARK: - Tests

@MainActor
final class LongLivingEffectsTests {
  func testReducer() async {
    let (screenshots, takeScreenshot) = AsyncStream.makeStream(of: Void.self)

    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.screenshots = { screenshots }
    }

    let task = await store.send(.task)

    // Simulate a screenshot being taken
    takeScreenshot.yield()

    await store.receive(.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 1
    }

    // Simulate screen going away
    await task.cancel()

    // Simulate a screenshot being taken to show no effects are executed.
    takeScreenshot.yield()
  }
}

// MARK: - Run

await LongLivingEffectsTests().testReducer()
print("tests ran")

let screen = ViewHost(LongLivingEffectsView(store: Store(initialState: LongLivingEffects.State()) { LongLivingEffects() }))
Screenshots.continuation.yield()
Screenshots.continuation.yield()
// Ending the stream ends the `.task`'s effect, so `settle()` can wait for it.
Screenshots.continuation.finish()
await screen.settle()
print(screen.texts)
