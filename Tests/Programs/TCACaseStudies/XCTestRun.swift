// A TestStore test run the way Xcode runs it: an XCTestCase and XCTest's own driver. One test
// passes; one asserts the wrong state but says it expects to fail (`XCTExpectFailure()`), which
// must not carry over into the next test; that next one asserts the wrong state on purpose, and
// the runtime's failure must reach XCTest (as xctest-dynamic-overlay finds XCTFail at run time),
// so that test fails; the last one sends an action a `Scope` cannot deliver, and TCA's runtime
// warning is a test failure under XCTest. The run exits with XCTest's failure code.
import ComposableArchitecture
import XCTest

struct Plug: Reducer {
  enum State: Equatable {
    case on(watts: Int)
    case off
  }

  enum Action: Equatable {
    case on(OnAction)
    enum OnAction: Equatable { case draw(Int) }
  }

  var body: some ReducerOf<Self> {
    Scope(state: /State.on, action: /Action.on) {
      Reduce { watts, action in
        switch action {
        case let .draw(amount):
          watts += amount
          return .none
        }
      }
    }
  }
}

struct Kettle: Reducer {
  struct State: Equatable {
    var degrees = 20
    var isBoiling = false
  }

  enum Action: Equatable {
    case heatTapped
    case reachedBoil
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .heatTapped:
      state.degrees = 100
      return .send(.reachedBoil)
    case .reachedBoil:
      state.isBoiling = true
      return .none
    }
  }
}

@MainActor
final class KettleTests: XCTestCase {
  func testHeatingBoils() async {
    let store = TestStore(initialState: Kettle.State()) { Kettle() }
    await store.send(.heatTapped) { $0.degrees = 100 }
    await store.receive(.reachedBoil) { $0.isBoiling = true }
  }

  func testExpectingTheWrongDegree() async {
    XCTExpectFailure()
    let store = TestStore(initialState: Kettle.State()) { Kettle() }
    await store.send(.heatTapped) { $0.degrees = 80 }  // ← wrong, and expected to be
    await store.receive(.reachedBoil) { $0.isBoiling = true }
  }

  func testHeatingToTheWrongDegree() async {
    let store = TestStore(initialState: Kettle.State()) { Kettle() }
    await store.send(.heatTapped) { $0.degrees = 90 }  // ← wrong on purpose
    await store.receive(.reachedBoil) { $0.isBoiling = true }
  }

  func testDrawingFromAPlugThatIsOff() {
    let store = Store(initialState: Plug.State.off) { Plug() }
    store.send(.on(.draw(2_000)))  // ← a runtime warning, so a failure
  }
}

extension KettleTests {
  nonisolated static var allTests: [(String, (KettleTests) -> () throws -> Void)] {
    [
      ("testHeatingBoils", asyncTest { test in { await test.testHeatingBoils() } }),
      ("testExpectingTheWrongDegree", asyncTest { test in { await test.testExpectingTheWrongDegree() } }),
      ("testHeatingToTheWrongDegree", asyncTest { test in { await test.testHeatingToTheWrongDegree() } }),
      ("testDrawingFromAPlugThatIsOff", { test in { MainActor.assumeIsolated { test.testDrawingFromAPlugThatIsOff() } } }),
    ]
  }
}

XCTMain([testCase(KettleTests.allTests)])
