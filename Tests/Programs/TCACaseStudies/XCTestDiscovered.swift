// An XCTest file as a test target holds it: `XCTestCase`s and nothing else, no `allTests` list
// and no `XCTMain` (on Linux, `swift test` finds the tests itself). `play` finds them the same
// way. A synchronous test, an async one, a throwing one and one in an extension pass; an async
// test asserts the wrong state and a throwing one throws, on purpose, so two fail. Helpers that
// are not tests (a `private` one, one with an argument, a `static` one) are not run.
import ComposableArchitecture
import XCTest

struct Lamp: Reducer {
  struct State: Equatable { var isOn = false }
  enum Action: Equatable { case switchTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isOn.toggle()
    return .none
  }
}

struct Unplugged: Error {}

@MainActor
final class LampTests: XCTestCase {
  func testStartsOff() {
    XCTAssertFalse(Lamp.State().isOn)
  }

  func testSwitchTurnsItOn() async {
    let store = TestStore(initialState: Lamp.State()) { Lamp() }
    await store.send(.switchTapped) { $0.isOn = true }
  }

  func testSwitchTwiceWrongly() async {
    let store = TestStore(initialState: Lamp.State()) { Lamp() }
    await store.send(.switchTapped) { $0.isOn = true }
    await store.send(.switchTapped) { $0.isOn = true }  // ← wrong on purpose: it is off again
  }

  func testPlugged() throws {
    try plug(true)
  }

  func testUnplugged() async throws {
    try plug(false)  // ← throws on purpose
  }

  private func testHelperNotRun() { XCTFail("a private method is not a test") }
  func testWithArgument(_ value: Int) { XCTFail("a method with arguments is not a test") }
  static func testStatic() { XCTFail("a static method is not a test") }

  private func plug(_ isPlugged: Bool) throws {
    if !isPlugged { throw Unplugged() }
  }
}

extension LampTests {
  func testFromAnExtension() {
    print("extension test ran")
  }
}
