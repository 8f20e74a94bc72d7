// In the style of TCA 1.0–1.6's long-living effects case study (a stream of events a view's
// `.task` listens to, ended by cancelling the task returned by `send`), with a feature of our
// own: counting the rings of a doorbell.
import ComposableArchitecture
import SwiftUI

// MARK: - Feature

struct Doorbell: Reducer {
  struct State: Equatable {
    var rings = 0
  }

  enum Action: Equatable {
    case rang
    case task
  }

  @Dependency(\.rings) var rings

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      // Listens for as long as the view is up; the view going away cancels the task.
      return .run { send in
        for await _ in await self.rings() {
          await send(.rang)
        }
      }
    case .rang:
      state.rings += 1
      return .none
    }
  }
}

struct DoorbellView: View {
  let store: StoreOf<Doorbell>

  var body: some View {
    WithViewStore(self.store, observe: \.rings) { viewStore in
      Text("The doorbell rang \(viewStore.state) times.")
        .task { await viewStore.send(.task).finish() }
    }
  }
}

// MARK: - Dependency

extension DependencyValues {
  var rings: @Sendable () async -> AsyncStream<Void> {
    get { self[RingsKey.self] }
    set { self[RingsKey.self] = newValue }
  }
}

private enum RingsKey: DependencyKey {
  /// The "doorbell" of this program: a stream the code at the bottom rings.
  static let liveValue: @Sendable () async -> AsyncStream<Void> = { Bell.stream }
}

enum Bell {
  static let (stream, continuation) = AsyncStream<Void>.streamWithContinuation()
}

// MARK: - Tests

@MainActor
final class DoorbellTests {
  func testCountsRingsWhileListening() async {
    let (rings, ring) = AsyncStream<Void>.streamWithContinuation()
    let store = TestStore(initialState: Doorbell.State()) {
      Doorbell()
    } withDependencies: {
      $0.rings = { rings }
    }
    let task = await store.send(.task)
    ring.yield()
    await store.receive(.rang) { $0.rings = 1 }
    // The view goes away: nothing more is counted.
    await task.cancel()
    ring.yield()
  }
}

// MARK: - Run

await DoorbellTests().testCountsRingsWhileListening()
print("tests ran")

let screen = ViewHost(DoorbellView(store: Store(initialState: Doorbell.State()) { Doorbell() }))
Bell.continuation.yield()
Bell.continuation.yield()
// Ending the stream ends the `.task`'s effect, so `settle()` can wait for it.
Bell.continuation.finish()
await screen.settle()
print(screen.texts)
